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
      // The guide: `ShowAnimator` is the same class in CurtainUIKit.
      let delegate = NavigationTransitionDelegate(animator: ShowAnimator())
      if let finger = c.finger {
        return NavigationPlayer.playInteractivePop(finger: finger) { navigation, pushed in
          delegate.attach(to: navigation)
          delegate.wire(viewController: pushed, with: .regular(.fromLeft))
        }
      }
      return NavigationPlayer.play(pop: c.back) { navigation in delegate.attach(to: navigation) }
    }
  }
}
