import CurtainEngine
import Foundation

/// A stand-in for a window, for playing transitions without UIKit: a container of a given size
/// and safe area, a navigation stack (one per tab when there are tabs), and a stack of presented
/// screens.
///
/// Each operation (``present(_:animator:presentedFrame:sourceFrame:interactive:)``,
/// ``dismiss(animator:interactive:)``, ``push(_:animator:interactive:)``,
/// ``pop(animator:interactive:)``, ``selectTab(_:animator:interactive:)``) builds a
/// `TransitionContext`, asks the animator for a `TransitionPlan` and returns the
/// ``HeadlessTransition`` that plays it on a virtual clock:
///
/// ```swift
/// let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
/// let detail = HeadlessScreen(name: "detail")
/// let timeline = try scene.present(detail, animator: FadeAnimator()).run(fps: 60)
/// scene.presentedScreens  // [detail]
/// scene.state(of: detail)?.alpha  // 1
/// ```
///
/// ## The model follows UIKit
/// - The structure (``navigationStack``, ``presentedScreens``, ``tabs``, ``selectedTabIndex``)
///   changes when a transition finishes, as UIKit's view-controller hierarchy does on
///   `completeTransition(true)`; a cancelled transition leaves it as it was.
/// - Presented screens stack. A presentation whose presented frame covers the whole container
///   takes the presenting screen's view out of the window once it finishes (a full-screen
///   presentation); any smaller presentation keeps it (see ``visibleScreens``).
/// - The scene keeps the state of every screen's view (``state(of:)-(HeadlessScreen)``), also
///   for screens out of the window (lower in a navigation stack, in another tab, behind a
///   full-screen presentation), and drops it when the screen leaves the scene. A screen first
///   appears at its frame (the container, or the presented frame) with alpha 1 and the identity
///   transform; a plan's states go on top.
/// - Temporary actors of a plan (``state(of:)-(ActorID)``) exist only while their transition
///   runs.
///
/// ## One transition at a time
/// A request made while a transition runs or waits is queued and starts when every earlier one
/// has ended; its ``HeadlessTransition`` is ``HeadlessTransition/State-swift.enum/pending``
/// until then. With ``busyPolicy`` set to ``BusyPolicy/refuse`` such a request throws
/// ``HeadlessError/busy(requested:running:)`` instead. Transitions never interleave.
///
/// A request is checked when it is made, against the scene as it will be once the queued
/// transitions have finished: dismissing with nothing presented, popping at the root, a missing
/// tab or a screen already in the scene throw at once. When a queued transition's turn comes
/// and its request no longer fits (an earlier one was cancelled) or its animator throws, it
/// ends as ``HeadlessTransition/State-swift.enum/failed`` and the next one starts. A request
/// that starts at once and whose animator throws throws
/// ``HeadlessError/animatorFailed(animator:underlying:)``; nothing changes.
@MainActor
public final class HeadlessScene {
  /// What the scene does with an operation requested while a transition runs or waits.
  public enum BusyPolicy: Hashable, Sendable {
    /// Queue it: it starts when every earlier transition has ended.
    case queue
    /// Refuse it with ``HeadlessError/busy(requested:running:)``.
    case refuse
  }

  /// The container's size, in points; ``resize(to:safeArea:animated:duration:)`` changes it
  /// when its transition starts.
  public var size: CGSize { model.geometry.size }
  /// The container's safe-area insets; ``resize(to:safeArea:animated:duration:)`` changes them
  /// when its transition starts.
  public var safeAreaInsets: EdgeInsets { model.geometry.safeAreaInsets }
  /// The container's layout direction, passed to animators.
  public let layoutDirection: LayoutDirection
  /// What to do with an operation requested while a transition runs or waits.
  ///
  /// Defaults to ``BusyPolicy/queue``.
  public var busyPolicy: BusyPolicy = .queue
  /// Whether motion is reduced, as the system's Reduce Motion setting is on a device.
  ///
  /// When true, every transition the scene starts is told so (``TransitionContext/reduceMotion``)
  /// and plays its animator's ``TransitionAnimator/motionPlan(for:)``: a plan that changes only
  /// opacity and blur. Defaults to false.
  public var reduceMotion = false
  /// Whether transparency is reduced, as the system's Reduce Transparency setting is on a
  /// device.
  ///
  /// When true, a `Presentation` with a blurred background plays it as the dim of equal
  /// contrast (`PresentationAccessibility.backgroundStyle`): its plan's blur becomes a
  /// black dim (`TransitionPlan.reducingTransparency(dimAlpha:)`), and the kept
  /// background with it. Read when each transition starts. Defaults to false.
  public var reduceTransparency = false
  /// Whether contrast is increased, as the system's Increase Contrast setting is on a device.
  ///
  /// When true, every dim a presentation's plan draws is raised until white content stands
  /// 4.5:1 from the screen behind at its lightest (`ChromeAppearance.increasedContrastDim(_:)`,
  /// `TransitionPlan.increasingDimContrast()`), as the UIKit player does. Read when each
  /// transition starts. Defaults to false.
  public var increaseContrast = false
  /// How presentations adjust Curtain's accessible defaults (`accessibility(of:)`).
  ///
  /// Read when asked. Defaults to `AccessibilityOptions.automatic`.
  public var accessibilityOptions: AccessibilityOptions = .automatic
  /// What assistive technologies were told after each transition ended, oldest first (see
  /// `TransitionAnnouncement`): a screen change after a completed present, dismiss,
  /// push, pop or tab switch; `TransitionAnnouncement.none` after a cancelled one.
  package internal(set) var announcements: [TransitionAnnouncement] = []
  /// The animation of the swipe back (``popInteractively(animator:)``) when none is given.
  ///
  /// It stays in place whatever animators the app passes to ``push(_:animator:interactive:)``
  /// and ``pop(animator:interactive:)``, so a custom navigation animation never takes the
  /// edge pan away. Defaults to ``EdgePopAnimator``.
  public var edgePopAnimator: any TransitionAnimator = EdgePopAnimator()
  /// The transition that runs now, if any.
  public internal(set) var currentTransition: HeadlessTransition?
  /// The transitions waiting for their turn, in the order they will start.
  public internal(set) var pendingTransitions: [HeadlessTransition] = []

  /// The structure as it is now.
  var model: SceneModel
  /// The structure once the running and queued transitions have finished: what new requests
  /// are checked against.
  var projected: SceneModel
  var screenStates: [ObjectIdentifier: ViewState] = [:]
  var transientStates: [ActorID: ViewState] = [:]
  /// The background each screen presented with a `Presentation` keeps between its presentation
  /// and its dismissal.
  var backgrounds: [ObjectIdentifier: ViewState] = [:]
  /// The presenting screen's frame before each presented screen arrived, by presented screen: the
  /// frame UIKit reports as `finalFrame(for:)` of the presenting view when that screen is
  /// dismissed, even if the presentation moved it (a slide's parallax).
  var presentingRestingFrames: [ObjectIdentifier: CGRect] = [:]
  /// The matched source each presented screen's dismissal asks (HeadlessScene+MatchedSource).
  var matchedSources = MatchedSources()
  /// The animator each screen presented with a plain animator arrived with: its escape
  /// dismisses with it (HeadlessScene+Accessibility).
  var plainPresentationAnimators: [ObjectIdentifier: any TransitionAnimator] = [:]

  /// Creates a scene whose navigation stack holds `root`.
  ///
  /// - Parameters:
  ///   - size: The container's size; width and height finite and greater than 0.
  ///   - safeAreaInsets: The safe-area insets; each finite and 0 or more. Defaults to none.
  ///   - layoutDirection: The layout direction. Defaults to left to right.
  ///   - root: The screen at the root of the navigation stack. Defaults to a screen named
  ///     "root".
  /// - Throws: ``HeadlessError/invalidContainerSize(width:height:)`` or
  ///   ``HeadlessError/invalidSafeAreaInsets(_:)``.
  public init(
    size: CGSize, safeAreaInsets: EdgeInsets = .zero,
    layoutDirection: LayoutDirection = .leftToRight,
    root: HeadlessScreen = HeadlessScreen(name: "root")
  ) throws(HeadlessError) {
    try SceneModel.validate(size: size, safeArea: safeAreaInsets)
    self.layoutDirection = layoutDirection
    model = SceneModel(
      root: root,
      geometry: SceneGeometry(
        size: size, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection))
    projected = model
    screenStates[ObjectIdentifier(root)] = restingState(frame: bounds)
  }

  // MARK: - Reading the scene

  /// The container's bounds: the origin and ``size``.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// Whether no transition runs or waits.
  public var isIdle: Bool { currentTransition == nil && pendingTransitions.isEmpty }

  /// The navigation stack of the selected tab (the only one without tabs), root first.
  public var navigationStack: [HeadlessScreen] { model.stack.screens }

  /// The presented screens, the first presented first.
  public var presentedScreens: [HeadlessScreen] { model.presentations.map(\.screen) }

  /// The root screen of each tab; empty when the scene has no tabs.
  public var tabs: [HeadlessScreen] { model.hasTabs ? model.stacks.map(\.root) : [] }

  /// The index of the selected tab; `nil` when the scene has no tabs.
  public var selectedTabIndex: Int? { model.hasTabs ? model.selectedTab : nil }

  /// The screen in front: the last presented screen, or the top of the navigation stack.
  public var topScreen: HeadlessScreen { model.topScreen }

  /// Every screen in the scene: each tab's navigation stack, then the presented screens.
  public var screens: [HeadlessScreen] { model.allScreens }

  /// The screens whose views are in the window, back to front.
  ///
  /// When idle: the top of the navigation stack and the presented screens, except those behind
  /// the last presentation that covers the whole container. While a transition runs, the screens
  /// it moves are in the window too: an arriving screen in front, a screen it reveals at the
  /// back.
  public var visibleScreens: [HeadlessScreen] {
    var visible = model.visibleScreens
    guard let transition = currentTransition else { return visible }
    for binding in transition.boundScreens where !visible.contains(binding.screen) {
      if binding.isArriving {
        visible.append(binding.screen)
      } else {
        visible.insert(binding.screen, at: 0)
      }
    }
    return visible
  }

  /// The state of `screen`'s view: while a transition moves it, as drawn in its last frame.
  ///
  /// - Parameter screen: A screen.
  /// - Returns: Its state, or `nil` when the screen is not part of the scene (never added,
  ///   dismissed, popped, or its presentation was cancelled).
  public func state(of screen: HeadlessScreen) -> ViewState? {
    screenStates[ObjectIdentifier(screen)]
  }

  /// The state of an actor of the running transition that is not a screen: a temporary actor
  /// the plan inserted (a dimming background, a snapshot) or another actor the plan animates
  /// (such as the container).
  ///
  /// Read screens with ``state(of:)-(HeadlessScreen)``, or through
  /// ``HeadlessTransition/state(of:)``.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: Its state as last drawn, or `nil` when no running transition has it: these
  ///   actors leave the scene when their transition ends either way.
  public func state(of actor: ActorID) -> ViewState? {
    transientStates[actor]
  }

  /// The actors of the running transition that are not screens, in the transition's order;
  /// empty when no transition runs.
  public var transientActors: [ActorID] {
    currentTransition?.actors.filter { transientStates[$0] != nil } ?? []
  }

  // MARK: - Operations

  /// Presents `screen` modally over the top screen.
  ///
  /// The transition's context has operation `.present`; `screen` plays `presented` (and `to`),
  /// the top screen `presenting` (and `from`).
  ///
  /// - Parameters:
  ///   - screen: The screen to present; not already part of the scene.
  ///   - animator: The animator that plans the transition.
  ///   - presentedFrame: Where the presented screen ends up; `nil` (the default) means the whole
  ///     container. A frame that does not cover the container keeps the presenting screen's view
  ///     in the window.
  ///   - sourceFrame: The frame the transition grows from, if any (an App Store card).
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/screenAlreadyInScene(name:)``,
  ///   ``HeadlessError/invalidContext(_:)`` for a frame that is not finite,
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func present(
    _ screen: HeadlessScreen, animator: some TransitionAnimator, presentedFrame: CGRect? = nil,
    sourceFrame: CGRect? = nil, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(
      .present(screen, presentedFrame: presentedFrame, sourceFrame: sourceFrame),
      animator: animator, interactive: interactive)
  }

  /// Dismisses the last presented screen.
  ///
  /// The transition's context has operation `.dismiss`; the dismissed screen plays `presented`
  /// (and `from`), the screen below it `presenting` (and `to`). The context's presented frame is
  /// the dismissed screen's current frame.
  ///
  /// - Parameters:
  ///   - animator: The animator that plans the transition.
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/nothingToDismiss``,
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func dismiss(
    animator: some TransitionAnimator, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(.dismiss, animator: animator, interactive: interactive)
  }

  /// Pushes `screen` onto the navigation stack of the selected tab.
  ///
  /// The transition's context has operation `.push`; the old top plays `from`, `screen` plays
  /// `to`.
  ///
  /// - Parameters:
  ///   - screen: The screen to push; not already part of the scene.
  ///   - animator: The animator that plans the transition.
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/screenAlreadyInScene(name:)``,
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func push(
    _ screen: HeadlessScreen, animator: some TransitionAnimator, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(.push(screen), animator: animator, interactive: interactive)
  }

  /// Pops the top screen off the navigation stack of the selected tab.
  ///
  /// The transition's context has operation `.pop`; the popped screen plays `from`, the screen
  /// below it `to`.
  ///
  /// - Parameters:
  ///   - animator: The animator that plans the transition.
  ///   - interactive: Whether the context says a gesture drives the transition (a swipe back).
  ///     Defaults to false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/popAtRoot(root:)``,
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func pop(
    animator: some TransitionAnimator, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(.pop, animator: animator, interactive: interactive)
  }

  /// Selects the tab at `index`.
  ///
  /// The transition's context has operation `.tab` and its ``TransitionContext/tabSwitch`` (the
  /// indices of the selected tab and of `index`); the top screen of the selected tab plays
  /// `from`, the top screen of the new tab `to`.
  ///
  /// - Parameters:
  ///   - index: The tab to select.
  ///   - animator: The animator that plans the transition.
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/noTabs``, ``HeadlessError/tabOutOfRange(index:count:)``,
  ///   ``HeadlessError/tabAlreadySelected(index:)``,
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func selectTab(
    _ index: Int, animator: some TransitionAnimator, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(.selectTab(index), animator: animator, interactive: interactive)
  }

  /// Moves the scene's clock forward: the running transition advances, and when it finishes
  /// the time left over goes to the next queued transition, and so on.
  ///
  /// - Parameter interval: Seconds, finite and 0 or more.
  /// - Throws: ``HeadlessError/invalidTimeStep(_:)`` for a negative or non-finite interval.
  public func advance(by interval: TimeInterval) throws(HeadlessError) {
    guard interval.isFinite, interval >= 0 else { throw .invalidTimeStep(interval) }
    var remaining = interval
    while let transition = currentTransition {
      guard let leftover = transition.step(by: remaining), leftover > 0 else { return }
      remaining = leftover
    }
  }
}
