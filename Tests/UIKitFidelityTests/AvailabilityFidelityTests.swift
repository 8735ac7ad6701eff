#if canImport(UIKit)
import Foundation
import Testing
import UIKit

/// Availability facts for a package that deploys to iOS 15 (§11), checked where they can be
/// without an Apple toolchain: the library's code (Sources, Plugins) does not use what iOS 15
/// lacks, or guards it; where the iOS SDK's headers are on this machine, the facts that the
/// iOS 16.5 SDK shows are read from them. (The build for `arm64-apple-ios15.0` against the real
/// SDK is `.ci/apple-sdk-check.sh`'s job.)
@Suite struct AvailabilityFidelityTests {
  @Test("[11.1] no CGPoint, CGSize or CGRect is hashed: Hashable there is iOS 18")
  func coreGraphicsGeometryIsNeverHashed() throws {
    let uses = try SourceTree.libraryLines(
      matching:
        #"extension CG(Point|Size|Rect|Vector)\b[^{]*Hashable|Set<CG(Point|Size|Rect)>|\[CG(Point|Size|Rect)\s*:"#
    )
    #expect(uses == [])
    // Synthesized Hashable "may skip availability checks" (sqlite-data PR #98): a Hashable
    // value with a stored geometry property needs its own hash(into:).
    let synthesized = try synthesizedGeometryHashes()
    #expect(synthesized == [])
  }

  @Test("[11.2] InlineArray and OutputSpan (iOS 26) are not used; Span is back-deployed")
  func newSpanTypesAreNotUsed() throws {
    #expect(try SourceTree.libraryLines(matching: #"\bInlineArray\b|\bOutputSpan\b"#) == [])
  }

  @Test("[11.3] Mutex and Atomic (Synchronization, iOS 18) are not used")
  func synchronizationIsNotUsed() throws {
    #expect(
      try SourceTree.libraryLines(matching: #"import Synchronization|\bMutex<|\bAtomic<"#) == [])
  }

  @Test("[11.4] UISheetPresentationController is iOS 15 and its custom detents iOS 16")
  func sheetAvailability() throws {
    // The library's own uses of the custom detent are guarded (none today).
    let custom = try SourceTree.libraryLines(matching: #"Detent\.custom\(|\.custom\(identifier:"#)
    for use in custom {
      let path = String(use.prefix { $0 != ":" })
      let text = try String(
        contentsOf: SourceTree.root.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("#available(iOS 16") || text.contains("@available(iOS 16"), "\(use)")
    }
    if SourceTree.hasUIKitHeaders {
      let header = try SourceTree.uikitHeader("UISheetPresentationController.h")
      #expect(
        header.contains(
          "API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR\n@interface UISheetPresentationController"
        ))
      #expect(
        header.contains(
          "customDetentWithIdentifier:(nullable UISheetPresentationControllerDetentIdentifier)identifier resolver:(CGFloat (^)(id<UISheetPresentationControllerDetentResolutionContext> context))resolver API_AVAILABLE(ios(16.0))"
        ))
    }
  }

  @Test("[11.5] preferredTransition (iOS 18) is absent from the iOS 16.5 SDK and guarded in code")
  func preferredTransitionAvailability() throws {
    let uses = try SourceTree.libraryLines(
      matching: #"\.preferredTransition\b|\.zoom\(sourceViewProvider"#)
    for use in uses {
      let path = String(use.prefix { $0 != ":" })
      let text = try String(
        contentsOf: SourceTree.root.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("#available(iOS 18") || text.contains("@available(iOS 18"), "\(use)")
    }
    if SourceTree.hasUIKitHeaders {
      #expect(!(try SourceTree.uikitHeader("UIViewController.h")).contains("preferredTransition"))
    }
  }

  /// `path: Type` for each Hashable struct of the library with a stored CGPoint, CGSize,
  /// CGRect or CGVector property and no `hash(into:)` of its own.
  private func synthesizedGeometryHashes() throws -> [String] {
    let header = try NSRegularExpression(pattern: #"struct (\w+)[^{]*\bHashable\b[^{]*\{"#)
    let stored = try NSRegularExpression(
      pattern:
        #"^\s*(public |package |internal |private |fileprivate )?(let|var) \w+: CG(Point|Size|Rect|Vector)\??\s*(=[^{]*)?$"#,
      options: [.anchorsMatchLines])
    var found: [String] = []
    for (path, text) in SourceTree.swiftFiles(under: ["Sources", "Plugins"]) {
      let code = SourceTree.code(text) as NSString
      for match in header.matches(
        in: code as String, range: NSRange(location: 0, length: code.length))
      {
        let body = self.body(of: code, from: match.range.location + match.range.length)
        let range = NSRange(location: 0, length: (body as NSString).length)
        let name = code.substring(with: match.range(at: 1))
        let ownHash =
          body.contains("func hash(into")
          || hashInExtension(of: name, in: code)
        if stored.firstMatch(in: body, range: range) != nil, !ownHash {
          found.append("\(path): \(name)")
        }
      }
    }
    return found
  }

  /// Whether an `extension name` in `code` writes `hash(into:)`.
  private func hashInExtension(of name: String, in code: NSString) -> Bool {
    guard
      let opening = try? NSRegularExpression(pattern: #"extension \#(name)\b[^{]*\{"#)
    else { return false }
    return opening.matches(in: code as String, range: NSRange(location: 0, length: code.length))
      .contains {
        body(of: code, from: $0.range.location + $0.range.length).contains("func hash(into")
      }
  }

  /// The text from `start` (just after an opening brace) to its matching closing brace.
  private func body(of code: NSString, from start: Int) -> String {
    var depth = 1
    var index = start
    while index < code.length, depth > 0 {
      let character = code.character(at: index)
      if character == 123 { depth += 1 }  // {
      if character == 125 { depth -= 1 }  // }
      index += 1
    }
    return code.substring(with: NSRange(location: start, length: index - start))
  }
}
#endif
