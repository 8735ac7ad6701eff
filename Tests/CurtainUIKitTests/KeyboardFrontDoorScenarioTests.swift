#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// Issue 37, item 1, through every front door: the keyboard stays the focused field's.
///
/// A screen that focuses its text field from its own appearance callbacks keeps the first
/// responder and the keyboard once the transition completed. The doors are `KeyboardScenarioTests.frontDoors`, the sheet plug-in (a registry
/// spec naming `sheet`, played as a plain animator) and a navigation push.
@Suite @MainActor struct KeyboardFrontDoorScenarioTests {
  /// A screen with a text field that it focuses in `viewWillAppear(_:)`, or, when the field is
  /// not yet in the window there (UIKit: "Don't call this method on a view that's not currently
  /// in the active view hierarchy", AD/uiresponder/canbecomefirstresponder), in
  /// `viewDidAppear(_:)`.
  final class FocusingScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    /// Whether `becomeFirstResponder()` succeeded in `viewWillAppear(_:)`.
    var focusedInWillAppear: Bool?
    /// Whether it succeeded in `viewDidAppear(_:)` (asked only when the first failed).
    var focusedInDidAppear: Bool?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      focusedInWillAppear = field.becomeFirstResponder()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if focusedInWillAppear != true { focusedInDidAppear = field.becomeFirstResponder() }
    }
  }

  /// The doors beyond the presentation doors of `KeyboardScenarioTests`: each sets up its own
  /// world and shows `detail`.
  static let moreDoors: [(String, @MainActor (UIViewController) throws -> Void)] = [
    (
      "sheet plug-in",
      { detail in
        Harness.world()
        let root = Harness.window.rootViewController ?? UIViewController()
        try root.present(
          detail,
          spec: TransitionSpec(animator: "sheet", parameters: ["detents": .text("medium,large")]),
          registry: AnimatorRegistry.builtIn)
      }
    ),
    (
      "navigation push",
      { detail in
        let navigation = UINavigationController(rootViewController: UIViewController())
        Harness.world(root: navigation)
        NavigationTransitionDelegate(animator: fade(0.3)).attach(to: navigation)
        navigation.pushViewController(detail, animated: true)
      }
    ),
  ]

  /// Every door by name (the tests' arguments).
  nonisolated static let names = KeyboardScenarioTests.names + ["sheet plug-in", "navigation push"]

  /// Shows `detail` through the door named `name`.
  func show(_ detail: UIViewController, through name: String) throws {
    if let door = Self.moreDoors.first(where: { $0.0 == name })?.1 {
      try door(detail)
      return
    }
    let door = try #require(KeyboardScenarioTests.frontDoors.first { $0.0 == name }?.1)
    Harness.world()
    try door(Harness.window.rootViewController ?? UIViewController(), detail)
  }

  @Test(arguments: names)
  func aFieldFocusedInTheAppearanceCallbacksKeepsTheKeyboard(name: String) throws {
    let screen = FocusingScreen()
    try show(screen, through: name)
    ScenarioClock.runUntilIdle()
    #expect(screen.view.window === Harness.window, "\(name): shown")
    #expect(
      screen.focusedInWillAppear == true || screen.focusedInDidAppear == true,
      "\(name): the screen focused its field (will: \(String(describing: screen.focusedInWillAppear)), did: \(String(describing: screen.focusedInDidAppear)))"
    )
    #expect(screen.field.isFirstResponder, "\(name): the field keeps the first responder")
    #expect(
      UIKitModel.firstResponder === screen.field,
      "\(name): \(String(describing: UIKitModel.firstResponder))")
    #expect(UIKitModel.isKeyboardShown, "\(name): the keyboard stays")
    // A frame later nothing took it either (the host wraps the content at the completion).
    ScenarioClock.advance(by: 1.0 / 60)
    #expect(UIKitModel.firstResponder === screen.field, "\(name): a frame later")
    Harness.expectNoFailures()
  }

  /// The field the screen focuses while the transition runs (a frame in: its view is in the
  /// window then) keeps the keyboard through the sheet plug-in and a push too.
  @Test(arguments: ["sheet plug-in", "navigation push"])
  func aFieldFocusedWhileTheTransitionRunsKeepsTheKeyboard(name: String) throws {
    let detail = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    detail.view.addSubview(field)
    try show(detail, through: name)
    ScenarioClock.advance(by: 1.0 / 60)
    #expect(UIKitModel.world.transitionsInFlight.count == 1, "\(name): still running")
    #expect(field.becomeFirstResponder(), "\(name): the field is in the window")
    ScenarioClock.runUntilIdle()
    #expect(field.isFirstResponder, "\(name)")
    #expect(UIKitModel.isKeyboardShown, "\(name)")
    Harness.expectNoFailures()
  }
}
#endif
