import Foundation

/// A sheet: detents the presented view rests at, the selected one, where the dim starts, a
/// grabber and a corner radius, as `UISheetPresentationController` describes one.
///
/// These are the values a presentation controller needs; `SheetModel` drags, projects and
/// settles the sheet (in the core, so that both players use it), and the `CurtainSheet`
/// plug-in's `sheet` animator presents and dismisses it.
///
/// ```swift
/// let sheet = try SheetPresentation(
///   detents: [.medium, .large], selectedDetentID: "medium",
///   largestUndimmedDetentID: "medium", prefersGrabberVisible: true)
/// ```
public struct SheetPresentation: Sendable {
  /// The detents, in any order; their ids are unique.
  public let detents: [SheetDetent]
  /// The id of the detent the sheet rests at when presented.
  public let selectedDetentID: String
  /// The id of the largest detent at which the presenting view is not dimmed.
  ///
  /// `nil` dims at every detent. The dim fades in between it and the next detent up.
  public let largestUndimmedDetentID: String?
  /// Whether a grabber is shown at the top of the sheet.
  public let prefersGrabberVisible: Bool
  /// The radius of the sheet's top corners, in points.
  public let cornerRadius: CGFloat
  /// The dim's alpha at full strength, `0...1`.
  public let dimmingAlpha: CGFloat
  /// Whether a drag or a flick may dismiss the sheet (UIKit's `!isModalInPresentation`).
  public let isDismissible: Bool
  /// The veto asked when the user tries to dismiss a dismissible sheet.
  ///
  /// `false` vetoes the dismissal (UIKit's `presentationControllerShouldDismiss(_:)`); `nil`
  /// allows it.
  public let shouldDismiss: (@Sendable () -> Bool)?

  /// The grabber's size, 36 × 5 points.
  package static let grabberSize = CGSize(width: 36, height: 5)
  /// The grabber's distance from the sheet's top edge, 5 points.
  package static let grabberTopInset: CGFloat = 5
  /// The spring a released sheet settles on: critically damped, 0.5 s response (mass 1,
  /// ω₀ = 4π, stiffness 16π², damping 8π).
  public static let settleSpring = Spring(
    validatedMass: 1, stiffness: 16 * Double.pi * Double.pi, damping: 8 * Double.pi)
  /// The corner radius of a system sheet, 10 points.
  public static let defaultCornerRadius: CGFloat = 10

  /// Creates a sheet.
  ///
  /// - Parameters:
  ///   - detents: At least one detent, with unique ids. Defaults to `[.large]`.
  ///   - selectedDetentID: The detent it rests at first. Defaults to the first detent's id.
  ///   - largestUndimmedDetentID: The largest detent without dim; `nil` (the default) dims at
  ///     every detent.
  ///   - prefersGrabberVisible: Whether to show a grabber. Defaults to `false`.
  ///   - cornerRadius: Finite, 0 or more. Defaults to ``defaultCornerRadius``.
  ///   - dimmingAlpha: The full dim, `0...1`. Defaults to 0.3.
  ///   - isDismissible: Whether a drag may dismiss it. Defaults to `true`.
  ///   - shouldDismiss: A veto asked on each dismissal attempt. Defaults to `nil`.
  /// - Throws: ``SheetError`` for no detents, a duplicate id, an unknown selected or undimmed
  ///   id, or a corner radius or dim out of range.
  public init(
    detents: [SheetDetent] = [.large], selectedDetentID: String? = nil,
    largestUndimmedDetentID: String? = nil, prefersGrabberVisible: Bool = false,
    cornerRadius: CGFloat = SheetPresentation.defaultCornerRadius, dimmingAlpha: CGFloat = 0.3,
    isDismissible: Bool = true, shouldDismiss: (@Sendable () -> Bool)? = nil
  ) throws(SheetError) {
    guard let first = detents.first else { throw .noDetents }
    var seen: Set<String> = []
    for detent in detents where !seen.insert(detent.id).inserted {
      throw .duplicateDetentID(detent.id)
    }
    let selected = selectedDetentID ?? first.id
    guard seen.contains(selected) else {
      throw .unknownDetentID(parameter: "the selected detent", id: selected)
    }
    if let largestUndimmedDetentID, !seen.contains(largestUndimmedDetentID) {
      throw .unknownDetentID(parameter: "the largest undimmed detent", id: largestUndimmedDetentID)
    }
    try SheetError.check(cornerRadius, "the corner radius", "a number of points >= 0") {
      $0 >= 0
    }
    try SheetError.check(dimmingAlpha, "the dimming alpha", "a fraction in 0...1") {
      (0...1).contains($0)
    }
    self.detents = detents
    self.selectedDetentID = selected
    self.largestUndimmedDetentID = largestUndimmedDetentID
    self.prefersGrabberVisible = prefersGrabberVisible
    self.cornerRadius = cornerRadius
    self.dimmingAlpha = dimmingAlpha
    self.isDismissible = isDismissible
    self.shouldDismiss = shouldDismiss
  }

  /// The grabber's frame in the sheet's coordinates: 36 × 5 points, centred, 5 points below the
  /// top edge.
  ///
  /// - Parameter sheetWidth: The sheet's width.
  /// - Returns: The frame.
  package static func grabberFrame(sheetWidth: CGFloat) -> CGRect {
    CGRect(
      x: (sheetWidth - grabberSize.width) / 2, y: grabberTopInset, width: grabberSize.width,
      height: grabberSize.height)
  }

  /// Whether a dismissal the user attempts goes ahead: ``isDismissible`` and no veto from
  /// ``shouldDismiss``.
  package var allowsDismissal: Bool {
    isDismissible && (shouldDismiss?() ?? true)
  }
}
