import CurtainHeadless
import Foundation

/// Everything a picture of one transition needs: what was played, with which parameters, the
/// timeline it produced and the timing it followed.
///
/// The `render` command builds one; ``SVGFilmstrip`` and ``HTMLPlayer`` draw it.
public struct RenderInput: Sendable {
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

  /// Creates a render input.
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
}
