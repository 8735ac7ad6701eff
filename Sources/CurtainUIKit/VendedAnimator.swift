#if canImport(UIKit)
import UIKit

/// The one object ``TransitionBridge/interruptibleAnimator(using:)`` returns for a whole
/// transition.
///
/// UIKit: "You must return the same animator object for the duration of the transition."
/// (AD/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)). A grab replaces the
/// player's timed animators with one linear animator, so the bridge cannot vend the player's
/// animator itself; it vends this object, which adopts `UIViewImplicitlyAnimating` (the protocol
/// the method returns, which an app's own object may adopt) and forwards every call to the
/// player's main animator of the moment. Before the player exists, and after the transition,
/// it reads as an inactive animator and ignores calls. Completions added to it are kept here
/// and run once, when the transition ends, so that a grab (which stops the old animators
/// without their completions) loses none.
@MainActor
final class VendedAnimator: NSObject, UIViewImplicitlyAnimating {
  private let current: @MainActor () -> UIViewPropertyAnimator?
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// - Parameter current: The animator calls go to now (the player's main animator).
  init(current: @escaping @MainActor () -> UIViewPropertyAnimator?) {
    self.current = current
    super.init()
  }

  /// The current animator's state; `.inactive` without one.
  var state: UIViewAnimatingState { current()?.state ?? .inactive }

  /// Whether the current animator runs.
  var isRunning: Bool { current()?.isRunning ?? false }

  /// The current animator's direction.
  var isReversed: Bool {
    get { current()?.isReversed ?? false }
    set { current()?.isReversed = newValue }
  }

  /// The current animator's fraction complete.
  var fractionComplete: CGFloat {
    get { current()?.fractionComplete ?? 0 }
    set { current()?.fractionComplete = newValue }
  }

  func startAnimation() { current()?.startAnimation() }

  func startAnimation(afterDelay delay: TimeInterval) {
    current()?.startAnimation(afterDelay: delay)
  }

  func pauseAnimation() { current()?.pauseAnimation() }

  func stopAnimation(_ withoutFinishing: Bool) { current()?.stopAnimation(withoutFinishing) }

  func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    current()?.finishAnimation(at: finalPosition)
  }

  func addAnimations(_ animation: @escaping () -> Void) { current()?.addAnimations(animation) }

  /// Kept until the transition ends (``runCompletions(at:)``).
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    current()?.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
  }

  /// Runs the completions added so far, once, in the order they were added.
  ///
  /// - Parameter position: `.end` when the transition completed, `.start` when it was cancelled.
  func runCompletions(at position: UIViewAnimatingPosition) {
    let blocks = completions
    completions = []
    for completion in blocks { completion(position) }
  }
}
#endif
