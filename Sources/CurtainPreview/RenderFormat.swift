import CurtainHeadless
import Foundation

/// Text helpers the renderers share: numbers written compactly and deterministically, and text
/// escaped for XML and HTML.
///
/// None of them uses `String(format:)`, which is slow on Linux and depends on the locale.
enum RenderFormat {
  private static let powersOfTen: [Double] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

  /// Writes `value` rounded to at most `decimals` digits after the point.
  ///
  /// Trailing zeros are dropped (`12`, `0.5`, `-3.14`); a value that is not finite is written
  /// as `0`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most digits after the point, `0...6`.
  /// - Returns: The text.
  static func compact(_ value: Double, decimals: Int = 2) -> String {
    digits(value, decimals: decimals, trimming: true)
  }

  /// Writes `value` with exactly `decimals` digits after the point: `0.250`, `1.000`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The digits after the point, `0...6`.
  /// - Returns: The text.
  static func fixed(_ value: Double, decimals: Int) -> String {
    digits(value, decimals: decimals, trimming: false)
  }

  /// Writes `value` in the shortest form that reads back to the same `Double`, without a
  /// trailing `.0` for whole numbers: `390`, `-0.213023`, `1e-05`.
  ///
  /// - Parameter value: The number.
  /// - Returns: The text.
  static func exact(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 {
      // range: integral and |value| < 1e15, checked just above
      return String(Int64(value))
    }
    return "\(value)"
  }

  private static func digits(_ value: Double, decimals: Int, trimming: Bool) -> String {
    guard value.isFinite else { return "0" }
    let places = min(max(decimals, 0), powersOfTen.count - 1)
    let scale = powersOfTen[places]
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 1e15 else { return exact(value) }
    // range: 0 <= scaled < 1e15 (the guard above), scale a power of ten up to powersOfTen's last
    let units = Int64(scaled)
    let divisor = Int64(scale)  // range: a power of ten from powersOfTen, at most 1e12
    let sign = value < 0 && units != 0 ? "-" : ""
    let whole = String(units / divisor)
    guard places > 0 else { return sign + whole }
    var fraction = String(units % divisor)
    if fraction.count < places {
      fraction = String(repeating: "0", count: places - fraction.count) + fraction
    }
    if trimming {
      while fraction.last == "0" { fraction.removeLast() }
      if fraction.isEmpty { return sign + whole }
    }
    return sign + whole + "." + fraction
  }

  /// Escapes `text` for XML and HTML text and attribute values: `&`, `<`, `>`, `"` and `'`
  /// become entities, and control characters XML does not allow are dropped.
  ///
  /// - Parameter text: The text.
  /// - Returns: The escaped text.
  static func escaped(_ text: String) -> String {
    let needsWork = text.utf8.contains { byte in
      byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
        || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D)
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// Writes `color` as CSS and SVG `rgb(r,g,b)` text, ignoring its alpha.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The text.
  static func rgb(_ color: RGBAColor) -> String {
    "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))"
  }

  private static func channel(_ value: Double) -> Int {
    Int(clamping: (value * 255).rounded(), to: 0...255)
  }
}
