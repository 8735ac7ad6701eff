import Curtain
import Foundation
import Testing

@Suite struct ActorIDTests {
  static let texts: [(ActorID, String)] = [
    (.presented, "presented"),
    (.presenting, "presenting"),
    (.from, "from"),
    (.to, "to"),
    (.container, "container"),
    (.background, "background"),
    (.snapshot("card"), "snapshot:card"),
    (.custom("badge"), "custom:badge"),
    // Names may hold anything, including the separator and a standard actor's name.
    (.snapshot("a:b"), "snapshot:a:b"),
    (.custom("presented"), "custom:presented"),
    (.snapshot(""), "snapshot:"),
    (.custom("with space"), "custom:with space"),
  ]

  @Test(arguments: texts)
  func textFormRoundTrips(actor: ActorID, text: String) {
    #expect(actor.description == text)
    #expect(ActorID(text) == actor)
    #expect("\(actor)" == text)
  }

  static let badTexts = ["", "Presented", "presented ", "snapshot", "custom", "card", "to:x"]

  @Test(arguments: badTexts)
  func textThatNamesNoActorIsRejected(text: String) {
    #expect(ActorID(text) == nil)
  }

  @Test(arguments: texts.map(\.0))
  func codableRoundTripUsesTheTextForm(actor: ActorID) throws {
    let data = try JSONEncoder().encode([actor])
    let json = try #require(String(data: data, encoding: .utf8))
    let decoded = try JSONDecoder().decode([String].self, from: data)
    #expect(decoded == [actor.description], "\(json)")
    #expect(try JSONDecoder().decode([ActorID].self, from: data) == [actor])
  }

  @Test func decodingTextThatNamesNoActorFailsWithTheText() throws {
    let data = Data(#"["nobody"]"#.utf8)
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ActorID].self, from: data)
    }
    let unwrapped = try #require(error)
    guard case .dataCorrupted(let context) = unwrapped else {
      Issue.record("expected dataCorrupted, got \(unwrapped)")
      return
    }
    #expect(context.debugDescription.contains("'nobody'"))
  }

  @Test func decodingANonStringFails() {
    let data = Data("[3]".utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ActorID].self, from: data)
    }
  }

  @Test func actorsWithDifferentNamesOrKindsDiffer() {
    #expect(ActorID.snapshot("a") != .snapshot("b"))
    #expect(ActorID.snapshot("a") != .custom("a"))
    #expect(Set<ActorID>([.snapshot("a"), .snapshot("a"), .custom("a")]).count == 2)
  }
}
