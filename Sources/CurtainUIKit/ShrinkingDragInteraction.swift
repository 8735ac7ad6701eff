#if canImport(UIKit)
import Curtain
import UIKit

/// A pan anywhere on a presented screen that shrinks the screen under the finger and, on a
/// release that dismisses, starts the dismissal from where the screen is (iOS 18's zoom
/// transition; the core's `ShrinkingDrag`, the headless `dismissByDragging`).
///
/// While the finger drags, the screen's frame is the drag's
/// `ShrinkingDrag.frame(of:touchDown:translation:)` of its resting frame: the point the
/// finger touched stays under the finger and the screen shrinks as the finger goes down. The
/// frame is set through `bounds` and `center` (the screen's content lays out at the smaller
/// size). On release, `ShrinkingDrag.dismisses(translation:velocity:in:)` decides: a dismissal
/// calls ``onDismiss`` (``ModalTransitionDelegate`` dismisses, and its bridge plans the
/// dismissal from the shrunken frame onto the source, asked again); otherwise the screen
/// eases back onto its resting frame.
///
/// ```swift
/// let delegate = ModalTransitionDelegate(animator: MyAnimator())
/// delegate.wireDragToDismiss(viewController: detail)
/// delegate.attach(to: detail)
/// ```
@MainActor
public final class ShrinkingDragInteraction {
  /// The pan on the presented screen.
  public let recognizer = UIPanGestureRecognizer()
  /// The drag's geometry and release rule.
  public let drag: ShrinkingDrag
  /// Called when a release dismisses: start the dismissal (`dismiss(animated: true)`).
  public var onDismiss: (@MainActor () -> Void)?
  /// How long the screen takes to ease back onto its resting frame after a release that does
  /// not dismiss, in seconds.
  public var restoreDuration: TimeInterval = 0.3
  /// Whether a drag is under way.
  public private(set) var isDragging = false

  /// Asked when the drag would begin; `false` refuses it (the owner's transition is playing).
  var shouldBegin: (@MainActor () -> Bool)?

  private let target: GestureTarget
  private let gate = DragGate()
  private weak var host: UIView?
  private var resting: CGRect = .zero
  private var touchDown: CGPoint = .zero

  /// Creates an interaction; attach it to the presented view to use it.
  ///
  /// - Parameter drag: The drag's geometry and release rule. Defaults to `ShrinkingDrag`'s
  ///   defaults.
  public init(drag: ShrinkingDrag = ShrinkingDrag()) {
    self.drag = drag
    var handle: (@MainActor (UIGestureRecognizer) -> Void)?
    target = GestureTarget { recognizer in handle?(recognizer) }
    handle = { [weak self] _ in self?.handle() }
    target.attach(to: recognizer)
    gate.shouldBegin = { [weak self] in self?.shouldBegin?() ?? true }
    recognizer.delegate = gate
  }

  /// Adds the recognizer to `view`, the presented screen.
  ///
  /// - Parameter view: The screen the finger drags.
  public func attach(to view: UIView) {
    host?.removeGestureRecognizer(recognizer)
    view.addGestureRecognizer(recognizer)
    host = view
  }

  /// Removes the recognizer and forgets ``onDismiss``.
  public func detach() {
    host?.removeGestureRecognizer(recognizer)
    host = nil
    onDismiss = nil
    shouldBegin = nil
    isDragging = false
  }

  private func handle() {
    guard let view = host, let space = view.superview else { return }
    let translation = recognizer.translation(in: space)
    switch recognizer.state {
    case .began:
      resting = view.frame
      // Where the finger went down: where it is now, less the translation so far.
      let location = recognizer.location(in: space)
      touchDown = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      isDragging = true
      show(drag.frame(of: resting, touchDown: touchDown, translation: translation), on: view)
    case .changed:
      guard isDragging else { return }
      show(drag.frame(of: resting, touchDown: touchDown, translation: translation), on: view)
    case .ended, .cancelled, .failed:
      guard isDragging else { return }
      isDragging = false
      let velocity = recognizer.state == .ended ? recognizer.velocity(in: space) : .zero
      if recognizer.state == .ended,
        drag.dismisses(translation: translation, velocity: velocity, in: resting)
      {
        onDismiss?()
        return
      }
      let back = resting
      let animator = UIViewPropertyAnimator(
        duration: restoreDuration,
        timingParameters: UICubicTimingParameters(animationCurve: .easeOut))
      animator.addAnimations { [weak view] in
        guard let view else { return }
        Self.setFrame(back, on: view)
      }
      animator.startAnimation()
    default:
      break
    }
  }

  private func show(_ frame: CGRect, on view: UIView) { Self.setFrame(frame, on: view) }

  /// Sets `frame` through `bounds` and `center`, which stay defined under a transform.
  private static func setFrame(_ frame: CGRect, on view: UIView) {
    view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
    view.center = CGPoint(x: frame.midX, y: frame.midY)
  }
}

/// The drag's recognizer delegate: it asks the interaction whether to begin (§9.2: false →
/// failed).
@MainActor
private final class DragGate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin: (@MainActor () -> Bool)?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin?() ?? true
  }
}
#endif
