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
    case .presentationController:
      // Its `interruptibleAnimator(using:)` builds a new animator on each call, as Jelly's
      // does: its interactive dismissal plays under the model's reading
      // `interruptibleAnimatorAskedOnce` (§3.3 O), as UIKit asks once (see JellyReferenceSide).
      let readings = UIKitModel.defaultReadings
      if c.finger != nil {
        UIKitModel.defaultReadings.alternatives.insert(.interruptibleAnimatorAskedOnce)
      }
      defer { UIKitModel.defaultReadings = readings }
      let delegate = ModalTransitionDelegate()
      let animator = PresentationControllerAnimator(
        finalFrame: EasyTransitionsConfiguration.modalFrame)
      delegate.set(animator: animator, for: .present)
      delegate.set(animator: animator, for: .dismiss)
      // The example's lines: the delegate, and the custom style.
      let prepare = { (root: UIViewController, presented: UIViewController) in
        if c.aux {
          let view = EasyTransitionsConfiguration.auxView(in: root)
          animator.auxAnimation = { EasyTransitionsConfiguration.auxLayout(view, shown: $0) }
        }
        if c.finger != nil {
          delegate.wire(
            viewController: presented, with: .regular(.fromTop),
            navigationAction: { presented.dismiss(animated: true, completion: nil) })
        }
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
      }
      return withExtendedLifetime(delegate) {
        if let finger = c.finger {
          registerSelectors()
          return ModalPlayer.playInteractiveDismissal(finger: finger, prepare: prepare)
        }
        return ModalPlayer.play(dismiss: c.back, prepare: prepare)
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
