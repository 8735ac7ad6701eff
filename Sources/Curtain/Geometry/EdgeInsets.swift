import Foundation

/// Distances inset from the four edges of a rectangle, as `UIEdgeInsets`.
///
/// Used for safe areas and for margin guards.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the left edge, in points.
  public var left: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the right edge, in points.
  public var right: CGFloat

  /// Creates insets from the four edges.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets that are the same on every edge.
  ///
  /// - Parameter all: The inset from each edge.
  public init(all: CGFloat) {
    self.init(top: all, left: all, bottom: all, right: all)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// Whether every inset is a finite number.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// Returns `rect` shrunk by these insets, as `UIEdgeInsetsInsetRect` does.
  ///
  /// When the insets are larger than the rectangle, the result has zero width or height at the
  /// centre of what remains rather than a negative size.
  ///
  /// - Parameter rect: The rectangle to shrink.
  /// - Returns: The inset rectangle.
  public func inset(_ rect: CGRect) -> CGRect {
    let width = rect.width - horizontal
    let height = rect.height - vertical
    let x = width >= 0 ? rect.minX + left : rect.minX + left + width / 2
    let y = height >= 0 ? rect.minY + top : rect.minY + top + height / 2
    return CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
  }
}
