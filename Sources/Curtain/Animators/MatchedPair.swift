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

extension MatchedPair {
  /// The name prefix of the snapshot actor of a pair's source view: `matched:`.
  package static let snapshotPrefix = "matched:"

  /// The setup step that inserts the snapshot of this pair's source view (the actor
  /// ``ActorID/matched(_:)``), at its source frame and corner radius, opaque, with `state` on
  /// top; animate it with a track of that actor.
  ///
  /// The headless player tracks it as any inserted actor (a temporary actor, gone when the
  /// transition ends). A UIKit player draws it as a snapshot of the source view (the pair's
  /// view on the source screen); until it does, as a plain view.
  ///
  /// ```swift
  /// let card = MatchedPair(
  ///   id: "card-3", sourceFrame: CGRect(x: 20, y: 300, width: 350, height: 200),
  ///   sourceCornerRadius: 16, destinationFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// let setup = card.snapshotStep(placement: .above(.presented))
  /// let grow = try Track(
  ///   actor: .matched("card-3"), from: ViewState(frame: card.sourceFrame),
  ///   to: ViewState(frame: card.destinationFrame), timing: AnimationTiming(duration: 0.3))
  /// ```
  ///
  /// - Parameters:
  ///   - state: Properties set on the snapshot at the start. Defaults to none.
  ///   - placement: Where the snapshot goes. Defaults to in front of every view.
  /// - Returns: `.insert(.matched(id), …)`.
  public func snapshotStep(
    state: ViewState = ViewState(), placement: Placement = .front
  ) -> SetupStep {
    .insert(
      .matched(id),
      state: ViewState(frame: sourceFrame, alpha: 1, cornerRadius: sourceCornerRadius)
        .merging(state),
      placement: placement)
  }
}

extension ActorID {
  /// The snapshot of the source view of the matched pair `id` (``MatchedPair``):
  /// `.snapshot("matched:ID")`, written `snapshot:matched:ID` in timelines.
  ///
  /// - Parameter id: The pair's match id.
  /// - Returns: The actor.
  public static func matched(_ id: String) -> ActorID {
    .snapshot(MatchedPair.snapshotPrefix + id)
  }

  /// The match id when this actor is a matched pair's snapshot (``matched(_:)``), else `nil`.
  package var matchedPairID: String? {
    guard case .snapshot(let name) = self, name.hasPrefix(MatchedPair.snapshotPrefix) else {
      return nil
    }
    return String(name.dropFirst(MatchedPair.snapshotPrefix.count))
  }
}
