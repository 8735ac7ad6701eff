#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// A presented controller that hands its size changes to Curtain's hook, as the
/// `ModalTransitionDelegate.viewWillTransition(of:with:)` documentation asks of a `.fullScreen`
/// presentation.
@MainActor
private final class HookedController: UIViewController {
  weak var delegate: ModalTransitionDelegate?

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    delegate?.viewWillTransition(of: self, with: coordinator)
  }
}

/// Issue 38: a plain animator's presentation at rest, then a rotation, on both players.
///
/// The window rotates from 390 × 844 to 844 × 390. Played by both players: the headless scene's `present(_:animator:)` and
/// `resize(to:safeArea:)`, and CurtainUIKit's `ModalTransitionDelegate` under `.custom` (its
/// presentation controller for a plain animator) and under `.fullScreen` (the size-change
/// hook). The presented screen is compared once the presentation has landed and once the
/// rotation has been followed: both players put it where the core says a plain animator rests
/// it in the new container (`PresentationSession.restingFrame(ofPlain:presentedFrame:)`).
@MainActor
struct DifferentialPlainResize: DifferentialPlayable {
  let descriptor: AnimatorDescriptor
  let style: UIModalPresentationStyle

  /// Every built-in that presents, under both styles.
  static func all() -> [DifferentialPlainResize] {
    BuiltInAnimators.descriptors.filter { $0.operations.contains(.present) }.flatMap {
      [
        DifferentialPlainResize(descriptor: $0, style: .custom),
        DifferentialPlainResize(descriptor: $0, style: .fullScreen),
      ]
    }
  }

  var name: String {
    "\(descriptor.id) plain presentation resized (\(style == .custom ? "custom" : "fullScreen"))"
  }

  private(set) var framesCompared = 0

  /// Plays the presentation and the rotation on both players; the first disagreement, or `nil`.
  mutating func play() throws -> Disagreement? {
    let source = DifferentialScenario.sourceFrame
    // Headless.
    let scene = try HeadlessScene(
      size: DifferentialScenario.size, safeAreaInsets: DifferentialScenario.safeArea)
    let detail = HeadlessScreen(name: "detail")
    try scene.present(detail, animator: try descriptor.makeAnimator([:]), sourceFrame: source)
      .finish()
    // UIKit.
    let root = UIViewController()
    Harness.world(root: root)
    let presented = HookedController()
    let delegate = ModalTransitionDelegate(animator: try descriptor.makeAnimator([:]))
    delegate.sourceFrameProvider = { source }
    presented.delegate = delegate
    delegate.attach(to: presented, presentationStyle: style)
    root.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    if let found = compare(scene.state(of: detail), presented.view, frame: "landed") {
      return found
    }
    try scene.resize(to: DifferentialScenario.rotatedSize, safeArea: DifferentialScenario.safeArea)
      .finish()
    UIKitModel.rotate(to: DifferentialScenario.rotatedSize)
    ScenarioClock.runUntilIdle()
    if let found = compare(scene.state(of: detail), presented.view, frame: "rotated") {
      return found
    }
    #expect(delegate.lastError == nil, "\(name)")
    Harness.expectNoFailures()
    return nil
  }

  private mutating func compare(_ state: ViewState?, _ view: UIView, frame: String) -> Disagreement?
  {
    framesCompared += 1
    guard let state else { return disagreement(frame, "presented", "presence", "none", "drawn") }
    return firstDifference([(.presented, state)], views: { _ in view }, frame: frame)
  }
}
#endif
