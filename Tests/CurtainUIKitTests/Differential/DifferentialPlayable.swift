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

/// The finger of the drag families (the zoom's and the pan's): 18 frames of travel at constant
/// speed from rest to `travel`, then (held) 12 frames still, then the lift, one frame later
/// where the finger last was; one sample a frame, at 60 Hz.
enum DifferentialFinger {
  static func samples(travel: CGPoint, holds: Bool) -> [GestureSample] {
    var samples = (0...18).map { index in
      let f = Double(index) / 18
      return GestureSample(
        time: Double(index) / 60, translation: CGPoint(x: travel.x * f, y: travel.y * f))
    }
    if holds {
      samples += (19...30).map { GestureSample(time: Double($0) / 60, translation: travel) }
    }
    if let last = samples.last {
      samples.append(GestureSample(time: last.time + 1.0 / 60, translation: last.translation))
    }
    return samples
  }
}

extension Timeline.Frame {
  /// The states of `actors` this frame has, in that order.
  func states(of actors: [ActorID]) -> [(actor: ActorID, state: ViewState)] {
    actors.compactMap { actor in states[actor].map { (actor, $0) } }
  }
}
#endif
