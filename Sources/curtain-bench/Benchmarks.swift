import Curtain
import Foundation
import ReferenceMath

/// How much work each benchmark does.
struct BenchSettings {
  var repetitions = 9
  var curveOperations = 2_000_000
  var curveGrid = 20_001
  var springOperations = 1_000_000
  var planRepetitions = 9
  var planPasses = 4
  var interactionSamples = 2_000_000
  var processRuns = 21
  var planBuildOperations = 200

  static let quick = BenchSettings(
    repetitions: 7, curveOperations: 200_000, curveGrid: 2_001, springOperations: 100_000,
    planRepetitions: 9, planPasses: 4, interactionSamples: 200_000, processRuns: 7,
    planBuildOperations: 20)
}

/// Nanoseconds per `progress(at:)` of a named curve at uniformly random fractions, against the
/// older solver most animation libraries ship; accuracy over a grid and the random inputs.
func curveBenchmark(
  name: String, curve: TimingCurve, ratioTarget: Double, settings: BenchSettings
) -> BenchResult {
  let (x1, y1) = (Double(curve.controlPoint1.x), Double(curve.controlPoint1.y))
  let (x2, y2) = (Double(curve.controlPoint2.x), Double(curve.controlPoint2.y))
  let old = OldBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
  var random = SplitMix64(state: 42)
  let inputs = (0..<4096).map { _ in random.unit() }
  let operations = settings.curveOperations
  let times = measurePair(
    repetitions: settings.repetitions, operations: operations, baselineOperations: operations,
    ours: {
      var sum = 0.0
      for index in 0..<operations { sum += curve.progress(at: inputs[index & 4095]) }
      return sum
    },
    baseline: {
      var sum = 0.0
      for index in 0..<operations { sum += old.progress(at: inputs[index & 4095]) }
      return sum
    })
  var maxError = 0.0
  var baselineMaxError = 0.0
  let grid = (0..<settings.curveGrid).map { Double($0) / Double(settings.curveGrid - 1) }
  for x in grid + inputs.prefix(settings.curveGrid / 10) {
    let exact = referenceBezier(x1: x1, y1: y1, x2: x2, y2: y2, x: x)
    maxError = max(maxError, abs(curve.progress(at: x) - exact))
    baselineMaxError = max(baselineMaxError, abs(old.progress(at: x) - exact))
  }
  return BenchResult(
    name: name, nsPerOp: times.ours.median, baselineNsPerOp: times.baseline.median,
    bestNsPerOp: times.ours.best, bestBaselineNsPerOp: times.baseline.best,
    baseline: "Newton from t = x (8 steps) then bisection over 0...1, tolerance 1e-7",
    maxError: maxError, baselineMaxError: baselineMaxError,
    target: "max_error <= 1e-9 against extended-precision bisection, ratio >= \(ratioTarget)",
    ratioTarget: ratioTarget, meetsAccuracy: maxError <= 1e-9, meetsSpeed: true)
}

func springValueBenchmark(name: String, spring: Spring, settings: BenchSettings) -> BenchResult {
  let integrator = RK4Baseline(
    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, step: 0.001)
  var random = SplitMix64(state: 7)
  let inputs = (0..<4096).map { _ in random.unit() * 1.5 }
  let operations = settings.springOperations
  let baselineOperations = max(operations / 2000, 50)
  let times = measurePair(
    repetitions: settings.repetitions, operations: operations,
    baselineOperations: baselineOperations,
    ours: {
      var sum = 0.0
      for index in 0..<operations { sum += spring.value(at: inputs[index & 4095]) }
      return sum
    },
    baseline: {
      var sum = 0.0
      for index in 0..<baselineOperations {
        sum += integrator.value(at: inputs[index & 4095], initialVelocity: 0)
      }
      return sum
    })
  var maxError = 0.0
  for velocity in [0.0, 2.0, -1.0, 10.0] {
    for step in 0...3000 {
      let time = Double(step) / 1000
      let exact = referenceSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, time: time,
        initialVelocity: velocity)
      maxError = max(maxError, abs(spring.value(at: time, initialVelocity: velocity) - exact))
    }
  }
  return BenchResult(
    name: name, nsPerOp: times.ours.median, baselineNsPerOp: times.baseline.median,
    bestNsPerOp: times.ours.best, bestBaselineNsPerOp: times.baseline.best,
    baseline: "classic RK4 from rest at a 1 ms step", maxError: maxError,
    target: "max_error <= 1e-9 against the closed form in extended precision",
    meetsAccuracy: maxError <= 1e-9, meetsSpeed: true)
}

func springStepBenchmark(
  name: String, spring: Spring, settings: BenchSettings
) throws
  -> BenchResult
{
  let frame = 1.0 / 120
  let stepper = try SpringStepper(spring: spring, timeStep: frame)
  let integrator = RK4Baseline(
    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, step: 0.001)
  let operations = settings.springOperations
  let baselineOperations = max(operations / 10, 100)
  let times = measurePair(
    repetitions: settings.repetitions, operations: operations,
    baselineOperations: baselineOperations,
    ours: {
      var sum = 0.0
      var progress = 0.0
      var velocity = 0.0
      for index in 0..<operations {
        if index & 511 == 0 { (progress, velocity) = (0, 0) }
        stepper.advance(progress: &progress, velocity: &velocity)
        sum += progress
      }
      return sum
    },
    baseline: {
      var sum = 0.0
      var x = 1.0
      var v = 0.0
      for index in 0..<baselineOperations {
        if index & 511 == 0 { (x, v) = (1, 0) }
        integrator.advance(&x, &v, by: frame)
        sum += x
      }
      return sum
    })
  var maxError = 0.0
  var progress = 0.0
  var velocity = 0.0
  for step in 1...360 {
    stepper.advance(progress: &progress, velocity: &velocity)
    let exact = referenceSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      time: Double(step) * frame, initialVelocity: 0)
    maxError = max(maxError, abs(progress - exact))
  }
  return BenchResult(
    name: name, nsPerOp: times.ours.median, baselineNsPerOp: times.baseline.median,
    bestNsPerOp: times.ours.best, bestBaselineNsPerOp: times.baseline.best,
    baseline: "classic RK4 over one 1/120 s frame at a 1 ms step", maxError: maxError,
    target: "ratio >= 20, max_error <= 1e-9 over 3 s", ratioTarget: 20,
    meetsAccuracy: maxError <= 1e-9, meetsSpeed: true)
}

/// 100 actors × 10 properties, each on its own track, under four distinct timings.
func makeThousandTrackPlan() throws -> TransitionPlan {
  let timings = [
    try AnimationTiming(curve: .easeInOut, duration: 0.5),
    try AnimationTiming(curve: .default, duration: 0.45, delay: 0.05),
    try AnimationTiming(spring: Spring(dampingRatio: 0.8, response: 0.4), duration: 0.5),
    try AnimationTiming(curve: .easeOut, duration: 0.4, delay: 0.1),
  ]
  var tracks: [Track] = []
  for index in 0..<100 {
    let actor = ActorID.custom("actor\(index)")
    let offset = CGFloat(index)
    let pairs: [(ViewState, ViewState)] = [
      (
        ViewState(frame: CGRect(x: offset, y: 844, width: 390, height: 400)),
        ViewState(frame: CGRect(x: offset, y: 444, width: 390, height: 400))
      ),
      (ViewState(alpha: 0), ViewState(alpha: 1)),
      (
        ViewState(transform: Transform3D(translationY: 40, scaleX: 0.9, scaleY: 0.9)),
        ViewState(transform: .identity)
      ),
      (ViewState(cornerRadius: 24), ViewState(cornerRadius: 0)),
      (ViewState(backgroundColor: .white), ViewState(backgroundColor: .black)),
      (
        ViewState(shadow: Shadow(opacity: 0, radius: 2)),
        ViewState(shadow: Shadow(opacity: 0.4, radius: 12))
      ),
      (ViewState(blurFraction: 0), ViewState(blurFraction: 1)),
      (ViewState(corners: .top), ViewState(corners: .all)),
      (ViewState(isHidden: true), ViewState(isHidden: false)),
      (ViewState(zIndex: 0), ViewState(zIndex: index)),
    ]
    for (number, pair) in pairs.enumerated() {
      tracks.append(
        try Track(actor: actor, from: pair.0, to: pair.1, timing: timings[(index + number) % 4]))
    }
  }
  return try TransitionPlan(tracks: tracks)
}

func planSampleBenchmark(settings: BenchSettings) throws -> BenchResult {
  let plan = try makeThousandTrackPlan()
  let trackCount = plan.tracks.count
  let frameCount = Int(clamping: plan.duration * 120, to: 0...1_000_000)
  let frameTimes = (0...frameCount).map { Double($0) / 120 }
  var frame = plan.makeFrame()
  let passes = settings.planPasses
  let operations = frameTimes.count * trackCount * passes
  let times = measurePair(
    repetitions: settings.planRepetitions, operations: operations, baselineOperations: operations,
    ours: {
      var sum = 0.0
      for _ in 0..<passes {
        for time in frameTimes {
          plan.sample(at: time, into: &frame)
          sum += Double(frame.states[0].alpha ?? 0)
        }
      }
      return sum
    },
    baseline: {
      // What a naive player does: resolve each actor on its own (one timing solve per track)
      // into a fresh dictionary every frame.
      var sum = 0.0
      for _ in 0..<passes {
        for time in frameTimes {
          var states: [ActorID: ViewState] = [:]
          for actor in plan.actors { states[actor] = plan.state(of: actor, at: time) }
          sum += Double(states[plan.actors[0]]?.alpha ?? 0)
        }
      }
      return sum
    })
  let allocationsPerFrame = allocations(perOperationOf: frameTimes.count) {
    for time in frameTimes { plan.sample(at: time, into: &frame) }
    return Double(frame.states[0].alpha ?? 0)
  }
  blackHole(frame)
  return BenchResult(
    name: "plan.sample.1000", nsPerOp: times.ours.median, baselineNsPerOp: times.baseline.median,
    bestNsPerOp: times.ours.best, bestBaselineNsPerOp: times.baseline.best,
    baseline: "per-actor state(of:at:) into a new dictionary each frame",
    allocationsPerFrame: allocationsPerFrame,
    target: "ratio >= 9 (ns per track per frame), 0 allocations per frame", ratioTarget: 9,
    meetsAccuracy: (allocationsPerFrame ?? 0) == 0, meetsSpeed: true)
}
