#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// The background a presentation inserts behind the presented view: a dim, a blur, or either of
// them over a context only, with its tap and its VoiceOver activation.
extension CurtainPresentationController {
  /// The background for `accessibility`'s style in `containerView`, or `nil` for none.
  ///
  /// With a context (``contextViewProvider``) it covers the container, as the plan's
  /// `.background` actor does, and shows its dim or its blur over the context's frame only
  /// (Presentr's `viewControllerForContext`).
  func makeBackground(
    in containerView: UIView, accessibility: PresentationAccessibility
  ) -> UIView? {
    let background: UIView
    switch accessibility.backgroundStyle {
    case .none: return nil
    case .dimmed(let alpha):
      if let context = contextFrame(in: containerView) {
        let contextBackground = ContextBackgroundView(frame: containerView.bounds)
        contextBackground.contextFrame = context
        if passesTouchesOutsideContext {
          contextBackground.passthroughTarget = presentingViewController.view
        }
        background = contextBackground
      } else {
        background = DimmingView()
      }
      // The dim's colour from the start: a plan with a `.background` track (the Presentation
      // family) sets the same colour and fades the view in; an animator without one (a
      // cross-dissolve) would otherwise leave the background clear.
      background.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: alpha)
    case .blurred(let style):
      let blur = BlurView(style: UIBlurEffect.Style(style))
      if let context = contextFrame(in: containerView) {
        // Presentr's viewControllerForContext: the blur covers the context only.
        let contextBackground = ContextBackgroundView(frame: containerView.bounds, chrome: blur)
        contextBackground.contextFrame = context
        if passesTouchesOutsideContext {
          contextBackground.passthroughTarget = presentingViewController.view
        }
        background = contextBackground
      } else {
        background = blur
      }
    }
    background.frame = containerView.bounds
    background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // Smart Invert would turn the black dim into a white haze (the core's ChromeAppearance).
    background.accessibilityIgnoresInvertColors = ChromeAppearance.backgroundIgnoresInvertColors
    switch uiConfiguration.backgroundTap {
    case .passthrough:
      background.isUserInteractionEnabled = false
    case .none:
      break
    case .dismiss:
      let tap = UITapGestureRecognizer()
      let target = GestureTarget { [weak self] recognizer in
        guard recognizer.state == .ended else { return }
        self?.attemptDismissal(.backgroundTap)
      }
      target.attach(to: tap)
      background.addGestureRecognizer(tap)
      tapTarget = target
    }
    // The "Dismiss" element: a double-tap is a tap on it, the escape gesture on it is the
    // presentation's escape, exposed while a dismissal could happen, activated beside the
    // presented view (its centre lies under it).
    let hooks =
      (background as? DimmingView)?.dismissElement ?? (background as? BlurView)?.dismissElement
      ?? (background as? ContextBackgroundView)?.dismissElement
    if let hooks {
      AccessibilityPerformer.perform(
        on: hooks, dim: (background as? ContextBackgroundView)?.chrome ?? background,
        presentedView: { [weak self] in self?.presentedView },
        accessibility: { [weak self] in self?.accessibility },
        isModalInPresentation: { [weak self] in
          self?.presentedViewController.isModalInPresentation ?? false
        },
        attempt: { [weak self] attempt in self?.attemptDismissal(attempt) ?? .refuse(.busy) })
    }
    return background
  }
}
#endif
