#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// A pan that dismisses a Jelly cover smaller than the screen, played by both players (issue
/// 34): the headless transition's `drive(with:configuration:fps:)` and CurtainUIKit's
/// `PanInteraction`, wired on the presented view by Jelly's `Animator.prepare(presentedViewController:)`,
/// under a model touch, the finger's samples one frame apart.
///
/// Both players measure the pan on the dismissal's plan by the core's
/// `InteractionTracker.measure(on:moving:extent:leaving:)`: the headless script's distance is
/// the presented view's height, as UIKit takes its host view's, and both take Jelly's measure
/// from the core (`Presentation.dismissalInteraction`): progress 1 is the cover's height,
/// although the half-height cover (centred, or against the safe area's bottom) travels
/// further, to the window's bottom edge. Frame j of the gesture is the headless timeline's frame j and UIKit after the touch's
/// j-th move; the lift comes one frame after the last move, where the finger last was, and the
/// release's frames follow at the headless timeline's times. The presented and presenting
/// screens are compared (the dim is compared by the scenarios of ``DifferentialRun``), then
/// the structure.
@MainActor
struct DifferentialPanTravel: DifferentialPlayable {
  /// A drag: the cover's alignment, how far the finger moves down and whether it holds still
  /// before it lifts.
  struct Drag: Sendable {
    let name: String
    let alignment: PresentationAlignment
    let travel: CGFloat
    let holds: Bool
  }

  /// Two half-height covers (centred, and against the safe area's bottom), each dragged far
  /// and flung, and short and held.
  static let drags: [Drag] = {
    var drags: [Drag] = []
    for (label, alignment) in [
      ("centred", PresentationAlignment(vertical: .center, horizontal: .center)),
      ("bottom", PresentationAlignment(vertical: .bottom, horizontal: .center)),
    ] {
      drags.append(Drag(name: "\(label) flung", alignment: alignment, travel: 350, holds: false))
      drags.append(Drag(name: "\(label) held", alignment: alignment, travel: 60, holds: true))
    }
    return drags
  }()

  let drag: Drag

  init(drag: Drag) { self.drag = drag }

  var name: String { "pan travel \(drag.name)" }
  private(set) var framesCompared = 0

  /// The cover: up from the bottom and back down, full width, half the height, Jelly's canvas
  /// pan with the threshold policy.
  func presentation() throws -> CoverPresentation {
    CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      size: PresentationSize(width: .fullscreen, height: .halfscreen),
      alignment: drag.alignment,
      interactionConfiguration: try InteractionConfiguration(policy: .threshold))
  }

  /// The finger's samples, one a frame: 18 frames of travel, then (held) 12 frames still, then
  /// the lift, one frame later where the finger last was.
  var samples: [GestureSample] {
    DifferentialFinger.samples(travel: CGPoint(x: 0, y: drag.travel), holds: drag.holds)
  }

  /// Plays the drag on both players; the first disagreement, or `nil`.
  mutating func play() throws -> Disagreement? {
    let samples = self.samples
    let presentation = try presentation()
    guard let pan = presentation.dismissalPan(),
      let configuration = presentation.dismissalInteraction
    else { return disagreement("-", "pan", "wired", "a pan", "none") }
    // Headless.
    let scene = try HeadlessScene(
      size: DifferentialScenario.size, safeAreaInsets: DifferentialScenario.safeArea)
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: presentation).finish()
    let extent = Double(scene.state(of: sheet)?.frame?.height ?? 0)
    let transition = try scene.dismiss(interactive: true)
    let script = GestureScript(pan: pan, distance: extent, samples: samples)
    let timeline = try transition.drive(with: script, configuration: configuration)
    // Every cover must exercise the rule: Jelly's measure, its height per progress 1.
    let measured = transition.decision?.distance ?? 0
    if abs(measured - extent) > 1e-9 {
      return disagreement("-", "pan", "measured distance", "\(measured)", "\(extent)")
    }
    // UIKit.
    UIKitModel.reset(size: DifferentialScenario.size)
    let root = UIViewController()
    Harness.world(root: root)
    let detail = UIViewController()
    CurtainUIKit.Animator(presentation: presentation).prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    guard let delegate = detail.transitioningDelegate as? ModalTransitionDelegate,
      let recognizer = delegate.interaction?.recognizer
    else { return disagreement("0", "pan", "interaction", "wired", "none") }
    let touch = ModelTouch(recognizer)
    let screens: [ActorID: UIView] = [
      .presented: detail.view, .from: detail.view, .presenting: root.view, .to: root.view,
    ]
    guard touch.begin(at: CGPoint(x: detail.view.frame.midX, y: detail.view.frame.midY)) else {
      return disagreement("0", "pan", "began", "true", "false")
    }
    let frames = timeline.frames
    if let found = compare(frames[0], screens, frame: "0") { return found }
    let lift = samples.count - 1
    for index in 1..<lift {
      touch.move(to: samples[index].translation)
      if let found = compare(frames[index], screens, frame: "\(index)") { return found }
    }
    touch.end()
    if let found = compare(frames[lift], screens, frame: "\(lift) (lift)") { return found }
    for index in (lift + 1)..<frames.count {
      if index == frames.count - 1 {
        // The release's end, at its exact time: UIKit's animators may complete a frame later
        // (see `DifferentialRun`); both show the end state.
        ScenarioClock.runUntilIdle()
      } else {
        ScenarioClock.advance(by: frames[index].time - frames[index - 1].time)
      }
      if let found = compare(frames[index], screens, frame: "\(index)") { return found }
    }
    ScenarioClock.runUntilIdle()
    let structure = (
      headless: scene.presentedScreens.isEmpty ? "dismissed" : "presented",
      uikit: root.presentedViewController == nil ? "dismissed" : "presented"
    )
    if structure.headless != structure.uikit {
      return disagreement("end", "scene", "structure", structure.headless, structure.uikit)
    }
    Scenario.expectNoFailures()
    return nil
  }

  /// Compares the screens of a headless frame with their views in UIKit (while in the window).
  private mutating func compare(
    _ frame: Timeline.Frame, _ screens: [ActorID: UIView], frame label: String
  ) -> Disagreement? {
    framesCompared += 1
    for actor in [ActorID.presented, .presenting] {
      guard let state = frame[actor], let view = screens[actor], view.window != nil else {
        continue
      }
      if let (property, expected, drawn) = DifferentialTolerance.firstDifference(
        state, DrawnState(view))
      {
        return disagreement(label, "\(actor)", property, expected, drawn)
      }
    }
    return nil
  }
}
#endif
