import Foundation
import ReferenceMath
import Testing

@testable import Curtain

/// Property-based fuzzing of plans (random states, keyframes and timings, with finite values up
/// to the largest double and, sometimes, NaN or infinities) and presentation layouts (random
/// sizes, alignments, guards, containers and safe areas).
///
/// Invariants: nothing traps; a refused plan is a ``PlanError`` and a refused layout a
/// ``PresentationError``; an accepted plan gives finite states at every finite time, finite
/// final and cancelled states, and ``TransitionPlan/cancellationStates(restoring:)`` returns
/// every recorded state exactly; an accepted layout gives a finite frame of non-negative size.
@Suite struct PlanFuzzTests {
  static let actors: [ActorID] = [.presented, .presenting, .from, .to, .custom("extra")]

  /// A random state; with `invalid`, a number is sometimes NaN or infinite.
  static func state(
    _ test: Fuzz.Case, _ random: inout SplitMix64, invalid: Bool = true
  ) -> ViewState {
    func number(_ typical: ClosedRange<Double>) -> Double {
      test.number(&random, typical: typical, invalid: invalid && random.chance(0.2))
    }
    var state = ViewState()
    if random.chance(0.6) {
      state.frame = CGRect(
        x: number(-400...400), y: number(-900...900), width: number(0...400),
        height: number(0...900))
    }
    if random.chance(0.5) { state.alpha = number(0...1) }
    if random.chance(0.4) {
      state.transform = Transform3D(
        translationX: number(-400...400), translationY: number(-400...400),
        scaleX: number(0...2), scaleY: number(0...2), rotation: number(-7...7),
        rotationY: number(-4...4), perspective: number(-0.01...0))
    }
    if random.chance(0.3) { state.cornerRadius = number(0...40) }
    if random.chance(0.2) {
      state.backgroundColor = RGBAColor(
        red: number(0...1), green: number(0...1), blue: number(0...1), alpha: number(0...1))
    }
    if random.chance(0.2) {
      state.shadow = Shadow(
        opacity: number(0...1), radius: number(0...20),
        offset: CGSize(width: number(-10...10), height: number(-10...10)))
    }
    if random.chance(0.2) { state.blurFraction = number(0...1) }
    if random.chance(0.2) { state.isHidden = random.chance(0.5) }
    if random.chance(0.2) { state.zIndex = random.int(-1_000_000...1_000_000) }
    if random.chance(0.2) { state.corners = RectCorners(rawValue: UInt(random.int(0...15))) }
    return state
  }

  static func timing(_ test: Fuzz.Case, _ random: inout SplitMix64) throws -> AnimationTiming {
    let duration = random.chance(0.1) ? 0 : random.uniform(in: 0.01...2)
    let delay = random.chance(0.7) ? 0 : random.uniform(in: 0...1)
    if random.chance(0.3) {
      let spring = try Spring(
        mass: 1, stiffness: random.uniform(in: 10...1_000), damping: random.uniform(in: 1...100))
      return try AnimationTiming(spring: spring, delay: delay)
    }
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: random.unit(), y: random.uniform(in: -2...3)),
      controlPoint2: CGPoint(x: random.unit(), y: random.uniform(in: -2...3)))
    return try AnimationTiming(curve: curve, duration: duration, delay: delay)
  }

  static func nonFinite(_ state: ViewState) -> String? {
    if let property = state.firstNonFiniteProperty { return property }
    if let color = state.backgroundColor,
      ![color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite)
    {
      return "backgroundColor"
    }
    return nil
  }

  static func planProperty(_ test: Fuzz.Case) -> String? {
    var random = test.generator
    let plan: TransitionPlan
    do {
      var tracks: [Track] = []
      for _ in 0..<random.int(1...3) {
        let actor = random.pick(actors)
        let count = random.int(2...max(2, min(test.size, 6)))
        var times = (0..<count).map { _ in random.unit() }.sorted()
        times[0] = 0
        times[count - 1] = 1
        let keyframes = times.map { Keyframe($0, state(test, &random)) }
        tracks.append(
          try Track(actor: actor, keyframes: keyframes, timing: timing(test, &random)))
      }
      func states() -> [ActorID: ViewState] {
        random.chance(0.5) ? [:] : [random.pick(actors): state(test, &random)]
      }
      plan = try TransitionPlan(
        initialStates: states(), tracks: tracks, completionStates: states(),
        cancellationStates: states())
    } catch let error as PlanError {
      return error.description.isEmpty ? "an empty PlanError" : nil
    } catch {
      return "unexpected error \(error)"
    }
    guard plan.duration.isFinite, plan.duration >= 0 else { return "duration \(plan.duration)" }
    let reversed = plan.reversed()
    for _ in 0..<test.size {
      let time = test.number(&random, typical: -0.5...3, invalid: false)
      for actor in plan.actors {
        for (name, sampled) in [
          ("state", plan.state(of: actor, at: time)),
          ("reversed", reversed.state(of: actor, at: time)),
        ] {
          if let bad = nonFinite(sampled) { return "\(name) of \(actor) at \(time): \(bad)" }
        }
      }
    }
    var before: [ActorID: ViewState] = [:]
    // Recorded states are what a player saw on screen: finite (NaN would not equal itself).
    for actor in plan.actors where random.chance(0.5) {
      before[actor] = state(test, &random, invalid: false)
    }
    let restored = plan.cancellationStates(restoring: before)
    for (actor, state) in before where restored[actor] != state {
      return "cancellationStates(restoring:) changed \(actor)"
    }
    for actor in plan.actors {
      if let bad = nonFinite(plan.finalState(of: actor)) { return "final \(actor): \(bad)" }
      if before[actor] == nil, restored[actor] != plan.cancelledState(of: actor) {
        return "cancellationStates(restoring:) of \(actor) is not its cancelled state"
      }
    }
    return nil
  }

  static func dimension(
    _ test: Fuzz.Case, _ random: inout SplitMix64
  )
    -> PresentationSize.Dimension
  {
    switch random.int(0...4) {
    case 0: return .fullscreen
    case 1: return .halfscreen
    case 2: return .custom(value: test.number(&random, typical: 0...500))
    case 3: return .fluid(percentage: test.number(&random, typical: 0...1))
    default: return .intrinsic(preferred: test.number(&random, typical: 0...500))
    }
  }

  static func layoutProperty(_ test: Fuzz.Case) -> String? {
    var random = test.generator
    func number(_ typical: ClosedRange<Double>) -> Double {
      test.number(&random, typical: typical)
    }
    let vertical: PresentationAlignment.Vertical = random.pick([
      .top, .center, .bottom, .custom(y: number(-100...900)),
    ])
    let horizontal: PresentationAlignment.Horizontal = random.pick([
      .left, .center, .right, .leading, .trailing, .custom(x: number(-100...400)),
    ])
    let layout = PresentationLayout(
      size: PresentationSize(width: dimension(test, &random), height: dimension(test, &random)),
      alignment: PresentationAlignment(vertical: vertical, horizontal: horizontal),
      marginGuards: random.chance(0.5)
        ? .zero
        : EdgeInsets(
          top: number(0...40), left: number(0...40), bottom: number(0...40),
          right: number(0...40)))
    let bounds = CGRect(x: 0, y: 0, width: number(1...1_000), height: number(1...1_000))
    let safeArea = random.chance(0.5) ? EdgeInsets.zero : EdgeInsets(all: number(0...50))
    let direction: LayoutDirection = random.chance(0.5) ? .leftToRight : .rightToLeft
    do {
      let frame = try layout.frame(in: bounds, safeArea: safeArea, layoutDirection: direction)
      let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      guard values.allSatisfy(\.isFinite), frame.size.width >= 0, frame.size.height >= 0 else {
        return "frame \(frame) for \(layout) in \(bounds)"
      }
    } catch {
      return error.description.isEmpty ? "an empty PresentationError" : nil
    }
    return nil
  }

  @Test func plansAreFiniteAndCancelsRestoreExactly() {
    let failures = Fuzz.run("plans", cases: 1_000, seed: 0x9_1A45, size: 8, Self.planProperty)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func layoutsAreFiniteOrTypedErrors() {
    let failures = Fuzz.run("layouts", cases: 1_000, seed: 0x1A_7007, size: 1, Self.layoutProperty)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
