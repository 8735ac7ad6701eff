import CurtainHeadless
import Foundation

/// Draws a transition as a self-contained HTML page that plays it: the container and its
/// actors animated at real speed in a loop, with play and pause, a scrubber, a speed selector,
/// the timing graph and the parameters.
///
/// ```swift
/// import CurtainHeadless
/// import CurtainPreview
/// import Foundation
///
/// func writePlayer(of timeline: Timeline, to path: String) throws {
///   let player = HTMLPlayer(timeline: timeline, container: CGSize(width: 390, height: 844))
///   try player.page.write(toFile: path, atomically: true, encoding: .utf8)
/// }
/// ```
///
/// The page needs no network: its CSS and JavaScript are inline (the module keeps them as the
/// resources `player.css` and `player.js`, with the markup in `player.html`), it loads no
/// fonts, images or scripts, and it works opened from a `file://` URL. The stage is drawn with
/// HTML elements and CSS transforms (3D rotations in true perspective, corner radii, shadows,
/// backdrop blur) and the timing graph on a canvas, so the page holds no URL at all, not even
/// the SVG namespace.
///
/// Two JSON blocks carry the data, for tools as much as for the page's script:
/// - `<script type="application/json" id="curtain-timeline">` holds exactly the bytes of the
///   timeline's `jsonData()` (with `</` written `<\/` should it ever occur, so the block cannot
///   end early);
/// - `<script type="application/json" id="curtain-meta">` holds the title, summary,
///   operation, gesture, container size, parameters, per-frame progress and timing graph,
///   with sorted keys.
///
/// Space plays and pauses. Opened with `#t=0.4&paused` after its file name, the page starts
/// paused at 0.4 s, which is handy for screenshots. The same input always gives the same text.
public struct HTMLPlayer: Sendable {
  /// The transition played.
  public var input: PreviewInput

  /// Prepares to draw `input`.
  ///
  /// - Parameter input: The transition.
  public init(_ input: PreviewInput) {
    self.input = input
  }

  /// Prepares to draw a timeline alone, as ``PreviewInput/init(timeline:container:title:operation:)``
  /// describes it.
  ///
  /// - Parameters:
  ///   - timeline: The frames.
  ///   - container: The size of the scene the timeline was recorded in, in points.
  ///   - title: The title shown above the player.
  ///   - operation: The operation played: `present`, `dismiss`, `push`, `pop` or `tab`.
  public init(
    timeline: Timeline, container: CGSize, title: String = "Transition",
    operation: String = "present"
  ) {
    self.init(
      PreviewInput(timeline: timeline, container: container, title: title, operation: operation))
  }

  /// The standalone HTML page, starting with `<!DOCTYPE html>`.
  public var page: String {
    let timeline = (try? input.timeline.jsonData()).map { String(decoding: $0, as: UTF8.self) }
    let meta = HTMLPlayerMeta(input).json()
    let title = RenderFormat.escaped(input.title)
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<title>" + title + " · Curtain</title>\n"
    page += "<style>\n" + PlayerPage.style + "</style>\n</head>\n"
    page += "<body>\n<header>\n<h1>" + title + "</h1>\n"
    page += "<p class=\"summary\">" + RenderFormat.escaped(input.summary) + "</p>\n"
    page += "<p class=\"facts\">" + RenderFormat.escaped(Self.facts(input)) + "</p>\n</header>\n"
    page += PlayerPage.body
    page += "<table id=\"parameters\">\n<thead><tr><th>Parameter</th><th>Value</th></tr></thead>\n"
    page += "<tbody>\n"
    for parameter in input.parameters {
      page += "<tr><td>" + RenderFormat.escaped(parameter.name) + "</td><td>"
      page += RenderFormat.escaped(parameter.value) + "</td></tr>\n"
    }
    if input.parameters.isEmpty {
      page += "<tr><td colspan=\"2\">none</td></tr>\n"
    }
    page += "</tbody>\n</table>\n</aside>\n</main>\n"
    page += "<script type=\"application/json\" id=\"curtain-timeline\">"
    page += Self.scriptSafe(timeline ?? "null") + "</script>\n"
    page += "<script type=\"application/json\" id=\"curtain-meta\">"
    page += Self.scriptSafe(meta) + "</script>\n"
    page += "<script>\n" + PlayerPage.script + "</script>\n</body>\n</html>\n"
    return page
  }

  /// The line under the title: operation, gesture, frames, duration and container.
  ///
  /// - Parameter input: The transition.
  /// - Returns: The line, unescaped.
  static func facts(_ input: PreviewInput) -> String {
    let timeline = input.timeline
    return [
      "operation: " + input.operation, "gesture: " + (input.gesture ?? "none"),
      "\(timeline.frames.count) frames at \(timeline.framesPerSecond) fps",
      RenderFormat.fixed(timeline.duration, decimals: 3) + " s",
      "container " + RenderFormat.compact(Double(input.container.width)) + " × "
        + RenderFormat.compact(Double(input.container.height)) + " pt",
    ].joined(separator: "  ·  ")
  }

  /// Makes `json` safe inside a `<script>` element: `</` becomes `<\/` and `<!--` becomes
  /// `<\u0021--`, both of which can only occur inside JSON strings, where they read back the
  /// same.
  ///
  /// - Parameter json: The JSON text.
  /// - Returns: The text to put between the tags.
  static func scriptSafe(_ json: String) -> String {
    guard json.contains("<") else { return json }
    return json.replacingOccurrences(of: "</", with: "<\\/")
      .replacingOccurrences(of: "<!--", with: "<\\u0021--")
  }
}

/// What the page's script needs besides the timeline, as the `curtain-meta` JSON block.
struct HTMLPlayerMeta: Encodable {
  /// A size in points.
  struct Size: Encodable {
    /// The width.
    var width: Double
    /// The height.
    var height: Double
  }

  /// One listed parameter.
  struct Parameter: Encodable {
    /// The name.
    var name: String
    /// The value, as text.
    var value: String
  }

  /// One point of the timing graph.
  struct Point: Encodable {
    /// Seconds since the start.
    var time: Double
    /// The progress.
    var progress: Double
  }

  /// The timing graph.
  struct Timing: Encodable {
    /// What the timing is.
    var label: String
    /// Its points.
    var points: [Point]
  }

  /// The title.
  var title: String
  /// The animator's summary.
  var summary: String
  /// The operation played.
  var operation: String
  /// The driving gesture, if any.
  var gesture: String?
  /// The container's size.
  var container: Size
  /// The parameters.
  var parameters: [Parameter]
  /// The progress at each frame.
  var frameProgress: [Double]
  /// The timing graph.
  var timing: Timing

  /// Takes the metadata from `input`; numbers that are not finite become 0, which JSON cannot
  /// hold.
  ///
  /// - Parameter input: The transition.
  init(_ input: PreviewInput) {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    title = input.title
    summary = input.summary
    operation = input.operation
    gesture = input.gesture
    container = Size(
      width: finite(Double(input.container.width)), height: finite(Double(input.container.height)))
    parameters = input.parameters.map { Parameter(name: $0.name, value: $0.value) }
    frameProgress = input.frameProgress.map(finite)
    timing = Timing(
      label: input.timing.label,
      points: input.timing.points.map {
        Point(time: finite($0.time), progress: finite($0.progress))
      })
  }

  /// The metadata as JSON with sorted keys.
  ///
  /// - Returns: The JSON text; `null` should encoding fail, which finite numbers never make it.
  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
