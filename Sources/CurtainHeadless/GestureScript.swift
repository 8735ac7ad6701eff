import Foundation

/// A pan gesture written down in advance: the timed touch samples a gesture recognizer would
/// report, for one ``Pan`` on a view ``distance`` points long along the pan.
///
/// Build one with a helper and play it with ``HeadlessTransition/drive(with:configuration:fps:)``:
///
/// ```swift
/// let script = GestureScript.drag(.regular(.fromTop), distance: 844, to: 0.6, duration: 0.5)
/// let transition = try scene.dismiss(animator: CoverAnimator(), interactive: true)
/// let timeline = try transition.drive(with: script)
/// ```
///
/// Samples are taken every ``defaultSampleInterval`` (120 Hz, as ProMotion touch events) unless
/// a helper is given another interval. The helpers never trap and their size is bounded: an
/// interval that is not finite or not positive counts as ``defaultSampleInterval``, a duration
/// that is not finite or negative as 0, and one move takes at most ``maximumSamplesPerMove``
/// samples (the interval is widened to fit). Translations point along the pan's direction in a
/// left-to-right layout; the location is the translation (the touch starts at the origin).
public struct GestureScript: Hashable, Sendable {
  /// The pan the samples belong to.
  public var pan: Pan
  /// The dragged view's size along the pan, in points: the helpers' fractions are fractions of
  /// it.
  ///
  /// ``HeadlessTransition/drive(with:configuration:fps:)`` covers the transition from progress
  /// 0 to 1 in this many points, unless the plan moves the dragged view further along the pan
  /// (a half-height cover leaving below the screen): then in the points it moves, so that the
  /// view stays under the finger, as the UIKit player measures its pan.
  public var distance: Double
  /// The samples in the order the recognizer reports them; the last one is the release.
  public var samples: [GestureSample]

  /// The time between two samples of the helpers: 1/120 s.
  public static let defaultSampleInterval: TimeInterval = 1.0 / 120

  /// The most samples a helper takes for one straight move: 100,000.
  ///
  /// That is over 13 minutes at 120 Hz. A move that would need more at its interval gets exactly this many, evenly spaced
  /// over its duration (the interval is widened), so no helper allocates without bound.
  public static let maximumSamplesPerMove = 100_000

  /// Creates a script from samples.
  ///
  /// - Parameters:
  ///   - pan: The pan.
  ///   - distance: The dragged view's size along the pan, in points (``distance``).
  ///   - samples: The samples, the last one the release.
  public init(pan: Pan, distance: Double, samples: [GestureSample]) {
    self.pan = pan
    self.distance = distance
    self.samples = samples
  }

  /// The gesture's duration: the time of the last sample minus that of the first.
  public var duration: TimeInterval {
    guard let first = samples.first, let last = samples.last else { return 0 }
    return last.time - first.time
  }

  /// A drag at constant speed from rest to `fraction` of the distance, released there.
  ///
  /// - Parameters:
  ///   - pan: The pan.
  ///   - distance: The dragged view's size along the pan, in points (``distance``).
  ///   - fraction: Where the finger lifts, as a fraction of the distance (may exceed `0...1`).
  ///   - duration: How long the drag lasts, in seconds.
  ///   - sampleInterval: Seconds between samples. Defaults to ``defaultSampleInterval``.
  /// - Returns: The script; its speed is `fraction × distance ÷ duration` points per second.
  public static func drag(
    _ pan: Pan, distance: Double, to fraction: Double, duration: TimeInterval,
    sampleInterval: TimeInterval = defaultSampleInterval
  ) -> GestureScript {
    var builder = Builder(pan: pan, distance: distance, interval: sampleInterval)
    builder.move(to: fraction, over: duration)
    return builder.script
  }

  /// A flick: a drag to `start` over `lead` seconds, then a move at `speed` points per second
  /// to `end`, released there.
  ///
  /// - Parameters:
  ///   - pan: The pan.
  ///   - distance: The dragged view's size along the pan, in points (``distance``).
  ///   - start: Where the flick begins, as a fraction of the distance. Defaults to 0 (the flick
  ///     starts at rest).
  ///   - end: Where the finger lifts; below `start` for a flick against the pan's direction.
  ///   - speed: The flick's speed in points per second, greater than 0. Defaults to 2,000.
  ///   - lead: Seconds the drag to `start` takes. Defaults to 0.3.
  ///   - sampleInterval: Seconds between samples. Defaults to ``defaultSampleInterval``.
  /// - Returns: The script.
  public static func flick(
    _ pan: Pan, distance: Double, from start: Double = 0, to end: Double,
    speed: Double = 2_000, lead: TimeInterval = 0.3,
    sampleInterval: TimeInterval = defaultSampleInterval
  ) -> GestureScript {
    var builder = Builder(pan: pan, distance: distance, interval: sampleInterval)
    if start != 0 { builder.move(to: start, over: lead) }
    let seconds = speed > 0 ? abs(end - start) * distance / speed : 0
    builder.move(to: end, over: seconds)
    return builder.script
  }

  /// A drag to `peak` over `duration`, then back to `end` over `returnDuration`, released there.
  ///
  /// - Parameters:
  ///   - pan: The pan.
  ///   - distance: The dragged view's size along the pan, in points (``distance``).
  ///   - peak: The furthest point, as a fraction of the distance.
  ///   - end: Where the finger lifts.
  ///   - duration: Seconds to reach the peak.
  ///   - returnDuration: Seconds to come back to `end`.
  ///   - sampleInterval: Seconds between samples. Defaults to ``defaultSampleInterval``.
  /// - Returns: The script.
  public static func dragThenReverse(
    _ pan: Pan, distance: Double, to peak: Double, backTo end: Double, duration: TimeInterval,
    returnDuration: TimeInterval, sampleInterval: TimeInterval = defaultSampleInterval
  ) -> GestureScript {
    var builder = Builder(pan: pan, distance: distance, interval: sampleInterval)
    builder.move(to: peak, over: duration)
    builder.move(to: end, over: returnDuration)
    return builder.script
  }

  /// A drag to `fraction` at constant speed with every sample but the first and the last
  /// shaken by up to `jitter` points along and across the pan, deterministically from `seed`.
  ///
  /// - Parameters:
  ///   - pan: The pan.
  ///   - distance: The dragged view's size along the pan, in points (``distance``).
  ///   - fraction: Where the finger lifts.
  ///   - duration: How long the drag lasts.
  ///   - jitter: The largest shake in points. Defaults to 4.
  ///   - seed: Seeds the shake; the same seed gives the same script.
  ///   - sampleInterval: Seconds between samples. Defaults to ``defaultSampleInterval``.
  /// - Returns: The script.
  public static func jitteryDrag(
    _ pan: Pan, distance: Double, to fraction: Double, duration: TimeInterval,
    jitter: Double = 4, seed: UInt64 = 1, sampleInterval: TimeInterval = defaultSampleInterval
  ) -> GestureScript {
    var script = drag(
      pan, distance: distance, to: fraction, duration: duration, sampleInterval: sampleInterval)
    var state = seed
    func unit() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) / Double(1 << 53) * 2 - 1
    }
    guard script.samples.count > 2 else { return script }
    for index in 1..<(script.samples.count - 1) {
      var sample = script.samples[index]
      sample.translation.x += jitter * unit()
      sample.translation.y += jitter * unit()
      sample.location = sample.translation
      script.samples[index] = sample
    }
    return script
  }

  /// Appends straight moves sample by sample.
  struct Builder {
    let direction: PanDirection
    let distance: Double
    let interval: TimeInterval
    var script: GestureScript
    var fraction = 0.0
    var time = 0.0

    init(pan: Pan, distance: Double, interval: TimeInterval) {
      direction = pan.direction()
      self.distance = distance
      self.interval = interval.isFinite && interval > 0 ? interval : defaultSampleInterval
      script = GestureScript(pan: pan, distance: distance, samples: [])
      append()
    }

    mutating func move(to target: Double, over seconds: TimeInterval) {
      let length = seconds.isFinite ? max(seconds, 0) : 0
      let wanted = (length / interval - 1e-9).rounded(.up)
      let steps = Int(clamping: wanted, to: 1...GestureScript.maximumSamplesPerMove)
      let from = fraction
      let start = time
      for step in 1...steps {
        let share = Double(step) / Double(steps)
        fraction = from + (target - from) * share
        time = start + length * share
        append()
      }
    }

    mutating func append() {
      let along = fraction * distance * direction.sign
      let translation =
        direction.axis == .vertical
        ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
      script.samples.append(
        GestureSample(time: time, location: translation, translation: translation))
    }
  }
}

/// A pan recorded in a file, as `curtain render --gesture-script FILE.json` reads it:
/// `{"samples": [{"t": 0, "x": 0, "y": 0}, …], "end": "release"}`.
///
/// `t` is seconds from the start, `x` and `y` are points from the touch-down point (positive
/// right and down), and `end` is `release` (the finger lifts) or `cancel` (the system cancels
/// the gesture); a missing `end` is `release`. Times must increase from sample to sample.
///
/// ```swift
/// let pan = try RecordedPan(
///   jsonData: Data(#"{"samples": [{"t": 0, "x": 0, "y": 0}, {"t": 0.1, "x": 0, "y": -80}]}"#.utf8))
/// let script = pan.script(pan: .regular(.fromBottom), distance: 844)
/// ```
public struct RecordedPan: Hashable, Sendable {
  /// How the gesture ends.
  public enum End: String, Hashable, Sendable, CaseIterable {
    /// The finger lifts: the gesture's velocity decides what happens.
    case release
    /// The system cancels the gesture (UIKit's `.cancelled`): what it drove goes back.
    case cancel
  }

  /// The samples, in order of time; the location is the translation.
  public let samples: [GestureSample]
  /// How the gesture ends.
  public let end: End

  /// Creates a recorded pan from samples.
  ///
  /// - Parameters:
  ///   - samples: At least one sample, every number finite, times increasing.
  ///   - end: How it ends. Defaults to `.release`.
  /// - Throws: ``RecordedPanError`` for no samples, a number that is not finite or a time that
  ///   does not increase.
  public init(samples: [GestureSample], end: End = .release) throws(RecordedPanError) {
    guard !samples.isEmpty else { throw .noSamples }
    for (index, sample) in samples.enumerated() {
      for (field, value) in [
        ("t", sample.time), ("x", Double(sample.translation.x)),
        ("y", Double(sample.translation.y)),
      ] where !value.isFinite {
        throw .notFinite(index: index, field: field)
      }
      if index > 0, sample.time <= samples[index - 1].time {
        throw .nonMonotonicTime(index: index, time: sample.time, previous: samples[index - 1].time)
      }
    }
    self.samples = samples
    self.end = end
  }

  /// Reads a recorded pan from its JSON.
  ///
  /// - Parameter jsonData: UTF-8 JSON: an object with `samples` (an array of objects with the
  ///   numbers `t`, `x`, `y`) and an optional `end` (`"release"` or `"cancel"`).
  /// - Throws: ``RecordedPanError`` naming what is wrong and where.
  public init(jsonData: Data) throws(RecordedPanError) {
    let raw: RawPan
    do {
      raw = try JSONDecoder().decode(RawPan.self, from: jsonData)
    } catch let error as DecodingError {
      throw Self.problem(error)
    } catch {
      throw .malformed("it is not JSON (\(error))")
    }
    guard let rawSamples = raw.samples else { throw .missingSamples }
    var end = End.release
    if let text = raw.end {
      guard let parsed = End(rawValue: text) else { throw .unknownEnd(text) }
      end = parsed
    }
    let samples = rawSamples.map { sample in
      let point = CGPoint(x: sample.x, y: sample.y)
      return GestureSample(time: sample.t, location: point, translation: point)
    }
    try self.init(samples: samples, end: end)
  }

  /// The file's shape, decoded strictly: numbers must be JSON numbers.
  private struct RawPan: Decodable {
    struct Sample: Decodable {
      var t: Double
      var x: Double
      var y: Double
    }
    var samples: [Sample]?
    var end: String?
  }

  /// The error for a decoding failure, naming the sample and field when there is one.
  private static func problem(_ error: DecodingError) -> RecordedPanError {
    let path: [any CodingKey]
    let detail: String
    switch error {
    case .keyNotFound(let key, let context):
      path = context.codingPath + [key]
      detail = "\"\(key.stringValue)\" is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      path = context.codingPath
      detail = "\"\(path.last?.stringValue ?? "")\" is not a number"
    case .dataCorrupted(let context):
      path = context.codingPath
      detail = context.debugDescription
    @unknown default:
      return .malformed("\(error)")
    }
    guard path.first?.stringValue == "samples" else {
      if path.first?.stringValue == "end" { return .unknownEnd("(not a string)") }
      if case .dataCorrupted = error {
        return .malformed(
          "it is not valid JSON, or it holds a number too large to be finite (such as 1e999)")
      }
      return .malformed("the top level must be an object with \"samples\" and \"end\"")
    }
    guard path.count >= 2, let index = path[1].intValue else {
      return .malformed("\"samples\" must be an array of {\"t\", \"x\", \"y\"} objects")
    }
    guard path.count >= 3 else {
      return .badSample(index: index, problem: "it is not an object with \"t\", \"x\", \"y\"")
    }
    if case .dataCorrupted = error {
      return .notFinite(index: index, field: path[2].stringValue)
    }
    return .badSample(index: index, problem: detail)
  }

  /// The samples as a ``GestureScript`` along `pan`, over `distance` points.
  ///
  /// - Parameters:
  ///   - pan: The pan the samples belong to.
  ///   - distance: The dragged view's size along the pan, in points
  ///     (``GestureScript/distance``).
  /// - Returns: The script.
  public func script(pan: Pan, distance: Double) -> GestureScript {
    GestureScript(pan: pan, distance: distance, samples: samples)
  }
}

/// Why a recorded pan cannot be read, with a message that says what to change.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum RecordedPanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not JSON, or not an object of the expected shape.
  case malformed(String)
  /// The object has no `samples`.
  case missingSamples
  /// `samples` is empty.
  case noSamples
  /// A sample is not an object, or one of its numbers is missing or not a number.
  case badSample(index: Int, problem: String)
  /// A sample's number is NaN or infinite (a number too large for a `Double`).
  case notFinite(index: Int, field: String)
  /// A sample's time is not after the previous one's.
  case nonMonotonicTime(index: Int, time: Double, previous: Double)
  /// `end` is neither `release` nor `cancel`.
  case unknownEnd(String)

  /// A sentence naming the problem and the fix.
  public var description: String {
    let shape = #"{"samples": [{"t": 0, "x": 0, "y": 0}, …], "end": "release"}"#
    switch self {
    case .malformed(let reason):
      return "the gesture script cannot be read: \(reason); write \(shape)"
    case .missingSamples:
      return "the gesture script has no \"samples\"; write \(shape)"
    case .noSamples:
      return "the gesture script's \"samples\" is empty; give at least one {\"t\", \"x\", \"y\"}"
    case .badSample(let index, let problem):
      return "sample \(index) of the gesture script: \(problem); each sample is "
        + #"{"t": seconds, "x": points, "y": points}"#
    case .notFinite(let index, let field):
      return "sample \(index) of the gesture script: \"\(field)\" is not a finite number"
    case .nonMonotonicTime(let index, let time, let previous):
      return "sample \(index) of the gesture script has t = \(time), not after the previous "
        + "sample's \(previous); times must increase"
    case .unknownEnd(let text):
      return "the gesture script's \"end\" is '\(text)'; use \"release\" or \"cancel\""
    }
  }
}
