import Curtain
import CurtainEngine
import Foundation
import Testing

/// A pan that starts a dismissal never moves the view against the finger: the core's
/// `SwipeDismissal` mirrors a plan that moves the dragged view against the pan along its axis.
///
/// The expected frames are worked out by hand on a 390 × 844 container: a half-screen cover
/// rests at y 422 (centre 633, height 422) and the dismissal moves it to y 1266, 844 pt down.
/// Mirrored about its start for an upward swipe it moves 844 pt up instead: centre
/// 633 − 844 = −211, so y = −211 − 211 = −422 (off the top edge, its bottom at 0); halfway,
/// y = 422 − 422 = 0.
@Suite struct SwipeDismissalTests {
  static let resting = CGRect(x: 0, y: 422, width: 390, height: 422)
  static let below = CGRect(x: 0, y: 1266, width: 390, height: 422)

  /// A linear cover leaving downwards over 1 s, its dim fading from 0.5 to 0.
  static func coverLeavingDown() throws -> TransitionPlan {
    let timing = try AnimationTiming(curve: .linear, duration: 1)
    return try TransitionPlan(
      setup: [.insert(.background, state: ViewState(alpha: 0.5), placement: .back)],
      tracks: [
        Track(
          actor: .presented, from: ViewState(frame: resting), to: ViewState(frame: below),
          timing: timing),
        Track(
          actor: .background, from: ViewState(alpha: 0.5), to: ViewState(alpha: 0),
          timing: timing),
      ])
  }

  @Test func anUpwardSwipeSendsADownwardCoverOffTheTop() throws {
    let plan = try Self.coverLeavingDown()
    #expect(SwipeDismissal.opposes(plan, .fromBottom, moving: [.presented, .from]))
    let oriented = SwipeDismissal.oriented(plan, to: .fromBottom, moving: [.presented, .from])
    #expect(oriented.state(of: .presented, at: 0).frame == Self.resting)
    #expect(
      oriented.state(of: .presented, at: 0.5).frame == CGRect(x: 0, y: 0, width: 390, height: 422))
    #expect(
      oriented.state(of: .presented, at: 1).frame
        == CGRect(x: 0, y: -422, width: 390, height: 422))
    // The dim fades as the dismissal had it.
    #expect(oriented.state(of: .background, at: 0.5).alpha == 0.25)
    #expect(oriented.duration == 1)
  }

  @Test func aSwipeWithTheCoverLeavesThePlanAsItIs() throws {
    let plan = try Self.coverLeavingDown()
    #expect(!SwipeDismissal.opposes(plan, .fromTop, moving: [.presented]))
    #expect(SwipeDismissal.oriented(plan, to: .fromTop, moving: [.presented]) == plan)
  }

  /// A pan on a view the plan does not move, or across the plan's motion, changes nothing.
  @Test func aSwipeAcrossTheMotionOrOnAnotherViewLeavesThePlan() throws {
    let plan = try Self.coverLeavingDown()
    #expect(SwipeDismissal.oriented(plan, to: .fromRight, moving: [.presented]) == plan)
    #expect(SwipeDismissal.oriented(plan, to: .fromBottom, moving: [.presenting]) == plan)
  }

  /// A transform's translation is mirrored about where it starts; its scale is kept.
  ///
  /// A slide
  /// by translation 0 → 500 with scale 1 → 0.8, swiped up, goes 0 → −500 (halfway −250).
  @Test func aTranslationIsMirroredAndTheScaleKept() throws {
    let timing = try AnimationTiming(curve: .linear, duration: 1)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(transform: .identity),
        to: ViewState(transform: Transform3D(translationY: 500, scaleX: 0.8, scaleY: 0.8)),
        timing: timing)
    ])
    let oriented = SwipeDismissal.oriented(plan, to: .fromBottom, moving: [.presented])
    let half = try #require(oriented.state(of: .presented, at: 0.5).transform)
    #expect(abs(half.translationY - -250) < 1e-9)
    #expect(abs(half.scaleX - 0.9) < 1e-9)
    let end = try #require(oriented.state(of: .presented, at: 1).transform)
    #expect(abs(end.translationY - -500) < 1e-9)
  }

  /// Along x: a screen sliding out to the left (x 0 → −390) under a finger moving right
  /// (`.fromLeft`) slides out to the right instead, x 0 → 390.
  @Test func aHorizontalSwipeIsMirroredAlongX() throws {
    let timing = try AnimationTiming(curve: .linear, duration: 1)
    let full = CGRect(x: 0, y: 0, width: 390, height: 844)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .from, from: ViewState(frame: full),
        to: ViewState(frame: full.offsetBy(dx: -390, dy: 0)), timing: timing)
    ])
    let oriented = SwipeDismissal.oriented(plan, to: .fromLeft, moving: [.presented, .from])
    #expect(oriented.state(of: .from, at: 1).frame == full.offsetBy(dx: 390, dy: 0))
  }
}
