#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// A pan (or screen-edge pan) that drives a transition through Curtain's
/// `InteractionTracker`.
///
/// The recognizer is public so that apps can set failure requirements
/// (`scrollView.panGestureRecognizer.require(toFail: interaction.recognizer)`). Its delegate is
/// the interaction's own: ``shouldBegin``, ``choosePan`` and a transition still settling refuse
/// a touch in `gestureRecognizerShouldBegin(_:)`, so a refused touch fails at once and does not
/// block scroll views or the swipe back; replacing the delegate loses that.
/// When the gesture begins, ``onBegin`` starts the transition (a dismissal, a pop, a tab
/// switch) with a bridge whose `wantsInteractiveStart` is set; the interaction then feeds
/// progress to the bridge and releases it with the tracker's decision.
///
/// ```swift
/// let interaction = PanInteraction(pan: .regular(.down), configuration: .standard)
/// interaction.onBegin = { [weak controller] in controller?.dismiss(animated: true) }
/// interaction.attach(to: controller.view)
/// ```
@MainActor
public final class PanInteraction {
  /// The gesture recognizer: a `UIScreenEdgePanGestureRecognizer` for `Pan.edge(_:)`,
  /// otherwise a `UIPanGestureRecognizer`.
  ///
  /// tvOS has no screen-edge pans: there an edge pan is a `UIPanGestureRecognizer` following the
  /// same direction.
  public let recognizer: UIPanGestureRecognizer
  /// The pan this interaction follows.
  public let pan: Pan
  /// The completion threshold, drag mode and release policy.
  public let configuration: InteractionConfiguration
  /// Decides whether a gesture may start, from its first sample.
  ///
  /// For example only when a scroll view is at its top. `nil` lets every gesture in the pan's direction start.
  public var beginWhen: (@Sendable (GestureSample) -> Bool)?
  /// Asked when a gesture begins, before any sample is tracked: return `false` to leave the
  /// touch alone (EasyTransitions' `beginWhen`, for example while a scroll view is not at its
  /// top).
  ///
  /// Asked for a grab too (``grabsRunningTransitions``): a grab does not bypass it.
  public var shouldBegin: (@MainActor () -> Bool)?
  /// Picks the pan a gesture follows, from its velocity when it begins.
  ///
  /// The velocity is in points per second; `nil` (the default) keeps ``pan``, and a closure
  /// that returns `nil` leaves the touch alone. A tab bar uses it to go to the next tab on a
  /// right-to-left swipe and back on a left-to-right one.
  public var choosePan: (@MainActor (CGPoint) -> Pan?)?
  /// Starts the transition the gesture drives; called when a gesture begins.
  public var onBegin: (@MainActor () -> Void)?
  /// The bridge of the transition being driven; set by whoever starts the transition.
  public weak var bridge: TransitionBridge?
  /// Whether a gesture is driving a transition now.
  ///
  /// While it is, the interaction keeps itself alive: an owner that lets go of it mid-drag (a
  /// delegate released by the app) must not leave the transition it drives waiting for a
  /// release that never comes (UIKit freezes, §2.5). The drag's end lets go.
  public private(set) var isActive = false {
    didSet { keepAlive = isActive ? self : nil }
  }
  private var keepAlive: PanInteraction?
  /// Whether a gesture that begins while a transition plays on its own timing, or while a
  /// released one still settles, grabs it instead of being refused; `false` by default
  /// (``ModalTransitionDelegate/wire(viewController:with:navigationAction:beginWhen:configuration:)``
  /// and ``NavigationTransitionDelegate/wireInteractivePop(_:)`` set it).
  ///
  /// The transitions a pan can grab are the one it released (still settling) and
  /// ``runningBridge``. A grabbed transition stays where it is (``TransitionBridge/grab()``)
  /// and follows the finger from there: the pan's direction leads towards the operation a pan
  /// starts, a dismissal or a pop, so it pulls a grabbed presentation or push back and pushes a
  /// grabbed dismissal or pop on, one `Pan` distance per progress 1 (the core's
  /// `InteractionTracker.Grab`). On release the configuration's policy decides with the
  /// transition's progress and the finger's velocity, estimated by the core from the
  /// recognizer's translations (not `velocity(in:)`, so the headless player's grab decides
  /// alike), which the release carries on. ``onBegin`` is not called.
  public var grabsRunningTransitions = false
  /// A transition playing on its own timing that a gesture may grab (see
  /// ``grabsRunningTransitions``); set by the front door that starts it (a presentation of the
  /// controller this pan dismisses, a push or pop of the navigation controller this pan pops).
  public weak var runningBridge: TransitionBridge?

  private var tracker: InteractionTracker?
  /// The gesture driving a transition now: the physical direction its finger moves to drive it
  /// and the view it drags (its host unless ``attach(to:dragging:)`` named another); `nil`
  /// while none is.
  var swipe: (direction: PanDirection, view: UIView)? {
    guard isActive, let tracker, let view = draggedView ?? host else { return nil }
    return (tracker.direction, view)
  }
  private let target: GestureTarget
  private let gate = PanGate()
  private weak var settling: TransitionBridge?
  private var chosenPan: Pan?
  private weak var host: UIView?
  /// The view the pan drags, when it is not ``host`` (an edge pan hosted by the container).
  private weak var draggedView: UIView?
  private var startTime: TimeInterval = 0
  /// Whether the tracker's distance was measured on the transition's plan since the gesture
  /// began (``measureDistance(in:)``).
  private var measured = false

  /// Creates an interaction; attach it to a view to use it.
  ///
  /// - Parameters:
  ///   - pan: The direction or screen edge to follow.
  ///   - configuration: Threshold, drag mode and release policy. Defaults to
  ///     `InteractionConfiguration.standard`.
  public init(pan: Pan, configuration: InteractionConfiguration = .standard) {
    self.pan = pan
    self.configuration = configuration
    switch pan {
    case .edge:
      // UIScreenEdgePanGestureRecognizer is iOS-only; Linux type-checks this branch against
      // the UIKit stub.
      #if !os(tvOS)
      let edgePan = UIScreenEdgePanGestureRecognizer()
      edgePan.edges = Self.rectEdge(pan.direction(for: .leftToRight))
      recognizer = edgePan
      #else
      recognizer = UIPanGestureRecognizer()
      #endif
    case .regular:
      recognizer = UIPanGestureRecognizer()
    }
    var handle: (@MainActor (UIGestureRecognizer) -> Void)?
    target = GestureTarget { recognizer in handle?(recognizer) }
    handle = { [weak self] _ in self?.handle() }
    target.attach(to: recognizer)
    gate.shouldBegin = { [weak self] in self?.gestureShouldBegin() ?? false }
    recognizer.delegate = gate
  }

  /// Adds the recognizer to `view`.
  ///
  /// For `Pan.edge(_:)` the recognizer's edge is resolved in the view's layout direction
  /// here: a leading edge is the right one right to left (UIKit's `edges` are physical, "relative
  /// to the current interface orientation").
  ///
  /// The dragged view is the one whose size along the pan is the pan's first distance and
  /// whose motion in the transition's plan measures its progress
  /// (`InteractionTracker.measure(on:moving:extent:leaving:)`): the presented view for a
  /// screen-edge pan that the presentation's container hosts, because its edge lies outside
  /// a view smaller than the screen (Jelly's edge mode).
  ///
  /// - Parameters:
  ///   - view: The view that receives the touches.
  ///   - dragged: The view the pan drags; `nil` (the default) for `view` itself.
  public func attach(to view: UIView, dragging dragged: UIView? = nil) {
    // Moves the recognizer only: ``detach()`` would also forget onBegin and shouldBegin, which
    // the callers set before attaching.
    host?.removeGestureRecognizer(recognizer)
    #if !os(tvOS)
    if let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer {
      edgePan.edges = Self.rectEdge(pan.direction(for: Self.layoutDirection(of: view)))
    }
    #endif
    view.addGestureRecognizer(recognizer)
    host = view
    draggedView = dragged === view ? nil : dragged
  }

  /// The view this pan hosts its recognizer on, if attached.
  var hostView: UIView? { host }

  private static func layoutDirection(of view: UIView) -> LayoutDirection {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Removes the recognizer from its view and forgets the transition (done after dismissal).
  public func detach() {
    // A drag in progress ends as a cancelled gesture would, so its transition settles.
    if isActive, let view = host { end(lifted: false, in: view) }
    host?.removeGestureRecognizer(recognizer)
    host = nil
    draggedView = nil
    tracker = nil
    isActive = false
    bridge = nil
    settling = nil
    runningBridge = nil
    onBegin = nil
    shouldBegin = nil
    choosePan = nil
  }

  /// Decides in `gestureRecognizerShouldBegin(_:)`, before the recognizer wins the touch:
  /// refuses while a released transition still settles, when ``shouldBegin`` says no, or when
  /// ``choosePan`` picks nothing.
  private func gestureShouldBegin() -> Bool {
    guard let view = host, !isActive else { return false }
    if let settling, settling.isInTransition, grabbable() !== settling { return false }
    // The transition this pan would grab runs but cannot be grabbed now: starting another one
    // mid-transition is refused by UIKit ("Attempt to dismiss … while a presentation … is in
    // progress").
    if grabsRunningTransitions, let runningBridge, runningBridge.isInTransition,
      grabbable() == nil
    {
      return false
    }
    if let shouldBegin, !shouldBegin() { return false }
    chosenPan = pan
    if let choosePan {
      guard let chosen = choosePan(recognizer.velocity(in: Self.space(of: view))) else {
        return false
      }
      chosenPan = chosen
    }
    return true
  }

  /// The transition a gesture beginning now would grab: the one this pan released, while it
  /// settles, else ``runningBridge`` while it plays; `nil` unless ``grabsRunningTransitions``.
  private func grabbable() -> TransitionBridge? {
    guard grabsRunningTransitions else { return nil }
    if let settling, settling.canBeGrabbed { return settling }
    if let runningBridge, runningBridge.canBeGrabbed { return runningBridge }
    return nil
  }

  /// The translation is measured in the host's superview: the host itself is often the view
  /// being animated, and its transform would scale the progress.
  private static func space(of view: UIView) -> UIView { view.superview ?? view }

  private func handle() {
    guard let view = host else { return }
    let translation = recognizer.translation(in: Self.space(of: view))
    // The clock the player's animations run on (PlanPlayer's); on the UIKit model the
    // virtual clock, so that a finger held still for a while releases with no velocity.
    let time = CACurrentMediaTime()
    switch recognizer.state {
    case .began:
      guard !isActive else { return }
      startTime = time
      measured = false
      let followed = chosenPan ?? pan
      let distance = Double(
        Self.distance(for: followed, in: (draggedView ?? view).bounds.size))
      guard
        var fresh = try? InteractionTracker(
          pan: followed, distance: max(distance, 1), configuration: configuration,
          layoutDirection: Self.layoutDirection(of: view),
          beginWhen: beginWhen)
      else { return }
      if let target = grabbable() {
        // A grab: the finger holds the transition where it is, whichever way it moves next;
        // the core's tracker maps the finger onto it (`InteractionTracker.Grab`).
        let first = GestureSample(time: 0, translation: translation)
        let forward = target.operation.isForward
        guard
          (try? fresh.beginGrab(first, ofForwardTransition: forward) {
            target.grab() ? target.heldProgress : nil
          }) == true
        else { return }
        tracker = fresh
        isActive = true
        settling = nil
        bridge = target
        return
      }
      let sample = GestureSample(time: 0, translation: translation)
      guard (try? fresh.begin(sample)) == true else { return }
      tracker = fresh
      isActive = true
      onBegin?()
    case .changed:
      measureDistance(in: view)
      guard isActive, var tracker else { return }
      tracker.update(GestureSample(time: time - startTime, translation: translation))
      self.tracker = tracker
      bridge?.update(progress: tracker.progress)
    case .ended, .cancelled, .failed:
      end(lifted: recognizer.state == .ended, in: view)
    default:
      break
    }
  }

  /// The drag ends: lifted (the core's decision from the last sample, its velocity the core's
  /// estimate over the finger's samples, for a grab too) or cancelled.
  private func end(lifted: Bool, in view: UIView) {
    measureDistance(in: view)
    guard isActive, let tracker else { return }
    let translation = recognizer.translation(in: Self.space(of: view))
    let time = CACurrentMediaTime()
    var ending = tracker
    let decision =
      lifted
      ? ending.end(GestureSample(time: time - startTime, translation: translation))
      : ending.cancel()
    self.tracker = nil
    isActive = false
    // The released transition settles on its own: the next grab must not drive it.
    let released = bridge
    bridge = nil
    settling = released
    if let decision, let released {
      released.release(
        finishing: decision.finishes,
        velocity: decision.distance > 0 ? decision.velocity / decision.distance : 0)
    }
  }

  /// Measures the tracker's distance on the driven transition's plan, once it is made.
  ///
  /// The core's `InteractionTracker.measure(on:moving:extent:leaving:)` on the dragged view
  /// (the host unless ``attach(to:dragging:)`` named another): by default the distance is the
  /// points the plan moves it along the pan, so the view stays under the finger, and the
  /// completion threshold counts the way out of the container; the configuration's
  /// `progressMeasure` may keep its size instead (Jelly's). Until then, and for a view the
  /// plan does not play, the dragged view's size along the pan counts.
  private func measureDistance(in view: UIView) {
    guard isActive, !measured, var tracker, let bridge else { return }
    // The view's size along the pan as the gesture began, before the transition touched it:
    // the tracker's first distance.
    let extent = tracker.distance
    guard bridge.measurePan(&tracker, on: draggedView ?? view, extent: extent) else { return }
    measured = true
    self.tracker = tracker
  }

  static func distance(for pan: Pan, in size: CGSize) -> CGFloat {
    pan.axis() == .vertical ? size.height : size.width
  }

  static func rectEdge(_ direction: PanDirection) -> UIRectEdge {
    switch direction {
    case .fromTop: return .top
    case .fromBottom: return .bottom
    case .fromLeft: return .left
    case .fromRight: return .right
    }
  }
}

/// The pan's delegate: asks the interaction whether a touch may begin.
@MainActor
private final class PanGate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin: (@MainActor () -> Bool)?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin?() ?? true
  }
}
#endif
