import Foundation

/// Gives the view a matched transition grows from or shrinks onto, as it is now: the headless
/// counterpart of UIKit's `sourceViewProvider`.
///
/// The scene asks it when the presentation starts and again when the dismissal starts (also
/// the dismissal a drag releases), so a source that moved in between (a scrolled list) is where
/// the screen lands. Returning `nil` says the source is gone: the dismissal's context then has
/// no matched pair and no source frame, and a matched animator falls back (the zoom to a
/// cross-dissolve).
public typealias MatchedSourceProvider = @MainActor () -> MatchedPair?

/// The matched sources of a scene: the provider of each presentation (or the source frame it
/// was presented with), kept until the screen is presented again or leaves the scene.
struct MatchedSources {
  /// What a presented screen's dismissal asks for its source.
  enum Source {
    case provider(MatchedSourceProvider)
    case frame(CGRect)
  }

  struct Entry {
    /// Held strongly, so its identifier is not reused while the entry lives.
    let screen: HeadlessScreen
    let source: Source
  }

  struct Queued {
    /// Held strongly, so its identifier is not reused while the entry lives.
    let transition: HeadlessTransition
    let provider: MatchedSourceProvider
  }

  /// The provider of a presentation requested on an idle scene, read by the context builder
  /// while the request starts it.
  var starting: (screen: HeadlessScreen, provider: MatchedSourceProvider)?
  /// The providers of presentations queued behind others, by transition.
  var queued: [ObjectIdentifier: Queued] = [:]
  /// The source of each presented screen, by screen.
  var byScreen: [ObjectIdentifier: Entry] = [:]
}

extension HeadlessScene {
  /// Presents `screen` over the top screen with a matched source that the scene asks again at
  /// dismissal, as UIKit's `preferredTransition = .zoom(sourceViewProvider:)`.
  ///
  /// The presentation's context carries the provider's pair (``TransitionContext/matchedPairs``
  /// and its source frame as ``TransitionContext/sourceFrame``), asked when the transition
  /// starts. Every later dismissal of `screen` (``dismiss(animator:interactive:)``,
  /// ``dismissByDragging(_:touchDown:animator:fps:)``) asks the provider again when it starts,
  /// so moving the source between the presentation and the dismissal lands the screen on the
  /// new source; a `nil` answer gives a dismissal context without a source, which the zoom
  /// plays as a cross-dissolve.
  ///
  /// ```swift
  /// var cell = CGRect(x: 16, y: 240, width: 120, height: 160)
  /// let photo = HeadlessScreen(name: "photo")
  /// try scene.present(photo, animator: zoom) {
  ///   MatchedPair(id: "photo", sourceFrame: cell, destinationFrame: scene.bounds)
  /// }.run()
  /// cell.origin.y -= 100  // the list scrolled
  /// try scene.dismiss(animator: zoom).run()  // shrinks onto (16, 140, 120, 160)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present; not already part of the scene.
  ///   - animator: The animator that plans the transition.
  ///   - presentedFrame: Where the presented screen ends up; `nil` (the default) means the whole
  ///     container.
  ///   - interactive: Whether the context says a gesture drives the transition. Defaults to
  ///     false.
  ///   - matchedSource: The source as it is now; asked at the presentation and at each
  ///     dismissal.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: As ``present(_:animator:presentedFrame:sourceFrame:interactive:)``, and
  ///   ``HeadlessError/invalidContext(_:)`` when the provider's pair is not finite.
  @discardableResult
  public func present(
    _ screen: HeadlessScreen, animator: some TransitionAnimator, presentedFrame: CGRect? = nil,
    interactive: Bool = false, matchedSource: @escaping MatchedSourceProvider
  ) throws(HeadlessError) -> HeadlessTransition {
    let request = SceneRequest.present(screen, presentedFrame: presentedFrame, sourceFrame: nil)
    guard isIdle else {
      let transition = try self.request(request, animator: animator, interactive: interactive)
      pruneMatchedSources()
      matchedSources.queued[ObjectIdentifier(transition)] = MatchedSources.Queued(
        transition: transition, provider: matchedSource)
      return transition
    }
    matchedSources.starting = (screen, matchedSource)
    defer { matchedSources.starting = nil }
    return try self.request(request, animator: animator, interactive: interactive)
  }

  /// The matched pairs and source frame of `transition`'s context, and the source its
  /// dismissal will ask: called by the context builder when the transition starts.
  func matchedContext(
    for transition: HeadlessTransition, dismissing dismissed: HeadlessScreen?
  ) -> (pairs: [MatchedPair], sourceFrame: CGRect?) {
    switch transition.request {
    case .present(let screen, _, let sourceFrame):
      var source = sourceFrame.map(MatchedSources.Source.frame)
      if let starting = matchedSources.starting, starting.screen === screen {
        source = .provider(starting.provider)
        matchedSources.starting = nil
      } else if let queued = matchedSources.queued.removeValue(
        forKey: ObjectIdentifier(transition))
      {
        source = .provider(queued.provider)
      }
      remember(source, for: screen)
      return ask(source, sourceFrame: sourceFrame)
    case .presentPresentation(let screen, _):
      remember(nil, for: screen)
      return ([], nil)
    case .dismiss:
      guard let dismissed else { return ([], nil) }
      return ask(matchedSources.byScreen[ObjectIdentifier(dismissed)]?.source, sourceFrame: nil)
    case .push, .pop, .selectTab, .update, .resize, .keyboard:
      return ([], nil)
    }
  }

  private func ask(
    _ source: MatchedSources.Source?, sourceFrame: CGRect?
  ) -> (pairs: [MatchedPair], sourceFrame: CGRect?) {
    switch source {
    case .provider(let provider)?:
      guard let pair = provider() else { return ([], nil) }
      return ([pair], pair.sourceFrame)
    case .frame(let frame)?:
      return ([], frame)
    case nil:
      return ([], sourceFrame)
    }
  }

  private func remember(_ source: MatchedSources.Source?, for screen: HeadlessScreen) {
    pruneMatchedSources()
    let key = ObjectIdentifier(screen)
    if let source {
      matchedSources.byScreen[key] = MatchedSources.Entry(screen: screen, source: source)
    } else {
      matchedSources.byScreen[key] = nil
    }
  }

  /// Forgets the sources of screens no longer in the scene and of queued presentations that
  /// ended before they started.
  private func pruneMatchedSources() {
    let inScene = Set((model.allScreens + projected.allScreens).map(ObjectIdentifier.init))
    matchedSources.byScreen = matchedSources.byScreen.filter { inScene.contains($0.key) }
    matchedSources.queued = matchedSources.queued.filter { !$0.value.transition.isEnded }
  }
}
