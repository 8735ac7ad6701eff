import Curtain
import Foundation

/// A presented sheet played headless: dragged by a recorded pan, released, settled, with the
/// scroll-view hand-off, the keyboard and container resizes, recorded as a ``Timeline`` with
/// ``Timeline/events``.
///
/// The timeline's actors:
/// - `presented`: the sheet. Its frame spans the container's width from its
///   top edge (the frame's minimum y) to the container's bottom edge, with the presentation's
///   corner radius on its top corners.
/// - `background`: the dim over the presenting view, black, its alpha
///   `SheetModel.dimmingAlpha(top:)`.
/// - ``grabberActor`` (`custom:grabber`), only when the presentation shows a grabber: 36 × 5
///   points, centred, 5 points below the sheet's top edge.
/// - ``contentActor`` (`custom:sheetContent`), only with scrollable content: the scroll
///   content, its frame starting at the sheet's top edge and `scrollContentHeight` tall, its
///   `transform.translationY` the content offset negated (scrolled up by 120 pt:
///   `translationY` −120).
///
/// Events: `haptic` and `dismissAttempt` at the release; `detent` (the new detent's id) and
/// `dismissed` when the settle ends. After the release the content keeps its offset (Curtain
/// does not decelerate it).
///
/// ```swift
/// var sheet = try HeadlessSheet(
///   presentation: SheetPresentation(detents: [.medium, .large]),
///   container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
/// let pan = try RecordedPan(samples: [
///   GestureSample(time: 0, translation: .zero),
///   GestureSample(time: 0.1, translation: CGPoint(x: 0, y: -100)),
/// ])
/// let timeline = try sheet.drive(pan)
/// timeline.events.map(\.kind)  // ["haptic", "detent"]
/// ```
public struct HeadlessSheet: Sendable {
  /// The scroll content's actor, `custom:sheetContent`.
  public static let contentActor = ActorID.custom("sheetContent")
  /// The grabber's actor when the presentation shows one, `custom:grabber`.
  public static let grabberActor = ActorID.custom("grabber")
  /// The covered sheet's actor when this sheet is stacked over another, `custom:lowerSheet`.
  public static let lowerSheetActor = ActorID.custom("lowerSheet")

  /// The sheet's rules, its selected detent and whether it was dismissed.
  public private(set) var model: SheetModel
  /// The scroll content's height, in points; 0 for none.
  public let scrollContentHeight: CGFloat
  /// The content's offset when the next drag begins.
  public private(set) var contentOffset: CGFloat = 0
  /// The last drive's release (or cancel): its target, outcome, events and settle timing;
  /// `nil` before a drive.
  public private(set) var lastRelease: SheetRelease?
  /// When the last drive's release happened, in seconds from its first sample.
  public private(set) var lastReleaseTime: TimeInterval = 0
  /// The keyboard's frame in the container's coordinates, `nil` when it is hidden.
  ///
  /// While it is up the sheet makes room with `KeyboardAvoidance.compress`: a sheet
  /// sits flush on the container's bottom edge, so it rises by the part of the keyboard inside
  /// the container; when that would take its top edge above `max(top inset, 20)`, it stops
  /// there and its height shrinks to end on the keyboard.
  public var keyboard: CGRect?

  /// Creates a sheet resting on its selected detent.
  ///
  /// - Parameters:
  ///   - presentation: The sheet.
  ///   - container: The container: its size and top safe-area inset.
  ///   - scrollContentHeight: The scroll content's height in points; 0 (the default) for none.
  /// - Throws: `SheetError` when a detent cannot be resolved or the height is
  ///   negative or not finite.
  public init(
    presentation: SheetPresentation, container: SheetContainer, scrollContentHeight: CGFloat = 0
  ) throws(SheetError) {
    try SheetError.check(
      scrollContentHeight, "the scroll content height", "a number of points >= 0"
    ) { $0 >= 0 }
    model = try SheetModel(presentation: presentation, container: container)
    self.scrollContentHeight = scrollContentHeight
  }

  /// The container's bounds.
  public var bounds: CGRect { CGRect(origin: .zero, size: model.container.size) }

  /// The actors of the timelines: the sheet, the dim, the content when there is some and the
  /// grabber when the presentation shows one.
  public var actors: [ActorID] {
    var actors: [ActorID] = [.presented, .background]
    if scrollContentHeight > 0 { actors.append(Self.contentActor) }
    if model.presentation.prefersGrabberVisible { actors.append(Self.grabberActor) }
    return actors
  }

  /// A container resize or rotation: the detents are resolved again in the new container, the
  /// selected detent is kept, and the sheet is never dismissed by it.
  ///
  /// - Parameter container: The new container.
  /// - Throws: `SheetError` when a detent cannot be resolved there.
  public mutating func resize(to container: SheetContainer) throws(SheetError) {
    model = try model.resized(to: container)
  }

  /// The sheet's frame with its top edge at `top`, the keyboard's room made.
  ///
  /// - Parameter top: The top edge without the keyboard.
  /// - Returns: Full width, from `top` to the container's bottom edge (0 tall below it), moved
  ///   by ``keyboard`` as `KeyboardAvoidance.compress` does.
  public func frame(top: CGFloat) -> CGRect {
    let size = model.container.size
    let clamped = min(top, size.height)
    let frame = CGRect(x: 0, y: clamped, width: size.width, height: size.height - clamped)
    return KeyboardAvoidance.compress.frame(
      for: frame, keyboard: keyboard, in: bounds,
      safeArea: EdgeInsets(top: model.container.topInset, left: 0, bottom: 0, right: 0))
  }

  /// The frame of the sheet resting on its selected detent (the container's bottom edge once
  /// dismissed).
  public var restingFrame: CGRect {
    frame(top: model.isDismissed ? model.containerHeight : model.selectedTop)
  }

  /// Every actor's state with the sheet's top edge at `top` and the content at `contentOffset`.
  ///
  /// - Parameters:
  ///   - top: The top edge without the keyboard.
  ///   - contentOffset: The content's offset.
  /// - Returns: The states keyed by actor.
  public func states(top: CGFloat, contentOffset: CGFloat) -> [ActorID: ViewState] {
    let sheet = frame(top: top)
    var states: [ActorID: ViewState] = [
      .presented: ViewState(
        frame: sheet, cornerRadius: model.presentation.cornerRadius,
        corners: [.topLeft, .topRight]),
      .background: ViewState(
        frame: bounds, alpha: model.dimmingAlpha(top: top), backgroundColor: .black),
    ]
    if model.presentation.prefersGrabberVisible {
      let grabber = SheetPresentation.grabberFrame(sheetWidth: sheet.width)
      states[Self.grabberActor] = ViewState(
        frame: grabber.offsetBy(dx: sheet.minX, dy: sheet.minY),
        cornerRadius: SheetPresentation.grabberSize.height / 2,
        backgroundColor: RGBAColor(white: 0.5, alpha: 0.5))
    }
    if scrollContentHeight > 0 {
      states[Self.contentActor] = ViewState(
        frame: CGRect(
          x: sheet.minX, y: sheet.minY, width: sheet.width, height: scrollContentHeight),
        transform: Transform3D(translationY: -contentOffset))
    }
    return states
  }

  /// The state of a sheet this one covers, stepped back by `SheetStacking` as far as
  /// this sheet is up: progress 1 at its selected detent, 0 at the container's bottom edge.
  ///
  /// The covered sheet keeps its frame and gets a transform: scale `s` on both axes and
  /// `translationY = offset − (1 − s) · h / 2` (UIKit scales about the view's centre, so this
  /// puts its top edge `offset` lower), and `alpha` `1 − dim` (the dim drawn over it, as one
  /// number a picture can show).
  ///
  /// - Parameters:
  ///   - lower: The covered sheet, resting on its selected detent.
  ///   - top: This sheet's top edge.
  /// - Returns: The covered sheet's state.
  public func coveredState(_ lower: HeadlessSheet, top: CGFloat) -> ViewState {
    let span = model.containerHeight - model.selectedTop
    let progress = span > 0 ? (model.containerHeight - top) / span : 0
    let frame = lower.restingFrame
    let look = SheetStacking.lowerSheet(progress: progress, width: frame.width)
    return ViewState(
      frame: frame, alpha: 1 - look.dimmingAlpha,
      transform: Transform3D(
        translationY: look.topOffset - (1 - look.scale) * frame.height / 2, scaleX: look.scale,
        scaleY: look.scale),
      cornerRadius: lower.model.presentation.cornerRadius, corners: [.topLeft, .topRight])
  }

  /// Plays a recorded pan on the resting sheet: one frame per sample (at its time since the
  /// first), then the release's (or the cancel's) settle at `fps` frames per second, the last
  /// frame exactly when it ends.
  ///
  /// The finger's vertical translation drives a `SheetDrag` (the horizontal one is
  /// ignored, as a sheet's pan does); at the end the drag is released (``RecordedPan/End/release``)
  /// or cancelled. Afterwards ``model`` holds the new selected detent, or is dismissed.
  ///
  /// - Parameters:
  ///   - pan: The recorded pan.
  ///   - fps: Frames per second of the settle, `1...240`. Defaults to 60.
  ///   - lower: A sheet this one is stacked over, if any: each frame then holds it as
  ///     ``lowerSheetActor`` (``coveredState(_:top:)``), so dragging this sheet down brings it
  ///     forward frame by frame. Defaults to `nil`.
  /// - Returns: The frames and the events.
  /// - Throws: `SheetError` for a rate outside `1...240` or a sheet that was dismissed
  ///   already.
  public mutating func drive(
    _ pan: RecordedPan, fps: Int = 60, covering lower: HeadlessSheet? = nil
  ) throws(SheetError) -> Timeline {
    guard (1...240).contains(fps) else {
      throw .outOfRange(
        parameter: "the frame rate", value: Double(fps), expected: "a whole number in 1...240")
    }
    guard !model.isDismissed else {
      throw .outOfRange(
        parameter: "the sheet's state", value: 0, expected: "presented (it was dismissed)")
    }
    func states(top: CGFloat, contentOffset: CGFloat) -> [ActorID: ViewState] {
      var states = self.states(top: top, contentOffset: contentOffset)
      if let lower { states[Self.lowerSheetActor] = coveredState(lower, top: top) }
      return states
    }
    var drag = try SheetDrag(
      model: model, scrollContentHeight: scrollContentHeight, contentOffset: contentOffset)
    var frames: [Timeline.Frame] = []
    let origin = pan.samples.first?.time ?? 0
    for sample in pan.samples {
      drag.move(to: sample.translation.y, at: sample.time)
      frames.append(
        Timeline.Frame(
          time: sample.time - origin,
          states: states(top: drag.top, contentOffset: drag.contentOffset)))
    }
    let release = pan.end == .release ? try drag.release() : try drag.cancel()
    model = drag.model
    contentOffset = drag.contentOffset
    let releaseTime = frames.last?.time ?? 0
    lastRelease = release
    lastReleaseTime = releaseTime
    let settled = releaseTime + release.duration
    // At the release, then when the settle ends (never earlier), each in the release's order.
    var atRelease: [Timeline.Event] = []
    var atSettle: [Timeline.Event] = []
    for event in release.events {
      switch event {
      case .haptic, .dismissAttempt:
        atRelease.append(Timeline.Event(time: releaseTime, kind: event.kind, value: event.value))
      case .detent, .dismissed:
        atSettle.append(Timeline.Event(time: settled, kind: event.kind, value: event.value))
      }
    }
    let events = atRelease + atSettle
    let rate = Double(fps)
    var index = 1
    while Double(index) / rate < release.duration - 1e-9 {
      let time = Double(index) / rate
      frames.append(
        Timeline.Frame(
          time: releaseTime + time,
          states: states(top: release.top(at: time), contentOffset: contentOffset)))
      index += 1
    }
    if release.duration > 0 {
      frames.append(
        Timeline.Frame(
          time: settled, states: states(top: release.targetTop, contentOffset: contentOffset)))
    }
    return Timeline(
      actors: lower == nil ? actors : actors + [Self.lowerSheetActor], framesPerSecond: fps,
      duration: settled, frames: frames, events: events)
  }
}
