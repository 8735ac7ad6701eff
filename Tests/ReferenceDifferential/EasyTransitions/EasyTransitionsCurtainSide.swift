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
    case .presentationController:
      // The guide: `PresentationControllerAnimator` and `ModalTransitionDelegate` are the same
      // classes in CurtainUIKit; `attach(to:)` replaces the `transitioningDelegate` and
      // `modalPresentationStyle` lines.
      let delegate = ModalTransitionDelegate()
      let animator = PresentationControllerAnimator(
        finalFrame: EasyTransitionsConfiguration.modalFrame)
      delegate.set(animator: animator, for: .present)
      delegate.set(animator: animator, for: .dismiss)
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
        delegate.attach(to: presented)
      }
      if let finger = c.finger {
        return ModalPlayer.playInteractiveDismissal(finger: finger, prepare: prepare)
      }
      return ModalPlayer.play(dismiss: c.back, prepare: prepare)
    }
  }
}
