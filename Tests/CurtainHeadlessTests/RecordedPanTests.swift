import Curtain
import CurtainHeadless
import Foundation
import Testing

/// The recorded pan of `--gesture-script`: reading, typed errors, and the velocity at release
/// in a headless sheet's timeline.
@Suite struct RecordedPanTests {
  @Test func readsSamplesAndEnd() throws {
    let pan = try RecordedPan(
      jsonData: Data(
        #"{"samples": [{"t": 0, "x": 1, "y": 2}, {"t": 0.5, "x": 3, "y": -4}], "end": "cancel"}"#
          .utf8))
    #expect(pan.samples.count == 2)
    #expect(pan.samples[1].time == 0.5)
    #expect(pan.samples[1].translation == CGPoint(x: 3, y: -4))
    #expect(pan.samples[1].location == CGPoint(x: 3, y: -4))
    #expect(pan.end == .cancel)
    let script = pan.script(pan: .regular(.fromBottom), distance: 844)
    #expect(script.samples == pan.samples && script.distance == 844)
  }

  @Test func aMissingEndIsARelease() throws {
    let pan = try RecordedPan(jsonData: Data(#"{"samples": [{"t": 0, "x": 0, "y": 0}]}"#.utf8))
    #expect(pan.end == .release)
  }

  @Test func samplesMadeInCodeAreCheckedToo() {
    #expect(throws: RecordedPanError.noSamples) { try RecordedPan(samples: []) }
    #expect(throws: RecordedPanError.notFinite(index: 0, field: "y")) {
      try RecordedPan(samples: [GestureSample(time: 0, translation: CGPoint(x: 0, y: CGFloat.nan))])
    }
    #expect(throws: RecordedPanError.notFinite(index: 1, field: "t")) {
      try RecordedPan(samples: [
        GestureSample(time: 0, translation: .zero),
        GestureSample(time: .infinity, translation: .zero),
      ])
    }
    #expect(throws: RecordedPanError.nonMonotonicTime(index: 1, time: 0.2, previous: 0.3)) {
      try RecordedPan(samples: [
        GestureSample(time: 0.3, translation: .zero), GestureSample(time: 0.2, translation: .zero),
      ])
    }
  }

  @Test(arguments: [
    (#"{"samples": 3}"#, "must be an array"),
    (#"{"samples": [7]}"#, "sample 0 of the gesture script: it is not an object"),
    (#"{"samples": [{"t": 0, "x": true, "y": 0}]}"#, "\"x\" is not a number"),
    (#"{"samples": [{"t": 0, "x": 0, "y": 0}], "end": null}"#, "release"),
    ("", "not valid JSON"),
  ])
  func badJSONNamesTheProblem(text: String, message: String) {
    do {
      let pan = try RecordedPan(jsonData: Data(text.utf8))
      // `"end": null` reads as no end: a release.
      #expect(pan.end == .release && message == "release")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }

  /// The first frame after a release in the timeline moves at the finger's velocity.
  ///
  /// A steady drag up of 150 points in 0.25 s from medium (phone 390 × 844, inset 47) moves at
  /// −600 pt/s (the velocity estimator's slope of a straight line is exact). Released at
  /// 422 − 150 = 272: projected 272 − 299.4 = −27.4, nearest large (57). The frame after the
  /// release, 1/fps later, must have moved −600 / fps within 5 %.
  @Test(arguments: [60, 120])
  func theTimelinesFirstFrameAfterReleaseKeepsTheFingersVelocity(fps: Int) throws {
    var sheet = try HeadlessSheet(
      presentation: SheetPresentation(detents: [.medium, .large]),
      container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
    let samples = (0...30).map { step in
      GestureSample(time: Double(step) / 120, translation: CGPoint(x: 0, y: -5 * Double(step)))
    }
    let timeline = try sheet.drive(RecordedPan(samples: samples), fps: fps)
    let release = try #require(timeline.frames.firstIndex { abs($0.time - 0.25) < 1e-12 })
    let before = try #require(timeline.frames[release][.presented]?.frame?.minY)
    let after = try #require(timeline.frames[release + 1][.presented]?.frame?.minY)
    #expect(abs(timeline.frames[release + 1].time - (0.25 + 1 / Double(fps))) < 1e-12)
    #expect(before == 272)
    let expected = -600 / CGFloat(fps)
    #expect(abs((after - before) / expected - 1) <= 0.05, "\(after - before) vs \(expected)")
    #expect(timeline.frames.last?[.presented]?.frame?.minY == 57)
  }
}
