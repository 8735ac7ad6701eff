#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension CurtainSheetPresentationController {
  /// The sheet at the selected detent (``frameOfPresentedViewInContainerView``): the session's `SheetSession.restingFrame` (the
  /// container's width, from the detent's top edge, the keyboard's room made by
  /// ``keyboardAvoidance``); the container's bounds when the detents cannot be resolved (a
  /// `.fitting` detent without a preferred content height).
  var restingFrameInContainer: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    guard let session = resolvedSession(in: containerView) else { return bounds }
    return session.restingFrame.offsetBy(dx: bounds.minX, dy: bounds.minY)
  }

  /// Resolves the detents again when the container changed size (rotation, Split View) and,
  /// when the sheet rests, lays it out at the selected detent
  /// (``containerViewWillLayoutSubviews()``).
  func layoutContainer() {
    guard let containerView else { return }
    dimmingView?.frame = containerView.bounds
    guard let container = sheetContainer(of: containerView), session != nil else { return }
    perform(session?.resize(to: container) ?? [])
  }

  /// The session in `container`, created on first use.
  func resolvedSession(in container: UIView) -> SheetSession? {
    if let session { return session }
    guard let sheetContainer = sheetContainer(of: container),
      let model = try? SheetModel(presentation: sheet, container: sheetContainer)
    else { return nil }
    var created =
      presentationHasEnded
      ? SheetSession(resting: model)
      : (try? SheetSession(presentation: sheet, container: sheetContainer))
        ?? SheetSession(resting: model)
    created.keyboardAvoidance = keyboardAvoidance
    created.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    created.increasesDimContrast = UIAccessibility.isDarkerSystemColorsEnabled
    session = created
    return created
  }

  /// The container as the core measures it: its size, its top safe-area inset and the
  /// presented controller's preferred content height.
  func sheetContainer(of container: UIView) -> SheetContainer? {
    let size = container.bounds.size
    let preferred = presentedViewController.preferredContentSize.height
    return try? SheetContainer(
      size: CGSize(width: max(size.width, 0), height: max(size.height, 0)),
      topInset: max(container.safeAreaInsets.top, 0),
      preferredContentHeight: preferred > 0 && preferred.isFinite ? preferred : nil)
  }

  /// Performs the session's effects in order.
  func perform(_ effects: [SheetSession.Effect]) {
    for effect in effects {
      switch effect {
      case .show(let top): show(top: top)
      case .scrollContent(let offset): scrollContent(to: offset)
      case .decelerateContent(let coast): decelerateContent(coast)
      case .settle(let release): animateSettle(release)
      case .stopSettle: stopSettle(freezing: true)
      case .report(let event):
        if event == .haptic { playSelectionHaptic() }
        if event == .dismissAttempt { reportDismissAttempt() }
        onEvent?(event)
      // Only a user's release dismisses (a program's move never does).
      case .dismiss: UserDismissal.dismiss(self, animated: false)
      case .dragBegan: onActivity?(.dragBegan)
      case .dragEnded: onActivity?(.dragEnded)
      case .settled(let id): onActivity?(.settled(detentID: id))
      }
    }
  }

  /// Shows the sheet with its top edge at `top` (through `bounds` and `center`, which stay
  /// defined under a transform), with its dim, its grabber and the covered sheet's step back.
  func show(top: CGFloat) {
    guard let containerView, let presentedView, let session else { return }
    applyChrome()
    let bounds = containerView.bounds
    let frame = session.frame(top: top).offsetBy(dx: bounds.minX, dy: bounds.minY)
    presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: frame.size)
    presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
    let chrome = session.chrome(top: top)
    dimmingView?.alpha = chrome.dimmingAlpha
    dimmingView?.frame = bounds
    layoutGrabber()
    lowerSheet?.showStacked(progress: session.stackingProgress(top: top))
    if session.isIdle { updateAccessibility() }
  }

  /// Whether a touch beside the sheet reaches the views behind it now: the core's
  /// `SheetModel.backgroundIsInteractive(top:)` at the sheet's top edge on screen, and only
  /// while no transition owns the sheet.
  var backgroundIsInteractive: Bool {
    guard let session, session.phase != .transitioning, session.phase != .dismissed,
      let presentedView, let containerView
    else { return false }
    return session.model.backgroundIsInteractive(
      top: presentedView.frame.minY - containerView.bounds.minY)
  }

  /// Puts the grabber at `SheetPresentation.grabberFrame(sheetWidth:)` on top of the content,
  /// its target at `SheetGrabberAccessibility.targetFrame(sheetWidth:)`.
  func layoutGrabber() {
    guard let grabberView, let presentedView else { return }
    let width = presentedView.bounds.width
    grabberView.frame = SheetPresentation.grabberFrame(sheetWidth: width)
    (grabberView as? SheetGrabberView)?.target = SheetGrabberAccessibility.targetFrameInBar(
      sheetWidth: width)
    presentedView.bringSubviewToFront(grabberView)
  }
}
#endif
