import Foundation

/// Detents that never throw, for a SwiftUI view body, where `try` has no place and a `try!`
/// would trap on a fraction computed out of range.
///
/// Out-of-range values are clamped, as every detent's height is clamped to
/// `0...maximumDetentValue` when it is resolved (``SheetContainer/resolve(_:)``).
///
/// ```swift
/// let detents: [SheetDetent] = [.fraction(clamping: 0.3), .height(clamping: 200), .large]
/// ```
extension SheetDetent {
  /// A fraction of the container's height, clamped to `0...1`.
  ///
  /// A fraction below 0 is 0, above 1 (or `+infinity`) is 1, and NaN is 1: the sheet then rests
  /// at the largest height (``SheetDetent/large``'s, to which every detent is clamped).
  ///
  /// - Parameters:
  ///   - fraction: The fraction; any value.
  ///   - id: The id. Defaults to the clamped fraction, as ``fraction(_:id:)`` names it (for
  ///     example `"0.3"`).
  /// - Returns: The detent.
  public static func fraction(clamping fraction: CGFloat, id: String? = nil) -> SheetDetent {
    let clamped: CGFloat = fraction.isNaN ? 1 : min(max(fraction, 0), 1)
    return SheetDetent(id: id ?? "\(Double(clamped))", kind: .fraction(clamped))
  }

  /// A fixed height in points, clamped to 0 or more.
  ///
  /// A negative height is 0; NaN and `+infinity` are the largest finite height, which resolves
  /// to ``SheetDetent/large``'s (every detent is clamped to it).
  ///
  /// - Parameters:
  ///   - points: The height; any value.
  ///   - id: The id. Defaults to the clamped height with `pt`, as ``height(_:id:)`` names it
  ///     (for example `"300.0pt"`).
  /// - Returns: The detent.
  public static func height(clamping points: CGFloat, id: String? = nil) -> SheetDetent {
    let clamped: CGFloat =
      points.isNaN ? .greatestFiniteMagnitude : min(max(points, 0), .greatestFiniteMagnitude)
    return SheetDetent(id: id ?? "\(Double(clamped))pt", kind: .height(clamped))
  }
}
