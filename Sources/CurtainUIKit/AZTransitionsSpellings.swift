#if canImport(UIKit)
import Curtain
import UIKit

// AZTransitions 0.26's spellings inside a `CustomModalTransition`, so that an AZTransitions
// transition compiles with the edits its migration guide lists and no others (issue 34,
// item 6).

extension AnimatableView {
  /// Moves `view` above its siblings, as `UIView.bringSubviewToFront(_:)`: the same as
  /// `addSubview(_:)` of a view that is already a subview.
  ///
  /// - Parameter view: One of this view's subviews (the two screens, or a temporary view).
  public func bringSubviewToFront(_ view: any AnimatableView) {
    addSubview(view)
  }
}

extension CustomModalTransition {
  /// Records keyframes, as `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
  ///
  /// The same as ``Curtain/CustomModalTransition/animateKeyframes(withDuration:delay:animations:completion:)``;
  /// the options are accepted for AZTransitions' spelling and not used: the plan plays
  /// every keyframe with UIKit's default (calculation mode `.calculationModeLinear`, the
  /// transition's curve), and no user interaction reaches the screens during a transition.
  ///
  /// - Parameters:
  ///   - duration: The animation's duration, in seconds.
  ///   - delay: Seconds before it starts.
  ///   - options: UIKit's keyframe options (not used).
  ///   - animations: The block that calls `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
  ///   - completion: Called when the animation ends.
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animateKeyframes(
      withDuration: duration, delay: delay, animations: animations, completion: completion)
  }
}
#endif
