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

/// Which of the two controllers of a transition (AZTransitions' `TransitionViewControllerType`).
public enum TransitionViewControllerType: Hashable, Sendable {
  /// The controller that presents.
  case presenting
  /// The controller presented.
  case presented

  /// The other one (AZTransitions' spelling, kept).
  public var revesed: TransitionViewControllerType { reversed }

  /// The other one.
  public var reversed: TransitionViewControllerType {
    self == .presenting ? .presented : .presenting
  }
}

/// One of the two controllers of a `CustomModalTransition`, as the transition sees
/// it: its ``view`` is the screen the transition animates.
///
/// AZTransitions handed out the `UIViewController`s themselves; a Curtain transition records
/// what it does to the screens into a plan, so it reaches them through this stand-in.
@MainActor
public struct TransitionViewController {
  /// The controller's view: `CustomModalTransition/presentedView` or
  /// `CustomModalTransition/presentingView`.
  public let view: any AnimatableView
}

extension CustomModalTransition {
  /// The presenting or presented controller (AZTransitions' `viewControllerFor(type:)`).
  ///
  /// - Parameter type: Which one.
  /// - Returns: A stand-in whose `view` is that controller's screen.
  public func viewControllerFor(type: TransitionViewControllerType) -> TransitionViewController {
    TransitionViewController(view: type == .presenting ? presentingView : presentedView)
  }

  /// Records keyframes, as `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
  ///
  /// The same as `CustomModalTransition/animateKeyframes(withDuration:delay:animations:completion:)`;
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
