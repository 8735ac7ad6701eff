import Foundation

/// A pan gesture written down in advance: the timed touch samples a gesture recognizer would
/// report, for one ``Pan`` over a transition that covers ``distance`` points.
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
  /// The points the transition covers from progress 0 to 1.
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
  ///   - distance: The points the transition covers.
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
  ///   - distance: The points the transition covers.
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
  ///   - distance: The points the transition covers.
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
  ///   - distance: The points the transition covers.
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
  ///   - distance: The points the transition covers.
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
