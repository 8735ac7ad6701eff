import CurtainHeadless
import Foundation

/// Everything a picture of one transition needs: what was played, with which parameters, the
/// timeline it produced and the timing it followed.
///
/// ``Filmstrip`` and ``HTMLPlayer`` draw one. A test that has only a timeline uses
/// ``init(timeline:container:title:operation:)``; the `curtain render` command fills in
/// everything, from the animator's descriptor and the plan it played.
///
/// ```swift
/// import CurtainHeadless
/// import CurtainPreview
/// import Foundation
///
/// func filmstrip(of timeline: Timeline) -> String {
///   let input = PreviewInput(
///     timeline: timeline, container: CGSize(width: 390, height: 844), title: "sheet")
///   return Filmstrip(input).svg
/// }
/// ```
public struct PreviewInput: Sendable {
  /// One parameter as it is listed beside the picture.
  public struct Parameter: Hashable, Sendable {
    /// The parameter's name, such as `duration`.
    public var name: String
    /// Its value as text, such as `0.85` or `easeInOut`.
    public var value: String

    /// Creates a listed parameter.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - value: Its value as text.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The timing that drives the transition, as a graph of progress over time.
  public struct TimingGraph: Hashable, Sendable {
    /// One point of the graph.
    public struct Point: Hashable, Sendable {
      /// Seconds since the transition began.
      public var time: TimeInterval
      /// The timing's progress at that time: 0 at the start, 1 at the end; a spring may
      /// overshoot past 1.
      public var progress: Double

      /// Creates a point.
      ///
      /// - Parameters:
      ///   - time: Seconds since the transition began.
      ///   - progress: The progress at that time.
      public init(time: TimeInterval, progress: Double) {
        self.time = time
        self.progress = progress
      }
    }

    /// What the timing is, such as `curve easeInOut` or `spring damping 0.8`.
    public var label: String
    /// The points, in time order, from 0 to the timeline's duration.
    public var points: [Point]

    /// Creates a graph.
    ///
    /// - Parameters:
    ///   - label: What the timing is.
    ///   - points: The points, in time order.
    public init(label: String, points: [Point]) {
      self.label = label
      self.points = points
    }
  }

  /// What is shown as the title: the animator id, or the spec file's name.
  public var title: String
  /// The animator's one-line summary.
  public var summary: String
  /// The operation played: `present`, `dismiss`, `push`, `pop` or `tab`.
  public var operation: String
  /// The gesture that drove the transition (`flick`, `drag`, `drag-reverse`), or `nil` when it
  /// ran on its own.
  public var gesture: String?
  /// The container's size in points.
  public var container: CGSize
  /// The parameters, in the animator's declaration order, with defaults filled in.
  public var parameters: [Parameter]
  /// The frames to draw: one per sample.
  public var timeline: Timeline
  /// The timing's progress at each frame's time, one per frame of ``timeline``.
  public var frameProgress: [Double]
  /// The timing, plotted.
  public var timing: TimingGraph

  /// Creates a preview input with every field given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - summary: The animator's summary.
  ///   - operation: The operation played.
  ///   - gesture: The driving gesture, if any.
  ///   - container: The container's size.
  ///   - parameters: The parameters with their values.
  ///   - timeline: The frames.
  ///   - frameProgress: The progress at each frame.
  ///   - timing: The timing graph.
  public init(
    title: String, summary: String, operation: String, gesture: String?, container: CGSize,
    parameters: [Parameter], timeline: Timeline, frameProgress: [Double], timing: TimingGraph
  ) {
    self.title = title
    self.summary = summary
    self.operation = operation
    self.gesture = gesture
    self.container = container
    self.parameters = parameters
    self.timeline = timeline
    self.frameProgress = frameProgress
    self.timing = timing
  }

  /// Creates the input of a timeline alone: no summary, gesture or parameters, and progress
  /// read as the fraction of the duration elapsed (a straight line from 0 to 1).
  ///
  /// - Parameters:
  ///   - timeline: The frames, as a `HeadlessTransition` recorded them.
  ///   - container: The size of the scene the timeline was recorded in, in points.
  ///   - title: The title shown above the frames.
  ///   - operation: The operation played: `present`, `dismiss`, `push`, `pop` or `tab`. It
  ///     decides which screen is drawn on top when their `zIndex` is equal (the arriving one in a
  ///     presentation, push or tab switch, the leaving one in a dismissal or pop).
  public init(
    timeline: Timeline, container: CGSize, title: String = "Transition",
    operation: String = "present"
  ) {
    let duration = timeline.duration
    let progress = timeline.frames.map { frame in
      duration > 0 && duration.isFinite ? min(max(frame.time / duration, 0), 1) : 1
    }
    self.init(
      title: title, summary: "", operation: operation, gesture: nil, container: container,
      parameters: [], timeline: timeline, frameProgress: progress,
      timing: TimingGraph(label: "not given (progress is the time elapsed)", points: []))
  }
}
