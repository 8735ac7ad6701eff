import CurtainCoverVertical
import CurtainCrossDissolve
import CurtainTesting
import Foundation
import Testing

/// A small EasyTransitions-style card animator: grows from a card to the container, and
/// collapses back into it.
@MainActor
private final class CardAnimator: ModalTransitionAnimator {
  static let card = CGRect(x: 20, y: 300, width: 350, height: 200)
  var duration: TimeInterval { 0.5 }
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?

  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    guard presenting else { return }
    modalView.frame = Self.card
    modalView.cornerRadius = 16
  }

  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame = presenting ? container.bounds : Self.card
    modalView.cornerRadius = presenting ? 0 : 16
  }
}

/// Fades the presented view in and out; each breakage bends one part of the contract.
@MainActor
private final class BrokenAnimator: TransitionAnimator {
  enum Breakage {
    case none, zeroDuration, presentingLeftElsewhere, dismissalStopsHalfway, counter
  }

  let breakage: Breakage
  private var plans = 0

  init(_ breakage: Breakage) { self.breakage = breakage }

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    plans += 1
    let frame = context.containerBounds
    if breakage == .zeroDuration { return try TransitionPlan(tracks: []) }
    let duration = breakage == .counter ? 0.3 + 0.1 * Double(plans) : 0.3
    let timing = try AnimationTiming(curve: .easeInOut, duration: duration)
    if context.isPresenting {
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: ViewState(frame: frame, alpha: 0),
          to: ViewState(frame: frame, alpha: 1), timing: timing)
      ])
    }
    var tracks = [
      try Track(
        actor: .presented, from: ViewState(alpha: 1),
        to: ViewState(alpha: breakage == .dismissalStopsHalfway ? 0.5 : 0), timing: timing)
    ]
    if breakage == .presentingLeftElsewhere {
      tracks.append(
        try Track(
          actor: .presenting, from: ViewState(frame: frame),
          to: ViewState(frame: frame.offsetBy(dx: 40, dy: 0)), timing: timing))
    }
    return try TransitionPlan(tracks: tracks)
  }
}

@Suite @MainActor struct AnimatorContractTests {
  @Test func presentrFrontDoorsKeepTheContract() {
    #expect(AnimatorContract.check(CoverVerticalAnimation()).isEmpty)
    #expect(AnimatorContract.check(CrossDissolveAnimation()).isEmpty)
    #expect(AnimatorContract.check(CoverHorizontalAnimation()).isEmpty)
    #expect(AnimatorContract.check(CoverHorizontalAnimation(fromRight: false)).isEmpty)
  }

  @Test func presentrFrontDoorsKeepTheContractForPushAndPop() {
    AnimatorContract.expectConforms(CoverHorizontalAnimation(), operations: [.push, .pop])
    AnimatorContract.expectConforms(CrossDissolveAnimation(), operations: [.push, .pop])
  }

  @Test func presentationsKeepTheContract() {
    AnimatorContract.expectConforms(
      CoverPresentation(directionShow: .bottom, directionDismiss: .top))
    AnimatorContract.expectConforms(
      CoverPresentation(
        directionShow: .left, directionDismiss: .left,
        size: PresentationSize(width: .custom(value: 300), height: .halfscreen)))
    AnimatorContract.expectConforms(FadePresentation())
    AnimatorContract.expectConforms(
      FadePresentation(size: PresentationSize(height: .custom(value: 400))))
  }

  @Test func aModalTransitionAnimatorKeepsTheContract() {
    let violations = AnimatorContract.expectConforms(CardAnimator())
    #expect(violations.isEmpty)
  }

  @Test func aWellBehavedAnimatorKeepsTheContractInAnotherContainer() {
    AnimatorContract.expectConforms(
      BrokenAnimator(.none), operations: AnimatorContract.Operation.allCases,
      container: CGSize(width: 1024, height: 768))
  }

  @Test func aZeroDurationIsReported() {
    let violations = AnimatorContract.check(BrokenAnimator(.zeroDuration))
    #expect(violations.first?.kind == .invalidDuration(0))
    #expect(violations.first?.operation == .present)
    #expect(violations.first?.description.contains("positive and finite") == true)
  }

  @Test func aPresentingViewLeftElsewhereIsReported() throws {
    let violations = AnimatorContract.check(BrokenAnimator(.presentingLeftElsewhere))
    let violation = try #require(violations.first)
    guard case .notRestored(let screen, let expected, let actual) = violation.kind else {
      Issue.record("unexpected violation \(violation)")
      return
    }
    #expect(violation.operation == .dismiss)
    #expect(screen == "root")
    #expect(expected.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(actual?.frame == CGRect(x: 40, y: 0, width: 390, height: 844))
  }

  @Test func aDismissalThatDoesNotReturnIsReported() throws {
    let violations = AnimatorContract.check(BrokenAnimator(.dismissalStopsHalfway))
    #expect(violations.count == 1)
    let violation = try #require(violations.first)
    guard case .doesNotReturn(let expected, let actual) = violation.kind else {
      Issue.record("unexpected violation \(violation)")
      return
    }
    #expect(violation.operation == .dismiss)
    #expect(expected.alpha == 0)
    #expect(actual.alpha == 0.5)
  }

  @Test func aNondeterministicAnimatorIsReported() {
    let violations = AnimatorContract.check(BrokenAnimator(.counter))
    #expect(violations.map(\.kind) == [.nondeterministic])
  }

  @Test func theSwiftTestingFormRecordsOneIssuePerViolation() {
    withKnownIssue {
      AnimatorContract.expectConforms(BrokenAnimator(.zeroDuration))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("BrokenAnimator breaks the animator contract")
      }
    }
  }
}
