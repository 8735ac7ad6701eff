import CurtainAnimators
import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

/// Property-based fuzzing of the built-ins through their two doors: specs (JSON built from each
/// descriptor's parameters, then mutated: extreme or non-JSON numbers, wrong types, missing
/// keys, truncated text) and gestures (random times with zero-time and backwards samples,
/// jitter, reversals, huge velocities, releases at 0 and 1, cancels, a second gesture before the
/// first ends).
///
/// Invariants: nothing traps; every refusal is typed (``RegistryError`` for a spec,
/// ``HeadlessError`` for the player); every frame is finite and its time finite and never
/// earlier than the one before; the progress shown stays in `0...1`; `onCompletion` runs
/// exactly once; a cancelled transition leaves every screen exactly as it was before it began.
@MainActor
@Suite struct PlayerFuzzTests {
  // MARK: - JSON, with numbers kept as text so that 1e999 and NaN can be written

  indirect enum JSON {
    case number(String)
    case string(String)
    case boolean(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
      switch self {
      case .number(let text): return text
      case .string(let text): return "\"\(text)\""
      case .boolean(let flag): return flag ? "true" : "false"
      case .null: return "null"
      case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
      case .object(let pairs):
        return "{" + pairs.map { "\"\($0.0)\":\($0.1.text)" }.joined(separator: ",") + "}"
      }
    }
  }

  static func number(
    _ test: Fuzz.Case, _ random: inout SplitMix64, _ typical: ClosedRange<Double>
  )
    -> JSON
  {
    if random.chance(0.05) { return .number(random.pick(["1e999", "-1e999", "NaN", "1e-400"])) }
    let value = test.number(&random, typical: typical, invalid: false)
    return .number("\(value)")
  }

  static func value(
    for parameter: ParameterSpec, _ test: Fuzz.Case, _ random: inout SplitMix64
  ) -> JSON {
    func n(_ range: ClosedRange<Double>) -> JSON { number(test, &random, range) }
    switch parameter.type {
    case .number: return n(parameter.range ?? 0...1)
    case .boolean: return .boolean(random.chance(0.5))
    case .direction: return .string(random.pick(["top", "bottom", "left", "right", "up"]))
    case .curve:
      if random.chance(0.3) { return .string(random.pick(["linear", "easeInOut", "bouncy"])) }
      return .object([("x1", n(0...1)), ("y1", n(-2...3)), ("x2", n(0...1)), ("y2", n(-2...3))])
    case .spring:
      return .object([("mass", n(0.5...2)), ("stiffness", n(50...500)), ("damping", n(5...50))])
    case .duration:
      if random.chance(0.4) {
        return .string(random.pick(["fast", "normal", "slow", "0.4s", "-1s", "1e999s", "0s"]))
      }
      return n(parameter.range ?? 0.01...2)
    case .rect:
      return .object([
        ("x", n(-100...400)), ("y", n(-100...800)), ("width", n(0...400)), ("height", n(0...800)),
      ])
    case .color:
      return .object([("red", n(0...1)), ("green", n(0...1)), ("blue", n(0...1))])
    case .text:
      return .string(
        random.pick(["medium,large", "0.3,300pt", "medium", "0", "1.5", "-3pt", "", "huge,,"]))
    }
  }

  /// Replaces, removes or retypes one random part of `json`.
  static func mutate(_ json: JSON, _ test: Fuzz.Case, _ random: inout SplitMix64) -> JSON {
    switch json {
    case .object(var pairs) where !pairs.isEmpty && random.chance(0.7):
      let index = random.int(0...(pairs.count - 1))
      if random.chance(0.2) {
        pairs.remove(at: index)
      } else {
        pairs[index].1 = mutate(pairs[index].1, test, &random)
      }
      return .object(pairs)
    default:
      switch random.int(0...5) {
      case 0: return number(test, &random, -10...10)
      case 1: return .string(random.pick(["", "fade", "nan", "inf", "0.4s"]))
      case 2: return .boolean(random.chance(0.5))
      case 3: return .null
      case 4: return .array([json])
      default: return .object([("x1", .number("0.2")), ("stiffness", .number("1e-18"))])
      }
    }
  }

  // MARK: - Checks shared by both fuzzers

  /// Why a timeline breaks an invariant, or `nil`.
  static func check(_ timeline: Timeline) -> String? {
    var last = -Double.infinity
    for frame in timeline.frames {
      guard frame.time.isFinite, frame.time >= last else {
        return "frame time \(frame.time) after \(last)"
      }
      last = frame.time
      for (actor, state) in frame.states {
        if let bad = state.firstNonFiniteProperty { return "\(actor).\(bad) at \(frame.time)" }
      }
    }
    return timeline.duration.isFinite ? nil : "duration \(timeline.duration)"
  }

  static let ids: [AnimatorID] = AnimatorRegistry.builtIn.ids

  // MARK: - Specs

  /// The spec property; `played` counts the cases that got as far as the player.
  static func specProperty(_ test: Fuzz.Case, played: inout Int) -> String? {
    var random = test.generator
    let registry = AnimatorRegistry.builtIn
    let id = random.pick(ids)
    guard let descriptor = registry.descriptor(for: id) else { return "no descriptor \(id)" }
    var parameters: [(String, JSON)] = []
    for parameter in descriptor.parameters where random.chance(0.6) {
      parameters.append((parameter.name, value(for: parameter, test, &random)))
    }
    var json = JSON.object([
      ("animator", .string(id.description)), ("parameters", .object(parameters)),
    ])
    if random.chance(0.4) { json = mutate(json, test, &random) }
    var text = json.text
    if random.chance(0.05) { text = String(text.prefix(random.int(0...text.count))) }
    let spec: TransitionSpec
    do {
      spec = try TransitionSpec.decode(from: Data(text.utf8))
      try registry.validate(spec)
    } catch {
      return error.description.isEmpty ? "an empty RegistryError for \(text)" : nil
    }
    guard let operations = registry.descriptor(for: spec.animator)?.operations else {
      return nil
    }
    let navigation = operations.contains(.push)
    played += 1
    do {
      let root = HeadlessScreen(name: "root")
      let scene = try HeadlessScene(size: CGSize(width: 390, height: 844), root: root)
      if navigation { try scene.setNavigationRoot(root) }
      let animator = try registry.makeAnimator(
        for: spec, operation: navigation ? .push : .present)
      let detail = HeadlessScreen(name: "detail")
      let before = scene.state(of: root)
      let transition =
        navigation
        ? try scene.push(detail, animator: animator, interactive: random.chance(0.3))
        : try scene.present(detail, animator: animator, interactive: random.chance(0.3))
      var completions = 0
      transition.onCompletion = { (_: Bool) in completions += 1 }
      let timeline: Timeline
      let fraction = random.unit()
      do throws(HeadlessError) {
        if (try? transition.update(progress: fraction)) != nil {
          let velocity = test.number(&random, typical: -5...5, invalid: false)
          if random.chance(0.5) {
            try transition.finish(velocity: velocity)
          } else {
            try transition.cancel(velocity: velocity)
          }
        }
        timeline = try transition.run(fps: 30)
      } catch .tooManyFrames {
        transition.cancel()
        return completions == 1 ? nil : "completions \(completions) after tooManyFrames"
      }
      if let bad = check(timeline) { return "\(text): \(bad)" }
      if completions != 1 { return "\(text): \(completions) completions" }
      if transition.state == .cancelled, scene.state(of: root) != before {
        return "\(text): the cancel did not restore the root"
      }
    } catch {
      // Typed by construction (HeadlessError or the factory's); a factory refusing a value the
      // registry accepted would be a bug.
      return "\(text): \(error)"
    }
    return nil
  }

  @Test func specsDecodeValidateAndPlayOrFailTyped() {
    var played = 0
    let failures = Fuzz.run("specs", cases: 600, seed: 0x5_9EC5, size: 4) { test in
      Self.specProperty(test, played: &played)
    }
    print("fuzz.specs: \(played) case runs reached the player")
    // About 29 % reach the player (6,207 of 20,000 in a soak run); a fifth is the floor.
    #expect(played > Fuzz.caseCount(600) / 5)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  // MARK: - Gestures

  static func script(_ test: Fuzz.Case, _ random: inout SplitMix64) -> GestureScript {
    let pan: Pan =
      random.chance(0.8)
      ? .regular(random.pick([.fromTop, .fromBottom, .fromLeft, .fromRight]))
      : .edge(random.pick([.left, .right, .top, .bottom]))
    let distance: Double =
      random.chance(0.9) ? random.uniform(in: 100...900) : random.pick([0, -5, .nan, 1e308])
    let sign = pan.direction().sign
    let vertical = pan.direction().axis == .vertical
    var time = random.chance(0.9) ? 0 : test.number(&random, typical: -5...5, invalid: false)
    var along = 0.0
    var samples: [GestureSample] = []
    for _ in 0..<random.int(1...max(1, test.size * 8)) {
      switch random.int(0...9) {
      case 0: break  // a zero-time sample
      case 1: time -= random.uniform(in: 0...0.05)  // back in time
      case 2: time += test.number(&random, typical: 0...1, invalid: random.chance(0.1))
      default: time += 1.0 / 120
      }
      switch random.int(0...9) {
      case 0: along = random.pick([0, 1]) * distance  // release at 0 or 1
      case 1: along *= -1  // reversal
      case 2: along += test.number(&random, typical: -1_000...1_000, invalid: false)  // a jump
      default: along += random.uniform(in: -3...12) * test.scale
      }
      let jitter = random.uniform(in: -4...4)
      let point =
        vertical
        ? CGPoint(x: jitter, y: along * sign) : CGPoint(x: along * sign, y: jitter)
      samples.append(GestureSample(time: time, location: point, translation: point))
    }
    return GestureScript(pan: pan, distance: distance, samples: samples)
  }

  static func gestureProperty(_ test: Fuzz.Case) -> String? {
    var random = test.generator
    do {
      let registry = AnimatorRegistry.builtIn
      let id = random.pick(ids)
      let descriptor = try registry.requireDescriptor(for: id)
      let animator = try descriptor.makeAnimator([:])
      let navigation = descriptor.operations.contains(.push)
      let root = HeadlessScreen(name: "root")
      let detail = HeadlessScreen(name: "detail")
      let scene = try HeadlessScene(size: CGSize(width: 390, height: 844), root: root)
      if navigation { try scene.setNavigationRoot(root) }
      let back = random.chance(0.5)
      if back {
        _ = try
          (navigation
          ? scene.push(detail, animator: animator) : scene.present(detail, animator: animator))
          .run()
      }
      let before = [scene.state(of: root), scene.state(of: detail)]
      let transition: HeadlessTransition
      switch (navigation, back) {
      case (true, true):
        transition =
          random.chance(0.5)
          ? try scene.popInteractively() : try scene.pop(animator: animator, interactive: true)
      case (true, false): transition = try scene.push(detail, animator: animator, interactive: true)
      case (false, true): transition = try scene.dismiss(animator: animator, interactive: true)
      case (false, false):
        transition = try scene.present(detail, animator: animator, interactive: true)
      }
      var completions = 0
      transition.onCompletion = { (_: Bool) in completions += 1 }
      // A second gesture before the first ends: a refusing scene throws busy, typed; a queuing
      // one (the default) holds it pending, and a cancel ends it with one completion.
      if random.chance(0.2) {
        let refuses = random.chance(0.5)
        scene.busyPolicy = refuses ? .refuse : .queue
        do throws(HeadlessError) {
          let second = try scene.present(
            HeadlessScreen(name: "other"), animator: animator, interactive: true)
          if refuses { return "a refusing scene accepted a second transition" }
          guard second.state == .pending else { return "the second is \(second.state)" }
          var secondCompletions: [Bool] = []
          second.onCompletion = { secondCompletions.append($0) }
          second.cancel()
          if second.state != .cancelled || secondCompletions != [false] {
            return "the queued second ended \(second.state) with \(secondCompletions)"
          }
        } catch .busy {
          if !refuses { return "a queuing scene refused a second transition" }
        } catch {
          return "a second transition failed with \(error), not busy"
        }
      }
      if random.chance(0.1) { transition.cancel() }
      let gesture = script(test, &random)
      do throws(HeadlessError) {
        let timeline = try transition.drive(with: gesture)
        if let bad = check(timeline) { return "\(id): \(bad)" }
        if !transition.drivenProgress.allSatisfy({ (0...1).contains($0) }) {
          return "\(id): progress outside 0...1"
        }
        // The same gesture again on the ended transition: refused, typed.
        do throws(HeadlessError) {
          try transition.drive(with: gesture)
          return "\(id): a second drive was accepted"
        } catch .transitionEnded {
        } catch {
          return "\(id): a second drive failed with \(error)"
        }
      } catch .transitionEnded {
        if transition.state != .cancelled {
          return "\(id): transitionEnded while \(transition.state)"
        }
      } catch {
        if error.description.isEmpty { return "\(id): an empty error" }
        if !transition.isEnded {
          // Refused before the gesture began (a distance that is not a positive number): the
          // transition is untouched, and the caller may drive it again or cancel it.
          guard case .interaction = error, !transition.isReleased, transition.progress == 0 else {
            return "\(id): left \(transition.state) after \(error)"
          }
          transition.cancel()
        }
      }
      if !transition.isEnded { return "\(id): left \(transition.state) after drive" }
      if completions != 1 { return "\(id): \(completions) completions" }
      if transition.state == .cancelled {
        let after = [scene.state(of: root), scene.state(of: detail)]
        if after != before { return "\(id) (back: \(back)): the cancel did not restore exactly" }
      }
    } catch {
      return "unexpected \(error)"
    }
    return nil
  }

  @Test func gesturesKeepEveryInvariant() {
    let failures = Fuzz.run("gestures", cases: 600, seed: 0x6E_5707, size: 8, Self.gestureProperty)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
