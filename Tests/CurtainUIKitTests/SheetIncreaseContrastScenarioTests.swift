#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// Increase Contrast raises a sheet's own dim, drawn by its session rather than by a plan, by
/// the same rule as a presentation's (issue 37), and follows the setting live.
@Suite @MainActor struct SheetIncreaseContrastScenarioTests {
  /// By hand: white under a black dim of this alpha has luminance `1.05 / 4.5 − 0.05`, a WCAG
  /// contrast ratio of 4.5:1 with white (≈ 0.5347).
  static let raisedBlack = 1 - (1.055 * pow(1.05 / 4.5 - 0.05, 1 / 2.4) - 0.055)

  /// Presents a medium/large sheet in a new world with Increase Contrast on.
  func present(undimmed: String? = nil) throws -> CurtainSheetPresentationController {
    Harness.world()
    UIKitModel.increaseContrast = true
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    root.present(
      detail,
      sheet: try SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: undimmed,
        prefersGrabberVisible: true))
    ScenarioClock.runUntilIdle()
    return try #require(detail.presentationController as? CurtainSheetPresentationController)
  }

  func expectDim(
    _ sheet: CurtainSheetPresentationController, _ expected: Double, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let alpha = Double(try #require(sheet.dimmingView).alpha)
    #expect(
      abs(alpha - expected) < 1e-6, "\(comment): \(alpha), expected \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func theSheetsDimIsRaisedAndFollowsTheSettingLive() throws {
    defer { UIKitModel.increaseContrast = false }
    let sheet = try present()
    // Old code: 0.3, the sheet's own dim (white under it stands 2.1:1 from white).
    try expectDim(sheet, Self.raisedBlack, "presented under Increase Contrast")
    UIKitModel.increaseContrast = false
    // The next frame: UIKit may post the change a turn later (SEMANTICS.md note 21.6).
    ScenarioClock.advance(by: ScenarioClock.frame)
    try expectDim(sheet, 0.3, "the sheet's own dim again, live")
    UIKitModel.increaseContrast = true
    ScenarioClock.advance(by: ScenarioClock.frame)
    try expectDim(sheet, Self.raisedBlack, "raised again, live")
    Harness.expectNoFailures()
  }

  @Test func anUndimmedDetentStaysUndimmedAndTheNextOneIsRaised() throws {
    defer { UIKitModel.increaseContrast = false }
    let sheet = try present(undimmed: "medium")
    try expectDim(sheet, 0, "at the largest undimmed detent there is no dim to raise")
    #expect(sheet.adjustGrabber(increment: true))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "large")
    try expectDim(sheet, Self.raisedBlack, "above it, the raised dim")
    Harness.expectNoFailures()
  }
}
#endif
