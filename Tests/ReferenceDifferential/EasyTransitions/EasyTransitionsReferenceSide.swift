import UIKit

@testable import EasyTransitions

/// Plays a configuration through EasyTransitions 0.6's own code.
@MainActor
enum EasyTransitionsReferenceSide {
  static func play(_ c: EasyTransitionsConfiguration) -> Trace {
    switch c.animator {
    case .show:
      let delegate = NavigationTransitionDelegate()
      delegate.set(animator: ShowAnimator(), for: .push)
      delegate.set(animator: ShowAnimator(), for: .pop)
      return withExtendedLifetime(delegate) {
        NavigationPlayer.play(pop: c.back) { navigation in navigation.delegate = delegate }
      }
    }
  }
}
