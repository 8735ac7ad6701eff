import Foundation

/// Runs the animation blocks of imperative front doors for a player, so that what a block
/// changes outside the recorder's views (a table cell, an image view inside a screen) animates
/// as UIKit animates it, rather than jumping while the plan is recorded.
///
/// The recorder runs each block through the runner of its context
/// (``TransitionContext/outsideAnimations``), then tells it whether the block is an outside
/// segment (``keep(_:as:)``: the plan has a progress track for it) or not (``discard(_:)``).
/// The UIKit player runs a block inside a paused property animator, which captures what it
/// changes on real views, and shows that animator at the progress of the segment's track.
@MainActor
package protocol OutsideAnimationRunning: AnyObject, Sendable {
  /// Runs `block` now; returns a token for ``keep(_:as:)`` or ``discard(_:)``.
  func run(_ block: () -> Void) -> Int
  /// The block of `token` is the outside segment `actor`: the player animates what it changed
  /// at the progress of `actor`'s track.
  func keep(_ token: Int, as actor: ActorID)
  /// The block of `token` is no outside segment: what it changed outside stays as it is now.
  func discard(_ token: Int)
}

/// The runner a player gives a transition's context; equal to every other one, so that it
/// never changes a context's identity.
package struct OutsideAnimations: Hashable, Sendable {
  /// The runner.
  package let runner: any OutsideAnimationRunning

  /// Wraps `runner`.
  package init(_ runner: any OutsideAnimationRunning) {
    self.runner = runner
  }

  package static func == (lhs: OutsideAnimations, rhs: OutsideAnimations) -> Bool { true }

  package func hash(into hasher: inout Hasher) {}
}

extension ActorID {
  /// The prefix of the actors that stand for outside segments.
  static let outsidePrefix = "curtain.outside."

  /// The actor whose track is the progress (its alpha, 0 to 1) of the `index`-th outside
  /// segment of a recorded plan: an auxiliary animation, or an animation block that set none
  /// of the transition's views, whose changes the recorder cannot see and a player animates.
  ///
  /// - Parameter index: The segment's number in the plan, from 0.
  /// - Returns: `.custom("curtain.outside.<index>")`.
  public static func outsideSegment(_ index: Int) -> ActorID {
    .custom("\(outsidePrefix)\(index)")
  }

  /// Whether this actor stands for an outside segment (``outsideSegment(_:)``).
  package var isOutsideSegment: Bool {
    if case .custom(let name) = self { return name.hasPrefix(Self.outsidePrefix) }
    return false
  }
}
