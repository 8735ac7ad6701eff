import CurtainAnimators
import Foundation

/// Parameter values as people type them on the command line and read them in output.
///
/// Parsing goes by the parameter's declared type and ends in `ParameterValue`'s own JSON
/// decoding, so the command line accepts what a spec file accepts:
///
/// | type | text |
/// |---|---|
/// | number | `0.35` |
/// | boolean | `true`, `false` |
/// | direction | `top`, `bottom`, `left`, `right`, `leading`, `trailing` |
/// | curve | `linear`, `easeIn`, `easeOut`, `easeInOut`, `default`, `standard`, or `x1,y1,x2,y2` |
/// | spring | `mass,stiffness,damping`, or `stiffness=300,damping=20[,mass=1]` |
/// | duration | seconds (`0.4` or `0.4s`) or a preset (`fast`, `normal`, `slow`, …) |
/// | rect | `x,y,width,height` |
/// | color | `#RRGGBB` or `#RRGGBBAA` |
/// | text | the text as typed, such as `medium,0.3,300pt` (the animator reads it) |
enum ParameterText {
  /// The named timing curves, as `ParameterValue`'s JSON names them.
  static var curveNames: [(name: String, curve: TimingCurve)] { ParameterValue.curveNames }

  /// The named durations, as `ParameterValue`'s JSON names them.
  static var durationNames: [(name: String, duration: AnimationDuration)] {
    ParameterValue.durationNames
  }

  /// Reads `text` as a value of `type`.
  ///
  /// - Parameters:
  ///   - text: What was typed.
  ///   - type: The parameter's declared type.
  /// - Returns: The value, or `nil` when `text` is not a value of that type.
  static func parse(_ text: String, as type: ParameterType) -> ParameterValue? {
    if type == .text { return .text(text) }
    guard let json = jsonFragment(for: text, as: type),
      let value = try? JSONDecoder().decode(ParameterValue.self, from: Data(json.utf8))
    else { return nil }
    if type == .duration, case .number(let seconds) = value {
      return .duration(.custom(duration: seconds))
    }
    return value.type == type ? value : nil
  }

  /// Why `text` is not a value of `type` although it has the right shape (a curve whose y is
  /// beyond ±1e6, a spring outside its ranges), as the decoder says it; `nil` when the shape
  /// itself is wrong.
  static func problem(with text: String, as type: ParameterType) -> String? {
    guard let json = jsonFragment(for: text, as: type) else { return nil }
    do {
      _ = try JSONDecoder().decode(ParameterValue.self, from: Data(json.utf8))
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return nil
    }
  }

  /// The JSON a spec would hold for `text` as a `type`, or `nil` when it cannot be built.
  static func jsonFragment(for text: String, as type: ParameterType) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch type {
    case .number:
      return finite(trimmed).map(number)
    case .boolean:
      return trimmed == "true" || trimmed == "false" ? trimmed : nil
    case .direction:
      return Direction(rawValue: trimmed) == nil ? nil : quoted(trimmed)
    case .curve:
      if curveNames.contains(where: { $0.0 == trimmed }) { return quoted(trimmed) }
      return object(["x1", "y1", "x2", "y2"], numbers(trimmed, count: 4))
    case .spring:
      if let values = numbers(trimmed, count: 3) {
        return object(["mass", "stiffness", "damping"], values)
      }
      return keyed(trimmed, allowed: ["mass", "stiffness", "damping"])
    case .duration:
      if let seconds = finite(trimmed) { return number(seconds) }
      if durationNames.contains(where: { $0.0 == trimmed }) { return quoted(trimmed) }
      if trimmed.hasSuffix("s"), finite(String(trimmed.dropLast())) != nil {
        return quoted(trimmed)
      }
      return nil
    case .rect:
      return object(["x", "y", "width", "height"], numbers(trimmed, count: 4))
    case .color:
      return color(trimmed)
    case .text:
      return (try? JSONEncoder().encode(text)).flatMap { String(data: $0, encoding: .utf8) }
    }
  }

  /// How `type` is written, for error messages.
  static func example(of type: ParameterType) -> String {
    switch type {
    case .number: return "a number such as 0.35"
    case .boolean: return "true or false"
    case .direction: return "top, bottom, left, right, leading or trailing"
    case .curve:
      return curveNames.map(\.0).joined(separator: ", ") + ", or x1,y1,x2,y2"
    case .spring: return "mass,stiffness,damping or stiffness=300,damping=20"
    case .duration:
      return "seconds such as 0.4 or 0.4s, or "
        + durationNames.map(\.0).joined(separator: ", ")
    case .rect: return "x,y,width,height"
    case .color: return "#RRGGBB or #RRGGBBAA"
    case .text: return "text the animator reads, such as medium,large"
    }
  }

  /// `value` as readable text, in the forms ``parse(_:as:)`` reads back.
  static func describe(_ value: ParameterValue) -> String {
    switch value {
    case .number(let number): return format(number)
    case .boolean(let flag): return flag ? "true" : "false"
    case .direction(let direction): return direction.rawValue
    case .curve(let curve): return describe(curve)
    case .spring(let spring):
      return "mass \(format(spring.mass)) stiffness \(format(spring.stiffness)) "
        + "damping \(format(spring.damping))"
    case .duration(let duration):
      if let name = durationNames.first(where: { $0.1 == duration })?.0 { return name }
      return "\(format(duration.timeInterval))s"
    case .rect(let rect):
      return [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        .map { format(Double($0)) }.joined(separator: ",")
    case .color(let color):
      let channels = [color.red, color.green, color.blue] + (color.alpha < 1 ? [color.alpha] : [])
      return "#" + channels.map { hex(byte(from: $0)) }.joined()
    case .text(let text): return text.isEmpty ? "\"\"" : text
    }
  }

  /// A curve's name, or `x1,y1,x2,y2` for an unnamed one.
  static func describe(_ curve: TimingCurve) -> String {
    if let name = curveNames.first(where: { $0.1 == curve })?.0 { return name }
    return [
      curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x,
      curve.controlPoint2.y,
    ].map { format(Double($0)) }.joined(separator: ",")
  }

  /// A number in its shortest form: `20` for 20.0, `0.35` for 0.35.
  static func format(_ value: Double) -> String {
    // range: integral and |value| < 1e15, checked on the same line
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A range as `lower...upper`.
  static func format(_ range: ClosedRange<Double>) -> String {
    "\(format(range.lowerBound))...\(format(range.upperBound))"
  }

  // MARK: - Pieces

  private static func finite(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  private static func number(_ value: Double) -> String { "\(value)" }

  private static func quoted(_ text: String) -> String { "\"\(text)\"" }

  private static func numbers(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { finite($0.trimmingCharacters(in: .whitespaces)) }
    return values.count == count && parts.count == count ? values : nil
  }

  private static func object(_ keys: [String], _ values: [Double]?) -> String? {
    guard let values else { return nil }
    let members = zip(keys, values).map { "\"\($0)\": \(number($1))" }
    return "{" + members.joined(separator: ", ") + "}"
  }

  private static func keyed(_ text: String, allowed: Set<String>) -> String? {
    var keys: [String] = []
    var values: [Double] = []
    for part in text.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard pair.count == 2, allowed.contains(pair[0]), !keys.contains(pair[0]),
        let value = finite(pair[1])
      else { return nil }
      keys.append(pair[0])
      values.append(value)
    }
    return keys.isEmpty ? nil : object(keys, values)
  }

  private static func color(_ text: String) -> String? {
    guard text.hasPrefix("#") else { return nil }
    let digits = Array(text.dropFirst())
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var channels: [Double] = []
    for start in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(digits[start..<start + 2]), radix: 16) else { return nil }
      channels.append(Double(byte) / 255)
    }
    return object(Array(["red", "green", "blue", "alpha"].prefix(channels.count)), channels)
  }

  private static func byte(from channel: Double) -> UInt8 {
    UInt8(Int(clamping: (channel * 255).rounded(), to: 0...255))  // range: 0...255, clamped
  }

  private static func hex(_ byte: UInt8) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return byte < 16 ? "0" + text : text
  }
}
