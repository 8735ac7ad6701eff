import CurtainHeadless
import Foundation

extension SVGFilmstripWriter {
  /// Writes the header: the title, the summary, the operation, gesture, frame count and
  /// timing, the parameters, and a small plot of the timing at the right.
  ///
  /// - Parameter out: The text to append to.
  /// - Returns: The header's height, in pixels: where the grid of frames starts.
  func writeHeader(into out: inout String) -> Double {
    let margin = SVGFilmstripLayout.margin
    let graphLeft = layout.width - margin - SVGFilmstripLayout.graphWidth
    let textWidth = graphLeft - 24 - margin
    var y = margin + 22
    out += "<g class=\"header\">\n"
    out += text(input.title, x: margin, y: y, size: 22, color: "#0f172a", weight: "700")
    y += 10
    for line in Self.wrap(input.summary, width: textWidth, size: 13) {
      y += 18
      out += text(line, x: margin, y: y, size: 13, color: "#475569")
    }
    let timeline = input.timeline
    var facts = ["operation: " + input.operation]
    facts.append("gesture: " + (input.gesture ?? "none"))
    facts.append("\(timeline.frames.count) frames at \(timeline.framesPerSecond) fps")
    facts.append(RenderFormat.fixed(timeline.duration, decimals: 3) + " s")
    facts.append(
      "container " + RenderFormat.compact(Double(input.container.width)) + " × "
        + RenderFormat.compact(Double(input.container.height)) + " pt")
    var lines = Self.wrap(facts.joined(separator: "  ·  "), width: textWidth, size: 12)
    lines += Self.wrap("timing: " + input.timing.label, width: textWidth, size: 12)
    let parameters = input.parameters.map { parameter in
      let value = parameter.value
      return parameter.name + " = " + (value.count > 48 ? value.prefix(47) + "…" : value)
    }
    if !parameters.isEmpty {
      lines += Self.wrap(
        "parameters: " + parameters.joined(separator: "   "), width: textWidth, size: 12)
    }
    y += 6
    for line in lines {
      y += 18
      out += text(line, x: margin, y: y, size: 12, color: "#334155")
    }
    let graphBottom = writeGraph(left: graphLeft, top: margin + 4, into: &out)
    out += "</g>\n"
    return max(y, graphBottom) + 24
  }

  /// Writes the plot of the timing's progress over time, with a dot at each frame.
  ///
  /// - Parameters:
  ///   - left: The plot's left edge, in pixels.
  ///   - top: Its top edge.
  ///   - out: The text to append to.
  /// - Returns: The bottom of the plot and its labels.
  private func writeGraph(left: Double, top: Double, into out: inout String) -> Double {
    let plotLeft = left + 26
    let plotWidth = SVGFilmstripLayout.graphWidth - 26
    let plotHeight = SVGFilmstripLayout.graphHeight
    let points = input.timing.points.filter { $0.time.isFinite && $0.progress.isFinite }
    let progresses = points.map(\.progress) + input.frameProgress.filter(\.isFinite)
    let low = min(0, progresses.min() ?? 0)
    let high = max(1, progresses.max() ?? 1)
    let lastTime = max(input.timeline.duration, points.last?.time ?? 0)
    let duration = lastTime > 0 && lastTime.isFinite ? lastTime : 1
    func x(_ time: Double) -> String {
      RenderFormat.compact(plotLeft + plotWidth * min(max(time / duration, 0), 1))
    }
    func yValue(_ progress: Double) -> Double {
      top + plotHeight * (high - progress) / (high - low)
    }
    func y(_ progress: Double) -> String { RenderFormat.compact(yValue(progress)) }
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    out += "<g class=\"timing\">\n"
    out += "<rect x=\"\(c(plotLeft))\" y=\"\(c(top))\" width=\"\(c(plotWidth))\""
    out += " height=\"\(c(plotHeight))\" fill=\"#f8fafc\" stroke=\"#cbd5e1\"/>\n"
    for level in [0.0, 1.0] {
      out += "<line x1=\"\(c(plotLeft))\" x2=\"\(c(plotLeft + plotWidth))\" y1=\"\(y(level))\""
      out += " y2=\"\(y(level))\" stroke=\"#94a3b8\" stroke-dasharray=\"3 3\"/>\n"
      out += text(
        c(level), x: plotLeft - 6, y: yValue(level) + 4, size: 10,
        color: "#64748b", anchor: "end")
    }
    if !points.isEmpty {
      out += "<polyline fill=\"none\" stroke=\"#2563eb\" stroke-width=\"1.5\" points=\""
      for (index, point) in points.enumerated() {
        if index > 0 { out += " " }
        out += x(point.time) + "," + y(point.progress)
      }
      out += "\"/>\n"
    }
    for (frame, progress) in zip(input.timeline.frames, input.frameProgress)
    where progress.isFinite && frame.time.isFinite {
      out += "<circle cx=\"\(x(frame.time))\" cy=\"\(y(progress))\" r=\"1.6\" fill=\"#1d4ed8\"/>"
    }
    out += "\n"
    let bottom = top + plotHeight
    out += text("0", x: plotLeft, y: bottom + 13, size: 10, color: "#64748b")
    out += text(
      RenderFormat.compact(duration, decimals: 3) + " s", x: plotLeft + plotWidth,
      y: bottom + 13, size: 10, color: "#64748b", anchor: "end")
    let label = "progress · " + input.timing.label
    let clipped = label.count > 40 ? String(label.prefix(39)) + "…" : label
    out += text(clipped, x: plotLeft, y: bottom + 27, size: 10, color: "#334155")
    out += "</g>\n"
    return bottom + 27
  }

  /// A `<text>` element holding `content`, escaped.
  ///
  /// - Parameters:
  ///   - content: The text, unescaped.
  ///   - x: The anchor's x, in pixels.
  ///   - y: The baseline's y.
  ///   - size: The font size.
  ///   - color: The fill.
  ///   - weight: The font weight, if not normal.
  ///   - anchor: The text anchor, if not `start`.
  /// - Returns: The element and a line break.
  func text(
    _ content: String, x: Double, y: Double, size: Double, color: String,
    weight: String? = nil, anchor: String? = nil
  ) -> String {
    var out = "<text x=\"\(RenderFormat.compact(x))\" y=\"\(RenderFormat.compact(y))\""
    out += " font-size=\"\(RenderFormat.compact(size))\" fill=\"\(color)\""
    if let weight { out += " font-weight=\"\(weight)\"" }
    if let anchor { out += " text-anchor=\"\(anchor)\"" }
    return out + ">" + RenderFormat.escaped(content) + "</text>\n"
  }

  /// Splits `text` into lines that fit `width` pixels at font size `size`, estimating a
  /// character as 0.56 of the font size wide.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The width available.
  ///   - size: The font size.
  /// - Returns: The lines; none for empty text.
  static func wrap(_ text: String, width: Double, size: Double) -> [String] {
    let limit = Int(clamping: width / (size * 0.56), to: 12...10_000)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty, line.count + 1 + word.count > limit {
        lines.append(line)
        line = String(word)
      } else {
        line += line.isEmpty ? String(word) : " " + word
      }
    }
    if !line.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(line) }
    return lines
  }
}
