#if canImport(UIKit)
import UIKit

/// The background of a presentation inside a context (Presentr's current-context
/// presentation): it covers the container, as the plan's `.background` actor does, but shows its
/// colour only over the context frame, in ``chrome``.
///
/// The plan fades this view's alpha and sets its background colour, which goes to ``chrome``;
/// for a blurred background ``chrome`` is a ``BlurView`` and the plan's blur fraction goes to it
/// (``blurFraction``), so the blur too covers only the context.
/// A touch inside the context lands on ``chrome``; outside it, the touch lands on this view
/// (the presentation controller's background tap) unless ``passthroughTarget`` is set, which
/// then receives it (`hitTest(_:with:)` answers with the target's own hit view), so the views
/// beside the context keep working.
@MainActor
final class ContextBackgroundView: UIView {
  /// The coloured (or blurred) part, at ``contextFrame``.
  let chrome: UIView
  /// Where touches outside the context go: `nil` keeps them here.
  weak var passthroughTarget: UIView?
  /// What it does as the presentation's "Dismiss" element (``DismissElementHooks``).
  let dismissElement = DismissElementHooks()

  /// A VoiceOver double-tap, as a tap on the background.
  ///
  /// - Returns: Whether it was handled.
  override func accessibilityActivate() -> Bool { dismissElement.activate?() ?? false }

  /// The escape gesture with focus on the background: the presentation's escape.
  ///
  /// - Returns: Whether the presentation is being dismissed.
  override func accessibilityPerformEscape() -> Bool { dismissElement.escape?() ?? false }

  /// Whether it is an element now (only while a tap would dismiss).
  override var isAccessibilityElement: Bool {
    get { dismissElement.isExposed?() ?? super.isAccessibilityElement }
    set { super.isAccessibilityElement = newValue }
  }

  /// On the background, beside the presented view, not under it.
  override var accessibilityActivationPoint: CGPoint {
    get { dismissElement.activationPoint?() ?? super.accessibilityActivationPoint }
    set { super.accessibilityActivationPoint = newValue }
  }

  /// The context's frame in this view's coordinates (the container's).
  var contextFrame: CGRect = .zero {
    didSet { chrome.frame = contextFrame }
  }

  /// Creates the background with its chrome.
  ///
  /// - Parameters:
  ///   - frame: The container's bounds.
  ///   - chrome: The part over the context: a plain view (a dim) or a ``BlurView``.
  init(frame: CGRect, chrome: UIView = UIView()) {
    self.chrome = chrome
    super.init(frame: frame)
    chrome.isUserInteractionEnabled = true
    addSubview(chrome)
  }

  /// Not used: the background is made in code.
  required init?(coder: NSCoder) { nil }

  /// The blur of a blurred chrome (``BlurView/fraction``); `nil` for a dim.
  var blurFraction: CGFloat? {
    get { (chrome as? BlurView)?.fraction }
    set { if let newValue, let blur = chrome as? BlurView { blur.fraction = newValue } }
  }

  /// The chrome's colour (the context's dim); this view itself stays clear.
  override var backgroundColor: UIColor? {
    get { chrome.backgroundColor }
    set { chrome.backgroundColor = newValue }
  }

  /// Outside the context, the passthrough target's hit view when there is a target
  /// (`forwardedHit(_:with:to:)`: none when the target is out of the window).
  ///
  /// - Parameters:
  ///   - point: The point, in this view's coordinates.
  ///   - event: The event.
  /// - Returns: The view that receives the touch.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let target = passthroughTarget, !contextFrame.contains(point) else {
      return super.hitTest(point, with: event)
    }
    return forwardedHit(point, with: event, to: target)
  }
}
#endif
