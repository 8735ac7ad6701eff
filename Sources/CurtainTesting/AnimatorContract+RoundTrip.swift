import CurtainHeadless
import Foundation

extension AnimatorContract {
  /// One round trip (present then dismiss, or push then pop) played on a fresh scene, with the
  /// violations it shows.
  @MainActor
  struct RoundTrip<Animator: TransitionAnimator> {
    let animator: Animator
    let forward: Operation
    let back: Operation
    let container: CGSize
    private(set) var violations: [ContractViolation] = []

    init(animator: Animator, forward: Operation, back: Operation, container: CGSize) {
      self.animator = animator
      self.forward = forward
      self.back = back
      self.container = container
    }

    /// The screen a forward operation brings in.
    static func arrivingScreen() -> HeadlessScreen { HeadlessScreen(name: "contract-arriving") }

    /// Starts `operation` in `scene`.
    static func start(
      _ operation: Operation, animator: Animator, in scene: HeadlessScene, interactive: Bool
    ) throws(HeadlessError) -> HeadlessTransition {
      switch operation {
      case .present:
        if let presentation = animator as? any Presentation {
          return try scene.present(
            arrivingScreen(), presentation: presentation, interactive: interactive)
        }
        return try scene.present(arrivingScreen(), animator: animator, interactive: interactive)
      case .dismiss:
        if animator is any Presentation { return try scene.dismiss(interactive: interactive) }
        return try scene.dismiss(animator: animator, interactive: interactive)
      case .push:
        return try scene.push(arrivingScreen(), animator: animator, interactive: interactive)
      case .pop:
        return try scene.pop(animator: animator, interactive: interactive)
      case .tab:
        if scene.tabs.isEmpty {
          try scene.setTabs([HeadlessScreen(name: "contract-tab-0"), arrivingScreen()])
        }
        let target = scene.selectedTabIndex == 0 ? 1 : 0
        return try scene.selectTab(target, animator: animator, interactive: interactive)
      }
    }

    /// Plays the round trip; returns its two timelines, or `nil` when the player could not
    /// play it.
    mutating func play() -> [Timeline]? {
      do {
        let scene = try HeadlessScene(size: container)
        let before = Dictionary(
          uniqueKeysWithValues: scene.screens.map { ($0.name, scene.state(of: $0)) })
        let there = try Self.start(forward, animator: animator, in: scene, interactive: false)
        guard let outbound = try checkedRun(there, operation: forward) else { return nil }
        let back = try Self.start(self.back, animator: animator, in: scene, interactive: false)
        guard let inbound = try checkedRun(back, operation: self.back) else { return nil }
        for screen in scene.screens {
          guard let expected = before[screen.name] ?? nil else { continue }
          let actual = scene.state(of: screen)
          if !AnimatorContract.same(actual ?? ViewState(), expected) || actual == nil {
            report(self.back, .notRestored(screen: screen.name, expected: expected, actual: actual))
          }
        }
        let leaving: ActorID = forward == .present ? .presented : .from
        let arriving: ActorID = forward == .present ? .presented : .to
        // For tabs: the second tab arrives on the way there and leaves on the way back.
        if let start = outbound.frames.first?[arriving], let end = inbound.frames.last?[leaving],
          !Self.outOfSight(end, in: container), !Self.samePlace(end, start)
        {
          report(self.back, .doesNotReturn(expected: start, actual: end))
        }
        return [outbound, inbound]
      } catch {
        report(forward, .playerFailed("\(error)"))
        return nil
      }
    }

    /// Runs `transition` to its end at 60 fps and checks its plan and frames.
    private mutating func checkedRun(
      _ transition: HeadlessTransition, operation: Operation
    ) throws(HeadlessError) -> Timeline? {
      guard let plan = transition.plan else {
        report(operation, .playerFailed("the transition did not start (\(transition.state))"))
        return nil
      }
      let duration = plan.duration
      guard duration.isFinite, duration > 0 else {
        report(operation, .invalidDuration(duration))
        transition.cancel()
        return nil
      }
      let timeline = try transition.run(fps: 60)
      for frame in timeline.frames {
        for actor in timeline.actors {
          if let property = frame[actor]?.firstNonFiniteProperty {
            report(operation, .nonFiniteValue(actor: actor, property: property, time: frame.time))
          }
        }
      }
      let temporary = Set(plan.temporaryActors)
      for actor in plan.actors {
        let start = plan.state(of: actor, at: 0)
        if let first = timeline.frames.first, !AnimatorContract.shows(first[actor], start) {
          report(operation, .startMismatch(actor: actor, expected: start, actual: first[actor]))
        }
        let end = plan.state(of: actor, at: duration)
        if let last = timeline.frames.last, !AnimatorContract.shows(last[actor], end) {
          report(operation, .endMismatch(actor: actor, expected: end, actual: last[actor]))
        }
        guard !temporary.contains(actor) else { continue }
        let final = plan.finalState(of: actor)
        let shown = transition.state(of: actor)
        if !AnimatorContract.shows(shown, final) {
          report(operation, .endMismatch(actor: actor, expected: final, actual: shown))
        }
      }
      return timeline
    }

    private mutating func report(_ operation: Operation, _ kind: ContractViolation.Kind) {
      violations.append(ContractViolation(operation: operation, kind: kind))
    }

    /// Whether a view in `state` cannot be seen in a container of `size`.
    static func outOfSight(_ state: ViewState, in size: CGSize) -> Bool {
      if state.isHidden == true { return true }
      if let alpha = state.alpha, alpha <= AnimatorContract.tolerance { return true }
      if let transform = state.transform, transform.scaleX == 0 || transform.scaleY == 0 {
        return true
      }
      guard let frame = state.frame else { return false }
      let moved = frame.offsetBy(
        dx: state.transform?.translationX ?? 0, dy: state.transform?.translationY ?? 0)
      let visible = moved.intersection(CGRect(origin: .zero, size: size))
      return visible.isNull || visible.width <= AnimatorContract.tolerance
        || visible.height <= AnimatorContract.tolerance
    }

    /// Whether `end` puts the view where `start` had it: same frame, alpha and transform.
    static func samePlace(_ end: ViewState, _ start: ViewState) -> Bool {
      func place(_ state: ViewState) -> ViewState {
        ViewState(
          frame: state.frame, alpha: state.alpha ?? 1, transform: state.transform ?? .identity)
      }
      return AnimatorContract.same(place(end), place(start))
    }
  }
}
