import CurtainAnimators
import CurtainHeadless
import CurtainPreview
import Foundation

extension PreviewInput {
  /// The number of points of the timing graph.
  static let graphPointCount = 200

  /// Builds the input of a recorded transition.
  ///
  /// - Parameters:
  ///   - title: The title: the animator id or the spec file's name.
  ///   - descriptor: The animator played.
  ///   - parameters: Its resolved parameters.
  ///   - operation: The operation played.
  ///   - gesture: The gesture, if one drove it.
  ///   - container: The container's size.
  ///   - recording: What was recorded.
  ///   - gestureLabel: What drove it when no `--gesture` did, such as `script` for
  ///     `--gesture-script`. Defaults to `nil`.
  init(
    title: String, descriptor: AnimatorDescriptor, parameters: AnimatorParameters,
    operation: AnimatorDescriptor.Operation, gesture: RenderOptions.Gesture?,
    container: CGSize, recording: TransitionPlayback.Recording, gestureLabel: String? = nil
  ) {
    let primary = Self.primaryActor(for: operation)
    let track = Self.primaryTrack(in: recording.plan, actor: primary)
    let timeline = recording.timeline
    let progress: [Double]
    if let driven = recording.drivenProgress, driven.count == timeline.frames.count {
      progress = driven
    } else if let track {
      progress = timeline.frames.map { track.timing.progress(at: $0.time) }
    } else {
      progress = timeline.frames.map { timeline.duration > 0 ? $0.time / timeline.duration : 1 }
    }
    self.init(
      title: title, summary: descriptor.summary + Self.eventsText(timeline.events),
      operation: operation.rawValue,
      gesture: gesture?.rawValue ?? gestureLabel, container: container,
      parameters: descriptor.parameters.map { spec in
        Parameter(
          name: spec.name,
          value: ParameterText.describe(parameters.values[spec.name] ?? spec.defaultValue))
      },
      timeline: timeline, frameProgress: progress,
      timing: Self.graph(of: track?.timing, over: timeline.duration))
  }

  /// The timeline's events as a sentence for the picture's summary, such as
  /// ` Events: detent large at 0.3 s, haptic at 0.3 s.`; empty without events.
  static func eventsText(_ events: [Timeline.Event]) -> String {
    guard !events.isEmpty else { return "" }
    let items = events.map { event in
      [event.kind, event.value].compactMap { $0 }.joined(separator: " ") + " at "
        + ParameterText.format((event.time * 1000).rounded() / 1000) + " s"
    }
    return " Events: " + items.joined(separator: ", ") + "."
  }

  /// The actor whose motion the picture follows: the presented screen in a modal transition,
  /// the arriving screen in a push and the leaving one in a pop.
  static func primaryActor(for operation: AnimatorDescriptor.Operation) -> ActorID {
    switch operation {
    case .present, .dismiss: return .presented
    case .push, .tab: return .to
    case .pop: return .from
    }
  }

  /// The longest track of `actor` in `plan`, or the plan's longest track when `actor` has none.
  static func primaryTrack(in plan: TransitionPlan, actor: ActorID) -> Track? {
    func longest(_ tracks: [Track]) -> Track? {
      tracks.reduce(nil) { best, track in
        guard let best else { return track }
        return track.timing.duration > best.timing.duration ? track : best
      }
    }
    return longest(plan.tracks.filter { $0.actor == actor }) ?? longest(plan.tracks)
  }

  /// The timing graph: `graphPointCount` points evenly spaced from 0 to `duration`.
  static func graph(of timing: AnimationTiming?, over duration: TimeInterval) -> TimingGraph {
    guard let timing else { return TimingGraph(label: "no animation", points: []) }
    let last = Double(graphPointCount - 1)
    let points = (0..<graphPointCount).map { index in
      let time = duration * Double(index) / last
      return TimingGraph.Point(time: time, progress: timing.progress(at: time))
    }
    return TimingGraph(label: label(of: timing), points: points)
  }

  /// What a timing is: `curve easeInOut`, `spring mass 1 stiffness 300 damping 30`.
  static func label(of timing: AnimationTiming) -> String {
    switch timing.kind {
    case .curve(let curve):
      return "curve \(ParameterText.describe(curve))"
    case .spring(let spring, let initialVelocity):
      let velocity = initialVelocity == 0 ? "" : " velocity \(short(initialVelocity))"
      return "spring mass \(short(spring.mass)) stiffness \(short(spring.stiffness)) "
        + "damping \(short(spring.damping))" + velocity
    case .composed(let curve, let spring, let initialVelocity):
      let velocity = initialVelocity == 0 ? "" : " velocity \(short(initialVelocity))"
      return "curve \(ParameterText.describe(curve)) composed with spring mass "
        + "\(short(spring.mass)) stiffness \(short(spring.stiffness)) "
        + "damping \(short(spring.damping))" + velocity
    }
  }

  /// `value` to four significant digits, for reading (`111.96868226299817` is `112`,
  /// `16.930440826903336` is `16.93`).
  static func short(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return ParameterText.format(value) }
    // log10 of a finite non-zero double lies in -324...309.
    let digits = 4 - Int(clamping: log10(abs(value)).rounded(.down), to: -400...400) - 1
    let scale = pow(10, Double(max(0, min(digits, 12))))
    return ParameterText.format((value * scale).rounded() / scale)
  }
}
