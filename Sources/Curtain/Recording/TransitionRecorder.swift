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

  var views: [ActorID: RecordingView] = [:]
  private var groups: [Group] = []
  /// Animated tracks and instant changes, in the order the code made them: for tracks that start
  /// at the same moment, the later one wins when sampled, so the order must be kept.
  var entries: [Entry] = []
  var initialStates: [ActorID: ViewState] = [:]
  var completionStates: [ActorID: ViewState] = [:]
  private var animatedAtStart: [ActorID: ViewState] = [:]
  var setup: [SetupStep] = []
  /// Where each inserted temporary actor's step is in ``setup``.
  private var setupIndex: [ActorID: Int] = [:]
  /// Temporary views made but not yet added: the source of a snapshot, the view's current
  /// values, and what the code set on it since it was made.
  private var pendingInsertions:
    [ActorID: (source: ActorID?, model: ViewState, changes: ViewState)] = [:]
  private var completions: [(time: TimeInterval, order: Int, body: @MainActor () -> Void)] = []
  private var completionOrder = 0
  private var inCompletionPhase = false
  var firstError: TransitionError?
  /// Each actor's keyframes in the keyframe animation being recorded (+Keyframes).
  var keyframeRuns: [KeyframeRunKey: KeyframeRun] = [:]
  private var snapshotCount = 0
  /// The container's views the code placed, back to front; `nil` until it places one
  /// (``TransitionRecorder+Stacking``).
  var stack: [ActorID]?
  /// How many outside segments the plan has so far.
  var outsideSegments = 0

  enum Entry {
    case track(Track)
    case instant(time: TimeInterval, actor: ActorID, from: ViewState, to: ViewState)
  }

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
  /// What the code sets on it before adding it is how it starts. Added after time 0 (in a
  /// completion), it stays hidden until that moment.
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
    pendingInsertions[view.actor] = (nil, model, ViewState())
    return view
  }

  /// Makes the plan's dim behind a presentation (``ActorID/background``) over the container,
  /// not yet in it; add it with ``AnimatableView/insertSubview(_:belowSubview:)`` on the
  /// container view.
  ///
  /// - Parameter color: The dim's colour.
  /// - Returns: The recording view for `.background`.
  func makeBackground(color: RGBAColor) -> RecordingView {
    var model = Self.defaultState(frame: context.containerBounds)
    model.backgroundColor = color
    return makeBackground(model)
  }

  /// Makes the plan's blur behind a presentation (``ActorID/background``) over the container.
  ///
  /// It has no blur yet (``ViewState/blurFraction`` 0) and is not yet in the container; add it
  /// with ``AnimatableView/insertSubview(_:belowSubview:)`` on the container view. A player
  /// draws it as a blur of the presentation's style.
  ///
  /// - Returns: The recording view for `.background`.
  func makeBlurredBackground() -> RecordingView {
    var model = Self.defaultState(frame: context.containerBounds)
    model.blurFraction = 0
    return makeBackground(model)
  }

  private func makeBackground(_ model: ViewState) -> RecordingView {
    let view = RecordingView(actor: .background, model: model, recorder: self)
    views[.background] = view
    pendingInsertions[.background] = (nil, model, ViewState())
    return view
  }

  /// Makes the snapshot of `pair`'s source view (``ActorID/matched(_:)``), not yet in the
  /// container; add it with ``AnimatableView/addSubview(_:)`` on the container view.
  ///
  /// It starts at the pair's source frame and corner radius, opaque, with what the code sets on
  /// it before adding it on top; the plan inserts it as ``MatchedPair/snapshotStep(state:placement:)``
  /// does.
  ///
  /// - Parameter pair: The matched pair, usually one of the context's
  ///   ``TransitionContext/matchedPairs``.
  /// - Returns: The recording view for `.matched(pair.id)`.
  public func makeMatchedSnapshot(of pair: MatchedPair) -> RecordingView {
    var model = Self.defaultState(frame: pair.sourceFrame)
    model.cornerRadius = pair.sourceCornerRadius
    let view = RecordingView(actor: .matched(pair.id), model: model, recorder: self)
    views[view.actor] = view
    pendingInsertions[view.actor] = (nil, model, ViewState())
    return view
  }

  func makeSnapshot(of source: RecordingView) -> RecordingView {
    snapshotCount += 1
    let name = "\(source.actor)-\(snapshotCount)"
    let view = RecordingView(actor: .snapshot(name), model: source.model, recorder: self)
    views[view.actor] = view
    pendingInsertions[view.actor] = (source.actor, source.model, ViewState())
    return view
  }

  /// Adds a temporary view to the plan's setup.
  ///
  /// A snapshot added at time 0 starts as its source does, with what the code set on it before
  /// adding it; one added later, and any other view, starts with its current values. A view
  /// added after time 0 stays hidden until the moment it was added.
  func insert(_ view: any AnimatableView, placement: Placement) {
    guard let view = view as? RecordingView else {
      reportForeign("addSubview(_:) or insertSubview(_:)")
      return
    }
    guard let pending = pendingInsertions[view.actor] else {
      // Already in the container: the code reorders it.
      restack(view.actor, placement: placement)
      return
    }
    pendingInsertions[view.actor] = nil
    noteInsertion(view.actor, placement: placement)
    let addedLater = now > 0 || inCompletionPhase
    var state: ViewState
    switch view.actor {
    case .snapshot where view.actor.matchedPairID == nil:
      // At time 0 the plan starts it as its source; later it shows the source as it is now.
      state = addedLater ? pending.model : pending.changes
    default:
      state = pending.model
    }
    if addedLater {
      state.isHidden = true
      let shown = ViewState(isHidden: view.model.isHidden ?? false)
      if inCompletionPhase {
        completionStates[view.actor] = (completionStates[view.actor] ?? ViewState()).merging(shown)
      } else {
        entries.append(
          .instant(time: now, actor: view.actor, from: ViewState(isHidden: true), to: shown))
      }
    }
    setupIndex[view.actor] = setup.count
    switch view.actor {
    case .snapshot(let name) where view.actor.matchedPairID == nil:
      setup.append(
        .snapshot(of: pending.source ?? .container, name: name, state: state, placement: placement))
    default:
      setup.append(.insert(view.actor, state: state, placement: placement))
    }
  }

  /// Sets on the setup step of the inserted temporary `actor` the properties `change` sets.
  private func updateSetup(of actor: ActorID, with change: ViewState) -> Bool {
    guard let index = setupIndex[actor] else { return false }
    switch setup[index] {
    case .insert(let actor, let state, let placement):
      setup[index] = .insert(actor, state: state.merging(change), placement: placement)
    case .snapshot(let source, let name, let state, let placement):
      setup[index] = .snapshot(
        of: source, name: name, state: state.merging(change), placement: placement)
    }
    return true
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
    try record(
      kind, duration: duration, delay: delay, isAuxiliary: false, animations: animations,
      completion: completion)
  }

  /// Records an animation block (``animate(_:duration:delay:animations:completion:)``); an
  /// auxiliary one, or one that sets none of the recorder's views, is an outside segment.
  func record(
    _ kind: AnimationTiming.Kind, duration: TimeInterval, delay: TimeInterval,
    isAuxiliary: Bool, animations: () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) throws(TransitionError) {
    do {
      _ = try checkedTime(duration, "duration")
      _ = try checkedTime(delay, "delay")
    } catch {
      throw .invalidTiming(error)
    }
    let group = Group(kind: kind, start: now + delay, duration: duration)
    groups.append(group)
    keyframeRuns = [:]
    let token = runBlock(animations)
    let closed = groups.removeLast()
    finishBlock(
      token, isOutside: isAuxiliary || closed.order.isEmpty,
      keyframes: [Keyframe(0, ViewState(alpha: 0)), Keyframe(1, ViewState(alpha: 1))],
      timing: AnimationTiming(kind: closed.kind, duration: closed.duration, delay: closed.start))
    for actor in closed.order {
      guard let from = closed.from[actor], let to = closed.to[actor] else { continue }
      let timing = AnimationTiming(
        kind: closed.kind, duration: closed.duration, delay: closed.start)
      entries.append(
        .track(
          Track(
            validatedActor: actor, keyframes: [Keyframe(0, from), Keyframe(1, to)],
            timing: timing)))
      if closed.start == 0 {
        animatedAtStart[actor] = (animatedAtStart[actor] ?? ViewState()).merging(to)
      }
    }
    if let completion {
      completionOrder += 1
      completions.append((closed.start + closed.duration, completionOrder, { completion(true) }))
    }
  }

  /// Records a keyframe of the enclosing animation block, as `UIView.addKeyframe(
  /// withRelativeStartTime:relativeDuration:animations:)` inside `UIView.animateKeyframes`.
  ///
  /// What `animations` sets holds its value before the block until the enclosing block's
  /// progress reaches `relativeStartTime`, moves linearly with that progress until
  /// `relativeStartTime + relativeDuration`, and holds its new value after: each actor gets one
  /// track with the enclosing block's timing and keyframes at 0, the start, the end and 1.
  /// Outside an animation block the changes are made at once, without animation. Fractions
  /// that are not finite, negative or end after 1 (by more than 1e-9 of rounding) record
  /// nothing and make ``makePlan()`` throw
  /// ``TransitionError/auxiliaryAnimationOutOfRange(start:duration:)``.
  ///
  /// ```swift
  /// try recorder.animate(.curve(.easeInOut), duration: 0.35) {
  ///   toView.frame = container.bounds
  ///   recorder.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
  ///     fromView.alpha = 0
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - relativeStartTime: Where the keyframe starts, as a fraction of the enclosing block's
  ///     progress, `0...1`.
  ///   - relativeDuration: How long it lasts, as a fraction; the keyframe must end by 1.
  ///   - animations: Code that sets the views' end values.
  public func addKeyframe(
    withRelativeStartTime relativeStartTime: Double, relativeDuration: Double,
    animations: () -> Void
  ) {
    addKeyframe(
      withRelativeStartTime: relativeStartTime, relativeDuration: relativeDuration,
      isAuxiliary: false, animations: animations)
  }

  /// Records a keyframe (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``);
  /// an auxiliary one, or one that sets none of the recorder's views, is an outside segment.
  func addKeyframe(
    withRelativeStartTime relativeStartTime: Double, relativeDuration: Double,
    isAuxiliary: Bool, animations: () -> Void
  ) {
    let start = relativeStartTime
    // Rounding past 1 (0.1 + 0.2 + 0.7) counts as 1.
    let end = min(relativeStartTime + relativeDuration, 1)
    guard start.isFinite, relativeDuration.isFinite, start >= 0, relativeDuration >= 0,
      relativeStartTime + relativeDuration <= 1 + 1e-9
    else {
      if firstError == nil {
        firstError = .auxiliaryAnimationOutOfRange(start: start, duration: relativeDuration)
      }
      return
    }
    guard let enclosing = groups.last else {
      animations()
      return
    }
    groups.append(Group(kind: enclosing.kind, start: enclosing.start, duration: enclosing.duration))
    let token = runBlock(animations)
    let closed = groups.removeLast()
    var progress = [Keyframe(0, ViewState(alpha: 0))]
    if start > 0 { progress.append(Keyframe(start, ViewState(alpha: 0))) }
    progress.append(Keyframe(end, ViewState(alpha: 1)))
    if end < 1 { progress.append(Keyframe(1, ViewState(alpha: 1))) }
    finishBlock(
      token, isOutside: isAuxiliary || closed.order.isEmpty, keyframes: progress,
      timing: AnimationTiming(kind: closed.kind, duration: closed.duration, delay: closed.start))
    for actor in closed.order {
      guard let from = closed.from[actor], let to = closed.to[actor] else { continue }
      recordKeyframe(
        actor: actor, from: from, to: to, start: start, end: end,
        timing: AnimationTiming(kind: closed.kind, duration: closed.duration, delay: closed.start))
      if closed.start == 0 {
        animatedAtStart[actor] = (animatedAtStart[actor] ?? ViewState()).merging(to)
      }
    }
  }

  /// Marks the end of the animation code: from now on, what the code sets becomes the
  /// completion state (Presentr's `afterAnimation`, AZTransitions' `finishAnimation`).
  public func beginCompletionPhase() {
    inCompletionPhase = true
  }

  func record(_ change: ViewState, on view: RecordingView) {
    if let property = change.firstNonFiniteProperty {
      report(.nonFiniteValue(actor: view.actor, property: property))
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
    } else if let pending = pendingInsertions[actor] {
      // Not in the container yet: the change is part of how the view starts.
      pendingInsertions[actor] = (pending.source, view.model, pending.changes.merging(change))
    } else if inCompletionPhase {
      completionStates[actor] = (completionStates[actor] ?? ViewState()).merging(change)
    } else if now == 0 && (animatedAtStart[actor] ?? ViewState()).restricted(to: change).isEmpty {
      // A temporary view's setup state is applied over initial states, so it takes the change.
      if !updateSetup(of: actor, with: change) {
        initialStates[actor] = (initialStates[actor] ?? ViewState()).merging(change)
      }
    } else {
      entries.append(.instant(time: now, actor: actor, from: before, to: change))
    }
  }

  /// Runs every pending completion in time order, advancing the simulated clock.
  package func runPendingCompletions() {
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
}
