import Curtain
import CurtainEngine
import CurtainHeadless
import Foundation
import Testing

/// Issue 38: the headless scene's live update moves on the core's timing (`LiveUpdateTiming`),
/// the one the UIKit player's presentation controller uses (`LiveUpdateTimingScenarioTests` in
/// the UIKit tests checks the same fraction there).
///
/// A cover 400 points high at the bottom of an 844-point container (y = 444) is updated to 300
/// points (y = 544) over 0.3 s. A tenth of a second in (a third of the way in time), the
/// ease-in-out curve (0.42, 0) (0.58, 1) is at 0.2317748 (its x solved for 1/3 by bisection:
/// t = 0.3123768, y(t) = 0.2317748): the top edge is at 444 + 100 × 0.2317748 = 467.17748.
@Suite @MainActor struct LiveUpdateTimingTests {
  @Test func aLiveUpdateMovesOnTheEaseInOutCurve() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let sheet = HeadlessScreen(name: "sheet")
    let cover = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      size: PresentationSize(width: .fullscreen, height: .custom(value: 400)),
      alignment: PresentationAlignment(vertical: .bottom, horizontal: .center))
    try scene.present(sheet, presentation: cover).finish()
    #expect(scene.state(of: sheet)?.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
    try scene.update(.height(.custom(value: 300)), duration: 0.3)
    try scene.advance(by: 0.1)
    let frame = try #require(scene.state(of: sheet)?.frame)
    #expect(abs(Double(frame.minY) - 467.17748) < 1e-3, "\(frame)")
    #expect(abs(Double(frame.height) - (400 - 100 * 0.2317748)) < 1e-3, "\(frame)")
  }

  /// Without a duration the update lasts 0.3 s, the UIKit player's default too
  /// (`LiveUpdateTimingScenarioTests`): a tenth of a second in it is at the same 0.2317748 as
  /// above, and at 0.3 s it has ended at y = 544.
  @Test func anUpdateWithoutADurationTakesTheSharedDefault() throws {
    #expect(LiveUpdateTiming.defaultDuration == 0.3)
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let sheet = HeadlessScreen(name: "sheet")
    let cover = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      size: PresentationSize(width: .fullscreen, height: .custom(value: 400)),
      alignment: PresentationAlignment(vertical: .bottom, horizontal: .center))
    try scene.present(sheet, presentation: cover).finish()
    let update = try scene.update(.height(.custom(value: 300)))
    try scene.advance(by: 0.1)
    let frame = try #require(scene.state(of: sheet)?.frame)
    #expect(abs(Double(frame.minY) - 467.17748) < 1e-3, "\(frame)")
    try scene.advance(by: 0.2)
    #expect(update.state == .finished)
    #expect(scene.state(of: sheet)?.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
  }

  @Test func aNegativeOrNonFiniteDurationIsATypedError() {
    #expect(throws: TimingError.self) { try LiveUpdateTiming.timing(duration: -1) }
    #expect(throws: TimingError.self) { try LiveUpdateTiming.timing(duration: .nan) }
  }
}
