import Foundation

/// A view that appears on both screens of a transition: where it is before (its frame and
/// corner radius on the source screen) and where it is after (its frame on the destination).
///
/// Matched transitions (``TransitionContext/matchedPairs``) morph one into the other: a card
/// grows into a screen, a thumbnail into a photo.
///
/// ```swift
/// let card = MatchedPair(
///   id: "card-3", sourceFrame: CGRect(x: 20, y: 300, width: 350, height: 200),
///   sourceCornerRadius: 16, destinationFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// Equality and hashing are written by hand over the geometry's components (`CGRect` is
/// `Hashable` on Apple platforms only from iOS 18): `-0.0` equals `0.0`, NaN equals nothing.
public struct MatchedPair: Hashable, Sendable {
  /// The match id, the same on both screens.
  public var id: String
  /// The view's frame on the source screen, in the container's coordinates.
  public var sourceFrame: CGRect
  /// The view's corner radius on the source screen, in points.
  public var sourceCornerRadius: CGFloat
  /// The view's frame on the destination screen, in the container's coordinates.
  public var destinationFrame: CGRect

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - id: The match id.
  ///   - sourceFrame: The frame on the source screen.
  ///   - sourceCornerRadius: The corner radius on the source screen. Defaults to 0.
  ///   - destinationFrame: The frame on the destination screen.
  public init(
    id: String, sourceFrame: CGRect, sourceCornerRadius: CGFloat = 0, destinationFrame: CGRect
  ) {
    self.id = id
    self.sourceFrame = sourceFrame
    self.sourceCornerRadius = sourceCornerRadius
    self.destinationFrame = destinationFrame
  }

  /// Whether every coordinate and the corner radius are finite numbers.
  var isFinite: Bool {
    sourceFrame.isFiniteRect && destinationFrame.isFiniteRect && sourceCornerRadius.isFinite
  }

  /// Whether two pairs have the same id, corner radius and frames (compared by components).
  public static func == (lhs: MatchedPair, rhs: MatchedPair) -> Bool {
    lhs.id == rhs.id && lhs.sourceCornerRadius == rhs.sourceCornerRadius
      && GeometryHashing.equal(lhs.sourceFrame, rhs.sourceFrame)
      && GeometryHashing.equal(lhs.destinationFrame, rhs.destinationFrame)
  }

  /// Hashes the id, the corner radius and both frames by their components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    GeometryHashing.combine(sourceCornerRadius, into: &hasher)
    GeometryHashing.combine(sourceFrame, into: &hasher)
    GeometryHashing.combine(destinationFrame, into: &hasher)
  }
}
