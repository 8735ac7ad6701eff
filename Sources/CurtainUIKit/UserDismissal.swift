#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// What UIKit tells a presentation controller's adaptive delegate about a dismissal the user
/// makes, in one place for every way Curtain lets the user dismiss (a tap on the dim, the
/// escape gesture, a sheet's drag, a wired dismissal pan, the zoom's drag), and whether a pan or
/// a drag may begin such a dismissal.
///
/// UIKit sends `presentationControllerWillDismiss(_:)` "before a presentation controller
/// dismisses its view controller … in response to a user-initiated action", and
/// `presentationControllerDidDismiss(_:)` after it dismissed it; neither for a dismissal in code,
/// and no `DidDismiss` for an interactive dismissal the user cancels
/// (AD/uiadaptivepresentationcontrollerdelegate; Tests/UIKitStub/SEMANTICS.md §14.4).
@MainActor
enum UserDismissal {
  /// Dismisses `controller.presentedViewController` for the user: the delegate hears
  /// will-dismiss first and did-dismiss once the dismissal completed.
  ///
  /// - Parameters:
  ///   - controller: The presentation controller whose presented controller goes.
  ///   - animated: Whether the dismissal animates.
  static func dismiss(_ controller: UIPresentationController, animated: Bool) {
    willDismiss(controller)
    // The completion holds the controller: UIKit lets go of it as the dismissal ends.
    controller.presentedViewController.dismiss(animated: animated) {
      didDismiss(controller)
    }
  }

  /// Tells the delegate that the user began to dismiss `viewController`, and that it did.
  ///
  /// Its presentation controller's delegate hears will-dismiss now and did-dismiss when the
  /// transition completes (not when it is cancelled). Does nothing unless `viewController` is
  /// being dismissed.
  ///
  /// - Parameter viewController: The controller a user's gesture began to dismiss.
  static func began(dismissing viewController: UIViewController) {
    guard viewController.isBeingDismissed,
      let controller = viewController.presentationController
    else { return }
    willDismiss(controller)
    guard let coordinator = viewController.transitionCoordinator else {
      didDismiss(controller)
      return
    }
    coordinator.animate(alongsideTransition: nil) { context in
      if !context.isCancelled { didDismiss(controller) }
    }
  }

  /// Whether a user's pan or drag may begin to dismiss `viewController`.
  ///
  /// It is decided as every user dismissal is
  /// (`DismissalAttempt.decideInteractive(isModalInPresentation:delegateAllows:)`): not while it is `isModalInPresentation`, nor when its presentation controller's delegate
  /// returns `false` from `presentationControllerShouldDismiss(_:)`, nor, under Curtain's own
  /// presentation controller, when the presented controller's `PresentrDelegate` refuses. A refusal tells the delegate
  /// (`presentationControllerDidAttemptToDismiss(_:)`), as UIKit does for a sheet's swipe
  /// (Tests/UIKitStub/SEMANTICS.md §14.5).
  ///
  /// - Parameter viewController: The presented controller the gesture would dismiss.
  /// - Returns: `true` when the dismissal may begin, or when `viewController` is not presented
  ///   (the gesture then dismisses nothing).
  static func mayBegin(dismissing viewController: UIViewController) -> Bool {
    guard viewController.presentingViewController != nil,
      let controller = viewController.presentationController
    else { return true }
    let decision = DismissalAttempt.decideInteractive(
      isModalInPresentation: viewController.isModalInPresentation,
      delegateAllows: { shouldDismiss(controller) })
    guard decision == .dismiss else {
      didAttemptToDismiss(controller)
      return false
    }
    return true
  }

  private static func shouldDismiss(_ controller: UIPresentationController) -> Bool {
    // Curtain's own controller answers for every veto it knows (the delegate's, and a
    // presented controller adopting `PresentrDelegate`), as for a tap or the escape gesture.
    if let curtain = controller as? CurtainPresentationController {
      return curtain.delegateAllowsDismissal()
    }
    #if canImport(ObjectiveC)
    return controller.delegate?.presentationControllerShouldDismiss?(controller) ?? true
    #else
    return controller.delegate?.presentationControllerShouldDismiss(controller) ?? true
    #endif
  }

  private static func didAttemptToDismiss(_ controller: UIPresentationController) {
    #if canImport(ObjectiveC)
    controller.delegate?.presentationControllerDidAttemptToDismiss?(controller)
    #else
    controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
    #endif
  }

  private static func willDismiss(_ controller: UIPresentationController) {
    #if canImport(ObjectiveC)
    // An optional requirement of an Objective-C protocol.
    controller.delegate?.presentationControllerWillDismiss?(controller)
    #else
    controller.delegate?.presentationControllerWillDismiss(controller)
    #endif
  }

  private static func didDismiss(_ controller: UIPresentationController) {
    #if canImport(ObjectiveC)
    controller.delegate?.presentationControllerDidDismiss?(controller)
    #else
    controller.delegate?.presentationControllerDidDismiss(controller)
    #endif
  }
}
#endif
