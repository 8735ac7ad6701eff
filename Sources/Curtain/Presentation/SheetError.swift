import Foundation

/// A sheet setting that Curtain refuses, with a message that names the value and says what to
/// change.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum SheetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number is NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// A number lies outside the values it may take; `expected` says which.
  case outOfRange(parameter: String, value: Double, expected: String)
  /// Two detents share an id.
  case duplicateDetentID(String)
  /// A sheet was given no detents.
  case noDetents
  /// An id names no detent of the sheet (the selected or the largest undimmed detent).
  case unknownDetentID(parameter: String, id: String)
  /// A `.fitting` detent was resolved without the content's preferred height.
  case missingPreferredContentHeight

  /// A sentence that names the value and what it must be.
  public var description: String {
    switch self {
    case .notFinite(let parameter, let value):
      return "\(parameter) is \(value), but it must be a finite number"
    case .outOfRange(let parameter, let value, let expected):
      return "\(parameter) is \(value), but it must be \(expected)"
    case .duplicateDetentID(let id):
      return "two detents have the id \"\(id)\"; give each detent its own id"
    case .noDetents:
      return "a sheet needs at least one detent, for example [.medium, .large]"
    case .unknownDetentID(let parameter, let id):
      return "\(parameter) is \"\(id)\", but no detent of the sheet has that id"
    case .missingPreferredContentHeight:
      return "a .fitting detent needs the content's preferred height; pass "
        + "preferredContentHeight to SheetContainer"
    }
  }

  /// Throws unless `value` is finite and satisfies `isValid`.
  package static func check(
    _ value: CGFloat, _ parameter: String, _ expected: String, _ isValid: (CGFloat) -> Bool
  ) throws(SheetError) {
    guard value.isFinite else { throw .notFinite(parameter: parameter, value: Double(value)) }
    guard isValid(value) else {
      throw .outOfRange(parameter: parameter, value: Double(value), expected: expected)
    }
  }
}
