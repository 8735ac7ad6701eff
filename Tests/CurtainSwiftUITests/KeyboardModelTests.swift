#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// Issue 37, item 1, through the SwiftUI front door: a text field the presented content focuses
/// keeps the first responder and the keyboard through `.curtainPresentation` and
/// `.curtainSheet`.
///
/// SwiftUI's `TextField` is a UIKit text field inside the hosting controller's view on iOS; the
/// scenario puts a `UITextField` there and focuses it a frame into the transition, when its
/// view is in the window (UIKit refuses a first responder outside the active view hierarchy,
/// AD/uiresponder/canbecomefirstresponder), as content focused on appearance is.
@Suite @MainActor struct KeyboardModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  func settle() async {
    for _ in 0..<6 {
      UIKitModel.runUntilIdle()
      for _ in 0..<10 { await Task.yield() }
    }
  }

  /// Presents `configuration`, focuses a field in the content a frame in, and checks the
  /// field still holds the first responder and the keyboard when everything settled.
  func expectTheFieldKeepsTheKeyboard(
    _ configuration: PresentationConfiguration, root: UIViewController,
    coordinator: PresentationCoordinator, door: String
  ) async throws {
    coordinator.update(configuration)
    UIKitModel.advance(by: 1.0 / 60)
    let hosting = try #require(root.presentedViewController, "\(door): presented")
    #expect(!UIKitModel.world.transitionsInFlight.isEmpty, "\(door): still running")
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    hosting.view.addSubview(field)
    #expect(field.becomeFirstResponder(), "\(door): the content focused its field")
    await settle()
    #expect(UIKitModel.world.transitionsInFlight.isEmpty, "\(door): settled")
    #expect(
      UIKitModel.firstResponder === field,
      "\(door): \(String(describing: UIKitModel.firstResponder))")
    #expect(UIKitModel.isKeyboardShown, "\(door): the keyboard stays")
    #expect(UIKitModel.world.failures.isEmpty, "\(door): \(UIKitModel.world.failures)")
  }

  @Test func aFieldInPresentedContentKeepsTheKeyboard() async throws {
    let (root, coordinator) = base.setUp()
    try await expectTheFieldKeepsTheKeyboard(
      base.flag(Box(true)), root: root, coordinator: coordinator, door: "curtainPresentation")
  }

  @Test func aFieldInASheetsContentKeepsTheKeyboard() async throws {
    let (root, coordinator) = base.setUp()
    try await expectTheFieldKeepsTheKeyboard(
      base.sheet(Box(true), Box("medium")), root: root, coordinator: coordinator,
      door: "curtainSheet")
  }
}
#endif
