import Foundation

/// The direction in which text and leading/trailing layout run, as
/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}

/// A side of the screen that a view enters from or leaves to.
///
/// `leading` and `trailing` follow the layout direction; call ``resolved(for:)`` to turn them
/// into a physical side.
public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The left edge in left-to-right layouts, the right edge in right-to-left ones.
  case leading
  /// The right edge in left-to-right layouts, the left edge in right-to-left ones.
  case trailing

  /// Returns the physical side this direction means in `layoutDirection`.
  ///
  /// - Parameter layoutDirection: The layout direction of the container.
  /// - Returns: `top`, `bottom`, `left` or `right`.
  public func resolved(for layoutDirection: LayoutDirection) -> Direction {
    switch (self, layoutDirection) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
    case (.leading, .rightToLeft), (.trailing, .leftToRight): return .right
    default: return self
    }
  }

  /// The opposite side: top for bottom, left for right, leading for trailing.
  public var opposite: Direction {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .left: return .right
    case .right: return .left
    case .leading: return .trailing
    case .trailing: return .leading
    }
  }

  /// Whether the direction lies along the vertical axis.
  package var isVertical: Bool { self == .top || self == .bottom }

  /// Returns `frame` moved just outside `bounds` on this side, keeping its size and its position
  /// along the other axis.
  ///
  /// A view at the returned frame is fully off screen; it is where a cover animation starts.
  ///
  /// - Parameters:
  ///   - frame: The on-screen frame.
  ///   - bounds: The container's bounds.
  ///   - layoutDirection: Resolves `leading` and `trailing`.
  /// - Returns: The off-screen frame.
  package func offscreenFrame(
    for frame: CGRect, in bounds: CGRect, layoutDirection: LayoutDirection = .leftToRight
  ) -> CGRect {
    var moved = frame
    switch resolved(for: layoutDirection) {
    case .top: moved.origin.y = bounds.minY - frame.height
    case .bottom: moved.origin.y = bounds.maxY
    case .left: moved.origin.x = bounds.minX - frame.width
    default: moved.origin.x = bounds.maxX
    }
    return moved
  }
}
