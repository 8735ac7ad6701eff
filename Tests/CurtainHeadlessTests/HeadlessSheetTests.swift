import Curtain
import CurtainHeadless
import Foundation
import Testing

/// The headless sheet's events, rotation, keyboard and stacking.
///
/// Every expected number is worked out by hand (or by the Python line quoted) in the comments.
@Suite struct HeadlessSheetTests {
  static let phone = CGSize(width: 390, height: 844)

  func sheet(
    _ detents: [SheetDetent] = [.medium, .large], selected: String? = nil,
    dismissible: Bool = true, size: CGSize = phone, topInset: CGFloat = 47,
    preferred: CGFloat? = nil, content: CGFloat = 0
  ) throws -> HeadlessSheet {
    try HeadlessSheet(
      presentation: SheetPresentation(
        detents: detents, selectedDetentID: selected, isDismissible: dismissible),
      container: SheetContainer(size: size, topInset: topInset, preferredContentHeight: preferred),
      scrollContentHeight: content)
  }

  /// A straight drag by `dy` points over `duration` seconds at 120 Hz.
  func pan(
    _ dy: CGFloat, over duration: Double, end: RecordedPan.End = .release
  ) throws
    -> RecordedPan
  {
    let steps = Int((duration * 120).rounded())
    let samples = (0...steps).map { step in
      GestureSample(
        time: Double(step) / 120, translation: CGPoint(x: 0, y: dy * CGFloat(step) / CGFloat(steps))
      )
    }
    return try RecordedPan(samples: samples, end: end)
  }

  @Test func oneHapticPerDetentChangeAndDetentEventsWithTheID() throws {
    var sheet = try sheet()
    // Up 150 in 0.25 s (−600 pt/s) from medium (422): 272 − 299.4 < 57 → large.
    let up = try sheet.drive(pan(-150, over: 0.25))
    // Both at the release (the last sample, 30 / 120 = 0.25 s), the detent first, as UIKit
    // reports a selection change before the sheet animates to it; the settle lasts longer.
    #expect(up.events.map(\.kind) == ["detent", "haptic"])
    #expect(up.events.first?.value == "large")
    #expect(up.events.map(\.time) == [0.25, 0.25])
    #expect(up.duration > 0.25)
    #expect(up.frames.last?[.presented]?.frame?.minY == 57)
    // A small drag at large that settles back on large: no new detent, no haptic.
    let again = try sheet.drive(pan(20, over: 0.5))
    #expect(again.events.isEmpty)
    #expect(again.frames.last?[.presented]?.frame?.minY == 57)
    // Down 400 in 0.25 s (+1600 pt/s) from large: 457 + 798.4 > 844 → dismissed.
    let down = try sheet.drive(pan(400, over: 0.25))
    #expect(down.events.map(\.kind) == ["dismissed"])
    #expect(down.events.first?.time == 0.25)
    #expect(sheet.model.isDismissed)
    #expect(down.frames.last?[.presented]?.frame?.minY == 844)
  }

  @Test func vetoReportsTheAttemptAndSpringsBack() throws {
    var sheet = try sheet(dismissible: false)
    let timeline = try sheet.drive(pan(300, over: 0.2))
    #expect(timeline.events.map(\.kind) == ["dismissAttempt"])
    #expect(timeline.events[0].time == 0.2)
    #expect(timeline.frames.last?[.presented]?.frame?.minY == 422)
    #expect(!sheet.model.isDismissed)
    // Rubber band below medium at the release (t = 0.2): 422 + f(300), f(300) =
    // (1 − 1 / (300 · 0.55 / 844 + 1)) · 844, never the 300 the finger moved. Python:
    // `print((1-1/(300*0.55/844+1))*844)` prints 138.01783944499505. (The settle then starts at the finger's downward velocity, so
    // the sheet goes on a few points further before it turns back.)
    let atRelease = try #require(timeline.frames.first { $0.time == 0.2 })
    let top = try #require(atRelease[.presented]?.frame?.minY)
    #expect(abs(top - (422 + 138.01783944499505)) < 1e-6)
  }

  @Test func cancelReturnsWithoutEvents() throws {
    var sheet = try sheet()
    let timeline = try sheet.drive(pan(-150, over: 0.25, end: .cancel))
    #expect(timeline.events.isEmpty)
    #expect(timeline.frames.last?[.presented]?.frame?.minY == 422)
    #expect(sheet.model.selectedDetentID == "medium")
  }

  @Test func eventsReachTheJSONAndReadBack() throws {
    var sheet = try sheet()
    let timeline = try sheet.drive(pan(-150, over: 0.25))
    let json = String(decoding: try timeline.jsonData(), as: UTF8.self)
    #expect(json.contains("\"events\""))
    #expect(json.contains("\"value\" : \"large\""))
    #expect(try Timeline(jsonData: timeline.jsonData()) == timeline)
    // A timeline without events writes no "events" key, as before.
    let plain = Timeline(actors: [.presented], framesPerSecond: 60, duration: 0, frames: [])
    #expect(!String(decoding: try plain.jsonData(), as: UTF8.self).contains("events"))
  }

  @Test func aGrabberIsItsOwnActorOnTheSheetsTopEdge() throws {
    var sheet = try HeadlessSheet(
      presentation: SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true),
      container: SheetContainer(size: Self.phone, topInset: 47))
    let timeline = try sheet.drive(pan(-150, over: 0.25))
    #expect(timeline.actors.contains(HeadlessSheet.grabberActor))
    // 36 × 5, centred ((390 − 36) / 2 = 177), 5 below the top edge: 422 + 5 at the start,
    // 57 + 5 at the end.
    let first = try #require(timeline.frames.first?[HeadlessSheet.grabberActor]?.frame)
    #expect(first == CGRect(x: 177, y: 427, width: 36, height: 5))
    #expect(timeline.frames.last?[HeadlessSheet.grabberActor]?.frame?.minY == 62)
    #expect(try self.sheet().actors == [.presented, .background])
  }

  @Test func contentOffsetIsItsOwnActorChannel() throws {
    var sheet = try sheet(content: 2000)
    // Up 500 from medium: 365 move the sheet to large, the other 135 scroll the content.
    let timeline = try sheet.drive(pan(-500, over: 0.5))
    #expect(timeline.actors.contains(HeadlessSheet.contentActor))
    let atRelease = try #require(timeline.frames.first { $0.time == 0.5 })
    let released = try #require(atRelease[HeadlessSheet.contentActor])
    #expect(abs((released.transform?.translationY ?? 0) - -135) < 1e-9)
    // Released while scrolling at the finger's 1,000 pt/s: the content coasts on at the normal
    // rate, 1000 / (1000 · −ln 0.998) = 499.4998 more in all (Python:
    // `-1 / math.log(0.998)`), stopping less than half a point short: 634.5 within 1.
    let last = try #require(timeline.frames.last?[HeadlessSheet.contentActor])
    #expect(abs((last.transform?.translationY ?? 0) - -(135 + 499.4998)) < 1)
    #expect(abs(sheet.contentOffset - (135 + 499.4998)) < 1)
    #expect(timeline.frames.last?[.presented]?.frame?.minY == 57)
  }

  /// Resolved heights of every detent kind, by hand.
  ///
  /// Custom is max / 2; fitting is 500, clamped to max:
  /// - phone portrait 390 × 844, inset 47: max 844 − 47 − 10 = 787; medium 422, large 787,
  ///   0.3 → 253.2, 300pt → 300, fitting 500, custom 393.5.
  /// - phone landscape 844 × 390, inset 0: max 380; medium 195, large 380, 0.3 → 117,
  ///   300, fitting 380 (clamped), custom 190.
  /// - iPad portrait 1024 × 1366, inset 24: max 1332; medium 683, large 1332, 0.3 → 409.8,
  ///   300, fitting 500, custom 666.
  /// - iPad landscape 1366 × 1024, inset 24: max 990; medium 512, large 990, 0.3 → 307.2,
  ///   300, fitting 500, custom 495.
  static let containers: [(size: CGSize, inset: CGFloat, heights: [String: CGFloat])] = [
    (
      CGSize(width: 390, height: 844), 47,
      ["medium": 422, "large": 787, "0.3": 253.2, "300pt": 300, "fitting": 500, "half": 393.5]
    ),
    (
      CGSize(width: 844, height: 390), 0,
      ["medium": 195, "large": 380, "0.3": 117, "300pt": 300, "fitting": 380, "half": 190]
    ),
    (
      CGSize(width: 1024, height: 1366), 24,
      ["medium": 683, "large": 1332, "0.3": 409.8, "300pt": 300, "fitting": 500, "half": 666]
    ),
    (
      CGSize(width: 1366, height: 1024), 24,
      ["medium": 512, "large": 990, "0.3": 307.2, "300pt": 300, "fitting": 500, "half": 495]
    ),
  ]

  static let ids = ["medium", "large", "0.3", "300pt", "fitting", "half"]

  @Test(arguments: ids)
  func rotationKeepsTheSelectedDetentAndNeverDismisses(_ id: String) throws {
    let detents: [SheetDetent] = [
      .medium, .large, try .fraction(0.3, id: "0.3"), try .height(300, id: "300pt"), .fitting,
      .custom("half") { $0.maximumDetentValue / 2 },
    ]
    let first = Self.containers[0]
    var sheet = try sheet(
      detents, selected: id, size: first.size, topInset: first.inset, preferred: 500)
    // Portrait → landscape → portrait on the phone, then the iPad both ways, then back.
    for index in [0, 1, 0, 2, 3, 2, 0] {
      let container = Self.containers[index]
      try sheet.resize(
        to: SheetContainer(
          size: container.size, topInset: container.inset, preferredContentHeight: 500))
      let height = try #require(container.heights[id])
      #expect(sheet.model.selectedDetentID == id)
      #expect(!sheet.model.isDismissed)
      #expect(abs(sheet.restingFrame.minY - (container.size.height - height)) < 1e-9)
      #expect(sheet.restingFrame.width == container.size.width)
    }
  }

  /// The keyboard on a phone and an iPad, both orientations, every detent kind.
  ///
  /// Keyboards 336, 209, 313 and 398 points tall (typical heights; only the arithmetic matters).
  /// Expected frames (y, height) from this Python script, its output pasted below:
  ///     # Keyboard room for a sheet flush with the bottom (KeyboardAvoidance.compress, buffer 0):
  ///     # top T = H - h, overlap k, limit L = min(max(inset, 20), T);
  ///     # T - k >= L -> (T - k, h), else (L, (H - k) - L).
  ///     containers = [("phone portrait", 390, 844, 47, 336), ("phone landscape", 844, 390, 0, 209),
  ///                   ("iPad portrait", 1024, 1366, 24, 313), ("iPad landscape", 1366, 1024, 24, 398)]
  ///     def heights(H, inset):
  ///         m = max(H - inset - 10, 0)
  ///         clamp = lambda x: min(max(x, 0), m)
  ///         return {"medium": clamp(H / 2), "large": m, "0.3": clamp(0.3 * H), "300pt": clamp(300),
  ///                 "fitting": clamp(500), "half": clamp(m / 2)}
  ///     for name, W, H, inset, k in containers:
  ///         for id_, h in heights(H, inset).items():
  ///             T = H - h
  ///             L = min(max(inset, 20), T)
  ///             y, hh = (T - k, h) if T - k >= L else (L, (H - k) - L)
  ///             print(f'("{name}", "{id_}", {round(y, 6)}, {round(hh, 6)}),')
  static let keyboardCases: [(container: String, id: String, y: CGFloat, height: CGFloat)] = [
    ("phone portrait", "medium", 86.0, 422.0),
    ("phone portrait", "large", 47, 461),
    ("phone portrait", "0.3", 254.8, 253.2),
    ("phone portrait", "300pt", 208, 300),
    ("phone portrait", "fitting", 47, 461),
    ("phone portrait", "half", 114.5, 393.5),
    ("phone landscape", "medium", 20, 161),
    ("phone landscape", "large", 10, 171),
    ("phone landscape", "0.3", 64.0, 117.0),
    ("phone landscape", "300pt", 20, 161),
    ("phone landscape", "fitting", 10, 171),
    ("phone landscape", "half", 20, 161),
    ("iPad portrait", "medium", 370.0, 683.0),
    ("iPad portrait", "large", 24, 1029),
    ("iPad portrait", "0.3", 643.2, 409.8),
    ("iPad portrait", "300pt", 753, 300),
    ("iPad portrait", "fitting", 553, 500),
    ("iPad portrait", "half", 387.0, 666.0),
    ("iPad landscape", "medium", 114.0, 512.0),
    ("iPad landscape", "large", 24, 602),
    ("iPad landscape", "0.3", 318.8, 307.2),
    ("iPad landscape", "300pt", 326, 300),
    ("iPad landscape", "fitting", 126, 500),
    ("iPad landscape", "half", 131.0, 495.0),
  ]

  @Test(arguments: 0..<24)
  func theKeyboardMakesRoomForEveryDetentKindEverywhere(_ index: Int) throws {
    let item = Self.keyboardCases[index]
    let shapes: [String: (size: CGSize, inset: CGFloat, keyboard: CGFloat)] = [
      "phone portrait": (CGSize(width: 390, height: 844), 47, 336),
      "phone landscape": (CGSize(width: 844, height: 390), 0, 209),
      "iPad portrait": (CGSize(width: 1024, height: 1366), 24, 313),
      "iPad landscape": (CGSize(width: 1366, height: 1024), 24, 398),
    ]
    let shape = try #require(shapes[item.container])
    let detents: [SheetDetent] = [
      .medium, .large, try .fraction(0.3, id: "0.3"), try .height(300, id: "300pt"), .fitting,
      .custom("half") { $0.maximumDetentValue / 2 },
    ]
    var sheet = try HeadlessSheet(
      presentation: SheetPresentation(detents: detents, selectedDetentID: item.id),
      container: SheetContainer(
        size: shape.size, topInset: shape.inset, preferredContentHeight: 500))
    let height = shape.size.height
    sheet.keyboard = CGRect(
      x: 0, y: height - shape.keyboard, width: shape.size.width, height: shape.keyboard)
    let frame = sheet.restingFrame
    #expect(abs(frame.minY - item.y) < 1e-9, "\(item)")
    #expect(abs(frame.height - item.height) < 1e-9, "\(item)")
    #expect(frame.width == shape.size.width)
  }

  @Test func theSheetRisesWithTheKeyboard() throws {
    var sheet = try sheet()
    // Phone, medium (top 422), a 336-point keyboard (its top at 508). The sheet is flush with
    // the bottom: no buffer, overlap 844 − 508 = 336; 422 − 336 = 86 is below the limit 47.
    sheet.keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    #expect(sheet.restingFrame == CGRect(x: 0, y: 86, width: 390, height: 422))
    // At large (57): 57 − 336 < 47, so it stops at 47 and ends on the keyboard: 508 − 47 = 461.
    _ = try sheet.drive(pan(-150, over: 0.25))
    #expect(sheet.restingFrame == CGRect(x: 0, y: 47, width: 390, height: 461))
    // iPad landscape, medium (512 high, top 512), a 398-point keyboard (top 626): 512 − 398
    // = 114 is below the limit 24, so up by 398.
    var pad = try self.sheet(size: CGSize(width: 1366, height: 1024), topInset: 24)
    pad.keyboard = CGRect(x: 0, y: 626, width: 1366, height: 398)
    #expect(pad.restingFrame == CGRect(x: 0, y: 114, width: 1366, height: 512))
    pad.keyboard = nil
    #expect(pad.restingFrame.minY == 512)
  }

  @Test func aCoveredSheetStepsBackAndComesForwardWithTheDrag() throws {
    let lower = try sheet(selected: "large")
    var upper = try sheet(selected: "large")
    // The upper sheet at large (57, 787 high): progress 1. The lower sheet's frame is at 57,
    // 787 high; scale 358/390, its top 10 lower: translationY = 10 − (1 − 358/390) · 787 / 2
    // = 10 − 32.2974… = −22.2974…; alpha 1 − 0.15.
    let stepped = upper.coveredState(lower, top: 57)
    #expect(abs((stepped.transform?.scaleX ?? 0) - 358.0 / 390.0) < 1e-12)
    #expect(abs((stepped.transform?.translationY ?? 0) - (10 - 32.0 / 390.0 * 787 / 2)) < 1e-9)
    #expect(abs((stepped.alpha ?? 0) - 0.85) < 1e-12)
    // Progress runs from the detent below the largest (medium, 422) to large (57), as iOS's
    // presenting view behind a medium/large sheet: half way (239.5) is 0.5, medium is 0.
    let half = upper.coveredState(lower, top: 239.5)
    #expect(abs((half.transform?.scaleX ?? 0) - (1 - 16.0 / 390.0)) < 1e-12)
    #expect(upper.coveredState(lower, top: 422).transform?.scaleX == 1)
    // An interactive dismissal of the upper sheet brings the lower one fully forward.
    let timeline = try upper.drive(pan(500, over: 0.25), covering: lower)
    #expect(timeline.actors.contains(HeadlessSheet.lowerSheetActor))
    let scales = timeline.frames.compactMap { $0[HeadlessSheet.lowerSheetActor]?.transform?.scaleX }
    #expect(scales.count == timeline.frames.count)
    #expect(abs((scales.first ?? 0) - 358.0 / 390.0) < 1e-12)
    #expect(scales.last == 1)
    #expect(timeline.frames.last?[HeadlessSheet.lowerSheetActor]?.alpha == 1)
    // Frame by frame it comes forward while the upper sheet goes down.
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
  }

  @Test func belowItsSmallestDetentTheSheetKeepsItsHeight() throws {
    var sheet = try sheet()
    // Down 200 from medium (422) and cancelled: at the last sample the sheet's top is 622 and
    // it is still medium's 422 high (it moves down, it is not squashed to 844 − 622 = 222).
    let timeline = try sheet.drive(pan(200, over: 0.25, end: .cancel))
    let atEnd = try #require(timeline.frames.first { $0.time == 0.25 })
    let frame = try #require(atEnd[.presented]?.frame)
    #expect(abs(frame.minY - 622) < 1e-9 && frame.height == 422 && frame.width == 390)
  }

  @Test func aFingerCatchesTheSettleWhereTheSheetIs() throws {
    var sheet = try sheet()
    // Up 150 in 0.25 s from medium: released towards large. 0.1 s later a finger catches it
    // where the settle has it, then drags 30 down and lets go at rest.
    let catchPan = try pan(30, over: 0.25)
    var alone = try self.sheet()
    let free = try alone.drive(pan(-150, over: 0.25))
    let timeline = try sheet.drive(
      pan(-150, over: 0.25), grab: HeadlessSheet.Grab(after: 0.1, pan: catchPan))
    // The settle's top 0.1 s after the release, from the same release played alone.
    let settleTop = try #require(free.frames.first { abs($0.time - 0.35) < 1e-9 })
    let grabbed = try #require(timeline.frames.first { abs($0.time - 0.35) < 1e-9 })
    let before = try #require(settleTop[ActorID.presented]?.frame?.minY)
    // The grab's first frame is where the settle was: no jump.
    #expect(grabbed[.presented]?.frame?.minY == before)
    // 30 lower at the end of the catch (0.35 + 0.25 = 0.6).
    let end = try #require(timeline.frames.first { abs($0.time - 0.6) < 1e-9 })
    let shown = try #require(end[.presented]?.frame?.minY)
    #expect(abs(shown - (before + 30)) < 1e-9)
  }
}
