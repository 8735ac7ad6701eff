import Curtain
import CurtainEngine
import Foundation
import Testing

/// Issue 38: the core's answers for a modal presentation's container, which both players take.
@Suite @MainActor struct PresentationSessionTests {
  /// Rests the presented view on the container's lower half (a sheet-like plain animator).
  struct LowerHalf: TransitionAnimator {
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      let bounds = context.containerBounds
      let half = CGRect(
        x: bounds.minX, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
      return try TransitionPlan(tracks: [
        try Track(
          actor: .presented, from: ViewState(frame: half.offsetBy(dx: 0, dy: half.height)),
          to: ViewState(frame: half), timing: try AnimationTiming(curve: .linear, duration: 0.3))
      ])
    }
  }

  /// Fades only: its plan gives the presented view no frame.
  struct FadeOnly: TransitionAnimator {
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      try TransitionPlan(tracks: [
        try Track(
          actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
          timing: try AnimationTiming(curve: .linear, duration: 0.3))
      ])
    }
  }

  struct Refusing: TransitionAnimator {
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      throw TransitionError.animatorFailed(animator: "Refusing", reason: "test")
    }
  }

  static let landscape = PresentationSession(
    containerBounds: CGRect(x: 0, y: 0, width: 844, height: 390),
    safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

  /// The lower half of 844 × 390: y = 390 / 2 = 195, height 195.
  @Test func aPlainAnimatorRestsWhereItsPlanEndsInTheContainer() {
    let bounds = Self.landscape.containerBounds
    let frame = Self.landscape.restingFrame(ofPlain: LowerHalf(), presentedFrame: bounds)
    #expect(frame == CGRect(x: 0, y: 195, width: 844, height: 195))
  }

  /// No frame in the plan, or no plan: the presented frame.
  @Test func withoutAFrameOfItsOwnAPlainAnimatorRestsOnThePresentedFrame() {
    let presented = CGRect(x: 10, y: 20, width: 300, height: 200)
    let session = Self.landscape
    #expect(session.restingFrame(ofPlain: FadeOnly(), presentedFrame: presented) == presented)
    #expect(session.restingFrame(ofPlain: Refusing(), presentedFrame: presented) == presented)
  }

  static let portrait = PresentationSession(
    containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

  /// No context: the container and its safe area.
  @Test func withoutAContextTheAreaIsTheContainer() throws {
    let area = try Self.portrait.layoutArea(context: nil)
    #expect(area.frame == Self.portrait.containerBounds)
    #expect(area.safeArea == Self.portrait.safeArea)
  }

  /// The context (0, 20, 390, 400): top inset 47 − 20 = 27; its bottom edge 420 is 424 above
  /// the container's, more than the 34 of the bottom inset, so 0.
  @Test func aContextTakesThePartOfTheSafeAreaThatReachesIntoIt() throws {
    let area = try Self.portrait.layoutArea(context: CGRect(x: 0, y: 20, width: 390, height: 400))
    #expect(area.frame == CGRect(x: 0, y: 20, width: 390, height: 400))
    #expect(area.safeArea == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
  }

  /// (−10, 800, 400, 100) is cut to the container: (0, 800, 390, 44), which reaches the
  /// bottom edge, so it keeps the whole bottom inset 34 and no top inset (47 − 800 < 0).
  @Test func aContextIsCutToTheContainer() throws {
    let area = try Self.portrait.layoutArea(
      context: CGRect(x: -10, y: 800, width: 400, height: 100))
    #expect(area.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
    #expect(area.safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  /// A context below the container shares no area with it: the error says which context, which
  /// container and what to do.
  @Test func aContextOutsideTheContainerIsATypedError() {
    let outside = CGRect(x: 0, y: 900, width: 390, height: 100)
    #expect(throws: PresentationError.self) { try Self.portrait.layoutArea(context: outside) }
    do {
      _ = try Self.portrait.layoutArea(context: outside)
    } catch {
      guard case .outOfRange(let parameter, let value, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(value == 0)
      #expect(parameter.contains("(0.0, 900.0, 390.0, 100.0)"))
      #expect(error.description.contains("give a context view that is inside"))
    }
  }

  @Test func aContextWithANumberThatIsNotFiniteIsATypedError() {
    let context = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    #expect(throws: PresentationError.self) { try Self.portrait.layoutArea(context: context) }
  }

  /// Presentr's alert, 270 × 180 centred: in the context (0, 100, 390, 400) of a container
  /// without safe area, x = (390 − 270) / 2 = 60 and y = 100 + (400 − 180) / 2 = 210.
  @Test func aLayoutIsSolvedInItsContext() throws {
    let session = PresentationSession(
      containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let frame = try session.frame(
      of: .alert, inContext: CGRect(x: 0, y: 100, width: 390, height: 400))
    #expect(frame == CGRect(x: 60, y: 210, width: 270, height: 180))
  }
}
