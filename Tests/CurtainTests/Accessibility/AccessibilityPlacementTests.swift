import CurtainEngine
import Foundation
import Testing

@testable import Curtain

/// The core's decisions behind issue 37 items 7 and 8: where focus goes back, when "Dismiss"
/// is exposed and where it is activated.
@Suite struct AccessibilityPlacementTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test(arguments: [
    // A centred 200 × 200 square (95, 322): bands above 322 tall, below 844 − 522 = 322 tall
    // (equal: above wins), beside 95 wide. Above: centre (195, 161).
    (CGRect(x: 95, y: 322, width: 200, height: 200), CGPoint(x: 195, y: 161)),
    // A bottom half (0, 422, 390, 422): only the band above, 422 tall: centre (195, 211).
    (CGRect(x: 0, y: 422, width: 390, height: 422), CGPoint(x: 195, y: 211)),
    // A left drawer 300 wide: only the band after it, x 300…390: centre (345, 422).
    (CGRect(x: 0, y: 0, width: 300, height: 844), CGPoint(x: 345, y: 422)),
    // A card outside the dim entirely: the dim's own centre.
    (CGRect(x: 400, y: 0, width: 10, height: 10), CGPoint(x: 195, y: 422)),
  ])
  func theActivationPointIsTheMiddleOfTheLargestUncoveredBand(
    presented: CGRect, expected: CGPoint
  ) {
    #expect(
      DimmingElementPlacement.activationPoint(dim: Self.container, presented: presented)
        == expected)
  }

  @Test func aPresentationCoveringTheDimLeavesNoPoint() {
    #expect(
      DimmingElementPlacement.activationPoint(dim: Self.container, presented: Self.container)
        == nil)
  }

  @Test func dismissIsExposedOnlyWhileATapWouldDismiss() throws {
    let dismisses = PresentationAccessibility(uiConfiguration: .default)
    #expect(
      DimmingElementPlacement.isExposed(dismisses.dimmingElement, isModalInPresentation: false))
    #expect(
      !DimmingElementPlacement.isExposed(dismisses.dimmingElement, isModalInPresentation: true))
    let inert = PresentationAccessibility(
      uiConfiguration: PresentationUIConfiguration(backgroundTap: .none))
    #expect(!DimmingElementPlacement.isExposed(inert.dimmingElement, isModalInPresentation: false))
  }

  @Test func escapeDismissesWhereADragDismisses() throws {
    let inert = PresentationUIConfiguration(backgroundTap: .none)
    #expect(
      PresentationAccessibility(uiConfiguration: inert).escape
        == .refuses(.backgroundTapDoesNothing))
    #expect(
      PresentationAccessibility(uiConfiguration: inert, dismissesByDragging: true).escape
        == .dismisses)
    // A passthrough background stays non-modal, and escape is still not its way out.
    let passthrough = PresentationUIConfiguration(backgroundTap: .passthrough)
    #expect(
      PresentationAccessibility(uiConfiguration: passthrough, dismissesByDragging: true).escape
        == .refuses(.passthroughBackground))
  }

  @Test func focusGoesBackOnlyToAnElementThatStillSaysTheSame() {
    let row3 = FocusReturn.Content(label: "Row 3", value: nil, identifier: "cell", traits: 0)
    let row17 = FocusReturn.Content(label: "Row 17", value: nil, identifier: "cell", traits: 0)
    #expect(FocusReturn.decide(remembered: row3, current: row3, isInWindow: true) == .element)
    #expect(FocusReturn.decide(remembered: row3, current: row17, isInWindow: true) == .screen)
    #expect(FocusReturn.decide(remembered: row3, current: row3, isInWindow: false) == .screen)
    #expect(FocusReturn.decide(remembered: row3, current: nil, isInWindow: false) == .screen)
    #expect(FocusReturn.decide(remembered: nil, current: nil, isInWindow: false) == .screen)
    var selected = row3
    selected.traits = 1 << 3
    #expect(FocusReturn.decide(remembered: row3, current: selected, isInWindow: true) == .screen)
  }
}
