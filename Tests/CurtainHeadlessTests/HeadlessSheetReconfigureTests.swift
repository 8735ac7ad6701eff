import Curtain
import CurtainHeadless
import Foundation
import Testing

/// The headless sheet changed while it is presented (`HeadlessSheet.reconfigure(to:fps:)`), as
/// the UIKit player's sheet and CurtainSwiftUI's content modifiers change it.
///
/// A 390 × 844 container, top inset 47: `.large` rests at 47 + 10 = 57, `.medium` at
/// 844 / 2 = 422. The settle spring is critically damped with ω = 4π and starts at rest, so
/// its top edge at t seconds is `422 + (57 − 422)(1 + ωt)e^(−ωt)` (Python:
/// `422 + (57 - 422) * (1 + w * t) * math.exp(-w * t)` with `w = 4 * math.pi`).
@Suite struct HeadlessSheetReconfigureTests {
  func sheet(_ detents: [SheetDetent], selected: String) throws -> HeadlessSheet {
    try HeadlessSheet(
      presentation: SheetPresentation(detents: detents, selectedDetentID: selected),
      container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
  }

  func top(_ frame: Timeline.Frame?) -> CGFloat? { frame?[.presented]?.frame?.minY }

  /// The detent it rests on is gone: it moves from 57 to 422 on the settle spring, frame by
  /// frame, with the new grabber from the first frame, and reports no event.
  @Test func aSheetWhoseDetentIsGoneMovesOnTheSettleSpring() throws {
    var sheet = try sheet([.medium, .large], selected: "large")
    let move = try sheet.reconfigure(
      to: SheetPresentation(detents: [.medium], prefersGrabberVisible: true))
    #expect(move.events.isEmpty)
    #expect(top(move.frames.first) == 57)
    #expect(move.frames.first?[HeadlessSheet.grabberActor] != nil)
    let expected: [(time: Double, top: CGFloat)] = [
      (1.0 / 60, 63.9707), (6.0 / 60, 187.5749), (15.0 / 60, 356.6743), (30.0 / 60, 417.0357),
    ]
    for (time, value) in expected {
      let frame = move.frames.first { abs($0.time - time) < 1e-9 }
      let shown = try #require(top(frame))
      #expect(abs(shown - value) < 0.01, "top at \(time) s: \(shown), expected \(value)")
    }
    #expect(top(move.frames.last) == 422)
    #expect(move.frames.last?.time == move.duration)
    #expect(sheet.restingFrame.minY == 422)
    #expect(sheet.actors.contains(HeadlessSheet.grabberActor))
  }

  /// The detent it rests on is kept: one frame at 422 with the new corner radius.
  @Test func aSheetWhoseDetentIsKeptIsShownAtOnce() throws {
    var sheet = try sheet([.medium], selected: "medium")
    let shown = try sheet.reconfigure(
      to: SheetPresentation(
        detents: [.medium, .large], selectedDetentID: "large", cornerRadius: 24))
    #expect(shown.frames.count == 1)
    #expect(shown.duration == 0)
    #expect(top(shown.frames.first) == 422)
    #expect(shown.frames.first?[.presented]?.cornerRadius == 24)
    // The new detents are the sheet's: a drag up now settles on large.
    let samples = (0...30).map { step in
      GestureSample(time: Double(step) / 120, translation: CGPoint(x: 0, y: -5 * CGFloat(step)))
    }
    let up = try sheet.drive(RecordedPan(samples: samples, end: .release))
    #expect(top(up.frames.last) == 57)
  }

  /// A `.fitting` sheet without a preferred content height cannot be resolved: the sheet keeps
  /// its shape, shown as it rests.
  @Test func anUnresolvableSheetIsNotTaken() throws {
    var sheet = try sheet([.large], selected: "large")
    let kept = try sheet.reconfigure(to: SheetPresentation(detents: [.fitting]))
    #expect(kept.frames.count == 1)
    #expect(top(kept.frames.first) == 57)
    #expect(sheet.restingFrame.minY == 57)
  }

  /// A rate outside 1...240 and a dismissed sheet are refused with a typed error.
  @Test func badInputIsRefused() throws {
    var sheet = try sheet([.large], selected: "large")
    #expect(throws: SheetError.self) {
      _ = try sheet.reconfigure(to: SheetPresentation(detents: [.medium]), fps: 0)
    }
    let samples = (0...30).map { step in
      GestureSample(time: Double(step) / 120, translation: CGPoint(x: 0, y: 15 * CGFloat(step)))
    }
    _ = try sheet.drive(RecordedPan(samples: samples, end: .release))
    #expect(sheet.restingFrame.minY == 844)
    #expect(throws: SheetError.self) {
      _ = try sheet.reconfigure(to: SheetPresentation(detents: [.medium]))
    }
  }
}
