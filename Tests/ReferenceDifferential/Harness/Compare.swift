import Foundation

/// One configuration played both ways.
struct Outcome {
  let library: String
  let configuration: String
  let reference: Trace
  let curtain: Trace
}

/// A property that differs between the library and Curtain in one configuration.
struct Disagreement {
  let library: String
  let configuration: String
  let property: String
  /// The first frame that differs, and both values there.
  let frame: Int
  let reference: [Double]?
  let curtain: [Double]?
  /// How many frames differ, and the largest difference.
  let frames: Int
  let largest: Double

  var description: String {
    func text(_ values: [Double]?) -> String {
      values.map { "[" + $0.map { String(format: "%.3f", $0) }.joined(separator: ", ") + "]" }
        ?? "absent"
    }
    return
      "\(library) | \(configuration) | \(property) | frame \(frame): library \(text(reference)), "
      + "Curtain \(text(curtain)) (\(frames) frames differ, largest difference "
      + String(format: "%.3f", largest) + ")"
  }
}

/// Compares two traces frame by frame.
enum Compare {
  /// The tolerance of a property: half a point for geometry and radii, 0.01 for alpha,
  /// opacity and the transform's linear part.
  static func tolerance(_ property: String, index: Int) -> Double {
    if property.hasSuffix(".alpha") || property.hasSuffix(".opacity") { return 0.01 }
    if property.hasSuffix(".transform") { return index < 4 ? 0.01 : 0.5 }
    if property.hasSuffix(".visible") { return 0 }
    return 0.5
  }

  /// Every property that differs at some frame; the traces' last frames stand for the frames
  /// after a shorter trace's end (a view at rest).
  static func disagreements(_ outcome: Outcome) -> [Disagreement] {
    let a = outcome.reference.frames
    let b = outcome.curtain.frames
    guard !a.isEmpty, !b.isEmpty else { return [] }
    let count = max(a.count, b.count)
    var properties = Set<String>()
    for frame in a + b { properties.formUnion(frame.keys) }
    var found: [Disagreement] = []
    for property in properties.sorted() {
      var first: (Int, [Double]?, [Double]?)?
      var frames = 0
      var largest = 0.0
      for index in 0..<count {
        let x = a[min(index, a.count - 1)][property]
        let y = b[min(index, b.count - 1)][property]
        // A property of a screen that is not drawn on this frame is not compared.
        let screen = property.split(separator: ".").first.map(String.init) ?? ""
        let drawn =
          (a[min(index, a.count - 1)]["\(screen).visible"] ?? [0]) == [1]
          && (b[min(index, b.count - 1)]["\(screen).visible"] ?? [0]) == [1]
        if !property.hasSuffix(".visible") && !drawn { continue }
        var delta = 0.0
        var differs = false
        switch (x, y) {
        case (let x?, let y?) where x.count == y.count:
          for (i, pair) in zip(x, y).enumerated() {
            let d = abs(pair.0 - pair.1)
            delta = max(delta, d)
            if d > tolerance(property, index: i) { differs = true }
          }
        case (nil, nil): break
        default:
          differs = true
          delta = .infinity
        }
        if differs {
          frames += 1
          largest = max(largest, delta)
          if first == nil { first = (index, x, y) }
        }
      }
      if let first {
        found.append(
          Disagreement(
            library: outcome.library, configuration: outcome.configuration, property: property,
            frame: first.0, reference: first.1, curtain: first.2, frames: frames,
            largest: largest))
      }
    }
    return found
  }
}
