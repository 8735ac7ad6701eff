import Foundation

/// Runs imperative animation code against ``RecordingView``s and turns what it does into a
/// ``TransitionPlan``.
///
/// What the code sets outside any animation before the first frame becomes the plan's initial
/// state; what it sets inside ``animate(_:duration:delay:animations:completion:)`` becomes tracks
/// from the values before the block to the values after it; completions run on a simulated clock
/// when their animation ends, so `animate … completion: { animate … }` chains become tracks one
/// after another; what it sets after ``beginCompletionPhase()`` (or after the last animation has
/// ended) becomes the completion state.
///
/// ```swift
/// let recorder = TransitionRecorder(context: context)
/// let view = recorder.view(for: .presented)
/// view.alpha = 0
/// try recorder.animate(.curve(.easeInOut), duration: 0.3) { view.alpha = 1 }
/// let plan = try recorder.makePlan()
/// ```
@MainActor
public final class TransitionRecorder {
  /// The transition being recorded.
  public let context: TransitionContext
  /// The simulated time, in seconds since the transition began.
  public private(set) var now: TimeInterval = 0

  private var views: [ActorID: RecordingView] = [:]
  private var groups: [Group] = []
  private var tracks: [Track] = []
  private var instantChanges:
    [(time: TimeInterval, actor: ActorID, from: ViewState, to: ViewState)] =
      []
  private var initialStates: [ActorID: ViewState] = [:]
  private var completionStates: [ActorID: ViewState] = [:]
  private var animatedAtStart: [ActorID: ViewState] = [:]
  private var setup: [SetupStep] = []
  private var pendingInsertions: [ActorID: (source: ActorID?, model: ViewState)] = [:]
  private var completions: [(time: TimeInterval, order: Int, body: @MainActor () -> Void)] = []
  private var completionOrder = 0
  private var inCompletionPhase = false
  private var firstError: TransitionError?
  private var snapshotCount = 0

  private struct Group {
    var kind: AnimationTiming.Kind
    var start: TimeInterval
    var duration: TimeInterval
    var from: [ActorID: ViewState] = [:]
    var to: [ActorID: ViewState] = [:]
    var order: [ActorID] = []
  }

  /// Creates a recorder for the transition described by `context`.
  ///
  /// - Parameter context: The transition; its frames give the views their starting values.
  public init(context: TransitionContext) {
    self.context = context
  }

  /// The view standing for `actor`, created on first use with the values UIKit would give it
  /// before the animation: its frame from the context, opaque, untransformed, square-cornered.
  ///
  /// - Parameter actor: A standard actor (`presented`, `presenting`, `from`, `to`,
  ///   `container`).
  /// - Returns: The recording view.
  public func view(for actor: ActorID) -> RecordingView {
    if let view = views[actor] { return view }
    let frame: CGRect
    switch actor {
    case .presented: frame = context.presentedFrame
    case .to: frame = context.finalFrame(for: .to)
    case .from: frame = context.initialFrame(for: .from)
    default: frame = context.containerBounds
    }
    let view = RecordingView(
      actor: actor, model: Self.defaultState(frame: frame), recorder: self)
    views[actor] = view
    return view
  }

  /// Makes a temporary view named `name`, not yet in the container; add it with
  /// ``AnimatableView/addSubview(_:)`` on the container view.
  ///
  /// - Parameters:
  ///   - name: A name unique within the transition.
  ///   - frame: The view's frame.
  ///   - backgroundColor: The view's colour. Defaults to none.
  /// - Returns: The recording view for `.custom(name)`.
  public func makeView(
    named name: String, frame: CGRect, backgroundColor: RGBAColor? = nil
  ) -> RecordingView {
    var model = Self.defaultState(frame: frame)
    model.backgroundColor = backgroundColor
    let view = RecordingView(actor: .custom(name), model: model, recorder: self)
    views[view.actor] = view
    pendingInsertions[view.actor] = (nil, model)
    return view
  }

  func makeSnapshot(of source: RecordingView) -> RecordingView {
    snapshotCount += 1
    let name = "\(source.actor)-\(snapshotCount)"
    let view = RecordingView(actor: .snapshot(name), model: source.model, recorder: self)
    views[view.actor] = view
    pendingInsertions[view.actor] = (source.actor, source.model)
    return view
  }

  func insert(_ view: any AnimatableView, placement: Placement) {
    guard let view = view as? RecordingView, let pending = pendingInsertions[view.actor] else {
      return  // A standard view is already in the container.
    }
    pendingInsertions[view.actor] = nil
    switch view.actor {
    case .snapshot(let name):
      setup.append(
        .snapshot(
          of: pending.source ?? .container, name: name, state: ViewState(), placement: placement))
    default:
      setup.append(.insert(view.actor, state: pending.model, placement: placement))
    }
  }

  private static func defaultState(frame: CGRect) -> ViewState {
    ViewState(
      frame: frame, alpha: 1, transform: .identity, cornerRadius: 0, corners: .all,
      shadow: .invisible, isHidden: false)
  }

  /// Records an animation block: what `animations` sets becomes tracks that start `delay`
  /// seconds from now and last `duration`; `completion` runs when they end.
  ///
  /// - Parameters:
  ///   - kind: A curve, or a spring (whose progress is cut to 1 at the end of `duration`).
  ///   - duration: Seconds, 0 or more.
  ///   - delay: Seconds from now, 0 or more. Defaults to 0.
  ///   - animations: Code that sets the views' end values.
  ///   - completion: Code to run when the animation ends, with `true` (it always finishes).
  /// - Throws: ``TransitionError/invalidTiming(_:)`` for a negative or non-finite duration or
  ///   delay.
  public func animate(
    _ kind: AnimationTiming.Kind, duration: TimeInterval, delay: TimeInterval = 0,
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(TransitionError) {
    do {
      _ = try checkedTime(duration, "duration")
      _ = try checkedTime(delay, "delay")
    } catch {
      throw .invalidTiming(error)
    }
    let group = Group(kind: kind, start: now + delay, duration: duration)
    groups.append(group)
    animations()
    let closed = groups.removeLast()
    for actor in closed.order {
      guard let from = closed.from[actor], let to = closed.to[actor] else { continue }
      let timing = AnimationTiming(
        kind: closed.kind, duration: closed.duration, delay: closed.start)
      tracks.append(
        Track(
          validatedActor: actor, keyframes: [Keyframe(0, from), Keyframe(1, to)],
          timing: timing))
      if closed.start == 0 {
        animatedAtStart[actor] = (animatedAtStart[actor] ?? ViewState()).merging(to)
      }
    }
    if let completion {
      completionOrder += 1
      completions.append((closed.start + closed.duration, completionOrder, { completion(true) }))
    }
  }

  /// Marks the end of the animation code: from now on, what the code sets becomes the
  /// completion state (Presentr's `afterAnimation`, AZTransitions' `finishAnimation`).
  public func beginCompletionPhase() {
    inCompletionPhase = true
  }

  func record(_ change: ViewState, on view: RecordingView) {
    if let property = change.firstNonFiniteProperty {
      if firstError == nil {
        firstError = .nonFiniteValue(actor: view.actor, property: property)
      }
      return
    }
    let before = view.model.restricted(to: change)
    view.model = view.model.merging(change)
    let actor = view.actor
    if !groups.isEmpty {
      var group = groups[groups.count - 1]
      if group.to[actor] == nil { group.order.append(actor) }
      group.from[actor] = before.merging(group.from[actor] ?? ViewState())
      group.to[actor] = (group.to[actor] ?? ViewState()).merging(change)
      groups[groups.count - 1] = group
    } else if inCompletionPhase {
      completionStates[actor] = (completionStates[actor] ?? ViewState()).merging(change)
    } else if now == 0 && (animatedAtStart[actor] ?? ViewState()).restricted(to: change).isEmpty {
      if pendingInsertions[actor] != nil {
        pendingInsertions[actor]?.model = view.model
      } else {
        initialStates[actor] = (initialStates[actor] ?? ViewState()).merging(change)
      }
    } else {
      instantChanges.append((now, actor, before, change))
    }
  }

  /// Runs every pending completion in time order, advancing the simulated clock.
  public func runPendingCompletions() {
    while !completions.isEmpty {
      let next = completions.indices.min {
        (completions[$0].time, completions[$0].order) < (
          completions[$1].time, completions[$1].order
        )
      }
      guard let next else { break }
      let completion = completions.remove(at: next)
      now = max(now, completion.time)
      completion.body()
    }
  }

  /// Runs pending completions and returns the plan of everything recorded.
  ///
  /// Changes made without animation after the last animation has ended become completion
  /// states; earlier ones become instant tracks at the moment they were made.
  ///
  /// - Returns: The recorded plan.
  /// - Throws: ``TransitionError/nonFiniteValue(actor:property:)`` when the code set a NaN or
  ///   infinite value, ``TransitionError/invalidPlan(_:)`` when the plan is invalid.
  public func makePlan() throws(TransitionError) -> TransitionPlan {
    runPendingCompletions()
    if let firstError { throw firstError }
    let end = tracks.reduce(0) { max($0, $1.timing.endTime) }
    var allTracks = tracks
    var atEnd: [ActorID: ViewState] = [:]
    for change in instantChanges {
      if change.time >= end {
        atEnd[change.actor] = (atEnd[change.actor] ?? ViewState()).merging(change.to)
      } else {
        let timing = AnimationTiming(kind: .curve(.linear), duration: 0, delay: change.time)
        allTracks.append(
          Track(
            validatedActor: change.actor,
            keyframes: [Keyframe(0, change.from), Keyframe(1, change.to)], timing: timing))
      }
    }
    let completion = atEnd.merging(completionStates) { $0.merging($1) }
    do {
      return try TransitionPlan(
        setup: setup, initialStates: initialStates, tracks: allTracks,
        completionStates: completion)
    } catch {
      throw .invalidPlan(error)
    }
  }
}
