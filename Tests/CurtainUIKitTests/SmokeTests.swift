#if canImport(UIKit)
import Curtain
import CurtainUIKit
import Testing
import UIKit

@Suite @MainActor struct SmokeTests {
  @Test func aFadePresentationAndDismissalRunToTheEnd() {
    let world = Harness.world()
    let root = world.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    root.present(detail, animator: fade())
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(detail.view.window != nil)
    #expect(detail.view.alpha == 1)
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(detail.view.window == nil)
    Harness.expectNoFailures()
  }
}
#endif
