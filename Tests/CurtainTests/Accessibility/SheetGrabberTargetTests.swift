import Curtain
import CurtainEngine
import Foundation
import Testing

/// The grabber's 44 × 44 target and its activation (issue 37), decided in the engine.
@Suite struct SheetGrabberTargetTests {
  @Test(arguments: [
    // (sheet width, expected target): x = width / 2 − 44 / 2, from the top edge, 44 × 44.
    (CGFloat(390), CGRect(x: 173, y: 0, width: 44, height: 44)),
    (CGFloat(1024), CGRect(x: 490, y: 0, width: 44, height: 44)),
    // Narrower than 44: the sheet's whole width, still 44 tall.
    (CGFloat(30), CGRect(x: 0, y: 0, width: 30, height: 44)),
    (CGFloat(-5), CGRect(x: 0, y: 0, width: 0, height: 44)),
    (CGFloat.nan, CGRect(x: 0, y: 0, width: 0, height: 44)),
  ])
  func theTargetIsFortyFourPointsSquareFromTheTopEdge(width: CGFloat, expected: CGRect) {
    let target = SheetGrabberAccessibility.targetFrame(sheetWidth: width)
    #expect(target == expected)
    #expect(target.minY == 0, "never above the sheet's top edge")
  }

  @Test func theBarLiesInsideItsTarget() {
    let bar = SheetPresentation.grabberFrame(sheetWidth: 390)
    let target = SheetGrabberAccessibility.targetFrame(sheetWidth: 390)
    #expect(target.contains(bar))
    #expect(target.width >= 44 && target.height >= 44)
    // In the bar's coordinates: 173 − 177 = −4, 0 − 5 = −5.
    #expect(
      SheetGrabberAccessibility.targetFrameInBar(sheetWidth: 390)
        == CGRect(x: -4, y: -5, width: 44, height: 44))
  }

  @Test func anActivationGoesUpAndAtTheTallestBackToTheShortest() throws {
    let container = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    func grabber(
      _ detents: [SheetDetent], at selected: String
    ) throws
      -> SheetGrabberAccessibility
    {
      SheetGrabberAccessibility(
        sheet: try SheetModel(
          presentation: SheetPresentation(
            detents: detents, selectedDetentID: selected, prefersGrabberVisible: true),
          container: container))
    }
    let three: [SheetDetent] = [try .fraction(0.3), .medium, .large]
    #expect(try grabber(three, at: "0.3").activationTarget == "medium")
    #expect(try grabber(three, at: "medium").activationTarget == "large")
    #expect(try grabber(three, at: "large").activationTarget == "0.3")
    #expect(try grabber([.large], at: "large").activationTarget == nil)
  }
}

/// Increase Contrast raises a sheet's own dim by the presentations' rule (issue 37).
@Suite struct SheetIncreaseContrastTests {
  /// By hand: white under a black dim of this alpha has luminance `1.05 / 4.5 − 0.05`, a WCAG
  /// contrast ratio of 4.5:1 with white (≈ 0.5347).
  static let raisedBlack = 1 - (1.055 * pow(1.05 / 4.5 - 0.05, 1 / 2.4) - 0.055)

  @Test func theFullDimRisesAndTheFadeKeepsItsShare() throws {
    let model = try SheetModel(
      presentation: SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium"),
      container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
    #expect(SheetModel.fullDimmingAlpha(0.3, increasedContrast: false) == 0.3)
    let full = Double(SheetModel.fullDimmingAlpha(0.3, increasedContrast: true))
    #expect(abs(full - Self.raisedBlack) < 1e-9)
    // Presentr's 0.7 is dark enough already.
    #expect(SheetModel.fullDimmingAlpha(0.7, increasedContrast: true) == 0.7)
    // Medium's top edge is 422, large's 57: half way (239.5) the dim is half the full one.
    #expect(model.dimmingAlpha(top: 422, increasedContrast: true) == 0)
    let halfway = Double(model.dimmingAlpha(top: 239.5, increasedContrast: true))
    #expect(abs(halfway - Self.raisedBlack / 2) < 1e-9)
    let large = Double(model.dimmingAlpha(top: 57, increasedContrast: true))
    #expect(abs(large - Self.raisedBlack) < 1e-9)
    let accessibility = PresentationAccessibility(
      sheet: model, options: .automatic, increaseContrast: true)
    #expect(accessibility.increasesDimContrast)
    guard case .dimmed(let alpha) = accessibility.backgroundStyle else {
      Issue.record("a sheet's background is a dim")
      return
    }
    #expect(abs(Double(alpha) - Self.raisedBlack) < 1e-9)
  }
}
