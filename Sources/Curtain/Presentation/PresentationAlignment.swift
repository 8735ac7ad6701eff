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
    /// The frame's centre at `fraction` of the base span's height (the container, less the
    /// safe area unless the layout ignores it), from its top: Presentr's `.topCenter` is 0.25
    /// and `.bottomCenter` 0.75. Not moved into the available span, as in Presentr: a view
    /// taller than twice the room below its centre runs off the bottom.
    case centerAt(fraction: CGFloat)
    /// The frame's centre at `y` in the coordinates the container bounds are given in (for a
    /// presentation in a context, the container's, not the context's), as Presentr's
    /// `.custom(centerPoint:)`. Not moved into the available span.
    case customCenter(y: CGFloat)
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
    /// The frame's centre at `fraction` of the base span's width, from its left (in every
    /// layout direction); 0.5 is Presentr's horizontal centre. Not moved into the available span.
    case centerAt(fraction: CGFloat)
    /// The frame's centre at `x` in the coordinates the container bounds are given in, as
    /// Presentr's `.custom(centerPoint:)`. Not moved into the available span.
    case customCenter(x: CGFloat)
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

  /// Centred in both directions; Presentr's `ModalCenterPosition.center`.
  public static let center = PresentationAlignment(vertical: .center, horizontal: .center)

  /// Presentr's `ModalCenterPosition.topCenter`: the view's centre a quarter of the way down
  /// the container (the context, in a presentation in a context), horizontally centred.
  ///
  /// On a 1024 × 1366 iPad a 320 × 240 view is at (352, 221.5): its centre at y = 1366 / 4 =
  /// 341.5. Presentr itself puts the centre 1 point higher (`height / 4 − 1`); Curtain does not.
  /// For a view whose top edge is at the top, use ``alignedToTop``.
  public static let topCenter = PresentationAlignment(
    vertical: .centerAt(fraction: 0.25), horizontal: .center)

  /// Presentr's `ModalCenterPosition.bottomCenter`: the view's centre three quarters of the way
  /// down the container (the context, in a presentation in a context), horizontally centred.
  ///
  /// On a 1024 × 1366 iPad a 320 × 240 view is at (352, 904.5): its centre at y = 3 × 1366 / 4
  /// = 1024.5. For a view whose bottom edge is at the bottom, use ``alignedToBottom``.
  public static let bottomCenter = PresentationAlignment(
    vertical: .centerAt(fraction: 0.75), horizontal: .center)

  /// Curtain's own: the view's top edge against the top of the available span, horizontally
  /// centred (what Presentr's `.topCenter` gives only for a view half the container's height).
  public static let alignedToTop = PresentationAlignment(vertical: .top, horizontal: .center)

  /// Curtain's own: the view's bottom edge against the bottom of the available span,
  /// horizontally centred.
  public static let alignedToBottom = PresentationAlignment(vertical: .bottom, horizontal: .center)

  /// Presentr's `ModalCenterPosition.custom(centerPoint:)`: the view's centre at `centerPoint`,
  /// in the container's coordinates, as Presentr computes it (its `calculateCenterPoint` returns
  /// the point as given, also in a presentation in a context).
  ///
  /// - Parameter centerPoint: Where the view's centre goes.
  /// - Returns: An alignment with ``Vertical/customCenter(y:)`` and
  ///   ``Horizontal/customCenter(x:)``.
  public static func custom(centerPoint: CGPoint) -> PresentationAlignment {
    PresentationAlignment(
      vertical: .customCenter(y: centerPoint.y), horizontal: .customCenter(x: centerPoint.x))
  }

  /// Presentr's `ModalCenterPosition.customOrigin(origin:)`: the view's top-left corner at
  /// `origin`, measured from the container's (or context's) origin and kept inside the
  /// available span.
  ///
  /// - Parameter origin: Where the view's top-left corner goes.
  /// - Returns: An alignment with ``Vertical/custom(y:)`` and ``Horizontal/custom(x:)``.
  public static func customOrigin(origin: CGPoint) -> PresentationAlignment {
    PresentationAlignment(vertical: .custom(y: origin.y), horizontal: .custom(x: origin.x))
  }

  /// Checks that custom positions are finite numbers.
  ///
  /// - Throws: ``PresentationError/notFinite(parameter:value:)`` naming the position.
  public func validate() throws(PresentationError) {
    let any: (CGFloat) -> Bool = { _ in true }
    switch vertical {
    case .custom(let y):
      try PresentationError.check(y, "alignment.vertical.custom(y:)", "a finite offset", any)
    case .customCenter(let y):
      try PresentationError.check(
        y, "alignment.vertical.customCenter(y:)", "a finite coordinate", any)
    case .centerAt(let fraction):
      try PresentationError.check(
        fraction, "alignment.vertical.centerAt(fraction:)", "a finite fraction", any)
    case .top, .center, .bottom:
      break
    }
    switch horizontal {
    case .custom(let x):
      try PresentationError.check(x, "alignment.horizontal.custom(x:)", "a finite offset", any)
    case .customCenter(let x):
      try PresentationError.check(
        x, "alignment.horizontal.customCenter(x:)", "a finite coordinate", any)
    case .centerAt(let fraction):
      try PresentationError.check(
        fraction, "alignment.horizontal.centerAt(fraction:)", "a finite fraction", any)
    case .left, .center, .right, .leading, .trailing:
      break
    }
  }
}

/// Where a frame goes along one axis, once layout direction is resolved.
enum AxisPlacement: Hashable, Sendable {
  case start
  case center
  case end
  case offset(CGFloat)
  /// The frame's centre at this fraction of the base span, not clamped.
  case centerAt(CGFloat)
  /// The frame's centre at this coordinate, not clamped.
  case centerCoordinate(CGFloat)
}

extension PresentationAlignment.Vertical {
  var placement: AxisPlacement {
    switch self {
    case .top: return .start
    case .center: return .center
    case .bottom: return .end
    case .custom(let y): return .offset(y)
    case .centerAt(let fraction): return .centerAt(fraction)
    case .customCenter(let y): return .centerCoordinate(y)
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
    case (.centerAt(let fraction), _): return .centerAt(fraction)
    case (.customCenter(let x), _): return .centerCoordinate(x)
    }
  }
}
