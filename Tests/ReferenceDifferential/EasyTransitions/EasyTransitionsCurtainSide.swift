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
      return NavigationPlayer.play(pop: c.back) { navigation in delegate.attach(to: navigation) }
    }
  }
}
