#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// The keyboard is the app's: a text field the presented screen focuses keeps the first
/// responder and the keyboard through every front door; Escape reaches the presentation through
/// the responder chain, and leaves a composition to the input method
/// (Model/ModelKeyboard.swift).
@Suite @MainActor struct KeyboardScenarioTests {
  /// The presenting screen, the presented screen and its text field.
  struct Screens {
    let root: UIViewController
    let detail: UIViewController
    let field: UITextField
  }

  /// A front door: presents `detail` on `root`.
  typealias FrontDoor = @MainActor (UIViewController, UIViewController) throws -> Void

  /// The front doors by name (the tests' arguments).
  nonisolated static let names = [
    "Presentr", "Jelly", "AZTransitions", "EasyTransitions", "registry spec", "sheet",
  ]

  static let frontDoors: [(String, FrontDoor)] = [
    (
      "Presentr",
      { root, detail in
        let presenter = Presentr(presentationType: .popup)
        presenter.registry = AnimatorRegistry.builtIn
        presenter.transitionType = .crossDissolve
        root.customPresentViewController(
          presenter, viewController: detail, animated: true, completion: nil)
      }
    ),
    (
      "Jelly",
      { root, detail in
        let presentation = CoverPresentation(
          directionShow: .bottom, directionDismiss: .bottom,
          size: PresentationSize(width: .fullscreen, height: .halfscreen),
          alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
          timing: PresentationTiming(duration: .custom(duration: 0.3)))
        Animator(presentation: presentation).prepare(presentedViewController: detail)
        root.present(detail, animated: true)
      }
    ),
    (
      "AZTransitions",
      { root, detail in
        detail.customModalTransition = CustomModalTransition(duration: 0.3)
        root.present(detail, animated: true)
      }
    ),
    (
      "EasyTransitions",
      { root, detail in
        let delegate = ModalTransitionDelegate(animator: fade(0.3))
        delegate.attach(to: detail)
        root.present(detail, animated: true)
      }
    ),
    (
      "registry spec",
      { root, detail in
        try root.present(
          detail, spec: TransitionSpec(animator: "cross-dissolve"),
          registry: AnimatorRegistry.builtIn)
      }
    ),
    (
      "sheet",
      { root, detail in
        root.present(detail, sheet: try SheetPresentation(detents: [.medium, .large]))
      }
    ),
  ]

  func screens() -> Screens {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    detail.view.addSubview(field)
    return Screens(root: root, detail: detail, field: field)
  }

  /// Presents through `door`, the field focused while the presentation runs (as a screen does
  /// in `viewWillAppear`, once its view is in the window), and returns the screens.
  func presentFocused(_ door: FrontDoor) throws -> Screens {
    let screens = screens()
    try door(screens.root, screens.detail)
    UIKitModel.advance(by: 1.0 / 60)
    #expect(UIKitModel.world.transitionsInFlight.count == 1, "still presenting")
    #expect(screens.field.becomeFirstResponder(), "the field is in the window")
    #expect(UIKitModel.isKeyboardShown)
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController === screens.detail)
    return screens
  }

  @Test(arguments: names)
  func aFieldTheScreenFocusesKeepsTheKeyboard(name: String) throws {
    let present = try #require(Self.frontDoors.first { $0.0 == name }?.1)
    let screens = try presentFocused(present)
    #expect(screens.field.isFirstResponder, "\(name): the field keeps the first responder")
    #expect(UIKitModel.firstResponder === screens.field, "\(name)")
    #expect(UIKitModel.isKeyboardShown, "\(name): the keyboard stays")
    Harness.expectNoFailures()
  }

  @Test(arguments: names)
  func escapeCancelsACompositionThenDismissesFromTheField(name: String) throws {
    let present = try #require(Self.frontDoors.first { $0.0 == name }?.1)
    let screens = try presentFocused(present)
    screens.field.insertText("東京")
    // Japanese input: "にほん" is marked, not yet converted.
    screens.field.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape))
    ScenarioClock.runUntilIdle()
    #expect(
      screens.root.presentedViewController === screens.detail,
      "\(name): Escape during a composition is the input method's")
    #expect(screens.field.text == "東京", "\(name): the composition was cancelled")
    #expect(screens.field.isFirstResponder, "\(name)")
    // Without a composition Escape reaches the presentation up the field's responder chain.
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape), "\(name): a command handled it")
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil, "\(name): Escape dismissed")
    #expect(!UIKitModel.isKeyboardShown, "\(name): the field left the window")
    Harness.expectNoFailures()
  }

  @Test func withNothingFocusedTheHostTakesTheFirstResponderForEscape() throws {
    let screens = screens()
    screens.root.present(screens.detail, animator: FadePresentation())
    ScenarioClock.runUntilIdle()
    let responder = try #require(UIKitModel.firstResponder as? UIView)
    #expect(responder.window === Harness.window)
    #expect(!UIKitModel.isKeyboardShown)
    // The field focused afterwards takes it over; Escape still dismisses.
    #expect(screens.field.becomeFirstResponder())
    #expect(UIKitModel.isKeyboardShown)
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape))
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }
}
#endif
