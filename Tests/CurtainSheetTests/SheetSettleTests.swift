import Curtain
import Foundation
import Testing

/// Velocity continuity at release: the first frame after the release moves at the release
/// velocity within 5 %, at 60 and 120 fps, and the settle ends exactly on its target.
///
/// The expected first-frame displacement is the requirement itself, `v / fps`, not anything
/// the code computes. The phone is 390 × 844 with a top inset of 47: medium rests at
/// 844 − 422 = 422, large at 844 − 787 = 57 (787 = 844 − 47 − 10), dismissal at 844.
@Suite struct SheetSettleTests {

  struct Release: CustomStringConvertible {
    var label: String
    var top: CGFloat
    var velocity: CGFloat
    var target: CGFloat
    var description: String { label }
  }

  /// Projections by hand, p + v · 0.499 (0.998 / 0.002 / 1000 = 0.499).
  static let releases: [Release] = [
    // 400 − 499 = −99: nearest large (57). y₀ = 343, ω* = 2 · 1000 / 343 ≈ 5.8 < 4π.
    Release(label: "flick up to large", top: 400, velocity: -1000, target: 57),
    // 400 − 1247.5: large. Here the 4π spring already fits (its first frame is ≈ 3 % slow).
    Release(label: "fast flick up", top: 400, velocity: -2500, target: 57),
    // 722 + 748.5 = 1470.5: dismissed. y₀ = −122, ω* = 3000 / 122 ≈ 24.6 > 4π, and the 4π
    // spring's first 60 Hz frame is ≈ 10 % slow (Python: ratio 0.9042): a stiffer spring keeps up.
    Release(label: "fast flick near the bottom", top: 722, velocity: 1500, target: 844),
    // 600 + 748.5 = 1348.5: past 844, nearer the bottom than medium: dismissed.
    Release(label: "flick down to dismiss", top: 600, velocity: 1500, target: 844),
    // 380 + 149.7 = 529.7: |529.7 − 422| = 107.7 < |529.7 − 844| = 314.3: medium.
    Release(label: "gentle release to medium", top: 380, velocity: 300, target: 422),
    // 100 + 399.2 = 499.2: medium (|77.2|) rather than large or the bottom.
    Release(label: "from near large down to medium", top: 100, velocity: 800, target: 422),
  ]

  @Test(arguments: releases)
  func firstFrameMovesAtTheReleaseVelocity(_ item: Release) throws {
    let phone = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    var model = try SheetModel(
      presentation: SheetPresentation(detents: [.medium, .large]), container: phone)
    model.beginDrag()
    let release = try model.release(top: item.top, velocity: item.velocity)
    #expect(release.targetTop == item.target)
    for fps in [60.0, 120.0] {
      let moved = release.top(at: 1 / fps) - item.top
      let expected = item.velocity / fps
      #expect(abs(moved / expected - 1) <= 0.05, "\(item) at \(fps) fps: \(moved) vs \(expected)")
    }
    if item.label == "fast flick near the bottom" {
      // The reference implementation (see SheetReleaseTests) chooses ω ≈ 22.957 here.
      #expect(release.duration < SheetSettle.spring(frequency: 4 * .pi).settlingDuration)
    }
    #expect(release.top(at: release.duration) == item.target)
    #expect(release.top(at: release.duration + 0.5) == item.target)
  }

  @Test func theFixedDefaultSpringWouldBeAQuarterTooFast() {
    // By hand, the closed form's first-frame mean velocity relative error for ω = 4π, y₀ = 343,
    // v = −1000 at 60 fps is ≈ dt · ω · (ω · |y₀| / (2|v|) − 1) = (1/60) · 12.566 · (2.155 − 1)
    // ≈ 0.242 (second-order terms make the exact value a little smaller): far over 5 %.
    let error = SheetSettle.firstFrameError(
      omega: 4 * .pi, displacement: 343, velocity: -1000, fps: 60)
    #expect(error > 0.15 && error < 0.26)
    let chosen = SheetSettle.frequency(displacement: 343, velocity: -1000, fastest: 4 * .pi)
    #expect(chosen < 4 * .pi && chosen >= SheetSettle.slowestFrequency)
    #expect(
      abs(
        SheetSettle.firstFrameError(
          omega: chosen, displacement: 343, velocity: -1000, fps: 60)) <= 0.04)
  }

  @Test func restAndMovingAwayKeepTheFastestSpring() {
    #expect(SheetSettle.frequency(displacement: 100, velocity: 0, fastest: 4 * .pi) == 4 * .pi)
    // A vetoed dismissal: below its detent (y₀ > 0) still moving down (v > 0).
    #expect(SheetSettle.frequency(displacement: 90, velocity: 2000, fastest: 4 * .pi) == 4 * .pi)
    #expect(SheetSettle.frequency(displacement: .nan, velocity: 10, fastest: .nan) == 4)
    #expect(SheetSettle.spring(frequency: .infinity).stiffness == 16)
  }
}
