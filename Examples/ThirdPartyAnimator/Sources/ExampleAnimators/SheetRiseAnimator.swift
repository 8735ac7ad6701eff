import Curtain
import Foundation

/// An EasyTransitions-style animator: the presented view rises from below the screen to a sheet
/// that leaves `topInset` points of the screen above it, with rounded top corners.
///
/// Step 2b of the guide.
public final class SheetRiseAnimator: ModalTransitionAnimator {
  /// How long the transition runs, in seconds.
  public let duration: TimeInterval
  /// How much of the screen stays visible above the sheet, in points.
  public let topInset: CGFloat
  /// The radius of the sheet's top corners, in points.
  public let cornerRadius: CGFloat
  /// Runs once a presentation has finished.
  public var onPresented: (() -> Void)?
  /// Runs once a dismissal has finished.
  public var onDismissed: (() -> Void)?

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - duration: How long the transition runs, in seconds. Defaults to 0.6.
  ///   - topInset: How much of the screen stays visible above the sheet. Defaults to 60.
  ///   - cornerRadius: The radius of the sheet's top corners. Defaults to 16.
  public init(duration: TimeInterval = 0.6, topInset: CGFloat = 60, cornerRadius: CGFloat = 16) {
    self.duration = duration
    self.topInset = topInset
    self.cornerRadius = cornerRadius
  }

  /// Where the sheet rests while presented.
  ///
  /// - Parameter container: The container's bounds.
  /// - Returns: The container less `topInset` at the top.
  public func sheetFrame(in container: CGRect) -> CGRect {
    CGRect(
      x: container.minX, y: container.minY + topInset,
      width: container.width, height: max(0, container.height - topInset))
  }

  /// Puts the sheet just below the screen before it rises.
  ///
  /// - Parameters:
  ///   - presenting: Whether the sheet is being presented.
  ///   - modalView: The sheet.
  ///   - container: The container view.
  public func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    let sheet = sheetFrame(in: container.bounds)
    modalView.corners = [.topLeft, .topRight]
    modalView.cornerRadius = cornerRadius
    modalView.frame = presenting ? sheet.offsetBy(dx: 0, dy: sheet.height + topInset) : sheet
  }

  /// Raises the sheet into place, or lowers it off the screen.
  ///
  /// - Parameters:
  ///   - presenting: Whether the sheet is being presented.
  ///   - modalView: The sheet.
  ///   - container: The container view.
  public func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    let sheet = sheetFrame(in: container.bounds)
    modalView.frame = presenting ? sheet : sheet.offsetBy(dx: 0, dy: sheet.height + topInset)
  }
}
