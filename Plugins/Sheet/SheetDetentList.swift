import Curtain
import Foundation

/// A sheet's detents written as text, as `curtain render sheet --param detents=…` takes them: a
/// comma-separated list of `medium`, `large`, a fraction such as `0.3`, or a height such as
/// `300pt`.
///
/// Each detent's id is its text (`medium`, `large`, `0.3`, `300pt`), so `selectedDetent` and
/// `largestUndimmedDetent` name a detent as it was written.
///
/// ```swift
/// let detents = try SheetDetentList.parse("0.3, medium, 300pt, large")
/// detents.map(\.id)  // ["0.3", "medium", "300pt", "large"]
/// ```
public enum SheetDetentList {
  /// Why a detent list cannot be read.
  ///
  /// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
  /// over it keeps a `default:` case, so that code written today still compiles when one is added.
  /// `@unknown default` is for enums of resilient libraries (built with library evolution, as
  /// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
  /// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
  /// warnings as errors still refuses.
  public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The list is empty or has an empty item.
    case emptyItem(list: String)
    /// An item is none of the four forms.
    case unknownItem(String)
    /// An item is a fraction or a height out of range.
    case invalid(item: String, SheetError)
    /// An item is the fraction 0: a sheet of no height.
    case zeroFraction(item: String)

    /// A sentence naming the item and the fix.
    public var description: String {
      let forms = "medium, large, a fraction such as 0.3, or a height such as 300pt"
      switch self {
      case .emptyItem(let list):
        return "the detent list '\(list)' has an empty item; write a comma list of \(forms)"
      case .unknownItem(let item):
        return "the detent '\(item)' is not \(forms)"
      case .invalid(let item, let error):
        return "the detent '\(item)': \(error)"
      case .zeroFraction(let item):
        return "the detent '\(item)' is a fraction of 0, a sheet of no height; "
          + "give a fraction above 0 and at most 1, such as 0.3"
      }
    }
  }

  /// Reads a comma-separated list of detents; spaces around items are ignored.
  ///
  /// - Parameter text: The list, such as `medium,large` or `0.3,300pt`.
  /// - Returns: The detents, in the order written.
  /// - Throws: ``ParseError`` for an empty item, an unknown form, a fraction of 0 or outside
  ///   `0...1`, or a negative height (the ids need not be unique here; ``SheetPresentation`` checks
  ///   that).
  public static func parse(_ text: String) throws(ParseError) -> [SheetDetent] {
    var detents: [SheetDetent] = []
    for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = raw.trimmingCharacters(in: .whitespaces)
      guard !item.isEmpty else { throw .emptyItem(list: text) }
      switch item {
      case "medium": detents.append(.medium)
      case "large": detents.append(.large)
      default:
        do {
          if item.hasSuffix("pt"), let points = Double(item.dropLast(2)) {
            detents.append(try .height(CGFloat(points), id: item))
          } else if let fraction = Double(item) {
            if fraction == 0 { throw ParseError.zeroFraction(item: item) }
            detents.append(try .fraction(CGFloat(fraction), id: item))
          } else {
            throw ParseError.unknownItem(item)
          }
        } catch let error as SheetError {
          throw .invalid(item: item, error)
        } catch let error as ParseError {
          throw error
        } catch {
          throw .unknownItem(item)
        }
      }
    }
    return detents
  }

  /// The sheet a `sheet` animator's detent parameters describe: `detents` parsed, and
  /// `selectedDetent` and `largestUndimmedDetent` checked against its ids.
  ///
  /// ```swift
  /// let sheet = try SheetDetentList.presentation(detents: "0.3,300pt", selectedDetentID: "300pt")
  /// sheet.selectedDetentID  // "300pt"
  /// ```
  ///
  /// - Parameters:
  ///   - detents: The `detents` text.
  ///   - selectedDetentID: The detent presented at; `nil` for the first.
  ///   - largestUndimmedDetentID: The largest detent without a dim; `nil` for none.
  ///   - prefersGrabberVisible: Whether to show a grabber. Defaults to `false`.
  ///   - cornerRadius: The top corners' radius. Defaults to 10.
  ///   - isDismissible: Whether a drag may dismiss it. Defaults to `true`.
  /// - Returns: The presentation.
  /// - Throws: ``RegistryError/invalidParameterValue(name:value:reason:)`` naming the parameter
  ///   (`detents`, `selectedDetent` or `largestUndimmedDetent`) for an unreadable list, two
  ///   detents with one id, or an id no detent has.
  public static func presentation(
    detents: String, selectedDetentID: String? = nil, largestUndimmedDetentID: String? = nil,
    prefersGrabberVisible: Bool = false,
    cornerRadius: CGFloat = SheetPresentation.defaultCornerRadius, isDismissible: Bool = true
  ) throws(RegistryError) -> SheetPresentation {
    let list: [SheetDetent]
    do {
      list = try parse(detents)
    } catch {
      throw .invalidParameterValue(name: "detents", value: detents, reason: error.description)
    }
    let ids = list.map(\.id).joined(separator: ", ")
    for (name, id) in [
      ("selectedDetent", selectedDetentID), ("largestUndimmedDetent", largestUndimmedDetentID),
    ] {
      if let id, !list.contains(where: { $0.id == id }) {
        throw .invalidParameterValue(
          name: name, value: id,
          reason: "no detent has that id; use one of \(ids) (a detent as written in detents)")
      }
    }
    do {
      return try SheetPresentation(
        detents: list, selectedDetentID: selectedDetentID,
        largestUndimmedDetentID: largestUndimmedDetentID,
        prefersGrabberVisible: prefersGrabberVisible, cornerRadius: cornerRadius,
        isDismissible: isDismissible)
    } catch {
      throw .invalidParameterValue(name: "detents", value: detents, reason: "\(error)")
    }
  }
}
