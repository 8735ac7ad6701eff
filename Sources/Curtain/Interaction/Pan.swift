import Foundation

/// The pan gesture that drives an interactive transition: a regular pan anywhere on the view, or
/// a pan from a screen edge, as EasyTransitions' `Pan`.
///
/// ```swift
/// let dismiss = Pan.regular(.fromTop)        // drag the sheet down
/// let pop = Pan.edge(.leading)               // swipe back from the leading edge
/// pop.direction(for: .rightToLeft)           // .fromRight
/// ```
public enum Pan: Hashable, Sendable {
  /// A pan anywhere on the view, moving in `PanDirection`.
  case regular(PanDirection)
  /// A pan that starts at a screen edge and moves away from it, as
  /// `UIScreenEdgePanGestureRecognizer`.
  case edge(Direction)

  /// The axis a pan moves along.
  public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
  }

  /// Returns the direction in which this pan moves to drive the transition forward.
  ///
  /// An edge pan moves away from its edge: `.edge(.left)` moves as `.regular(.fromLeft)`.
  ///
  /// - Parameter layoutDirection: Resolves `leading` and `trailing` edges. Defaults to
  ///   left-to-right.
  /// - Returns: The physical direction.
  package func direction(for layoutDirection: LayoutDirection = .leftToRight) -> PanDirection {
    switch self {
    case .regular(let direction):
      return direction
    case .edge(let edge):
      switch edge.resolved(for: layoutDirection) {
      case .top: return .fromTop
      case .bottom: return .fromBottom
      case .left: return .fromLeft
      default: return .fromRight
      }
    }
  }

  /// Returns the axis this pan moves along.
  ///
  /// - Parameter layoutDirection: Resolves `leading` and `trailing` edges. Defaults to
  ///   left-to-right.
  /// - Returns: Horizontal or vertical.
  package func axis(for layoutDirection: LayoutDirection = .leftToRight) -> Axis {
    direction(for: layoutDirection).axis
  }

  /// Returns +1 when progress grows with the coordinate along the axis, −1 when it shrinks.
  ///
  /// - Parameter layoutDirection: Resolves `leading` and `trailing` edges. Defaults to
  ///   left-to-right.
  /// - Returns: +1 or −1.
  package func sign(for layoutDirection: LayoutDirection = .leftToRight) -> Double {
    direction(for: layoutDirection).sign
  }
}
