import Curtain
import Foundation
import Testing

@Suite struct SheetAccessibilityTests {
  static func model(
    selected: String, undimmed: String? = nil, dismissible: Bool = true, grabber: Bool = true
  ) throws -> SheetModel {
    try SheetModel(
      presentation: SheetPresentation(
        detents: [.medium, .large], selectedDetentID: selected, largestUndimmedDetentID: undimmed,
        prefersGrabberVisible: grabber, isDismissible: dismissible),
      container: try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
  }

  @Test func aDimmedSheetIsModalAndEscapeDismissesIt() throws {
    let accessibility = PresentationAccessibility(sheet: try Self.model(selected: "medium"))
    #expect(accessibility.kind == .sheet)
    #expect(accessibility.isModal)
    #expect(accessibility.escape == .dismisses)
    // Curtain's sheet dim takes no taps, so it is no element.
    #expect(accessibility.dimmingElement?.isAccessibilityElement == false)
  }

  @Test func atOrBelowTheLargestUndimmedDetentTheSheetIsNotModal() throws {
    let atUndimmed = PresentationAccessibility(
      sheet: try Self.model(selected: "medium", undimmed: "medium"))
    #expect(atUndimmed.modality == .nonModal(.undimmedSheetDetent))
    let above = PresentationAccessibility(
      sheet: try Self.model(selected: "large", undimmed: "medium"))
    #expect(above.isModal)
  }

  @Test func aSheetThatCannotBeDismissedRefusesEscape() throws {
    let accessibility = PresentationAccessibility(
      sheet: try Self.model(selected: "medium", dismissible: false))
    #expect(accessibility.escape == .refuses(.notDismissible))
  }

  @Test func theGrabberIsAdjustableBetweenNeighbouringDetents() throws {
    let medium = try #require(
      PresentationAccessibility(sheet: try Self.model(selected: "medium")).grabber)
    #expect(medium.value == "medium")
    #expect(medium.traits == .adjustable)
    #expect(medium.label == "Sheet Grabber")
    #expect(medium.incrementTarget == "large")
    #expect(medium.decrementTarget == nil)
    let large = try #require(
      PresentationAccessibility(sheet: try Self.model(selected: "large")).grabber)
    #expect(large.incrementTarget == nil)
    #expect(large.decrementTarget == "medium")
    #expect(SheetGrabberAccessibility.announcement(forDetent: "large") == "large")
  }

  @Test func noVisibleGrabberNoElement() throws {
    let accessibility = PresentationAccessibility(
      sheet: try Self.model(selected: "medium", grabber: false))
    #expect(accessibility.grabber == nil)
  }
}
