import Curtain
import Foundation

/// The grabber's target: where it takes touches and what assistive technologies see of it.
///
/// The bar a sighted user sees is 36 × 5 points (`SheetPresentation.grabberFrame(sheetWidth:)`),
/// far below the 44 × 44 points Apple's Human Interface Guidelines ask of a control's hit
/// target (and WCAG 2.1's 2.5.5). Its target is 44 × 44: the grabber takes touches there
/// (a finger's tap, Switch Control's point scanning, Voice Control's "Tap Grabber") and it is
/// its accessibility frame (what VoiceOver outlines and where an activation taps, its centre).
///
/// Where it lies, decided once for both players: centred horizontally on the bar, and from the
/// sheet's top edge down (`y` 0 to 44), not centred vertically on the bar (that would reach
/// 14.5 points above the sheet, over the screen behind, whose touches a sheet at or below its
/// largest undimmed detent leaves to the app). Inside the sheet it takes the top-centre 44 × 44
/// points, the place a system sheet keeps for its grabber; the bar (5 to 10 points down) lies
/// inside it.
///
/// ```swift
/// let target = SheetGrabberAccessibility.targetFrame(sheetWidth: 390)
/// // (173, 0, 44, 44): x = 390 / 2 − 44 / 2; the bar is (177, 5, 36, 5)
/// ```
extension SheetGrabberAccessibility {
  /// The least width and height of the grabber's target, 44 points (Apple's Human Interface
  /// Guidelines, "Accessibility": controls need a hit target of at least 44 × 44 points).
  package static let minimumTargetSide: CGFloat = 44

  /// The grabber's target in the sheet's coordinates.
  ///
  /// - Parameter sheetWidth: The sheet's width; a negative or non-finite width counts as 0.
  /// - Returns: At least 44 × 44 points (as wide as the bar when it is wider, as tall as the
  ///   bar's bottom edge when that is lower), never wider than the sheet, centred horizontally
  ///   on the bar, from the sheet's top edge down.
  package static func targetFrame(sheetWidth: CGFloat) -> CGRect {
    let width = sheetWidth.isFinite ? max(sheetWidth, 0) : 0
    let bar = SheetPresentation.grabberFrame(sheetWidth: width)
    let side = min(max(bar.width, minimumTargetSide), width)
    let height = max(bar.maxY, minimumTargetSide)
    return CGRect(x: bar.midX - side / 2, y: 0, width: side, height: height)
  }

  /// The grabber's target in the bar's own coordinates (the UIKit player's grabber view is
  /// the bar): ``targetFrame(sheetWidth:)`` moved by the bar's origin.
  ///
  /// - Parameter sheetWidth: The sheet's width.
  /// - Returns: The target; for a 390-point sheet (−4, −5, 44, 44).
  package static func targetFrameInBar(sheetWidth: CGFloat) -> CGRect {
    let width = sheetWidth.isFinite ? max(sheetWidth, 0) : 0
    let bar = SheetPresentation.grabberFrame(sheetWidth: width)
    return targetFrame(sheetWidth: width).offsetBy(dx: -bar.minX, dy: -bar.minY)
  }
}
