import Curtain
import CurtainEngine
import Foundation
import Testing

/// The core's rule that plays an animator written for presentations as a push (a
/// presentation of the arriving screen) and a pop (a dismissal of the leaving one).
@Suite @MainActor struct ModalAnimatorInNavigationTests {
  /// Grows `.presented` from a quarter-size frame, over a dim inserted below it; logs the
  /// operations it was asked to plan (it plans presentations and dismissals only).
  final class Modal: TransitionAnimator {
    var asked: [TransitionOperation] = []
    struct NotModal: Error {}
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      guard context.operation == .present || context.operation == .dismiss else {
        throw NotModal()
      }
      asked.append(context.operation)
      let full = context.presentedFrame
      let small = ViewState(frame: full.insetBy(dx: full.width / 4, dy: full.height / 4))
      let presenting = context.operation == .present
      return try TransitionPlan(
        setup: [.insert(.background, state: ViewState(alpha: 0), placement: .below(.presented))],
        initialStates: [.presenting: ViewState(alpha: 1)],
        tracks: [
          Track(
            actor: .presented, from: presenting ? small : ViewState(frame: full),
            to: presenting ? ViewState(frame: full) : small,
            timing: AnimationTiming(curve: .linear, duration: 0.4))
        ])
    }
  }

  func context(_ operation: TransitionOperation) throws -> TransitionContext {
    let bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
    return try TransitionContext(
      operation: operation, containerBounds: bounds,
      initialFrames: [.from: bounds], finalFrames: [.to: bounds], presentedFrame: bounds)
  }

  @Test func aPushIsAPresentationOfTheArrivingScreen() throws {
    let modal = Modal()
    let plan = try ModalAnimatorInNavigation(modal).plan(for: context(.push))
    #expect(modal.asked == [.present])
    #expect(plan.tracks.map(\.actor) == [.to])
    // A quarter of 400 × 800 cut from each side: (100, 200, 200 × 400).
    #expect(plan.tracks.first?.from.frame == CGRect(x: 100, y: 200, width: 200, height: 400))
    #expect(plan.setup.first?.placement == .below(.to))
    #expect(plan.initialStates[.from]?.alpha == 1)
  }

  @Test func aPopIsADismissalOfTheLeavingScreen() throws {
    let modal = Modal()
    let plan = try ModalAnimatorInNavigation(modal).plan(for: context(.pop))
    #expect(modal.asked == [.dismiss])
    #expect(plan.tracks.map(\.actor) == [.from])
    #expect(plan.setup.first?.placement == .below(.from))
    #expect(plan.initialStates[.to]?.alpha == 1)
  }

  @Test func aNavigationAnimatorPlaysAsItIs() throws {
    let slide = try TransitionPlan(tracks: [
      Track(
        actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: AnimationTiming(curve: .linear, duration: 0.2))
    ])
    struct Navigation: TransitionAnimator {
      let plan: TransitionPlan
      func plan(for context: TransitionContext) throws -> TransitionPlan { plan }
    }
    let played = try ModalAnimatorInNavigation(Navigation(plan: slide)).plan(for: context(.push))
    #expect(played.tracks.map(\.actor) == [.to])
    #expect(played.tracks.first?.to.alpha == 1)
  }
}
