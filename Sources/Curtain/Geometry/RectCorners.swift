import Foundation

/// A set of a rectangle's corners, with the raw values of Core Animation's `CACornerMask`.
///
/// The `layer…Corner` names match `CACornerMask`, so Jelly configurations read the same:
///
/// ```swift
/// let top: RectCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // same as [.topLeft, .topRight]
/// ```
public struct RectCorners: OptionSet, Hashable, Sendable, Codable {
  /// The raw bit mask, identical to `CACornerMask.rawValue`.
  public let rawValue: UInt

  /// Creates a corner set from a `CACornerMask` raw value.
  ///
  /// - Parameter rawValue: The bit mask; bits beyond the four corners are ignored.
  public init(rawValue: UInt) {
    self.rawValue = rawValue & 0b1111
  }

  /// The top-left corner (minimum x, minimum y).
  public static let topLeft = RectCorners(rawValue: 1 << 0)
  /// The top-right corner (maximum x, minimum y).
  public static let topRight = RectCorners(rawValue: 1 << 1)
  /// The bottom-left corner (minimum x, maximum y).
  public static let bottomLeft = RectCorners(rawValue: 1 << 2)
  /// The bottom-right corner (maximum x, maximum y).
  public static let bottomRight = RectCorners(rawValue: 1 << 3)
  /// All four corners.
  public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  /// The two top corners.
  public static let top: RectCorners = [.topLeft, .topRight]
  /// The two bottom corners.
  public static let bottom: RectCorners = [.bottomLeft, .bottomRight]

  /// `CACornerMask.layerMinXMinYCorner`: the top-left corner.
  public static let layerMinXMinYCorner = topLeft
  /// `CACornerMask.layerMaxXMinYCorner`: the top-right corner.
  public static let layerMaxXMinYCorner = topRight
  /// `CACornerMask.layerMinXMaxYCorner`: the bottom-left corner.
  public static let layerMinXMaxYCorner = bottomLeft
  /// `CACornerMask.layerMaxXMaxYCorner`: the bottom-right corner.
  public static let layerMaxXMaxYCorner = bottomRight
}
