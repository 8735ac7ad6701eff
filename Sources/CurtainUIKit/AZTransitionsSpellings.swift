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
  /// The same as `CustomModalTransition/animateKeyframes(withDuration:delay:animations:completion:)`,
  /// with the curve the options carry: UIKit takes the `UIView.AnimationOptions` curve bits
  /// (`curveEaseIn`, `curveEaseOut`, `curveLinear`, passed through the keyframe options' raw
  /// value) as the curve of the keyframes' common clock, ease-in-out without one (and for a
  /// value that names no public curve). The plan plays that curve on both players.
  ///
  /// The other options are clamped, as the migration guide lists: every calculation mode plays as
  /// `.calculationModeLinear` (linear between keyframes, at their relative times); `.repeat` and
  /// `.autoreverse` play once, forwards, as a transition ends; `.allowUserInteraction`,
  /// `.beginFromCurrentState`, `.layoutSubviews` and the override options change nothing, as no
  /// touch reaches the screens during a transition and its views start where the plan puts them.
  ///
  /// - Parameters:
  ///   - duration: The animation's duration, in seconds.
  ///   - delay: Seconds before it starts.
  ///   - options: UIKit's keyframe options; only the curve is used.
  ///   - animations: The block that calls `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
  ///   - completion: Called when the animation ends.
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, timing: Self.keyframeTiming(options),
      animations: animations, completion: completion)
  }

  /// The curve of a keyframe animation's clock: the `UIView.AnimationOptions` curve bits
  /// (16 to 19) of `options`, as UIKit reads them; ease-in-out without one.
  static func keyframeTiming(_ options: UIView.KeyframeAnimationOptions) -> Timing {
    switch (options.rawValue >> 16) & 0xF {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInOut
    }
  }
}
#endif
