import Foundation

extension TransitionType {
  /// Presentr's transition for a layout when none is set (Presentr 1.9's
  /// `PresentationType.defaultTransitionType()`): the top half comes down from the top
  /// (`.coverVerticalFromTop`), every other layout comes up from the bottom (`.coverVertical`).
  ///
  /// - Parameter layout: The presentation's layout.
  /// - Returns: The transition type it presents and dismisses with by default.
  package static func presentrDefault(for layout: PresentationLayout) -> TransitionType {
    layout == .topHalf ? .coverVerticalFromTop : .coverVertical
  }
}
