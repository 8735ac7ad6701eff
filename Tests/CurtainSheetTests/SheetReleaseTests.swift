import Curtain
import CurtainEngine
import CurtainSheet
import Foundation
import Testing

/// The release rule, the rubber band, the veto and the events, on a phone (390×844, top inset
/// 47): medium rests at top 422, large at top 57, the dismissal edge is 844.
///
/// Reference numbers from this script (Python 3), independent of Curtain:
///
/// ```text
/// r = 0.998; k = r / (1 - r) / 1000            # 0.499 s: projected = p + 0.499·v
/// def f(x, d): return (1 - 1 / (x * 0.55 / d + 1)) * d
/// f(100, 844)        # 51.63515016685207  → 57 − f = 5.364849833147929
/// f(844, 844) / 844  # 0.3548387096774194
/// 422 + f(200, 844)  # 519.3165618448637
/// ```
@Suite struct SheetReleaseTests {
  let phone: SheetContainer

  init() throws {
    phone = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
  }

  func model(
    selected: String = "medium", dismissible: Bool = true,
    shouldDismiss: (@Sendable () -> Bool)? = nil
  ) throws -> SheetModel {
    try SheetModel(
      presentation: SheetPresentation(
        detents: [.medium, .large], selectedDetentID: selected, isDismissible: dismissible,
        shouldDismiss: shouldDismiss),
      container: phone)
  }

  @Test func projectionUsesTheNormalDecelerationRate() {
    // 0.998 / 0.002 / 1000 = 0.499 s
    #expect(abs(SheetModel.projectedTop(100, velocity: 1000) - 599) < 1e-9)
    #expect(abs(SheetModel.projectedTop(400, velocity: -1000) - -99) < 1e-9)
  }

  @Test func slowReleasesGoToTheNearestDetent() throws {
    var sheet = try model()
    // 300 + 0.499·100 = 349.9: 72.1 from medium (422), 292.9 from large (57).
    let back = try sheet.release(top: 300, velocity: 100)
    #expect(back.outcome == .detent("medium"))
    #expect(back.events.isEmpty)
    // 200 + 0 = 200: 143 from large, 222 from medium.
    let up = try sheet.release(top: 200, velocity: 0)
    #expect(up.outcome == .detent("large"))
    #expect(up.targetTop == 57)
  }

  @Test func fastReleasesGoToTheProjectedDetent() throws {
    var sheet = try model()
    // From 400, a flick up at −1000 pt/s projects to −99: large, although 400 is nearest medium.
    let flick = try sheet.release(top: 400, velocity: -1000)
    #expect(flick.outcome == .detent("large"))
    #expect(abs(flick.projectedTop - -99) < 1e-9)
    // From large, a flick down at 1200 pt/s from 100 projects to 698.8: 145.2 from the bottom
    // edge (844), 276.8 from medium: dismissed.
    var fromLarge = try model(selected: "large")
    #expect(try fromLarge.release(top: 100, velocity: 1200).outcome == .dismissed)
  }

  @Test func dismissalStartsHalfTheLowestDetentsHeightAboveTheBottom() throws {
    // Medium is 422 high; half of it above the bottom is 844 − 211 = 633.
    // 422 + 0.499·420 = 631.58 → medium; 422 + 0.499·424 = 633.576 → dismissed.
    var below = try model()
    #expect(try below.release(top: 422, velocity: 420).outcome == .detent("medium"))
    var past = try model()
    let release = try past.release(top: 422, velocity: 424)
    #expect(release.outcome == .dismissed)
    #expect(release.targetTop == 844)
    #expect(release.events == [.dismissed])
    #expect(past.isDismissed)
  }

  @Test func rubberBandCurve() {
    let d: CGFloat = 844
    let h: CGFloat = 1e-4
    // slope 0.55 at 0 (forward difference; the second derivative is −2·0.55²/d ≈ −7e-4, so the
    // error at h = 1e-4 is below 1e-7)
    let slope =
      (SheetModel.rubberBand(h, dimension: d) - SheetModel.rubberBand(0, dimension: d)) / h
    #expect(abs(slope - 0.55) < 1e-6)
    // f(d) = (1 − 1/1.55)·d = 0.3548387…·d
    #expect(abs(SheetModel.rubberBand(d, dimension: d) / d - 0.3548387096774194) < 1e-12)
    // never reaches d, even for absurd overdrags, and is increasing
    var previous: CGFloat = 0
    for x in [1.0, 10, 100, 1e3, 1e4, 1e6, 1e9] as [CGFloat] {
      let value = SheetModel.rubberBand(x, dimension: d)
      #expect(value < d && value > previous)
      previous = value
    }
    #expect(SheetModel.rubberBand(-5, dimension: d) == 0)
    #expect(SheetModel.rubberBand(.nan, dimension: d) == 0)
  }

  @Test func dragRubberBandsAboveTheTopDetent() throws {
    var sheet = try model(selected: "large")
    sheet.beginDrag()
    // Between the detents the sheet follows the finger exactly.
    #expect(sheet.dragTop(translation: 200) == 257)
    // 100 pt above large (57): 57 − f(100, 844) = 5.364849833147929
    #expect(abs(sheet.dragTop(translation: -100) - 5.364849833147929) < 1e-9)
    // A dismissible sheet follows the finger below its lowest detent, down to the bottom edge.
    #expect(sheet.dragTop(translation: 600) == 657)
    #expect(sheet.dragTop(translation: 5000) == 844)
  }

  @Test func nonDismissibleSheetRubberBandsBelowAndSpringsBack() throws {
    var sheet = try model(dismissible: false)
    sheet.beginDrag()
    // 200 pt below medium (422): 422 + f(200, 844) = 519.3165618448637
    let top = sheet.dragTop(translation: 200)
    #expect(abs(top - 519.3165618448637) < 1e-9)
    // A hard flick down projects far past the bottom: vetoed, back to medium, one attempt.
    let release = try sheet.release(top: top, velocity: 3000)
    #expect(release.outcome == .vetoed("medium"))
    #expect(release.targetTop == 422)
    #expect(release.events == [.dismissAttempt])
    #expect(!sheet.isDismissed)
    #expect(release.top(at: release.duration) == 422)
  }

  @Test func shouldDismissVetoesAndFromLargeLandsOnTheLowestDetent() throws {
    var sheet = try model(selected: "large", shouldDismiss: { false })
    sheet.beginDrag()
    #expect(!sheet.dragAllowsDismissal)
    // The veto rubber-bands below the lowest detent (medium, 422): 200 + 57 = 257 is above it,
    // 600 + 57 = 657 is 235 below it: 422 + f(235, 844).
    let f235 = (1 - 1 / (235 * 0.55 / 844 + 1)) * 844
    #expect(abs(sheet.dragTop(translation: 600) - (422 + f235)) < 1e-9)
    let release = try sheet.release(top: 657, velocity: 2000)
    #expect(release.outcome == .vetoed("medium"))
    // The sheet moved from large to medium: the attempt, then one detent change and one haptic.
    #expect(release.events == [.dismissAttempt, .detent("medium"), .haptic])
    #expect(sheet.selectedDetentID == "medium")
    var allowed = try model(selected: "large", shouldDismiss: { true })
    allowed.beginDrag()
    #expect(try allowed.release(top: 657, velocity: 2000).outcome == .dismissed)
  }

  @Test func oneHapticPerDetentChange() throws {
    var sheet = try model()
    var events: [SheetEvent] = []
    // medium → large → large (no change) → medium → medium
    for (top, velocity) in [(300.0, -900.0), (60, 0), (300, 200), (420, 0)] as [(CGFloat, CGFloat)]
    {
      sheet.beginDrag()
      events += try sheet.release(top: top, velocity: velocity).events
    }
    #expect(events == [.detent("large"), .haptic, .detent("medium"), .haptic])
    #expect(events.filter { $0 == .haptic }.count == 2)
    #expect(events.map(\.kind) == ["detent", "haptic", "detent", "haptic"])
    #expect(events.compactMap(\.value) == ["large", "medium"])
  }

  @Test func settleStartsWithTheFingersVelocityAndEndsOnTheDetent() throws {
    var sheet = try model()
    let release = try sheet.release(top: 400, velocity: -1000)
    #expect(abs(release.topVelocity(at: 0) - -1000) < 1e-9)
    // Mean velocity over the first millisecond: within 5 % of the release velocity.
    let early = (release.top(at: 0.001) - 400) / 0.001
    #expect(abs(early - -1000) / 1000 < 0.05)
    // The settle is a triple pole, x(t) = T + (e0 + (v + ωe0)t + (ωv + ω²e0/2)t²)e^(−ωt),
    // e0 = p − T, with the smallest ω (at least −2v/e0 while that is at most 120) that keeps it
    // within 0.5 pt of T from 0.55 s on (SheetSettle). An independent Python implementation
    // (ω by doubling from max(−2v/e0, 1), then 100 bisections; the last time |x − T| > 0.5 by
    // bisection past the one extremum) prints:
    //   400 57 -1000 omega 18.875295047037028 top(0.1) 255.80012300400122
    //   500 844 1500 omega 18.37057561234812 top(0.1) 663.8718527159148
    #expect(abs(release.top(at: 0.1) - 255.80012300400122) < 1e-6)
    #expect(release.top(at: release.duration) == 57)
    #expect(release.top(at: release.duration + 1) == 57)
    #expect(release.topVelocity(at: release.duration) == 0)

    var down = try model()
    let dismissal = try down.release(top: 500, velocity: 1500)
    #expect(abs(dismissal.top(at: 0.1) - 663.8718527159148) < 1e-6)
    #expect(dismissal.top(at: dismissal.duration) == 844)
  }

  @Test func rotationKeepsTheSelectedDetent() throws {
    var sheet = try model()
    _ = try sheet.release(top: 200, velocity: 0)  // → large
    #expect(sheet.selectedDetentID == "large")
    // Landscape phone (844×390, no top inset): large is 390 − 0 − 10 = 380 high, top 10.
    let landscape = try sheet.resized(
      to: SheetContainer(size: CGSize(width: 844, height: 390), topInset: 0))
    #expect(landscape.selectedDetentID == "large")
    #expect(landscape.selectedTop == 10)
    #expect(!landscape.isDismissed)
    // medium is 195 high there, top 195.
    #expect(landscape.stop("medium")?.top == 195)
    // And back to portrait: large at top 57 again.
    let portrait = try landscape.resized(to: phone)
    #expect(portrait.selectedTop == 57)
  }

  @Test func nonFiniteReleaseIsATypedError() throws {
    var sheet = try model()
    #expect(throws: SheetError.notFinite(parameter: "the release velocity", value: .infinity)) {
      _ = try sheet.release(top: 100, velocity: .infinity)
    }
    #expect(sheet.dragTop(translation: .nan) == 422)
    // Released exactly on the detent with no velocity: nothing to animate.
    let still = try sheet.release(top: 422, velocity: 0)
    #expect(still.timing == nil)
    #expect(still.top(at: 0.2) == 422)
  }
}
