import Foundation

/// How a presented view makes room for the keyboard, after Presentr's `KeyboardTranslationType`.
///
/// Each presentation has its own mode, applied when the keyboard's frame changes: by the UIKit
/// player's presentation controller, and by the headless player's
/// `HeadlessScene.keyboard(frame:duration:)`. The rules, with `keyboardTop` the top of the part
/// of the keyboard inside the container:
/// - The *buffer* is 20 points, or 0 when the presented view is flush with the container's
///   bottom edge (a sheet sits right on the keyboard).
/// - The *overlap* is `frame.maxY + buffer − keyboardTop`. When it is 0 or less, no mode moves
///   the view.
/// - The *top limit* is `max(safeArea.top, 20)` below the container's top (Presentr's 20 points
///   on a container without a safe area).
///
/// ```swift
/// let sheet = CGRect(x: 0, y: 422, width: 390, height: 422)
/// let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)
/// KeyboardAvoidance.moveUp.frame(
///   for: sheet, keyboard: keyboard, in: CGRect(x: 0, y: 0, width: 390, height: 844))
/// // (0, 122, 390, 422): flush with the bottom, so no buffer; up by 844 − 544 = 300
/// ```
public enum KeyboardAvoidance: String, Hashable, Sendable, Codable, CaseIterable {
  /// The view stays where it is; the keyboard may cover it.
  case none
  /// The view moves up by the overlap, even past the top of the container.
  case moveUp
  /// The view moves up by the overlap but not above the top limit; when the limit stops it, its
  /// height shrinks so that its bottom ends `buffer` points above the keyboard.
  case compress
  /// The view moves up by the overlap but not above the top limit, keeping its height (the
  /// keyboard may still cover its bottom).
  case stickToTop

  /// Returns where a presented view goes while the keyboard is up.
  ///
  /// - Parameters:
  ///   - frame: The presented view's frame without a keyboard.
  ///   - keyboard: The keyboard's frame in the container's coordinates, or `nil` when hidden.
  ///     Only the part inside `bounds` counts; a keyboard entirely outside covers nothing.
  ///   - bounds: The container's bounds.
  ///   - safeArea: The container's safe-area insets; its top sets the top limit. Defaults to
  ///     none.
  /// - Returns: The frame: `frame` itself when the keyboard is hidden or does not reach it.
  package func frame(
    for frame: CGRect, keyboard: CGRect?, in bounds: CGRect, safeArea: EdgeInsets = .zero
  ) -> CGRect {
    guard let keyboard else { return frame }
    let covered = keyboard.intersection(bounds)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else { return frame }
    let keyboardTop = covered.minY
    let buffer: CGFloat = frame.maxY >= bounds.maxY ? 0 : 20
    let overlap = frame.maxY + buffer - keyboardTop
    guard overlap > 0 else { return frame }
    // Never push a view that already starts above the limit down to it.
    let topLimit = min(bounds.minY + max(safeArea.top, 20), frame.minY)
    switch self {
    case .none:
      return frame
    case .moveUp:
      return frame.offsetBy(dx: 0, dy: -overlap)
    case .stickToTop:
      return CGRect(
        x: frame.minX, y: max(frame.minY - overlap, topLimit), width: frame.width,
        height: frame.height)
    case .compress:
      guard frame.minY - overlap < topLimit else { return frame.offsetBy(dx: 0, dy: -overlap) }
      return CGRect(
        x: frame.minX, y: topLimit, width: frame.width,
        height: max(keyboardTop - buffer - topLimit, 0))
    }
  }
}
