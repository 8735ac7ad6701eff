import Foundation

extension PresentationLayout {
  /// Presentr's `.alert`: 270 × 180 points, centred (in the safe area).
  public static let alert = PresentationLayout(
    size: PresentationSize(width: .custom(value: 270), height: .custom(value: 180)))

  /// Presentr's `.popup`: the safe width less 30 points on each side, by 66% of the safe
  /// height, centred.
  ///
  /// On a 390 × 844 container with no safe area it is (30, 143.48, 330, 557.04): Presentr's
  /// numbers before it rounds them down to whole points.
  public static let popup = sideMargin(30)

  /// Presentr's `.topHalf`: the whole width and half the height, against the top edge.
  ///
  /// It ignores the safe area, as Presentr does: the sheet runs under the status bar and the
  /// presented view's own safe area keeps its content clear.
  public static let topHalf = PresentationLayout(
    size: PresentationSize(width: .fullscreen, height: .halfscreen),
    alignment: PresentationAlignment(vertical: .top, horizontal: .center),
    ignoresSafeArea: true)

  /// Presentr's `.bottomHalf`: the whole width and half the height, against the bottom edge.
  ///
  /// It ignores the safe area, as Presentr does: the sheet runs under the home indicator.
  public static let bottomHalf = PresentationLayout(
    size: PresentationSize(width: .fullscreen, height: .halfscreen),
    alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
    ignoresSafeArea: true)

  /// Presentr's `.fullScreen` and Jelly's default: the whole container.
  public static let fullScreen = PresentationLayout()

  /// Presentr's `.custom(width:height:center:)`: any size, at a position.
  ///
  /// Presentr's `ModalSize` cases map to ``PresentationSize/Dimension``: `.full` to
  /// `.fullscreen`, `.half` to `.halfscreen`, `.custom(size:)` to `.custom(value:)`,
  /// `.fluid(percentage:)` to `.fluid(percentage:)` (the same fraction). Its `ModalCenterPosition`
  /// cases are ``PresentationAlignment`` values of the same names: ``PresentationAlignment/center``,
  /// ``PresentationAlignment/topCenter`` and ``PresentationAlignment/bottomCenter`` (the view's
  /// centre at a quarter and three quarters of the height, as Presentr puts it),
  /// ``PresentationAlignment/custom(centerPoint:)`` and
  /// ``PresentationAlignment/customOrigin(origin:)``. Curtain's own edge alignments are
  /// ``PresentationAlignment/alignedToTop`` and ``PresentationAlignment/alignedToBottom``.
  ///
  /// ```swift
  /// // A 320 × 240 card whose centre is three quarters of the way down, as in Presentr.
  /// let card = PresentationLayout.custom(
  ///   width: .custom(value: 320), height: .custom(value: 240), center: .bottomCenter)
  /// // A banner against the top edge.
  /// let banner = PresentationLayout.custom(
  ///   width: .fullscreen, height: .custom(value: 120), center: .alignedToTop)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The presented view's width.
  ///   - height: The presented view's height.
  ///   - center: Where the view sits. Defaults to centred.
  /// - Returns: A layout with that size and alignment and no margin guards.
  public static func custom(
    width: PresentationSize.Dimension, height: PresentationSize.Dimension,
    center: PresentationAlignment = .center
  ) -> PresentationLayout {
    PresentationLayout(size: PresentationSize(width: width, height: height), alignment: center)
  }

  /// Presentr's `.dynamic(center:)`: the presented view's own fitting size, clamped to the
  /// container's safe area.
  ///
  /// - Parameters:
  ///   - preferredSize: The size the presented view asks for (its `systemLayoutSizeFitting`).
  ///   - center: Where the view sits. Defaults to centred.
  /// - Returns: A layout of two ``PresentationSize/Dimension/intrinsic(preferred:)``
  ///   dimensions.
  public static func dynamic(
    preferredSize: CGSize, center: PresentationAlignment = .center
  ) -> PresentationLayout {
    custom(
      width: .intrinsic(preferred: preferredSize.width),
      height: .intrinsic(preferred: preferredSize.height), center: center)
  }

  /// Presentr's `ModalSize.sideMargin(value:)`: the safe width less `margin` on each side, by a
  /// height, centred.
  ///
  /// The margin is a pair of left and right margin guards on a 100% width, so the view keeps
  /// clear of a landscape notch too.
  ///
  /// - Parameters:
  ///   - margin: The space on each side, in points, at least 0.
  ///   - height: The presented view's height. Defaults to 66% of the safe height, as
  ///     Presentr's popup.
  /// - Returns: A centred layout with `margin` as its left and right guards.
  public static func sideMargin(
    _ margin: CGFloat, height: PresentationSize.Dimension = .fluid(percentage: 0.66)
  ) -> PresentationLayout {
    PresentationLayout(
      size: PresentationSize(width: .fluid(percentage: 1), height: height),
      marginGuards: EdgeInsets(left: margin, right: margin))
  }

  /// A layout that changes with the container's orientation, as Presentr's
  /// `ModalSize.customOrientation(sizePortrait:sizeLandscape:)` but for the whole layout.
  ///
  /// The container counts as landscape when it is wider than it is tall; a square container is
  /// portrait. The orientation comes from the bounds passed to
  /// ``frame(in:safeArea:layoutDirection:)``, never from the device.
  ///
  /// ```swift
  /// let sheet = PresentationLayout.oriented(
  ///   portrait: .bottomHalf,
  ///   landscape: .custom(width: .custom(value: 500), height: .fullscreen))
  /// ```
  ///
  /// - Parameters:
  ///   - portrait: The layout for containers at least as tall as they are wide.
  ///   - landscape: The layout for containers wider than they are tall.
  /// - Returns: `portrait` with `landscape` as its ``landscape`` layout.
  public static func oriented(
    portrait: PresentationLayout, landscape: PresentationLayout
  ) -> PresentationLayout {
    var layout = portrait
    layout.landscape = landscape
    return layout
  }
}
