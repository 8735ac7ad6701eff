#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Foundation
import UIKit

/// One fuzz sequence played on a fresh model world, with the invariants checked after every
/// step and the releases checked at the end.
///
/// The invariants (issue 26, item 2):
/// - the model saw no UIKit programmer error (`UIKitModel.world.failures` is empty): a second
///   `completeTransition` is one, a transition that never completes is a freeze;
/// - every view in the window has a finite frame, transform and alpha;
/// - with no transition in flight: each presented controller's view is in the window and its
///   presenting controller is the one that presented it; every controller presented earlier
///   and since dismissed (or whose presentation was cancelled) has its view out of the window;
///   the navigation controller shows only its top screen, the tab bar controller only its
///   selected tab; the screen on top is visible (alpha above 0, not hidden);
/// - at the end, with every touch lifted, no transition is in flight; once everything is
///   dismissed and the root is let go, every controller, presentation controller, gesture
///   recognizer and property animator the model saw created, and every delegate and interaction
///   made here, is released.
@MainActor
enum UIKitFuzzer {
  /// Plays `steps` on `host`; returns the violations (empty: the sequence passed).
  ///
  /// `inspect` runs after the last step, before everything is dismissed (a test reads the
  /// screens there).
  static func run(
    host: FuzzHost, steps: [FuzzStep], inspect: (@MainActor () -> Void)? = nil
  ) -> [String] {
    var violations: [String] = []
    var ledger: [(String, WeakBox<AnyObject>)] = []
    do {
      let run = FuzzRun(host: host)
      for (index, step) in steps.enumerated() {
        run.perform(step)
        run.check(after: "step \(index) \(step)")
        if !run.violations.isEmpty { break }
      }
      if run.violations.isEmpty {
        inspect?()
        run.finish()
      }
      violations = run.violations
      ledger = run.ledger
    }
    guard violations.isEmpty else { return violations }
    let alive = UIKitModel.world.alive
    if !alive.isEmpty {
      violations.append("still alive at the end: \(alive.sorted().joined(separator: ", "))")
    }
    let kept = ledger.filter { $0.1.object != nil }.map(\.0)
    if !kept.isEmpty {
      violations.append("not released at the end: \(kept.joined(separator: ", "))")
    }
    if !UIKitModel.world.failures.isEmpty {
      violations.append(
        "while releasing: " + UIKitModel.world.failures.map(\.description).joined(separator: "; "))
    }
    return violations
  }

  /// Removes steps while the sequence still fails (Zeller's delta debugging, ddmin), then
  /// single steps one at a time; returns the smallest failing list found.
  static func shrink(host: FuzzHost, steps: [FuzzStep], budget: Int = 400) -> [FuzzStep] {
    shrinkSteps(steps, budget: budget) { !run(host: host, steps: $0).isEmpty }
  }

  /// ddmin over `steps` with the failure test `isFailing`, at most `budget` tests.
  static func shrinkSteps(
    _ steps: [FuzzStep], budget: Int = 400, isFailing: ([FuzzStep]) -> Bool
  ) -> [FuzzStep] {
    var current = steps
    var runs = 0
    func fails(_ candidate: [FuzzStep]) -> Bool {
      runs += 1
      return isFailing(candidate)
    }
    var chunks = 2
    while current.count >= 2, runs < budget {
      let size = Int((Double(current.count) / Double(chunks)).rounded(.up))
      var reduced = false
      var start = 0
      while start < current.count, runs < budget {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if fails(candidate) {
          current = candidate
          chunks = max(chunks - 1, 2)
          reduced = true
          break
        }
        start += size
      }
      if !reduced {
        if chunks >= current.count { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    var index = current.count - 1
    while index >= 0, runs < budget {
      var candidate = current
      candidate.remove(at: index)
      if fails(candidate) { current = candidate }
      index -= 1
    }
    return current
  }

  /// The Swift that replays a failing case.
  static func replayCode(host: FuzzHost, steps: [FuzzStep]) -> String {
    "UIKitFuzzer.run(host: \(host), steps: [\n"
      + steps.map { "  \($0)," }.joined(separator: "\n") + "\n])"
  }
}

/// The state of one sequence.
@MainActor
final class FuzzRun {
  let host: FuzzHost
  private(set) var violations: [String] = []
  /// Objects that must be gone at the end, by name.
  private(set) var ledger: [(String, WeakBox<AnyObject>)] = []
  private var root: UIViewController?
  private var held: ModelTouch?
  private var presented: [WeakBox<UIViewController>] = []
  private weak var navigationDelegate: NavigationTransitionDelegate?
  private weak var tabDelegate: TabBarTransitionDelegate?
  private let world: ModelWorld
  private var hasRotated = false
  /// Whether the last step let everything settle.
  private var settled = false

  init(host: FuzzHost) {
    self.host = host
    world = UIKitModel.reset()
    let root: UIViewController
    switch host {
    case .plain:
      root = UIViewController()
    case .navigation(let door):
      let navigation = UINavigationController(rootViewController: UIViewController())
      root = navigation
      if let door {
        let animator: any TransitionAnimator
        let popPan: Bool
        switch door {
        case .registry(let id, let pan):
          animator = FuzzCatalog.animator(id, .push) ?? FuzzSlideNavigation()
          popPan = pan
        case .easy(let pan):
          animator = FuzzSlideNavigation()
          popPan = pan
        }
        let delegate = NavigationTransitionDelegate(animator: animator)
        delegate.attach(to: navigation)
        if popPan { delegate.wireInteractivePop(.regular(.fromLeft)) }
        navigationDelegate = delegate
        keep("NavigationTransitionDelegate", delegate)
        if let interaction = delegate.interaction { keep("PanInteraction (pop)", interaction) }
      }
    case .tabs(let id, let interactive):
      let tabBar = UITabBarController()
      tabBar.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
      root = tabBar
      if let delegate = try? TabBarTransitionDelegate(
        spec: TransitionSpec(animator: AnimatorID(id)), registry: FuzzCatalog.registry)
      {
        delegate.attach(to: tabBar, interactive: interactive)
        tabDelegate = delegate
        keep("TabBarTransitionDelegate", delegate)
        if let interaction = delegate.interaction { keep("PanInteraction (tabs)", interaction) }
      } else {
        violations.append("the registry refused \(id) for tab switches")
      }
    }
    world.window.rootViewController = root
    self.root = root
    UIKitModel.advance(by: 1.0 / 60)
  }

  private func keep(_ name: String, _ object: AnyObject) {
    ledger.append((name, WeakBox(object)))
  }

  private var isIdle: Bool { world.transitionsInFlight.isEmpty }

  /// The controller on top of the presentation chain (the root when nothing is presented).
  private var top: UIViewController? {
    var current = root
    while let next = current?.presentedViewController { current = next }
    return current
  }

  // MARK: Steps

  func perform(_ step: FuzzStep) {
    settled = false
    switch step {
    case .present(let door, let animated): present(door, animated: animated)
    case .dismiss(let all, let animated):
      guard isIdle, let root, root.presentedViewController != nil else { return }
      if all { root.dismiss(animated: animated) } else { top?.dismiss(animated: animated) }
    case .push(let animated):
      guard isIdle, let navigation = root as? UINavigationController,
        root?.presentedViewController == nil, navigation.viewControllers.count < 5
      else { return }
      navigation.pushViewController(UIViewController(), animated: animated)
    case .pop(let animated):
      guard isIdle, let navigation = root as? UINavigationController,
        root?.presentedViewController == nil
      else { return }
      navigation.popViewController(animated: animated)
    case .selectTab(let index):
      guard isIdle, let tabBar = root as? UITabBarController, root?.presentedViewController == nil
      else { return }
      tabBar.selectedIndex = index
    case .advance(let frames): UIKitModel.advance(by: Double(frames) / 60)
    case .settle:
      UIKitModel.runUntilIdle()
      settled = true
    case .pan(let recognizer, let at, let moves, let velocity, let ending, let regrab):
      pan(recognizer, at: at, moves: moves, velocity: velocity, ending: ending, regrab: regrab)
    case .lift(let velocity, let cancel): lift(velocity: velocity, cancel: cancel)
    case .rotate(let width, let height):
      hasRotated = true
      UIKitModel.rotate(to: CGSize(width: width, height: height))
    case .keyboard(let height, let duration): keyboard(height: height, duration: duration)
    case .moveSheet(let id):
      (top?.presentationController as? CurtainSheetPresentationController)?.moveSheet(toDetent: id)
    case .releaseDelegate: releaseDelegate()
    }
  }

  private func present(_ door: ModalDoor, animated: Bool) {
    guard isIdle, let presenter = top, presented.filter({ $0.object != nil }).count < 4 else {
      return
    }
    let detail = FuzzScreen()
    presented.append(WeakBox(detail))
    let registry = FuzzCatalog.registry
    switch door {
    case .animator(let id):
      guard let animator = FuzzCatalog.animator(id, .present) else { return }
      presenter.present(detail, animator: animator, animated: animated)
    case .spec(let id, let dismiss):
      let spec = TransitionSpec(
        animator: AnimatorID(id), dismissAnimator: dismiss.map { AnimatorID($0) })
      do {
        try presenter.present(detail, spec: spec, registry: registry, animated: animated)
      } catch {
        violations.append("present(_:spec:registry:) refused \(spec): \(error)")
      }
    case .delegate(let id, let layout, let style, let pan, let drag, let source, let keyboard):
      guard let animator = FuzzCatalog.animator(id, .present) else { return }
      let delegate = ModalTransitionDelegate(animator: animator)
      if let layout { delegate.layout = FuzzCatalog.layouts[layout] }
      if source { delegate.sourceFrame = CGRect(x: 24, y: 180, width: 140, height: 120) }
      if keyboard { delegate.keyboardAvoidance = .moveUp }
      if pan {
        delegate.wire(viewController: detail, with: .regular(.fromTop)) { [weak detail] in
          detail?.dismiss(animated: true)
        }
      }
      if drag { delegate.wireDragToDismiss(viewController: detail) }
      delegate.attach(to: detail, presentationStyle: style == 0 ? .custom : .fullScreen)
      keepDelegate(delegate)
      presenter.present(detail, animated: animated)
    case .presentr(let type, let dismissType, let layout, let withRegistry, let context):
      let presentr = Presentr(presentationType: FuzzCatalog.layouts[layout])
      presentr.transitionType = transitionType(type)
      presentr.dismissTransitionType = dismissType.map(transitionType)
      if withRegistry { presentr.registry = registry }
      if context { presentr.viewControllerForContext = presenter }
      presenter.customPresentViewController(
        presentr, viewController: detail, animated: animated, completion: nil)
      keep("Presentr", presentr)
    case .customModal(let variant, let style):
      let transition: CustomModalTransition =
        variant == 0 ? FuzzFadeTransition() : FuzzDefaultTransition()
      detail.setCustomModalTransition(
        transition, inPresentationStyle: style == 0 ? .custom : .fullScreen)
      keep("CustomModalTransition", transition)
      presenter.present(detail, animated: animated)
    case .easyModal(let pan):
      let delegate = ModalTransitionDelegate(animator: FuzzCardAnimator())
      if pan {
        delegate.wire(viewController: detail, with: .regular(.fromTop)) { [weak detail] in
          detail?.dismiss(animated: true)
        }
      }
      delegate.attach(to: detail)
      keepDelegate(delegate)
      presenter.present(detail, animated: animated)
    case .jelly(let kind, let directionIndex, let interactive):
      let direction = FuzzCatalog.directions[directionIndex]
      let configuration: InteractionConfiguration? = interactive ? .standard : nil
      let presentation: (any Presentation)?
      switch kind {
      case 0:
        presentation = CoverPresentation(
          directionShow: direction, directionDismiss: direction,
          size: PresentationSize(width: .custom(value: 300), height: .custom(value: 420)),
          interactionConfiguration: configuration)
      case 1:
        presentation = FadePresentation(
          size: PresentationSize(width: .custom(value: 280), height: .custom(value: 280)))
      default:
        presentation = SlidePresentation(
          direction: direction, size: .halfscreen, interactionConfiguration: configuration)
      }
      guard let presentation else { return }
      Animator(presentation: presentation).prepare(presentedViewController: detail)
      presenter.present(detail, animated: animated)
    case .sheet(let index):
      guard let sheet = FuzzCatalog.sheet(index) else { return }
      presenter.present(detail, sheet: sheet, animated: animated)
    case .system:
      presenter.present(detail, animated: animated)
    }
  }

  private func keepDelegate(_ delegate: ModalTransitionDelegate) {
    keep("ModalTransitionDelegate", delegate)
    if let interaction = delegate.interaction { keep("PanInteraction (modal)", interaction) }
    if let drag = delegate.dragInteraction { keep("ShrinkingDragInteraction", drag) }
  }

  private func transitionType(_ index: Int) -> TransitionType {
    let cases = TransitionType.builtInCases
    return index < cases.count ? cases[index] : .custom(PresentrAnimation())
  }

  /// The enabled pan recognizers a touch at `point` reaches: on the view the window's hit test
  /// finds and its ancestors, innermost first (UIKit delivers a touch to those).
  private func panRecognizers(at point: CGPoint) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var view = world.window.hitTest(point, with: nil)
    while let current = view {
      for recognizer in current.gestureRecognizers ?? []
      where recognizer is UIPanGestureRecognizer && recognizer.isEnabled {
        found.append(recognizer)
      }
      view = current.superview
    }
    return found
  }

  private static func point(_ values: [Double]) -> CGPoint {
    CGPoint(x: values.first ?? 0, y: values.count > 1 ? values[1] : 0)
  }

  private func pan(
    _ index: Int, at: [Double], moves: [[Double]], velocity: [Double],
    ending: FuzzStep.PanEnding, regrab: Int?
  ) {
    lift(velocity: [0, 0], cancel: false)
    let start = Self.point(at)
    let recognizers = panRecognizers(at: start)
    guard !recognizers.isEmpty else { return }
    let recognizer = recognizers[index % recognizers.count]
    let touch = ModelTouch(recognizer)
    let first = Self.point(moves.first ?? [0, 0])
    let length = max((first.x * first.x + first.y * first.y).squareRoot(), 1)
    guard
      touch.begin(
        velocity: CGPoint(x: first.x / length * 500, y: first.y / length * 500), at: start)
    else { return }
    var previous = CGPoint.zero
    for move in moves {
      let position = onGlass(Self.point(move), from: start)
      let clamp = { (value: CGFloat) in min(max(value, -5000), 5000) }
      touch.move(
        to: position,
        velocity: CGPoint(
          x: clamp((position.x - previous.x) * 60), y: clamp((position.y - previous.y) * 60)))
      previous = position
    }
    switch ending {
    case .hold:
      held = touch
      return
    case .cancel:
      touch.cancel()
      return
    case .lift:
      touch.end(velocity: Self.point(velocity))
    }
    guard let regrab else { return }
    UIKitModel.advance(by: Double(regrab) / 60)
    // The finger touches again where it lifted and moves back to where it first went down.
    let again = ModelTouch(recognizer)
    guard
      again.begin(
        velocity: CGPoint(x: -first.x / length * 500, y: -first.y / length * 500),
        at: CGPoint(x: start.x + previous.x, y: start.y + previous.y))
    else { return }
    again.move(to: CGPoint(x: -previous.x, y: -previous.y))
    again.end(velocity: CGPoint(x: -Self.point(velocity).x, y: -Self.point(velocity).y))
  }

  /// `translation` from a touch at `start`, stopped where the finger would leave the window.
  ///
  /// A finger cannot leave the glass, so the touch's location stays inside the window's bounds
  /// (`CGRect.contains`: at most the last quarter point before the right and bottom edges,
  /// the generator's resolution). Found by the soak (seed 539368678): a shrinking drag, which
  /// keeps the touched point under the finger, followed a finger 81.75 pt left of the window
  /// and showed the screen off screen.
  private func onGlass(_ translation: CGPoint, from start: CGPoint) -> CGPoint {
    let bounds = world.window.bounds
    let x = min(max(start.x + translation.x, bounds.minX), bounds.maxX - 0.25)
    let y = min(max(start.y + translation.y, bounds.minY), bounds.maxY - 0.25)
    return CGPoint(x: x - start.x, y: y - start.y)
  }

  private func lift(velocity: [Double], cancel: Bool) {
    guard let touch = held else { return }
    held = nil
    // UIKit cancels the touches of a view that left the window.
    if cancel || touch.recognizer.view?.window == nil {
      touch.cancel()
    } else {
      touch.end(velocity: Self.point(velocity))
    }
  }

  private func keyboard(height: Double, duration: Double) {
    let screen = world.screen.bounds
    let frame =
      height > 0
      ? CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
      : CGRect(x: 0, y: screen.height, width: screen.width, height: 291)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: frame),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      ])
  }

  private func releaseDelegate() {
    if let navigationDelegate {
      navigationDelegate.detach()
    } else if let tabDelegate {
      tabDelegate.detach()
    } else if let top, top !== root {
      top.setCustomModalTransition(nil, inPresentationStyle: top.modalPresentationStyle)
    }
  }

  // MARK: Invariants

  private func fail(after step: String? = nil, _ message: String) {
    violations.append(step.map { "\(message) [after \($0)]" } ?? message)
  }

  func check(after step: String) {
    if !world.failures.isEmpty {
      fail(after: step, world.failures.map(\.description).joined(separator: "; "))
      return
    }
    checkFinite(world.window, after: step)
    guard violations.isEmpty, isIdle else { return }
    checkHierarchy(after: step)
  }

  private func checkFinite(_ view: UIView, after step: String) {
    let t = view.transform
    let numbers: [CGFloat] = [
      view.bounds.minX, view.bounds.minY, view.bounds.width, view.bounds.height, view.center.x,
      view.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty, view.alpha, view.layer.cornerRadius,
    ]
    if numbers.contains(where: { !$0.isFinite }) {
      fail(
        after: step,
        "a \(type(of: view)) has a value that is not finite: bounds \(view.bounds), "
          + "center \(view.center), transform \(t), alpha \(view.alpha)")
      return
    }
    for subview in view.subviews { checkFinite(subview, after: step) }
  }

  private func checkHierarchy(after step: String) {
    guard let root else { return }
    var chain: [UIViewController] = []
    var current = root
    while let next = current.presentedViewController {
      if next.presentingViewController !== current {
        fail(after: step, "a presented controller names another presenting controller")
      }
      chain.append(next)
      current = next
    }
    // A presentation whose controller removes the presenter's view (`.fullScreen`, §5.6) hides
    // every screen below it; the views at and above the last one are in the window.
    let lastCovering = chain.lastIndex {
      $0.presentationController?.shouldRemovePresentersView == true
    }
    for (index, controller) in chain.enumerated() where index >= (lastCovering ?? 0) {
      if controller.view.window == nil {
        fail(after: step, "presented controller \(index + 1)'s view is not in the window")
      }
    }
    for box in presented {
      guard let controller = box.object, !chain.contains(where: { $0 === controller }) else {
        continue
      }
      if controller.view.window != nil {
        fail(after: step, "a dismissed (or cancelled) controller's view is still in the window")
      }
    }
    var content: UIViewController = root
    if let navigation = root as? UINavigationController {
      let stack = navigation.viewControllers
      for screen in stack.dropLast() where screen.view.window != nil {
        fail(after: step, "a covered navigation screen's view is in the window")
      }
      content = stack.last ?? root
    }
    if let tabBar = root as? UITabBarController, let tabs = tabBar.viewControllers {
      for (index, tab) in tabs.enumerated() where index != tabBar.selectedIndex {
        if tab.view.window != nil { fail(after: step, "tab \(index)'s view is in the window") }
      }
      if tabs.indices.contains(tabBar.selectedIndex) { content = tabs[tabBar.selectedIndex] }
    }
    if lastCovering == nil, content.view.window == nil {
      fail(after: step, "the screen shown (\(type(of: content))) is not in the window")
    }
    // Whether the top screen can be seen is a question for a world at rest: a sheet's own
    // settle or fall (not a UIKit transition) may still be moving it after any other step.
    guard settled else { return }
    let shown = chain.last ?? content
    let onScreen = shown.view.convert(shown.view.bounds, to: nil)
    // A presentation without Curtain's presentation controller follows a rotation through
    // `ModalTransitionDelegate.viewWillTransition(of:with:)` (``FuzzScreen``); UIKit's own
    // (`.system`: no Curtain object takes part) is UIKit's to lay out, which the model does not.
    let curtainLaidOut =
      shown.presentationController is CurtainPresentationController
      || shown.presentationController is CurtainSheetPresentationController
      || shown.transitioningDelegate is ModalTransitionDelegate
    let knownGap = hasRotated && !chain.isEmpty && !curtainLaidOut
    if !knownGap, !onScreen.intersects(world.window.bounds) {
      fail(
        after: step,
        "the top screen is off screen: \(onScreen) in the window's \(world.window.bounds)")
    }
    var view: UIView? = shown.view
    while let current = view, !(current is UIWindow) {
      if current.isHidden || current.alpha <= 0.001 {
        fail(
          after: step,
          "the top screen is invisible: a \(type(of: current)) on its way to the "
            + "window has alpha \(current.alpha), hidden \(current.isHidden)")
        break
      }
      view = current.superview
    }
  }

  /// Lifts every touch, lets everything settle, checks that nothing is left in flight,
  /// dismisses everything and lets go of the root.
  func finish() {
    lift(velocity: [0, 0], cancel: false)
    UIKitModel.runUntilIdle()
    settled = true
    check(after: "the last step, settled")
    guard violations.isEmpty else { return }
    if !world.transitionsInFlight.isEmpty {
      fail(
        "with every touch lifted, \(world.transitionsInFlight.count) transition(s) never "
          + "completed: \(world.transitionsInFlight.map { "\($0.kind)" })")
      return
    }
    if let root, root.presentedViewController != nil {
      root.dismiss(animated: false)
      UIKitModel.runUntilIdle()
      settled = true
      check(after: "dismissing everything")
      if root.presentedViewController != nil {
        fail("dismiss(animated: false) from the root left a presented controller")
      }
    }
    guard violations.isEmpty else { return }
    world.window.rootViewController = nil
    root = nil
    UIKitModel.runUntilIdle()
    if !world.window.subviews.isEmpty {
      fail(
        "views left in the window once everything was dismissed and the root let go: "
          + world.window.subviews.map { "\(type(of: $0)) \($0.frame)" }.joined(separator: ", "))
    }
  }
}
#endif
