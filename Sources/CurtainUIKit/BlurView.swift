#if canImport(UIKit)
import Curtain
import UIKit

/// A visual-effect view whose blur is set by a fraction (0 none, 1 the full style), the way a
/// plan's `blurFraction` describes it.
///
/// The blur's strength is driven by a paused `UIViewPropertyAnimator` that animates `effect`
/// from `nil` to the style; the fraction sets its `fractionComplete`. A change to 0 or 1 made
/// inside an animation block animates `effect` itself, so it follows the transition's timing;
/// an intermediate fraction is shown at once.
@MainActor
public final class BlurView: UIVisualEffectView {
  /// The blur at full strength.
  public let style: UIBlurEffect.Style
  private var driver: UIViewPropertyAnimator?
  /// What it does as the presentation's "Dismiss" element (``DismissElementHooks``).
  let dismissElement = DismissElementHooks()

  /// A VoiceOver double-tap, as a tap on the background.
  ///
  /// - Returns: Whether it was handled.
  public override func accessibilityActivate() -> Bool { dismissElement.activate?() ?? false }

  /// The escape gesture with focus on the background: the presentation's escape.
  ///
  /// - Returns: Whether the presentation is being dismissed.
  public override func accessibilityPerformEscape() -> Bool { dismissElement.escape?() ?? false }

  /// Whether it is an element now (only while a tap would dismiss).
  public override var isAccessibilityElement: Bool {
    get { dismissElement.isExposed?() ?? super.isAccessibilityElement }
    set { super.isAccessibilityElement = newValue }
  }

  /// On the background, beside the presented view, not under it.
  public override var accessibilityActivationPoint: CGPoint {
    get { dismissElement.activationPoint?() ?? super.accessibilityActivationPoint }
    set { super.accessibilityActivationPoint = newValue }
  }

  /// Creates a blur view with no blur.
  ///
  /// - Parameter style: The blur at full strength.
  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init(effect: nil)
  }

  /// Not supported: create a blur view in code.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    nil
  }

  /// The blur strength, 0…1.
  public var fraction: CGFloat = 0 {
    didSet {
      let clamped = min(max(fraction, 0), 1)
      if clamped == 0 || clamped == 1 {
        stopDriver()
        effect = clamped == 1 ? UIBlurEffect(style: style) : nil
        return
      }
      // The paused driver exists only while the view is in a window: a paused animator must
      // not be released, and a view can go away with its superview without being removed.
      guard window != nil else {
        stopDriver()
        return
      }
      let driver = self.driver ?? makeDriver()
      driver.fractionComplete = clamped
    }
  }

  /// Stops the driver when the view leaves its window and builds it again when it comes back.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil {
      stopDriver()
    } else {
      let current = fraction
      fraction = current
    }
  }

  private func makeDriver() -> UIViewPropertyAnimator {
    effect = nil
    let driver = UIViewPropertyAnimator(
      duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
    let style = self.style
    driver.addAnimations { [weak self] in self?.effect = UIBlurEffect(style: style) }
    driver.pausesOnCompletion = true
    driver.pauseAnimation()
    self.driver = driver
    return driver
  }

  private func stopDriver() {
    guard let driver else { return }
    driver.stopAnimation(true)
    self.driver = nil
  }

  /// Stops the paused animator before the view goes away (a paused animator must not be
  /// released while active).
  public override func removeFromSuperview() {
    stopDriver()
    super.removeFromSuperview()
  }
}

extension UIBlurEffect.Style {
  /// The UIKit style for a presentation's blur style.
  ///
  /// - Parameter style: Curtain's blur style.
  public init(_ style: PresentationUIConfiguration.BlurStyle) {
    switch style {
    case .light: self = .light
    case .dark: self = .dark
    case .extraLight: self = .extraLight
    case .regular: self = .regular
    case .prominent: self = .prominent
    }
  }
}
#endif
