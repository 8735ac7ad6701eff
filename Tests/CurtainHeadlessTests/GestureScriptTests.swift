import CurtainEngine
import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

/// SplitMix64, the one in ReferenceMath: a small deterministic generator for the fast-pan runs.
typealias SplitMix = SplitMix64

@MainActor
@Suite struct GestureScriptTests {
  private let scene: HeadlessScene
  private let root = HeadlessScreen(name: "root")
  private let detail = HeadlessScreen(name: "detail")
  /// The container height: the distance a cover present or dismiss covers.
  private let distance = 844.0
  private let up = Pan.regular(.fromBottom)
  private let down = Pan.regular(.fromTop)

  init() throws {
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  private func policy(_ policy: CompletionPolicy) throws -> InteractionConfiguration {
    try InteractionConfiguration(completionThreshold: 0.5, policy: policy)
  }

  /// Presents `detail` interactively with a cover and drives it with `script`.
  private func present(
    _ script: GestureScript, policy: CompletionPolicy
  ) throws -> HeadlessTransition {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    try transition.drive(with: script, configuration: self.policy(policy))
    return transition
  }

  // MARK: Helpers

  @Test func aDragMovesAtConstantSpeedToItsEnd() {
    let script = GestureScript.drag(up, distance: distance, to: 0.5, duration: 0.25)
    // 0.25 s at 120 Hz: 30 steps after the first sample.
    #expect(script.samples.count == 31)
    #expect(script.duration == 0.25)
    for (index, sample) in script.samples.enumerated() {
      // Up is negative y: −422 pt over 0.25 s.
      let expected = -422.0 * Double(index) / 30
      #expect(Reference.isClose(Double(sample.translation.y), expected, tolerance: 1e-9))
      #expect(sample.translation.x == 0)
    }
  }

  @Test func aFlickCoversItsDistanceAtItsSpeed() throws {
    let script = GestureScript.flick(down, distance: distance, from: 0.5, to: 0.3, speed: 2_000)
    let last = try #require(script.samples.last)
    // 0.3 s to 422 pt, then 168.8 pt back at 2,000 pt/s: 0.0844 s.
    #expect(Reference.isClose(script.duration, 0.3 + 0.0844, tolerance: 1e-9))
    #expect(Reference.isClose(Double(last.translation.y), 253.2, tolerance: 1e-9))
  }

  @Test func aJitteryDragIsDeterministicAndKeepsItsEnds() throws {
    let one = GestureScript.jitteryDrag(down, distance: distance, to: 0.6, duration: 0.3, seed: 7)
    let two = GestureScript.jitteryDrag(down, distance: distance, to: 0.6, duration: 0.3, seed: 7)
    let plain = GestureScript.drag(down, distance: distance, to: 0.6, duration: 0.3)
    #expect(one == two)
    #expect(one != plain)
    #expect(one.samples.first == plain.samples.first)
    #expect(one.samples.last == plain.samples.last)
    for (shaken, straight) in zip(one.samples, plain.samples) {
      #expect(abs(Double(shaken.translation.y - straight.translation.y)) <= 4)
    }
  }

  // MARK: The contract

  @Test func aFlickAfterTenPercentFinishesOnVelocityButNotOnThreshold() throws {
    // 10% of 844 pt at 2,000 pt/s from rest: far above the 100 pt/s of .thresholdOrVelocity.
    let flick = GestureScript.flick(up, distance: distance, to: 0.1, speed: 2_000)
    let fast = try present(flick, policy: .thresholdOrVelocity())
    #expect(fast.state == .finished)
    #expect(scene.presentedScreens == [detail])
    try scene.dismiss(animator: CoverAnimator()).finish()

    let strict = try present(flick, policy: .threshold)
    #expect(strict.state == .cancelled)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test(arguments: [CompletionPolicy.threshold, .thresholdOrVelocity()])
  func aSlowDragToSixtyPercentFinishes(policy: CompletionPolicy) throws {
    let transition = try present(
      .drag(up, distance: distance, to: 0.6, duration: 2), policy: policy)
    #expect(transition.state == .finished)
    #expect(transition.decision?.finishes == true)
    #expect(Reference.isClose(transition.decision?.progress ?? 0, 0.6, tolerance: 1e-9))
  }

  @Test(arguments: [CompletionPolicy.threshold, .thresholdOrVelocity()])
  func aDragToSeventyPercentThenBackToTwentyCancels(policy: CompletionPolicy) throws {
    let script = GestureScript.dragThenReverse(
      up, distance: distance, to: 0.7, backTo: 0.2, duration: 0.5, returnDuration: 0.5)
    let transition = try present(script, policy: policy)
    #expect(transition.state == .cancelled)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aFlickAgainstTheDirectionCancels() throws {
    try scene.present(detail, animator: CoverAnimator()).finish()
    let detailBefore = scene.state(of: detail)
    let transition = try scene.dismiss(animator: CoverAnimator(), interactive: true)
    // Down to 60% slowly, then flicked back up to 55%: over the threshold, moving backwards.
    let script = GestureScript.flick(down, distance: distance, from: 0.6, to: 0.55, lead: 1)
    try transition.drive(with: script, configuration: policy(.thresholdOrVelocity()))
    #expect(transition.state == .cancelled)
    #expect((transition.decision?.velocity ?? 0) < -5)
    #expect(scene.state(of: detail) == detailBefore)
  }

  @Test func drivenFramesFollowTheGestureThenTheRelease() throws {
    let script = GestureScript.drag(up, distance: distance, to: 0.6, duration: 0.5)
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    let timeline = try transition.drive(with: script)
    // One frame per sample, then the release.
    #expect(timeline.frames.count > script.samples.count)
    for (index, sample) in script.samples.enumerated() {
      let frame = timeline.frames[index]
      #expect(Reference.isClose(frame.time, sample.time, tolerance: 1e-12))
      // y = 844 − |translation|: the cover follows the finger.
      let y = try #require(frame[.presented]?.frame?.minY)
      #expect(Reference.isClose(Double(y), 844 + Double(sample.translation.y), tolerance: 1e-9))
    }
    #expect(zip(timeline.frames, timeline.frames.dropFirst()).allSatisfy { $0.time < $1.time })
    #expect(timeline.frames.last?[.presented]?.frame?.minY == 0)
    #expect(transition.state == .finished)
  }

  @Test func drivenProgressIsTheFingersThenTheReleases() throws {
    let other = try HeadlessScene(size: Reference.size, root: HeadlessScreen(name: "other"))
    let undriven = try other.present(
      HeadlessScreen(name: "sheet"), animator: CoverAnimator(), interactive: true)
    #expect(undriven.drivenProgress.isEmpty)
    let script = GestureScript.drag(up, distance: distance, to: 0.6, duration: 0.5)
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    let timeline = try transition.drive(with: script)
    let progress = transition.drivenProgress
    #expect(progress.count == timeline.frames.count)
    // While the finger moves up, progress is how far it has moved over the 844-point distance.
    for (index, sample) in script.samples.enumerated() {
      let expected = min(max(-Double(sample.translation.y) / distance, 0), 1)
      #expect(Reference.isClose(progress[index], expected, tolerance: 1e-9))
    }
    // The cover's y is 844 × (1 − progress) on every frame, release included.
    for (frame, shown) in zip(timeline.frames, progress) {
      let y = try #require(frame[.presented]?.frame?.minY)
      #expect(Reference.isClose(Double(y), 844 * (1 - shown), tolerance: 1e-9))
    }
    #expect(progress.last == 1)
  }

  // MARK: Bad input

  @Test func aZeroDistanceScriptIsRefusedAndNothingIsStuck() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    let script = GestureScript(pan: up, distance: 0, samples: [])
    #expect(throws: HeadlessError.interaction(.distanceOutOfRange(0))) {
      try transition.drive(with: script)
    }
    #expect(transition.state == .running)
    transition.cancel()
    #expect(scene.isIdle)
  }

  @Test func aPanStartingTheWrongWayCancels() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    var calls = 0
    transition.onCompletion = { _ in calls += 1 }
    // The samples move down, against the upward pan, from the first one on.
    let wrongWay = GestureScript.drag(down, distance: distance, to: 0.5, duration: 0.2)
    let script = GestureScript(
      pan: up, distance: distance, samples: Array(wrongWay.samples.dropFirst()))
    try transition.drive(with: script, configuration: policy(.thresholdOrVelocity()))
    #expect(transition.state == .cancelled)
    #expect(calls == 1)
    #expect(scene.isIdle)
  }

  @Test func brokenSamplesAreIgnored() throws {
    var script = GestureScript.drag(up, distance: distance, to: 0.8, duration: 0.5)
    script.samples.insert(GestureSample(time: .nan, translation: .zero), at: 10)
    script.samples.insert(GestureSample(time: 0, translation: CGPoint(x: 0, y: 400)), at: 20)
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    let timeline = try transition.drive(with: script)
    #expect(transition.state == .finished)
    // Neither broken sample drew a frame: the frames before release are the 61 good samples.
    let gesture = timeline.frames.prefix { $0.time <= script.duration }
    #expect(gesture.count == 61)
  }

  // MARK: Fast pans

  /// A random gesture: up to four legs to random points (beyond both ends too) at random
  /// speeds and sample rates, with jitter, broken samples, and a release anywhere.
  private func randomScript(
    pan: Pan, using generator: inout SplitMix
  ) -> GestureScript {
    let sign: Double = pan == up ? -1 : 1
    var samples = [GestureSample(time: 0, translation: .zero)]
    var time = 0.0
    var position = 0.0
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let target = Double.random(in: -0.3...1.3, using: &generator)
      let duration = Double.random(in: 0.004...0.5, using: &generator)
      let interval = 1 / Double.random(in: 30...240, using: &generator)
      let jitter = Bool.random(using: &generator) ? Double.random(in: 0...12, using: &generator) : 0
      let steps = max(1, Int(duration / interval))
      let start = position
      for step in 1...steps {
        time += duration / Double(steps)
        position = start + (target - start) * Double(step) / Double(steps)
        let shake = jitter * Double.random(in: -1...1, using: &generator)
        let y = sign * (position * distance + shake)
        samples.append(GestureSample(time: time, translation: CGPoint(x: shake / 2, y: y)))
        if Int.random(in: 0..<50, using: &generator) == 0 {
          samples.append(GestureSample(time: time - 0.02, translation: CGPoint(x: 0, y: 999)))
        }
        if Int.random(in: 0..<80, using: &generator) == 0 {
          samples.append(GestureSample(time: time, translation: CGPoint(x: CGFloat.nan, y: 0)))
        }
      }
    }
    let release = Int.random(in: 1...samples.count, using: &generator)
    return GestureScript(pan: pan, distance: distance, samples: Array(samples.prefix(release)))
  }

  @Test func aThousandRandomFastPansNeverBreakAnInvariant() throws {
    var generator = SplitMix(state: 20_261_129)
    // The resting states, from jumps in a scene of their own.
    let reference = try HeadlessScene(size: Reference.size, root: HeadlessScreen(name: "root"))
    let restingRoot = reference.state(of: reference.navigationStack[0])
    let shownDetail = HeadlessScreen(name: "detail")
    try reference.present(shownDetail, animator: CoverAnimator()).finish()
    let restingDetail = reference.state(of: shownDetail)
    let policies: [CompletionPolicy] = [.threshold, .thresholdOrVelocity(), .projected()]

    for run in 0..<1_000 {
      let presenting = scene.presentedScreens.isEmpty
      let animator: any TransitionAnimator =
        Bool.random(using: &generator) ? CoverAnimator() : SpringCoverAnimator()
      let transition =
        presenting
        ? try scene.present(detail, animator: animator, interactive: true)
        : try scene.dismiss(animator: animator, interactive: true)
      var completions: [Bool] = []
      transition.onCompletion = { completions.append($0) }
      let script = randomScript(pan: presenting ? up : down, using: &generator)
      let configuration = try policy(policies[run % policies.count])

      if run % 4 == 3 {
        // A new pan while the finish animation runs: the next transition waits, refuses to be
        // driven, and runs once the first has ended.
        var tracker = try InteractionTracker(pan: script.pan, distance: distance)
        for sample in script.samples {
          if tracker.isTracking { tracker.update(sample) } else { _ = try tracker.begin(sample) }
          try transition.update(progress: tracker.progress)
          #expect((0...1).contains(transition.progress))
        }
        #expect(throws: InteractionError.gestureAlreadyActive) {
          try tracker.begin(GestureSample(time: 9, translation: .zero))
        }
        let decision = tracker.end()
        try transition.finish(velocity: (decision?.velocity ?? 0) / distance)
        try transition.advance(by: Double.random(in: 0...0.2, using: &generator))
        let next =
          presenting
          ? try scene.dismiss(animator: CoverAnimator(), interactive: true)
          : try scene.present(detail, animator: CoverAnimator(), interactive: true)
        if next.state == .pending {
          #expect(throws: HeadlessError.self) { try next.drive(with: script) }
        }
        try scene.advance(by: 60)
        #expect(transition.isEnded)
        #expect(next.state == .running)
        let nextScript = randomScript(pan: presenting ? down : up, using: &generator)
        try next.drive(with: nextScript, configuration: configuration)
        #expect(next.isEnded)
      } else {
        let timeline = try transition.drive(with: script, configuration: configuration)
        // The finger keeps the screen within 0…844; the release's spring may carry it past
        // either end (as UIKit draws it), but it only moves vertically, the progress shown
        // stays in 0…1, the dim's alpha in 0…1 (the interpolation's clamp), and the last frame
        // lands exactly on one end, 0 or 844.
        for frame in timeline.frames {
          let rect = try #require(frame[.presented]?.frame)
          #expect(rect.minX == 0 && rect.height == 844 && rect.minY.isFinite, "run \(run)")
          if let alpha = frame[.background]?.alpha {
            #expect((0...1).contains(Double(alpha)), "run \(run)")
          }
        }
        #expect(transition.drivenProgress.allSatisfy { (0...1).contains($0) }, "run \(run)")
        let last = try #require(timeline.frames.last?[.presented]?.frame?.minY)
        #expect(last == 0 || last == 844, "run \(run): y = \(last)")
      }
      #expect(transition.isEnded, "run \(run)")
      #expect(completions.count == 1, "run \(run)")
      #expect(scene.isIdle, "run \(run)")
      #expect(scene.transientActors.isEmpty, "run \(run)")
      #expect(scene.state(of: root) == restingRoot, "run \(run)")
      if !scene.presentedScreens.isEmpty {
        #expect(scene.state(of: detail) == restingDetail, "run \(run)")
      }
    }
  }
}
