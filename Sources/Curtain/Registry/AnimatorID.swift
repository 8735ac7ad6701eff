import Foundation

/// The name of an animator in an ``AnimatorRegistry``.
///
/// Built-in animators use kebab-case (`"cross-dissolve"`, `"cover-vertical"`); third parties use
/// reverse-DNS names (`"com.example.page-curl"`) so they never collide with a built-in. In JSON an
/// id is a plain string.
///
/// ```swift
/// let fade: AnimatorID = "fade"
/// let custom = try AnimatorID(validating: "com.example.page-curl")
/// ```
public struct AnimatorID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
  /// The id as written.
  public let rawValue: String

  /// Creates an id without checking its form.
  ///
  /// - Parameter rawValue: The id.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an id from a string literal, without checking its form.
  ///
  /// - Parameter value: The id.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates an id, checking that it is kebab-case or reverse-DNS.
  ///
  /// - Parameter rawValue: The id.
  /// - Throws: ``RegistryError/invalidID(_:)`` when it is neither.
  public init(validating rawValue: String) throws(RegistryError) {
    let id = AnimatorID(rawValue)
    guard id.isValid else { throw .invalidID(rawValue) }
    self = id
  }

  /// Whether the id has the built-in form: lowercase words of letters and digits joined by single
  /// hyphens, starting with a letter (`"cover-vertical"`).
  public var isBuiltInStyle: Bool { Self.isKebabCase(rawValue[...]) }

  /// Whether the id has the third-party form: three or more dot-separated parts, each a letter
  /// followed by letters, digits or single hyphens (`"com.example.page-curl"`).
  public var isReverseDNS: Bool {
    let parts = rawValue.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return false }
    return parts.allSatisfy { part in
      guard let first = part.first, first.isASCII, first.isLetter, part.last != "-" else {
        return false
      }
      guard !part.contains("--") else { return false }
      return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
  }

  /// Whether the id is built-in style or reverse-DNS.
  public var isValid: Bool { isBuiltInStyle || isReverseDNS }

  /// Orders ids by their text.
  ///
  /// - Parameters:
  ///   - lhs: An id.
  ///   - rhs: Another id.
  /// - Returns: Whether `lhs` sorts before `rhs`.
  public static func < (lhs: AnimatorID, rhs: AnimatorID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  private static func isKebabCase(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCII, first.isLowercase, text.last != "-" else {
      return false
    }
    guard !text.contains("--") else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }
}

extension AnimatorID: CustomStringConvertible {
  /// The id as written.
  public var description: String { rawValue }
}

extension AnimatorID: Codable {
  /// Decodes an id from a string, checking that it is kebab-case or reverse-DNS.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a string or not a valid id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(validating: text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the id as a string.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error when it cannot write.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension AnimatorID {
  /// The edit (Levenshtein) distance between two ids: the fewest single-character insertions,
  /// deletions and substitutions that turn one into the other.
  ///
  /// - Parameter other: The other id.
  /// - Returns: The distance, 0 when the ids are equal.
  package func editDistance(to other: AnimatorID) -> Int {
    let a = Array(rawValue)
    let b = Array(other.rawValue)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
