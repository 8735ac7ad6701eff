#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainHeadless
import Foundation

/// A scenario played by the headless player: a `HeadlessScene` of the model window's size and
/// safe area, advanced a frame (1/60 s) at a time.
@MainActor
final class DifferentialHeadlessSide {
  let scene: HeadlessScene
  private(set) var transition: HeadlessTransition?
  /// The frame (advances since the start) at which the transition ended, and whether it
  /// finished.
  private(set) var completion: (frame: Int, finished: Bool)?
  private(set) var frame = 0
  private let root = HeadlessScreen(name: "root")
  private let second = HeadlessScreen(name: "second")
  private let third = HeadlessScreen(name: "third")

  init() throws {
    scene = try HeadlessScene(
      size: DifferentialScenario.size, safeAreaInsets: DifferentialScenario.safeArea, root: root)
  }

  /// Sets the scene up for `scenario` (a dismissal's presentation, a pop's push, the tabs) and
  /// starts its transition.
  func start(_ scenario: DifferentialScenario) throws {
    let animator = try scenario.descriptor.makeAnimator([:])
    let interactive = scenario.isInteractive
    let source = DifferentialScenario.sourceFrame
    let started: HeadlessTransition
    switch scenario.operation {
    case .present:
      started = try scene.present(
        second, animator: animator, sourceFrame: source, interactive: interactive)
    case .dismiss:
      try scene.present(second, animator: animator, sourceFrame: source).finish()
      started = try scene.dismiss(animator: animator, interactive: interactive)
    case .push:
      started = try scene.push(second, animator: animator, interactive: interactive)
    case .pop:
      try scene.push(second, animator: animator).finish()
      started = try scene.pop(animator: animator, interactive: interactive)
    case .tab:
      try scene.setTabs([root, second, third])
      started = try scene.selectTab(1, animator: animator, interactive: interactive)
    }
    transition = started
    started.onCompletion = { [weak self] finished in
      guard let self else { return }
      self.completion = (self.frame, finished)
    }
  }

  /// The actors of the transition, in its order.
  var actors: [ActorID] { transition?.actors ?? [] }

  /// Whether `actor` is a screen of the transition (not a temporary view or the container).
  func isScreen(_ actor: ActorID) -> Bool { transition?.screen(for: actor) != nil }

  /// Whether the screen that plays `actor` is in the window (``HeadlessScene/visibleScreens``);
  /// `nil` for an actor that is no screen.
  func isInWindow(_ actor: ActorID) -> Bool? {
    guard let screen = transition?.screen(for: actor) else { return nil }
    return scene.visibleScreens.contains(screen)
  }

  /// The state of every actor as drawn now (screens keep their final or cancelled state once
  /// the transition ended; temporary actors have none then).
  var states: [ActorID: ViewState] {
    var states: [ActorID: ViewState] = [:]
    for actor in actors { states[actor] = transition?.state(of: actor) }
    return states
  }

  /// One frame passes.
  func advance() throws {
    frame += 1
    try scene.advance(by: 1.0 / 60)
  }

  /// `seconds` pass without counting a frame (the clocks' half-frame phase).
  func advance(by seconds: TimeInterval) throws { try scene.advance(by: seconds) }

  /// Grabs the transition; whether it was grabbed.
  func grab() -> Bool {
    do {
      try transition?.grab()
      return true
    } catch {
      return false
    }
  }

  /// Where the finger holds the transition, 0…1.
  var progress: Double { transition?.progress ?? 0 }

  func update(_ progress: Double) throws { try transition?.update(progress: progress) }

  func release(finishing: Bool, velocity: Double) throws {
    if finishing {
      try transition?.finish(velocity: velocity)
    } else {
      try transition?.cancel(velocity: velocity)
    }
  }

  /// Re-targets the transition onto `size` with the context the UIKit bridge builds for a
  /// full-screen modal transition given the new container as the presented frame (its
  /// `retarget(presentedFrame:)`): the core's `TransitionContext.retargeted(to:safeAreaInsets:
  /// presentedFrame:)` carries the running context into the new container.
  func retarget(to size: CGSize) throws {
    guard let transition, let old = transition.context else { return }
    let bounds = CGRect(origin: .zero, size: size)
    let next = try old.retargeted(
      to: bounds, safeAreaInsets: old.safeAreaInsets, presentedFrame: bounds)
    try transition.retarget(to: next)
  }

  /// The structure once ended, as both players must agree on it.
  var structure: String {
    "presented \(scene.presentedScreens.count), stack \(scene.navigationStack.count), "
      + "tab \(scene.selectedTabIndex.map(String.init) ?? "-")"
  }
}
#endif
