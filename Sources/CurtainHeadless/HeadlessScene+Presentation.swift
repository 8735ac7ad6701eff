import CurtainEngine
import Foundation

extension HeadlessScene {
  // MARK: - Presenting with a Presentation

  /// Presents `screen` with a `Presentation`: its layout gives the presented frame, its plan
  /// animates the view and the background.
  ///
  /// The presented frame is the presentation's
  /// `layout.frame(in:safeArea:layoutDirection:)` for the scene's bounds, safe area and layout
  /// direction, computed when the transition starts (after any queued resize), then moved for
  /// the keyboard by `keyboardAvoidance` if the keyboard is up. The scene remembers the
  /// presentation: ``tap(at:)``, ``dismiss(interactive:)``, ``update(_:duration:)``,
  /// ``resize(to:safeArea:animated:duration:)`` and ``keyboard(frame:duration:)`` use it.
  ///
  /// Once the presentation finishes, the scene keeps its background as the plan's last frame
  /// left it (``backgroundState(of:)``) until the dismissal fades it out.
  ///
  /// ```swift
  /// let sheet = CoverPresentation(
  ///   directionShow: .bottom, directionDismiss: .bottom,
  ///   uiConfiguration: PresentationUIConfiguration(backgroundStyle: .dimmed(alpha: 0.4)),
  ///   size: PresentationSize(width: .fullscreen, height: .halfscreen),
  ///   alignment: PresentationAlignment(vertical: .bottom, horizontal: .center))
  /// try scene.present(detail, presentation: sheet).run()
  /// scene.state(of: detail)?.frame  // (0, 422, 390, 422) on a 390 × 844 container
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present; not already part of the scene.
  ///   - presentation: The presentation: layout, look, animators and timing.
  ///   - keyboardAvoidance: How the presented view makes room for the keyboard. Defaults to
  ///     ``KeyboardAvoidance/none``.
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/screenAlreadyInScene(name:)``,
  ///   ``HeadlessError/invalidPresentation(_:)`` when the layout cannot be solved in the
  ///   container, ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func present(
    _ screen: HeadlessScreen, presentation: some Presentation,
    keyboardAvoidance: KeyboardAvoidance = .none, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    let record = PresentationRecord(
      presentation: presentation, keyboardAvoidance: keyboardAvoidance)
    return try request(
      .presentPresentation(screen, record), animator: presentation, interactive: interactive)
  }

  /// Presents `screen` with a `Presentation` in a context: a part of the container, as
  /// Presentr's `viewControllerForContext` (or UIKit's `.currentContext`) frames the
  /// presentation inside one child of a split view.
  ///
  /// The layout is solved in `context` (with the part of the scene's safe area that overlaps
  /// it), so Presentr's `PresentationAlignment.topCenter` puts the view's centre a quarter of
  /// the way down the context, while `PresentationAlignment.custom(centerPoint:)` is a point in
  /// the container's coordinates, as in Presentr. Taps inside the context and outside the view
  /// follow the presentation's background tap; taps outside the context follow
  /// `outsideContextTap`: Presentr's `outsideContextTap`, `.passthrough` by default (the screen
  /// below receives them). Presentr 1.3's `shouldIgnoreTapOutsideContext = true` is
  /// `.passthrough`; `false` is the presentation's own background tap.
  ///
  /// ```swift
  /// let alert = FadePresentation(
  ///   size: PresentationSize(width: .custom(value: 270), height: .custom(value: 180)))
  /// let detailPane = CGRect(x: 320, y: 0, width: 704, height: 1366)
  /// try scene.present(confirm, presentation: alert, inContext: detailPane).run()
  /// scene.state(of: confirm)?.frame  // (537, 593, 270, 180): centred in the detail pane
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present; not already part of the scene.
  ///   - presentation: The presentation: layout, look, animators and timing.
  ///   - context: The context's frame in the container's coordinates; the part inside the
  ///     container is used.
  ///   - outsideContextTap: What a tap outside the context does. Defaults to `.passthrough`.
  ///   - keyboardAvoidance: How the presented view makes room for the keyboard. Defaults to
  ///     ``KeyboardAvoidance/none``.
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: As ``present(_:presentation:keyboardAvoidance:interactive:)``, and
  ///   ``HeadlessError/invalidPresentation(_:)`` for a context that is not finite or does not
  ///   overlap the container.
  @discardableResult
  public func present(
    _ screen: HeadlessScreen, presentation: some Presentation, inContext context: CGRect,
    outsideContextTap: PresentationUIConfiguration.BackgroundTap = .passthrough,
    keyboardAvoidance: KeyboardAvoidance = .none, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition {
    let record = PresentationRecord(
      presentation: presentation, keyboardAvoidance: keyboardAvoidance, contextFrame: context,
      outsideContextTap: outsideContextTap)
    return try request(
      .presentPresentation(screen, record), animator: presentation, interactive: interactive)
  }

  /// Dismisses the top presented screen with the `Presentation` it was presented with.
  ///
  /// - Parameter interactive: Whether the context says a gesture drives the transition.
  ///   Defaults to false.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/nothingToDismiss``, ``HeadlessError/noPresentation(operation:)``
  ///   when the top screen was presented with a plain animator,
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy, or
  ///   ``HeadlessError/animatorFailed(animator:underlying:)``; the scene is left unchanged.
  @discardableResult
  public func dismiss(interactive: Bool = false) throws(HeadlessError) -> HeadlessTransition {
    guard let top = projected.presentations.last else { throw .nothingToDismiss }
    guard let record = top.record else {
      throw .noPresentation(operation: "dismiss \(top.screen) with its presentation")
    }
    return try request(.dismiss, animator: record.presentation, interactive: interactive)
  }

  /// The `Presentation` `screen` was presented with, or `nil` when it is not presented or was
  /// presented with a plain animator.
  ///
  /// - Parameter screen: A screen.
  /// - Returns: The presentation as given to
  ///   ``present(_:presentation:keyboardAvoidance:interactive:)`` (live updates do not change
  ///   it; read the frame with ``state(of:)-(HeadlessScreen)``).
  public func presentation(of screen: HeadlessScreen) -> (any Presentation)? {
    model.presentations.first { $0.screen === screen }?.record?.presentation
  }

  /// The background behind `screen`: a dimming view or a blur, as the screen's presentation
  /// draws it.
  ///
  /// While the presentation or the dismissal of `screen` runs, the plan's temporary
  /// `.background` actor as last drawn. In between, the background the scene keeps for the
  /// screen: the plan's background in its last frame (for `.dimmed(alpha:)`, view alpha 1 over
  /// a black colour of alpha `alpha`, so the dim is exactly `alpha`; for `.blurred`, blur
  /// fraction 1), with the container's bounds as its frame. The dismissal's plan starts from
  /// that state and fades it out; once the dismissal finishes the background is gone. So read
  /// frame by frame, the background is continuous from the start of the presentation to the end
  /// of the dismissal, and presenting another screen on top leaves it as it is.
  ///
  /// A screen presented with an animator rather than a `Presentation` has a kept background
  /// only when the animator keeps one behind its screen (a ``DragDismissing`` animator with a
  /// ``DragDismissing/dismissalBackground``: the zoom's dimming) and the screen's presented
  /// frame does not cover the container.
  ///
  /// - Parameter screen: A screen.
  /// - Returns: Its background, or `nil` when it has none (presented with an animator that
  ///   keeps none, or over the whole container; a `.none` background style; or its
  ///   presentation has not finished yet and does not run now).
  public func backgroundState(of screen: HeadlessScreen) -> ViewState? {
    if let transition = currentTransition, !transition.request.isPlannedByScene,
      transition.screen(for: .presented) === screen, let drawn = transientStates[.background]
    {
      return drawn
    }
    return backgrounds[ObjectIdentifier(screen)]
  }

  // MARK: - Taps

  /// Taps the container at `point` and reports who took the tap.
  ///
  /// A tap inside the top presented view (its current frame) goes to that screen. A tap
  /// outside it lands on the background of the top presentation, and its
  /// ``PresentationUIConfiguration/backgroundTap`` decides: `.dismiss` dismisses the
  /// presentation with its own animator (``dismiss(interactive:)``), `.none` swallows the tap,
  /// `.passthrough` hands it to the screen directly below the presented one. A screen presented
  /// with a plain animator has no background, so a tap beside it goes to the screen below. For a
  /// presentation in a context, a tap outside the context follows its `outsideContextTap`
  /// instead.
  /// With nothing presented the top screen receives the tap. While a transition runs or waits,
  /// taps are ignored, as UIKit ignores touches during transitions.
  ///
  /// - Parameter point: A point in the container's coordinates.
  /// - Returns: What the tap did.
  /// - Throws: ``HeadlessError/invalidTapPoint(x:y:)`` for a point that is not finite or lies
  ///   outside the container; ``HeadlessError/animatorFailed(animator:underlying:)`` when a
  ///   dismissal's animator throws.
  @discardableResult
  public func tap(at point: CGPoint) throws(HeadlessError) -> TapResult {
    guard point.x.isFinite, point.y.isFinite, bounds.contains(point) else {
      throw .invalidTapPoint(x: Double(point.x), y: Double(point.y))
    }
    guard isIdle else { return .ignored }
    guard let top = model.presentations.last else { return .received(by: topScreen) }
    let frame = state(of: top.screen)?.frame ?? top.frame
    if frame.contains(point) { return .received(by: top.screen) }
    let below = model.presentations.dropLast().last?.screen ?? model.stack.top
    guard let record = top.record else { return .passedThrough(to: below) }
    var action = record.presentation.uiConfiguration.backgroundTap
    if let context = record.contextFrame, !context.contains(point) {
      action = record.outsideContextTap
    }
    switch action {
    case .dismiss: return .dismissed(try dismiss())
    case .none: return .blocked
    case .passthrough: return .passedThrough(to: below)
    }
  }

  // MARK: - Live updates, resizing, keyboard

  /// Changes the top presentation's layout or corners and moves its view there over
  /// `duration` seconds, ease-in-out, as Jelly's `update…(duration:)` methods.
  ///
  /// The update is a transition of its own, queued like the others (or refused under
  /// ``BusyPolicy/refuse``); its timeline has the presented view as `.presented` and the
  /// presentation's background as `.background`. It applies to the layout in use: the
  /// landscape layout in a landscape container that has one.
  ///
  /// ```swift
  /// try scene.update(.height(.custom(value: 300)), duration: 0.25).run()
  /// ```
  ///
  /// - Parameters:
  ///   - update: What to change.
  ///   - duration: Seconds, finite and 0 or more; 0 moves the view at once. Defaults to 0.3,
  ///     the UIKit player's `update(layout:duration:)` default too.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/invalidDuration(_:)``,
  ///   ``HeadlessError/noPresentation(operation:)`` when the top screen was not presented with a
  ///   `Presentation`, ``HeadlessError/invalidPresentation(_:)`` for a value the layout
  ///   refuses, or ``HeadlessError/busy(requested:running:)`` under the refuse policy; the
  ///   scene is left unchanged.
  @discardableResult
  public func update(
    _ update: PresentationUpdate, duration: TimeInterval = LiveUpdateTiming.defaultDuration
  ) throws(HeadlessError) -> HeadlessTransition {
    try Self.validate(duration)
    return try sceneRequest(.update(update, duration: duration))
  }

  /// Gives the container a new size and safe area, and lays every screen out again: a screen
  /// presented with a `Presentation` by its layout (its landscape layout when the new
  /// container is wider than it is tall and it has one), a screen presented by a plain
  /// animator where that animator's presentation plan ends in the new container (the core's
  /// `PresentationSession` rule, the UIKit player's too: the whole container for a plan that
  /// gives it no frame), and the navigation screens over the whole container.
  ///
  /// The resize is a transition of its own, queued like the others. The container's bounds
  /// change when it starts; the visible screens then move to their new frames over `duration`
  /// (ease-in-out) when `animated`, at once otherwise. Screens out of the window and the kept
  /// backgrounds take their new frames when it starts.
  ///
  /// - Parameters:
  ///   - size: The new size; width and height finite and greater than 0.
  ///   - safeArea: The new safe-area insets. Defaults to none.
  ///   - animated: Whether the screens move over `duration`. Defaults to false.
  ///   - duration: Seconds, finite and 0 or more, used when `animated`. Defaults to 0.3.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/invalidContainerSize(width:height:)``,
  ///   ``HeadlessError/invalidSafeAreaInsets(_:)``, ``HeadlessError/invalidDuration(_:)``,
  ///   ``HeadlessError/invalidPresentation(_:)`` when a presentation's layout cannot be solved
  ///   in the new container, or ``HeadlessError/busy(requested:running:)`` under the refuse
  ///   policy; the scene is left unchanged.
  @discardableResult
  public func resize(
    to size: CGSize, safeArea: EdgeInsets = .zero, animated: Bool = false,
    duration: TimeInterval = LiveUpdateTiming.defaultDuration
  ) throws(HeadlessError) -> HeadlessTransition {
    try Self.validate(duration)
    return try sceneRequest(
      .resize(size, safeArea: safeArea, duration: animated ? duration : 0))
  }

  /// Shows the keyboard at `frame`, or hides it (`nil`), and moves every screen presented with
  /// a `Presentation` by its ``KeyboardAvoidance`` over `duration` (ease-in-out).
  ///
  /// Only the part of the keyboard inside the container counts: a frame that sticks out is
  /// clamped to the container, and one entirely outside it covers nothing (as if hidden).
  /// Hiding the keyboard puts every view back at its layout's frame. The change is a
  /// transition of its own, queued like the others.
  ///
  /// - Parameters:
  ///   - frame: The keyboard's frame in the container's coordinates, or `nil` when hidden.
  ///   - duration: Seconds, finite and 0 or more (the keyboard notification's duration).
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: ``HeadlessError/invalidKeyboardFrame(_:)`` for a frame with a number that is
  ///   not finite or a negative size, ``HeadlessError/invalidDuration(_:)``, or
  ///   ``HeadlessError/busy(requested:running:)`` under the refuse policy; the scene is left
  ///   unchanged.
  @discardableResult
  public func keyboard(
    frame: CGRect?, duration: TimeInterval
  ) throws(HeadlessError) -> HeadlessTransition {
    try Self.validate(duration)
    return try sceneRequest(.keyboard(frame, duration: duration))
  }

  /// The keyboard's frame as last requested (applied once its transition started), or `nil`
  /// when it is hidden.
  public var keyboardFrame: CGRect? { model.geometry.keyboardFrame }

  // MARK: - Planning the scene's own transitions

  static func validate(_ duration: TimeInterval) throws(HeadlessError) {
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
  }

  func sceneRequest(_ request: SceneRequest) throws(HeadlessError) -> HeadlessTransition {
    try self.request(request, animator: SceneAnimator(), interactive: false)
  }

  /// The plan of an update, resize or keyboard change: every bound screen from its state now to
  /// its resting frame in the new model (and, for a corner update, its new corners), with the
  /// top presentation's kept background as a temporary `.background`.
  func scenePlan(
    for request: SceneRequest, change: SceneChange
  ) throws(HeadlessError) -> TransitionPlan {
    let duration: TimeInterval
    switch request {
    case .update(_, let seconds), .resize(_, _, let seconds), .keyboard(_, let seconds):
      duration = seconds
    default:
      duration = 0
    }
    let newModel = change.model
    do {
      // The core's timing of a live update, resize or keyboard move, the UIKit player's too.
      let timing = try LiveUpdateTiming.timing(duration: duration)
      var tracks: [Track] = []
      for binding in change.bindings {
        guard let actor = binding.actors.last else { continue }
        let now = state(of: binding.screen) ?? ViewState()
        let target = restingFrame(of: binding.screen, in: newModel)
        var from = ViewState(frame: now.frame ?? target)
        var to = ViewState(frame: target)
        if case .update(.corners, _) = request,
          let record = newModel.presentations.last(where: { $0.screen === binding.screen })?
            .record
        {
          from.cornerRadius = now.cornerRadius ?? 0
          from.corners = now.corners ?? .all
          to.cornerRadius = record.cornerRadius
          to.corners = record.corners
        }
        tracks.append(try Track(actor: actor, from: from, to: to, timing: timing))
      }
      var setup: [SetupStep] = []
      if let top = newModel.presentations.last,
        change.bindings.contains(where: { $0.screen === top.screen }),
        var background = backgrounds[ObjectIdentifier(top.screen)]
      {
        background.frame = newModel.bounds
        setup.append(.insert(.background, state: background, placement: .below(.presented)))
      }
      return try TransitionPlan(setup: setup, tracks: tracks)
    } catch {
      throw .animatorFailed(animator: "HeadlessScene", underlying: error)
    }
  }

  /// At the start of a resize: the screens out of the window and the kept backgrounds take
  /// their frames in the new container at once.
  func relayHiddenScreens(in newModel: SceneModel) {
    let visible = Set(newModel.visibleScreens.map(ObjectIdentifier.init))
    for screen in newModel.allScreens where !visible.contains(ObjectIdentifier(screen)) {
      let id = ObjectIdentifier(screen)
      var state = screenStates[id] ?? restingState(frame: newModel.bounds)
      state.frame = restingFrame(of: screen, in: newModel)
      screenStates[id] = state
    }
    for key in backgrounds.keys { backgrounds[key]?.frame = newModel.bounds }
  }

  /// After a presentation with a `Presentation` finishes, keeps its background as the plan's
  /// last frame drew it; a dismissal's background goes with its screen.
  ///
  /// A presentation with an animator that keeps a background behind its presented screen
  /// keeps it too, by the core's rule (`KeptBackground`, which the UIKit bridge performs as
  /// well: a ``DragDismissing`` animator with a ``DragDismissing/dismissalBackground``, as the
  /// zoom's dimming, into a frame that does not cover the container).
  func keepBackground(after transition: HeadlessTransition) {
    let screen: HeadlessScreen
    switch transition.request {
    case .presentPresentation(let presented, _):
      screen = presented
    case .present(let presented, _, _):
      guard let presentation = model.presentations.last(where: { $0.screen === presented }),
        KeptBackground.isKept(
          operation: .present,
          dragsToDismiss: KeptBackground.dragsToDismiss(transition.plannedAnimator()),
          keepsBackground: KeptBackground.keepsBackground(transition.plannedAnimator()),
          presentedFrame: presentation.frame, containerBounds: model.bounds)
      else { return }
      screen = presented
    default:
      return
    }
    guard let drawn = transientStates[.background] else { return }
    backgrounds[ObjectIdentifier(screen)] = drawn
  }
}

/// Stands in for an animator in the transitions the scene plans itself; never asked to plan.
private struct SceneAnimator: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    .empty
  }
}
