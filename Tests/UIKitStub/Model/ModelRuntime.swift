// The executable model's runtime: the world (window, screen, virtual clock), the failures a
// test turns into issues, and the stores behind the declarations in UIKit.swift.
//
// Rules cite Tests/../UIKIT-SEMANTICS.md by number (§1.3 …) and its confidence: D documented by
// Apple, O observed, M memory/undocumented. Where UIKit's behaviour is undocumented or only
// logged, the model takes the stricter reading and records a failure.

/// A broken UIKit rule the model detected; the test harness turns each into a test failure.
public struct ModelFailure: CustomStringConvertible, Sendable {
  /// What kind of rule was broken.
  public enum Kind: String, Sendable {
    /// UIKit raises an exception (NSInternalInconsistencyException, NSInvalidArgumentException).
    case exception
    /// Documented as not allowed or undefined, without a guaranteed exception.
    case programmerError
    /// The interface would stop responding (a transition never completes, a gesture that
    /// starts a pop of nothing).
    case freeze
    /// Something the model cannot run.
    case unsupported
  }
  /// The kind.
  public let kind: Kind
  /// The documentation's words and the rule's source.
  public let message: String
  /// The failure as one line.
  public var description: String { "UIKit model, \(kind.rawValue): \(message)" }
}

/// A weak reference (model only).
public final class WeakBox<T: AnyObject> {
  /// The object while it lives.
  public weak var object: T?
  /// Wraps `object`.
  public init(_ object: T) { self.object = object }
}

/// The model's global state: one world at a time, replaced by ``UIKitModel/reset(size:)``.
@MainActor
public final class ModelWorld {
  /// The virtual time in seconds.
  public internal(set) var now: TimeInterval = 0
  /// The layout direction every view reports.
  public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  /// The system's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`).
  public var reduceMotion = false
  /// The key window.
  public let window: UIWindow
  /// The screen.
  public let screen: UIScreen
  /// The safe-area insets of views in the window.
  public var safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  /// Every broken rule, in order.
  public internal(set) var failures: [ModelFailure] = []
  /// Console messages UIKit would print.
  public internal(set) var console: [String] = []
  /// How many times a `UISelectionFeedbackGenerator` played its selection haptic.
  public internal(set) var selectionHaptics = 0
  /// Writes outside an animation to a property an animation was moving (the view jumps).
  public internal(set) var snaps: [String] = []
  /// Objects created while this world lived (controllers, presentation controllers, gesture
  /// recognizers, animators), held weakly.
  public internal(set) var tracked: [(name: String, box: WeakBox<AnyObject>)] = []
  /// Transitions that have started and not completed.
  public internal(set) var transitionsInFlight: [ModelTransitionContext] = []
  /// The readings of the O and M rules this world follows (``UIKitModelReadings``); a fresh
  /// world takes ``UIKitModel/defaultReadings``.
  public var readings: UIKitModelReadings = UIKitModel.defaultReadings
  /// Calls of `beginGeneratingDeviceOrientationNotifications()` not yet matched by an end
  /// (§20.5).
  var orientationNotificationRequests = 0

  var running: [UIViewPropertyAnimator] = []
  var animatorCores: [WeakBox<AnimatorCore>] = []
  var timers: [(time: TimeInterval, action: @MainActor () -> Void)] = []
  var sentinel: UIViewPropertyAnimator?

  init(size: CGSize, windowOrigin: CGPoint) {
    screen = UIScreen()
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.store.windowOrigin = windowOrigin
    screen.modelBounds = CGRect(
      x: 0, y: 0, width: size.width + windowOrigin.x, height: size.height + windowOrigin.y)
    window.modelScreen = screen
  }

  /// The objects created in this world that are still alive, by type name.
  public var alive: [String] {
    tracked.compactMap { $0.box.object == nil ? nil : $0.name }
  }
}

/// Entry points of the model: reset, the clock, failures.
@MainActor
public enum UIKitModel {
  /// The current world.
  public static var world: ModelWorld {
    if let current { return current }
    return reset()
  }
  private static var current: ModelWorld?

  /// The readings every fresh world takes: `CURTAIN_UIKIT_READINGS` (see
  /// ``UIKitModelReadings``), else the documented ones; a test that runs a suite under each
  /// reading sets it in turn.
  public static var defaultReadings: UIKitModelReadings = environmentReadings

  /// Whether `CURTAIN_UIKIT_READINGS` is `mix`: a test that runs many seeded sequences (the
  /// UIKit fuzz) gives each the mix of its own seed (``UIKitModelReadings/mix(seed:)``).
  public static var mixesReadings: Bool {
    ProcessInfo.processInfo.environment["CURTAIN_UIKIT_READINGS"]?
      .trimmingCharacters(in: .whitespaces) == "mix"
  }

  /// `CURTAIN_UIKIT_READINGS`, parsed; the documented readings when it is unset, or when it
  /// names an unknown reading (``UIKitModelReadings/init(parsing:)``, which `.ci/uikit-check.sh`
  /// checks first).
  public static var environmentReadings: UIKitModelReadings {
    guard let text = ProcessInfo.processInfo.environment["CURTAIN_UIKIT_READINGS"] else {
      return .documented
    }
    return UIKitModelReadings(parsing: text) ?? .documented
  }

  /// Starts a fresh world: a window of `size` at `windowOrigin` in the screen (non-zero for
  /// Split View or Stage Manager), time 0, no failures.
  @discardableResult
  public static func reset(
    size: CGSize = CGSize(width: 390, height: 844), windowOrigin: CGPoint = .zero
  ) -> ModelWorld {
    ModelAnimation.install()
    for box in current?.animatorCores ?? [] { box.object?.abandon() }
    CADisplayLinkModel.reset()
    current = nil
    let fresh = ModelWorld(size: size, windowOrigin: windowOrigin)
    current = fresh
    return fresh
  }

  /// Records a broken rule.
  public static func fail(_ kind: ModelFailure.Kind, _ message: String) {
    world.failures.append(ModelFailure(kind: kind, message: message))
  }

  /// Records what UIKit prints to the console.
  static func log(_ message: String) { world.console.append(message) }

  static func didCreate(_ object: AnyObject) {
    guard let world = current else { return }
    if world.tracked.count >= 256, world.tracked.count.isMultiple(of: 256) {
      world.tracked.removeAll { $0.box.object == nil }
    }
    world.tracked.append((String(describing: type(of: object)), WeakBox(object)))
  }

  /// Runs one frame (1/60 s) at a time for `seconds`: timers fire, animators advance, the
  /// window's views render.
  public static func advance(by seconds: TimeInterval) {
    let frame = 1.0 / 60
    var left = seconds
    while left > 1e-9 {
      let step = min(frame, left)
      left -= step
      tick(step)
    }
  }

  /// Advances until no animator runs, no timer is pending and no transition is in flight, at
  /// most `timeout` seconds; a transition still in flight then is a freeze (§2.5: never calling
  /// completeTransition leaves the app unresponsive, O).
  public static func runUntilIdle(timeout: TimeInterval = 10) {
    var waited: TimeInterval = 0
    while waited < timeout {
      if world.running.isEmpty && world.timers.isEmpty && world.transitionsInFlight.isEmpty {
        return
      }
      if world.running.isEmpty && world.timers.isEmpty {
        // Nothing can move any more: a transition in flight now never ends by itself unless a
        // gesture drives it; interactive ones wait for the test.
        if world.transitionsInFlight.allSatisfy({ $0.isWaitingForInteraction }) { return }
      }
      advance(by: 1.0 / 60)
      waited += 1.0 / 60
    }
    if !world.transitionsInFlight.isEmpty {
      fail(
        .freeze,
        "completeTransition(_:) was never called after \(timeout) s: \"must be called whenever a "
          + "transition completes (or is cancelled)\" (§2.5, H-VCT); the app stops responding")
    }
  }

  /// Rotates (or resizes) the window to `size` and lays out every container, as UIKit does
  /// between frames (§5.7: containerViewWillLayoutSubviews runs before the container's views
  /// are laid out).
  ///
  /// Before the change, the root controller and every presentation controller
  /// hear `viewWillTransition(to:with:)` with a coordinator whose alongside animations run
  /// once the window has its new size (``ModelSizeChange``).
  public static func rotate(to size: CGSize) {
    ModelSizeChange.perform(to: size) {
      world.window.bounds = CGRect(origin: .zero, size: size)
      world.window.center = CGPoint(x: size.width / 2, y: size.height / 2)
      ModelHost.layoutAll()
    }
  }

  /// Schedules `action` after `delay` seconds of virtual time.
  static func after(_ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    world.timers.append((world.now + delay, action))
  }

  static func tick(_ dt: TimeInterval) {
    world.now += dt
    CADisplayLinkModel.now = world.now
    let due = world.timers.filter { $0.time <= world.now + 1e-9 }
    world.timers.removeAll { $0.time <= world.now + 1e-9 }
    for timer in due { timer.action() }
    ModelHost.layoutPending()
    for animator in world.running { animator.core.tick(dt) }
    CADisplayLinkModel.fire(timestamp: world.now)
    world.window.modelRender()
  }
}

// MARK: - Window and screen

// Mirrors: documentation/uikit/uicoordinatespace
/// A coordinate space.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  // Mirrors: documentation/uikit/uicoordinatespace/bounds
  /// The bounds.
  var bounds: CGRect { get }
  // Mirrors: documentation/uikit/uicoordinatespace/convert(_:to:)-(cgrect,_)
  /// Converts a rectangle from this coordinate space to another (§10.1: the keyboard's frame
  /// from the screen's space to a view's, `screen.coordinateSpace.convert(frame, to: view)`).
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  // Mirrors: documentation/uikit/uicoordinatespace/convert(_:from:)-(cgrect,_)
  /// Converts a rectangle from another coordinate space to this one.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

// Mirrors: documentation/uikit/uiscreen
/// A screen.
@MainActor
open class UIScreen: NSObject {
  var modelBounds = CGRect.zero
  // Mirrors: documentation/uikit/uiscreen/bounds
  /// The screen's bounds.
  open var bounds: CGRect { modelBounds }
  // Mirrors: documentation/uikit/uiscreen/coordinatespace
  /// The screen's coordinate space.
  open var coordinateSpace: any UICoordinateSpace { ScreenSpace(screen: self) }
}

/// The screen's fixed coordinate space (model only).
@MainActor
final class ScreenSpace: NSObject, UICoordinateSpace {
  weak var screen: UIScreen?
  init(screen: UIScreen) { self.screen = screen }
  var bounds: CGRect { screen?.bounds ?? .zero }
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    // `view as UIView` picks the view's method for a screen-space source.
    if let view = coordinateSpace as? UIView {
      return view.convert(rect, from: self as any UICoordinateSpace)
    }
    return rect
  }
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView {
      return view.convert(rect, to: self as any UICoordinateSpace)
    }
    return rect
  }
}

// Mirrors: documentation/uikit/uiwindow
/// A window.
@MainActor
open class UIWindow: UIView {
  weak var modelScreen: UIScreen?
  // Mirrors: documentation/uikit/uiwindow/screen
  /// The screen showing the window.
  open var screen: UIScreen { modelScreen ?? UIKitModel.world.screen }
  // Mirrors: documentation/uikit/uiwindow/rootviewcontroller
  /// The root controller; its view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      guard let root = rootViewController else { return }
      root.view.frame = bounds
      addSubview(root.view)
      root.controllerStore.isRootOfWindow = true
    }
  }
}

extension UIView: UICoordinateSpace {
  // Mirrors: documentation/uikit/uiview/window
  /// The window the view is in.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  // Mirrors: documentation/uikit/uicoordinatespace/convert(_:from:)-(cgrect,_)
  /// Converts a rectangle from another coordinate space (a view or the screen's).
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    // `view as UIView?` picks the view overload; a plain `UIView` argument would pick this
    // method again and recurse.
    if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
    let origin = window?.store.windowOrigin ?? .zero
    return convert(rect.offsetBy(dx: -origin.x, dy: -origin.y), from: nil)
  }

  // Mirrors: documentation/uikit/uicoordinatespace/convert(_:to:)-(cgrect,_)
  /// Converts a rectangle to another coordinate space (a view or the screen's).
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
    let origin = window?.store.windowOrigin ?? .zero
    return convert(rect, to: nil).offsetBy(dx: origin.x, dy: origin.y)
  }
}

// MARK: - Stores

/// A view's stored values.
@MainActor
final class ViewStore {
  /// The controller whose root view this is (its next responder, AD/uiresponder/next).
  weak var owningController: UIViewController?
  var bounds = CGRect.zero
  var center = CGPoint.zero
  var transform = CGAffineTransform.identity
  var alpha: CGFloat = 1
  var isHidden = false
  var backgroundColor: UIColor?
  var isUserInteractionEnabled = true
  var autoresizingMask: UIView.AutoresizingMask = []
  weak var superview: UIView?
  var subviews: [UIView] = []
  let layer = CALayer()
  var gestureRecognizers: [UIGestureRecognizer] = []
  var needsLayout = false
  var hasRendered = false
  weak var snapshotSource: UIView?
  var isBlankSnapshot = false
  var windowOrigin = CGPoint.zero
}

/// A scroll view's stored values.
@MainActor
final class ScrollStore {
  var contentOffset = CGPoint.zero
  var contentSize = CGSize.zero
  var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  var panRecognizer: UIPanGestureRecognizer?
  func pan(for view: UIView) -> UIPanGestureRecognizer {
    if let panRecognizer { return panRecognizer }
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    panRecognizer = pan
    return pan
  }
}

/// A controller's stored values.
@MainActor
final class ControllerStore {
  var view: UIView?
  /// `restoresFocusAfterTransition` (§22.6).
  var restoresFocus = true
  /// The item focused when this controller's presentation began (§22.6).
  var focusedBeforePresenting: WeakBox<UIView>?
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  var modalPresentationStyle: UIModalPresentationStyle = .automatic
  var capturesStatusBarAppearance = false
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var presentationController: UIPresentationController?
  /// The presentation controller created on first access before a presentation (§14.1).
  var earlyPresentationController: UIPresentationController?
  weak var parent: UIViewController?
  var isRootOfWindow = false
  /// True from the start of an animated or interactive dismissal until it ends.
  var isBeingDismissed = false
  var isModalInPresentation = false
  var definesPresentationContext = false
  var preferredContentSize = CGSize.zero
}

/// A gesture recognizer's stored values.
@MainActor
final class GestureStore {
  var state: UIGestureRecognizer.State = .possible
  weak var view: UIView?
  var isEnabled = true
  weak var delegate: (any UIGestureRecognizerDelegate)?
  var requiredToFail: [WeakBox<UIGestureRecognizer>] = []
  var edges: UIRectEdge = []
  /// How far the finger moved since it went down, in window coordinates.
  var finger = CGPoint.zero
  /// The translation `setTranslation(_:in:)` set last (window coordinates), and where the
  /// finger was then: the translation reported is the base plus the finger's movement since.
  var translationBase = CGPoint.zero
  var fingerAtBase = CGPoint.zero
  var velocity = CGPoint.zero
  /// Where the touch went down, in window coordinates.
  var location = CGPoint.zero
  var actions: [@MainActor (UIGestureRecognizer) -> Void] = []
  var history: [UIGestureRecognizer.State] = []
  /// Set by an action of the recognizer's `.began` when UIKit refuses what it would start: the
  /// gesture is cancelled at once.
  var refusedAfterBegan = false
  /// Whether this is a navigation controller's swipe back, which starts from the leading edge
  /// (§6.2 D: "swipes horizontally from the leading edge of the screen").
  var isSystemPopGesture = false
  /// `allowedPressTypes` and `allowedTouchTypes` as set (`nil`: the defaults).
  var allowedPressTypes: [NSNumber]?
  var allowedTouchTypes: [NSNumber]?
}

/// A navigation controller's stored values.
@MainActor
final class NavigationStore {
  weak var delegate: (any UINavigationControllerDelegate)?
  var stack: [UIViewController] = []
  #if os(tvOS)
  // tvOS has no swipe back (`interactivePopGestureRecognizer` is unavailable there): a plain
  // pan stands in, and setUp never installs it.
  let popGesture = UIPanGestureRecognizer()
  #else
  let popGesture = UIScreenEdgePanGestureRecognizer()
  #endif
  let systemPopDelegate = SystemPopGestureDelegate()
  let container = UIView()
  var isTransitioning = false
  var systemInteractor: UIPercentDrivenInteractiveTransition?

  func setUp(_ navigation: UINavigationController, root: UIViewController) {
    #if !os(tvOS)
    popGesture.edges = .left
    popGesture.store.isSystemPopGesture = true
    #endif
    systemPopDelegate.navigationController = navigation
    popGesture.delegate = systemPopDelegate
    let view = navigation.view ?? UIView()
    container.frame = view.bounds
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(container)
    #if !os(tvOS)
    view.addGestureRecognizer(popGesture)
    popGesture.modelAddAction { [weak navigation] recognizer in
      guard let navigation else { return }
      ModelHost.systemPopGestureChanged(navigation, recognizer)
    }
    #endif
    setStack([root], in: navigation)
  }

  func setStack(_ controllers: [UIViewController], in navigation: UINavigationController) {
    for old in stack where !controllers.contains(where: { $0 === old }) {
      old.controllerStore.parent = nil
      old.view.removeFromSuperview()
    }
    stack = controllers
    for controller in controllers { controller.controllerStore.parent = navigation }
    if let top = controllers.last {
      for view in container.subviews where view !== top.view { view.removeFromSuperview() }
      top.view.frame = container.bounds
      container.addSubview(top.view)
    }
  }
}

/// UIKit's own delegate of the interactive pop gesture: it lets the swipe begin only when there
/// is something to pop and no transition runs (§6.4, O; the private `_UINavigationInteractive
/// Transition` does this).
@MainActor
final class SystemPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigationController else { return false }
    return navigationController.navigationStore.stack.count > 1
      && !navigationController.navigationStore.isTransitioning
  }
}

/// A tab bar controller's stored values.
@MainActor
final class TabStore {
  weak var delegate: (any UITabBarControllerDelegate)?
  var tabs: [UIViewController]?
  var selectedIndex = 0
  var isTransitioning = false

  func setTabs(_ tabs: [UIViewController]?, in tabBar: UITabBarController) {
    for old in self.tabs ?? [] {
      old.controllerStore.parent = nil
      old.view.removeFromSuperview()
    }
    self.tabs = tabs
    selectedIndex = 0
    for tab in tabs ?? [] { tab.controllerStore.parent = tabBar }
    if let first = tabs?.first {
      first.view.frame = tabBar.view.bounds
      tabBar.view.addSubview(first.view)
    }
  }
}

/// A presentation controller's stored values.
@MainActor
final class PresentationStore {
  // H-PC: `presentedViewController` and `presentingViewController` are strong properties.
  var presented: UIViewController?
  var presenting: UIViewController?
  var containerView: UIView?
  var isPresented = false
  weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The view the presenting view was in, its index and frame there, when the presentation
  /// removes it and it was not the window's (a context's view, §5.9).
  var presenterHome: (view: UIView, index: Int, frame: CGRect)?

  /// The controller a presentation controller created before its presentation (§14.1) is
  /// for, held weakly until the presentation holds it (the controller holds the presentation
  /// controller; UIKit's does not keep a controller that is never presented alive).
  weak var earlyPresented: UIViewController?

  func presentedOrRaise() -> UIViewController {
    if let presented { return presented }
    if let earlyPresented { return earlyPresented }
    UIKitModel.fail(.exception, "a presentation controller outlived its presented controller")
    return UIViewController()
  }

  func presentingOrRaise() -> UIViewController {
    if let presenting { return presenting }
    UIKitModel.fail(.exception, "a presentation controller outlived its presenting controller")
    return UIViewController()
  }
}

// MARK: - View helpers

extension UIView {
  var modelFrame: CGRect {
    let size = store.bounds.size
    let base = CGRect(
      x: store.center.x - size.width / 2, y: store.center.y - size.height / 2,
      width: size.width, height: size.height)
    guard store.transform != .identity else { return base }
    // The bounding box of the transformed bounds (UIKit's value, "undefined" per the docs).
    let t = store.transform
    let corners = [
      CGPoint(x: -size.width / 2, y: -size.height / 2),
      CGPoint(x: size.width / 2, y: -size.height / 2),
      CGPoint(x: -size.width / 2, y: size.height / 2),
      CGPoint(x: size.width / 2, y: size.height / 2),
    ].map { p in
      CGPoint(
        x: store.center.x + t.a * p.x + t.c * p.y + t.tx,
        y: store.center.y + t.b * p.x + t.d * p.y + t.ty)
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  func setModelFrame(_ frame: CGRect) {
    if store.transform != .identity {
      // Mirrors: documentation/uikit/uiview/frame
      UIKitModel.fail(
        .programmerError,
        "frame set on a \(type(of: self)) whose transform is not the identity: \"If the "
          + "transform property is not the identity transform, the value of this property is "
          + "undefined and therefore should be ignored.\" (AD/uiview/frame)")
      // What UIKit then does (O; the layer's frame is derived from bounds, anchor point and
      // position, and "when you assign a new value to this property, the layer changes its
      // position and bounds properties to match the rectangle you specified", D,
      // AD/quartzcore/calayer/frame): the centre moves to the rectangle's (less the
      // transform's translation), the bounds keep their size when the transformed box keeps
      // its size (AZTransitions' fashion card, placed by `frame.origin.x` at scale 0.35),
      // else a scale-only transform's bounds take the new size divided by the scale.
      let t = store.transform
      let box = modelFrame
      var size = store.bounds.size
      if frame.size != box.size, t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
        size = CGSize(width: frame.width / abs(t.a), height: frame.height / abs(t.d))
      }
      setModelBounds(CGRect(origin: store.bounds.origin, size: size))
      modelWrite(\.center, "center", CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty))
      return
    }
    setModelBounds(CGRect(origin: store.bounds.origin, size: frame.size))
    modelWrite(\.center, "center", CGPoint(x: frame.midX, y: frame.midY))
  }

  func setModelBounds(_ bounds: CGRect) {
    let old = store.bounds
    modelWrite(\.bounds, "bounds", bounds)
    let dw = bounds.width - old.width
    let dh = bounds.height - old.height
    guard dw != 0 || dh != 0 else { return }
    store.needsLayout = true
    for subview in store.subviews {
      let mask = subview.store.autoresizingMask
      var frame = subview.modelFrame
      if mask.contains(.flexibleWidth) { frame.size.width += dw }
      if mask.contains(.flexibleHeight) { frame.size.height += dh }
      if mask.contains(.flexibleWidth) || mask.contains(.flexibleHeight) {
        subview.setModelBoundsAndCenter(frame)
      }
    }
  }

  private func setModelBoundsAndCenter(_ frame: CGRect) {
    setModelBounds(CGRect(origin: store.bounds.origin, size: frame.size))
    modelWrite(\.center, "center", CGPoint(x: frame.midX, y: frame.midY))
  }

  func modelWrite<T>(_ key: ReferenceWritableKeyPath<ViewStore, T>, _ name: String, _ value: T) {
    let old = store[keyPath: key]
    store[keyPath: key] = value
    CAModelTransaction.report(self, name, from: old, to: value)
  }

  func modelInsert(_ view: UIView, at index: Int) {
    guard view !== self else {
      UIKitModel.fail(.exception, "NSInvalidArgumentException: Can't add self as subview")
      return
    }
    if view.store.superview === self {
      store.subviews.removeAll { $0 === view }
    } else {
      view.store.superview?.store.subviews.removeAll { $0 === view }
    }
    let oldWindow = view.window
    let clamped = min(max(index, 0), store.subviews.count)
    store.subviews.insert(view, at: clamped)
    view.store.superview = self
    if view.window !== oldWindow { view.modelWindowChanged() }
  }

  func modelWindowChanged() {
    didMoveToWindow()
    for subview in store.subviews { subview.modelWindowChanged() }
  }

  /// The recognizers attached to the view (UIKit's `gestureRecognizers`).
  public var gestureRecognizers: [UIGestureRecognizer]? { store.gestureRecognizers }

  func modelInsert(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
    guard sibling.store.superview === self, sibling !== view else {
      modelInsert(view, at: store.subviews.count)
      return
    }
    if view.store.superview === self { store.subviews.removeAll { $0 === view } }
    let index = (store.subviews.firstIndex { $0 === sibling } ?? store.subviews.count) + offset
    modelInsert(view, at: index)
  }

  func modelRemoveFromSuperview() {
    let oldWindow = window
    store.superview?.store.subviews.removeAll { $0 === self }
    store.superview = nil
    if oldWindow != nil { modelWindowChanged() }
  }

  func modelSnapshot(afterScreenUpdates: Bool) -> UIView? {
    if afterScreenUpdates, window != nil { modelRender() }
    let snapshot = UIView(frame: CGRect(origin: .zero, size: store.bounds.size))
    snapshot.store.snapshotSource = self
    if !store.hasRendered {
      // §8.1 (D): "If the current view is not yet rendered … the snapshot view has no visible
      // content"; the console line is O.
      snapshot.store.isBlankSnapshot = true
      UIKitModel.log("Snapshotting a view that has not been rendered results in an empty snapshot")
    }
    return snapshot
  }

  /// §8.2 D: false "if the snapshot is missing image data for any view" of the hierarchy: a view
  /// that has not rendered (the model draws nothing).
  func modelDrawHierarchy(afterScreenUpdates: Bool) -> Bool {
    if afterScreenUpdates, window != nil { modelRender() }
    func complete(_ view: UIView) -> Bool {
      view.store.hasRendered && view.store.subviews.allSatisfy(complete)
    }
    return complete(self)
  }

  /// Marks this view and its subviews as rendered (a frame was committed with them on screen).
  func modelRender() {
    store.hasRendered = true
    for subview in store.subviews { subview.modelRender() }
  }

  func modelLayoutIfNeeded() {
    guard store.needsLayout else { return }
    store.needsLayout = false
    ModelHost.layout(self)
  }

  var modelOriginInWindow: CGPoint {
    var point = CGPoint.zero
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      let frame = current.modelFrame
      point.x += frame.minX
      point.y += frame.minY
      if let parent = current.store.superview {
        point.x -= parent.store.bounds.minX
        point.y -= parent.store.bounds.minY
      }
      view = current.store.superview
    }
    return point
  }

  /// A view's safe-area insets: the part of its window's that covers it.
  ///
  /// §15.1 D (AD/uiview/safeareainsets): "For the view controller's root view, the insets
  /// account for the status bar, other visible bars … For other views in the view hierarchy,
  /// the insets reflect only the portion of the view that is covered by those things". The
  /// window has the world's insets; every other view in it the part of them its frame (in
  /// window coordinates) overlaps, so a view inside the safe area has zero insets. A view
  /// outside a window has none.
  var modelSafeAreaInsets: UIEdgeInsets {
    let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    guard let window else { return zero }
    let safe = UIKitModel.world.safeAreaInsets
    if self === window { return safe }
    let frame = convert(bounds, to: nil)
    let area = window.bounds
    func overlap(_ value: CGFloat, _ length: CGFloat) -> CGFloat { min(max(value, 0), length) }
    return UIEdgeInsets(
      top: overlap(area.minY + safe.top - frame.minY, frame.height),
      left: overlap(area.minX + safe.left - frame.minX, frame.width),
      bottom: overlap(frame.maxY - (area.maxY - safe.bottom), frame.height),
      right: overlap(frame.maxX - (area.maxX - safe.right), frame.width))
  }

  /// Whether this view is a snapshot whose source had not rendered (model only).
  public var modelIsBlankSnapshot: Bool { store.isBlankSnapshot }
  /// The view this snapshot was taken of (model only).
  public var modelSnapshotSource: UIView? { store.snapshotSource }
}

extension UIViewController {
  var modelLoadedView: UIView? {
    if let view = controllerStore.view { return view }
    let view = UIView(frame: UIKitModel.world.window.bounds)
    controllerStore.view = view
    view.store.owningController = self
    viewDidLoad()
    return view
  }

  var modelNavigationController: UINavigationController? {
    var controller = controllerStore.parent
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.controllerStore.parent
    }
    return nil
  }

  /// The presentation controller managing this controller's presentation (model only).
  public var modelPresentationController: UIPresentationController? {
    controllerStore.presentationController
  }
}

extension UIGestureRecognizer {
  /// Adds a closure action (model only: the model has no Objective-C target-action, so
  /// CurtainUIKit's `GestureTarget` uses this where `canImport(ObjectiveC)` is false).
  public func modelAddAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    store.actions.append(action)
  }

  /// Every state the recognizer went through (model only).
  public var modelStateHistory: [UIGestureRecognizer.State] { store.history }
}

extension ModelWorld {
  /// Forgets the failures recorded so far (for tests that expect the model to object).
  public func clearFailures() { failures = [] }
}
