#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainHeadless
import UIKit

/// One case of the player differential: played by both players in lockstep and compared after
/// every frame (``DifferentialTests``).
///
/// Every family (transitions, drags, sheets, resizes, grabs) conforms, so one loop plays them
/// all and one comparison reads the views.
@MainActor
protocol DifferentialPlayable {
  /// The name a disagreement carries and `DIFFERENTIAL_FILTER` matches.
  var name: String { get }
  /// How many frames were compared so far (one frame: every actor of it).
  var framesCompared: Int { get }
  /// Plays the case on both players; the first disagreement, or `nil` when both drew the same.
  mutating func play() throws -> Disagreement?
}

extension DifferentialPlayable {
  /// A disagreement of this case.
  func disagreement(
    _ frame: String, _ actor: String, _ property: String, _ headless: String, _ uikit: String
  ) -> Disagreement {
    Disagreement(
      scenario: name, frame: frame, actor: actor, property: property, headless: headless,
      uikit: uikit)
  }

  /// The first actor of `states` whose UIKit view is missing or draws it differently (beyond
  /// ``DifferentialTolerance``), in the order given.
  ///
  /// - Parameters:
  ///   - states: The headless states to compare, in order.
  ///   - view: The UIKit view that draws an actor, if any.
  ///   - label: The frame's label in a disagreement.
  ///   - drawn: How an actor's view reads; its `DrawnState` unless told.
  /// - Returns: The disagreement, or `nil`.
  func firstDifference(
    _ states: [(actor: ActorID, state: ViewState)], views view: (ActorID) -> UIView?,
    frame label: String, drawn: (ActorID, UIView) -> DrawnState = { DrawnState($1) }
  ) -> Disagreement? {
    for (actor, state) in states {
      guard let shown = view(actor) else {
        return disagreement(label, "\(actor)", "presence", "drawn", "no view")
      }
      if let (property, expected, found) = DifferentialTolerance.firstDifference(
        state, drawn(actor, shown))
      {
        return disagreement(label, "\(actor)", property, expected, found)
      }
    }
    return nil
  }
}

extension Timeline.Frame {
  /// The states of `actors` this frame has, in that order.
  func states(of actors: [ActorID]) -> [(actor: ActorID, state: ViewState)] {
    actors.compactMap { actor in states[actor].map { (actor, $0) } }
  }
}
#endif
