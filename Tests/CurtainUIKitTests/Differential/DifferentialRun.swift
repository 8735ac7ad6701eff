#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainHeadless
import Foundation
import Testing
import UIKit

/// Plays one scenario on both players in lockstep, a frame (1/60 s) at a time, and compares
/// every actor after every frame and after every action (a grab, a finger's move, a release, a
/// re-target), then the completion, the events and the structure.
@MainActor
struct DifferentialRun: DifferentialPlayable {
  /// Something done to both players at one frame.
  enum Action {
    case grab
    case update(Double)
    case release(finishing: Bool, velocity: Double)
    case retarget
  }

  let scenario: DifferentialScenario
  /// How many frames were compared (one frame: every actor of it).
  private(set) var framesCompared = 0
  /// The most frames a scenario plays (10 s) before it counts as frozen.
  static let frameLimit = 600

  var name: String { scenario.name }

  init(_ scenario: DifferentialScenario) { self.scenario = scenario }

  /// Whether every compared frame is printed (DIFFERENTIAL_TRACE set, with
  /// DIFFERENTIAL_FILTER to pick the scenario): to read a disagreement frame by frame.
  static let traces = ProcessInfo.processInfo.environment["DIFFERENTIAL_TRACE"] != nil

  private static func summary(_ state: ViewState) -> String {
    "\(state.frame.map { "\($0)" } ?? "-") α\(state.alpha.map { "\($0)" } ?? "-") "
      + "r\(state.cornerRadius.map { "\($0)" } ?? "-")"
  }

  /// Plays the scenario; the first disagreement, or `nil` when both players drew the same.
  mutating func play() throws -> Disagreement? {
    let headless = try DifferentialHeadlessSide()
    try headless.start(scenario)
    let uikit = DifferentialUIKitSide()
    try uikit.start(scenario)
    // Both clocks run half a frame behind the frame grid (frame k at (k + ½) / 60 s), so that no
    // frame falls on the very instant a plan switches a value or ends (durations and step
    // times are mostly whole frames), where each player's clock, adding up 1/60 s steps, may
    // sit on either side of it.
    try headless.advance(by: ScenarioClock.frame / 2)
    uikit.advance(by: ScenarioClock.frame / 2)
    uikit.matchTemporaries(headless.actors, firstFrame: headless.states)
    var actions = try scriptedActions()
    var events = (headless: [String](), uikit: [String]())
    if let disagreement = compare(headless, uikit, frame: "0") { return disagreement }
    var frame = 0
    while frame < Self.frameLimit {
      for action in actions.removeValue(forKey: frame) ?? [] {
        let done = try perform(action, headless, uikit, at: frame, actions: &actions)
        events.headless.append(done.headless)
        events.uikit.append(done.uikit)
        if let disagreement = done.disagreement { return disagreement }
        if let disagreement = compare(headless, uikit, frame: "\(frame) after \(action)") {
          return disagreement
        }
      }
      if headless.completion != nil && uikit.completion != nil && actions.isEmpty { break }
      try headless.advance()
      uikit.advance()
      frame += 1
      // The frame the headless transition ended on, which UIKit may reach a frame late (see
      // the completion below): compared once UIKit has ended too.
      if headless.completion?.frame == frame, uikit.completion == nil { continue }
      if let disagreement = compare(headless, uikit, frame: "\(frame)") { return disagreement }
    }
    let ends = (headless: headless.completion, uikit: uikit.completion)
    // The model's property animators add up their fraction a frame at a time, and a
    // transition completes from their completions: an animation whose end falls within
    // rounding of a frame's time may complete on the next frame (its fraction
    // 0.9999999999999998), where the headless player counts a step within 1e-9 of the end as
    // the end. A UIKit completion one frame after the headless one, the same way, counts as
    // the same completion (the frames in between were compared: the views had reached their
    // end).
    var uikitEnd = ends.uikit
    if let headlessEnd = ends.headless, let end = uikitEnd, end.finished == headlessEnd.finished,
      end.frame == headlessEnd.frame + 1
    {
      uikitEnd = headlessEnd
    }
    func text(_ end: (frame: Int, finished: Bool)?) -> String {
      end.map { "\($0.finished ? "finished" : "cancelled") at frame \($0.frame)" } ?? "not ended"
    }
    if text(ends.headless) != text(uikitEnd) {
      return disagreement(
        "\(frame)", "transition", "completion", text(ends.headless), text(ends.uikit))
    }
    if events.headless != events.uikit {
      return disagreement(
        "\(frame)", "transition", "events", "\(events.headless)", "\(events.uikit)")
    }
    if headless.structure != uikit.structure {
      return disagreement("\(frame)", "scene", "structure", headless.structure, uikit.structure)
    }
    Scenario.expectNoFailures()
    return nil
  }

  /// Compares every actor the headless transition has with the view that draws it in UIKit.
  mutating func compare(
    _ headless: DifferentialHeadlessSide, _ uikit: DifferentialUIKitSide, frame: String
  ) -> Disagreement? {
    framesCompared += 1
    let states = headless.states
    if Self.traces {
      for actor in headless.actors {
        let drawn = uikit.actors.view(for: actor).map { DrawnState($0) }
        print(
          "trace \(frame) \(actor): headless \(states[actor].map(Self.summary) ?? "-") | UIKit "
            + "\(drawn.map { "\($0.frame) α\($0.alpha) r\($0.cornerRadius)" } ?? "-")")
      }
    }
    for actor in headless.actors {
      let view = uikit.actors.view(for: actor)
      guard let state = states[actor] else {
        // A temporary actor the headless transition has let go of must have left UIKit's
        // container too.
        if let view, view.superview != nil, headless.completion != nil,
          !headless.isScreen(actor), actor != .container
        {
          return disagreement(frame, "\(actor)", "presence", "gone", "in the container")
        }
        continue
      }
      guard let view else {
        return disagreement(frame, "\(actor)", "presence", "drawn", "no view")
      }
      // A screen is drawn only while its view is in the window; out of it (behind a
      // full-screen presentation, popped, another tab) only that matters.
      if let inWindow = headless.isInWindow(actor) {
        guard inWindow == (view.window != nil) else {
          return disagreement(
            frame, "\(actor)", "inWindow", "\(inWindow)", "\(view.window != nil)")
        }
        guard inWindow else { continue }
      }
      if let (property, expected, drawn) = DifferentialTolerance.firstDifference(
        state, DrawnState(view))
      {
        return disagreement(frame, "\(actor)", property, expected, drawn)
      }
    }
    return nil
  }

  /// What the scenario does at which frame, where it is known beforehand: a gesture's moves
  /// (the same tracker the headless `drive(with:)` uses, fed the script's samples, one
  /// accepted sample a frame, released with its decision), a grab, a re-target.
  private func scriptedActions() throws -> [Int: [Action]] {
    switch scenario.script {
    case .playedThrough: return [:]
    case .grab(let frame, _, _): return [frame: [.grab]]
    case .retargetThenGrab(let frame), .retargetThenCancel(let frame):
      return [frame: [.retarget], frame + 3: [.grab]]
    case .retarget(let frame): return [frame: [.retarget]]
    case .interactive(_, let script):
      var tracker = try InteractionTracker(pan: script.pan, distance: script.distance)
      var frames: [[Action]] = []
      for sample in script.samples {
        let ignored = tracker.ignoredSampleCount
        if tracker.isTracking {
          tracker.update(sample)
        } else {
          guard try tracker.begin(sample) else { continue }
        }
        guard tracker.ignoredSampleCount == ignored else { continue }
        frames.append([.update(tracker.progress)])
      }
      guard let decision = tracker.end(), !frames.isEmpty else { return [:] }
      frames[frames.count - 1].append(
        .release(finishing: decision.finishes, velocity: decision.velocity / script.distance))
      var actions: [Int: [Action]] = [:]
      for (frame, list) in frames.enumerated() { actions[frame] = list }
      return actions
    }
  }

  /// Does `action` on both players; what each reported, and a disagreement between them.
  private func perform(
    _ action: Action, _ headless: DifferentialHeadlessSide, _ uikit: DifferentialUIKitSide,
    at frame: Int, actions: inout [Int: [Action]]
  ) throws -> (headless: String, uikit: String, disagreement: Disagreement?) {
    switch action {
    case .grab:
      let grabbed = (headless: headless.grab(), uikit: uikit.grab())
      guard grabbed.headless, grabbed.uikit else {
        return ("grab \(grabbed.headless)", "grab \(grabbed.uikit)", nil)
      }
      let held = (headless: headless.progress, uikit: uikit.progress ?? -1)
      if abs(held.headless - held.uikit) > DifferentialTolerance.unit {
        return (
          "grab", "grab",
          disagreement(
            "\(frame)", "transition", "heldProgress", "\(held.headless)", "\(held.uikit)")
        )
      }
      // The finger moves the grabbed transition by `drag` over six frames and lets go.
      var drag = 0.2
      var finishing = true
      if case .grab(_, let scripted, let finishes) = scenario.script {
        drag = scripted
        finishing = finishes
      } else if case .retargetThenCancel = scenario.script {
        drag = -0.2
        finishing = false
      }
      do {
        for step in 1...6 {
          let progress = min(max(held.headless + drag * Double(step) / 6, 0), 1)
          actions[frame + step, default: []].append(.update(progress))
        }
        actions[frame + 6, default: []].append(
          .release(finishing: finishing, velocity: finishing ? 0.5 : -0.5))
      }
      return ("grab", "grab", nil)
    case .update(let progress):
      try headless.update(progress)
      uikit.update(progress)
      return ("update", "update", nil)
    case .release(let finishing, let velocity):
      try headless.release(finishing: finishing, velocity: velocity)
      uikit.release(finishing: finishing, velocity: velocity)
      // The finger lifts half-way between two frames, as a touch does (the release's timing
      // is mostly whole frames, and its end must not fall on a frame either).
      try headless.advance(by: ScenarioClock.frame / 2)
      uikit.advance(by: ScenarioClock.frame / 2)
      return ("release", "release", nil)
    case .retarget:
      let size = DifferentialScenario.rotatedSize
      let headlessDone: Bool
      do {
        try headless.retarget(to: size)
        headlessDone = true
      } catch {
        headlessDone = false
      }
      let uikitDone = uikit.retarget(to: size)
      return ("retarget \(headlessDone)", "retarget \(uikitDone)", nil)
    }
  }
}
#endif
