#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// UIKit's transitioning delegate: a bridge for each transition, the presentation controller.
extension ModalTransitionDelegate {
  /// The bridge that presents with the present animator.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  /// - Returns: A ``TransitionBridge``, or `nil` without an animator.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    // A screen being dragged to dismiss that presents another goes back to rest first: UIKit
    // takes it as it is now (ShrinkingDragInteraction.interrupt()).
    for screen in [presenting, source] {
      screen.curtainStorage.modalDelegate?.dragInteraction?.interrupt()
    }
    // A controller prepared once keeps its pan for every presentation (Jelly, EasyTransitions).
    rewireForPresentation(of: presented)
    return bridge(for: .present, presented: presented)
  }

  /// The bridge that dismisses with the dismiss animator.
  ///
  /// - Parameter dismissed: The controller being dismissed.
  /// - Returns: A ``TransitionBridge``, or `nil` without an animator.
  public func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    // A drag under way hands the screen over where it is (no transform left on it).
    dragInteraction?.screenLeft()
    guard let bridge = self.bridge(for: .dismiss, presented: dismissed) else {
      // No dismiss animator: no pan can drive this dismissal, so it leaves the screen now.
      releaseInteractions()
      return nil
    }
    bridge.presentedFrame = dismissed.view.frame
    return bridge
  }

  /// The bridge itself when a pan is starting the presentation.
  ///
  /// - Parameter animator: The animation controller UIKit got.
  /// - Returns: The interaction controller, or `nil` for a timed presentation.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive(animator)
  }

  /// The bridge itself when a pan is starting the dismissal.
  ///
  /// - Parameter animator: The animation controller UIKit got.
  /// - Returns: The interaction controller, or `nil` for a timed dismissal.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive(animator)
  }

  /// Your own controller when one was set, else a ``CurtainSheetPresentationController`` when
  /// ``sheet`` is set, else a ``CurtainPresentationController``: with ``layout`` when it is
  /// set, otherwise full screen with no background (so that a plain animator's presentation is
  /// modal for VoiceOver and answers the escape gesture too).
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  /// - Returns: The presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    if let pending = pendingPresentationController {
      pendingPresentationController = nil
      return pending
    }
    if let sheet {
      let controller = CurtainSheetPresentationController(
        presentedViewController: presented, presenting: presenting, sheet: sheet)
      controller.accessibilityOptions = accessibilityOptions
      controller.onDismissed = { [weak self] in self?.releaseInteractions() }
      sheetController = controller
      return controller
    }
    // Without a layout (a plain animator: AZTransitions, EasyTransitions), a full-screen
    // controller with no background, so that the presentation is accessible too.
    let controller = CurtainPresentationController(
      presentedViewController: presented, presenting: presenting,
      layout: layout ?? PresentationLayout(ignoresSafeArea: true),
      uiConfiguration: layout == nil ? Self.plainConfiguration : uiConfiguration,
      keyboardAvoidance: keyboardAvoidance)
    controller.presentsPlainAnimator = layout == nil
    controller.dismissesAnimated = dismissesAnimated
    if layout == nil, let animator = animators[.present] {
      controller.plainRestingFrame = { session in
        session.restingFrame(ofPlain: animator, presentedFrame: session.containerBounds)
      }
    }
    controller.accessibilityOptions = accessibilityOptions
    // A pan or drag wired on the presented controller dismisses it: escape does too.
    controller.dismissesByDragging = { [weak self, weak presented] in
      guard let self, let presented else { return false }
      return (interaction != nil && wiredController === presented)
        || (dragInteraction != nil && dragWiredController === presented)
    }
    controller.contextViewProvider = contextViewProvider
    controller.onLayoutFailure = { [weak self] error in
      self?.report(.animatorFailed(animator: "PresentationLayout", reason: error.description))
    }
    controller.passesTouchesOutsideContext = passesTouchesOutsideContext
    // The dismissal pan goes where the core's PanHost says once the container exists.
    controller.onPresentationWillBegin = { [weak self, weak presented] in
      guard let presented else { return }
      self?.hostPan(of: presented)
    }
    // A dismissal UIKit performs without asking for an animator (an intermediate controller of
    // a dismissed stack) still releases what the pan captured.
    controller.onDismissed = { [weak self] in self?.releaseInteractions() }
    presentationController = controller
    return controller
  }

  // MARK: - Internals

  /// The look of a plain animator's presentation controller: no background, no background tap.
  static let plainConfiguration = PresentationUIConfiguration(
    backgroundStyle: .none, backgroundTap: .none)

  func bridge(for operation: Operation, presented: UIViewController) -> TransitionBridge? {
    // Set again below when a Curtain plan plays this transition (the presentation controller
    // fades its background itself when none does).
    presentationController?.transitionBridge = nil
    guard var animator = animators[operation] ?? sheet.map(SheetTransitionAnimator.init) else {
      return nil
    }
    if operation == .dismiss, let finger = dragInteraction?.takeFlightVelocity() {
      // The drag-to-dismiss session's flight: the finger's velocity carried into the plan.
      animator = DragFlightAnimator(base: animator, finger: finger)
    }
    let bridge = TransitionBridge(
      animator: animator, operation: operation == .present ? .present : .dismiss)
    lastBridge = bridge
    bridge.onFailure = { [weak self] error in self?.report(error) }
    if sourceViewProvider != nil || sourceFrameProvider != nil {
      // The providers decide, once per transition, when the bridge plans it.
      bridge.provideMatchedPairs = { [weak self, weak presented] container, presentedFrame in
        self?.matchedPairs(in: container, presented: presented, presentedFrame: presentedFrame)
          ?? []
      }
      bridge.provideSnapshotSources = { [weak self] in
        guard let source = self?.matchedSource else { return [:] }
        return [source.id: source.view]
      }
    } else {
      bridge.sourceFrame = sourceFrame
    }
    bridge.reducesMotion = reducesMotion
    bridge.reducedTransparencyDimAlpha = { [weak self] in
      self?.presentationController?.accessibility.reducedTransparencyDimAlpha
    }
    bridge.increasesDimContrast = { [weak self] in
      self?.presentationController?.accessibility.increasesDimContrast ?? false
    }
    if case .blurred(let style) = uiConfiguration.backgroundStyle,
      !(animator is any BlursBackground)
    {
      bridge.blurStyle = UIBlurEffect.Style(style)
    }
    // A presentation with a layout has its chrome, whichever animator plays it.
    bridge.provideChrome = { [weak self] in
      guard let controller = self?.presentationController, !controller.presentsPlainAnimator
      else { return nil }
      return PresentationChrome(controller.uiConfiguration)
    }
    bridge.provideViews = { [weak self] in
      guard
        let background = self?.presentationController?.backgroundView
          ?? self?.sheetController?.dimmingView ?? self?.keptBackground
      else { return [:] }
      return [.background: background]
    }
    // A rotation mid-transition re-targets the transition to the layout's new frame.
    presentationController?.transitionBridge = bridge
    if operation == .dismiss {
      bridge.onEnded = { [weak self] completed in
        guard completed else { return }
        // The kept dim, faded out by the dismissal, leaves with the screen.
        self?.keptBackground?.removeFromSuperview()
        self?.keptBackground = nil
        self?.releaseInteractions()
      }
    } else {
      // The screen the presentation moves goes back exactly as it was before it once the
      // presentation is dismissed, however that happens: the presentation controller, which
      // UIKit keeps until then, holds the restore, so a dismissal this delegate no longer
      // animates (the app released it, fuzz seed 539362682) puts it back too. A cancelled
      // presentation needs none: the player put the screen back, and the controller goes.
      bridge.onScreenLeftInPlace = { [weak self] view, point in
        let putBack: @MainActor () -> Void = { point.restore(view) }
        if let controller = self?.presentationController {
          let dismissed = controller.onDismissed
          controller.onDismissed = {
            putBack()
            dismissed?()
          }
        } else if let controller = self?.sheetController {
          let dismissed = controller.onDismissed
          controller.onDismissed = {
            putBack()
            dismissed?()
          }
        }
      }
      bridge.onKeptBackground = { [weak self] background in self?.keptBackground = background }
      bridge.dragsToDismiss = dragInteraction != nil
    }
    if let interaction, interaction.isActive {
      bridge.wantsInteractiveStart = true
      interaction.bridge = bridge
      // The dismissal a pan starts follows the swipe (the core's SwipeDismissal).
      if operation == .dismiss { bridge.swipe = interaction.swipe }
    } else {
      interaction?.runningBridge = bridge
    }
    return bridge
  }

  private func interactive(
    _ animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let bridge = animator as? TransitionBridge, bridge.wantsInteractiveStart else {
      return nil
    }
    return bridge
  }

  /// Tells the app that a transition of this delegate failed: ``lastError``, then
  /// ``onFailure`` (the bridge has logged it).
  func report(_ error: TransitionError) {
    lastError = error
    onFailure?(error)
  }
}
#endif
