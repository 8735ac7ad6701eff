import Foundation

extension Timeline {
  /// The timeline as JSON: pretty-printed, with keys in sorted order, so the same timeline
  /// always gives the same bytes (fit for golden files and diffs).
  ///
  /// The schema:
  ///
  /// ```json
  /// {
  ///   "actors" : [ "presented", "presenting" ],
  ///   "duration" : 0.5,
  ///   "frames" : [
  ///     {
  ///       "states" : {
  ///         "presented" : { "alpha" : 0, "frame" : [ [ 0, 0 ], [ 390, 844 ] ] },
  ///         "presenting" : { "alpha" : 1, "frame" : [ [ 0, 0 ], [ 390, 844 ] ] }
  ///       },
  ///       "time" : 0
  ///     }
  ///   ],
  ///   "framesPerSecond" : 60
  /// }
  /// ```
  ///
  /// A timeline with ``events`` (a sheet's drag) adds them, in order of time:
  ///
  /// ```json
  ///   "events" : [
  ///     { "kind" : "haptic", "time" : 0.25 },
  ///     { "kind" : "detent", "time" : 0.9, "value" : "large" }
  ///   ],
  /// ```
  ///
  /// - `actors`: actor names as `ActorID`'s text form (`presented`, `snapshot:card`,
  ///   `custom:badge`).
  /// - `frames[i].states`: an object keyed by actor name; each value is a `ViewState` holding
  ///   only the properties that are set: `frame` as `[[x, y], [width, height]]`, `alpha`,
  ///   `transform` (`translationX`, `translationY`, `translationZ`, `scaleX`, `scaleY`,
  ///   `rotation`, `rotationX`, `rotationY`, `perspective`), `cornerRadius`, `corners` (the
  ///   option set's raw value: 1 top left, 2 top right, 4 bottom left, 8 bottom right),
  ///   `backgroundColor` (`red`, `green`, `blue`, `alpha`), `shadow` (`color`, `opacity`,
  ///   `radius`, `offset` as `[width, height]`), `blurFraction`, `isHidden`, `zIndex`.
  /// - `events[i]`: `time`, `kind` (`detent`, `haptic`, `dismissAttempt`, `dismissed`) and,
  ///   for `detent`, `value` (the detent's id). The key is left out when there are none.
  /// - Times are seconds. Numbers are written in their shortest form that reads back to the
  ///   same `Double`, so decoding gives back an equal timeline.
  ///
  /// - Returns: UTF-8 JSON.
  /// - Throws: `EncodingError` when a number is not finite (timelines drawn by the player never
  ///   hold one).
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// Reads a timeline from the JSON that ``jsonData()`` writes.
  ///
  /// - Parameter jsonData: UTF-8 JSON.
  /// - Throws: `DecodingError` naming the place where the JSON does not fit the schema.
  public init(jsonData: Data) throws {
    self = try JSONDecoder().decode(Timeline.self, from: jsonData)
  }

  /// The names of the columns of ``csv``, in order.
  ///
  /// `time` and `actor` (the actor's text form), then one column per number of a `ViewState`:
  /// the frame (`frame.x`, `frame.y`, `frame.width`, `frame.height`), `alpha`, the nine
  /// `transform.` components, `cornerRadius`, `corners` (the raw value), the four
  /// `backgroundColor.` components, the shadow (`shadow.color.` components, `shadow.opacity`,
  /// `shadow.radius`, `shadow.offset.width`, `shadow.offset.height`), `blurFraction`,
  /// `isHidden` (`true` or `false`) and `zIndex`.
  public static let csvColumns: [String] = [
    "time", "actor",
    "frame.x", "frame.y", "frame.width", "frame.height",
    "alpha",
    "transform.translationX", "transform.translationY", "transform.translationZ",
    "transform.scaleX", "transform.scaleY", "transform.rotation", "transform.rotationX",
    "transform.rotationY", "transform.perspective",
    "cornerRadius", "corners",
    "backgroundColor.red", "backgroundColor.green", "backgroundColor.blue",
    "backgroundColor.alpha",
    "shadow.color.red", "shadow.color.green", "shadow.color.blue", "shadow.color.alpha",
    "shadow.opacity", "shadow.radius", "shadow.offset.width", "shadow.offset.height",
    "blurFraction", "isHidden", "zIndex",
  ]

  /// The timeline as CSV (RFC 4180): a header row of ``csvColumns``, then one row per frame and
  /// actor, frames in order of time and actors in the order of ``actors``.
  ///
  /// The ``events`` are not in the CSV (it has one row per frame and actor); read them from
  /// ``jsonData()``.
  ///
  /// A property the state leaves unset is an empty cell (all of a frame's, transform's, colour's
  /// or shadow's cells together). Numbers are written in Swift's shortest form that reads back
  /// to the same `Double` (`0.25`, `1e-05`, `390.0`); an actor name holding a comma, a quote or a
  /// line break is quoted. Lines end with CRLF, as RFC 4180 asks. An actor a frame does not hold
  /// has no row in it.
  ///
  /// ```
  /// time,actor,frame.x,frame.y,frame.width,frame.height,alpha,transform.translationX,…
  /// 0.0,presented,0.0,0.0,390.0,844.0,0.0,0.0,…
  /// ```
  public var csv: String {
    var lines = [Self.csvColumns.joined(separator: ",")]
    for frame in frames {
      for actor in actors {
        guard let state = frame[actor] else { continue }
        lines.append(Self.csvRow(time: frame.time, actor: actor, state: state))
      }
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  private static func csvRow(time: TimeInterval, actor: ActorID, state: ViewState) -> String {
    var cells = [number(time), quoted(actor.description)]
    func append(_ values: [Double]?, count: Int) {
      cells += values.map { $0.map(number) } ?? Array(repeating: "", count: count)
    }
    append(
      state.frame.map { [$0.origin.x, $0.origin.y, $0.width, $0.height].map(Double.init) },
      count: 4)
    append(state.alpha.map { [Double($0)] }, count: 1)
    append(
      state.transform.map { transform in
        [
          transform.translationX, transform.translationY, transform.translationZ,
          transform.scaleX, transform.scaleY, transform.rotation, transform.rotationX,
          transform.rotationY, transform.perspective,
        ].map(Double.init)
      }, count: 9)
    append(state.cornerRadius.map { [Double($0)] }, count: 1)
    cells.append(state.corners.map { "\($0.rawValue)" } ?? "")
    append(state.backgroundColor.map(components), count: 4)
    append(
      state.shadow.map { shadow in
        components(shadow.color)
          + [
            shadow.opacity, Double(shadow.radius), Double(shadow.offset.width),
            Double(shadow.offset.height),
          ]
      }, count: 8)
    append(state.blurFraction.map { [Double($0)] }, count: 1)
    cells.append(state.isHidden.map { "\($0)" } ?? "")
    cells.append(state.zIndex.map { "\($0)" } ?? "")
    return cells.joined(separator: ",")
  }

  private static func components(_ color: RGBAColor) -> [Double] {
    [color.red, color.green, color.blue, color.alpha]
  }

  private static func number(_ value: Double) -> String {
    "\(value)"
  }

  private static func quoted(_ text: String) -> String {
    let special: Set<Unicode.Scalar> = [",", "\"", "\n", "\r"]
    guard text.unicodeScalars.contains(where: special.contains) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
