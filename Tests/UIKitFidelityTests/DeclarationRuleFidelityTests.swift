#if canImport(UIKit)
import Testing
import UIKit

/// A responder that can become first responder and, when told to, refuses to resign.
final class StubbornResponder: UIView {
  var refusesToResign = false
  override var canBecomeFirstResponder: Bool { true }
  override func resignFirstResponder() -> Bool {
    refusesToResign ? false : super.resignFirstResponder()
  }
}

/// A view that writes down every `didMoveToWindow()` with whether it then has a window.
final class WindowWatchingView: UIView {
  var moves: [Bool] = []
  override func didMoveToWindow() {
    super.didMoveToWindow()
    moves.append(window != nil)
  }
}

/// A presentation controller that counts the preferred-size changes it hears of.
final class SizeListeningPresentationController: UIPresentationController {
  var sizeChanges = 0
  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    sizeChanges += 1
  }
}

/// A transitioning delegate that presents through a ``SizeListeningPresentationController``.
final class SizeListeningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var controller: SizeListeningPresentationController?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let made = SizeListeningPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller = made
    return made
  }
}

/// The rules Tests/UIKitStub/SEMANTICS.md gives the declarations CurtainUIKit calls, overrides
/// or relies on (§16–§20, issue 35), each through UIKit's public API.
@Suite @MainActor struct DeclarationRuleFidelityTests {
  @Test("[16.1] a responder that cannot become first responder is refused; a text field is not")
  func onlyAResponderThatCanBecomesFirstResponder() {
    let window = Scenario.window()
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let field = UITextField(frame: CGRect(x: 0, y: 20, width: 100, height: 30))
    window.addSubview(plain)
    window.addSubview(field)
    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    // A field outside any window is refused (the model's stricter reading of "don't call").
    let outside = UITextField(frame: .zero)
    #expect(!outside.becomeFirstResponder())
    #expect(field.isFirstResponder)
    Scenario.expectNoFailures()
  }

  @Test("[16.2] resigning returns true by default; a responder that refuses keeps the status")
  func aResponderThatRefusesToResignKeepsIt() {
    let window = Scenario.window()
    let stubborn = StubbornResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let field = UITextField(frame: CGRect(x: 0, y: 20, width: 100, height: 30))
    window.addSubview(stubborn)
    window.addSubview(field)
    #expect(stubborn.becomeFirstResponder())
    stubborn.refusesToResign = true
    #expect(!field.becomeFirstResponder())
    #expect(stubborn.isFirstResponder)
    stubborn.refusesToResign = false
    #expect(stubborn.resignFirstResponder())
    #expect(!stubborn.isFirstResponder)
    #expect(field.becomeFirstResponder())
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only: a key press is synthesized, and the model's key command takes a closure.
  @Test("[16.3] a key press runs the chain's command matching its flags, until it is removed")
  func aKeyPressRunsTheMatchingCommandOnTheChain() {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    let field = UITextField(frame: CGRect(x: 0, y: 20, width: 100, height: 30))
    root.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    var ran: [String] = []
    let plain = UIKeyCommand(modelInput: "k", modifierFlags: []) { _ in ran.append("k") }
    let command = UIKeyCommand(modelInput: "k", modifierFlags: .command) { _ in
      ran.append("⌘k")
    }
    #expect(root.keyCommands == nil)
    root.addKeyCommand(command)
    root.addKeyCommand(plain)
    // The field's controller is on its chain: field → root's view → root.
    #expect(UIKitModel.pressKey("k", modifierFlags: .command))
    #expect(UIKitModel.pressKey("k"))
    root.removeKeyCommand(command)
    #expect(!UIKitModel.pressKey("k", modifierFlags: .command))
    #expect(ran == ["⌘k", "k"])
    #expect(command.modifierFlags == .command)
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  /// Model only: a key press and a composition are synthesized.
  @Test(
    "[16.4] the text system takes Escape in a composition unless a command wants priority",
    arguments: [false, true])
  func escapeGoesToTheTextSystemFirst(priority: Bool) {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    let field = UITextField(frame: CGRect(x: 0, y: 20, width: 100, height: 30))
    root.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    var escapes = 0
    let escape = UIKeyCommand(modelInput: UIKeyCommand.inputEscape, modifierFlags: []) { _ in
      escapes += 1
    }
    #expect(!escape.wantsPriorityOverSystemBehavior)
    escape.wantsPriorityOverSystemBehavior = priority
    root.addKeyCommand(escape)
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape))
    // With priority the command runs and the composition stays; without, the composition goes.
    #expect(escapes == (priority ? 1 : 0))
    #expect(field.text == (priority ? "にほ" : ""))
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }
  #endif

  @Test("[16.5] a text field inserts, deletes backward, commits marked text and reports hasText")
  func aTextFieldEditsAsUIKeyInputSays() {
    let field = UITextField(frame: .zero)
    #expect(!field.hasText)
    field.insertText("ab")
    #expect(field.hasText)
    field.deleteBackward()
    #expect(field.text == "a")
    field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    field.unmarkText()
    #expect(field.text == "aに")
    field.deleteBackward()
    field.deleteBackward()
    #expect(!field.hasText)
  }

  @Test("[17.1] bringSubviewToFront moves a subview to the end; a stranger stays put")
  func bringSubviewToFrontMovesToTheEnd() {
    let window = Scenario.window()
    let parent = UIView(frame: window.bounds)
    let a = UIView()
    let b = UIView()
    let c = UIView()
    window.addSubview(parent)
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    let stranger = UIView()
    window.addSubview(stranger)
    parent.bringSubviewToFront(stranger)
    #expect(parent.subviews == [b, c, a])
    #expect(stranger.superview === window)
    Scenario.expectNoFailures()
  }

  @Test("[17.2] didMoveToWindow reaches a view and its subviews entering and leaving a window")
  func didMoveToWindowReachesTheSubtree() {
    let window = Scenario.window()
    let outer = WindowWatchingView()
    let inner = WindowWatchingView()
    outer.addSubview(inner)
    // Added to a superview outside any window: the window did not change.
    #expect(outer.moves == [] && inner.moves == [])
    window.addSubview(outer)
    #expect(outer.moves == [true] && inner.moves == [true])
    outer.removeFromSuperview()
    #expect(outer.moves == [true, false] && inner.moves == [true, false])
    Scenario.expectNoFailures()
  }

  @Test("[17.3] removeGestureRecognizer detaches the recognizer")
  func removeGestureRecognizerDetaches() {
    let window = Scenario.window()
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    #expect(pan.view === view)
    view.removeGestureRecognizer(pan)
    #expect(pan.view == nil)
    #expect(!(view.gestureRecognizers ?? []).contains { $0 === pan })
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the app's layout direction is the model world's.
  @Test("[17.4] effectiveUserInterfaceLayoutDirection follows the app's direction")
  func theLayoutDirectionIsTheApps() {
    let window = Scenario.window()
    let view = UIView()
    window.addSubview(view)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    UIKitModel.world.layoutDirection = .rightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    Scenario.expectNoFailures()
  }
  #endif

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the app's layout direction is the model world's.
  ///
  /// A 100-wide view pinned 20 from the leading edge of a 390-wide window: x 20 left to right;
  /// right to left its right edge is 20 from the window's, 390 − 20 = 370, so x 270. Pinned to
  /// both edges, 20 in from each, it is x 20, width 350 either way; pinned by `leftAnchor`
  /// it stays at x 20 right to left.
  @Test("[20.14] leading and trailing anchors flip in a right-to-left layout")
  func leadingAndTrailingFlipRightToLeft() {
    let window = Scenario.window()
    UIKitModel.world.layoutDirection = .rightToLeft
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    let leading = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
    leading.isActive = true
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 270, y: 0, width: 100, height: 50))
    let trailing = view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20)
    trailing.isActive = true
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 0, width: 350, height: 50))
    NSLayoutConstraint.deactivate([leading, trailing])
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    other.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(other)
    other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20).isActive = true
    window.layoutIfNeeded()
    #expect(other.frame == CGRect(x: 20, y: 0, width: 100, height: 50))
    UIKitModel.world.layoutDirection = .leftToRight
    Scenario.expectNoFailures()
  }
  #endif

  /// An activated constraint is held by a view ("Activating … calls addConstraint(_:) … on the
  /// closest common ancestor"), so it stays in force though nobody stores it: a view pinned to
  /// the window's four edges by four unstored constraints fills the window (it kept only the
  /// last edge, the window's bottom-right corner with no size, when the model held them weakly).
  @Test("[20.19] an activated constraint stays in force without a stored reference")
  func anActivatedConstraintStaysInForce() {
    let window = Scenario.window()
    let view = UIView(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    view.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
    view.rightAnchor.constraint(equalTo: window.rightAnchor).isActive = true
    view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    view.bottomAnchor.constraint(equalTo: window.bottomAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(view.frame == window.bounds)
    Scenario.expectNoFailures()
  }

  @Test("[17.6] viewDidLoad runs once, the first time the view is read")
  func viewDidLoadRunsOnce() {
    final class Counting: UIViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
      }
    }
    let controller = Counting(nibName: nil, bundle: nil)
    #expect(controller.loads == 0)
    _ = controller.view
    _ = controller.view
    #expect(controller.loads == 1)
  }

  /// A scroll view 100 pt below the top of a 390 × 844 window lies below a 47-pt top inset,
  /// so its safe area is zero (§15.1) and UIKit derives `adjustedContentInset` from its
  /// `contentInset` alone: (10, 0, 20, 0).
  @Test("[17.5] adjustedContentInset is the content inset for a scroll view inside the safe area")
  func adjustedContentInsetInsideTheSafeArea() {
    let window = Scenario.window()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    window.addSubview(scroll)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only: VoiceOver's focus is the model's.
  @Test("[18.1] VoiceOver's focused element is the one a screen change moved to")
  func voiceOversFocusIsTheScreenChangesElement() {
    let window = Scenario.window()
    let label = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    label.isAccessibilityElement = true
    label.accessibilityLabel = "Title"
    window.addSubview(label)
    UIAccessibility.post(notification: .screenChanged, argument: label)
    let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
    #expect(focused === label)
    Scenario.expectNoFailures()
  }

  /// Model only: the actions rotor is the model's.
  @Test("[18.2] a custom action runs its handler and reports whether it succeeded")
  func aCustomActionRunsItsHandler() {
    let window = Scenario.window()
    let element = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    element.isAccessibilityElement = true
    element.accessibilityLabel = "Card"
    var runs = 0
    element.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Open") { _ in
        runs += 1
        return true
      },
      UIAccessibilityCustomAction(name: "Broken") { _ in false },
    ]
    window.addSubview(element)
    UIKitModel.focus(element)
    #expect(UIKitModel.performCustomAction(named: "Open"))
    #expect(!UIKitModel.performCustomAction(named: "Broken"))
    #expect(!UIKitModel.performCustomAction(named: "Missing"))
    #expect(runs == 1)
    Scenario.expectNoFailures()
  }

  /// Model only: the settings are the model world's.
  @Test("[18.3] isReduceMotionEnabled and isReduceTransparencyEnabled follow the settings")
  func theAccessibilitySettingsAreRead() {
    let world = UIKitModel.reset(size: CGSize(width: 390, height: 844))
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(!UIAccessibility.isReduceTransparencyEnabled)
    world.reduceMotion = true
    UIKitModel.reduceTransparency = true
    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(UIAccessibility.isReduceTransparencyEnabled)
    UIKitModel.reduceTransparency = false
  }
  #endif

  @Test("[22.1] a view's accessibility frame is its frame on screen; activation is at its middle")
  func aViewsAccessibilityFrameIsItsFrameOnScreen() {
    let window = Scenario.window()
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
    let badge = UIView(frame: CGRect(x: 10, y: 5, width: 30, height: 20))
    card.addSubview(badge)
    window.addSubview(card)
    // The badge's frame moved by its superview's origin: (20 + 10, 100 + 5).
    #expect(badge.accessibilityFrame == CGRect(x: 30, y: 105, width: 30, height: 20))
    #expect(badge.accessibilityActivationPoint == CGPoint(x: 45, y: 115))
    #expect(
      UIAccessibility.convertToScreenCoordinates(
        CGRect(x: -4, y: -5, width: 44, height: 44), in: badge)
        == CGRect(x: 26, y: 100, width: 44, height: 44))
    // It follows the view until a frame is set; a set frame moves the activation point too.
    card.frame.origin.y = 200
    #expect(badge.accessibilityFrame.minY == 205)
    badge.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
    #expect(badge.accessibilityActivationPoint == CGPoint(x: 22, y: 22))
    Scenario.expectNoFailures()
  }

  @Test("[19.1] a presented controller's new preferred size reaches its presentation controller")
  func aPreferredSizeChangeReachesThePresentationController() throws {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    let detail = UIViewController()
    let delegate = SizeListeningDelegate()
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = delegate
    root.present(detail, animated: false)
    ScenarioClock.runUntilIdle()
    let controller = try #require(delegate.controller)
    detail.preferredContentSize = CGSize(width: 300, height: 200)
    #expect(controller.sizeChanges == 1)
    detail.preferredContentSize = CGSize(width: 300, height: 200)
    detail.preferredContentSize = CGSize(width: 300, height: 400)
    #expect(controller.sizeChanges == 2)
    withExtendedLifetime((window, delegate)) {}
    Scenario.expectNoFailures()
  }

  @Test("[20.1] cgColor carries the color's components")
  func cgColorCarriesTheComponents() {
    let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    let components: [CGFloat]? = color.cgColor.components
    #expect(components == [0.25, 0.5, 0.75, 0.5])
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the haptics are counted by the model.
  @Test("[20.2] each selectionChanged() plays one selection haptic")
  func selectionChangedPlaysOneHaptic() {
    Scenario.window()
    let generator = UISelectionFeedbackGenerator()
    generator.selectionChanged()
    generator.selectionChanged()
    #expect(UIKitModel.world.selectionHaptics == 2)
  }

  /// Model only: a selector's call is registered with the model (Linux has no Objective-C
  /// runtime), and the tap is synthesized.
  @Test("[20.3] a recognizer calls each target's action when it recognizes and keeps none")
  func aRecognizerCallsItsTargetsWeakly() {
    final class Target: NSObject { var calls = 0 }
    let window = Scenario.window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    ModelSelectors.register("fidelityTapped:") { target, _ in (target as? Target)?.calls += 1 }
    weak var weakFirst: Target?
    weak var weakSecond: Target?
    do {
      let first = Target()
      let second = Target()
      weakFirst = first
      weakSecond = second
      let tap = UITapGestureRecognizer(target: first, action: Selector("fidelityTapped:"))
      tap.addTarget(second, action: Selector("fidelityTapped:"))
      view.addGestureRecognizer(tap)
      Scenario.tap(at: CGPoint(x: 50, y: 50))
      #expect(first.calls == 1 && second.calls == 1)
    }
    #expect(weakFirst == nil && weakSecond == nil)
    Scenario.tap(at: CGPoint(x: 50, y: 50))
    Scenario.expectNoFailures()
  }
  #endif

  @Test("[20.4] activate and deactivate set isActive on each constraint")
  func activateSetsIsActive() {
    let window = Scenario.window()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    // Left to right, leading is left and trailing right: 20 in from each side of 390 is
    // x 20, width 350; 10 down from the top and 30 up from the bottom of 844, height 804.
    let constraints = [
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      view.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -30),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
      view.rightAnchor.constraint(equalTo: window.rightAnchor, constant: -20),
    ]
    #expect(constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 10, width: 350, height: 804))
    NSLayoutConstraint.deactivate(constraints)
    #expect(constraints.allSatisfy { !$0.isActive })
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the model's device turns with its window (a device has an accelerometer).
  ///
  /// Unless orientation notifications are generated the orientation is `.unknown` (0).
  @Test("[20.5] the model's device is portrait in a tall window and landscape in a wide one")
  func theDeviceTurnsWithTheWindow() {
    Scenario.window(size: CGSize(width: 390, height: 844))
    #expect(UIDevice.current.orientation == .unknown)
    #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
    #expect(UIDevice.current.orientation == .portrait)
    // Calls nest: one end leaves the notifications on.
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.orientation == .portrait)
    Scenario.window(size: CGSize(width: 844, height: 390))
    #expect(UIDevice.current.orientation == .unknown)
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.orientation == .landscapeLeft)
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.orientation == .unknown)
  }

  /// Model only: the model keeps sRGB components (a device, a gray space for grays).
  @Test("[20.6] black, white, clear, grays and a new alpha have the documented components")
  func theNamedColorsHaveTheirComponents() {
    #expect(UIColor.black.cgColor.components == [0, 0, 0, 1])
    #expect(UIColor.white.cgColor.components == [1, 1, 1, 1])
    #expect(UIColor.clear.cgColor.components == [0, 0, 0, 0])
    #expect(UIColor(white: 0.5, alpha: 0.25).cgColor.components == [0.5, 0.5, 0.5, 0.25])
    #expect(UIColor.white.withAlphaComponent(0.3).cgColor.components == [1, 1, 1, 0.3])
  }
  #endif

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the value on screen (`modelPresentedAlpha`).
  ///
  /// Control points (1/3, 0) and (2/3, 1/3) make x(s) = s and y(s) = 3(1 − s)s² · 1/3 + s³ = s²:
  /// half-way through a 1-s fade of alpha 1 → 0 the progress is 0.5² = 0.25, alpha 0.75. A
  /// critically damped spring (mass 1, stiffness 100, damping 20 = 2√(100 · 1), ω = 10) is at
  /// 1 − (1 + ωt)e^(−ωt) = 1 − 2/e ≈ 0.26424 after t = 0.1 s, alpha 1 − 0.26424 = 0.73576.
  @Test(
    "[20.8] cubic control points and a physical spring shape an animator's progress",
    arguments: ["cubic", "spring"])
  func timingParametersShapeTheProgress(kind: String) {
    let window = Scenario.window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let timing: any UITimingCurveProvider =
      kind == "cubic"
      ? UICubicTimingParameters(
        controlPoint1: CGPoint(x: 1.0 / 3, y: 0), controlPoint2: CGPoint(x: 2.0 / 3, y: 1.0 / 3))
      : UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
    animator.addAnimations { view.alpha = 0 }
    animator.startAnimation()
    ScenarioClock.advance(by: kind == "cubic" ? 0.5 : 0.1)
    let expected = kind == "cubic" ? 0.75 : 2 / M_E
    #expect(abs(Double(view.modelPresentedAlpha) - expected) < 1e-3)
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  /// Model only: the value on screen.
  ///
  /// A spring given a damping ratio settles within the animator's duration: at ratio 1 it rises
  /// without overshoot and ends on the end value.
  @Test(
    "[20.9] a damping-ratio spring settles within the animator's duration",
    arguments: [false, true])
  func aDampingRatioSpringSettlesInTime(withVelocity: Bool) {
    let window = Scenario.window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let timing =
      withVelocity
      ? UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
      : UISpringTimingParameters(dampingRatio: 1)
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
    animator.addAnimations { view.alpha = 0 }
    animator.startAnimation()
    var last = 1.0
    for _ in 0..<9 {
      ScenarioClock.advance(by: 0.1)
      let alpha = Double(view.modelPresentedAlpha)
      #expect(alpha <= last && alpha >= 0)
      last = alpha
    }
    ScenarioClock.advance(by: 0.2)
    #expect(view.modelPresentedAlpha == 0)
    #expect(animator.state == .inactive)
    Scenario.expectNoFailures()
  }
  #endif

  @Test("[12.4] the visible controller is the top one, or the one presented over it")
  func theVisibleControllerIsTheTopOrPresented() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = Scenario.window(root: navigation)
    let top = UIViewController()
    navigation.pushViewController(top, animated: false)
    ScenarioClock.runUntilIdle()
    #expect(navigation.visibleViewController === top)
    let modal = UIViewController()
    navigation.present(modal, animated: false)
    ScenarioClock.runUntilIdle()
    #expect(navigation.visibleViewController === modal)
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the model has no nibs, storyboards or memory pressure.
  @Test("[20.10] the model decodes nothing from an archive and sends no memory warning")
  func theModelHasNoArchives() {
    final class Warned: UIViewController {
      var warnings = 0
      override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
      }
    }
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(UIView(coder: coder) == nil)
    #expect(UIVisualEffectView(coder: coder) == nil)
    #expect(UIViewController(coder: coder) == nil)
    #expect(UINavigationController(coder: coder) == nil)
    let root = Warned()
    Scenario.window(root: root)
    root.present(UIViewController(), animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.warnings == 0)
  }

  /// Model only: the value on screen (`modelPresentedAlpha`).
  ///
  /// Inside a 1-s animation, alpha set to 0.5 inside `performWithoutAnimation` is on screen at
  /// once; alpha set outside it animates from there.
  @Test("[20.11] a change made without animation inside an animation block shows at once")
  func performWithoutAnimationShowsAtOnce() {
    let window = Scenario.window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    window.addSubview(other)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      UIView.performWithoutAnimation { view.alpha = 0.5 }
      other.alpha = 0.5
    }
    animator.startAnimation()
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(view.modelPresentedAlpha == 0.5)
    #expect(other.modelPresentedAlpha > 0.9)
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }
  #endif

  /// Alongside animations in a view outside the container run with the transition.
  ///
  /// The completion runs after it; once it ended, nothing is queued (`false`). A nil view is a
  /// programmer's error (model only: the model records it and queues nothing).
  @Test("[20.12] animations alongside a transition in an outside view run with it")
  func animationsAlongsideInAViewRunWithTheTransition() throws {
    let root = UIViewController()
    Scenario.window(root: root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let log = EventLog()
    root.present(presented, animated: true)
    let coordinator = try #require(presented.transitionCoordinator)
    let queued = coordinator.animateAlongsideTransition(
      in: root.view,
      animation: { context in log.add("animation(animated: \(context.isAnimated))") },
      completion: { context in log.add("completion(cancelled: \(context.isCancelled))") })
    #expect(queued)
    ScenarioClock.runUntilIdle()
    #expect(log.events == ["animation(animated: true)", "completion(cancelled: false)"])
    let late = coordinator.animateAlongsideTransition(
      in: root.view, animation: { _ in log.add("late") }, completion: nil)
    ScenarioClock.runUntilIdle()
    #expect(!late)
    #expect(log.events.count == 2)
    #if CURTAIN_UIKIT_MODEL
    root.dismiss(animated: true)
    let dismissal = try #require(presented.transitionCoordinator)
    #expect(!dismissal.animateAlongsideTransition(in: nil, animation: { _ in }, completion: nil))
    #expect(Scenario.takeFailures().count == 1)
    ScenarioClock.runUntilIdle()
    #endif
    Scenario.expectNoFailures()
  }

  @Test("[20.13] a button's title and title color fall back to the normal state's")
  func aButtonsTitleFallsBackToTheNormalState() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    #expect(button.title(for: .normal) == nil)
    let white = UIColor.white
    let black = UIColor.black
    button.setTitle("Close", for: .normal)
    button.setTitleColor(white, for: .normal)
    #expect(button.title(for: .normal) == "Close")
    #expect(button.title(for: .highlighted) == "Close")
    #expect(button.titleColor(for: .highlighted) === white)
    #expect(button.titleLabel?.text == "Close")
    button.setTitle("Closing", for: .highlighted)
    button.setTitleColor(black, for: .highlighted)
    #expect(button.title(for: .highlighted) == "Closing")
    #expect(button.titleColor(for: .highlighted) === black)
    // Not highlighted: the label still shows the normal state's title.
    #expect(button.titleLabel?.text == "Close")
  }

  /// A 100 × 40 rectangle at (10, 20) rounded at its top-left corner with radii 100 × 100:
  /// clamped to half the width and height, 50 × 20. The corner's oval is centred at
  /// (10 + 50, 20 + 20) = (60, 40): (12, 22) is outside it ((−48/50)² + (−18/20)² = 0.92 + 0.81
  /// > 1), (40, 30) inside ((−20/50)² + (−10/20)² = 0.16 + 0.25 ≤ 1). The bottom-right corner,
  /// not rounded, contains (109, 59); (111, 30) is outside the rectangle.
  @Test("[20.15] a rounded rectangle's path: its bounds, its clamped corners, its snapshot")
  func aRoundedRectanglesPath() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 100, height: 100))
    #expect(path.bounds == rect)
    #expect(!path.contains(CGPoint(x: 12, y: 22)))
    #expect(path.contains(CGPoint(x: 40, y: 30)))
    #expect(path.contains(CGPoint(x: 109, y: 59)))
    #expect(!path.contains(CGPoint(x: 111, y: 30)))
    #expect(path.cgPath.boundingBox == rect)
    #expect(path.cgPath === path.cgPath)
  }

  /// Presentr's alert force-unwraps `UIFont(name: "Montserrat-Regular", size: 15)`, a font of
  /// its own bundle that it registers first; a name the device lacks gives nil.
  @Test("[20.16] a font by a name the device has, and nil for a name it lacks")
  func aFontByName() {
    #expect(UIFont(name: "Helvetica-Bold", size: 15) != nil)
    #expect(UIFont(name: "Montserrat-Regular", size: 15) == nil)
    #expect(UIFont(name: "No Such Font", size: 15) == nil)
  }

  /// No constraint sizes a plain view: the closest size to the target is the target, and the
  /// view keeps its frame.
  @Test("[20.17] the fitting size is as close to the target as the constraints allow")
  func theFittingSizeIsTheTarget() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    #expect(
      view.systemLayoutSizeFitting(CGSize(width: 300, height: 120))
        == CGSize(width: 300, height: 120))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("[20.7] an effect view shows the blur it was made with")
  func anEffectViewShowsItsBlur() {
    let blur = UIBlurEffect(style: .dark)
    let view = UIVisualEffectView(effect: blur)
    #expect(view.effect === blur)
  }
}
#endif
