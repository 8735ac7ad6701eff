import Foundation

/// Where a presented view sits inside the space its container leaves for it, as Jelly's
/// `PresentationAlignment`.
///
/// ```swift
/// // Pinned to the bottom, on the leading side (the right in right-to-left layouts).
/// let alignment = PresentationAlignment(vertical: .bottom, horizontal: .leading)
/// ```
///
/// Alignment places the frame inside the *available span* of each axis: the container less the
/// safe area (unless the dimension is full screen) and less the margin guards; the presentation
/// guide gives the rules.
public struct PresentationAlignment: Hashable, Sendable, Codable {
  /// Where a presented view sits along the vertical axis.
  public enum Vertical: Hashable, Sendable, Codable {
    /// Against the top of the available span.
    case top
    /// Centred in the available span.
    case center
    /// Against the bottom of the available span.
    case bottom
    /// The frame's top edge `y` points below the container's top edge, moved as little as
    /// needed to stay inside the available span.
    case custom(y: CGFloat)
  }

  /// Where a presented view sits along the horizontal axis.
  public enum Horizontal: Hashable, Sendable, Codable {
    /// Against the left of the available span, in every layout direction.
    case left
    /// Centred in the available span.
    case center
    /// Against the right of the available span, in every layout direction.
    case right
    /// Against the left in left-to-right layouts, the right in right-to-left ones.
    case leading
    /// Against the right in left-to-right layouts, the left in right-to-left ones.
    case trailing
    /// The frame's left edge `x` points right of the container's left edge (in every layout
    /// direction), moved as little as needed to stay inside the available span.
    case custom(x: CGFloat)
  }

  /// The vertical position.
  public var vertical: Vertical
  /// The horizontal position.
  public var horizontal: Horizontal

  /// Creates an alignment from a vertical and a horizontal position.
  ///
  /// - Parameters:
  ///   - vertical: The vertical position. Defaults to ``Vertical/center``.
  ///   - horizontal: The horizontal position. Defaults to ``Horizontal/center``.
  public init(vertical: Vertical = .center, horizontal: Horizontal = .center) {
    self.vertical = vertical
    self.horizontal = horizontal
  }

  /// Centred in both directions.
  public static let center = PresentationAlignment(vertical: .center, horizontal: .center)

  /// Checks that custom positions are finite numbers.
  ///
  /// - Throws: ``PresentationError/notFinite(parameter:value:)`` naming the position.
  public func validate() throws(PresentationError) {
    if case .custom(let y) = vertical {
      try PresentationError.check(y, "alignment.vertical.custom(y:)", "a finite offset") { _ in
        true
      }
    }
    if case .custom(let x) = horizontal {
      try PresentationError.check(x, "alignment.horizontal.custom(x:)", "a finite offset") { _ in
        true
      }
    }
  }
}

/// Where a frame goes along one axis, once layout direction is resolved.
enum AxisPlacement: Hashable, Sendable {
  case start
  case center
  case end
  case offset(CGFloat)
}

extension PresentationAlignment.Vertical {
  var placement: AxisPlacement {
    switch self {
    case .top: return .start
    case .center: return .center
    case .bottom: return .end
    case .custom(let y): return .offset(y)
    }
  }
}

extension PresentationAlignment.Horizontal {
  func placement(for layoutDirection: LayoutDirection) -> AxisPlacement {
    switch (self, layoutDirection) {
    case (.left, _), (.leading, .leftToRight), (.trailing, .rightToLeft): return .start
    case (.right, _), (.trailing, .leftToRight), (.leading, .rightToLeft): return .end
    case (.center, _): return .center
    case (.custom(let x), _): return .offset(x)
    }
  }
}
