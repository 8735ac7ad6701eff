#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches.
import Curtain
import CurtainEngine
import CurtainUIKit
import Testing
import UIKit

/// A sheet over a sheet in the UIKit player (issue 17 item 8), on the model.
///
/// The numbers, by hand from `SheetStacking`'s documented formula (scale `1 − p · 32 / width`,
/// top offset `p · 10`, dim `p · 0.15`) on a 390 × 844 window with a top inset of 47: the lower
/// sheet rests at `.large`, top edge 57, 787 high. The look is a transform scaling by `s` about
/// the top edge's centre: `ty = offset − (1 − s) · 787 / 2`, so the top edge shows at
/// `57 + offset` and the width at `390 · s`.
/// - p = 1: s = 358 / 390 = 0.9179487179…, offset 10, ty = 10 − (32 / 390) · 393.5
///   = 10 − 32.2871794871… = −22.2871794871…, dim 0.15; shown top 67, width 358.
/// - p = 0.5: s = 374 / 390, offset 5, dim 0.075; shown top 62, width 374.
/// The top sheet rests at `.medium` (top 422), its only detent: its progress is
/// (844 − top) / (844 − 422), so a drag down by 211 is p = 0.5.
@Suite @MainActor struct SheetStackingScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  private func presentStack() throws -> (
    lower: UIViewController, lowerSheet: CurtainSheetPresentationController,
    top: UIViewController, topSheet: CurtainSheetPresentationController
  ) {
    let lower = UIViewController()
    root.present(
      lower, sheet: try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"))
    ScenarioClock.runUntilIdle()
    let top = UIViewController()
    lower.present(top, sheet: try SheetPresentation(detents: [.medium]))
    ScenarioClock.runUntilIdle()
    return (
      lower, try #require(lower.presentationController as? CurtainSheetPresentationController),
      top, try #require(top.presentationController as? CurtainSheetPresentationController)
    )
  }

  /// The lower sheet's shown top edge and width, and its dim.
  private func look(
    _ view: UIView, _ sheet: CurtainSheetPresentationController
  ) -> (top: CGFloat, width: CGFloat, dim: CGFloat) {
    let t = view.transform
    return (
      view.center.y + t.ty - t.d * view.bounds.height / 2, t.a * view.bounds.width,
      sheet.stackingDimView?.alpha ?? 0
    )
  }

  /// The lower sheet's look on screen now, animations included.
  private func shownLook(
    _ view: UIView, _ sheet: CurtainSheetPresentationController
  ) -> (top: CGFloat, width: CGFloat, dim: CGFloat) {
    let t = view.modelPresentedTransform
    return (
      view.modelPresentedCenter.y + t.ty - t.d * view.modelPresentedSize.height / 2,
      t.a * view.modelPresentedSize.width, sheet.stackingDimView?.modelPresentedAlpha ?? 0
    )
  }

  private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  /// Also when UIKit gives the lower sheet's view as the dismissal's `.to` view (§2.2 M,
  /// alternative `customDismissalHasToView`): the player leaves it where it is instead of moving
  /// it into the top sheet's container and setting its frame to the window's (0, 0, 390, 844).
  @Test(arguments: [
    UIKitModelReadings.documented, UIKitModelReadings([.customDismissalHasToView]),
  ])
  func theLowerSheetStepsBackAndComesForwardOnDismissal(readings: UIKitModelReadings) throws {
    Harness.world()
    UIKitModel.world.readings = readings
    let stack = try presentStack()
    let t = stack.lower.view.transform
    #expect(close(t.a, 0.917948717948718) && close(t.d, 0.917948717948718))
    #expect(close(t.ty, -22.28717948717949) && t.tx == 0 && t.b == 0 && t.c == 0)
    let back = look(stack.lower.view, stack.lowerSheet)
    #expect(close(back.top, 67) && close(back.width, 358) && close(back.dim, 0.15))
    // The lower sheet still rests at large underneath the transform.
    #expect(stack.lower.view.bounds.height == 787 && stack.lower.view.center.y == 57 + 393.5)
    stack.top.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stack.lower.view.transform == .identity)
    #expect(stack.lowerSheet.stackingDimView == nil, "the stacking look is gone")
    #expect(stack.lower.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    Harness.expectNoFailures()
  }

  @Test func theLowerSheetFollowsTheTopSheetsDragAndReturnsOnCancel() throws {
    Harness.world()
    let stack = try presentStack()
    let touch = ModelTouch(try #require(stack.topSheet.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: 211))
    let half = look(stack.lower.view, stack.lowerSheet)
    #expect(close(half.top, 62) && close(half.width, 374) && close(half.dim, 0.075))
    #expect(close(stack.lower.view.transform.a, 374.0 / 390))
    // Up above the top sheet's detent: progress stays 1.
    touch.move(to: CGPoint(x: 0, y: -50))
    let full = look(stack.lower.view, stack.lowerSheet)
    #expect(close(full.top, 67) && close(full.width, 358) && close(full.dim, 0.15))
    touch.move(to: CGPoint(x: 0, y: 211))
    touch.cancel()
    ScenarioClock.runUntilIdle()
    let again = look(stack.lower.view, stack.lowerSheet)
    #expect(close(again.top, 67) && close(again.width, 358) && close(again.dim, 0.15))
    Harness.expectNoFailures()
  }

  @Test func aDragThatDismissesTheTopSheetBringsTheLowerForward() throws {
    Harness.world()
    let stack = try presentStack()
    let touch = ModelTouch(try #require(stack.topSheet.panRecognizer))
    touch.begin()
    // Down 316.5: top 738.5, p = 105.5 / 422 = 0.25: s = 382 / 390, offset 2.5, dim 0.0375.
    touch.move(to: CGPoint(x: 0, y: 316.5))
    let quarter = look(stack.lower.view, stack.lowerSheet)
    #expect(close(quarter.top, 59.5) && close(quarter.width, 382) && close(quarter.dim, 0.0375))
    // Released at rest: the bottom edge (105.5 away) is nearer than medium (316.5): dismissed.
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(stack.top.presentingViewController == nil)
    #expect(stack.lower.view.transform == .identity)
    #expect(stack.lowerSheet.stackingDimView == nil, "the stacking look is gone")
    Harness.expectNoFailures()
  }

  @Test func dismissingTheWholeStackLeavesTheLowerSheetUntransformed() throws {
    Harness.world()
    let stack = try presentStack()
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stack.lower.presentingViewController == nil)
    #expect(stack.top.presentingViewController == nil)
    #expect(stack.lower.view.transform == .identity)
    #expect(stack.lowerSheet.stackingDimView == nil)
    Harness.expectNoFailures()
  }

  /// A pan-driven dismissal of the top sheet (a pan wired by ``ModalTransitionDelegate``):
  /// the lower sheet follows it frame by frame, through the presented controller's transition
  /// coordinator (§5.4: chrome animates alongside the transition), while the finger holds still
  /// too.
  ///
  /// With the top sheet's top edge shown at `t`, its progress is p = (844 − t) / 422 and the
  /// lower sheet shows top 57 + 10 p, width 390 − 32 p and dim 0.15 p (the formula above).
  @Test func theLowerSheetFollowsAPanDrivenDismissalFrameByFrame() throws {
    Harness.world()
    let lower = UIViewController()
    root.present(
      lower, sheet: try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"))
    ScenarioClock.runUntilIdle()
    let lowerSheet = try #require(
      lower.presentationController as? CurtainSheetPresentationController)
    let top = UIViewController()
    let delegate = ModalTransitionDelegate(sheet: try SheetPresentation(detents: [.medium]))
    delegate.wire(viewController: top, with: .regular(.fromTop)) { [weak top] in
      top?.dismiss(animated: true)
    }
    delegate.attach(to: top)
    lower.present(top, animated: true)
    ScenarioClock.runUntilIdle()
    let rest = look(lower.view, lowerSheet)
    #expect(close(rest.top, 67) && close(rest.width, 358) && close(rest.dim, 0.15))
    let interaction = try #require(delegate.interaction)
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(translation: CGPoint(x: 0, y: 4)))
    for y in [105.5, 211, 316.5] {
      touch.move(to: CGPoint(x: 0, y: y))
      // The finger holds still for half a second: nothing runs on its own.
      ScenarioClock.advance(by: 0.5)
      let shownTop = top.view.modelPresentedCenter.y - top.view.modelPresentedSize.height / 2
      let p = (844 - shownTop) / 422
      #expect(p > 0.1 && p < 0.95, "the top sheet follows the finger: p = \(p)")
      let now = shownLook(lower.view, lowerSheet)
      #expect(close(now.top, 57 + 10 * p, 0.01), "top \(now.top) at p = \(p)")
      #expect(close(now.width, 390 - 32 * p, 0.01), "width \(now.width) at p = \(p)")
      #expect(close(now.dim, 0.15 * p, 1e-4), "dim \(now.dim) at p = \(p)")
    }
    touch.end(velocity: CGPoint(x: 0, y: 900))
    ScenarioClock.runUntilIdle()
    #expect(top.presentingViewController == nil)
    #expect(lower.view.transform == .identity)
    #expect(lowerSheet.stackingDimView == nil)
    Harness.expectNoFailures()
  }
}
#endif
