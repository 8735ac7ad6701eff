#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The VoiceOver path through `.curtainPresentation` and `.curtainSheet` (issue 37, item 5).
///
/// The options are `.curtainAccessibility(_:)`'s. SwiftUI's view graph is not modelled: the
/// scenarios set the options as the modifier reads them from the environment.
@Suite @MainActor struct AccessibilityModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  func settle() async {
    for _ in 0..<6 {
      UIKitModel.runUntilIdle()
      for _ in 0..<10 { await Task.yield() }
    }
  }

  @Test func aVoiceOverUserScrubsOutOfAPresentationAndTheBindingFollows() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var options = AccessibilityOptions.automatic
    options.dismissLabel = "Close card"
    var configuration = base.flag(shown)
    configuration.accessibilityOptions = options
    coordinator.update(configuration)
    await settle()
    let hosting = try #require(root.presentedViewController as? PresentationHostingController)
    // Modal: the screen changed to the content, and only the dim is reachable beside it.
    let changed = UIKitModel.postedAccessibilityNotifications.last {
      $0.notification == .screenChanged
    }
    #expect((changed?.argument as? UIView) === hosting.view)
    let dim = try #require(
      UIKitModel.accessibleElements().first { $0.accessibilityLabel == "Close card" })
    #expect(dim.accessibilityIdentifier == PresentationAccessibility.dimmingIdentifier)
    UIKitModel.focus(dim)
    #expect(UIKitModel.performAccessibilityEscape())
    await settle()
    #expect(root.presentedViewController == nil)
    #expect(shown.writes == [false], "the scrub is the user's dismissal: the binding is written")
    #expect(UIKitModel.world.failures.isEmpty)
  }

  @Test func escapeRefusedByTheOptionsKeepsThePresentation() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var configuration = base.flag(shown)
    configuration.accessibilityOptions.escape = .refuses
    coordinator.update(configuration)
    await settle()
    #expect(!UIKitModel.performAccessibilityEscape())
    await settle()
    #expect(root.presentedViewController is PresentationHostingController)
    #expect(shown.writes.isEmpty)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  @Test func aSheetsGrabberSaysTheAppsDetentNames() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detent = Box("medium")
    var configuration = base.sheet(shown, detent)
    configuration.accessibilityOptions.detentNames = ["medium": "Peek", "large": "Details"]
    coordinator.update(configuration)
    await settle()
    let sheet = try #require(base.sheetController(of: root))
    let grabber = try #require(sheet.grabberView)
    #expect(grabber.accessibilityValue == "Peek")
    UIKitModel.focus(grabber)
    UIKitModel.adjustFocusedElement(increment: true)
    await settle()
    #expect(grabber.accessibilityValue == "Details")
    #expect(detent.value == "large", "the adjustment is the user's: the selection follows")
    #expect(UIKitModel.world.failures.isEmpty)
  }
}
#endif
