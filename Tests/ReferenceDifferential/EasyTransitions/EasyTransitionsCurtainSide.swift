import Curtain
import CurtainUIKit
import UIKit

/// Plays a configuration through Curtain's EasyTransitions front door, spelled as
/// MigratingFromEasyTransitions spells it.
@MainActor
enum EasyTransitionsCurtainSide {
  static func play(_ c: EasyTransitionsConfiguration) -> Trace {
    switch c.animator {
    case .show:
      // The guide: `ShowAnimator` is not offered; written as a NavigationTransitionAnimator,
      // its body unchanged but for the views' type.
      let delegate = NavigationTransitionDelegate(animator: MigratedShowAnimator())
      return NavigationPlayer.play(pop: c.back) { navigation in delegate.attach(to: navigation) }
    }
  }
}

/// EasyTransitions' `ShowAnimator` after the guide's step 2 (views typed `AnimatableView`).
final class MigratedShowAnimator: NavigationTransitionAnimator {
  var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
  var duration: TimeInterval { 0.7 }

  func layout(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    if presenting {
      toView.frame = toView.frame.offsetBy(dx: toView.frame.width, dy: 0)
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      let toFrame = toView.frame
      toView.frame = toFrame.offsetBy(dx: -toFrame.size.width * 0.3, dy: 0)
    }
  }

  func animations(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    if presenting {
      let fromFrame = fromView.frame
      toView.frame = fromFrame
      fromView.frame = fromView.frame.offsetBy(dx: -fromFrame.size.width * 0.3, dy: 0)
    } else {
      let fromFrame = fromView.frame
      fromView.frame = fromFrame.offsetBy(dx: fromFrame.size.width, dy: 0)
      toView.frame.origin = CGPoint(x: 0, y: 0)
    }
  }
}
