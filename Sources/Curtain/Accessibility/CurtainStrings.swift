import Foundation

/// Every word Curtain says to a VoiceOver user or shows: the dim's "Dismiss" and its hint, the
/// sheet grabber's label and hint, the names of detents.
///
/// Each string comes from the `Curtain` string table: first the app's (the table ``table`` in
/// the bundle at ``overrideBundleURL``, the main bundle by default), so an app can override any
/// string in any language; then the table the package ships (`Sources/Curtain/Resources`, in
/// English, Spanish, French, German, Japanese and Simplified Chinese), in the user's language;
/// then English.
///
/// ```swift
/// let strings = CurtainStrings.standard
/// strings.string(.dismiss)                       // "Dismiss" (English), "Cerrar" (Spanish)
/// CurtainStrings.packaged(.dismiss, localization: "fr")  // "Fermer"
/// ```
public struct CurtainStrings: Hashable, Sendable {
  /// A string Curtain can say or show; its raw value is its key in the `Curtain` table.
  public enum Key: String, CaseIterable, Hashable, Sendable {
    /// The dimming view's label: "Dismiss".
    case dismiss = "Dismiss"
    /// The dimming view's hint: "Closes the presented screen."
    case dismissHint = "Dismiss.hint"
    /// The sheet grabber's label: "Sheet Grabber".
    case grabberLabel = "Sheet Grabber"
    /// The sheet grabber's hint: "Adjusts the sheet's height."
    case grabberHint = "Grabber.hint"
    /// The name of the `.medium` detent: "Half height".
    case detentMedium = "Detent.medium"
    /// The name of the `.large` detent: "Full height".
    case detentLarge = "Detent.large"
    /// The name of the `.fitting` detent: "Fits content".
    case detentFitting = "Detent.fitting"
    /// The name of any other detent, a format with the sheet's height as a percentage of the
    /// container's (`%@`): "%@% height".
    case detentPercent = "Detent.percent"
    /// The grabber's custom action that moves the sheet to its tallest detent: "Expand".
    case actionExpand = "Action.expand"
    /// The grabber's custom action that moves the sheet to its shortest detent: "Collapse".
    case actionCollapse = "Action.collapse"
    /// Another name Voice Control users can say for the dimming view: "Close".
    case dismissInputLabel = "Dismiss.inputLabel"
    /// The short name Voice Control users can say for the sheet grabber: "Grabber".
    case grabberInputLabel = "Grabber.inputLabel"

    /// The English string, used when no table has the key.
    public var english: String {
      switch self {
      case .dismiss: return "Dismiss"
      case .dismissHint: return "Closes the presented screen."
      case .grabberLabel: return "Sheet Grabber"
      case .grabberHint: return "Adjusts the sheet’s height."
      case .detentMedium: return "Half height"
      case .detentLarge: return "Full height"
      case .detentFitting: return "Fits content"
      case .detentPercent: return "%@%% height"
      case .actionExpand: return "Expand"
      case .actionCollapse: return "Collapse"
      case .dismissInputLabel: return "Close"
      case .grabberInputLabel: return "Grabber"
      }
    }
  }

  /// The languages the package's table is translated into (their `.lproj` folder names).
  public static let localizations = ["en", "es", "fr", "de", "ja", "zh-Hans"]

  /// The name of the app's table that overrides Curtain's strings: `"Curtain"` by default.
  public var table: String
  /// The bundle holding the app's table; `nil` (the default) is the main bundle.
  public var overrideBundleURL: URL?

  /// Creates a string source.
  ///
  /// - Parameters:
  ///   - table: The app's table that overrides Curtain's strings. Defaults to `"Curtain"`.
  ///   - overrideBundleURL: The bundle holding it; `nil` (the default) is the main bundle.
  public init(table: String = "Curtain", overrideBundleURL: URL? = nil) {
    self.table = table
    self.overrideBundleURL = overrideBundleURL
  }

  /// The app's `Curtain` table in the main bundle, then the package's table, then English.
  public static let standard = CurtainStrings()

  /// The string for `key` in the user's language: the app's table, the package's, English.
  ///
  /// - Parameter key: The string.
  /// - Returns: The text.
  public func string(_ key: Key) -> String {
    let bundle = overrideBundleURL.flatMap(Bundle.init(url:)) ?? .main
    let missing = "\u{1}curtain-missing"
    let own = bundle.localizedString(forKey: key.rawValue, value: missing, table: table)
    if own != missing { return own }
    guard let packaged = PackageStrings.bundle else { return key.english }
    return packaged.localizedString(forKey: key.rawValue, value: key.english, table: "Curtain")
  }

  /// The string for `key` in the package's own table for `localization` (one of
  /// ``localizations``), or `nil` when that table or key is missing.
  ///
  /// - Parameters:
  ///   - key: The string.
  ///   - localization: The `.lproj` folder name, for example `"fr"` or `"zh-Hans"`.
  /// - Returns: The text, or `nil`.
  package static func packaged(_ key: Key, localization: String) -> String? {
    PackageStrings.table(localization)?[key.rawValue]
  }
}

/// The package's own string tables (`Sources/Curtain/Resources/<language>.lproj/Curtain.strings`).
enum PackageStrings {
  /// A class of this module, to find the binary it is linked into.
  private final class Marker {}

  /// The module's resource bundle, if it can be found where SwiftPM puts it.
  ///
  /// Beside the executable or test binary (`Curtain_Curtain.resources` on Linux), or in the
  /// app's resources (`Curtain_Curtain.bundle`). Not SwiftPM's `Bundle.module`, which stops the process when
  /// the bundle is missing: here a missing bundle gives English.
  static let bundle = ResourceBundle.locate(module: "Curtain", marker: Marker.self)

  /// The table for one language, read from its `.strings` file.
  ///
  /// SwiftPM writes the folder's name lowercased (`zh-hans.lproj`); both spellings are tried.
  static func table(_ localization: String) -> [String: String]? {
    let paths = [localization, localization.lowercased()].compactMap { name -> String? in
      bundle?.path(
        forResource: "Curtain", ofType: "strings", inDirectory: nil, forLocalization: name)
    }
    guard let path = paths.first,
      let data = FileManager.default.contents(atPath: path),
      let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return nil }
    return table as? [String: String]
  }
}
