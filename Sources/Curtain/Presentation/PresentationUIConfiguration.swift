import Foundation

/// How a presentation looks: the presented view's corners and shadow, what covers the screen
/// behind it, and what a tap on that background does.
///
/// A presentation applies the corners and the shadow to the presented view before the first
/// frame, and fades the background in with the presentation and out with the dismissal.
/// Every value is checked when the configuration is made; it cannot be changed afterwards.
///
/// ```swift
/// let ui = try PresentationUIConfiguration(
///   cornerRadius: 10, backgroundStyle: .dimmed(alpha: 0.4), backgroundTap: .dismiss,
///   corners: .top, shadow: Shadow(opacity: 0.3, radius: 8))
///
/// // Jelly's initialiser shape works too:
/// let jelly = try PresentationUIConfiguration(
///   cornerRadius: 10, backgroundStyle: .blurred(effectStyle: .dark),
///   isTapBackgroundToDismissEnabled: true, corners: .all)
/// ```
public struct PresentationUIConfiguration: Hashable, Sendable {
  /// The presented view's corner radius, in points.
  public let cornerRadius: CGFloat
  /// Which corners of the presented view the radius rounds.
  public let corners: RectCorners
  /// What covers the screen behind the presented view.
  public let backgroundStyle: BackgroundStyle
  /// What a tap on the background does.
  public let backgroundTap: BackgroundTap
  /// The presented view's drop shadow, or `nil` to leave the view's shadow untouched.
  public let shadow: Shadow?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - cornerRadius: The presented view's corner radius, in points, 0 or more. Defaults to 0.
  ///   - backgroundStyle: What covers the screen behind it. Defaults to `.dimmed(alpha: 0.5)`,
  ///     Jelly's default.
  ///   - backgroundTap: What a tap on the background does. Defaults to `.dismiss`.
  ///   - corners: Which corners are rounded. Defaults to all four.
  ///   - shadow: The presented view's shadow. Defaults to `nil` (untouched).
  /// - Throws: ``PresentationError/dimmingAlphaOutOfRange(_:)`` for a dimming
  ///   alpha outside `0...1` or not finite,
  ///   ``PresentationError/invalidCornerRadius(_:)`` for a negative or non-finite
  ///   radius, ``PresentationError/invalidShadow(_:)`` for a shadow with a
  ///   non-finite number, a negative radius or an opacity outside `0...1`.
  public init(
    cornerRadius: CGFloat = 0, backgroundStyle: BackgroundStyle = .dimmed(alpha: 0.5),
    backgroundTap: BackgroundTap = .dismiss, corners: RectCorners = .all, shadow: Shadow? = nil
  ) throws(PresentationError) {
    guard cornerRadius.isFinite, cornerRadius >= 0 else {
      throw .invalidCornerRadius(Double(cornerRadius))
    }
    if case .dimmed(let alpha) = backgroundStyle, !(alpha.isFinite && (0...1).contains(alpha)) {
      throw .dimmingAlphaOutOfRange(Double(alpha))
    }
    if let shadow {
      guard shadow.isFinite, (0...1).contains(shadow.opacity), shadow.radius >= 0 else {
        throw .invalidShadow(shadow)
      }
    }
    self.init(
      validatedCornerRadius: cornerRadius, corners: corners, backgroundStyle: backgroundStyle,
      backgroundTap: backgroundTap, shadow: shadow)
  }

  /// Creates a configuration with Jelly's initialiser shape.
  ///
  /// - Parameters:
  ///   - cornerRadius: The presented view's corner radius, in points, 0 or more. Defaults to 0.
  ///   - backgroundStyle: What covers the screen behind it. Defaults to `.dimmed(alpha: 0.5)`.
  ///   - isTapBackgroundToDismissEnabled: `true` for ``BackgroundTap/dismiss``, `false` for
  ///     ``BackgroundTap/none``.
  ///   - corners: Which corners are rounded. Defaults to all four.
  ///   - shadow: The presented view's shadow. Defaults to `nil` (untouched).
  /// - Throws: ``PresentationError``, as
  ///   ``init(cornerRadius:backgroundStyle:backgroundTap:corners:shadow:)``.
  public init(
    cornerRadius: CGFloat = 0, backgroundStyle: BackgroundStyle = .dimmed(alpha: 0.5),
    isTapBackgroundToDismissEnabled: Bool, corners: RectCorners = .all, shadow: Shadow? = nil
  ) throws(PresentationError) {
    try self.init(
      cornerRadius: cornerRadius, backgroundStyle: backgroundStyle,
      backgroundTap: isTapBackgroundToDismissEnabled ? .dismiss : .none, corners: corners,
      shadow: shadow)
  }

  init(
    validatedCornerRadius cornerRadius: CGFloat, corners: RectCorners,
    backgroundStyle: BackgroundStyle, backgroundTap: BackgroundTap, shadow: Shadow?
  ) {
    self.cornerRadius = cornerRadius
    self.corners = corners
    self.backgroundStyle = backgroundStyle
    self.backgroundTap = backgroundTap
    self.shadow = shadow
  }

  /// Jelly's default look: square corners, a background dimmed by 0.5 that dismisses on tap,
  /// no shadow.
  public static let `default` = PresentationUIConfiguration(
    validatedCornerRadius: 0, corners: .all, backgroundStyle: .dimmed(alpha: 0.5),
    backgroundTap: .dismiss, shadow: nil)

  /// Whether a tap on the background dismisses, Jelly's name for `backgroundTap == .dismiss`.
  public var isTapBackgroundToDismissEnabled: Bool { backgroundTap == .dismiss }

  /// Presentr's look: a black dim of opacity 0.7 that dismisses on a tap, square corners, no
  /// shadow (Presentr 1.9's `backgroundOpacity` and `backgroundTap`; CurtainUIKit's `Presentr`
  /// rounds the alert and the popup with a radius of 4, as Presentr does).
  public static let presentr = PresentationUIConfiguration(
    validatedCornerRadius: 0, corners: .all, backgroundStyle: .dimmed(alpha: 0.7),
    backgroundTap: .dismiss, shadow: nil)

  /// The radius of Presentr's rounded corners: 4 points (Presentr 1.9's `cornerRadius`
  /// default), the radius `presentrCorners(for:roundCorners:cornerRadius:)` rounds with
  /// unless a player is given another.
  package static let presentrCornerRadius: CGFloat = 4

  /// This configuration with Presentr's corner rule: `roundCorners`, or when it is `nil` the
  /// layout's default (the alert and the popup are rounded, as Presentr's
  /// `PresentationType.shouldRoundCorners`), gives the radius `cornerRadius`; otherwise the
  /// corners are square.
  ///
  /// A radius already set on this configuration is kept.
  ///
  /// - Parameters:
  ///   - layout: The presentation's layout.
  ///   - roundCorners: Whether to round, or `nil` for the layout's default.
  ///   - cornerRadius: The radius; a negative or non-finite one counts as 0.
  /// - Returns: The configuration with the corner radius Presentr gives.
  package func presentrCorners(
    for layout: PresentationLayout, roundCorners: Bool?,
    cornerRadius: CGFloat = Self.presentrCornerRadius
  ) -> PresentationUIConfiguration {
    guard self.cornerRadius == 0 else { return self }
    let rounds = roundCorners ?? (layout == .alert || layout == .popup)
    let radius = rounds && cornerRadius.isFinite ? max(cornerRadius, 0) : 0
    return PresentationUIConfiguration(
      validatedCornerRadius: radius, corners: corners, backgroundStyle: backgroundStyle,
      backgroundTap: backgroundTap, shadow: shadow)
  }
}
