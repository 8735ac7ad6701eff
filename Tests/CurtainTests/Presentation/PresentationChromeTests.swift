import Foundation
import Testing

@testable import Curtain

/// The chrome composed with an animator's plan (`PresentationChrome`): the background fades over
/// the whole plan on ease-in-out, the look goes where the plan leaves it, and a `Presentation`'s
/// own plan, which already holds its chrome, is left as it is.
///
/// Ease-in-out (0.42, 0, 0.58, 1) is symmetric about its middle, so half-way in time it is
/// exactly half-way in value; the ends are 0 and 1.
@Suite @MainActor struct PresentationChromeTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let alertFrame = CGRect(x: 60, y: 332, width: 270, height: 180)

  /// A plan that only fades the presented view in over 0.3 s, as Presentr's cross-dissolve.
  func crossDissolve(presenting: Bool) throws -> TransitionPlan {
    let (from, to): (CGFloat, CGFloat) = presenting ? (0, 1) : (1, 0)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: from), to: ViewState(alpha: to),
        timing: AnimationTiming(curve: .easeInOut, duration: 0.3))
    ])
  }

  func context(_ operation: TransitionOperation) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: bounds, presentedFrame: alertFrame)
  }

  @Test(arguments: [true, false])
  func theBackgroundFadesOverTheWholePlan(presenting: Bool) throws {
    let chrome = PresentationChrome(.presentr)
    let plan = try chrome.composed(
      with: crossDissolve(presenting: presenting),
      in: context(presenting ? .present : .dismiss))
    #expect(plan.temporaryActors == [.background])
    let step = try #require(plan.setup.first)
    #expect(step.placement == .below(.presented))
    let start = plan.state(of: .background, at: 0)
    #expect(start.frame == bounds)
    #expect(start.backgroundColor == RGBAColor(white: 0, alpha: 0.7))
    #expect(start.alpha == (presenting ? 0 : 1))
    #expect(abs((plan.state(of: .background, at: 0.15).alpha ?? -1) - 0.5) < 1e-9)
    #expect(plan.finalState(of: .background).alpha == (presenting ? 1 : 0))
    #expect(plan.duration == 0.3)
  }

  @Test func theLookGoesWhereThePlanLeavesIt() throws {
    let rounded = PresentationUIConfiguration(
      cornerRadius: 4, corners: [.layerMinXMinYCorner],
      shadow: Shadow(color: RGBAColor(white: 0, alpha: 1), opacity: 0.3, radius: 6))
    let plan = try PresentationChrome(rounded).composed(
      with: crossDissolve(presenting: true), in: context(.present))
    let look = plan.state(of: .presented, at: 0)
    #expect(look.cornerRadius == 4)
    #expect(look.corners == [.layerMinXMinYCorner])
    #expect(look.shadow == rounded.shadow)
    #expect(plan.finalState(of: .presented).cornerRadius == 4)
  }

  @Test func anAnimatorsOwnCornersWinAndARadiusOfZeroTouchesNothing() throws {
    let own = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(cornerRadius: 20), to: ViewState(cornerRadius: 0),
        timing: AnimationTiming(curve: .linear, duration: 0.4))
    ])
    let rounded = PresentationUIConfiguration(cornerRadius: 4)
    let plan = try PresentationChrome(rounded).composed(with: own, in: context(.present))
    #expect(plan.initialStates[.presented]?.cornerRadius == nil)
    #expect(plan.state(of: .presented, at: 0).cornerRadius == 20)
    let square = try PresentationChrome(.default).composed(
      with: crossDissolve(presenting: true), in: context(.present))
    #expect(square.initialStates[.presented] == nil)
  }

  @Test func aPresentationsPlanAlreadyHoldsItsChrome() throws {
    let cover = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: PresentationUIConfiguration(cornerRadius: 12))
    for operation in [TransitionOperation.present, .dismiss] {
      let plan = try cover.plan(for: context(operation))
      let composed = try PresentationChrome(cover.uiConfiguration).composed(
        with: plan, in: context(operation))
      #expect(composed == plan)
    }
  }

  @Test func noBackgroundAndOtherOperationsAreLeftAlone() throws {
    let clear = PresentationUIConfiguration(backgroundStyle: .none)
    let plain = try crossDissolve(presenting: true)
    #expect(try PresentationChrome(clear).composed(with: plain, in: context(.present)) == plain)
    let push = try TransitionContext(operation: .push, containerBounds: bounds)
    #expect(try PresentationChrome(.presentr).composed(with: plain, in: push) == plain)
  }

  /// Presentr's corner rule and its radius live in the core (issue 38: the UIKit door alone set
  /// the 4): Presentr 1.9 rounds the alert and the popup with `cornerRadius` 4 by default, and
  /// leaves the other layouts square.
  @Test func presentrsCornerRadiusComesFromTheCore() {
    #expect(PresentationUIConfiguration.presentrCornerRadius == 4)
    let alert = PresentationUIConfiguration.presentr.presentrCorners(for: .alert, roundCorners: nil)
    #expect(alert.cornerRadius == 4)
    let full = PresentationUIConfiguration.presentr.presentrCorners(
      for: .fullScreen, roundCorners: nil)
    #expect(full.cornerRadius == 0)
  }
}
