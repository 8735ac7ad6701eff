import Curtain
import Foundation

/// The page's static parts, kept as resources of the `CurtainPreview` module.
///
/// `Resources/player.html` holds the stage, the controls and the timing graph, up to the
/// parameters' table; `Resources/player.css` the style; `Resources/player.js` the script that
/// reads the two JSON blocks and plays the timeline. None of them holds a URL.
///
/// SwiftPM copies them into the module's resource bundle (`Curtain_CurtainPreview.resources`
/// beside the executable or test binary on Linux, `Curtain_CurtainPreview.bundle` on Apple
/// platforms). ``bundle`` looks for it where SwiftPM puts it, whatever the working directory,
/// instead of calling SwiftPM's generated `Bundle.module`, which stops the process with
/// `fatalError` when the bundle is missing (a `curtain` binary copied away from its build
/// folder): here a missing bundle gives a page that says so. Each file is read once, and its
/// final line feed is dropped so the page's layout stays that of the template's tags.
enum PlayerPage {
  /// A class of this module, to find the binary it is linked into.
  private final class Marker {}

  /// The module's resource bundle, if it can be found: beside the executable (`swift run`, an
  /// installed tool with its bundle), beside the binary this module is linked into (a test
  /// bundle), or in the main bundle's resources (an app).
  static let bundle = ResourceBundle.locate(module: "CurtainPreview", marker: Marker.self)

  /// The stage, the controls and the timing graph, up to the parameters' table.
  static let body = resource("player", "html")
  /// The page's CSS.
  static let style = resource("player", "css")
  /// The player: builds the actors, interpolates the timeline, drives the controls.
  static let script = resource("player", "js")

  /// The text of the resource `name.ext`, without its final line feed.
  ///
  /// Without the bundle, the file is read from the package's `Resources` folder when the source
  /// tree is still where it was built. A file found in neither (a damaged installation) gives a
  /// comment saying so, in the syntax of the file's language, so the page still opens and says
  /// what is wrong.
  ///
  /// - Parameters:
  ///   - name: The file's name without its extension.
  ///   - ext: The extension: `html`, `css` or `js`.
  /// - Returns: The text.
  static func resource(_ name: String, _ ext: String) -> String {
    // Without the bundle, the files where this source file's package keeps them (a binary run
    // on the machine that built it, copied away from its build folder).
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources").appendingPathComponent("\(name).\(ext)")
    let url = bundle?.url(forResource: name, withExtension: ext) ?? source
    guard let data = FileManager.default.contents(atPath: url.path) else {
      let message = "CurtainPreview: \(name).\(ext) is missing (no resource bundle found)"
      return ext == "html" ? "<p>\(message)</p>" : "/* \(message) */"
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
