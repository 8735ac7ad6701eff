import CurtainEngine
import CurtainHeadless
import Foundation
import Testing

/// Plays a ``PresentationBinding``'s effects on a headless scene, the way `CurtainSwiftUI`
/// plays them on UIKit: `present` and `dismiss` start one-second fades, their completions come
/// back as inputs, `setBinding` writes the binding (and echoes it back, as SwiftUI does when a
/// written binding updates the view), `callOnDismiss` counts.
///
/// Inputs raised while effects run (a transition's completion) wait in an inbox and are fed
/// after, so the machine is never re-entered.
@MainActor
final class BindingHarness<ID: Hashable & Sendable & CustomStringConvertible> {
  typealias Machine = PresentationBinding<ID>

  let scene: HeadlessScene
  private(set) var machine: Machine
  /// The binding as the view sees it.
  private(set) var binding: ID?
  /// Every `onDismiss` call, in order.
  private(set) var onDismissCalls: [ID] = []
  /// Every effect performed, in order.
  private(set) var effects: [Machine.Effect] = []
  /// Effects returned for an echoed `setBinding` (must stay empty).
  private(set) var echoEffects: [Machine.Effect] = []
  /// The most screens of ours the scene ever held at once.
  private(set) var mostPresented = 0
  /// Errors the scene threw while effects ran.
  private(set) var errors: [String] = []
  /// The transition an effect started last (presentation or dismissal), while it runs.
  private(set) var transition: HeadlessTransition?
  private var screens: [ID: HeadlessScreen] = [:]
  private var inbox: [Machine.Input] = []
  let duration: TimeInterval = 1

  init(presenterIsVisible: Bool = true) throws {
    scene = try HeadlessScene(size: Reference.size)
    machine = Machine()
    if presenterIsVisible { feed(.presenterAppeared) }
  }

  /// The screen presenting `id`, while the harness holds it.
  func screen(for id: ID) -> HeadlessScreen? { screens[id] }

  /// The names of the screens presented in the scene.
  var presentedNames: [String] { scene.presentedScreens.map(\.name) }

  /// How many `present` effects ran.
  var presentCount: Int {
    effects.count(where: { if case .present = $0 { true } else { false } })
  }

  /// How many `dismiss` effects ran.
  var dismissCount: Int {
    effects.count(where: { if case .dismiss = $0 { true } else { false } })
  }

  /// The view writes the binding.
  func set(_ value: ID?) {
    binding = value
    feed(.bindingChanged(value))
  }

  /// Feeds one input, then everything it raised.
  func feed(_ input: Machine.Input) {
    inbox.append(input)
    drain()
  }

  private func drain() {
    while !inbox.isEmpty {
      let next = inbox.removeFirst()
      for effect in machine.handle(next) { perform(effect) }
    }
  }

  /// Moves the scene's clock, then feeds the completions that raised.
  func advance(by seconds: TimeInterval) {
    do { try scene.advance(by: seconds) } catch { errors.append("advance: \(error)") }
    drain()
    mostPresented = max(mostPresented, scene.presentedScreens.count)
  }

  /// Advances until nothing moves (at most a minute of virtual time).
  func settle() {
    for _ in 0..<240 {
      if scene.isIdle, transition == nil || transition?.isEnded == true,
        machine.phase == .idle || isPresentedPhase
      {
        return
      }
      advance(by: 0.25)
    }
    errors.append("did not settle: \(machine.phase)")
  }

  private var isPresentedPhase: Bool {
    if case .presented = machine.phase { return true }
    return false
  }

  /// Starts a dismissal the binding did not ask for, as a swipe does: an interactive
  /// transition and `dismissalBegan`.
  func beginInteractiveDismissal() throws -> HeadlessTransition {
    guard case .presented(let id) = machine.phase else {
      throw HarnessError.notPresented("\(machine.phase)")
    }
    let dismissal = try scene.dismiss(
      animator: FadeAnimator(duration: duration), interactive: true)
    watch(dismissal, landed: .dismissalCompleted(id), cancelled: .dismissalCancelled(id))
    feed(.dismissalBegan(id, interactive: true))
    return dismissal
  }

  /// Starts a dismissal the binding did not ask for that is not interactive (a tap on the
  /// dimmed background).
  func beginExternalDismissal() throws {
    guard case .presented(let id) = machine.phase else {
      throw HarnessError.notPresented("\(machine.phase)")
    }
    let dismissal = try scene.dismiss(animator: FadeAnimator(duration: duration))
    watch(dismissal, landed: .dismissalCompleted(id), cancelled: .dismissalCancelled(id))
    feed(.dismissalBegan(id, interactive: false))
  }

  /// Forgets the last transition, as a test does before checking for leaks.
  func dropTransition() { transition = nil }

  private func perform(_ effect: Machine.Effect) {
    effects.append(effect)
    do {
      switch effect {
      case .present(let id):
        let screen = HeadlessScreen(name: id.description)
        screens[id] = screen
        let presentation = try scene.present(screen, animator: FadeAnimator(duration: duration))
        watch(presentation, landed: .presentationLanded(id), cancelled: .presentationFailed(id))
      case .dismiss(let id):
        let dismissal = try scene.dismiss(animator: FadeAnimator(duration: duration))
        watch(dismissal, landed: .dismissalCompleted(id), cancelled: .dismissalCancelled(id))
      case .tearDown(let id):
        try transition?.finish()
        transition = nil
        if let screen = screens[id], scene.presentedScreens.contains(screen) {
          try scene.dismiss(animator: FadeAnimator(duration: duration)).finish()
        }
        screens[id] = nil
      case .setBinding(let value):
        binding = value
        echoEffects += machine.handle(.bindingChanged(value))
      case .callOnDismiss(let id):
        onDismissCalls.append(id)
        screens[id] = nil
      }
    } catch {
      errors.append("\(effect): \(error)")
    }
    mostPresented = max(mostPresented, scene.presentedScreens.count)
  }

  private func watch(
    _ transition: HeadlessTransition, landed: Machine.Input, cancelled: Machine.Input
  ) {
    self.transition = transition
    transition.onCompletion = { [weak self] finished in
      self?.inbox.append(finished ? landed : cancelled)
    }
  }
}

enum HarnessError: Error {
  case notPresented(String)
}
