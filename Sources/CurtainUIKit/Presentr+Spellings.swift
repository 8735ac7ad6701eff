#if canImport(UIKit)
import Curtain
import UIKit

// Presentr 1.9's names, so that a Presentr app compiles with the edits its migration guide
// lists and no others (issue 34, item 6).

/// Presentr's `PresentationType`: Curtain's `PresentationLayout`, whose presets have
/// Presentr's names (`.alert`, `.popup`, `.topHalf`, `.bottomHalf`, `.fullScreen`,
/// `.custom(width:height:center:)`).
public typealias PresentationType = PresentationLayout

/// Presentr's `ModalSize`: Curtain's `PresentationSize/Dimension`, with Presentr's
/// `.full`, `.half`, `.custom(size:)` and `.fluid(percentage:)` (a fraction, as Presentr's).
public typealias ModalSize = PresentationSize.Dimension

/// Presentr's `ModalCenterPosition`: Curtain's `PresentationAlignment`, with
/// Presentr's `.center`, `.topCenter`, `.bottomCenter`, `.custom(centerPoint:)` and
/// `.customOrigin(origin:)`.
public typealias ModalCenterPosition = PresentationAlignment

/// Presentr's `BackgroundTapAction`: Curtain's
/// `PresentationUIConfiguration/BackgroundTap` (`.dismiss`, `.noAction`,
/// `.passthrough`).
public typealias BackgroundTapAction = PresentationUIConfiguration.BackgroundTap

extension PresentationLayout {
  /// Presentr's `PresentationType.dynamic(center:)`: the presented view's own size, measured by
  /// `Presentr` when it prepares the controller (its view's
  /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`), at `center`.
  ///
  /// Outside `Presentr` it has no preferred size: use
  /// `PresentationLayout/dynamic(preferredSize:center:)`.
  ///
  /// - Parameter center: Where the view sits.
  /// - Returns: A dynamic layout without a preferred size.
  public static func dynamic(center: PresentationAlignment) -> PresentationLayout {
    dynamic(preferredSize: .zero, center: center)
  }
}

/// Presentr's `ModalSize.customOrientation(sizePortrait:sizeLandscape:)`: a length for each
/// orientation, used by `PresentationType.custom(width:height:center:)` as an
/// `PresentationLayout/oriented(portrait:landscape:)` layout (the container's aspect
/// decides, not the device's orientation: `presentr-orientation`).
public struct OrientedModalSize: Hashable, Sendable {
  /// The length in portrait, in points.
  public var portrait: CGFloat
  /// The length in landscape, in points.
  public var landscape: CGFloat

  /// Creates the pair.
  ///
  /// - Parameters:
  ///   - portrait: The length in portrait, in points.
  ///   - landscape: The length in landscape, in points.
  public init(portrait: CGFloat, landscape: CGFloat) {
    self.portrait = portrait
    self.landscape = landscape
  }
}

extension PresentationSize.Dimension {
  /// Presentr's `ModalSize.customOrientation(sizePortrait:sizeLandscape:)`: a fixed length for
  /// each orientation, for `PresentationType.custom(width:height:center:)`.
  ///
  /// - Parameters:
  ///   - sizePortrait: The length in portrait, in points.
  ///   - sizeLandscape: The length in landscape, in points.
  /// - Returns: The pair of lengths.
  public static func customOrientation(
    sizePortrait: Float, sizeLandscape: Float
  ) -> OrientedModalSize {
    OrientedModalSize(portrait: CGFloat(sizePortrait), landscape: CGFloat(sizeLandscape))
  }
}

extension PresentationLayout {
  /// Presentr's `PresentationType.custom(width:height:center:)` with
  /// `ModalSize.customOrientation` lengths: one fixed size in portrait, another in landscape.
  ///
  /// - Parameters:
  ///   - width: The widths.
  ///   - height: The heights.
  ///   - center: Where the view sits. Defaults to centred.
  /// - Returns: An `PresentationLayout/oriented(portrait:landscape:)` layout.
  public static func custom(
    width: OrientedModalSize, height: OrientedModalSize, center: PresentationAlignment = .center
  ) -> PresentationLayout {
    oriented(
      portrait: custom(
        width: .custom(value: width.portrait), height: .custom(value: height.portrait),
        center: center),
      landscape: custom(
        width: .custom(value: width.landscape), height: .custom(value: height.landscape),
        center: center))
  }
}

extension PresentationUIConfiguration.BackgroundTap {
  /// Presentr's name for `PresentationUIConfiguration/BackgroundTap/none`: a tap on
  /// the background does nothing.
  public static let noAction = Self.none
}

/// The direction of a swipe that dismisses a `Presentr` presentation (Presentr's
/// `DismissSwipeDirection`).
public enum DismissSwipeDirection: Hashable, Sendable {
  /// Up for `.topHalf`, down for every other presentation type, as Presentr.
  case `default`
  /// Down, towards the bottom of the screen.
  case bottom
  /// Up, towards the top of the screen.
  case top
}

/// Asked by a `Presentr` presentation before a background tap or a swipe dismisses it
/// (Presentr's `PresentrDelegate`): adopt it in the presented controller.
///
/// ```swift
/// extension FormViewController: PresentrDelegate {
///   func presentrShouldDismiss(keyboardShowing: Bool) -> Bool { !keyboardShowing }
/// }
/// ```
@MainActor
public protocol PresentrDelegate: AnyObject {
  /// Whether the presentation may be dismissed now.
  ///
  /// - Parameter keyboardShowing: Whether the keyboard covers part of the container.
  /// - Returns: `false` to refuse the dismissal.
  func presentrShouldDismiss(keyboardShowing: Bool) -> Bool
}

extension Presentr {
  /// What a tap on the background does (Presentr's `backgroundTap`): ``uiConfiguration``'s
  /// `backgroundTap`, `.dismiss` by default.
  public var backgroundTap: BackgroundTapAction {
    get { uiConfiguration.backgroundTap }
    set {
      uiConfiguration = PresentationUIConfiguration(
        cornerRadius: uiConfiguration.cornerRadius,
        backgroundStyle: uiConfiguration.backgroundStyle, backgroundTap: newValue,
        corners: uiConfiguration.corners, shadow: uiConfiguration.shadow)
    }
  }

  /// What a tap outside the context does (Presentr's `outsideContextTap`): `.passthrough` is
  /// ``shouldIgnoreTapOutsideContext``, `.dismiss` and `.noAction` make it a background tap.
  public var outsideContextTap: BackgroundTapAction {
    get { shouldIgnoreTapOutsideContext ? .passthrough : backgroundTap }
    set { shouldIgnoreTapOutsideContext = newValue == .passthrough }
  }

  /// Not offered: the dim is black (Presentr's `backgroundColor`).
  ///
  /// The background is part of the transition's plan, whose dim is black on every player;
  /// setting this changes nothing, and the compiler says so where it is set.
  @available(*, deprecated, message: "not offered: Curtain's dim is black; delete this line")
  public var backgroundColor: UIColor {
    get { .black }
    set {}
  }

  /// Not offered: a view of your own over the background (Presentr's `customBackgroundView`).
  ///
  /// Give your own presentation controller to a `ModalTransitionDelegate`
  /// (`set(presentationController:)`) for a background of your own; setting this changes
  /// nothing, and the compiler says so where it is set.
  @available(
    *, deprecated,
    message: "not offered: give a ModalTransitionDelegate your own presentation controller"
  )
  public var customBackgroundView: UIView? {
    get { nil }
    set {}
  }

  /// The pan that dismisses the presentation when ``dismissOnSwipe`` is on.
  var swipePan: Pan {
    switch dismissOnSwipeDirection {
    case .bottom: return .regular(.fromTop)
    case .top: return .regular(.fromBottom)
    case .default: return presentationType == .topHalf ? .regular(.fromBottom) : .regular(.fromTop)
    }
  }

  /// The background style ``blurBackground`` and ``blurStyle`` choose.
  var blurredBackground: PresentationUIConfiguration.BackgroundStyle {
    let style: PresentationUIConfiguration.BlurStyle
    switch blurStyle {
    case .light: style = .light
    case .extraLight: style = .extraLight
    case .regular: style = .regular
    case .prominent: style = .prominent
    default: style = .dark
    }
    return .blurred(style: style)
  }
}
#endif
