import Foundation

/// The page's static parts, kept as resources of the `CurtainPreview` module.
///
/// `Resources/player.html` holds the stage, the controls and the timing graph, up to the
/// parameters' table; `Resources/player.css` the style; `Resources/player.js` the script that
/// reads the two JSON blocks and plays the timeline. None of them holds a URL.
///
/// SwiftPM copies them into the module's resource bundle (`Curtain_CurtainPreview.resources`
/// beside the executable or test binary on Linux, `Curtain_CurtainPreview.bundle` on Apple
/// platforms), where `Bundle.module` finds them whatever the working directory. Each file is
/// read once, and its final line feed is dropped so the page's layout stays that of the
/// template's tags.
enum PlayerPage {
  /// The stage, the controls and the timing graph, up to the parameters' table.
  static let body = resource("player", "html")
  /// The page's CSS.
  static let style = resource("player", "css")
  /// The player: builds the actors, interpolates the timeline, drives the controls.
  static let script = resource("player", "js")

  /// The text of the resource `name.ext`, without its final line feed.
  ///
  /// A file missing from the bundle (a damaged installation) gives a comment saying so, in the
  /// syntax of the file's language, so the page still opens and says what is wrong.
  ///
  /// - Parameters:
  ///   - name: The file's name without its extension.
  ///   - ext: The extension: `html`, `css` or `js`.
  /// - Returns: The text.
  static func resource(_ name: String, _ ext: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext),
      let data = FileManager.default.contents(atPath: url.path)
    else {
      let message = "CurtainPreview: \(name).\(ext) is missing from the resource bundle"
      return ext == "html" ? "<p>\(message)</p>" : "/* \(message) */"
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
