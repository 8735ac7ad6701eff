import Curtain
import CurtainSheet
import Foundation
import Testing

/// The sheet's text parameters `detents`, `selectedDetent` and `largestUndimmedDetent`, as a
/// registry user sets them from a spec file.
@Suite @MainActor struct SheetParameterTests {
  func sheet(_ json: String) throws -> SheetAnimator {
    let spec = try TransitionSpec.decode(from: Data(json.utf8))
    let registry = try AnimatorRegistry(SheetDescriptors.descriptors)
    let made = try registry.makeAnimator(for: spec, operation: .present)
    return try #require(made as? SheetAnimator)
  }

  @Test func aSpecsDetentsResolveToHandComputedHeights() throws {
    let animator = try sheet(
      #"""
      {"animator": "sheet", "parameters": {"detents": "medium, large, 0.3, 300pt",
        "selectedDetent": "300pt", "largestUndimmedDetent": "0.3"}}
      """#)
    let presentation = try animator.presentation()
    #expect(presentation.detents.map(\.id) == ["medium", "large", "0.3", "300pt"])
    #expect(presentation.selectedDetentID == "300pt")
    #expect(presentation.largestUndimmedDetentID == "0.3")
    // A 390 × 844 phone with a 47-point top safe area: medium = 844 / 2 = 422; large =
    // 844 − 47 − 10 = 787; 0.3 · 844 = 253.2; 300pt = 300.
    let phone = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    let heights = try presentation.detents.map { try phone.resolve($0) }
    #expect(heights[0] == 422)
    #expect(heights[1] == 787)
    #expect(abs(heights[2] - 253.2) < 1e-9)
    #expect(heights[3] == 300)
  }

  @Test func theDefaultsAreMediumAndLargeAtMediumWithNoUndimmedDetent() throws {
    let presentation = try sheet(#"{"animator": "sheet"}"#).presentation()
    #expect(presentation.detents.map(\.id) == ["medium", "large"])
    #expect(presentation.selectedDetentID == "medium")
    #expect(presentation.largestUndimmedDetentID == nil)
  }

  nonisolated static let bad: [(String, String, String)] = [
    ("detents", "medium,huge", "the detent 'huge' is not medium, large"),
    ("detents", "0", "a fraction of 0"),
    ("detents", "1.5", "the detent fraction is 1.5, but it must be a fraction in 0...1"),
    ("detents", "-3pt", "the detent height is -3.0, but it must be a number of points >= 0"),
    ("detents", "medium,,large", "has an empty item"),
    ("detents", "medium,medium", "two detents have the id \"medium\""),
    ("selectedDetent", "full", "no detent has that id; use one of medium, large"),
    ("largestUndimmedDetent", "0.3", "no detent has that id; use one of medium, large"),
  ]

  @Test(arguments: bad)
  func everyBadValueGetsItsTypedError(name: String, value: String, message: String) {
    let json = #"{"animator": "sheet", "parameters": {"\#(name)": "\#(value)"}}"#
    do {
      _ = try sheet(json)
      Issue.record("\(name)=\(value) made a sheet")
    } catch let error as RegistryError {
      guard case .invalidParameterValue(let got, let text, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(got == name)
      #expect(text == value)
      #expect(reason.contains(message), "\(reason)")
    } catch {
      Issue.record("untyped \(error)")
    }
  }

  @Test func aNumberForTheDetentsIsTheWrongType() throws {
    #expect(
      throws: RegistryError.wrongParameterType(name: "detents", expected: .text, got: .number)
    ) {
      _ = try sheet(#"{"animator": "sheet", "parameters": {"detents": 0.3}}"#)
    }
  }

  @Test func theDetentParametersRoundTrip() throws {
    let spec = try TransitionSpec.decode(
      from: Data(
        #"{"animator": "sheet", "parameters": {"detents": "medium,0.3,300pt", "selectedDetent": "medium"}}"#
          .utf8))
    let again = try TransitionSpec.decode(from: spec.encoded())
    #expect(again == spec)
    #expect(again.parameters["detents"] == .text("medium,0.3,300pt"))
    // "medium" alone decodes as the duration preset; the text parameter takes it back as text.
    let animator = try sheet(String(decoding: try again.encoded(), as: UTF8.self))
    #expect(animator.detents == "medium,0.3,300pt")
    #expect(animator.selectedDetentID == "medium")
  }
}
