#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// A pan anywhere on a presented screen that shrinks the screen under the finger and, on a
/// release that dismisses, starts the dismissal from where the screen is (iOS 18's zoom
/// transition; the core's `ShrinkingDrag`, the headless `dismissByDragging`).
///
/// The interaction decides nothing: it feeds the core's drag-to-dismiss session (the one the
/// headless scene feeds) what the recognizer reports and performs what the session returns.
/// While the finger drags, the screen keeps its bounds and centre and is scaled and moved by
/// its `transform` (its content keeps its layout and is scaled, as iOS's zoom does), so that it
/// covers the drag's `ShrinkingDrag.frame(of:touchDown:translation:)` of its resting frame: the
/// point the finger touched stays under the finger. Behind it, the session's dim (the
/// animator's `DragDismissing.dismissalBackground`, the zoom's black at `dimAlpha`) covers the
/// container: the presentation's kept dim when it kept one, else a view the drag adds.
///
/// On release, `ShrinkingDrag.dismisses(translation:velocity:in:)` decides. A dismissal puts
/// the screen at the frame it covers without a transform, hands the dim to the dismissal (whose
/// plan starts its background there) and calls ``onDismiss`` (``ModalTransitionDelegate``
/// dismisses; its bridge plans the dismissal from the shrunken frame onto the source, asked
/// again, with the finger's velocity carried into the flight). The finger's velocity is the
/// session's estimate over the recognizer's translations, the lift included
/// (`ShrinkingDrag.releaseVelocity(of:)`, as in the headless scene), not `velocity(in:)`.
/// Otherwise the screen springs
/// back onto its resting frame on the session's critically damped spring, released with the
/// finger's velocity, and the dim the drag added goes.
///
/// A screen that presents another one, or that its presentation controller lays out at a new
/// frame (a rotation), while dragged goes back to rest at once, and the finger still down
/// drags nothing more: UIKit takes the screen as it is, and a pose made for the old frame
/// would leave it off screen.
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
  public var drag: ShrinkingDrag { session.drag }
  /// The background shown behind the dragged screen, over the container; `nil` for none.
  public var dim: ViewState? { session.dim }
  /// Called when a release dismisses: start the dismissal (`dismiss(animated: true)`).
  public var onDismiss: (@MainActor () -> Void)?
  /// Whether a drag is under way.
  public var isDragging: Bool { session.phase == .dragging }

  /// Asked when the drag would begin; `false` refuses it (the owner's transition is playing).
  var shouldBegin: (@MainActor () -> Bool)?
  /// Asked on a release that dismisses; `false` restores instead (the screen presents another
  /// one, or is already leaving).
  var canDismiss: (@MainActor () -> Bool)?
  /// The presentation's kept dim, if it kept one: the drag shows its dim there.
  var keptDim: (@MainActor () -> UIView?)?
  /// Takes the dim the drag added when the dismissal starts (its plan's `.background`).
  var onHandOffDim: (@MainActor (UIView) -> Void)?
  /// The finger's velocity of the last release that dismissed, until the dismissal's bridge
  /// takes it (``takeFlightVelocity()``).
  private(set) var flightVelocity: CGPoint?

  private var session: DragDismissSession
  private let target: GestureTarget
  private let gate = DragGate()
  private weak var host: UIView?
  /// The dim this drag added behind the screen (none while the presentation's kept dim shows).
  private var addedDim: UIView?
  private var restoreAnimator: UIViewPropertyAnimator?

  /// Creates an interaction; attach it to the presented view to use it.
  ///
  /// - Parameters:
  ///   - drag: The drag's geometry and release rule. Defaults to `ShrinkingDrag`'s defaults.
  ///   - dim: The background behind the dragged screen, over the container (its frame is the
  ///     container's); `nil` (the default) for none.
  public init(drag: ShrinkingDrag = ShrinkingDrag(), dim: ViewState? = nil) {
    session = DragDismissSession(drag: drag, dim: dim)
    var handle: (@MainActor (UIGestureRecognizer) -> Void)?
    target = GestureTarget { recognizer in handle?(recognizer) }
    handle = { [weak self] _ in self?.handle() }
    target.attach(to: recognizer)
    gate.shouldBegin = { [weak self] in
      guard let self, session.phase == .idle else { return false }
      return shouldBegin?() ?? true
    }
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

  /// Removes the recognizer and forgets ``onDismiss``; a screen dragged or restoring goes back
  /// to rest at once.
  public func detach() {
    if session.phase == .dragging || session.phase == .restoring {
      restoreAnimator?.stopAnimation(true)
      restoreAnimator = nil
      host?.transform = .identity
      addedDim?.removeFromSuperview()
      addedDim = nil
      session = DragDismissSession(drag: session.drag, dim: session.dim)
    }
    host?.removeGestureRecognizer(recognizer)
    host = nil
    onDismiss = nil
    shouldBegin = nil
    canDismiss = nil
    keptDim = nil
    onHandOffDim = nil
  }

  /// The screen is being dismissed by the app while dragged: the dismissal takes it where it
  /// is (at the frame it covers, without a transform).
  func screenLeft() {
    guard session.phase == .dragging || session.phase == .restoring else { return }
    restoreAnimator?.stopAnimation(true)
    restoreAnimator = nil
    feed(.screenLeft)
  }

  /// The app presents another screen on the dragged one, or its container changes size: the
  /// screen goes back to rest at once (no transform, no dim the drag added), and the finger,
  /// still down, drags nothing more (the session's `interrupted`).
  ///
  /// UIKit takes the presenting screen as it is (a `.fullScreen` presentation moves it into
  /// the new container and puts it back with the frame it read, which a transform makes
  /// undefined, AD/uiview/frame; the new transition restores the state it started from): a
  /// drag's transform left on it would come back, and UIKit would then set a frame on a
  /// transformed view (found by the UIKit fuzz, seed 539388876).
  ///
  /// The same when the presentation controller lays the screen out at a new frame (a
  /// rotation): the drag's pose, made for the old resting frame, would leave the screen where
  /// the old size put it, off screen (seed 539368678 after the fuzz kept fingers on the glass).
  func interrupt() {
    guard session.phase == .dragging || session.phase == .restoring else { return }
    restoreAnimator?.stopAnimation(true)
    restoreAnimator = nil
    feed(.interrupted)
  }

  /// The finger's velocity of the release that started the dismissal, once.
  ///
  /// - Returns: The velocity in points per second, or `nil` when no release is waiting.
  func takeFlightVelocity() -> CGPoint? {
    defer { flightVelocity = nil }
    return flightVelocity
  }

  private func handle() {
    guard let view = host, let space = view.superview else { return }
    let translation = recognizer.translation(in: space)
    let time = CACurrentMediaTime()
    switch recognizer.state {
    case .began:
      // Where the finger went down: where it is now, less the translation so far.
      let location = recognizer.location(in: space)
      let touchDown = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      let resting = CGRect(
        x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
        width: view.bounds.width, height: view.bounds.height)
      feed(.began(touchDown: touchDown, restingFrame: resting, container: space.bounds))
      feed(.moved(translation: translation, time: time))
    case .changed:
      feed(.moved(translation: translation, time: time))
    case .ended:
      guard session.phase == .dragging else { return }
      // The lift is the last sample (a finger held still sends no `.changed`).
      feed(.moved(translation: translation, time: time))
      if canDismiss?() == false {
        feed(.presentedAnother)
      } else {
        // The velocity is the session's estimate over the samples (the headless player's),
        // not the recognizer's `velocity(in:)`.
        feed(.ended(velocity: nil))
      }
    case .cancelled, .failed:
      feed(.cancelled)
    default:
      break
    }
  }

  /// Feeds the session and performs its effects; an event it refuses changes nothing.
  private func feed(_ event: DragDismissSession.Event) {
    guard let effects = try? session.handle(event) else { return }
    for effect in effects { perform(effect) }
  }

  private func perform(_ effect: DragDismissSession.Effect) {
    guard let view = host else { return }
    switch effect {
    case .show(let pose):
      showDim(pose.dim, behind: view)
      view.apply(ViewState(transform: pose.transform))
    case .restore(_, let timing):
      let animator = UIViewPropertyAnimator(
        duration: timing.duration,
        timingParameters: PlanPlayer.provider(for: TimingParameters(timing.kind)))
      animator.addAnimations { [weak view] in view?.transform = .identity }
      animator.addCompletion { [weak self] _ in
        self?.restoreAnimator = nil
        self?.feed(.restoreEnded)
      }
      restoreAnimator = animator
      animator.startAnimation()
    case .rest:
      view.transform = .identity
      addedDim?.removeFromSuperview()
      addedDim = nil
    case .handOff(let pose):
      view.transform = .identity
      view.apply(pose.screenState)
      if let dim = addedDim {
        addedDim = nil
        onHandOffDim?(dim)
      }
    case .startDismissal(let velocity):
      flightVelocity = velocity
      onDismiss?()
    }
  }

  /// Shows `state` over the container behind `view`: on the presentation's kept dim, else on
  /// a view the drag adds just below `view`.
  private func showDim(_ state: ViewState?, behind view: UIView) {
    guard let state else { return }
    if let kept = keptDim?(), kept.superview != nil {
      kept.apply(state)
      return
    }
    guard let space = view.superview else { return }
    let dim = addedDim ?? UIView(frame: space.bounds)
    if addedDim == nil {
      dim.isUserInteractionEnabled = false
      dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      space.insertSubview(dim, belowSubview: view)
      addedDim = dim
    }
    dim.apply(state)
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
