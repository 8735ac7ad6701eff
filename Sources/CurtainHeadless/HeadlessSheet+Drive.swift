import Curtain
import CurtainEngine
import Foundation

extension HeadlessSheet {
  /// Plays a recorded pan on the resting sheet: one frame per sample (at its time since the
  /// first), then the release's (or the cancel's) settle at `fps` frames per second, the last
  /// frame exactly when it ends.
  ///
  /// The finger's vertical translation is fed to the sheet's `SheetSession` (the horizontal
  /// one is ignored, as a sheet's pan does), which shares it with the scroll content; at the
  /// end the drag is released (``RecordedPan/End/release``) at the finger's velocity (`SheetDrag.fingerVelocity`, as a pan
  /// recognizer estimates it),
  /// or cancelled. With a `grab`, a finger catches the settle `grab.after` seconds after the
  /// release where the sheet is on screen (the session's grab: no jump), and its pan plays the
  /// same way; a grab after the settle ended starts from rest. Afterwards `model` holds the
  /// new selected detent, or is dismissed.
  ///
  /// - Parameters:
  ///   - pan: The recorded pan.
  ///   - fps: Frames per second of the settle, `1...240`. Defaults to 60.
  ///   - lower: A sheet this one is stacked over, if any: each frame then holds it as
  ///     ``lowerSheetActor`` (``coveredState(_:top:)``), so dragging this sheet down brings it
  ///     forward frame by frame. Defaults to `nil`.
  ///   - grab: A finger catching the settle. Defaults to `nil`.
  /// - Returns: The frames and the events.
  /// - Throws: `SheetError` for a rate outside `1...240`, a grab time that is not more than 0,
  ///   or a sheet that was dismissed already.
  public mutating func drive(
    _ pan: RecordedPan, fps: Int = 60, covering lower: HeadlessSheet? = nil, grab: Grab? = nil
  ) throws(SheetError) -> Timeline {
    try checkPlayable(fps: fps)
    if let grab, !(grab.after > 0 && grab.after.isFinite) {
      throw .outOfRange(
        parameter: "the grab's time", value: grab.after,
        expected: "seconds after the release, more than 0")
    }
    var recorder = SheetRecorder(sheet: self, lower: lower, rate: Double(fps))
    recorder.play(pan, from: 0, grabbedTop: nil, cut: grab?.after)
    let falling = recorder.sheet.session.phase == .settling
    if let grab, falling || !recorder.sheet.model.isDismissed {
      let grabbing = recorder.sheet.session.phase == .settling
      let top = recorder.settleTop(after: grab.after)
      recorder.stopCoast(after: grab.after)
      recorder.play(
        grab.pan, from: max(recorder.releaseTime + grab.after, recorder.end),
        grabbedTop: grabbing ? top : nil, cut: nil)
    }
    self = recorder.sheet
    return Timeline(
      actors: lower == nil ? actors : actors + [Self.lowerSheetActor], framesPerSecond: fps,
      duration: recorder.end, frames: recorder.frames, events: recorder.events)
  }
}

extension HeadlessSheet {
  /// Refuses a frame rate outside `1...240` and a sheet that was dismissed already: what a
  /// drive or a change needs before it plays.
  func checkPlayable(fps: Int) throws(SheetError) {
    guard (1...240).contains(fps) else {
      throw .outOfRange(
        parameter: "the frame rate", value: Double(fps), expected: "a whole number in 1...240")
    }
    guard !model.isDismissed else {
      throw .outOfRange(
        parameter: "the sheet's state", value: 0, expected: "presented (it was dismissed)")
    }
  }
}

/// Records what a headless sheet's session shows, frame by frame.
private struct SheetRecorder {
  var sheet: HeadlessSheet
  let lower: HeadlessSheet?
  let rate: Double
  var frames: [Timeline.Frame] = []
  var events: [Timeline.Event] = []
  var releaseTime: TimeInterval = 0
  var end: TimeInterval = 0
  /// The settle under way after the last release, and the content's coast.
  var settle: SheetRelease?
  var coast: SheetDeceleration?

  init(sheet: HeadlessSheet, lower: HeadlessSheet?, rate: Double) {
    self.sheet = sheet
    self.lower = lower
    self.rate = rate
  }

  func states(top: CGFloat, offset: CGFloat) -> [ActorID: ViewState] {
    var states = sheet.states(top: top, contentOffset: offset)
    if let lower { states[HeadlessSheet.lowerSheetActor] = sheet.coveredState(lower, top: top) }
    return states
  }

  /// Where the settle has the sheet `after` seconds past the release.
  func settleTop(after: TimeInterval) -> CGFloat {
    settle?.top(at: after) ?? sheet.session.restingTop
  }

  /// A grab stops the content's coast where it is.
  mutating func stopCoast(after: TimeInterval) {
    if let coast { sheet.setContentOffset(coast.contentOffset(at: after)) }
    coast = nil
  }

  /// Plays `pan` from `start` seconds, then its settle, cut at `cut` seconds past the release
  /// when a grab follows.
  mutating func play(
    _ pan: RecordedPan, from start: TimeInterval, grabbedTop: CGFloat?, cut: TimeInterval?
  ) {
    let model = sheet.model
    // The headless scroll content fills the sheet.
    let height = model.containerHeight - sheet.session.restingTop
    let visible = model.visibleHeightAtHighestDetent(viewHeight: height, sheetHeight: height)
    let scroll =
      sheet.scrollContentHeight > 0
      ? SheetScrollContent(
        contentHeight: sheet.scrollContentHeight, visibleHeightAtHighestDetent: visible,
        contentOffset: sheet.contentOffset) : nil
    _ = sheet.perform {
      $0.beginDrag(allowsDismissal: true, grabbedTop: grabbedTop, scroll: scroll)
    }
    let origin = pan.samples.first?.time ?? 0
    var top = grabbedTop ?? sheet.session.restingTop
    var offset = sheet.contentOffset
    for sample in pan.samples {
      for effect in sheet.perform({ $0.move(translation: sample.translation.y, at: sample.time) }) {
        if case .show(let shown) = effect { top = shown }
        if case .scrollContent(let shown) = effect { offset = shown }
      }
      frames.append(
        Timeline.Frame(time: start + sample.time - origin, states: states(top: top, offset: offset))
      )
    }
    // The release's velocity is the session's estimate over the finger's samples, as in the
    // UIKit player.
    let effects = sheet.perform { pan.end == .release ? $0.release() : $0.cancelDrag() }
    sheet.setContentOffset(offset)
    releaseTime = frames.last?.time ?? start
    settle = nil
    coast = nil
    for effect in effects {
      if case .settle(let running) = effect { settle = running }
      if case .decelerateContent(let running) = effect { coast = running }
      // The session reports a release's events at the release, in its order (the new detent
      // or the dismissal, then the haptic), as the UIKit player does.
      if case .report(let event) = effect {
        events.append(Timeline.Event(time: releaseTime, kind: event.kind, value: event.value))
      }
    }
    let release = settle ?? sheet.session.lastRelease
    sheet.recordRelease(release, at: releaseTime)
    let settleEnd = releaseTime + (settle?.duration ?? 0)
    let fullEnd = max(settleEnd, releaseTime + (coast?.duration ?? 0))
    let stop = cut.map { min(releaseTime + $0, fullEnd) } ?? fullEnd
    var index = 1
    while releaseTime + Double(index) / rate < stop - 1e-9 {
      let time = Double(index) / rate
      let shownTop = settle?.top(at: time) ?? top
      frames.append(
        Timeline.Frame(
          time: releaseTime + time,
          states: states(top: shownTop, offset: coast?.contentOffset(at: time) ?? offset)))
      index += 1
    }
    if let cut, releaseTime + cut < fullEnd {
      // A grab follows before the settle or the coast ends.
      end = releaseTime + cut
      return
    }
    if settle != nil { _ = sheet.perform { $0.settleEnded() } }
    if let coast { sheet.setContentOffset(coast.contentOffset(at: coast.duration)) }
    if fullEnd > releaseTime {
      frames.append(
        Timeline.Frame(
          time: fullEnd,
          states: states(top: settle?.targetTop ?? top, offset: sheet.contentOffset)))
    }
    settle = nil
    coast = nil
    end = fullEnd
  }
}
