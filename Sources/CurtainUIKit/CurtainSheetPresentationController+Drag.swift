#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension CurtainSheetPresentationController {
  /// A drag may start when the session lets it (`SheetSession.canBeginDrag`: the sheet rests,
  /// or a release's settle runs, which the finger grabs); a refused pan fails before it begins,
  /// so it never blocks other touches.
  ///
  /// - Parameter gestureRecognizer: The sheet's pan.
  /// - Returns: Whether the drag may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    session?.canBeginDrag == true && containerView != nil
  }

  func handlePan(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer, let containerView else { return }
    switch pan.state {
    case .began:
      beginDrag(pan)
      // The touch's first sample: where the finger is when the pan begins.
      move(pan.translation(in: containerView).y)
    case .changed:
      move(pan.translation(in: containerView).y)
    case .ended:
      // The lift is the last sample (a finger held still, which sends no `.changed`, then
      // releases with no velocity).
      move(pan.translation(in: containerView).y)
      // The app may have presented on the sheet while the finger held it: a release that ends
      // at once must not dismiss (that would dismiss the new screen, mid-presentation).
      let covered = presentedViewController.presentedViewController != nil
      // The velocity is the session's estimate over the samples (the headless player's), not
      // the recognizer's `velocity(in:)`.
      perform(session?.release(isCovered: covered) ?? [])
      draggedScrollView = nil
    case .cancelled, .failed:
      move(pan.translation(in: containerView).y)
      perform(session?.cancelDrag() ?? [])
      draggedScrollView = nil
    default:
      break
    }
  }

  /// Starts a drag with the dismissal vetoes of this moment (UIKit's `isModalInPresentation`
  /// and the delegate's, with the sheet's own, asked once by the session), grabbing a settle
  /// where the sheet is on screen, sharing the finger with the content when the touch went
  /// down in its scroll view.
  private func beginDrag(_ pan: UIPanGestureRecognizer) {
    guard let session, session.canBeginDrag, let containerView, let presentedView else { return }
    stopDeceleration()
    var grabbedTop: CGFloat?
    if session.phase == .settling {
      // Freeze the settle first, so that the sheet's frame is where it is on screen.
      stopSettle(freezing: true)
      grabbedTop = presentedView.frame.minY - containerView.bounds.minY
    }
    let allowed =
      DismissalAttempt.decideInteractive(
        isModalInPresentation: presentedViewController.isModalInPresentation,
        delegateAllows: { delegateAllowsDismissal() }) == .dismiss
    let content = grabbedTop == nil ? sharedContent(for: pan) : nil
    draggedScrollView = content?.scroll
    perform(
      self.session?.beginDrag(
        allowsDismissal: allowed, grabbedTop: grabbedTop, scroll: content?.measure) ?? [])
  }

  /// The finger's translation since the drag began; ignored outside a drag.
  private func move(_ translation: CGFloat) {
    guard session?.phase == .dragging else { return }
    // The session's samples: the pan's translations, timed by the clock its frames run on (on
    // the UIKit model, the virtual clock); its release estimates the velocity from them.
    perform(session?.move(translation: translation, at: CACurrentMediaTime()) ?? [])
  }

  /// Moves the sheet to the detent `id` on the settle spring, as a program's change (UIKit's
  /// `animateChanges { selectedDetentIdentifier = id }`): no haptic, no events.
  ///
  /// - Parameters:
  ///   - id: A detent of the sheet.
  ///   - completion: Called with `id` once the sheet rests there.
  /// - Returns: Whether the sheet moves: `false` for an unknown id, before the presentation has
  ///   ended, or while a transition, a drag or a settle owns the sheet.
  @discardableResult
  public func moveSheet(
    toDetent id: String, completion: (@MainActor (String) -> Void)? = nil
  ) -> Bool {
    guard containerView != nil, presentedView != nil, var session else { return false }
    let effects = session.moveToDetent(id)
    guard !effects.isEmpty else { return false }
    self.session = session
    if let completion {
      moveCompletion = { completion(id) }
    } else {
      moveCompletion = nil
    }
    perform(effects)
    return true
  }

  /// Animates the sheet to the settle's target, then tells the session the settle ended.
  ///
  /// A program's move plays its spring. A release's settle (the finger's velocity with no
  /// acceleration, then a triple pole: a shape no `UISpringTimingParameters` curve has) plays
  /// as linear keyframes of `SheetRelease.top(at:)` every ``settleKeyframeStep`` on a linear
  /// property animator: exact at every 60 Hz frame, and off the curve between two keyframes by
  /// at most `max|y″| · h² / 8` (0.2 pt for a release at rest across a phone's height, 0.6 pt
  /// for 3,000 pt/s released 13 pt from the detent).
  func animateSettle(_ release: SheetRelease) {
    guard let containerView, let presentedView, let session, release.isAnimated else {
      settleDidEnd()
      return
    }
    let bounds = containerView.bounds
    let dimming = dimmingView
    let lower = lowerSheet
    // Each step: where the sheet is at `top`, as plain values, applied inside the animation.
    let states = Self.settleTops(release).map { sample in
      let frame = session.frame(top: sample.top).offsetBy(dx: bounds.minX, dy: bounds.minY)
      return (
        start: sample.start, length: sample.length, frame: frame,
        dim: session.chrome(top: sample.top).dimmingAlpha,
        stacked: session.stackingProgress(top: sample.top)
      )
    }
    let animator: UIViewPropertyAnimator
    if let timing = release.timing {
      animator = UIViewPropertyAnimator(
        duration: timing.duration, timingParameters: Self.timingProvider(timing))
    } else {
      animator = UIViewPropertyAnimator(
        duration: release.duration,
        timingParameters: UICubicTimingParameters(animationCurve: .linear))
    }
    func apply(_ frame: CGRect, _ dim: CGFloat, _ stacked: CGFloat) {
      presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: frame.size)
      presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
      dimming?.alpha = dim
      lower?.showStacked(progress: stacked)
    }
    animator.addAnimations {
      guard release.timing == nil else {
        let end = states[states.count - 1]
        apply(end.frame, end.dim, end.stacked)
        return
      }
      UIView.animateKeyframes(
        withDuration: release.duration, delay: 0, options: [],  // [] is calculationModeLinear
        animations: {
          for state in states {
            UIView.addKeyframe(withRelativeStartTime: state.start, relativeDuration: state.length) {
              apply(state.frame, state.dim, state.stacked)
            }
          }
        })
    }
    animator.addCompletion { [weak self] position in
      // `.current`: a finger grabbed the settle, which ends nothing.
      guard let self, position == .end, self.settleAnimator === animator else { return }
      self.settleAnimator = nil
      self.settleDidEnd()
    }
    settleAnimator = animator
    animator.startAnimation()
  }

  /// The time between two keyframes of a release's settle: 1/240 s (every fourth one is a
  /// 60 Hz frame).
  static let settleKeyframeStep: TimeInterval = 1.0 / 240

  /// The keyframes of a release's settle (relative start and length, and the top edge at the
  /// end of each), the last one ending on the target; a move's: one, the target.
  static func settleTops(
    _ release: SheetRelease
  ) -> [(start: Double, length: Double, top: CGFloat)] {
    let duration = release.duration
    guard release.settle != nil, duration > 0 else { return [(0, 1, release.targetTop)] }
    // A settle lasts at most 0.7 s (168 keyframes); the clamp only guards the conversion.
    let count = Int(clamping: (duration / settleKeyframeStep).rounded(.up), to: 1...10_000)
    return (0..<count).map { index in
      let start = Double(index) * settleKeyframeStep
      let end = index == count - 1 ? duration : Double(index + 1) * settleKeyframeStep
      return (start / duration, (end - start) / duration, release.top(at: end))
    }
  }

  /// The settle ended on its target: the session decides what follows (a dismissal, or the
  /// sheet at rest); the app presenting on the sheet meanwhile keeps it.
  private func settleDidEnd() {
    let covered = presentedViewController.presentedViewController != nil
    perform(session?.settleEnded(isCovered: covered) ?? [])
    let completion = moveCompletion
    moveCompletion = nil
    completion?()
  }

  /// Stops a running settle: `freezing` stops it with its properties where they are on screen
  /// (`stopAnimation(false)` then `finishAnimation(at: .current)`, AD/uiviewanimating), so the
  /// sheet does not jump; otherwise it stops at once without finishing.
  func stopSettle(freezing: Bool) {
    guard let animator = settleAnimator else { return }
    settleAnimator = nil
    moveCompletion = nil
    guard animator.state == .active else { return }
    if freezing {
      animator.stopAnimation(false)
      animator.finishAnimation(at: .current)
    } else {
      animator.stopAnimation(true)
    }
  }
}
#endif
