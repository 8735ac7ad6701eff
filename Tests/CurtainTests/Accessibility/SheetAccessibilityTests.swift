import Curtain
import CurtainEngine
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
    // The value is the detent's accessible name in the user's language, not its id.
    #expect(medium.value == CurtainStrings.standard.string(.detentMedium))
    #expect(medium.value != "medium")
    #expect(medium.traits == .adjustable)
    #expect(medium.label == CurtainStrings.standard.string(.grabberLabel))
    #expect(medium.hint == CurtainStrings.standard.string(.grabberHint))
    #expect(medium.incrementTarget == "large")
    #expect(medium.decrementTarget == nil)
    let large = try #require(
      PresentationAccessibility(sheet: try Self.model(selected: "large")).grabber)
    #expect(large.incrementTarget == nil)
    #expect(large.decrementTarget == "medium")
    let model = try Self.model(selected: "large")
    #expect(
      SheetGrabberAccessibility.announcement(forDetent: "large", in: model)
        == CurtainStrings.standard.string(.detentLarge))
  }

  @Test func otherDetentsAreNamedByTheirShareOfTheScreen() throws {
    let model = try SheetModel(
      presentation: SheetPresentation(
        detents: [try .fraction(0.3), try .height(211), .large], prefersGrabberVisible: true),
      container: try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
    #expect(CurtainStrings.packaged(.detentPercent, localization: "en") == "%@%% height")
    // 0.3 of 844 is 253.2 pt: 30 % of the container; 211 pt of 844 is 25 % exactly.
    let format = CurtainStrings.standard.string(.detentPercent)
    #expect(
      CurtainStrings.standard.detentName("0.3", in: model) == String(format: format, "30"))
    #expect(
      CurtainStrings.standard.detentName("211.0pt", in: model) == String(format: format, "25"))
    // The app's own name wins.
    #expect(
      CurtainStrings.standard.detentName("0.3", in: model, detentNames: ["0.3": "Peek"]) == "Peek")
    #expect(CurtainStrings.standard.detentName("unknown", in: model) == "unknown")
  }

  @Test func noVisibleGrabberNoElement() throws {
    let accessibility = PresentationAccessibility(
      sheet: try Self.model(selected: "medium", grabber: false))
    #expect(accessibility.grabber == nil)
  }
}
