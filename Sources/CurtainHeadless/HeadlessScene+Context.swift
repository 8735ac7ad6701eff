import Curtain
import Foundation

// The context builder: the frames an animator sees for a transition of the scene.
extension HeadlessScene {
  /// The context `transition`'s animator plans with: the container, the frames of the
  /// screens that play each actor before and after, the presented and source frames.
  func makeContext(
    for transition: HeadlessTransition, change: SceneChange
  ) throws(HeadlessError) -> TransitionContext {
    func screen(playing actor: ActorID) -> HeadlessScreen? {
      change.bindings.first(where: { $0.actors.contains(actor) })?.screen
    }
    func frame(playing actor: ActorID) -> CGRect {
      guard let screen = screen(playing: actor) else { return bounds }
      return screenStates[ObjectIdentifier(screen)]?.frame ?? bounds
    }
    func rememberPresentingFrame() {
      if let presented = screen(playing: .presented) {
        presentingRestingFrames[ObjectIdentifier(presented)] = frame(playing: .presenting)
      }
    }
    var initialFrames: [ActorID: CGRect] = [:]
    var finalFrames: [ActorID: CGRect] = [:]
    var presentedFrame: CGRect?
    let matched = matchedContext(for: transition, dismissing: screen(playing: .presented))
    let sourceFrame = matched.sourceFrame
    switch transition.request {
    case .present(_, let presented, _):
      presentedFrame = presented
      initialFrames[.presenting] = frame(playing: .presenting)
      finalFrames[.presenting] = frame(playing: .presenting)
      rememberPresentingFrame()
    case .presentPresentation:
      presentedFrame = change.model.presentations.last?.frame
      initialFrames[.presenting] = frame(playing: .presenting)
      finalFrames[.presenting] = frame(playing: .presenting)
      rememberPresentingFrame()
    case .dismiss:
      presentedFrame = frame(playing: .presented)
      initialFrames[.presented] = frame(playing: .presented)
      initialFrames[.presenting] = frame(playing: .presenting)
      finalFrames[.presenting] =
        screen(playing: .presented).flatMap { presentingRestingFrames[ObjectIdentifier($0)] }
        ?? frame(playing: .presenting)
    case .push, .pop, .selectTab, .update, .resize, .keyboard:
      initialFrames[.from] = frame(playing: .from)
    }
    do {
      return try TransitionContext(
        operation: change.operation ?? .present, containerBounds: bounds,
        safeAreaInsets: safeAreaInsets,
        initialFrames: initialFrames, finalFrames: finalFrames, presentedFrame: presentedFrame,
        sourceFrame: sourceFrame, isInteractive: transition.isInteractive,
        layoutDirection: layoutDirection, tabSwitch: change.tabSwitch,
        matchedPairs: matched.pairs, reduceMotion: reduceMotion)
    } catch {
      throw .invalidContext(error)
    }
  }
}
