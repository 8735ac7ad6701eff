#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need values on screen
// (modelPresented…), the model's snapshot contents and console.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// The UIKit player draws a plan's `ActorID.matched(id)` actor as a snapshot of the matched
/// pair's source view (issue 18), not as a plain view.
@Suite @MainActor struct MatchedSnapshotScenarioTests {
  /// A presentation whose plan inserts the pair's snapshot (``MatchedPair/snapshotStep(state:placement:)``)
  /// and moves it from the card's frame to the destination: mid-flight the container holds a
  /// snapshot whose source is the card, and it is gone when the presentation has completed.
  @Test func aMatchedActorIsASnapshotOfTheSourceView() throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
    root.view.addSubview(card)
    ScenarioClock.advance(by: 1.0 / 60)
    let animator = PlanAnimator { context in
      guard let pair = context.matchedPairs.first else { return .empty }
      return try TransitionPlan(
        setup: [pair.snapshotStep()],
        tracks: [
          Track(
            actor: .matched(pair.id), from: ViewState(frame: pair.sourceFrame),
            to: ViewState(frame: pair.destinationFrame),
            timing: AnimationTiming(curve: .linear, duration: 0.4)),
          Track(
            actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
            timing: AnimationTiming(curve: .linear, duration: 0.4)),
        ])
    }
    let delegate = ModalTransitionDelegate(animator: animator)
    delegate.sourceViewProvider = { [weak card] in card }
    let detail = UIViewController()
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.advance(by: 0.2)
    let container = try #require(detail.view.superview)
    let snapshots = container.subviews.filter { $0.modelSnapshotSource === card }
    #expect(snapshots.count == 1, "\(container.subviews)")
    // Half-way (linear, 0.2 s of 0.4 s) from the card (centre 100, 360) to the full screen
    // (centre 195, 422): (147.5, 391), give or take a frame of 1/60 s.
    if let snapshot = snapshots.first {
      let center = snapshot.modelPresentedCenter
      #expect(abs(center.x - 147.5) <= 95.0 / 24 + 0.5, "\(center)")
      #expect(abs(center.y - 391) <= 62.0 / 24 + 0.5, "\(center)")
    }
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(!container.subviews.contains { $0.modelSnapshotSource === card })
    Harness.expectNoFailures()
  }
}
#endif
