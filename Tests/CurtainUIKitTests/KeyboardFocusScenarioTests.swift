#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// Issue 37, item 3: Full Keyboard Access and a hardware keyboard's Tab.
///
/// The focus system is Model/ModelFocus.swift (§22). With the user's focus on the presenting screen, a cover, a
/// sheet and an alert-like preset take the focus into their content, Tab cycles there and never
/// reaches the covered screen, the dismissal gives the focus back, and a text field the
/// presented screen focused keeps the first responder and the keyboard (the core's
/// `KeyboardFocus`: the content's first responder first, never the chrome).
@Suite @MainActor struct KeyboardFocusScenarioTests {
  /// A view the keyboard can focus (a custom control).
  final class FocusableControl: UIView {
    override var canBecomeFocused: Bool { true }
  }

  /// The presented screen: a control above a text field, both inside a 270 × 180 alert; the
  /// field is focused from the appearance callbacks when `focusesField` is set (in
  /// `viewWillAppear(_:)`, or in `viewDidAppear(_:)` when it is not yet in the window there).
  final class Screen: UIViewController {
    let control = FocusableControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    let field = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
    var focusesField = false
    var focusedInWillAppear = false

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(control)
      view.addSubview(field)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      if focusesField { focusedInWillAppear = field.becomeFirstResponder() }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if focusesField, !focusedInWillAppear { _ = field.becomeFirstResponder() }
    }
  }

  /// The doors: a cover, a sheet, an alert-like preset.
  static let doors: [(String, @MainActor (UIViewController, UIViewController) throws -> Void)] =
    [
      (
        "cover",
        { root, screen in
          let cover = CoverPresentation(
            directionShow: .bottom, directionDismiss: .bottom,
            size: PresentationSize(width: .fullscreen, height: .fullscreen),
            alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
            timing: PresentationTiming(duration: .custom(duration: 0.3)))
          Animator(presentation: cover).prepare(presentedViewController: screen)
          root.present(screen, animated: true)
        }
      ),
      (
        "sheet",
        { root, screen in
          root.present(screen, sheet: try SheetPresentation(detents: [.medium, .large]))
        }
      ),
      (
        "alert",
        { root, screen in
          let presenter = Presentr(presentationType: .alert)
          presenter.registry = AnimatorRegistry.builtIn
          root.customPresentViewController(
            presenter, viewController: screen, animated: true, completion: nil)
        }
      ),
    ]

  nonisolated static let names = ["cover", "sheet", "alert"]

  /// A world whose root screen has two controls, the first focused by Tab (the user is using
  /// the keyboard's focus); returns the root and its controls.
  func focusedRoot() -> (UIViewController, UIView, UIView) {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let first = FocusableControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    let second = FocusableControl(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
    root.view.addSubview(first)
    root.view.addSubview(second)
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === first, "Tab focused the root's first control")
    return (root, first, second)
  }

  func present(_ screen: Screen, on root: UIViewController, through name: String) throws {
    let door = try #require(Self.doors.first { $0.0 == name }?.1)
    try door(root, screen)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === screen, "\(name): presented")
  }

  @Test(arguments: names)
  func tabStaysInThePresentedContentAndTheFocusComesBack(name: String) throws {
    let (root, first, second) = focusedRoot()
    let screen = Screen()
    try present(screen, on: root, through: name)
    let content: [UIView] = [screen.control, screen.field]
    // Moved in when it appeared (or, where the system defers it, by the first Tab).
    if UIKitModel.focusedItem == nil { #expect(UIKitModel.pressKey("\t")) }
    #expect(
      content.contains { $0 === UIKitModel.focusedItem },
      "\(name): focus is in the content: \(String(describing: UIKitModel.focusedItem))")
    var reached: [UIView] = []
    for _ in 0..<4 {
      #expect(UIKitModel.pressKey("\t"))
      reached += UIKitModel.focusedItem.map { [$0] } ?? []
    }
    #expect(reached.count == 4, "\(name): every Tab focused something")
    #expect(
      reached.allSatisfy { item in content.contains { $0 === item } },
      "\(name): Tab never leaves the content (the covered screen, the dim, the grabber)")
    #expect(
      content.allSatisfy { item in reached.contains { $0 === item } },
      "\(name): Tab cycles through the whole content")
    #expect(UIKitModel.pressKey("\t", modifierFlags: .shift))
    #expect(content.contains { $0 === UIKitModel.focusedItem }, "\(name): Shift-Tab too")
    #expect(!first.isFocused && !second.isFocused)
    screen.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil, "\(name): dismissed")
    #expect(UIKitModel.focusedItem === first, "\(name): the focus is back where it was")
    Harness.expectNoFailures()
  }

  @Test(arguments: names)
  func aFieldTheScreenFocusedKeepsTheKeyboardWhenTheFocusMovesIn(name: String) throws {
    let (root, _, _) = focusedRoot()
    let screen = Screen()
    screen.focusesField = true
    try present(screen, on: root, through: name)
    ScenarioClock.advance(by: 1.0 / 60)
    #expect(screen.field.isFirstResponder, "\(name): the field keeps the first responder")
    #expect(UIKitModel.firstResponder === screen.field, "\(name)")
    #expect(UIKitModel.isKeyboardShown, "\(name): the keyboard stays")
    // The focus that moved in went to the field, not to the control above it (§22.7: focus
    // going elsewhere would end the field's editing).
    #expect(
      UIKitModel.focusedItem == nil || UIKitModel.focusedItem === screen.field,
      "\(name): \(String(describing: UIKitModel.focusedItem))")
    Harness.expectNoFailures()
  }
}
#endif
