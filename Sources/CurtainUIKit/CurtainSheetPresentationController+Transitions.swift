#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension CurtainSheetPresentationController {
  /// Inserts the dimming view, rounds the top corners, adds the grabber and the pan, and
  /// starts following the keyboard.
  func beginPresentation() {
    presentationHasEnded = false
    if let containerView { _ = resolvedSession(in: containerView) }
    perform(session?.presentationBegan() ?? [])
    guard let containerView, let presentedView else { return }
    performer.presentationWillBegin(presentedViewController, presenting: presentingViewController)
    if dimmingView == nil {
      let dimming = DimmingView()
      // Never an element (a sheet's dim takes no taps), but a double-tap and the escape
      // gesture still reach the sheet's attempts.
      dimming.dismissElement.activate = { [weak self] in
        self?.attemptDismissal(.backgroundTap) != .passThrough
      }
      dimming.dismissElement.escape = { [weak self] in
        self?.attemptDismissal(.escape) == .dismiss
      }
      dimming.frame = containerView.bounds
      dimming.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      dimming.alpha = 0
      dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      dimming.accessibilityIgnoresInvertColors = ChromeAppearance.backgroundIgnoresInvertColors
      containerView.insertSubview(dimming, at: 0)
      dimmingView = dimming
      // Behind the dim: touches beside an undimmed sheet reach the presenting view.
      let passthrough = SheetBackgroundPassthroughView()
      passthrough.frame = containerView.bounds
      passthrough.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      passthrough.target = presentingViewController.view
      passthrough.passesTouches = { [weak self] in self?.backgroundIsInteractive ?? false }
      containerView.insertSubview(passthrough, at: 0)
    }
    presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    applyChrome()
    // The grabber's grey (ChromeAppearance) and the dim (the session's chrome), raised under
    // Increase Contrast, live.
    applyGrabberColor()
    settings.start([UIAccessibility.darkerSystemColorsStatusDidChangeNotification]) {
      [weak self] in self?.followIncreaseContrast()
    }
    if panRecognizer == nil {
      let pan = UIPanGestureRecognizer()
      let target = GestureTarget { [weak self] recognizer in self?.handlePan(recognizer) }
      target.attach(to: pan)
      pan.delegate = self
      presentedView.addGestureRecognizer(pan)
      panRecognizer = pan
      panTarget = target
    }
    startFollowingKeyboard()
    lowerSheet = coveredSheet()
    animateStacking(to: restingStackingProgress)
  }

  /// Lays the sheet out at its detent, or takes everything away when the presentation was
  /// cancelled.
  func endPresentation(_ completed: Bool) {
    presentationHasEnded = completed
    perform(session?.presentationEnded(completed: completed) ?? [])
    if completed {
      if session == nil { layoutUnresolved() }
      if let accessibility {
        performer.presentationDidEnd(
          completed: true, container: containerView, presentedView: presentedView,
          accessibility: accessibility
        ) { [weak self] in self?.attemptDismissal(.escape) == .dismiss }
      }
    } else {
      lowerSheet?.resetStacking()
      tearDown()
    }
  }

  /// Lets the dismissal own the sheet; a settle still running stops where it is.
  func beginDismissal() {
    stopDeceleration()
    perform(session?.dismissalBegan() ?? [])
    // A sheet dismissed while another covered it leaves stepped forward.
    resetStacking()
    animateStacking(to: 0)
  }

  /// Takes the dimming view, grabber, pan and keyboard observer away after a completed
  /// dismissal; lays the sheet out again after a cancelled one.
  func endDismissal(_ completed: Bool) {
    perform(session?.dismissalEnded(completed: completed) ?? [])
    if completed {
      // The lower sheet is forward again: its stacking look goes.
      lowerSheet?.resetStacking()
      let accessibility = self.accessibility
      tearDown()
      if let accessibility {
        performer.dismissalDidEnd(
          completed: true, container: containerView, accessibility: accessibility)
      }
      let dismissed = onDismissed
      onDismissed = nil
      dismissed?()
    } else {
      lowerSheet?.showStacked(progress: restingStackingProgress)
    }
  }

  /// The sheet laid out over the container's bounds while its detents cannot be resolved.
  private func layoutUnresolved() {
    guard let containerView, let presentedView else { return }
    let frame = frameOfPresentedViewInContainerView
    presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: frame.size)
    presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
    dimmingView?.frame = containerView.bounds
  }

  /// Colours the grabber as the core's `ChromeAppearance` says for the Increase Contrast
  /// setting (`UIAccessibility.isDarkerSystemColorsEnabled`).
  func applyGrabberColor() {
    let color = ChromeAppearance.grabberColor(
      increasedContrast: UIAccessibility.isDarkerSystemColorsEnabled)
    grabberView?.backgroundColor = UIColor(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }

  /// Follows a change of Increase Contrast while presented: the grabber's colour, and the dim
  /// the session draws (`SheetSession.increasesDimContrast`) at the sheet's top edge now.
  func followIncreaseContrast() {
    applyGrabberColor()
    guard var session, let containerView, let presentedView else { return }
    session.increasesDimContrast = UIAccessibility.isDarkerSystemColorsEnabled
    self.session = session
    let top = presentedView.frame.minY - containerView.bounds.minY
    dimmingView?.alpha = session.chrome(top: top).dimmingAlpha
    if session.isIdle { updateAccessibility() }
  }

  /// Takes everything the presentation added away.
  func tearDown() {
    stopSettle(freezing: false)
    stopDeceleration()
    resetStacking()
    keyboard.stop()
    _ = session?.keyboardChanged(to: nil)
    if let panRecognizer { panRecognizer.view?.removeGestureRecognizer(panRecognizer) }
    panRecognizer = nil
    panTarget = nil
    settings.stop()
    grabberView?.removeFromSuperview()
    grabberView = nil
    grabberTapTarget = nil
    dimmingView?.removeFromSuperview()
    dimmingView = nil
  }
}
#endif
