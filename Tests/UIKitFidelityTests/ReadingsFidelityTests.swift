#if canImport(UIKit)
import Testing
import UIKit

/// A presentation controller that counts `containerViewWillLayoutSubviews()`.
final class LayoutCountingPresentationController: UIPresentationController {
  var layouts = 0
  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    layouts += 1
  }
}

/// An animator that notes the container's layouts when it starts, then slides the view in.
final class LayoutCountingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  weak var controller: LayoutCountingPresentationController?
  var layoutsWhenAnimating: Int?
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { 0.3 }
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    layoutsWhenAnimating = controller?.layouts
    guard let view = transitionContext.view(forKey: .to),
      let presented = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    transitionContext.containerView.addSubview(view)
    view.frame = transitionContext.finalFrame(for: presented)
    view.alpha = 0
    UIView.animate(
      withDuration: 0.3, animations: { view.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(true) })
  }
}

/// A transitioning delegate vending a ``LayoutCountingPresentationController`` and a
/// ``LayoutCountingAnimator``.
final class LayoutCountingDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = LayoutCountingAnimator()
  var controller: LayoutCountingPresentationController?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let made = LayoutCountingPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller = made
    animator.controller = made
    return made
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A presentation controller that removes the presenter's view.
final class RemovingPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { true }
}

/// A transitioning delegate vending a ``RemovingPresentationController``.
final class RemovingDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    RemovingPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// Counts the posts of one notification on the default center until ``stop()``.
final class NotificationCounter: @unchecked Sendable {
  private(set) var count = 0
  private var token: (any NSObjectProtocol)?
  init(_ name: Notification.Name) {
    token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
      [weak self] _ in self?.count += 1
    }
  }
  func stop() {
    if let token { NotificationCenter.default.removeObserver(token) }
    token = nil
  }
}

/// A root controller that notes how its size changes are coordinated, runs `alongside` in the
/// coordinator's animation and counts the coordinator's completions.
final class RotationListener: UIViewController {
  var heard: [String] = []
  var alongside: () -> Void = {}
  var completions = 0
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    heard.append(
      "\(coordinator.isAnimated ? "animated" : "not animated") \(coordinator.transitionDuration)")
    coordinator.animate(
      alongsideTransition: { [weak self] _ in self?.alongside() },
      completion: { [weak self] _ in self?.completions += 1 })
  }
}

#if CURTAIN_UIKIT_MODEL
/// A timing provider of UIKit's `.composed` type, as Jelly's `CombinedTimingCurveProvider`:
/// a cubic curve "modified using the spring information".
final class ComposedProvider: NSObject, UITimingCurveProvider {
  let cubicTimingParameters: UICubicTimingParameters?
  let springTimingParameters: UISpringTimingParameters?
  var timingCurveType: UITimingCurveType { .composed }
  init(cubic: UICubicTimingParameters, spring: UISpringTimingParameters) {
    cubicTimingParameters = cubic
    springTimingParameters = spring
    super.init()
  }
}
#endif

/// The alternative readings of the model's O and M rules (Tests/UIKitStub/SEMANTICS.md,
/// "Alternative readings"): each test runs under the documented reading and under its
/// alternative and checks the difference a device would show, so that no switch is dead.
///
/// Model only: the readings are the model's.
@Suite @MainActor struct ReadingsFidelityTests {
  #if CURTAIN_UIKIT_MODEL
  private func reading(_ alternative: UIKitModelReadings.Alternative, _ on: Bool) {
    UIKitModel.world.readings = on ? UIKitModelReadings([alternative]) : .documented
  }

  private func fadingAnimator(in window: UIWindow) -> UIViewPropertyAnimator {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
  }

  @Test(
    "[1.3] finishAnimation on a pristine inactive animator: nothing, or an exception",
    arguments: [false, true])
  func finishingAPristineAnimator(alternative: Bool) {
    let window = Scenario.window()
    reading(.finishOnInactiveRaises, alternative)
    _ = window
    // Pristine: no animation block, never started.
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
    animator.finishAnimation(at: .end)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.3") } == alternative)
    #expect(animator.state == .inactive)
  }

  @Test(
    "[1.4] stopAnimation on an inactive animator: nothing, or an exception",
    arguments: [false, true])
  func stoppingAnInactiveAnimator(alternative: Bool) {
    let window = Scenario.window()
    reading(.stopOnInactiveRaises, alternative)
    let animator = fadingAnimator(in: window)
    animator.stopAnimation(true)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.4") } == alternative)
    #expect(animator.state == .inactive)
  }

  /// Scrubbed to 0.5, reversed and run back to the start: the alpha is back at 1 either way;
  /// the position reported is `.start`, or `.end` under the alternative.
  @Test("[1.8] a reversed run that finishes reports .start, or .end", arguments: [false, true])
  func aReversedRunsPosition(alternative: Bool) {
    let window = Scenario.window()
    reading(.reversedFinishReportsEnd, alternative)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(positions == [alternative ? .end : .start])
    #expect(view.alpha == 1)
    Scenario.expectNoFailures()
  }

  @Test("[1.9] fractionComplete 0 and 1 are clamped, or kept", arguments: [false, true])
  func fractionCompleteBounds(alternative: Bool) {
    let window = Scenario.window()
    reading(.fractionCompleteUnclamped, alternative)
    let animator = fadingAnimator(in: window)
    animator.fractionComplete = 0
    #expect(animator.fractionComplete == (alternative ? 0 : 0.000_01))
    animator.fractionComplete = 1
    #expect(animator.fractionComplete == (alternative ? 1 : 0.999_99))
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  /// A linear 1 s animator paused at 0.5 and continued with a factor of 0: the half left takes
  /// the remaining 0.5 s (done by 0.6 s), or the whole duration, 1 s (still running at 0.6 s).
  @Test(
    "[1.10] a durationFactor of 0 keeps the remaining duration, or takes the whole",
    .enabled(if: ScenarioClock.isVirtual, "exact times need the model's virtual clock"),
    arguments: [false, true])
  func aZeroDurationFactor(alternative: Bool) {
    let window = Scenario.window()
    reading(.zeroDurationFactorTakesWholeDuration, alternative)
    let animator = fadingAnimator(in: window)
    animator.fractionComplete = 0.5
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    ScenarioClock.advance(by: 0.6)
    #expect((animator.state == .active) == alternative)
    ScenarioClock.runUntil { animator.state == .inactive }
    Scenario.expectNoFailures()
  }

  @Test("[1.14] isRunning inside the completions reads true, or false", arguments: [false, true])
  func runningInsideCompletions(alternative: Bool) {
    let window = Scenario.window()
    reading(.notRunningInsideCompletions, alternative)
    let animator = fadingAnimator(in: window)
    var running: [Bool] = []
    animator.addCompletion { _ in running.append(animator.isRunning) }
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(running == [!alternative])
    Scenario.expectNoFailures()
  }

  @Test("[12.3] popToRootViewController at the root returns [], or nil", arguments: [false, true])
  func poppingToTheRootAtTheRoot(alternative: Bool) {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    reading(.popToRootAtRootReturnsNil, alternative)
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped == (alternative ? nil : []))
    #expect(navigation.viewControllers == [root])
    Scenario.expectNoFailures()
  }

  @Test(
    "[13.1] a push: the leaving controller hears first, or the arriving one",
    arguments: [false, true])
  func theOrderOfAPushsCallbacks(alternative: Bool) {
    let log = EventLog()
    let below = AppearanceLogger("below", log: log)
    let top = AppearanceLogger("top", log: log)
    let navigation = UINavigationController(rootViewController: below)
    Scenario.window(root: navigation)
    reading(.arrivingHearsFirst, alternative)
    let mark = log.events.count
    navigation.pushViewController(top, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark)
        == (alternative
          ? ["top.willAppear", "below.willDisappear", "top.didAppear", "below.didDisappear"]
          : ["below.willDisappear", "top.willAppear", "below.didDisappear", "top.didAppear"]))
    Scenario.expectNoFailures()
  }

  /// `setViewControllers(_:animated: false)` replacing the top: the delegate hears willShow and
  /// didShow, or (alternative) neither.
  @Test(
    "[12.2] a non-animated change of the top sends willShow and didShow, or neither",
    arguments: [false, true])
  func aNonAnimatedChangeOfTheTop(alternative: Bool) {
    let root = UIViewController()
    let other = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    reading(.noShowCallbacksWithoutAnimation, alternative)
    let log = EventLog()
    let delegate = ShowingNavigationDelegate(log: log, names: [(root, "root"), (other, "other")])
    navigation.delegate = delegate
    navigation.setViewControllers([other], animated: false)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [other])
    #expect(
      log.events.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") }
        == (alternative ? [] : ["willShow(other)", "didShow(other)"]))
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  /// A `.custom` presentation whose animator notes how often the container was laid out when
  /// it starts: not yet (the next update cycle lays it out), or once (laid out at once).
  @Test(
    "[5.7] a new container is laid out in the next update cycle, or before the animator runs",
    arguments: [false, true])
  func whenANewContainerIsLaidOut(alternative: Bool) throws {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.newContainerLaidOutAtOnce, alternative)
    let delegate = LayoutCountingDelegate()
    let detail = UIViewController()
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = delegate
    root.present(detail, animated: true)
    #expect(delegate.animator.layoutsWhenAnimating == (alternative ? 1 : 0))
    ScenarioClock.runUntilIdle()
    let controller = try #require(delegate.controller)
    #expect(controller.layouts >= 1)
    withExtendedLifetime((window, delegate)) {}
    Scenario.expectNoFailures()
  }

  /// A scroll view filling a 390 × 844 window is covered by the 47-pt top and 34-pt bottom
  /// insets (§15.1); with a content inset of (10, 0, 20, 0) its adjusted inset is that, or
  /// (10 + 47, 0, 20 + 34, 0) = (57, 0, 54, 0) when the safe area is added.
  @Test(
    "[17.5] adjustedContentInset is the content inset, or adds the safe area",
    arguments: [false, true])
  func theAdjustedContentInset(alternative: Bool) {
    let window = Scenario.window()
    reading(.adjustedInsetAddsSafeArea, alternative)
    let scroll = UIScrollView(frame: window.bounds)
    window.addSubview(scroll)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(
      scroll.adjustedContentInset
        == (alternative
          ? UIEdgeInsets(top: 57, left: 0, bottom: 54, right: 0)
          : UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)))
    Scenario.expectNoFailures()
  }

  @Test(
    "[19.1] setting the same preferred size tells nothing, or tells again",
    arguments: [false, true])
  func theSamePreferredSizeAgain(alternative: Bool) throws {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.sameContentSizeNotifies, alternative)
    let detail = UIViewController()
    let delegate = SizeListeningDelegate()
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = delegate
    root.present(detail, animated: false)
    ScenarioClock.runUntilIdle()
    let controller = try #require(delegate.controller)
    detail.preferredContentSize = CGSize(width: 300, height: 200)
    detail.preferredContentSize = CGSize(width: 300, height: 200)
    #expect(controller.sizeChanges == (alternative ? 2 : 1))
    withExtendedLifetime((window, delegate)) {}
    Scenario.expectNoFailures()
  }

  @Test(
    "[20.5] a generating device in a tall window is portrait, or lies face up",
    arguments: [false, true])
  func theDevicesOrientation(alternative: Bool) {
    Scenario.window(size: CGSize(width: 390, height: 844))
    reading(.deviceLiesFaceUp, alternative)
    #expect(UIDevice.current.orientation == .unknown)
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.orientation == (alternative ? .faceUp : .portrait))
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.orientation == .unknown)
  }

  /// A critically damped spring (ratio 1) fitted to 1 s, half-way.
  ///
  /// ω solves (1 + ω)·e^(−ω) = 1/1000 (the envelope at the end, d = 1 s): 9.23341, or
  /// = 1/100: 6.63835 (bisection in Python). A fade of alpha 1 → 0 is at (1 + ωt)·e^(−ωt) after
  /// t = 0.5 s (x(t) = 1 − (1 + ωt)e^(−ωt) for x(0) = 0, x′(0) = 0): 0.055523, or 0.156279.
  @Test(
    "[20.9] a damping-ratio spring's envelope ends at 1/1000, or 1/100", arguments: [false, true])
  func theSpringsFit(alternative: Bool) {
    let window = Scenario.window()
    reading(.springFitsToOnePercent, alternative)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let animator = UIViewPropertyAnimator(
      duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 1))
    animator.addAnimations { view.alpha = 0 }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.5)
    let expected = alternative ? 0.156279 : 0.055523
    #expect(abs(Double(view.modelPresentedAlpha) - expected) < 1e-3)
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  /// A `.composed` provider of the linear curve and a critically damped spring, half-way.
  ///
  /// Ratio 1, over 1 s. The spring on the curve's eased time (note 21.20's documented reading): the
  /// linear curve's time is 0.5 s, so a fade of alpha 1 → 0 is at (1 + ωt)·e^(−ωt) with
  /// ω = ln 1000 (the envelope alone falls to 1/1000, the composed spring's fit), t = 0.5:
  /// 0.14085. The cubic curve alone (`composedRunsCubicOnly`):
  /// the linear curve half-way, 0.5.
  @Test(
    "Note 21.20: a composed curve runs the spring on the cubic curve's time, or the cubic alone",
    arguments: [false, true])
  func aComposedCurve(alternative: Bool) {
    let window = Scenario.window()
    reading(.composedRunsCubicOnly, alternative)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let provider = ComposedProvider(
      cubic: UICubicTimingParameters(animationCurve: .linear),
      spring: UISpringTimingParameters(dampingRatio: 1))
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: provider)
    animator.addAnimations { view.alpha = 0 }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.5)
    let omegaT = log(1000.0) * 0.5
    let expected = alternative ? 0.5 : (1 + omegaT) * exp(-omegaT)
    #expect(abs(Double(view.modelPresentedAlpha) - expected) < 1e-3)
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  @Test(
    "[20.13] a state without a title color takes the normal state's, or none",
    arguments: [false, true])
  func aTitleColorsFallBack(alternative: Bool) {
    Scenario.window()
    reading(.titleColorWithoutFallback, alternative)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    let white = UIColor.white
    button.setTitleColor(white, for: .normal)
    #expect(button.titleColor(for: .normal) === white)
    #expect((button.titleColor(for: .highlighted) === white) == !alternative)
    #expect((button.titleColor(for: .highlighted) == nil) == alternative)
  }

  /// Right to left, a 100-pt view whose leading edge is 20 from the window's (390 wide): its
  /// right edge at 390 − 20 = 370, x 270; or, the constant running right, at 390 + 20 = 410,
  /// x 310.
  @Test(
    "[20.14] a leading constant runs in the reading direction, or always right",
    arguments: [false, true])
  func aLeadingConstantsDirection(alternative: Bool) {
    let window = Scenario.window()
    reading(.directionalConstantsRunRight, alternative)
    UIKitModel.world.layoutDirection = .rightToLeft
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
    window.layoutIfNeeded()
    #expect(view.frame.origin.x == (alternative ? 310 : 270))
    UIKitModel.world.layoutDirection = .leftToRight
    Scenario.expectNoFailures()
  }

  @Test(
    "[20.17] the fitting size of a view no constraint sizes is the target, or its own size",
    arguments: [false, true])
  func theFittingSize(alternative: Bool) {
    Scenario.window()
    reading(.fittingSizeIsCurrentSize, alternative)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(fitting == (alternative ? CGSize(width: 100, height: 50) : CGSize(width: 0, height: 0)))
    #expect(view.frame.size == CGSize(width: 100, height: 50))
  }

  /// A press-only tap recognizer (no touch types) on a view: a tap on the view does not
  /// recognize, or (alternative) it ends.
  @Test(
    "[21.2] a tap recognizer without touch types takes no tap, or takes it",
    arguments: [false, true])
  func aPressOnlyRecognizerAndATap(alternative: Bool) {
    let window = Scenario.window()
    reading(.emptyTouchTypesTakeTouches, alternative)
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    window.addSubview(view)
    let recognizer = UITapGestureRecognizer()
    recognizer.allowedTouchTypes = []
    view.addGestureRecognizer(recognizer)
    UIKitModel.tap(at: CGPoint(x: 100, y: 200))
    #expect(recognizer.modelStateHistory == (alternative ? [.ended] : []))
    Scenario.expectNoFailures()
  }

  // Key commands, Dynamic Type, rotations and the navigation delegate (§16.3, notes 21.6,
  // 21.7, 21.10).

  /// A command for Escape without modifier flags, and Command-Escape pressed: nothing runs (the
  /// flags must match exactly), or the command runs (its flags, none, are among those pressed).
  @Test(
    "[16.3] Command-Escape runs no command for Escape, or runs it", arguments: [false, true])
  func commandEscapeAndACommandForEscape(alternative: Bool) {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.keyCommandFlagsAmongPressed, alternative)
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    root.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    var escapes = 0
    root.addKeyCommand(
      UIKeyCommand(modelInput: UIKeyCommand.inputEscape, modifierFlags: []) { _ in escapes += 1 })
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape, modifierFlags: .command) == alternative)
    #expect(escapes == (alternative ? 1 : 0))
    // Escape alone matches under both readings.
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape))
    #expect(escapes == (alternative ? 2 : 1))
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  /// The text size and Reduce Transparency change: an observer hears each change's
  /// notification at once, or on the next frame.
  @Test(
    "[21.6] a setting's change notification is posted at once, or a turn later",
    arguments: [false, true])
  func aSettingsChangeNotification(alternative: Bool) {
    let window = Scenario.window()
    reading(.settingNotificationsLater, alternative)
    let counter = NotificationCounter(UIContentSizeCategory.didChangeNotification)
    UIKitModel.contentSizeCategory = .accessibilityLarge
    #expect(counter.count == (alternative ? 0 : 1))
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(counter.count == 1)
    #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    UIKitModel.contentSizeCategory = .large
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(counter.count == 2)
    counter.stop()
    let transparency = NotificationCounter(
      UIAccessibility.reduceTransparencyStatusDidChangeNotification)
    UIKitModel.reduceTransparency = true
    #expect(transparency.count == (alternative ? 0 : 1))
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(transparency.count == 1)
    UIKitModel.reduceTransparency = false
    ScenarioClock.advance(by: ScenarioClock.frame)
    transparency.stop()
    Scenario.expectNoFailures()
  }

  /// A rotation from 390 × 844 to 844 × 390 whose root controller fades a view out alongside:
  /// not animated (the coordinator's `isAnimated` false, duration 0; the view is faded and the
  /// completion has run when `rotate` returns), or animated over 0.4 s ease-in-out (the
  /// cubic (0.42, 0), (0.58, 1) is at 0.5 half-way by symmetry, so 0.2 s in the view shows
  /// alpha 1 − 0.5 = 0.5, and the completion runs when the animation ends).
  @Test(
    "[21.7] a rotation takes no time, or is animated over 0.4 s",
    .enabled(if: ScenarioClock.isVirtual, "exact times need the model's virtual clock"),
    arguments: [false, true])
  func anAnimatedRotation(alternative: Bool) {
    let root = RotationListener()
    let window = Scenario.window(root: root)
    reading(.sizeChangeAnimated, alternative)
    let faded = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    root.view.addSubview(faded)
    root.alongside = { faded.alpha = 0 }
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    #expect(root.heard == [alternative ? "animated 0.4" : "not animated 0.0"])
    #expect(faded.alpha == 0)
    #expect(window.bounds.size == CGSize(width: 844, height: 390))
    #expect(root.completions == (alternative ? 0 : 1))
    ScenarioClock.advance(by: 0.2)
    #expect(abs(Double(faded.modelPresentedAlpha) - (alternative ? 0.5 : 0)) < 1e-3)
    #expect(root.completions == (alternative ? 0 : 1))
    ScenarioClock.runUntilIdle()
    #expect(faded.modelPresentedAlpha == 0)
    #expect(root.completions == 1)
    Scenario.expectNoFailures()
  }

  /// A push: the delegate's `willShow` before the appearance callbacks, or after them.
  @Test(
    "[21.10] willShow comes before viewWillDisappear and viewWillAppear, or after them",
    arguments: [false, true])
  func willShowAndTheAppearanceCallbacks(alternative: Bool) {
    let log = EventLog()
    let below = AppearanceLogger("below", log: log)
    let top = AppearanceLogger("top", log: log)
    let navigation = UINavigationController(rootViewController: below)
    Scenario.window(root: navigation)
    reading(.willShowAfterAppearance, alternative)
    let delegate = ShowingNavigationDelegate(log: log, names: [(below, "below"), (top, "top")])
    navigation.delegate = delegate
    let mark = log.events.count
    navigation.pushViewController(top, animated: true)
    #expect(
      Array(log.events(since: mark).prefix(3))
        == (alternative
          ? ["below.willDisappear", "top.willAppear", "willShow(top)"]
          : ["willShow(top)", "below.willDisappear", "top.willAppear"]))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.last === top)
    #expect(log.events.last == "didShow(top)")
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  /// B presents C removing B's view (`shouldRemovePresentersView`); dismissing C puts B's view
  /// back into the container of B's own presentation, which is laid out again (its controller
  /// hears `containerViewWillLayoutSubviews()` once more), or (alternative) is not.
  @Test(
    "[21.9] a presenting view put back is laid out with its container, or is not",
    arguments: [false, true])
  func aPresenterPutBack(alternative: Bool) throws {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.presenterNotRelaidOut, alternative)
    let outer = LayoutCountingDelegate()
    let middle = UIViewController()
    middle.modalPresentationStyle = .custom
    middle.transitioningDelegate = outer
    root.present(middle, animated: false)
    ScenarioClock.runUntilIdle()
    let inner = RemovingDelegate()
    let top = UIViewController()
    top.modalPresentationStyle = .custom
    top.transitioningDelegate = inner
    middle.present(top, animated: false)
    ScenarioClock.runUntilIdle()
    let controller = try #require(outer.controller)
    let before = controller.layouts
    middle.dismiss(animated: false)
    ScenarioClock.runUntilIdle()
    #expect(controller.layouts - before == (alternative ? 0 : 1))
    withExtendedLifetime((window, outer, inner)) {}
    Scenario.expectNoFailures()
  }
  #endif
}
#endif
