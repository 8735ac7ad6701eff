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
    // A VoiceOver double-tap on the background is a tap on it (its centre, the default
    // activation point, lies under the presented view).
    let activate: @MainActor () -> Bool = { [weak self] in
      guard let self else { return false }
      return attemptDismissal(.backgroundTap) != .passThrough
    }
    (background as? DimmingView)?.onActivate = activate
    (background as? BlurView)?.onAccessibilityActivate = activate
    (background as? ContextBackgroundView)?.onAccessibilityActivate = activate
    return background
  }
}
#endif
