#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import UIKit

/// One thing a user or an app does.
///
/// Every value is materialised when the sequence is generated, so a step list replays exactly; a step that does not apply to the world of the moment (a pop
/// with one screen, a pan with no recognizer) does nothing, so any sub-list is a valid
/// sequence (what the shrinker needs).
enum FuzzStep: Hashable, CustomStringConvertible {
  /// Presents a new controller from the topmost one (only when no transition runs, as an app
  /// whose button is disabled meanwhile).
  case present(ModalDoor, animated: Bool)
  /// Dismisses the top presented controller, or (`all`) everything the root presents.
  case dismiss(all: Bool, animated: Bool)
  /// Pushes a new screen (navigation host).
  case push(animated: Bool)
  /// Pops the top screen (navigation host).
  case pop(animated: Bool)
  /// Selects a tab (tab host).
  case selectTab(Int)
  /// Lets `frames` frames of 1/60 s pass.
  case advance(frames: Int)
  /// Runs until nothing moves (`UIKitModel.runUntilIdle()`).
  case settle
  /// A touch on the `recognizer`-th pan recognizer in the window (modulo their number): down at
  /// `at` (window coordinates), moved through `moves` (cumulative translations, one frame
  /// each, each stopped at the window's edges: a finger cannot leave the glass), then lifted
  /// with `velocity`, cancelled, or held for later steps. With `regrab`, the same recognizer is
  /// touched again `regrab` frames after the lift, where the finger lifted, moved by the
  /// reversed last move and lifted.
  case pan(
    recognizer: Int, at: [Double], moves: [[Double]], velocity: [Double], ending: PanEnding,
    regrab: Int?)
  /// Lifts the held touch with `velocity`, or cancels it.
  case lift(velocity: [Double], cancel: Bool)
  /// Rotates or resizes the window.
  case rotate(width: Double, height: Double)
  /// The keyboard moves to `height` points (0: hidden) over `duration` seconds.
  case keyboard(height: Double, duration: Double)
  /// Asks the top sheet to move to a detent (an id it may not have).
  case moveSheet(String)
  /// The app lets go of a delegate: the top presented controller's transitioning delegate, or
  /// the navigation or tab delegate (`detach()`).
  case releaseDelegate

  /// How a touch ends.
  enum PanEnding: Hashable, CustomStringConvertible {
    case lift, cancel, hold
    var description: String {
      switch self {
      case .lift: return ".lift"
      case .cancel: return ".cancel"
      case .hold: return ".hold"
      }
    }
  }

  var description: String {
    func list(_ values: [Double]) -> String {
      "[\(values.map { "\($0)" }.joined(separator: ", "))]"
    }
    switch self {
    case .present(let door, let animated): return ".present(\(door), animated: \(animated))"
    case .dismiss(let all, let animated): return ".dismiss(all: \(all), animated: \(animated))"
    case .push(let animated): return ".push(animated: \(animated))"
    case .pop(let animated): return ".pop(animated: \(animated))"
    case .selectTab(let index): return ".selectTab(\(index))"
    case .advance(let frames): return ".advance(frames: \(frames))"
    case .settle: return ".settle"
    case .pan(let recognizer, let at, let moves, let velocity, let ending, let regrab):
      return ".pan(recognizer: \(recognizer), at: \(list(at)), moves: "
        + "[\(moves.map(list).joined(separator: ", "))], velocity: \(list(velocity)), "
        + "ending: \(ending), regrab: \(regrab.map(String.init) ?? "nil"))"
    case .lift(let velocity, let cancel):
      return ".lift(velocity: \(list(velocity)), cancel: \(cancel))"
    case .rotate(let width, let height): return ".rotate(width: \(width), height: \(height))"
    case .keyboard(let height, let duration):
      return ".keyboard(height: \(height), duration: \(duration))"
    case .moveSheet(let id): return ".moveSheet(\"\(id)\")"
    case .releaseDelegate: return ".releaseDelegate"
    }
  }
}

/// Generates hosts and steps from a seed.
@MainActor
enum FuzzGenerator {
  static func host(_ random: inout FuzzRandom) -> FuzzHost {
    switch random.int(0...9) {
    case 0...4: return .plain
    case 5...7:
      switch random.int(0...3) {
      case 0: return .navigation(nil)
      case 1: return .navigation(.easy(popPan: random.chance(0.6)))
      default:
        return .navigation(
          .registry(random.pick(FuzzCatalog.navigating), popPan: random.chance(0.6)))
      }
    default: return .tabs(random.pick(FuzzCatalog.tabbing), interactive: random.chance(0.7))
    }
  }

  static func door(_ random: inout FuzzRandom) -> ModalDoor {
    switch random.int(0...11) {
    case 0, 1: return .animator(random.pick(FuzzCatalog.presenting))
    case 2:
      return .spec(
        random.pick(FuzzCatalog.presenting),
        dismiss: random.chance(0.3) ? random.pick(FuzzCatalog.dismissing) : nil)
    case 3, 4, 5:
      return .delegate(
        random.pick(FuzzCatalog.presenting),
        layout: random.chance(0.4) ? random.int(0...(FuzzCatalog.layouts.count - 1)) : nil,
        style: random.int(0...1), pan: random.chance(0.6), drag: random.chance(0.25),
        source: random.chance(0.4), keyboard: random.chance(0.3))
    case 6:
      let types = TransitionType.builtInCases.count
      return .presentr(
        type: random.int(0...types), dismissType: random.chance(0.3) ? random.int(0...types) : nil,
        layout: random.int(0...(FuzzCatalog.layouts.count - 1)), registry: random.chance(0.85),
        context: random.chance(0.2))
    case 7: return .customModal(variant: random.int(0...1), style: random.int(0...1))
    case 8: return .easyModal(pan: random.chance(0.5))
    case 9:
      return .jelly(
        kind: random.int(0...2), direction: random.int(0...(FuzzCatalog.directions.count - 1)),
        interactive: random.chance(0.7))
    case 10: return .sheet(random.int(0...(FuzzCatalog.sheetCount - 1)))
    default: return .system
    }
  }

  static func step(_ random: inout FuzzRandom, host: FuzzHost) -> FuzzStep {
    // Weights: present 16, dismiss 8, host 0–16, pan 22, lift 4, advance 12, settle 8,
    // rotate 4, keyboard 4, sheet 4, release 3.
    var table: [(Int, (inout FuzzRandom) -> FuzzStep)] = [
      (16, { .present(door(&$0), animated: $0.chance(0.85)) }),
      (8, { .dismiss(all: $0.chance(0.2), animated: $0.chance(0.85)) }),
      (22, pan),
      (4, { .lift(velocity: velocity(&$0), cancel: $0.chance(0.3)) }),
      (12, { .advance(frames: $0.int(1...20)) }),
      (8, { _ in .settle }),
      (
        4,
        {
          $0.pick([
            FuzzStep.rotate(width: 844, height: 390), .rotate(width: 390, height: 844),
            .rotate(width: 320, height: 568), .rotate(width: 1024, height: 768),
          ])
        }
      ),
      (4, { .keyboard(height: $0.pick([0, 0, 216, 291, 400]), duration: $0.pick([0, 0.25])) }),
      (4, { .moveSheet($0.pick(FuzzCatalog.sheetDetentIDs)) }),
      (3, { _ in .releaseDelegate }),
    ]
    switch host {
    case .plain: break
    case .navigation:
      table.append((10, { .push(animated: $0.chance(0.85)) }))
      table.append((6, { .pop(animated: $0.chance(0.85)) }))
    case .tabs: table.append((14, { .selectTab($0.int(0...2)) }))
    }
    let total = table.reduce(0) { $0 + $1.0 }
    var roll = random.int(0...(total - 1))
    for (weight, make) in table {
      if roll < weight { return make(&random) }
      roll -= weight
    }
    return .settle
  }

  static func velocity(_ random: inout FuzzRandom) -> [Double] {
    let speeds: [Double] = [0, 50, 300, 1200, 3000]
    return [
      (random.chance(0.5) ? -1 : 1) * random.pick(speeds),
      (random.chance(0.5) ? -1 : 1) * random.pick(speeds),
    ]
  }

  static func pan(_ random: inout FuzzRandom) -> FuzzStep {
    // Mostly along one axis, sometimes with reversals and overshoots.
    let vertical = random.chance(0.5)
    var moves: [[Double]] = []
    var position = 0.0
    for _ in 0..<random.int(0...8) {
      position += random.number(-180...180)
      if random.chance(0.1) { position *= -1 }
      let cross = random.chance(0.2) ? random.number(-30...30) : 0
      moves.append(vertical ? [cross, position] : [position, cross])
    }
    let endings: [FuzzStep.PanEnding] = [.lift, .lift, .lift, .cancel, .hold]
    return .pan(
      recognizer: random.int(0...7), at: [random.number(0...390), random.number(0...844)],
      moves: moves, velocity: velocity(&random), ending: random.pick(endings),
      regrab: random.chance(0.2) ? random.int(0...12) : nil)
  }

  static func sequence(seed: UInt64, length: ClosedRange<Int>) -> (FuzzHost, [FuzzStep]) {
    var random = FuzzRandom(seed: seed)
    let host = host(&random)
    let count = random.int(length)
    return (host, (0..<count).map { _ in step(&random, host: host) })
  }
}
#endif
