#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainEngine
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// A running modal transition grabbed by a finger, played by both players (issue 38, row "grab
/// release"): CurtainUIKit's `PanInteraction` (`grabsRunningTransitions`) under a model touch,
/// and the headless transition's gesture-level grab (`grab(_:pan:distance:configuration:)`,
/// `moveFinger(_:)`, `liftFinger(_:lifted:)`), fed the same finger track.
///
/// The transition plays on its own timing; at frame ``Track/frame`` the finger touches down
/// (translation 0) and then moves one sample a frame through ``Track/moves`` (vertical
/// translations in points, the pan `.regular(.fromTop)`, one pan distance = the window's 844
/// pt per progress 1), and lifts one frame after its last move at the same place, where UIKit's
/// `.ended` comes. The model recognizer is told the velocity a plain recognizer would report,
/// the last move's difference × 60 (0 once the finger is still): the players must not depend
/// on it. Compared frame by frame as ``DifferentialRun`` does, then the completion and the
/// structure.
@MainActor
struct DifferentialFingerGrab: DifferentialPlayable {
  /// A finger track over one transition.
  struct Track: Sendable {
    let name: String
    let animatorID: String
    let operation: TransitionOperation
    /// The fraction of the plan's duration at which the finger touches down.
    let at: Double
    /// The finger's vertical translation after each frame since it touched down.
    let moves: [CGFloat]
  }

  /// The pan every track follows: downwards, towards a dismissal.
  static let pan = Pan.regular(.fromTop)

  /// `count` frames moving at constant speed from `start` to `end`.
  static func ramp(_ start: CGFloat, _ end: CGFloat, frames count: Int) -> [CGFloat] {
    (1...count).map { start + (end - start) * CGFloat($0) / CGFloat(count) }
  }

  /// The tracks: each of three animators presenting and dismissing, grabbed early and pulled on
  /// past the threshold, nudged on short of it, flicked on, flicked against the transition's
  /// direction from past the threshold, and dragged on then flicked back.
  static func tracks() -> [Track] {
    var tracks: [Track] = []
    for id in ["cover-vertical", "slide", "fade"] {
      for operation in [TransitionOperation.present, .dismiss] {
        // Towards the transition's end: up for a presentation (against the pan), down for a
        // dismissal.
        let on: CGFloat = operation == .present ? -1 : 1
        func add(_ label: String, at: Double, _ moves: [CGFloat]) {
          tracks.append(
            Track(
              name: "finger grab \(id) \(operation) \(label)", animatorID: id,
              operation: operation, at: at, moves: moves))
        }
        let still = { (value: CGFloat) in Array(repeating: value, count: 8) }
        add("past the threshold, held", at: 0.3, ramp(0, on * 300, frames: 12) + still(on * 300))
        add("short of the threshold, held", at: 0.3, ramp(0, on * 60, frames: 8) + still(on * 60))
        add("flicked on", at: 0.3, ramp(0, on * 90, frames: 3))
        add("flicked against the direction", at: 0.65, ramp(0, -on * 90, frames: 3))
        add(
          "dragged on, then flicked back", at: 0.3,
          ramp(0, on * 200, frames: 10) + ramp(on * 200, on * 120, frames: 3))
      }
    }
    return tracks
  }

  let track: Track
  var name: String { track.name }
  private(set) var framesCompared = 0

  init(track: Track) { self.track = track }

  /// Plays the track on both players; the first disagreement, or `nil`.
  mutating func play() throws -> Disagreement? {
    guard
      let descriptor = BuiltInAnimators.descriptors.first(where: {
        $0.id.rawValue == track.animatorID
      })
    else { return nil }
    let scenario = DifferentialScenario(
      descriptor: descriptor, operation: track.operation, script: .playedThrough, name: name)
    var run = DifferentialRun(scenario)
    defer { framesCompared = run.framesCompared }
    let duration = try descriptor.makeAnimator([:])
      .motionPlan(for: DifferentialScenario.probeContext(track.operation)).duration
    let grabFrame = max(1, Int((duration * 60 * track.at).rounded()))
    let headless = try DifferentialHeadlessSide()
    try headless.start(scenario)
    let uikit = DifferentialUIKitSide()
    try uikit.start(scenario)
    try headless.advance(by: ScenarioClock.frame / 2)
    uikit.advance(by: ScenarioClock.frame / 2)
    uikit.matchTemporaries(headless.actors, firstFrame: headless.states)
    if let found = run.compare(headless, uikit, frame: "0") { return found }
    let interaction = PanInteraction(pan: Self.pan)
    interaction.grabsRunningTransitions = true
    interaction.runningBridge = uikit.vendor?.bridge
    interaction.attach(to: uikit.rootView)
    let distance = Double(uikit.rootView.bounds.height)
    var frame = 0
    while frame < grabFrame {
      try headless.advance()
      uikit.advance()
      frame += 1
      if let found = run.compare(headless, uikit, frame: "\(frame)") { return found }
    }
    // The finger: down, one move a frame, up a frame after the last move. The model touch
    // moves its clock a frame after each; the headless clock follows without counting frames.
    let transition = try #require(headless.transition)
    // The pan is on the root view (the presenting screen, in the window throughout), not on the
    // presented view where `ModalTransitionDelegate.wire` puts it: the headless finger drags
    // the same screen, so both players measure the pan on it.
    transition.draggedActors =
      track.operation == .present ? [.from, .presenting] : [.to, .presenting]
    let touch = ModelTouch(interaction.recognizer)
    // The samples' times are the model clock's, as the pan reads them (`CACurrentMediaTime()`
    // since the touch went down): both trackers get the very same numbers, so that a sample
    // 0.1 s before the lift (the velocity window's edge) is in or out for both alike.
    let down = CACurrentMediaTime()
    guard touch.begin() else { return disagreement("\(frame)", "finger", "began", "-", "no") }
    try transition.grab(
      GestureSample(time: 0, translation: .zero), pan: Self.pan, distance: distance)
    try headless.advance(by: ScenarioClock.frame)
    var previous: CGFloat = 0
    var recognizerVelocity: CGFloat = 0
    for y in track.moves {
      frame += 1
      if let found = run.compare(headless, uikit, frame: "\(frame) held") { return found }
      let time = CACurrentMediaTime() - down
      recognizerVelocity = (y - previous) * 60
      previous = y
      try transition.moveFinger(GestureSample(time: time, translation: CGPoint(x: 0, y: y)))
      touch.move(to: CGPoint(x: 0, y: y), velocity: CGPoint(x: 0, y: recognizerVelocity))
      try headless.advance(by: ScenarioClock.frame)
    }
    frame += 1
    if let found = run.compare(headless, uikit, frame: "\(frame) held") { return found }
    let lift = GestureSample(
      time: CACurrentMediaTime() - down, translation: CGPoint(x: 0, y: previous))
    try transition.liftFinger(lift)
    touch.end(velocity: CGPoint(x: 0, y: recognizerVelocity))
    // The finger lifts half-way between two frames, as in `DifferentialRun`.
    try headless.advance(by: ScenarioClock.frame / 2)
    uikit.advance(by: ScenarioClock.frame / 2)
    if let found = run.compare(headless, uikit, frame: "\(frame) released") { return found }
    var settled = 0
    while settled < DifferentialRun.frameLimit {
      if headless.completion != nil && uikit.completion != nil { break }
      try headless.advance()
      uikit.advance()
      frame += 1
      settled += 1
      if headless.completion != nil, uikit.completion == nil { continue }
      if let found = run.compare(headless, uikit, frame: "\(frame)") { return found }
    }
    // A UIKit completion one frame after the headless one counts as the same (see
    // `DifferentialRun.play()`).
    func text(_ end: (frame: Int, finished: Bool)?) -> String {
      end.map { "\($0.finished ? "finished" : "cancelled")" } ?? "not ended"
    }
    if let ends = headless.completion, let uikitEnd = uikit.completion,
      uikitEnd.frame - ends.frame > 1 || uikitEnd.frame < ends.frame
    {
      return disagreement(
        "\(frame)", "transition", "completion frame", "\(ends.frame)", "\(uikitEnd.frame)")
    }
    if text(headless.completion) != text(uikit.completion) {
      return disagreement(
        "\(frame)", "transition", "completion", text(headless.completion), text(uikit.completion))
    }
    if headless.structure != uikit.structure {
      return disagreement(
        "\(frame)", "scene", "structure", headless.structure, uikit.structure)
    }
    Scenario.expectNoFailures()
    return nil
  }
}
#endif
