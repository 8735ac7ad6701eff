import Curtain
import CurtainAnimators
import CurtainEngine
import Foundation

// The UIKit player's frame path, measured by its core work. CurtainUIKit compiles empty on
// Linux (it needs UIKit or the model in Tests/UIKitStub), so these rows time the core calls its
// main-thread code makes per display-link frame or per finger sample, not the UIKit side
// (setting layer shadows, reordering subviews, bounds and centre, property animators).

/// The most the core work of one frame may take per actor: 1 µs (0.012 % of a 120 Hz frame).
let perActorTargetNanoseconds = 1_000.0

/// A row of the frame path: `perFrame` is one frame's core work over `actors` actors.
///
/// The "baseline" is the 1 µs budget per actor, so `ratio` is how many times the work fits in
/// it; the target (≤ 1 µs per actor) is absolute, checked by the full run only, and the
/// allocations per frame (target 0) by every run.
func framePathResult(
  name: String, description: String, timing: Timing, actors: Double, allocationsPerFrame: Double?
) -> BenchResult {
  let perActor = timing.best / max(actors, 1)
  return BenchResult(
    name: name, nsPerOp: timing.median, baselineNsPerOp: perActorTargetNanoseconds * actors,
    bestNsPerOp: timing.best, baseline: description, allocationsPerFrame: allocationsPerFrame,
    nsPerActor: perActor, frameBudgetFraction: timing.median / frameBudgetNanoseconds,
    target: "<= 1 us per actor per frame, 0 allocations per frame",
    meetsAccuracy: (allocationsPerFrame ?? 0) == 0,
    meetsSpeed: perActor <= perActorTargetNanoseconds)
}

/// `frame.unanimated`: the frame clock of the UIKit player (PlanPlayer's `showUnanimated`),
/// which on each display-link frame of a plan that sets a shadow or a zIndex samples the plan
/// into a frame it reuses (``TransitionPlan/sample(at:into:)``) and applies the shadows and the
/// stacking.
///
/// No built-in animator animates a shadow or a zIndex (the frame clock then samples nothing), so
/// the plan is `plan.sample.1000`'s: 100 actors, each with a shadow and a zIndex track among its
/// ten, sampled at every 120 Hz frame. Measured: that sampling, per actor. Not measured: the
/// UIKit side (the dictionary it keeps the states in, `layer.shadow*`, `bringSubviewToFront`).
/// The "baseline" is what the frame clock did before: `plan.state(of:at:)` for each actor.
func frameUnanimatedBenchmark(settings: BenchSettings) throws -> BenchResult {
  let plan = try makeThousandTrackPlan()
  let actors = plan.actors.filter { actor in
    plan.tracks.contains { track in
      track.actor == actor
        && track.keyframes.contains { $0.state.shadow != nil || $0.state.zIndex != nil }
    }
  }
  guard !actors.isEmpty else { throw BenchError.nothingToMeasure("frame.unanimated") }
  let frameCount = Int(clamping: plan.duration * 120, to: 0...100_000) + 1
  var frame = plan.makeFrame()
  // Each pass starts a little later, so that no pass repeats another's work.
  func time(_ index: Int, pass: Int) -> Double { (Double(index) + Double(pass & 7) / 8) / 120 }
  func sampleAll(pass: Int) -> Double {
    var sum = 0.0
    for index in 0..<frameCount {
      plan.sample(at: time(index, pass: pass), into: &frame)
      for state in frame.states {
        sum += Double(state.shadow?.opacity ?? 0) + Double(state.zIndex ?? 0)
      }
    }
    return sum
  }
  func resolveEach(pass: Int) -> Double {
    var sum = 0.0
    for index in 0..<frameCount {
      for actor in actors {
        let state = plan.state(of: actor, at: time(index, pass: pass))
        sum += Double(state.shadow?.opacity ?? 0) + Double(state.zIndex ?? 0)
      }
    }
    return sum
  }
  let passes = settings.planPasses
  var pass = 0
  let times = measurePair(
    repetitions: settings.planRepetitions, operations: frameCount * passes,
    baselineOperations: frameCount * passes,
    ours: {
      var sum = 0.0
      for _ in 0..<passes {
        pass += 1
        sum += sampleAll(pass: pass)
      }
      return sum
    },
    baseline: {
      var sum = 0.0
      for _ in 0..<passes {
        pass += 1
        sum += resolveEach(pass: pass)
      }
      return sum
    })
  let allocationsPerFrame = allocations(perOperationOf: frameCount) { sampleAll(pass: 0) }
  let perActor = times.ours.best / Double(actors.count)
  return BenchResult(
    name: "frame.unanimated", nsPerOp: times.ours.median, baselineNsPerOp: times.baseline.median,
    bestNsPerOp: times.ours.best, bestBaselineNsPerOp: times.baseline.best,
    baseline:
      "plan.state(of:at:) for each actor, as the frame clock did; measures "
      + "plan.sample(at:into:) per 120 Hz frame of \(actors.count) actors with a shadow and a "
      + "zIndex track (plan.sample.1000's plan), not the UIKit side (layer shadows, subview order)",
    allocationsPerFrame: allocationsPerFrame, nsPerActor: perActor,
    frameBudgetFraction: times.ours.median / frameBudgetNanoseconds,
    target: "<= 1 us per actor per frame, 0 allocations per frame",
    meetsAccuracy: (allocationsPerFrame ?? 0) == 0,
    meetsSpeed: perActor <= perActorTargetNanoseconds)
}

/// `frame.sheet.drag`: one finger sample of a sheet's drag on the UIKit player
/// (`CurtainSheetPresentationController.move(translation:)` and `show(top:)`): the core's
/// ``SheetDrag/move(to:at:)`` (the scroll-view hand-off and the velocity estimate), the top edge
/// shown, ``SheetModel/dimmingAlpha(top:)`` and ``SheetStacking/lowerSheet(progress:width:)``
/// for the sheet below.
///
/// Actors: the sheet, its dim and the sheet below (3). Not measured: setting their bounds,
/// centre, alpha and transform. A settle after the release runs on a property animator (Core
/// Animation), with no core work per frame.
func frameSheetDragBenchmark(settings: BenchSettings) throws -> BenchResult {
  let container = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
  let presentation = try SheetPresentation(
    detents: [.medium, .large], selectedDetentID: SheetDetent.medium.id,
    largestUndimmedDetentID: SheetDetent.medium.id)
  let model = try SheetModel(presentation: presentation, container: container)
  let start = try SheetDrag(model: model, scrollContentHeight: 2_000)
  // A drag up through the large detent into the content and back down past medium, at 120 Hz.
  let translations = (0..<240).map { index -> CGFloat in
    let phase = Double(index) / 240
    return CGFloat(-700 * sin(phase * .pi) + 200 * phase)
  }
  let lowest = model.stops.last?.top ?? model.containerHeight
  let span = model.containerHeight - lowest
  // Each pass drags a little further, so that no pass repeats another's work.
  func drag(pass: Int) -> Double {
    var drag = start
    var sum = 0.0
    let extra = CGFloat(pass & 7)
    for (index, translation) in translations.enumerated() {
      drag.move(to: translation - extra, at: Double(index) / 120)
      let top = drag.top
      let progress = span > 0 ? min(max((model.containerHeight - top) / span, 0), 1) : 1
      let look = SheetStacking.lowerSheet(progress: progress, width: container.size.width)
      sum += Double(top + drag.model.dimmingAlpha(top: top) + look.scale + drag.contentOffset)
    }
    return sum
  }
  let passes = max(settings.interactionSamples / 4_000, 5)
  let samples = translations.count * passes
  let timing = measure(repetitions: settings.repetitions, operations: samples) {
    var sum = 0.0
    for pass in 0..<passes { sum += drag(pass: pass) }
    return sum
  }
  let allocationsPerFrame = allocations(perOperationOf: translations.count) { drag(pass: 0) }
  return framePathResult(
    name: "frame.sheet.drag",
    description:
      "1 us per actor; measures SheetDrag.move(to:at:), top, dimmingAlpha(top:) and "
      + "SheetStacking.lowerSheet per finger sample (sheet, dim, sheet below: 3 actors), "
      + "not the UIKit side (bounds, centre, alpha, transform)",
    timing: timing, actors: 3, allocationsPerFrame: allocationsPerFrame)
}

/// `frame.zoom.drag`: one finger sample of the zoom's drag to dismiss on the UIKit player
/// (`ShrinkingDragInteraction`): ``ShrinkingDrag/frame(of:touchDown:translation:)`` of the
/// screen's resting frame, 1 actor.
///
/// Not measured: setting the view's bounds and centre.
func frameZoomDragBenchmark(settings: BenchSettings) throws -> BenchResult {
  let drag = ShrinkingDrag()
  let resting = CGRect(x: 0, y: 0, width: 390, height: 844)
  let touchDown = CGPoint(x: 195, y: 300)
  let translations = (0..<240).map { index -> CGPoint in
    let phase = Double(index) / 240
    return CGPoint(x: 40 * sin(phase * 3 * .pi), y: 500 * sin(phase * .pi) - 60)
  }
  // Each pass touches down a little lower, so that no pass repeats another's work.
  func follow(pass: Int) -> Double {
    var sum = 0.0
    let touch = CGPoint(x: touchDown.x, y: touchDown.y + CGFloat(pass & 7))
    for translation in translations {
      let frame = drag.frame(of: resting, touchDown: touch, translation: translation)
      sum += Double(frame.minX + frame.minY + frame.width)
    }
    return sum
  }
  let passes = max(settings.interactionSamples / 2_000, 10)
  let samples = translations.count * passes
  let timing = measure(repetitions: settings.repetitions, operations: samples) {
    var sum = 0.0
    for pass in 0..<passes { sum += follow(pass: pass) }
    return sum
  }
  let allocationsPerFrame = allocations(perOperationOf: translations.count) { follow(pass: 0) }
  return framePathResult(
    name: "frame.zoom.drag",
    description:
      "1 us per actor; measures ShrinkingDrag.frame(of:touchDown:translation:) per finger "
      + "sample (1 actor), not the UIKit side (bounds, centre)",
    timing: timing, actors: 1, allocationsPerFrame: allocationsPerFrame)
}

/// `session.build.sheet`: what the UIKit player builds when a sheet's drag begins
/// (`beginDrag()`, `rebuiltModel` and `handOff`): the sheet's rules rebuilt with this drag's
/// dismissal veto (``SheetPresentation``), the container, its ``SheetModel``, and the
/// ``SheetDrag`` that shares the finger with a scroll view.
///
/// The "baseline" is the frame budget, as for `plan.build`; target ≤ 50 µs (absolute, full run).
func sessionBuildSheetBenchmark(settings: BenchSettings) throws -> BenchResult {
  @Sendable func allowed() -> Bool { true }
  func build() throws -> Double {
    let container = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    let rules = try SheetPresentation(
      detents: [.medium, .large], selectedDetentID: SheetDetent.medium.id,
      largestUndimmedDetentID: SheetDetent.medium.id, isDismissible: true,
      shouldDismiss: allowed)
    let model = try SheetModel(presentation: rules, container: container)
    let drag = try SheetDrag(model: model, scrollContentHeight: 2_000, contentOffset: 0)
    return Double(drag.top + drag.contentLimit)
  }
  return try sessionBuildResult(name: "session.build.sheet", settings: settings, build: build)
}

/// `session.build.zoom`: what the UIKit player builds when the zoom's drag to dismiss begins
/// (`wireDragToDismiss(viewController:)` and the pan's `.began`): the zoom animator from the
/// registry, its ``DragDismissing/dismissalDrag``, and the first frame under the finger.
func sessionBuildZoomBenchmark(settings: BenchSettings) throws -> BenchResult {
  let resting = CGRect(x: 0, y: 0, width: 390, height: 844)
  func build() throws -> Double {
    try MainActor.assumeIsolated {
      let animator = try AnimatorRegistry.builtIn.makeAnimator(
        for: TransitionSpec(animator: "zoom"), operation: .dismiss)
      let drag = (animator as? any DragDismissing)?.dismissalDrag ?? ShrinkingDrag()
      let frame = drag.frame(
        of: resting, touchDown: CGPoint(x: 195, y: 300), translation: CGPoint(x: 0, y: 1))
      return Double(frame.minY)
    }
  }
  return try sessionBuildResult(name: "session.build.zoom", settings: settings, build: build)
}

/// A `session.build` row: `build` timed like `plan.build`, against the frame budget.
func sessionBuildResult(
  name: String, settings: BenchSettings, build: () throws -> Double
) throws -> BenchResult {
  let operations = settings.planBuildOperations * 5
  let timing = try measure(repetitions: settings.repetitions, operations: operations) {
    var sum = 0.0
    for _ in 0..<operations { sum += try build() }
    return sum
  }
  return BenchResult(
    name: name, nsPerOp: timing.median, baselineNsPerOp: frameBudgetNanoseconds,
    baseline: "one 120 Hz frame (8.33 ms); ratio = builds per frame",
    frameBudgetFraction: timing.median / frameBudgetNanoseconds,
    target: "<= 50 us per build (0.6 % of a 120 Hz frame)", meetsAccuracy: true,
    meetsSpeed: timing.median <= planBuildTargetNanoseconds)
}
