import Foundation

/// Finds a module's SwiftPM resource bundle without `Bundle.module`.
///
/// SwiftPM's generated `Bundle.module` stops the process when the bundle is missing (a binary
/// copied away from its build folder, an app that did not embed it). The modules with resources
/// (the core's string tables, `CurtainPreview`'s player page) look for their bundle here instead,
/// where SwiftPM puts it, and fall back to what they can do without it.
package enum ResourceBundle {
  /// The bundle of `module`, if it can be found: beside the executable (`swift run`, an
  /// installed tool with its bundle), beside the binary `marker` is linked into (a test bundle),
  /// or in the main bundle's resources (an app).
  ///
  /// - Parameters:
  ///   - module: The target's name (`Curtain`, `CurtainPreview`): SwiftPM names its bundle
  ///     `Curtain_<module>.resources` on Linux and `Curtain_<module>.bundle` on Apple platforms.
  ///   - marker: A class of that module, to find the binary it is linked into.
  /// - Returns: The bundle, or `nil` when it is nowhere SwiftPM puts it.
  package static func locate(module: String, marker: AnyClass) -> Bundle? {
    let names = ["Curtain_\(module).resources", "Curtain_\(module).bundle"]
    let folders = [
      Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(),
      Bundle.main.resourceURL, Bundle(for: marker).bundleURL.deletingLastPathComponent(),
      Bundle(for: marker).resourceURL,
    ]
    for folder in folders.compactMap({ $0 }) {
      for name in names {
        if let bundle = Bundle(url: folder.appendingPathComponent(name)) { return bundle }
      }
    }
    return nil
  }
}
