import Curtain
import CurtainUIKit
import UIKit

/// Plays an App Store card configuration through Curtain's EasyTransitions front door, spelled
/// as MigratingFromEasyTransitions spells it: `AppStoreAnimator` renamed `AppStoreCardAnimator`,
/// and `attach(to:)` for the `transitioningDelegate` and `modalPresentationStyle` lines.
@MainActor
enum AppStoreCurtainSide {
  static func play(_ c: AppStoreConfiguration) -> Trace {
    let delegate = ModalTransitionDelegate()
    let prepare = { (root: UIViewController, presented: UIViewController) in
      let cell = AppStoreConfiguration.cell(in: root)
      let animator = AppStoreCardAnimator(initialFrame: AppStoreConfiguration.cardFrame)
      animator.onReady = { cell.isHidden = true }
      animator.onDismissed = { cell.isHidden = false }
      if c.aux {
        let view = AppStoreConfiguration.detailView(in: presented)
        animator.auxAnimation = { AppStoreConfiguration.detailLayout(view, presenting: $0) }
      }
      delegate.set(animator: animator, for: .present)
      delegate.set(animator: animator, for: .dismiss)
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
