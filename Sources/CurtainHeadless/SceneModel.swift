import Foundation

/// The structure of a ``HeadlessScene`` as a value: one navigation stack per tab (a single
/// stack without tabs), the selected tab, and the presented screens.
///
/// Operations apply to it as pure functions, so the scene can check a request against the model
/// it will have once every queued transition has finished, and apply it for real when the
/// transition starts.
struct SceneModel {
  /// A navigation stack; it always has a root.
  struct Stack {
    var root: HeadlessScreen
    var pushed: [HeadlessScreen] = []

    var top: HeadlessScreen { pushed.last ?? root }
    var screens: [HeadlessScreen] { [root] + pushed }
  }

  /// A presented screen and whether its presented frame covers the whole container (then the
  /// presenting screen's view leaves the window once the presentation finishes, as with UIKit's
  /// full-screen presentations).
  struct Presentation {
    var screen: HeadlessScreen
    var coversContainer: Bool
  }

  var stacks: [Stack]
  var selectedTab: Int
  var hasTabs: Bool
  var presentations: [Presentation] = []

  init(root: HeadlessScreen) {
    stacks = [Stack(root: root)]
    selectedTab = 0
    hasTabs = false
  }

  /// The selected tab's navigation stack (the only stack without tabs).
  var stack: Stack {
    get { stacks[selectedTab] }
    set { stacks[selectedTab] = newValue }
  }

  /// The screen in front: the last presented one, or the top of the selected navigation stack.
  var topScreen: HeadlessScreen { presentations.last?.screen ?? stack.top }

  /// The screens whose views are in the window, back to front.
  var visibleScreens: [HeadlessScreen] {
    let covering = presentations.lastIndex(where: \.coversContainer)
    let shown = presentations[(covering ?? 0)...].map(\.screen)
    return covering == nil ? [stack.top] + shown : shown
  }

  /// Every screen of the model: all stacks of all tabs, then the presented screens.
  var allScreens: [HeadlessScreen] {
    stacks.flatMap(\.screens) + presentations.map(\.screen)
  }

  func contains(_ screen: HeadlessScreen) -> Bool {
    allScreens.contains { $0 === screen }
  }

  /// Returns the model after `request`, with the transition's operation and which screens play
  /// which actors; checks the request against this model.
  ///
  /// - Throws: ``HeadlessError`` when the request does not fit this model.
  func applying(_ request: SceneRequest, bounds: CGRect) throws(HeadlessError) -> SceneChange {
    var next = self
    switch request {
    case .present(let screen, let presentedFrame, let sourceFrame):
      guard !contains(screen) else { throw .screenAlreadyInScene(name: screen.name) }
      let frame = presentedFrame ?? bounds
      guard frame.hasFiniteCoordinates else {
        throw .invalidContext(.nonFiniteFrame(name: "presentedFrame"))
      }
      if let sourceFrame, !sourceFrame.hasFiniteCoordinates {
        throw .invalidContext(.nonFiniteFrame(name: "sourceFrame"))
      }
      let covers =
        frame.minX <= bounds.minX && frame.minY <= bounds.minY && frame.maxX >= bounds.maxX
        && frame.maxY >= bounds.maxY
      next.presentations.append(Presentation(screen: screen, coversContainer: covers))
      return SceneChange(
        model: next, operation: .present,
        bindings: [
          ActorBinding(screen: topScreen, actors: [.from, .presenting], isArriving: false),
          ActorBinding(screen: screen, actors: [.to, .presented], isArriving: true),
        ])
    case .dismiss:
      guard let dismissed = next.presentations.popLast()?.screen else {
        throw .nothingToDismiss
      }
      return SceneChange(
        model: next, operation: .dismiss,
        bindings: [
          ActorBinding(screen: next.topScreen, actors: [.to, .presenting], isArriving: false),
          ActorBinding(screen: dismissed, actors: [.from, .presented], isArriving: false),
        ])
    case .push(let screen):
      guard !contains(screen) else { throw .screenAlreadyInScene(name: screen.name) }
      let from = stack.top
      next.stack.pushed.append(screen)
      return SceneChange(
        model: next, operation: .push,
        bindings: [
          ActorBinding(screen: from, actors: [.from], isArriving: false),
          ActorBinding(screen: screen, actors: [.to], isArriving: true),
        ])
    case .pop:
      guard let popped = next.stack.pushed.popLast() else {
        throw .popAtRoot(root: stack.root.name)
      }
      return SceneChange(
        model: next, operation: .pop,
        bindings: [
          ActorBinding(screen: popped, actors: [.from], isArriving: false),
          ActorBinding(screen: next.stack.top, actors: [.to], isArriving: false),
        ])
    case .selectTab(let index):
      guard hasTabs else { throw .noTabs }
      guard stacks.indices.contains(index) else {
        throw .tabOutOfRange(index: index, count: stacks.count)
      }
      guard index != selectedTab else { throw .tabAlreadySelected(index: index) }
      next.selectedTab = index
      return SceneChange(
        model: next, operation: .selectTab(from: selectedTab, to: index),
        bindings: [
          ActorBinding(screen: stack.top, actors: [.from], isArriving: false),
          ActorBinding(screen: next.stack.top, actors: [.to], isArriving: false),
        ])
    }
  }
}

/// What a request does to a ``SceneModel``.
struct SceneChange {
  /// The model once the transition has finished.
  var model: SceneModel
  /// The operation the transition context carries.
  var operation: TransitionContext.Operation
  /// Which screen plays which actors.
  var bindings: [ActorBinding]
}

/// A screen and the actor names it plays in one transition: in a modal transition the presented
/// screen is both `.to` and `.presented` (dismissal: `.from` and `.presented`), as UIKit's
/// `view(forKey:)` and `viewController(forKey:)` name the same view both ways.
struct ActorBinding {
  var screen: HeadlessScreen
  /// The names, the primary one last: where a plan animates the same property under two names,
  /// the primary name wins.
  var actors: [ActorID]
  /// Whether the screen joins the scene with this transition (it is not yet part of it).
  var isArriving: Bool
}

extension CGRect {
  /// Whether every coordinate is a finite number.
  var hasFiniteCoordinates: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
