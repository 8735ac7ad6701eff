import Curtain
import Foundation

/// A Presentr animation in which the presented view grows out of a corner of the container.
///
/// The view starts as an empty rectangle at the corner and grows to its final frame; dismissal
/// shrinks it back into the same corner.
///
/// ```swift
/// let animation = CoverFromCornerAnimation(corner: .bottomRight)
/// ```
@MainActor
public final class CoverFromCornerAnimation: PresentrAnimation {
  /// A corner of the container.
  public enum Corner: String, Hashable, Sendable, CaseIterable {
    /// The top-left corner.
    case topLeft
    /// The top-right corner.
    case topRight
    /// The bottom-left corner.
    case bottomLeft
    /// The bottom-right corner.
    case bottomRight

    /// The corner where two edges meet.
    ///
    /// - Parameters:
    ///   - vertical: `top` or `bottom`.
    ///   - horizontal: `left` or `right` (`leading` and `trailing` are read as left-to-right).
    /// - Throws: ``RegistryError/directionNotAllowed(name:value:allowed:)`` naming the
    ///   parameter whose direction is on the wrong axis.
    public init(vertical: Direction, horizontal: Direction) throws(RegistryError) {
      let isTop: Bool
      switch vertical {
      case .top: isTop = true
      case .bottom: isTop = false
      default:
        throw .directionNotAllowed(name: "vertical", value: vertical, allowed: [.top, .bottom])
      }
      let isLeft: Bool
      switch horizontal {
      case .left, .leading: isLeft = true
      case .right, .trailing: isLeft = false
      default:
        throw .directionNotAllowed(
          name: "horizontal", value: horizontal, allowed: [.left, .right, .leading, .trailing])
      }
      switch (isTop, isLeft) {
      case (true, true): self = .topLeft
      case (true, false): self = .topRight
      case (false, true): self = .bottomLeft
      case (false, false): self = .bottomRight
      }
    }

    /// The corner's point in a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The point.
    public func point(in rect: CGRect) -> CGPoint {
      switch self {
      case .topLeft: return CGPoint(x: rect.minX, y: rect.minY)
      case .topRight: return CGPoint(x: rect.maxX, y: rect.minY)
      case .bottomLeft: return CGPoint(x: rect.minX, y: rect.maxY)
      case .bottomRight: return CGPoint(x: rect.maxX, y: rect.maxY)
      }
    }
  }

  /// The corner the view grows from.
  public let corner: Corner

  /// Creates the animation.
  ///
  /// - Parameters:
  ///   - corner: The corner the view grows from. Defaults to the top left.
  ///   - options: The timing. Defaults to Presentr's 0.4 s ease-in-out.
  public init(corner: Corner = .topLeft, options: AnimationOptions = .normal(duration: 0.4)) {
    self.corner = corner
    super.init(options: options)
  }

  /// An empty rectangle at the container's corner.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame.
  ///   - finalFrame: The presented view's final frame.
  /// - Returns: The starting frame.
  override public func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    CGRect(origin: corner.point(in: containerFrame), size: .zero)
  }
}
