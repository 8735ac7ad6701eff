import Curtain
import CurtainSheet
import Foundation
import Testing

/// `SheetDetentList`: the tool's comma list of detents.
@Suite struct SheetDetentListTests {
  @Test func readsEveryFormWithItsTextAsID() throws {
    let detents = try SheetDetentList.parse(" 0.3, medium ,300pt,large")
    #expect(detents.map(\.id) == ["0.3", "medium", "300pt", "large"])
    // On a 390 × 844 phone with no inset: 0.3 · 844 = 253.2, 422, 300, 844 − 10 = 834.
    let phone = try SheetContainer(size: CGSize(width: 390, height: 844))
    let heights = try detents.map { try phone.resolve($0) }
    #expect(abs(heights[0] - 253.2) < 1e-9)
    #expect(heights[1...] == [422, 300, 834])
  }

  @Test(arguments: [
    ("", "has an empty item"),
    ("medium,", "has an empty item"),
    ("tall", "the detent 'tall' is not medium, large"),
    ("pt", "the detent 'pt' is not"),
    ("1.2", "the detent fraction is 1.2"),
    ("-5pt", "the detent height is -5.0"),
    ("nan", "must be a finite number"),
  ])
  func badItemsAreNamed(text: String, message: String) {
    #expect(throws: SheetDetentList.ParseError.self) { try SheetDetentList.parse(text) }
    do {
      _ = try SheetDetentList.parse(text)
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }
}
