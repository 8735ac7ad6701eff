import CurtainHeadless
import Foundation

/// A transition drawn as an SVG filmstrip: every frame of its timeline side by side in a grid,
/// each labelled with its time and progress, under a header naming the transition and its
/// parameters.
///
/// ```swift
/// import CurtainHeadless
/// import CurtainPreview
/// import Foundation
///
/// func writeFilmstrip(of timeline: Timeline, to path: String) throws {
///   let filmstrip = Filmstrip(timeline: timeline, container: CGSize(width: 390, height: 844))
///   try filmstrip.svg.write(toFile: path, atomically: true, encoding: .utf8)
/// }
/// ```
///
/// Each frame cell is a `<g class="frame">` with `data-index`, `data-time` and `data-progress`
/// attributes; inside it each actor is a `<g class="actor" data-actor="presented">` whose
/// `data-x`, `data-y`, `data-width`, `data-height` and `data-alpha` attributes hold its frame
/// (in container points) and opacity exactly as the timeline has them (or rounded, see
/// ``Options/dataDecimals``), so tools can read the geometry back. The document has no
/// external references and the same input always gives the same text.
public struct Filmstrip: Sendable {
  /// How a filmstrip writes its machine-readable attributes.
  public struct Options: Hashable, Sendable {
    /// The decimal places the `data-*` attributes are rounded to, `0...6`, or `nil` to write
    /// them exactly (the shortest text that reads back to the same `Double`).
    ///
    /// Rounding to 4 places, as golden timelines do, keeps a golden SVG the same on platforms
    /// whose math libraries differ in the last bit. The drawing itself is always written to 2
    /// places (5 for scales).
    public var dataDecimals: Int?

    /// Creates options.
    ///
    /// - Parameter dataDecimals: The decimal places of the `data-*` attributes, `0...6`
    ///   (values outside are clamped), or `nil` for exact values.
    public init(dataDecimals: Int? = nil) {
      self.dataDecimals = dataDecimals.map { min(max($0, 0), 6) }
    }

    /// Exact `data-*` attributes.
    public static let standard = Options()
  }

  /// The transition drawn.
  public var input: PreviewInput
  /// How the attributes are written.
  public var options: Options

  /// Prepares to draw `input`.
  ///
  /// - Parameters:
  ///   - input: The transition.
  ///   - options: How the attributes are written; exact by default.
  public init(_ input: PreviewInput, options: Options = .standard) {
    self.input = input
    self.options = options
  }

  /// Prepares to draw a timeline alone, as ``PreviewInput/init(timeline:container:title:operation:)``
  /// describes it.
  ///
  /// - Parameters:
  ///   - timeline: The frames.
  ///   - container: The size of the scene the timeline was recorded in, in points.
  ///   - title: The title shown above the frames.
  ///   - operation: The operation played: `present`, `dismiss`, `push`, `pop` or `tab`.
  ///   - options: How the attributes are written; exact by default.
  public init(
    timeline: Timeline, container: CGSize, title: String = "Transition",
    operation: String = "present", options: Options = .standard
  ) {
    self.init(
      PreviewInput(timeline: timeline, container: container, title: title, operation: operation),
      options: options)
  }

  /// The standalone SVG document, starting with `<svg xmlns="http://www.w3.org/2000/svg" …>`.
  public var svg: String {
    var writer = SVGFilmstripWriter(input: input, options: options)
    return writer.document()
  }
}

/// The grid a filmstrip is laid out on.
struct SVGFilmstripLayout {
  /// The space around everything, in pixels.
  static let margin = 24.0
  /// The width of the slot of one frame cell, in pixels.
  static let slotWidth = 120.0
  /// The space between cells, in pixels.
  static let gap = 16.0
  /// The height of the label under each cell, in pixels.
  static let labelHeight = 36.0
  /// The most cells in a row.
  static let maximumColumns = 8
  /// The width of the timing graph in the header, in pixels.
  static let graphWidth = 220.0
  /// The height of the timing graph's plot, in pixels.
  static let graphHeight = 64.0

  /// The container's size, in points.
  let container: CGSize
  /// Pixels per container point.
  let scale: Double
  /// The width of one frame cell, in pixels: the slot's width, or less for a very tall
  /// container.
  let cellWidth: Double
  /// The height of one frame cell, in pixels.
  let cellHeight: Double
  /// The number of columns.
  let columns: Int
  /// The number of rows.
  let rows: Int
  /// The document's width, in pixels.
  let width: Double

  /// Lays out `frameCount` cells of a container of `container` points.
  ///
  /// - Parameters:
  ///   - container: The container's size; a non-positive or non-finite side counts as 1.
  ///   - frameCount: The number of frames.
  init(container: CGSize, frameCount: Int) {
    let containerWidth = Self.usable(Double(container.width))
    let containerHeight = Self.usable(Double(container.height))
    self.container = CGSize(width: containerWidth, height: containerHeight)
    // A very tall container would make enormous cells; keep them at most three slots tall.
    scale = min(Self.slotWidth / containerWidth, 3 * Self.slotWidth / containerHeight)
    cellWidth = containerWidth * scale
    cellHeight = containerHeight * scale
    columns = max(1, min(Self.maximumColumns, frameCount))
    rows = max(1, (frameCount + columns - 1) / columns)
    let grid = Double(columns) * Self.slotWidth + Double(columns - 1) * Self.gap
    width = max(grid, 640) + 2 * Self.margin
  }

  /// The top-left corner of cell `index`, below a header `headerHeight` pixels tall.
  ///
  /// - Parameters:
  ///   - index: The frame's index.
  ///   - headerHeight: The header's height.
  /// - Returns: The corner, in pixels.
  func origin(ofCell index: Int, headerHeight: Double) -> (x: Double, y: Double) {
    let column = index % columns
    let row = index / columns
    return (
      Self.margin + Double(column) * (Self.slotWidth + Self.gap) + (Self.slotWidth - cellWidth) / 2,
      headerHeight + Double(row) * (cellHeight + Self.labelHeight + Self.gap)
    )
  }

  /// The document's height below a header `headerHeight` pixels tall.
  ///
  /// - Parameter headerHeight: The header's height.
  /// - Returns: The height, in pixels.
  func height(headerHeight: Double) -> Double {
    headerHeight + Double(rows) * (cellHeight + Self.labelHeight + Self.gap) - Self.gap
      + Self.margin
  }

  private static func usable(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 1
  }
}

/// Builds the text of one filmstrip.
struct SVGFilmstripWriter {
  /// The transition drawn.
  let input: PreviewInput
  /// How the attributes are written.
  let options: Filmstrip.Options
  /// The grid.
  let layout: SVGFilmstripLayout
  /// The filters the actors use, keyed by their parameters, in order of first use.
  var shadowFilters: [String: Int] = [:]
  /// The shadow filters' definitions, in order of first use.
  var shadowDefinitions: [String] = []
  /// The blur levels the backgrounds use.
  var blurLevels: Set<Int> = []

  /// Prepares to draw `input`.
  ///
  /// - Parameters:
  ///   - input: The transition.
  ///   - options: How the attributes are written.
  init(input: PreviewInput, options: Filmstrip.Options) {
    self.input = input
    self.options = options
    layout = SVGFilmstripLayout(
      container: input.container, frameCount: input.timeline.frames.count)
  }

  /// Writes the whole document.
  ///
  /// - Returns: The SVG text.
  mutating func document() -> String {
    var header = ""
    let headerHeight = writeHeader(into: &header)
    var cells = ""
    cells.reserveCapacity(input.timeline.frames.count * 4096)
    for index in input.timeline.frames.indices {
      writeCell(index, headerHeight: headerHeight, into: &cells)
    }
    let width = RenderFormat.compact(layout.width)
    let height = RenderFormat.compact(layout.height(headerHeight: headerHeight))
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\">\n"
    out += "<title>" + RenderFormat.escaped(input.title) + "</title>\n"
    out += "<desc>" + RenderFormat.escaped(input.summary) + "</desc>\n"
    out += definitions()
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    out += header
    out += cells
    out += "</svg>\n"
    return out
  }

  /// `value` as a `data-*` attribute's text: exact, or rounded as the options say.
  ///
  /// - Parameter value: The number.
  /// - Returns: The text.
  func data(_ value: Double) -> String {
    guard let decimals = options.dataDecimals else { return RenderFormat.exact(value) }
    return RenderFormat.compact(value, decimals: decimals)
  }

  private func definitions() -> String {
    let width = RenderFormat.compact(Double(layout.container.width))
    let height = RenderFormat.compact(Double(layout.container.height))
    let radius = RenderFormat.compact(
      Double(min(layout.container.width, layout.container.height)) * 0.11)
    var out = "<defs>\n<clipPath id=\"screen\"><rect width=\"\(width)\" height=\"\(height)\""
    out += " rx=\"\(radius)\"/></clipPath>\n"
    for definition in shadowDefinitions { out += definition }
    for level in blurLevels.sorted() {
      let deviation = RenderFormat.compact(Double(level) * SVGActorStyle.blurStep)
      out += "<filter id=\"blur\(level)\" x=\"-10%\" y=\"-10%\" width=\"120%\" height=\"120%\">"
      out += "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>\n"
    }
    out += "</defs>\n"
    return out
  }
}
