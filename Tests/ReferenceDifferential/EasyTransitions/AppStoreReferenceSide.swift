import UIKit

@testable import EasyTransitions

/// Plays an App Store card configuration through EasyTransitions 0.6's own `AppStoreAnimator`.
@MainActor
enum AppStoreReferenceSide {
  static func play(_ c: AppStoreConfiguration) -> Trace {
    // The interactive dismissal: its configurator builds a new animator on each call of
    // `interruptibleAnimator(using:)`, as Jelly's does, so it plays under the model's reading
    // `interruptibleAnimatorAskedOnce` (§3.3 O), as EasyTransitionsReferenceSide does.
    let readings = UIKitModel.defaultReadings
    if c.finger != nil {
      UIKitModel.defaultReadings.alternatives.insert(.interruptibleAnimatorAskedOnce)
    }
    defer { UIKitModel.defaultReadings = readings }
    let delegate = ModalTransitionDelegate()
    let front = AnimateOnlyDelegate(base: delegate)
    let prepare = { (root: UIViewController, presented: UIViewController) in
      // The example's lines (`collectionView(_:didSelectItemAt:)`), but for the pan it wires.
      let cell = AppStoreConfiguration.cell(in: root)
      let animator = AppStoreAnimator(initialFrame: AppStoreConfiguration.cardFrame)
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
      presented.transitioningDelegate = front
      presented.modalPresentationStyle = .custom
    }
    return withExtendedLifetime((delegate, front)) {
      if let finger = c.finger {
        EasyTransitionsReferenceSide.registerSelectors()
        return ModalPlayer.playInteractiveDismissal(finger: finger, prepare: prepare)
      }
      return ModalPlayer.play(dismiss: c.back, prepare: prepare)
    }
  }
}

/// EasyTransitions' `ModalTransitionDelegate` with its animation controllers' answer to
/// `interruptibleAnimator(using:)` hidden from the model.
///
/// The model asks for the interruptible animator after `animateTransition(using:)` of a
/// non-interactive transition (§3.3), and EasyTransitions' configurator answers with a new
/// animator, whose `layout(presenting:…)` runs the card's layout again: a second set of edge
/// constraints pinning the presented view to the card, against the first set the running
/// animator moves to the container's edges, and `onReady` again. The example's card works on
/// UIKit, which therefore does not ask there (or does not use the answer); the README's
/// "Written but pending" keeps the same question open for `PresentationControllerAnimator`.
final class AnimateOnlyDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let base: ModalTransitionDelegate

  init(base: ModalTransitionDelegate) { self.base = base }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    base.animationController(forPresented: presented, presenting: presenting, source: source)
      .map(AnimateOnly.init)
  }

  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    base.animationController(forDismissed: dismissed).map(AnimateOnly.init)
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    base.interactionControllerForDismissal(using: animator)
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    base.presentationController(forPresented: presented, presenting: presenting, source: source)
  }
}

/// An animation controller that forwards EasyTransitions' configurator, but for its
/// interruptible animator outside an interactive transition.
final class AnimateOnly: NSObject, UIViewControllerAnimatedTransitioning {
  let base: any UIViewControllerAnimatedTransitioning
  /// A controller without an interruptible animator, whose answer (the requirement's default)
  /// stands for the configurator's outside an interactive transition.
  private let plain = Plain()

  init(_ base: any UIViewControllerAnimatedTransitioning) { self.base = base }

  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    transitionContext.isInteractive
      ? base.interruptibleAnimator(using: transitionContext)
      : plain.interruptibleAnimator(using: transitionContext)
  }

  private final class Plain: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    base.transitionDuration(using: transitionContext)
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    base.animateTransition(using: transitionContext)
  }
}
