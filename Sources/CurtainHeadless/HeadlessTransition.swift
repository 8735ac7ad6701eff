import CurtainEngine
import Foundation

/// One operation of a ``HeadlessScene`` played on a virtual clock: a deterministic state machine
/// with no timers.
///
/// Nothing moves until you drive it: ``advance(by:)`` moves the clock, ``run(fps:)`` plays to the
/// end and returns every frame, ``finish()`` jumps to the end and ``cancel()`` goes back to the
/// start. Its contract mirrors UIKit's transition contract:
///
/// - ``onCompletion`` runs exactly once, after the last frame: with `true` when the transition
///   finished, `false` when it was cancelled or could not start.
/// - A finished transition leaves every screen in the plan's final state (the end of its tracks
///   with the completion states on top); a cancelled one restores the plan's cancelled state
///   (its start with the cancellation states on top). Properties the plan does not touch keep
///   the values they had before the transition.
/// - Temporary actors (the plan's setup) are in the scene only while the transition runs.
///
/// ```swift
/// let transition = try scene.present(detail, animator: FadeAnimator())
/// transition.onCompletion = { finished in print("presented:", finished) }
/// let timeline = try transition.run(fps: 60)
/// ```
///
/// A transition requested while another runs is ``State-swift.enum/pending`` until every earlier
/// one has ended; the scene then asks its animator for a plan and it starts at time 0. Driving a
/// pending transition throws ``HeadlessError/transitionPending(operation:)``; drive the earlier
/// ones, or the scene with ``HeadlessScene/advance(by:)``.
///
/// An interactive transition (requested with `interactive: true`) starts paused at progress 0
/// and follows a gesture: ``update(progress:)`` scrubs it linearly, ``finish(velocity:)`` and
/// ``cancel(velocity:)`` release it into a motion that carries the gesture's velocity, and
/// ``drive(with:configuration:fps:)`` plays a whole ``GestureScript`` through an
/// `InteractionTracker`. Until it is released its clock stands still: ``advance(by:)`` and the
/// scene's ``HeadlessScene/advance(by:)`` leave it where the gesture put it. ``finish()`` and
/// ``cancel()`` still jump straight to the end or the start.
///
/// A transition playing on its own timing can be grabbed at any moment with ``grab()`` (it then
/// follows a gesture from where it is, without a jump) and re-targeted mid-flight with
/// ``retarget(to:)-(TransitionContext)`` (position and velocity continuous). Every decision —
/// play, scrub, release, grab, re-target, the one completion — is the core's transition driver,
/// the state machine the UIKit player follows too.
@MainActor
public final class HeadlessTransition {
  /// Where a transition is in its life.
  public enum State: Hashable, Sendable {
    /// Waiting for earlier transitions of the scene to end; not planned yet.
    case pending
    /// Planned and on screen; the clock moves when it is driven.
    case running
    /// Played to the end; the scene's model has changed.
    case finished
    /// Stopped and put back to its start; the scene's model is as before.
    case cancelled
    /// Could not start once its turn came (see ``HeadlessTransition/failure``); nothing changed.
    case failed
  }

  /// Where the transition is in its life.
  public private(set) var state: State = .pending
  /// The context the animator planned for; `nil` until the transition starts, and for the
  /// transitions the scene plans itself (``HeadlessScene/update(_:duration:)``,
  /// ``HeadlessScene/resize(to:safeArea:animated:duration:)``,
  /// ``HeadlessScene/keyboard(frame:duration:)``), which have no animator.
  public internal(set) var context: TransitionContext?
  /// The plan being played; `nil` until the transition starts.
  public private(set) var plan: TransitionPlan?
  /// Seconds since the start: 0 while pending and after a cancel, the plan's duration once
  /// finished.
  ///
  /// For an interactive transition, the time its frame is sampled at on the linear
  /// plan: ``progress`` × ``duration``.
  public internal(set) var time: TimeInterval = 0
  /// Why the transition could not start once its turn came; `nil` unless ``state`` is
  /// ``State-swift.enum/failed``.
  public private(set) var failure: HeadlessError?
  /// The actors whose states each frame holds.
  ///
  /// The plan's actors, then the screens the operation moves (`presented` and `presenting` for
  /// modal operations, `from` and `to` otherwise). Empty until the transition starts.
  public private(set) var actors: [ActorID] = []
  /// Runs once when the transition ends, after its last frame.
  ///
  /// Its argument is `true` when the transition finished, `false` when it was cancelled or could
  /// not start. Set it before driving the transition; it is released after it runs.
  public var onCompletion: (@MainActor (Bool) -> Void)?
  /// The actors the view under the finger plays, for ``drive(with:configuration:fps:)`` and
  /// ``grab(_:pan:distance:configuration:)``.
  ///
  /// `nil` (the default) stands for the screen CurtainUIKit's front doors put the pan on in
  /// the same situation:
  ///
  /// - A dismissal: the dismissed screen (`presented` and `from`), whose view
  ///   `ModalTransitionDelegate.wire(viewController:with:navigationAction:beginWhen:configuration:)`
  ///   hosts the pan that dismisses it or grabs its presentation or dismissal.
  /// - A presentation the finger starts (``drive(with:configuration:fps:)``): the presenting
  ///   screen (`presenting` and `from`), the one on screen before it; a presentation the finger
  ///   grabs: the presented screen (`presented` and `to`).
  /// - A push, pop or tab switch: none. Their pans are on the navigation or tab bar controller's
  ///   view, which the plan does not move.
  ///
  /// A pan's distance and completion threshold are measured on the plan the finger drives, by
  /// the rule the UIKit player follows too: the distance is how far the plan moves the dragged
  /// view along the pan (never less than the script's or the grab's `distance`, the view's
  /// size), so that the view stays under the finger, and the threshold counts the way out of
  /// the container (the progress at which the plan has moved the view out of it). An empty list
  /// drags nothing the plan moves: the distance stays as given and the threshold as configured,
  /// as for a pan on a view the plan does not draw.
  ///
  /// ```swift
  /// let transition = try scene.dismiss(interactive: true)
  /// transition.draggedActors = []  // the pan's distance, as given
  /// ```
  ///
  /// Set it before driving the transition; it is read when the finger begins.
  public var draggedActors: [ActorID]?

  /// The plan's duration in seconds; 0 until the transition starts.
  public var duration: TimeInterval { plan?.duration ?? 0 }

  /// Whether the transition has ended: finished, cancelled or failed.
  public var isEnded: Bool {
    switch state {
    case .pending, .running: return false
    case .finished, .cancelled, .failed: return true
    }
  }

  /// What the scene was asked to do, in words ("present 'detail'", "pop").
  public var summary: String { request.summary }

  /// The most frames ``run(fps:)`` draws into one timeline.
  static let maximumFrameCount = 1_000_000

  let request: SceneRequest
  let isInteractive: Bool
  /// The pan that starts this dismissal, if one does (``HeadlessScene/dismiss(animator:swiping:)``):
  /// its plan follows the swipe, the core's `SwipeDismissal`.
  var swipe: Pan?
  private(set) weak var scene: HeadlessScene?
  /// Held until the transition ends, so that it can be told the outcome
  /// (``TransitionAnimator/transitionDidEnd(in:completed:)``), then released.
  private var animator: (any TransitionAnimator)?
  var change: SceneChange?
  var bindings: [ActorBinding] = []
  var bindingIndex: [ActorID: Int] = [:]
  /// Each bound screen's state before the transition.
  var baseStates: [ViewState] = []
  /// Every actor's state now, including bound actor names the plan does not mention.
  var current: [ActorID: ViewState] = [:]
  var sampled: PlanFrame?
  /// The core's transition driver, `nil` until the transition starts.
  ///
  /// It decides begin, scrub, release, grab and the one completion; this player does what it
  /// says.
  var driver: TransitionDriver?
  /// While a finger drives the transition (and while its release settles): the plan it scrubs,
  /// sampled by progress (the driver's scrub plan); `nil` while it plays on its own timing.
  var linearPlan: TransitionPlan?
  /// For interactive transitions: the progress shown now, in `0...1`.
  var shownProgress = 0.0
  /// For interactive transitions: the motion after release, once released.
  var release: Release?
  /// For interactive transitions: the decision of the last gesture driven.
  var lastDecision: InteractionTracker.Decision?
  var lastDriveProgress: [Double] = []
  /// The finger holding a grabbed transition (``grab(_:pan:distance:configuration:)``).
  var finger: InteractionTracker?
  /// The presenting screen's frame once the transition ends, after a re-target to a new
  /// context; `nil` without one.
  var retargetedPresentingFrame: CGRect?
  /// The container's size when the transition started (`nil` for the scene's own).
  var startContainerSize: CGSize?

  init(
    scene: HeadlessScene, request: SceneRequest, isInteractive: Bool,
    animator: any TransitionAnimator
  ) {
    self.scene = scene
    self.request = request
    self.isInteractive = isInteractive
    self.animator = animator
  }

  /// The screen that plays `actor` in this transition, if any.
  ///
  /// In a presentation the presented screen plays `presented` and `to` and the presenting screen
  /// `presenting` and `from`; in a dismissal the dismissed screen plays `presented` and `from`
  /// and the screen below it `presenting` and `to`; in a push, pop or tab switch the screens
  /// play `from` and `to`.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: The screen, or `nil` before the transition starts and for actors that are no
  ///   screen (temporary views, the container).
  public func screen(for actor: ActorID) -> HeadlessScreen? {
    bindingIndex[actor].map { bindings[$0].screen }
  }

  /// The state of `actor` now.
  ///
  /// While running, the last frame drawn; once finished, the final state; once cancelled, the
  /// cancelled state. A screen's state is its state before the transition with the plan's states
  /// on top. Temporary actors have no state once the transition has ended.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: Its state, or `nil` for an actor the transition does not know (or not yet).
  public func state(of actor: ActorID) -> ViewState? {
    current[actor]
  }

  /// Moves the clock forward by `interval` seconds and draws the frame there; reaching the end
  /// finishes the transition.
  ///
  /// A step that lands within a nanosecond of the end lands on the end, so sixty steps of 1/60 s
  /// finish a one-second transition. Advancing an ended transition does nothing.
  ///
  /// - Parameter interval: Seconds, finite and 0 or more.
  /// - Throws: ``HeadlessError/invalidTimeStep(_:)`` for a negative or non-finite interval;
  ///   ``HeadlessError/transitionPending(operation:)`` while the transition waits for earlier
  ///   ones.
  public func advance(by interval: TimeInterval) throws(HeadlessError) {
    guard interval.isFinite, interval >= 0 else { throw .invalidTimeStep(interval) }
    if state == .pending { throw .transitionPending(operation: summary) }
    _ = step(by: interval)
  }

  /// Jumps to the end: every screen takes the plan's final state, temporary actors leave, the
  /// scene's model changes and ``onCompletion`` runs with `true`.
  ///
  /// Finishing an ended transition does nothing.
  ///
  /// - Throws: ``HeadlessError/transitionPending(operation:)`` while the transition waits for
  ///   earlier ones (cancel it instead, or drive the earlier ones first).
  public func finish() throws(HeadlessError) {
    switch state {
    case .pending: throw .transitionPending(operation: summary)
    case .running:
      drive(.finish)
    case .finished, .cancelled, .failed: return
    }
  }

  /// Stops the transition and puts it back: every screen takes the plan's cancelled state,
  /// temporary actors leave, the scene's model stays as it was and ``onCompletion`` runs with
  /// `false`.
  ///
  /// Cancelling a pending transition takes it out of the scene's queue before it is planned.
  /// Cancelling an ended transition does nothing.
  public func cancel() {
    switch state {
    case .pending:
      state = .cancelled
      animator = nil
      scene?.transitionLeftQueue(self)
      deliverCompletion(false)
    case .running:
      drive(.cancel)
    case .finished, .cancelled, .failed: return
    }
  }

  // MARK: - Driven by the scene

  /// Moves the clock; returns the time left over past the end when the transition finished by
  /// this step, `nil` otherwise.
  func step(by interval: TimeInterval) -> TimeInterval? {
    guard state == .running else { return nil }
    guard case .animating = driver?.phase else { return stepRelease(by: interval) }
    let remaining = duration - time
    guard interval >= remaining - 1e-9 else {
      draw(at: time + interval)
      return nil
    }
    draw(at: duration)
    drive(.animationEnded(finished: true))
    return max(0, interval - remaining)
  }

  /// Feeds `event` to the driver and performs its effects; a refused event changes nothing.
  ///
  /// - Returns: The driver's refusal, if any.
  @discardableResult
  func drive(_ event: TransitionDriver.Event) -> TransitionDriver.Refusal? {
    guard var driver else { return .notStarted }
    do {
      let effects = try driver.apply(event)
      self.driver = driver
      perform(effects)
      return nil
    } catch {
      return error
    }
  }

  /// Does what the driver decided.
  private func perform(_ effects: [TransitionDriver.Effect]) {
    for effect in effects {
      switch effect {
      case .play:
        linearPlan = nil
        draw(at: 0)
      case .scrub(let plan, let progress):
        linearPlan = plan
        release = nil
        draw(progress: progress)
      case .seek(let progress):
        draw(progress: progress)
      case .retarget(let blend):
        replan(with: blend)
      case .settle(let motion):
        release = Release(motion: motion)
      case .jump(let finished):
        if linearPlan != nil {
          draw(progress: finished ? 1 : 0)
        } else if finished {
          draw(at: duration)
        }
      case .complete(let finished):
        complete(finished: finished)
      }
    }
  }

  /// The screens this transition moves and the names they play.
  var boundScreens: [ActorBinding] { bindings }

  /// The animator, for planning.
  func plannedAnimator() -> (any TransitionAnimator)? {
    animator
  }

  /// Starts the transition at time 0 and draws its first frame.
  func start(
    context: TransitionContext?, plan: TransitionPlan, change: SceneChange,
    baseStates: [ViewState]
  ) {
    self.context = context
    startContainerSize = context?.containerBounds.size
    self.plan = plan
    self.change = change
    bindings = change.bindings
    self.baseStates = baseStates
    for (index, binding) in bindings.enumerated() {
      for actor in binding.actors { bindingIndex[actor] = index }
    }
    actors = Self.actors(of: plan, bindings: bindings)
    sampled = plan.makeFrame()
    state = .running
    time = 0
    driver = TransitionDriver(plan: plan)
    drive(.start(interactive: isInteractive))
  }

  /// The actors a transition draws: the plan's, then each bound screen's primary actor the plan
  /// does not move (so that every screen of the change has a state).
  private static func actors(of plan: TransitionPlan, bindings: [ActorBinding]) -> [ActorID] {
    var listed = plan.actors
    var seen = Set(listed)
    for binding in bindings {
      if let primary = binding.actors.last, seen.insert(primary).inserted {
        listed.append(primary)
      }
    }
    return listed
  }

  /// Plays the blend's plan from now on (a re-target): the plan, its actors and the frame
  /// storage follow it; the clock stays where it is.
  private func replan(with blend: RetargetBlend) {
    let next = blend.plan
    plan = next
    actors = Self.actors(of: next, bindings: bindings)
    sampled = next.makeFrame()
    draw(at: time)
  }

  /// Ends a transition that could not start.
  func fail(_ error: HeadlessError) {
    state = .failed
    failure = error
    animator = nil
    deliverCompletion(false)
  }

  /// Ends the transition; only the driver's `TransitionDriver.Effect.complete(finished:)`
  /// calls it, so it runs once.
  private func complete(finished: Bool) {
    guard state == .running, let plan, let change else { return }
    if finished {
      time = duration
      resolve { plan.finalState(of: $0) }
      state = .finished
    } else {
      time = 0
      // Exact cancel: every screen that was there before the transition takes back exactly
      // the state it had then, its frame too unless the container changed size since (the
      // core's `CancelRestore`, shared with the UIKit player).
      var before: [ActorID: ViewState] = [:]
      for (index, binding) in bindings.enumerated() where !binding.isArriving {
        for actor in binding.actors { before[actor] = baseStates[index] }
      }
      let restored = plan.cancellationStates(
        restoring: before,
        containerResized: startContainerSize != nil
          && startContainerSize != context?.containerBounds.size)
      resolve { restored[$0] }
      state = .cancelled
    }
    for actor in plan.temporaryActors { current[actor] = nil }
    if let frame = retargetedPresentingFrame, let index = bindingIndex[.presenting],
      bindings.indices.contains(index), plan.leavesFrame(of: bindings[index].actors)
    {
      for actor in bindings[index].actors { current[actor]?.frame = frame }
    }
    sampled = nil
    scene?.transitionEnded(self, finished: finished, change: change, screens: screenStates())
    if let context { animator?.transitionDidEnd(in: context, completed: finished) }
    animator = nil
    deliverCompletion(finished)
    scene?.startNextTransition()
  }

  private func deliverCompletion(_ finished: Bool) {
    let completion = onCompletion
    onCompletion = nil
    completion?(finished)
  }
}
