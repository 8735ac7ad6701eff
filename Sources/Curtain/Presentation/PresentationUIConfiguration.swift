import Foundation

/// How a presentation looks: the presented view's corners and shadow, what covers the screen
/// behind it, and what a tap on that background does.
///
/// A presentation applies the corners and the shadow to the presented view before the first
/// frame, and fades the background in with the presentation and out with the dismissal.
/// The initialisers never throw, as Jelly's do not: a value no screen can show is clamped to the
/// nearest one it can (each clamp is listed on the initialiser), and the configuration cannot be
/// changed afterwards.
///
/// ```swift
/// let ui = PresentationUIConfiguration(
///   cornerRadius: 10, backgroundStyle: .dimmed(alpha: 0.4), backgroundTap: .dismiss,
///   corners: .top, shadow: Shadow(opacity: 0.3, radius: 8))
///
/// // Jelly's initialiser shape works too:
/// let jelly = PresentationUIConfiguration(
///   cornerRadius: 10, backgroundStyle: .blurred(effectStyle: .dark),
///   isTapBackgroundToDismissEnabled: true, corners: .all)
/// ```
public struct PresentationUIConfiguration: Hashable, Sendable {
  /// The presented view's corner radius, in points, finite and 0 or more.
  public let cornerRadius: CGFloat
  /// Which corners of the presented view the radius rounds.
  public let corners: RectCorners
  /// What covers the screen behind the presented view; a `.dimmed(alpha:)` alpha is in `0...1`.
  public let backgroundStyle: BackgroundStyle
  /// What a tap on the background does.
  public let backgroundTap: BackgroundTap
  /// The presented view's drop shadow, or `nil` to leave the view's shadow untouched; its numbers
  /// are finite, its opacity in `0...1` and its radius 0 or more.
  public let shadow: Shadow?

  /// Creates a configuration.
  ///
  /// It never throws: values no screen can show are clamped.
  /// - A corner radius that is negative, NaN or infinite is 0 (square corners).
  /// - A `.dimmed(alpha:)` alpha below 0 is 0 (no dim), above 1 is 1; NaN is 0.
  /// - A shadow's opacity below 0 is 0, above 1 is 1; a negative radius is 0; a NaN or infinite
  ///   opacity, radius or offset component is 0.
  ///
  /// - Parameters:
  ///   - cornerRadius: The presented view's corner radius, in points, 0 or more. Defaults to 0.
  ///   - backgroundStyle: What covers the screen behind it. Defaults to `.dimmed(alpha: 0.5)`,
  ///     Jelly's default.
  ///   - backgroundTap: What a tap on the background does. Defaults to `.dismiss`.
  ///   - corners: Which corners are rounded. Defaults to all four.
  ///   - shadow: The presented view's shadow. Defaults to `nil` (untouched).
  public init(
    cornerRadius: CGFloat = 0, backgroundStyle: BackgroundStyle = .dimmed(alpha: 0.5),
    backgroundTap: BackgroundTap = .dismiss, corners: RectCorners = .all, shadow: Shadow? = nil
  ) {
    self.init(
      validatedCornerRadius: Self.clampedRadius(cornerRadius), corners: corners,
      backgroundStyle: Self.clamped(backgroundStyle), backgroundTap: backgroundTap,
      shadow: shadow.map(Self.clamped))
  }

  /// Creates a configuration with Jelly's initialiser shape.
  ///
  /// It never throws, as Jelly's does not: values are clamped as
  /// ``init(cornerRadius:backgroundStyle:backgroundTap:corners:shadow:)`` clamps them (a negative,
  /// NaN or infinite radius is 0; a dimming alpha outside `0...1` is the nearest end, NaN 0).
  ///
  /// - Parameters:
  ///   - cornerRadius: The presented view's corner radius, in points, 0 or more. Defaults to 0.
  ///   - backgroundStyle: What covers the screen behind it. Defaults to `.dimmed(alpha: 0.5)`.
  ///   - isTapBackgroundToDismissEnabled: `true` for ``BackgroundTap/dismiss``, `false` for
  ///     ``BackgroundTap/none``.
  ///   - corners: Which corners are rounded. Defaults to all four.
  ///   - shadow: The presented view's shadow. Defaults to `nil` (untouched).
  public init(
    cornerRadius: CGFloat = 0, backgroundStyle: BackgroundStyle = .dimmed(alpha: 0.5),
    isTapBackgroundToDismissEnabled: Bool, corners: RectCorners = .all, shadow: Shadow? = nil
  ) {
    self.init(
      cornerRadius: cornerRadius, backgroundStyle: backgroundStyle,
      backgroundTap: isTapBackgroundToDismissEnabled ? .dismiss : .none, corners: corners,
      shadow: shadow)
  }

  /// `value` if it is finite, else 0.
  private static func finiteOrZero<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
    value.isFinite ? value : 0
  }

  /// A corner radius that is negative, NaN or infinite is 0.
  private static func clampedRadius(_ radius: CGFloat) -> CGFloat {
    max(finiteOrZero(radius), 0)
  }

  /// A dimming alpha in `0...1`: the nearest end outside it, 0 for NaN.
  private static func clamped(_ style: BackgroundStyle) -> BackgroundStyle {
    guard case .dimmed(let alpha) = style else { return style }
    return .dimmed(alpha: alpha.isNaN ? 0 : min(max(alpha, 0), 1))
  }

  /// A shadow with finite numbers, an opacity in `0...1` and a radius of 0 or more.
  private static func clamped(_ shadow: Shadow) -> Shadow {
    Shadow(
      color: shadow.color, opacity: min(max(finiteOrZero(shadow.opacity), 0), 1),
      radius: clampedRadius(shadow.radius),
      offset: CGSize(
        width: finiteOrZero(shadow.offset.width), height: finiteOrZero(shadow.offset.height)))
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
