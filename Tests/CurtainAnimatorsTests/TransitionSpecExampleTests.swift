import CurtainAnimators
import Foundation
import Testing

/// The JSON example in `TransitionSpec`'s doc comment decodes and validates.
///
/// The test reads it from the source file itself, so the comment cannot drift. Issue 14 found it missing
/// `height`; a `percentage` is a fraction since issue 34 (Presentr's `fluid(percentage:)`).
@Suite struct TransitionSpecExampleTests {
  /// The lines between the doc comment's ```` ```json ```` fence and the next fence, without
  /// their `/// ` prefix.
  static func docExample() throws -> String {
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Curtain/Registry/TransitionSpec.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    var lines: [String] = []
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let body = line.hasPrefix("/// ") ? String(line.dropFirst(4)) : String(line.dropFirst(3))
      if body.hasPrefix("```json") {
        inside = true
      } else if inside, body.hasPrefix("```") {
        break
      } else if inside {
        lines.append(body)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func theDocCommentExampleDecodesAndValidates() throws {
    let json = try Self.docExample()
    #expect(json.contains("\"animator\": \"slide\""))
    let spec = try TransitionSpec.decode(from: Data(json.utf8))
    #expect(spec.animator == "slide")
    #expect(spec.dismissAnimator == "fade")
    let layout = try #require(spec.presentation)
    // 90 %, written by hand as a fraction: the example's percentage.
    #expect(layout.size.width == .fluid(percentage: 0.9))
    #expect(layout.size.height == .halfscreen)
    try layout.validate()
    #expect(spec.interaction?.completionThreshold == 0.4)
    try AnimatorRegistry.builtIn.validate(spec)
  }
}
