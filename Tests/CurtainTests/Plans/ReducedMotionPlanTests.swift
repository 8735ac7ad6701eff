import Curtain
import Foundation
import Testing

/// `TransitionPlan.reducingMotion(in:)`, on small plans whose reduced form is derived by hand
/// from the rule in its documentation.
@Suite @MainActor struct ReducedMotionPlanTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let offRight = CGRect(x: 390, y: 0, width: 390, height: 844)
  let offLeft = CGRect(x: -117, y: 0, width: 390, height: 844)

  func context(_ operation: TransitionOperation) throws -> TransitionContext {
    try TransitionContext(operation: operation, containerBounds: bounds, reduceMotion: true)
  }

  /// A push that slides `to` in from the right and `from` a third of the way out to the left
  /// (x 0 → −117), on a linear 0.4 s curve.
  func push() throws -> TransitionPlan {
    let timing = try AnimationTiming(curve: .linear, duration: 0.4)
    return try TransitionPlan(tracks: [
      Track(
        actor: .to, from: ViewState(frame: offRight), to: ViewState(frame: bounds), timing: timing),
      Track(
        actor: .from, from: ViewState(frame: bounds), to: ViewState(frame: offLeft), timing: timing),
    ])
  }

  /// The arriving `to` holds its end frame (the container) and fades 0 → 1; the leaving `from`
  /// holds its start frame (the container) and fades 1 → 0; both fades are ease-in-out over the
  /// whole 0.4 s, so at 0.2 s (the curve's symmetric midpoint) both alphas are 0.5.
  @Test func aPushBecomesACrossFadeInPlace() throws {
    let reduced = try push().reducingMotion(in: context(.push))
    #expect(reduced.duration == 0.4)
    for step in 0...8 {
      let time = 0.05 * Double(step)
      #expect(reduced.state(of: .to, at: time).frame == bounds)
      #expect(reduced.state(of: .from, at: time).frame == bounds)
    }
    #expect(reduced.state(of: .to, at: 0).alpha == 0)
    #expect(reduced.state(of: .from, at: 0).alpha == 1)
    let toHalf = try #require(reduced.state(of: .to, at: 0.2).alpha)
    let fromHalf = try #require(reduced.state(of: .from, at: 0.2).alpha)
    #expect(abs(Double(toHalf) - 0.5) < 1e-6)
    #expect(abs(Double(fromHalf) - 0.5) < 1e-6)
    #expect(reduced.state(of: .to, at: 0.4).alpha == 1)
    #expect(reduced.state(of: .from, at: 0.4).alpha == 0)
    // `from` may come back on a pop: completion gives its alpha back.
    #expect(reduced.finalState(of: .from).alpha == 1)
    #expect(reduced.finalState(of: .from).frame == bounds)
  }

  /// A plan that already fades its arriving screen gets no second fade; its alpha track plays as
  /// planned (0 → 1 linearly, 0.25 at 0.1 s of 0.4 s).
  @Test func anExistingAlphaTrackIsKeptAndNotDoubled() throws {
    let timing = try AnimationTiming(curve: .linear, duration: 0.4)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: offRight, alpha: 0),
        to: ViewState(frame: bounds, alpha: 1), timing: timing)
    ])
    let reduced = plan.reducingMotion(in: try context(.present))
    #expect(reduced.tracks.count == 1)
    #expect(reduced.state(of: .presented, at: 0).frame == bounds)
    let alpha = try #require(reduced.state(of: .presented, at: 0.1).alpha)
    #expect(abs(Double(alpha) - 0.25) < 1e-12)
  }

  /// The presenting screen of a presentation (neither arriving nor leaving the hierarchy) keeps
  /// its start transform, so it does not jump; its alpha track still plays; a dismissal's
  /// presenting screen (arriving) takes its end transform, the identity.
  @Test func aStayingScreenHoldsItsStartAndAnArrivingOneItsEnd() throws {
    let timing = try AnimationTiming(curve: .linear, duration: 0.3)
    let small = Transform3D(scaleX: 0.9, scaleY: 0.9)
    let present = try TransitionPlan(tracks: [
      Track(
        actor: .presenting, from: ViewState(alpha: 1, transform: .identity),
        to: ViewState(alpha: 0.5, transform: small), timing: timing)
    ])
    let reducedPresent = present.reducingMotion(in: try context(.present))
    #expect(reducedPresent.state(of: .presenting, at: 0.3).transform == .identity)
    #expect(reducedPresent.state(of: .presenting, at: 0.3).alpha == 0.5)
    let dismiss = try TransitionPlan(tracks: [
      Track(
        actor: .presenting, from: ViewState(transform: small),
        to: ViewState(transform: .identity), timing: timing)
    ])
    let reducedDismiss = dismiss.reducingMotion(in: try context(.dismiss))
    #expect(reducedDismiss.state(of: .presenting, at: 0).transform == .identity)
    // A dismissal's arriving screen is already on screen: it is not faded in.
    #expect(reducedDismiss.state(of: .presenting, at: 0).alpha == nil)
  }

  /// Inserted views and snapshots hold their start geometry through their setup state.
  @Test func temporaryActorsHoldTheirStartGeometry() throws {
    let timing = try AnimationTiming(curve: .linear, duration: 0.3)
    let card = CGRect(x: 20, y: 100, width: 350, height: 200)
    let plan = try TransitionPlan(
      setup: [
        .snapshot(
          of: .presenting, name: "card", state: ViewState(frame: card, alpha: 1),
          placement: .front)
      ],
      tracks: [
        Track(
          actor: .snapshot("card"), from: ViewState(frame: card, cornerRadius: 16),
          to: ViewState(frame: bounds, cornerRadius: 0), timing: timing)
      ])
    let reduced = plan.reducingMotion(in: try context(.present))
    for time in [0, 0.1, 0.3] {
      #expect(reduced.state(of: .snapshot("card"), at: time).frame == card)
      #expect(reduced.state(of: .snapshot("card"), at: time).cornerRadius == 16)
    }
  }
}
