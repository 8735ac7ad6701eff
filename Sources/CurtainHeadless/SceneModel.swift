import CurtainEngine
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
    /// The presented frame: the layout's frame for a `Presentation`, the frame passed to
    /// `present` otherwise.
    var frame: CGRect
    /// The presentation, for screens presented with one.
    var record: PresentationRecord?
  }

  var stacks: [Stack]
  var selectedTab: Int
  var hasTabs: Bool
  var presentations: [Presentation] = []
  var geometry: SceneGeometry

  init(root: HeadlessScreen, geometry: SceneGeometry) {
    stacks = [Stack(root: root)]
    selectedTab = 0
    hasTabs = false
    self.geometry = geometry
  }

  var bounds: CGRect { geometry.bounds }

  /// The core's answers for this container (`PresentationSession`).
  var session: PresentationSession { geometry.session }

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
  func applying(_ request: SceneRequest) throws(HeadlessError) -> SceneChange {
    var next = self
    switch request {
    case .presentPresentation(let screen, let record):
      guard !contains(screen) else { throw .screenAlreadyInScene(name: screen.name) }
      let frame = try record.frame(in: geometry)
      next.presentations.append(
        Presentation(
          screen: screen, coversContainer: covers(frame), frame: frame, record: record))
      return SceneChange(
        model: next, operation: .present,
        bindings: ActorBinding.bindings(for: .present, from: topScreen, to: screen))
    case .update(let update, _):
      guard var top = next.presentations.popLast(), var record = top.record else {
        throw .noPresentation(operation: update.summary)
      }
      try record.apply(update, in: geometry)
      top.record = record
      top.frame = try record.frame(in: geometry)
      top.coversContainer = covers(top.frame)
      next.presentations.append(top)
      return SceneChange(
        model: next, operation: nil,
        bindings: [ActorBinding(screen: top.screen, roles: .presentationUpdate)])
    case .resize(let size, let safeArea, _):
      try Self.validate(size: size, safeArea: safeArea)
      next.geometry.size = size
      next.geometry.safeAreaInsets = safeArea
      try next.relayPresentations()
      return SceneChange(model: next, operation: nil, bindings: next.relayBindings())
    case .keyboard(let frame, _):
      if let frame {
        guard frame.hasFiniteCoordinates, frame.width >= 0, frame.height >= 0 else {
          throw .invalidKeyboardFrame(frame)
        }
      }
      next.geometry.keyboardFrame = frame
      try next.relayPresentations()
      return SceneChange(model: next, operation: nil, bindings: next.relayBindings())
    case .present(let screen, let presentedFrame, let sourceFrame):
      guard !contains(screen) else { throw .screenAlreadyInScene(name: screen.name) }
      let frame = presentedFrame ?? bounds
      guard frame.hasFiniteCoordinates else {
        throw .invalidContext(.nonFiniteFrame(name: "presentedFrame"))
      }
      if let sourceFrame, !sourceFrame.hasFiniteCoordinates {
        throw .invalidContext(.nonFiniteFrame(name: "sourceFrame"))
      }
      next.presentations.append(
        Presentation(screen: screen, coversContainer: covers(frame), frame: frame, record: nil))
      return SceneChange(
        model: next, operation: .present,
        bindings: ActorBinding.bindings(for: .present, from: topScreen, to: screen))
    case .dismiss:
      guard let dismissed = next.presentations.popLast()?.screen else {
        throw .nothingToDismiss
      }
      return SceneChange(
        model: next, operation: .dismiss,
        bindings: ActorBinding.bindings(for: .dismiss, from: dismissed, to: next.topScreen))
    case .push(let screen):
      guard !contains(screen) else { throw .screenAlreadyInScene(name: screen.name) }
      let from = stack.top
      next.stack.pushed.append(screen)
      return SceneChange(
        model: next, operation: .push,
        bindings: ActorBinding.bindings(for: .push, from: from, to: screen))
    case .pop:
      guard let popped = next.stack.pushed.popLast() else {
        throw .popAtRoot(root: stack.root.name)
      }
      return SceneChange(
        model: next, operation: .pop,
        bindings: ActorBinding.bindings(for: .pop, from: popped, to: next.stack.top))
    case .selectTab(let index):
      guard hasTabs else { throw .noTabs }
      guard stacks.indices.contains(index) else {
        throw .tabOutOfRange(index: index, count: stacks.count)
      }
      guard index != selectedTab else { throw .tabAlreadySelected(index: index) }
      next.selectedTab = index
      return SceneChange(
        model: next, operation: .tab, tabSwitch: TabSwitch(from: selectedTab, to: index),
        bindings: ActorBinding.bindings(for: .tab, from: stack.top, to: next.stack.top))
    }
  }
}

extension SceneModel {
  /// Whether `frame` covers the whole container.
  func covers(_ frame: CGRect) -> Bool {
    KeptBackground.covers(frame, bounds)
  }

  /// Where a screen rests in this model: a presented screen at its presented frame, any other
  /// screen filling the container.
  func restingFrame(of screen: HeadlessScreen) -> CGRect {
    presentations.first { $0.screen === screen }?.frame ?? bounds
  }

  /// Lays every presentation out again in ``geometry``: a `Presentation` by its layout and
  /// keyboard avoidance, a full-screen one over the whole container; any other keeps its frame.
  mutating func relayPresentations() throws(HeadlessError) {
    for index in presentations.indices {
      if let record = presentations[index].record {
        presentations[index].frame = try record.frame(in: geometry)
      } else if presentations[index].coversContainer {
        presentations[index].frame = bounds
      }
      presentations[index].coversContainer = covers(presentations[index].frame)
    }
  }

  /// The screens a resize or keyboard change moves, each under a name of its own: the visible
  /// screens, the top presented one as `.presented`, a lower presented one as
  /// `.custom("presented.<index>")`, a navigation screen as `.custom("screen.<name>")`.
  func relayBindings() -> [ActorBinding] {
    visibleScreens.map { screen in
      if let index = presentations.firstIndex(where: { $0.screen === screen }) {
        let isTop = index == presentations.count - 1
        return ActorBinding(
          screen: screen, actors: isTop ? [.presented] : [.custom("presented.\(index)")],
          isArriving: false)
      }
      return ActorBinding(
        screen: screen, actors: [.custom("screen.\(screen.name)")], isArriving: false)
    }
  }

  static func validate(size: CGSize, safeArea: EdgeInsets) throws(HeadlessError) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidContainerSize(width: Double(size.width), height: Double(size.height))
    }
    let edges = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
    guard edges.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw .invalidSafeAreaInsets(safeArea)
    }
  }
}

/// What a request does to a ``SceneModel``.
struct SceneChange {
  /// The model once the transition has finished.
  var model: SceneModel
  /// The operation the transition context carries; `nil` for the transitions the scene plans
  /// itself (updates, resizes, keyboard changes).
  var operation: TransitionOperation?
  /// The tab indices of a tab switch.
  var tabSwitch: TabSwitch?
  /// Which screen plays which actors.
  var bindings: [ActorBinding]

  init(
    model: SceneModel, operation: TransitionOperation?, tabSwitch: TabSwitch? = nil,
    bindings: [ActorBinding]
  ) {
    self.model = model
    self.operation = operation
    self.tabSwitch = tabSwitch
    self.bindings = bindings
  }
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

extension ActorBinding {
  /// A screen playing the names of `roles`.
  init(screen: HeadlessScreen, roles: ScreenRoles) {
    self.init(screen: screen, actors: roles.actors, isArriving: roles.isArriving)
  }

  /// The two screens of `operation` with the names the core's table
  /// (`ScreenRoles.roles(for:)`, shared with the UIKit bridge) gives them.
  static func bindings(
    for operation: TransitionOperation, from: HeadlessScreen, to: HeadlessScreen
  ) -> [ActorBinding] {
    ScreenRoles.roles(for: operation).map { roles in
      ActorBinding(screen: roles.side == .from ? from : to, roles: roles)
    }
  }
}

extension CGRect {
  /// Whether every coordinate is a finite number.
  var hasFiniteCoordinates: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
