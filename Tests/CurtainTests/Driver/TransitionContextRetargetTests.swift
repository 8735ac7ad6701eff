import Curtain
import Foundation
import Testing

/// The core's rule for the context a re-target plans again with
/// (`TransitionContext.retargeted(to:safeAreaInsets:presentedFrame:)`): a portrait container
/// (390 × 844) rotated to landscape (844 × 390).
@Suite struct TransitionContextRetargetTests {
  let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
  let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

  /// A dismissal of a full-screen presentation whose presenting view was pushed 844 pt up: the
  /// presented view starts on the given frame, the presenting view's resting frame (the old
  /// container) becomes the new container, and its displaced start (a place in the old layout
  /// only) is dropped, so `initialFrame(for:)` falls back on the new container's bounds.
  @Test func aDismissalDropsThePresentingViewsDisplacedStartAndRestsItInTheNewContainer() throws {
    let old = try TransitionContext(
      operation: .dismiss, containerBounds: portrait,
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      initialFrames: [.presented: portrait, .presenting: portrait.offsetBy(dx: 0, dy: -844)],
      finalFrames: [.presenting: portrait])
    let insets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    let next = try old.retargeted(to: landscape, safeAreaInsets: insets, presentedFrame: landscape)
    #expect(next.operation == .dismiss)
    #expect(next.containerBounds == landscape)
    #expect(next.safeAreaInsets == insets)
    #expect(next.presentedFrame == landscape)
    #expect(next.initialFrames == [.presented: landscape])
    #expect(next.finalFrames == [.presenting: landscape])
    #expect(next.initialFrame(for: .presenting) == landscape)
  }

  /// Without a new presented frame, one that filled the old container fills the new one, and
  /// so do the frames that were it; a presentation's arriving frame follows.
  @Test func aPresentedFrameThatFilledTheOldContainerFillsTheNewOne() throws {
    let old = try TransitionContext(
      operation: .present, containerBounds: portrait, initialFrames: [.presenting: portrait],
      finalFrames: [.presenting: portrait, .presented: portrait])
    let next = try old.retargeted(to: landscape, safeAreaInsets: .zero)
    #expect(next.presentedFrame == landscape)
    #expect(next.initialFrames == [.presenting: landscape])
    #expect(next.finalFrames == [.presenting: landscape, .presented: landscape])
  }

  /// A card (the lower 500 pt of the portrait container) re-targeted without a new frame keeps
  /// its frame, and so does a final frame that is neither the container nor the card; the
  /// card's start, the old presented frame, becomes the (unchanged) presented frame, and a
  /// given presented frame becomes a presentation's final frame.
  @Test func framesTheNewLayoutCannotPlaceKeepTheirFinalFramesButNotTheirStarts() throws {
    let card = CGRect(x: 0, y: 344, width: 390, height: 500)
    let pushed = CGRect(x: 0, y: -100, width: 390, height: 844)
    let old = try TransitionContext(
      operation: .dismiss, containerBounds: portrait,
      initialFrames: [.presented: card, .presenting: pushed], finalFrames: [.presenting: pushed],
      presentedFrame: card)
    let kept = try old.retargeted(to: landscape, safeAreaInsets: .zero)
    #expect(kept.presentedFrame == card)
    #expect(kept.initialFrames == [.presented: card])
    #expect(kept.finalFrames == [.presenting: pushed])

    let presenting = try TransitionContext(
      operation: .present, containerBounds: portrait, presentedFrame: card)
    let moved = CGRect(x: 0, y: 90, width: 844, height: 300)
    let next = try presenting.retargeted(
      to: landscape, safeAreaInsets: .zero, presentedFrame: moved)
    #expect(next.presentedFrame == moved)
    #expect(next.finalFrames == [.presented: moved])
  }

  /// The new container is checked as a context's is: an empty or non-finite one throws.
  @Test func anEmptyOrNonFiniteContainerIsRefused() throws {
    let old = try TransitionContext(operation: .present, containerBounds: portrait)
    #expect(throws: TransitionError.emptyContainer(width: 0, height: 390)) {
      try old.retargeted(to: CGRect(x: 0, y: 0, width: 0, height: 390), safeAreaInsets: .zero)
    }
    #expect(throws: TransitionError.nonFiniteFrame(name: "containerBounds")) {
      try old.retargeted(
        to: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 390), safeAreaInsets: .zero)
    }
  }

  /// Where the presenting view rests at the end of a re-targeted transition whose plan leaves
  /// it alone: the new context's final frame of `.presenting` when listed (here the rotated
  /// container the portrait one became); else the new container when it started on the old
  /// one (`initialFrame(for:)` falls back on the container); else it stays (`nil`).
  @Test func thePresentingViewRestsOnItsNewFinalFrameOrTheNewContainer() throws {
    let listed = try TransitionContext(
      operation: .dismiss, containerBounds: portrait, finalFrames: [.presenting: portrait])
    let next = try listed.retargeted(to: landscape, safeAreaInsets: .zero)
    #expect(next.presentingRestingFrame(retargetedFrom: listed) == landscape)

    let unlisted = try TransitionContext(operation: .present, containerBounds: portrait)
    let fresh = try TransitionContext(operation: .present, containerBounds: landscape)
    #expect(fresh.presentingRestingFrame(retargetedFrom: unlisted) == landscape)

    let card = CGRect(x: 20, y: 100, width: 350, height: 600)
    let inset = try TransitionContext(
      operation: .present, containerBounds: portrait, initialFrames: [.presenting: card])
    #expect(fresh.presentingRestingFrame(retargetedFrom: inset) == nil)
  }

  /// A plan leaves an actor's frame to the player when no final state of the actor's sets
  /// one: a fade of `.presented` leaves `.presenting`'s, a move of `.presenting` does not.
  @Test func aPlanLeavesTheFramesItDoesNotSet() throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: AnimationTiming(curve: .linear, duration: 0.3)),
      Track(
        actor: .from, from: ViewState(frame: portrait),
        to: ViewState(frame: portrait.offsetBy(dx: 0, dy: -100)),
        timing: AnimationTiming(curve: .linear, duration: 0.3)),
    ])
    #expect(plan.leavesFrame(of: [.presenting]))
    #expect(plan.leavesFrame(of: [.presented]))
    #expect(!plan.leavesFrame(of: [.from, .presenting]))
  }
}
