import CurtainHeadless
import Foundation

extension SVGFilmstripWriter {
  /// Writes the cell of frame `index`: the device, its actors back to front, and the label.
  ///
  /// - Parameters:
  ///   - index: The frame's index in the timeline.
  ///   - headerHeight: Where the grid starts, in pixels.
  ///   - out: The text to append to.
  mutating func writeCell(_ index: Int, headerHeight: Double, into out: inout String) {
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    let frame = input.timeline.frames[index]
    let origin = layout.origin(ofCell: index, headerHeight: headerHeight)
    let width = layout.cellWidth
    let height = layout.cellHeight
    out += "<g class=\"frame\" data-index=\"\(index)\""
    out += " data-time=\"\(data(frame.time))\""
    let progress = index < input.frameProgress.count ? input.frameProgress[index] : nil
    if let progress { out += " data-progress=\"\(data(progress))\"" }
    out += " transform=\"translate(\(c(origin.x)) \(c(origin.y)))\">\n"
    out += "<rect x=\"-4\" y=\"-4\" width=\"\(c(width + 8))\" height=\"\(c(height + 8))\""
    out += " rx=\"\(c(min(width, height) * 0.11 + 4))\" fill=\"#1e293b\"/>\n"
    out += "<g transform=\"scale(\(c(layout.scale, decimals: 5)))\" clip-path=\"url(#screen)\">\n"
    let wallpaper = frame[.container]?.backgroundColor.map(RenderFormat.rgb) ?? "#f1f5f9"
    out += "<rect width=\"\(c(Double(layout.container.width)))\""
    out += " height=\"\(c(Double(layout.container.height)))\" fill=\"\(wallpaper)\"/>\n"
    let layers = RenderStage.layers(
      of: frame, actors: input.timeline.actors, operation: input.operation,
      container: input.container)
    var blurredUpTo = 0
    if let background = layers.firstIndex(where: { $0.actor == .background }), background > 0 {
      let level = Self.blurLevel(of: layers[background].state)
      if level > 0 {
        blurLevels.insert(level)
        out += "<g class=\"blurred\" filter=\"url(#blur\(level))\">\n"
        for layer in layers[..<background] { writeActor(layer, into: &out) }
        out += "</g>\n"
        blurredUpTo = background
      }
    }
    for layer in layers[blurredUpTo...] { writeActor(layer, into: &out) }
    out += "</g>\n"
    let time = "t = " + RenderFormat.fixed(frame.time, decimals: 3) + " s"
    out += text(time, x: width / 2, y: height + 18, size: 11, color: "#0f172a", anchor: "middle")
    let progressText = progress.map { "p = " + RenderFormat.fixed($0, decimals: 2) } ?? "p = –"
    out += text(
      progressText, x: width / 2, y: height + 31, size: 10, color: "#64748b", anchor: "middle")
    out += "</g>\n"
  }

  /// How strongly a background blurs what is under it, in tenths: its blur fraction times its
  /// opacity, rounded; 0 for no blur.
  ///
  /// - Parameter state: The background's state.
  /// - Returns: `0...10`.
  static func blurLevel(of state: ViewState) -> Int {
    guard let blur = state.blurFraction, blur.isFinite else { return 0 }
    let amount = Double(blur) * Double(state.alpha ?? 1)
    return Int(clamping: (amount * 10).rounded(), to: 0...10)
  }

  /// Writes one actor: a group carrying its geometry, opacity and transform, holding its
  /// drawing.
  ///
  /// - Parameters:
  ///   - layer: The actor and its state.
  ///   - out: The text to append to.
  mutating func writeActor(_ layer: RenderLayer, into out: inout String) {
    let state = layer.state
    let frame = layer.frame
    let alpha = state.alpha.map(Double.init)
    out += "<g class=\"actor\" data-actor=\"\(RenderFormat.escaped(layer.actor.description))\""
    out += " data-x=\"\(data(Double(frame.minX)))\""
    out += " data-y=\"\(data(Double(frame.minY)))\""
    out += " data-width=\"\(data(Double(frame.width)))\""
    out += " data-height=\"\(data(Double(frame.height)))\""
    out += " data-alpha=\"\(data(alpha ?? 1))\""
    if let zIndex = state.zIndex { out += " data-z=\"\(zIndex)\"" }
    if let blur = state.blurFraction {
      out += " data-blur=\"\(data(Double(blur)))\""
    }
    if let alpha, alpha < 1 {
      out += " opacity=\"\(RenderFormat.compact(max(alpha, 0), decimals: 3))\""
    }
    if let transform = Self.transform(state.transform, about: frame) {
      out += " transform=\"\(transform)\""
    }
    out += ">\n"
    if (alpha ?? 1) > 0.001 {
      if layer.actor == .background {
        writeBackground(layer, into: &out)
      } else {
        writeScreen(layer, into: &out)
      }
    }
    out += "</g>\n"
  }

  /// The SVG transform that draws `transform` about the centre of `frame`, or `nil` for none.
  ///
  /// SVG transforms are affine, so the 3D parts are approximated: a rotation about y narrows
  /// the view to `cos(rotationY)` of its width and a rotation about x flattens it to
  /// `cos(rotationX)` of its height (the projected size of a flat card seen head-on; past a
  /// quarter turn the factor goes negative and the view shows mirrored, as its back does in
  /// Core Animation). With perspective (`m34 = -1/d`), a translation along z scales the view by
  /// `d / (d - z)`; the keystone of a tilted card (its near edge taller than its far edge) is
  /// not drawn.
  ///
  /// - Parameters:
  ///   - transform: The transform, if any.
  ///   - frame: The view's frame, whose centre the transform is about.
  /// - Returns: The `transform` attribute's value.
  static func transform(_ transform: Transform3D?, about frame: CGRect) -> String? {
    guard let transform, transform.isFinite, !transform.isIdentity else { return nil }
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    var scaleX = Double(transform.scaleX) * cos(Double(transform.rotationY))
    var scaleY = Double(transform.scaleY) * cos(Double(transform.rotationX))
    if transform.perspective < 0 {
      let distance = -1 / Double(transform.perspective)
      let depth = distance - Double(transform.translationZ)
      if depth > 1e-6 {
        scaleX *= distance / depth
        scaleY *= distance / depth
      }
    }
    let x = Double(transform.translationX)
    let y = Double(transform.translationY)
    let degrees = Double(transform.rotation) * 180 / .pi
    let scaleText = c(scaleX, decimals: 4) + " " + c(scaleY, decimals: 4)
    let degreesText = c(degrees)
    if scaleText == "1 1", degreesText == "0" || degreesText == "-0" {
      let moved = c(x) + " " + c(y)
      return moved == "0 0" ? nil : "translate(\(moved))"
    }
    let centreX = Double(frame.midX)
    let centreY = Double(frame.midY)
    var out = "translate(\(c(centreX + x)) \(c(centreY + y)))"
    if degreesText != "0" { out += " rotate(\(degreesText))" }
    if scaleText != "1 1" { out += " scale(\(scaleText))" }
    return out + " translate(\(c(-centreX)) \(c(-centreY)))"
  }

  /// Writes a screen: a rounded body with its shadow, a title bar naming the actor, and grey
  /// placeholder content.
  ///
  /// - Parameters:
  ///   - layer: The screen.
  ///   - out: The text to append to.
  private mutating func writeScreen(_ layer: RenderLayer, into out: inout String) {
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    let style = SVGActorStyle.of(layer.actor)
    let frame = layer.frame
    let x = Double(frame.minX)
    let y = Double(frame.minY)
    let width = Double(frame.width)
    let height = Double(frame.height)
    let radii = Self.radii(of: layer.state, width: width, height: height)
    out += "<path d=\"\(Self.roundedRect(x, y, width, height, radii))\""
    if let color = layer.state.backgroundColor {
      out += " fill=\"\(RenderFormat.rgb(color))\""
      if color.alpha < 1 { out += " fill-opacity=\"\(c(color.alpha, decimals: 3))\"" }
    } else {
      out += " fill=\"\(style.fill)\""
    }
    out += " stroke=\"\(style.stroke)\" stroke-width=\"2\""
    if let filter = shadowFilter(for: layer.state.shadow) {
      out += " filter=\"url(#\(filter))\""
    }
    out += "/>\n"
    guard width >= 40, height >= 40 else { return }
    // A screen's bar is 96 points, a navigation bar under the status bar; smaller views get a
    // proportionally smaller one.
    let bar = min(96, max(24, height * 0.22))
    let barRadii = (min(radii.0, bar), min(radii.1, bar), 0.0, 0.0)
    out += "<path d=\"\(Self.roundedRect(x, y, width, bar, barRadii))\" fill=\"\(style.bar)\"/>\n"
    let name = layer.actor.description
    let size = Self.titleSize(for: name, width: width, bar: bar)
    if size >= 8 {
      out += text(
        name, x: x + width / 2, y: y + bar / 2 + size * 0.36, size: size, color: style.barText,
        weight: "600", anchor: "middle")
    }
    let inset = 24.0
    let bottom = y + height - inset
    var top = y + bar + inset
    let contentWidth = width - 2 * inset
    guard contentWidth > 8 else { return }
    if height - bar > 260 {
      let blockHeight = min(height * 0.22, 180)
      out += "<rect x=\"\(c(x + inset))\" y=\"\(c(top))\" width=\"\(c(contentWidth))\""
      out += " height=\"\(c(blockHeight))\" rx=\"14\" fill=\"\(style.block)\"/>\n"
      top += blockHeight + inset
    }
    let lengths = [0.92, 0.74, 0.85, 0.58, 0.8, 0.66]
    var index = 0
    while top + 14 <= bottom, index < 12 {
      let length = contentWidth * lengths[index % lengths.count]
      out += "<rect x=\"\(c(x + inset))\" y=\"\(c(top))\" width=\"\(c(length))\""
      out += " height=\"14\" rx=\"7\" fill=\"\(style.line)\"/>\n"
      top += 36
      index += 1
    }
  }

  /// The font size of a title bar's text: 30 points, or less so that `name` fits the width
  /// and the bar (a character taken as 0.6 of the size wide).
  ///
  /// - Parameters:
  ///   - name: The text.
  ///   - width: The view's width.
  ///   - bar: The bar's height.
  /// - Returns: The font size.
  static func titleSize(for name: String, width: Double, bar: Double) -> Double {
    min(30, bar * 0.45, width * 0.9 / (0.6 * Double(max(name.count, 1))))
  }

  /// Writes the background: a frosted veil when it blurs (the screens under it are blurred by
  /// the cell), otherwise a dimming fill, black at the background's opacity unless it has a
  /// colour.
  ///
  /// - Parameters:
  ///   - layer: The background.
  ///   - out: The text to append to.
  private func writeBackground(_ layer: RenderLayer, into out: inout String) {
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    let frame = layer.frame
    let radii = Self.radii(
      of: layer.state, width: Double(frame.width), height: Double(frame.height))
    let shape = Self.roundedRect(
      Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height), radii)
    if let blur = layer.state.blurFraction {
      let veil = min(max(Double(blur), 0), 1) * 0.45
      guard veil > 0.001 else { return }
      out += "<path d=\"\(shape)\" fill=\"#f8fafc\" fill-opacity=\"\(c(veil, decimals: 3))\"/>\n"
    } else if let color = layer.state.backgroundColor {
      out += "<path d=\"\(shape)\" fill=\"\(RenderFormat.rgb(color))\""
      out += " fill-opacity=\"\(c(color.alpha, decimals: 3))\"/>\n"
    } else {
      let opacity = layer.state.alpha == nil ? 0.4 : 1
      out += "<path d=\"\(shape)\" fill=\"#000000\" fill-opacity=\"\(c(opacity))\"/>\n"
    }
  }

  /// The radii of the four corners (top left, top right, bottom right, bottom left): the
  /// state's corner radius on the corners its mask names (all when it names none), at most half
  /// the shorter side.
  ///
  /// - Parameters:
  ///   - state: The view's state.
  ///   - width: The view's width.
  ///   - height: The view's height.
  /// - Returns: The four radii.
  static func radii(
    of state: ViewState, width: Double, height: Double
  ) -> (Double, Double, Double, Double) {
    guard let radius = state.cornerRadius.map(Double.init), radius.isFinite, radius > 0 else {
      return (0, 0, 0, 0)
    }
    let limited = min(radius, width / 2, height / 2)
    let corners = state.corners ?? .all
    return (
      corners.contains(.topLeft) ? limited : 0, corners.contains(.topRight) ? limited : 0,
      corners.contains(.bottomRight) ? limited : 0, corners.contains(.bottomLeft) ? limited : 0
    )
  }

  /// A path of a rectangle with its own radius at each corner.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  ///   - radii: The radii: top left, top right, bottom right, bottom left.
  /// - Returns: The path data.
  static func roundedRect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    _ radii: (Double, Double, Double, Double)
  ) -> String {
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    let (topLeft, topRight, bottomRight, bottomLeft) = radii
    func arc(_ radius: Double, _ endX: Double, _ endY: Double) -> String {
      radius > 0 ? "A\(c(radius)) \(c(radius)) 0 0 1 \(c(endX)) \(c(endY))" : ""
    }
    let right = x + width
    let bottom = y + height
    var path = "M\(c(x + topLeft)) \(c(y))H\(c(right - topRight))"
    path += arc(topRight, right, y + topRight)
    path += "V\(c(bottom - bottomRight))" + arc(bottomRight, right - bottomRight, bottom)
    path += "H\(c(x + bottomLeft))" + arc(bottomLeft, x, bottom - bottomLeft)
    path += "V\(c(y + topLeft))" + arc(topLeft, x + topLeft, y)
    return path + "Z"
  }

  /// The id of the drop-shadow filter for `shadow`, defining it on first use; `nil` for no
  /// visible shadow.
  ///
  /// Core Animation's shadow radius is taken as the Gaussian's standard deviation and its
  /// offset as the filter's offset (both in container points, y down as in UIKit).
  ///
  /// - Parameter shadow: The shadow, if any.
  /// - Returns: The filter's id.
  private mutating func shadowFilter(for shadow: Shadow?) -> String? {
    guard let shadow, shadow.isFinite, shadow.opacity > 0.001, shadow.color.alpha > 0.001 else {
      return nil
    }
    func c(_ value: Double, decimals: Int = 2) -> String {
      RenderFormat.compact(value, decimals: decimals)
    }
    let opacity = c(min(shadow.opacity, 1) * shadow.color.alpha, decimals: 3)
    let key = [
      c(Double(max(shadow.radius, 0))), c(Double(shadow.offset.width)),
      c(Double(shadow.offset.height)), RenderFormat.rgb(shadow.color), opacity,
    ].joined(separator: ";")
    if let known = shadowFilters[key] { return "shadow\(known)" }
    let number = shadowDefinitions.count
    shadowFilters[key] = number
    var out = "<filter id=\"shadow\(number)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\""
    out += " color-interpolation-filters=\"sRGB\">"
    out += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(c(Double(shadow.radius)))\"/>"
    out += "<feOffset dx=\"\(c(Double(shadow.offset.width)))\""
    out += " dy=\"\(c(Double(shadow.offset.height)))\" result=\"offset\"/>"
    out +=
      "<feFlood flood-color=\"\(RenderFormat.rgb(shadow.color))\" flood-opacity=\"\(opacity)\"/>"
    out += "<feComposite in2=\"offset\" operator=\"in\"/>"
    out += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
    shadowDefinitions.append(out)
    return "shadow\(number)"
  }
}
