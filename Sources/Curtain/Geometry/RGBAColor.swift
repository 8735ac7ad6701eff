import Foundation

/// A colour in the sRGB space with straight (not premultiplied) alpha.
///
/// Components are clamped into `0...1` when the colour is created, and a component that is not
/// a number becomes 0, so a colour is always drawable.
public struct RGBAColor: Hashable, Sendable, Codable {
  /// The red component, `0...1`.
  public let red: Double
  /// The green component, `0...1`.
  public let green: Double
  /// The blue component, `0...1`.
  public let blue: Double
  /// The opacity, `0...1`.
  public let alpha: Double

  /// Creates a colour, clamping each component into `0...1` (a NaN component becomes 0).
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a grey of the given brightness.
  ///
  /// - Parameters:
  ///   - white: The brightness, `0...1`.
  ///   - alpha: The opacity, `0...1`.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque black.
  public static let black = RGBAColor(white: 0)
  /// Opaque white.
  public static let white = RGBAColor(white: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(white: 0, alpha: 0)

  /// Returns this colour with its opacity replaced.
  ///
  /// - Parameter alpha: The new opacity, clamped into `0...1`.
  /// - Returns: The colour with the new opacity.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as `#RRGGBBAA` hexadecimal text.
  public var hexString: String {
    let bytes = [red, green, blue, alpha].map { Int(clamping: ($0 * 255).rounded(), to: 0...255) }
    return "#"
      + bytes.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
