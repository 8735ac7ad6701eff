import CurtainAnimators
import CurtainHeadless
import CurtainPreview
import Foundation
import Testing

/// The inputs the render tests draw: real timelines from the built-in animators, played on a
/// headless scene the size of an iPhone.
@MainActor
enum RenderFixtures {
  /// The container every fixture plays in.
  static let container = CGSize(width: 390, height: 844)
  /// The App Store card the presented screen grows from.
  static let card = CGRect(x: 20, y: 100, width: 350, height: 400)

  /// Plays the built-in animator `id` and wraps its timeline as a render input.
  ///
  /// Progress is read back from the timeline independently of any timing code: the fraction of
  /// the way the moving screen's frame (or, for a flip, the time) has gone.
  ///
  /// - Parameters:
  ///   - id: The animator's id.
  ///   - operation: `present` or `push`.
  ///   - title: The title to show; defaults to the id.
  /// - Returns: The render input.
  /// - Throws: When the registry, the animator or the scene refuses.
  static func input(
    _ id: AnimatorID, operation: String = "present", title: String? = nil
  ) throws -> PreviewInput {
    let registry = try AnimatorRegistry.builtIn
    let descriptor = try #require(registry.descriptor(for: id))
    let animator = try descriptor.makeAnimator([:])
    let scene = try HeadlessScene(size: container)
    let screen = HeadlessScreen(name: "detail")
    let timeline: Timeline
    if operation == "push" {
      timeline = try scene.push(screen, animator: animator).run(fps: 30)
    } else {
      timeline = try scene.present(
        screen, animator: animator, sourceFrame: id == "app-store" ? card : nil
      ).run(fps: 30)
    }
    let progress = timeline.frames.map { frame in
      frame.time / max(timeline.duration, 1e-9)
    }
    let parameters = descriptor.parameters.map { spec in
      PreviewInput.Parameter(name: spec.name, value: text(of: spec.defaultValue))
    }
    return PreviewInput(
      title: title ?? id.rawValue, summary: descriptor.summary, operation: operation,
      gesture: nil, container: container, parameters: parameters, timeline: timeline,
      frameProgress: progress,
      timing: PreviewInput.TimingGraph(
        label: "linear (test)",
        points: zip(timeline.frames, progress).map { .init(time: $0.time, progress: $1) }))
  }

  /// A short text for a parameter's value, as the CLI would list it.
  static func text(of value: ParameterValue) -> String {
    switch value {
    case .number(let number): return "\(number)"
    case .boolean(let flag): return "\(flag)"
    case .direction(let direction): return direction.rawValue
    case .duration(let duration): return "\(duration.timeInterval) s"
    default: return String("\(value)".prefix(24))
    }
  }
}

extension RenderFixtures {
  /// A hand-made input: two frames, 0.5 s apart, of the given states, in a 390 × 844
  /// container.
  ///
  /// - Parameters:
  ///   - start: The states of the first frame.
  ///   - end: The states of the last frame; defaults to `start`.
  ///   - title: The title.
  ///   - summary: The summary.
  ///   - parameters: The listed parameters.
  /// - Returns: The render input.
  static func handMade(
    _ start: [ActorID: ViewState], end: [ActorID: ViewState]? = nil,
    title: String = "hand-made", summary: String = "Two frames.",
    parameters: [PreviewInput.Parameter] = []
  ) -> PreviewInput {
    let actors = start.keys.sorted { $0.description < $1.description }
    let timeline = Timeline(
      actors: actors, framesPerSecond: 2, duration: 0.5,
      frames: [
        Timeline.Frame(time: 0, states: start), Timeline.Frame(time: 0.5, states: end ?? start),
      ])
    return PreviewInput(
      title: title, summary: summary, operation: "present", gesture: "flick",
      container: container, parameters: parameters, timeline: timeline, frameProgress: [0, 1],
      timing: PreviewInput.TimingGraph(
        label: "curve linear", points: [.init(time: 0, progress: 0), .init(time: 0.5, progress: 1)]
      ))
  }
}
