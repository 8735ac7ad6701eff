#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension ModalTransitionDelegate {
  /// The arguments of a pan's wiring, to wire it again for the next presentation.
  struct Wiring {
    weak var viewController: UIViewController?
    let pan: Pan
    let navigationAction: @MainActor () -> Void
    let beginWhen: @MainActor () -> Bool
    let configuration: InteractionConfiguration
  }

  /// Wires a pan on `viewController`'s view that runs `navigationAction` (usually a dismissal)
  /// interactively.
  ///
  /// While `viewController` is presented the pan is the user's dismissal: it does not begin
  /// while it is `isModalInPresentation` or when its presentation controller's delegate returns
  /// `false` from `presentationControllerShouldDismiss(_:)` (asked after `beginWhen`), and the
  /// delegate then hears `presentationControllerDidAttemptToDismiss(_:)`.
  ///
  /// The dismissal the pan starts follows the swipe: when its plan would move the view against
  /// the finger along the pan's axis (a cover leaving downwards under an upward pan), the view
  /// leaves the way the finger moves instead, mirrored about where it starts, with the dim and
  /// the timing as planned. A dismissal started otherwise (`dismiss(animated:)`, a button)
  /// plays the animator's plan as it is.
  ///
  /// The pan also grabs this delegate's transitions while they play on their own timing (a
  /// presentation still rising, a dismissal started by a button) or while its own release
  /// settles: the transition stays where it is and follows the finger
  /// (``PanInteraction/grabsRunningTransitions``).
  ///
  /// - Parameters:
  ///   - viewController: The controller whose view receives the pan.
  ///   - pan: The direction or screen edge.
  ///   - navigationAction: Starts the transition, for example
  ///     `{ viewController.dismiss(animated: true) }`.
  ///   - beginWhen: Whether a gesture may start now. Defaults to always.
  ///   - configuration: The completion threshold and release policy. Defaults to
  ///     `InteractionConfiguration.standard`.
  public func wire(
    viewController: UIViewController, with pan: Pan,
    navigationAction: @escaping @MainActor () -> Void,
    beginWhen: @escaping @MainActor () -> Bool = { true },
    configuration: InteractionConfiguration = .standard
  ) {
    interaction?.detach()
    let interaction = PanInteraction(pan: pan, configuration: configuration)
    interaction.shouldBegin = { [weak self] in
      // A controller that presents another one is covered by it, and its dismiss(animated:)
      // would dismiss the other one, a transition this pan does not drive.
      guard let self, let controller = wiredController else { return beginWhen() }
      if controller.presentedViewController != nil { return false }
      guard beginWhen() else { return false }
      // A pan that starts dismissing the presented controller is the user's dismissal: it
      // honours isModalInPresentation and the delegate's veto, asked last (UIKit asks for every
      // user dismissal). A grab of a running transition asks nothing.
      if lastBridge?.isInTransition == true { return true }
      return UserDismissal.mayBegin(dismissing: controller)
    }
    // A pan that dismisses the wired controller is the user's dismissal: its presentation
    // controller's delegate hears will-dismiss now and did-dismiss if it completes.
    interaction.onBegin = { [weak self] in
      navigationAction()
      if let controller = self?.wiredController { UserDismissal.began(dismissing: controller) }
    }
    // A pan that begins while the presentation or the dismissal plays, or while its own
    // release settles, grabs that transition (PanInteraction.grabsRunningTransitions).
    interaction.grabsRunningTransitions = true
    interaction.attach(to: viewController.view)
    self.interaction = interaction
    wiredController = viewController
    wiring = Wiring(
      viewController: viewController, pan: pan, navigationAction: navigationAction,
      beginWhen: beginWhen, configuration: configuration)
    // Wired while the controller is on screen: the pan goes where its presentation needs it.
    if viewController.presentingViewController != nil { hostPan(of: viewController) }
  }

  /// Puts the wired pan of `presented` where the core's `PanHost` says for its presentation.
  ///
  /// That is the presentation's container for a screen-edge pan of a view smaller than the
  /// container along the pan (its edge lies outside the view; Jelly's edge mode hosts it on
  /// the dimming view, which the container holds), otherwise the view. The view stays the
  /// one the pan drags (``PanInteraction/attach(to:dragging:)``).
  ///
  /// - Parameter presented: The controller this delegate presents.
  func hostPan(of presented: UIViewController) {
    guard let interaction, wiredController === presented, let controller = presentationController,
      controller.presentedViewController === presented, let container = controller.containerView
    else { return }
    let frame = controller.frameOfPresentedViewInContainerView
    switch PanHost(for: interaction.pan, dragging: frame, in: container.bounds) {
    case .draggedView:
      if interaction.hostView !== presented.view { interaction.attach(to: presented.view) }
    case .container:
      interaction.attach(to: container, dragging: presented.view)
    }
  }

  /// Forgets the pan, the drag and everything they captured (done after any completed
  /// dismissal; a controller Jelly's `Animator` prepared gets them back with its next
  /// presentation).
  public func unwire() {
    releaseInteractions()
    wiring = nil
    dragWiredController = nil
  }

  /// Takes the pan and the drag off the screen that left (a completed dismissal); how they
  /// were wired is kept for the next presentation only when ``keepsWiring``.
  func releaseInteractions() {
    interaction?.detach()
    interaction = nil
    dragInteraction?.detach()
    dragInteraction = nil
    wiredController = nil
    if !keepsWiring {
      wiring = nil
      dragWiredController = nil
    }
  }

  /// Wires the pan and the drag again for a new presentation of the controller they were
  /// wired on, when a dismissal released them.
  func rewireForPresentation(of presented: UIViewController) {
    if interaction == nil, let wiring, let controller = wiring.viewController,
      controller === presented
    {
      wire(
        viewController: controller, with: wiring.pan, navigationAction: wiring.navigationAction,
        beginWhen: wiring.beginWhen, configuration: wiring.configuration)
    }
    if dragInteraction == nil, let controller = dragWiredController, controller === presented {
      wireDragToDismiss(viewController: controller)
    }
  }

  /// Wires a pan anywhere on `viewController`'s view that shrinks the screen under the finger
  /// and, on a release that dismisses, dismisses it from where it is
  /// (``ShrinkingDragInteraction``; iOS 18's zoom transition).
  ///
  /// The drag and its dim are the dismiss animator's `DragDismissing.dismissalDrag` and
  /// `DragDismissing.dismissalBackground` when it adopts `DragDismissing` (the zoom plug-in
  /// does), otherwise `ShrinkingDrag`'s defaults and no dim. The dismissal is planned from the
  /// shrunken frame with the finger's velocity carried into the flight, and a matched
  /// transition flies onto the source that ``sourceViewProvider`` returns when asked again. A
  /// presentation into a frame that does not cover the container keeps its plan's background
  /// while a drag is wired, whatever the presenting animator is: the dim the drag shows.
  ///
  /// - Parameter viewController: The controller about to be presented.
  public func wireDragToDismiss(viewController: UIViewController) {
    dragInteraction?.detach()
    let session =
      animators[.dismiss].map { DragDismissSession(dismissing: $0) } ?? DragDismissSession()
    let interaction = ShrinkingDragInteraction(drag: session.drag, dim: session.dim)
    interaction.onDismiss = { [weak viewController] in
      guard let viewController else { return }
      viewController.dismiss(animated: true)
      UserDismissal.began(dismissing: viewController)
    }
    // A drag held while the app dismissed the screen (it is already leaving) or presented
    // another one on it (a dismissal would dismiss that one) restores instead.
    interaction.canDismiss = { [weak self, weak viewController] in
      self?.lastBridge?.isInTransition != true && viewController?.presentedViewController == nil
    }
    // Not while the presentation or the dismissal plays (the drag would fight its animation,
    // and UIKit refuses a dismissal while a transition is in progress), nor while the
    // controller presents another one (its dismissal would dismiss that one), nor while it is
    // `isModalInPresentation`, which "prevents the interactive dismissal of the view controller
    // while it is onscreen" (AD: UIViewController.isModalInPresentation), nor when the delegate's
    // `presentationControllerShouldDismiss(_:)` refuses (UserDismissal.mayBegin, asked last).
    interaction.shouldBegin = { [weak self, weak viewController] in
      guard let viewController, self?.lastBridge?.isInTransition != true,
        viewController.presentedViewController == nil
      else { return false }
      return UserDismissal.mayBegin(dismissing: viewController)
    }
    interaction.keptDim = { [weak self] in self?.keptBackground }
    // The dim the drag added becomes the dismissal's background (its plan starts it there).
    interaction.onHandOffDim = { [weak self] dim in self?.keptBackground = dim }
    interaction.attach(to: viewController.view)
    dragInteraction = interaction
    dragWiredController = viewController
  }
}

#endif
