import Foundation

/// The value of an animator parameter, as written in a ``TransitionSpec``.
///
/// Its JSON forms:
///
/// | Case | JSON |
/// | --- | --- |
/// | `number` | a number: `0.35` |
/// | `boolean` | `true` or `false` |
/// | `direction` | a ``Direction`` name: `"top"`, `"bottom"`, `"left"`, `"right"`, `"leading"`, `"trailing"` |
/// | `curve` | a preset name (`"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"`, `"default"`, `"standard"`) or `{"x1": 0.2, "y1": 0, "x2": 0.5, "y2": 1}` |
/// | `spring` | `{"mass": 1, "stiffness": 300, "damping": 30}` (`mass` optional) |
/// | `duration` | a preset name (`"ultraSlow"`, `"slow"`, `"medium"`, `"normal"`, `"fast"`, `"reallyFast"`) or seconds as `"0.4s"`; a plain number is accepted wherever the schema expects a duration |
/// | `rect` | `{"x": 0, "y": 0, "width": 390, "height": 844}` |
/// | `color` | `{"red": 0, "green": 0, "blue": 0, "alpha": 0.5}` (`alpha` optional) |
/// | `text` | any other string: `"medium,large,0.3,300pt"` |
///
/// A string that names a direction, curve or duration decodes as that value; a ``ParameterSpec``
/// of type ``ParameterType/text`` takes it back as the text it was written as (`"medium"`), so a
/// text parameter accepts every string.
///
/// Equality and hashing are written by hand over the geometry's components, because `CGRect` is
/// `Hashable` on Apple platforms only from iOS 18: `-0.0` equals `0.0` and both hash alike; a NaN
/// anywhere makes the value unequal to every value, itself included (as `Double`'s `==`);
/// rectangles compare as stored, not standardized.
public enum ParameterValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A Boolean.
  case boolean(Bool)
  /// A direction.
  case direction(Direction)
  /// A timing curve.
  case curve(TimingCurve)
  /// A spring.
  case spring(Spring)
  /// A duration.
  case duration(AnimationDuration)
  /// A rectangle.
  case rect(CGRect)
  /// A colour.
  case color(RGBAColor)
  /// Text that the animator reads itself, such as a sheet's detent list `"medium,0.3,300pt"`.
  ///
  /// The one open-ended kind: rather than a case per animator-specific vocabulary (a list of
  /// detents, a list of names), the registry carries the text as written and the animator's
  /// factory parses it, throwing ``RegistryError/invalidParameterValue(name:value:reason:)``
  /// for text it cannot read, so a spec file, the `curtain` tool's `--param key=value` and
  /// Swift all write the value the same way.
  case text(String)

  /// The type of the value.
  public var type: ParameterType {
    switch self {
    case .number: return .number
    case .boolean: return .boolean
    case .direction: return .direction
    case .curve: return .curve
    case .spring: return .spring
    case .duration: return .duration
    case .rect: return .rect
    case .color: return .color
    case .text: return .text
    }
  }

  /// The text a string-valued JSON form was written as: the name of a direction, a curve or
  /// duration preset, `"0.4s"` for a custom duration, the text itself for `.text`; `nil` for
  /// numbers, Booleans and objects.
  var writtenText: String? {
    switch self {
    case .text(let text): return text
    case .direction(let direction): return direction.rawValue
    case .curve(let curve): return Self.curveNames.first(where: { $0.1 == curve })?.0
    case .duration(let duration):
      return Self.durationNames.first(where: { $0.1 == duration })?.0
        ?? "\(duration.timeInterval)s"
    default: return nil
    }
  }

  /// The named timing-curve presets and their JSON names, such as `("easeInOut", .easeInOut)`.
  package static let curveNames: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("default", .default), ("standard", .standard),
  ]

  /// The named duration presets and their JSON names, such as `("fast", .fast)`.
  package static let durationNames: [(name: String, duration: AnimationDuration)] = [
    ("ultraSlow", .ultraSlow), ("slow", .slow), ("medium", .medium), ("normal", .normal),
    ("fast", .fast), ("reallyFast", .reallyFast),
  ]

  /// Reads a string form: a direction, a curve preset, a duration preset, or seconds like `"0.4s"`.
  static func parse(_ text: String) -> ParameterValue? {
    if let direction = Direction(rawValue: text) { return .direction(direction) }
    if let curve = curveNames.first(where: { $0.0 == text }) { return .curve(curve.1) }
    if let duration = durationNames.first(where: { $0.0 == text }) { return .duration(duration.1) }
    if text.hasSuffix("s"), let seconds = Double(text.dropLast()), seconds.isFinite, seconds >= 0 {
      return .duration(.custom(duration: seconds))
    }
    return nil
  }
}

extension ParameterValue {
  /// Whether both are the same case with equal payloads (a rectangle by its components, not
  /// standardized: `-0.0` equals `0.0`; NaN equals nothing).
  public static func == (lhs: ParameterValue, rhs: ParameterValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): return a == b
    case (.boolean(let a), .boolean(let b)): return a == b
    case (.direction(let a), .direction(let b)): return a == b
    case (.curve(let a), .curve(let b)): return a == b
    case (.spring(let a), .spring(let b)): return a == b
    case (.duration(let a), .duration(let b)): return a == b
    case (.rect(let a), .rect(let b)): return GeometryHashing.equal(a, b)
    case (.color(let a), .color(let b)): return a == b
    case (.text(let a), .text(let b)): return a == b
    default: return false
    }
  }

  /// Hashes the case and its payload (a rectangle by its components, `-0.0` as `0.0`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    switch self {
    case .number(let value): hasher.combine(value)
    case .boolean(let value): hasher.combine(value)
    case .direction(let value): hasher.combine(value)
    case .curve(let value): hasher.combine(value)
    case .spring(let value): hasher.combine(value)
    case .duration(let value): hasher.combine(value)
    case .rect(let value): GeometryHashing.combine(value, into: &hasher)
    case .color(let value): hasher.combine(value)
    case .text(let value): hasher.combine(value)
    }
  }
}

extension ParameterValue: Codable {
  private enum ObjectKeys: String, CodingKey {
    case x1, y1, x2, y2
    case mass, stiffness, damping
    case x, y, width, height
    case red, green, blue, alpha
  }

  /// What a string that names no value gets told: every form a string may take, and that a
  /// number or a Boolean is written without quotes, since the decoder cannot know which type
  /// the parameter has.
  static func unknownTextMessage(_ text: String) -> String {
    let directions = "top, bottom, left, right, leading, trailing"
    let curves = curveNames.map(\.name).joined(separator: ", ")
    let durations = durationNames.map(\.name).joined(separator: ", ")
    return "\"\(text)\" is not a parameter value: a number or a Boolean is written without "
      + "quotes (0.35, true); a string is a direction (\(directions)), a curve (\(curves)), "
      + "a duration (\(durations)) or seconds like \"0.4s\""
  }

  /// Decodes a value from any of its JSON forms (see ``ParameterValue``).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown name, an object of no known shape, or an invalid
  ///   curve, spring or colour.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer() {
      if let flag = try? single.decode(Bool.self) {
        self = .boolean(flag)
        return
      }
      do {
        self = .number(try single.decode(Double.self))
        return
      } catch is DecodingError {
        // Not a number: try the other shapes below.
      } catch {
        // A JSON number no double can hold, such as 1e999 (Foundation reports it with an
        // error of its own): say so instead of trying the other shapes ("expected
        // Dictionary… found number").
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "the number is beyond the range of a double "
              + "(±1.7976931348623157e308); give a finite number"))
      }
      if let text = try? single.decode(String.self) {
        // A string that names no value is text; ParameterSpec.validate refuses it for the
        // other types with unknownTextMessage.
        self = Self.parse(text) ?? .text(text)
        return
      }
    }
    let object = try decoder.container(keyedBy: ObjectKeys.self)
    if object.contains(.x1) {
      self = .curve(try TimingCurve(from: decoder))
    } else if object.contains(.stiffness) {
      self = .spring(try Spring(from: decoder))
    } else if object.contains(.width) {
      let x = try object.decode(Double.self, forKey: .x)
      let y = try object.decode(Double.self, forKey: .y)
      let width = try object.decode(Double.self, forKey: .width)
      let height = try object.decode(Double.self, forKey: .height)
      self = .rect(CGRect(x: x, y: y, width: width, height: height))
    } else if object.contains(.red) {
      let red = try object.decode(Double.self, forKey: .red)
      let green = try object.decode(Double.self, forKey: .green)
      let blue = try object.decode(Double.self, forKey: .blue)
      let alpha = try object.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
      let channels = [red, green, blue, alpha]
      guard channels.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath, debugDescription: "colour channels must be in 0...1"))
      }
      self = .color(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an object parameter must be a curve (x1…), spring (stiffness…), "
            + "rect (width…) or colour (red…)"
        ))
    }
  }

  /// Encodes the value in its JSON form; presets are written by name, custom durations as
  /// `"0.4s"`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error when it cannot write.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .boolean(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .direction(let direction):
      var single = encoder.singleValueContainer()
      try single.encode(direction.rawValue)
    case .curve(let curve):
      if let name = Self.curveNames.first(where: { $0.1 == curve })?.0 {
        var single = encoder.singleValueContainer()
        try single.encode(name)
      } else {
        try curve.encode(to: encoder)
      }
    case .spring(let spring):
      try spring.encode(to: encoder)
    case .duration(let duration):
      var single = encoder.singleValueContainer()
      if let name = Self.durationNames.first(where: { $0.1 == duration })?.0 {
        try single.encode(name)
      } else {
        try single.encode("\(duration.timeInterval)s")
      }
    case .rect(let rect):
      var object = encoder.container(keyedBy: ObjectKeys.self)
      try object.encode(Double(rect.origin.x), forKey: .x)
      try object.encode(Double(rect.origin.y), forKey: .y)
      try object.encode(Double(rect.size.width), forKey: .width)
      try object.encode(Double(rect.size.height), forKey: .height)
    case .color(let color):
      var object = encoder.container(keyedBy: ObjectKeys.self)
      try object.encode(color.red, forKey: .red)
      try object.encode(color.green, forKey: .green)
      try object.encode(color.blue, forKey: .blue)
      try object.encode(color.alpha, forKey: .alpha)
    case .text(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    }
  }
}
