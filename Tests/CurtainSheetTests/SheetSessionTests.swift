import Curtain
import CurtainEngine
import Foundation
import Testing

/// The sheet session on a phone.
///
/// 390 × 844, top inset 47: `.medium` rests at 422 (422 high), `.large` at 57 (844 − 47 − 10 = 787 high). Every number is worked out by hand in the
/// comments, or by the Python line quoted.
@Suite struct SheetSessionTests {
  static let phone = CGSize(width: 390, height: 844)

  func session(
    _ detents: [SheetDetent] = [.medium, .large], selected: String? = nil
  ) throws -> SheetSession {
    SheetSession(
      resting: try SheetModel(
        presentation: SheetPresentation(detents: detents, selectedDetentID: selected),
        container: SheetContainer(size: Self.phone, topInset: 47)))
  }

  func shownTop(_ effects: [SheetSession.Effect]) -> CGFloat? {
    for effect in effects { if case .show(let top) = effect { return top } }
    return nil
  }

  func shownOffset(_ effects: [SheetSession.Effect]) -> CGFloat? {
    for effect in effects { if case .scrollContent(let offset) = effect { return offset } }
    return nil
  }

  /// The effects' cases by name, in order (`settle` and `report` with their subject).
  func names(_ effects: [SheetSession.Effect]) -> [String] {
    effects.map { effect in
      switch effect {
      case .report(let event): return "report \(event.kind)"
      case .settle: return "settle"
      case .dragEnded: return "dragEnded"
      case .dismiss: return "dismiss"
      case .show: return "show"
      case .settled: return "settled"
      default: return "other"
      }
    }
  }

  @Test func aReleaseReportsTheNewDetentAndItsHapticAtOnceThenSettles() throws {
    var session = try session()
    _ = session.beginDrag(allowsDismissal: true)
    // From medium (422) up 200 to 222, released at −900 pt/s: the projection
    // 222 − 0.9 · 0.998 / 0.002 = −227.1 lands nearest large (57), a change of detent.
    _ = session.move(translation: -200, at: 0.1)
    let release = session.release(velocity: -900)
    // UIKit sends `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when the
    // selection changes, which the release does before the sheet animates: the events come
    // with the release, the detent before its haptic, and the settle after them.
    #expect(names(release) == ["dragEnded", "report detent", "report haptic", "settle"])
    #expect(session.model.selectedDetentID == "large")
    // The settle's end reports nothing more.
    #expect(names(session.settleEnded()) == ["show", "settled"])
  }

  /// Issue 38: a player's release takes the session's own estimate over the finger's samples.
  @Test func aReleaseWithoutAVelocityTakesTheFingersEstimateFromTheMoves() throws {
    // Up 15 a frame for 4 frames (−900 pt/s) then the lift a frame later at −60: 6 samples,
    // the 10 slopes of pairs at least 2 apart, 4 of them with the lift (−720, −675, −600,
    // −450), the other 6 −900: median −900. From 362 that projects to 362 − 0.9 · 499 = −87.1:
    // large. At rest 362 would go back to medium (60 away; large is 305).
    let track: [CGFloat] = [0, -15, -30, -45, -60, -60]
    var moving = try session()
    _ = moving.beginDrag(allowsDismissal: true)
    for (frame, y) in track.enumerated() { _ = moving.move(translation: y, at: Double(frame) / 60) }
    let release = moving.release()
    #expect(names(release) == ["dragEnded", "report detent", "report haptic", "settle"])
    #expect(moving.model.selectedDetentID == "large")
    for case .settle(let settle) in release { #expect(abs(settle.velocity + 900) < 1e-6) }
    // Held still for 0.1 s before the lift: no velocity, back to medium.
    var held = try session()
    _ = held.beginDrag(allowsDismissal: true)
    for (frame, y) in (track + Array(repeating: -60, count: 6)).enumerated() {
      _ = held.move(translation: y, at: Double(frame) / 60)
    }
    #expect(names(held.release()) == ["dragEnded", "settle"])
    #expect(held.model.selectedDetentID == "medium")
  }

  @Test func aDismissingReleaseReportsTheDismissalAtOnceAndDismissesWhenTheSettleEnds() throws {
    var session = try session()
    _ = session.beginDrag(allowsDismissal: true)
    // From medium (422) down 300 to 722 at +1,500 pt/s: 722 + 1.5 · 499 = 1470.5 > 844.
    _ = session.move(translation: 300, at: 0.1)
    #expect(names(session.release(velocity: 1500)) == ["dragEnded", "report dismissed", "settle"])
    #expect(names(session.settleEnded()) == ["dismiss"])
  }

  @Test func belowItsSmallestDetentTheSheetKeepsThatDetentsHeight() throws {
    let session = try session()
    // Between the detents it ends on the bottom edge: top 300 → 544 high.
    #expect(session.frame(top: 300) == CGRect(x: 0, y: 300, width: 390, height: 544))
    // Below medium (422) it keeps medium's 422 and moves down.
    #expect(session.frame(top: 600) == CGRect(x: 0, y: 600, width: 390, height: 422))
    #expect(session.frame(top: 844) == CGRect(x: 0, y: 844, width: 390, height: 422))
  }

  @Test func theKeyboardCompressesTheSheetByDefault() throws {
    var session = try session([.large])
    #expect(session.keyboardAvoidance == .compress)
    // A keyboard 300 high (top 544): large (57) would rise to −243; it stops at the top limit
    // max(47, 20) = 47 and ends on the keyboard, 544 − 47 = 497 high.
    let effects = session.keyboardChanged(to: CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(shownTop(effects) == 57)
    #expect(session.restingFrame == CGRect(x: 0, y: 47, width: 390, height: 497))
    _ = session.keyboardChanged(to: nil)
    #expect(session.restingFrame == CGRect(x: 0, y: 57, width: 390, height: 787))
  }

  @Test func stackingRunsFromTheDetentBelowTheLargestToTheLargest() throws {
    let two = try session()
    // Medium (422) is the detent below large (57): 0 there, 1 at large, 0.5 halfway (239.5).
    #expect(two.stackingProgress(top: 422) == 0)
    #expect(two.stackingProgress(top: 600) == 0)
    #expect(two.stackingProgress(top: 57) == 1)
    #expect(two.stackingProgress(top: 239.5) == 0.5)
    // One detent: from the bottom edge (844) to medium (422); 633 is halfway.
    let one = try session([.medium])
    #expect(one.stackingProgress(top: 844) == 0)
    #expect(one.stackingProgress(top: 633) == 0.5)
    #expect(one.stackingProgress(top: 422) == 1)
  }

  @Test func theStackedTransformScalesAboutTheTopEdge() {
    // Progress 1 on a 390 × 787 sheet: s = 358 / 390, ty = 10 − (32 / 390) · 787 / 2.
    let look = SheetStacking.transform(progress: 1, size: CGSize(width: 390, height: 787))
    #expect(abs(look.scale - 358.0 / 390) < 1e-12)
    #expect(abs(look.translationY - (10 - 32.0 / 390 * 787 / 2)) < 1e-9)
    #expect(look.dimmingAlpha == 0.15)
  }

  @Test func aSettlingReleaseCanBeGrabbedWhereItIs() throws {
    var session = try session()
    #expect(session.beginDrag(allowsDismissal: true).last.map { "\($0)" } == "dragBegan")
    #expect(shownTop(session.move(translation: -100, at: 0.1)) == 322)
    let released = session.release(velocity: -1000)
    #expect(session.phase == .settling)
    #expect(session.model.selectedDetentID == "large")
    #expect(released.contains { if case .settle = $0 { true } else { false } })
    #expect(session.canBeginDrag)
    // Caught at 200 on screen: the settle stops and the drag starts there, 10 lower → 210.
    let grabbed = session.beginDrag(allowsDismissal: true, grabbedTop: 200)
    #expect(grabbed.map { "\($0)" } == ["stopSettle", "dragBegan"])
    #expect(shownTop(session.move(translation: 10, at: 0.2)) == 210)
    #expect(session.phase == .dragging)
  }

  @Test func aFallingSheetCaughtByTheFingerIsNotDismissed() throws {
    var session = try session([.medium])
    _ = session.beginDrag(allowsDismissal: true)
    _ = session.move(translation: 300, at: 0.1)
    // Released down at 2,000 pt/s from 722: projected 722 + 998 past the bottom → dismissing.
    _ = session.release(velocity: 2000)
    #expect(session.model.isDismissed && session.phase == .settling)
    // Caught at 760 and pushed back up 400 → 360 at rest: nearest medium (422).
    _ = session.beginDrag(allowsDismissal: true, grabbedTop: 760)
    #expect(!session.model.isDismissed)
    _ = session.move(translation: -400, at: 0.2)
    _ = session.release(velocity: 0)
    let ended = session.settleEnded()
    #expect(shownTop(ended) == 422)
    #expect(!ended.contains { if case .dismiss = $0 { true } else { false } })
  }

  /// A release with nothing to animate ends at once: covered by a screen the app presented on
  /// the sheet meanwhile, it keeps the sheet, as the end of a settle does (the UIKit fuzz, seed
  /// 539378427: the sheet dismissed itself mid-presentation).
  @Test func aReleaseOnTheBottomEdgeOfACoveredSheetKeepsIt() throws {
    // From medium (422) down 422 to the container's bottom edge, 844, released at rest: the
    // projection 844 is 0 from the bottom edge and 422 from medium, a dismissal, and the sheet
    // is already there (no settle).
    var covered = try session()
    _ = covered.beginDrag(allowsDismissal: true)
    #expect(shownTop(covered.move(translation: 422, at: 0.1)) == 844)
    let kept = covered.release(velocity: 0, isCovered: true)
    #expect(names(kept) == ["dragEnded", "report dismissed", "show", "settled"])
    #expect(shownTop(kept) == 422)
    #expect(covered.phase == .resting && !covered.model.isDismissed)
    // Not covered, the same release dismisses at once.
    var uncovered = try session()
    _ = uncovered.beginDrag(allowsDismissal: true)
    _ = uncovered.move(translation: 422, at: 0.1)
    #expect(names(uncovered.release(velocity: 0)) == ["dragEnded", "report dismissed", "dismiss"])
  }

  @Test func aProgramsMoveCannotBeGrabbed() throws {
    var session = try session()
    #expect(!session.moveToDetent("large").isEmpty)
    #expect(session.phase == .moving)
    #expect(!session.canBeginDrag)
    #expect(session.beginDrag(allowsDismissal: true).isEmpty)
    let ended = session.settleEnded()
    #expect(shownTop(ended) == 57)
    #expect(session.phase == .resting)
    #expect(session.moveToDetent("huge").isEmpty)
  }

  @Test func theTransitionsOwnTheSheet() throws {
    var session = try SheetSession(
      presentation: SheetPresentation(detents: [.medium]),
      container: SheetContainer(size: Self.phone, topInset: 47))
    #expect(session.phase == .transitioning)
    #expect(session.beginDrag(allowsDismissal: true).isEmpty)
    #expect(shownTop(session.presentationEnded(completed: true)) == 422)
    _ = session.beginDrag(allowsDismissal: true)
    _ = session.move(translation: -30, at: 0.1)
    _ = session.release(velocity: 500)
    #expect(session.phase == .settling)
    #expect(session.dismissalBegan().map { "\($0)" } == ["stopSettle"])
    #expect(session.dismissalEnded(completed: true).isEmpty)
    #expect(session.phase == .dismissed)
  }

  @Test func thePlayersVetoFoldsIntoTheSheetsOwn() throws {
    var session = try session()
    _ = session.beginDrag(allowsDismissal: false)
    _ = session.move(translation: 400, at: 0.1)
    // Vetoed: it springs back to medium and reports the attempt.
    let effects = session.release(velocity: 2000)
    #expect(effects.contains { if case .report(.dismissAttempt) = $0 { true } else { false } })
    #expect(!session.model.isDismissed)
  }

  @Test func scrolledToTheTopIsTheNegativeAdjustedTopInset() throws {
    var session = try session(selected: "large")
    // 2000 of content with a 20 inset at the top, at offset 0: 20 below the top (−20).
    let content = try #require(
      SheetScrollContent(
        contentHeight: 2020, visibleHeightAtHighestDetent: 787, contentOffset: 0,
        adjustedTopInset: 20))
    #expect(content.offset == 20)
    _ = session.beginDrag(allowsDismissal: true, scroll: content)
    // Down 100: 20 scroll the content back to −20, 80 move the sheet 57 → 137.
    let effects = session.move(translation: 100, at: 0.1)
    #expect(shownOffset(effects) == -20)
    #expect(shownTop(effects) == 137)
  }

  @Test func withoutScrollingExpansionTheContentScrollsAtMedium() throws {
    var session = try session()
    session.prefersScrollingExpandsWhenScrolledToEdge = false
    let content = try #require(
      SheetScrollContent(
        contentHeight: 2000, visibleHeightAtHighestDetent: 787, contentOffset: 0))
    _ = session.beginDrag(allowsDismissal: true, scroll: content)
    // Up 100 at medium: the content scrolls 100, the sheet stays at 422.
    let up = session.move(translation: -100, at: 0.1)
    #expect(shownTop(up) == 422 && shownOffset(up) == 100)
    // With the expansion the same drag raises the sheet 100 and holds the content.
    var expanding = try self.session()
    _ = expanding.beginDrag(allowsDismissal: true, scroll: content)
    let raised = expanding.move(translation: -100, at: 0.1)
    #expect(shownTop(raised) == 322 && shownOffset(raised) == 0)
  }

  @Test func aReleaseWhileScrollingLetsTheContentCoast() throws {
    var session = try session(selected: "large")
    let content = try #require(
      SheetScrollContent(
        contentHeight: 2000, visibleHeightAtHighestDetent: 787, contentOffset: 0))
    _ = session.beginDrag(allowsDismissal: true, scroll: content)
    _ = session.move(translation: -150, at: 0.1)
    let effects = session.release(velocity: -1000)
    var coast: SheetDeceleration?
    for effect in effects { if case .decelerateContent(let found) = effect { coast = found } }
    let found = try #require(coast)
    #expect(found.startOffset == 150 && found.velocity == 1000)
    #expect(session.model.selectedDetentID == "large")
  }

  @Test func theCoastDecaysAtTheNormalRate() {
    // Python: d = 1000 · math.log(0.998); 150 + 1000 · (math.exp(d · 0.1) − 1) / d
    // = 240.62585078898718; the whole coast 1000 · −1 / d = 499.49983316645474; the free coast
    // lasts math.log(1 / 1000) / d = 3.4504226094062744 s.
    let coast = SheetDeceleration(offset: 150, velocity: 1000, limit: 1213)
    #expect(abs(coast.offset(at: 0.1) - 240.62585078898718) < 1e-9)
    #expect(abs(coast.duration - 3.4504226094062744) < 1e-9)
    #expect(abs(coast.offset(at: coast.duration) - (150 + 499.49983316645474)) <= 0.5)
    // Back towards the top at 3,000 pt/s from 150: it reaches 0 after
    // math.log(1 + 150 · d / 3000) / d = 0.05268313717783374 s and stops there.
    let back = SheetDeceleration(offset: 150, velocity: -3000, limit: 1213)
    #expect(abs(back.duration - 0.05268313717783374) < 1e-9)
    #expect(abs(back.offset(at: back.duration)) < 1e-9)
  }

  @Test func theRiseIsPlannedOnceWithOrWithoutTheDim() throws {
    let frame = CGRect(x: 0, y: 422, width: 390, height: 422)
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let dimmed = try SheetRise.plan(
      presenting: true, frame: frame, bounds: bounds, cornerRadius: 10,
      spring: SheetPresentation.settleSpring, dimmingAlpha: 0.3)
    #expect(dimmed.tracks.count == 2)
    #expect(dimmed.tracks[0].from.frame == CGRect(x: 0, y: 844, width: 390, height: 422))
    #expect(dimmed.tracks[0].to.frame == frame)
    #expect(dimmed.tracks[1].to.alpha == 0.3)
    let plain = try SheetRise.plan(
      presenting: false, frame: frame, bounds: bounds, cornerRadius: 10,
      spring: SheetPresentation.settleSpring, dimmingAlpha: nil)
    #expect(plain.tracks.count == 1)
    #expect(plain.tracks[0].to.frame?.minY == 844)
    // A sheet already below the bottom edge falls in 0.05 s.
    let leftover = try SheetRise.plan(
      presenting: false, frame: frame.offsetBy(dx: 0, dy: 422), bounds: bounds,
      cornerRadius: 10, spring: SheetPresentation.settleSpring, dimmingAlpha: nil)
    #expect(leftover.tracks[0].timing.duration == 0.05)
  }
}
