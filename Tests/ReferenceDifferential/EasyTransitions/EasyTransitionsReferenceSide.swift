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
      if let finger = c.finger {
        registerSelectors()
        return withExtendedLifetime(delegate) {
          NavigationPlayer.playInteractivePop(finger: finger) { navigation, pushed in
            navigation.delegate = delegate
            delegate.wire(viewController: pushed, with: .regular(.fromLeft))
          }
        }
      }
      return withExtendedLifetime(delegate) {
        NavigationPlayer.play(pop: c.back) { navigation in navigation.delegate = delegate }
      }
    }
  }

  /// What the Objective-C runtime would call for EasyTransitions' pan selector.
  static func registerSelectors() {
    ModelSelectors.register("handle(_:)") { target, sender in
      guard let controller = target as? TransitionInteractiveController,
        let recognizer = sender as? UIGestureRecognizer
      else { return }
      controller.handle(recognizer)
    }
  }
}
