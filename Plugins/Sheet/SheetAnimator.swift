import Curtain
import Foundation

/// A sheet's presentation and dismissal: the presented view slides up from the container's
/// bottom edge to its detent on a spring, and back down on dismissal.
///
/// The sheet spans the container's width; its height is the detent's height (a fraction of the
/// container's height, capped at the `.large` height, which uses the context's top safe-area
/// inset). Its top corners get the corner radius.
///
/// ```swift
/// let animator = try SheetAnimator(detentFraction: 0.5)
/// ```
public struct SheetAnimator: TransitionAnimator, Hashable, Sendable {
  /// The detent's height as a fraction of the container's height, `0...1`.
  public let detentFraction: CGFloat
  /// The spring of both directions.
  public let spring: Spring
  /// The radius of the sheet's top corners, in points.
  public let cornerRadius: CGFloat
  /// Whether a drag may dismiss the sheet (the `dismissible` parameter); read by players of
  /// the sheet's drag, such as `HeadlessSheet` and `curtain render sheet --gesture-script`.
  public var isDismissible = true
  /// Whether the sheet shows a grabber (the `grabber` parameter).
  public var prefersGrabberVisible = false
  /// The scroll content's height in points, 0 for none (the `scrollContentHeight` parameter).
  public var scrollContentHeight: CGFloat = 0
  /// The sheet's detents as text, the `detents` parameter, defaulting to `medium,large`.
  ///
  /// A comma list read by ``SheetDetentList/parse(_:)``.
  public var detents = SheetAnimator.defaultDetents
  /// The id of the detent the sheet presents at (the `selectedDetent` parameter); `nil` for the
  /// first detent.
  public var selectedDetentID: String?
  /// The id of the largest detent without a dim (the `largestUndimmedDetent` parameter); `nil`
  /// to dim at every detent.
  public var largestUndimmedDetentID: String?

  /// The detents when none are given: `medium,large`.
  public static let defaultDetents = "medium,large"

  /// The sheet these properties describe: ``detents`` parsed, the selected and undimmed ids,
  /// the grabber, corner radius and dismissibility.
  ///
  /// ```swift
  /// var animator = try SheetAnimator()
  /// animator.detents = "0.3,300pt"
  /// animator.selectedDetentID = "300pt"
  /// let sheet = try animator.presentation()  // SheetPresentation
  /// ```
  ///
  /// - Returns: The presentation.
  /// - Throws: ``RegistryError/invalidParameterValue(name:value:reason:)`` naming the
  ///   parameter (`detents`, `selectedDetent` or `largestUndimmedDetent`) for an unreadable list
  ///   or an id no detent has.
  public func presentation() throws(RegistryError) -> SheetPresentation {
    try SheetDetentList.presentation(
      detents: detents, selectedDetentID: selectedDetentID,
      largestUndimmedDetentID: largestUndimmedDetentID,
      prefersGrabberVisible: prefersGrabberVisible, cornerRadius: cornerRadius,
      isDismissible: isDismissible)
  }

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - detentFraction: The detent, `0...1` of the container's height. Defaults to 0.5
  ///     (`.medium`).
  ///   - spring: The spring. Defaults to `SheetPresentation.settleSpring`.
  ///   - cornerRadius: Finite, 0 or more. Defaults to 10.
  /// - Throws: `SheetError` for a fraction outside `0...1` or a bad corner radius.
  public init(
    detentFraction: CGFloat = 0.5, spring: Spring = SheetPresentation.settleSpring,
    cornerRadius: CGFloat = SheetPresentation.defaultCornerRadius
  ) throws(SheetError) {
    _ = try SheetDetent.fraction(detentFraction)
    _ = try SheetPresentation(cornerRadius: cornerRadius)
    self.detentFraction = detentFraction
    self.spring = spring
    self.cornerRadius = cornerRadius
  }

  /// The sheet's frame at rest in a context: full width, the detent's height, on the bottom
  /// edge.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The frame.
  /// - Throws: `SheetError` for a container that is not finite.
  public func restingFrame(in context: TransitionContext) throws(SheetError) -> CGRect {
    let bounds = context.containerBounds
    let container = try SheetContainer(
      size: CGSize(width: max(bounds.width, 0), height: max(bounds.height, 0)),
      topInset: max(context.safeAreaInsets.top, 0))
    let height = try container.resolve(SheetDetent.fraction(detentFraction))
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// Plans the slide.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: One spring track for `.presented`: up from below the bottom edge on
  ///   presentation, down below it on dismissal.
  /// - Throws: ``TransitionError`` when the plan is invalid, `SheetError` for a bad container.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    // The rise and fall are the core's, shared with CurtainUIKit's sheet presentations.
    try SheetRise.plan(
      presenting: context.isPresenting, frame: try restingFrame(in: context),
      bounds: context.containerBounds, cornerRadius: cornerRadius, spring: spring,
      dimmingAlpha: nil)
  }
}
