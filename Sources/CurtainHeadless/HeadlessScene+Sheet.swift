import Curtain
import CurtainEngine
import Foundation

/// A presented sheet played headless: dragged by a recorded pan, released, settled, with the
/// scroll-view hand-off, the keyboard and container resizes, recorded as a ``Timeline`` with
/// ``Timeline/events``.
///
/// The timeline's actors:
/// - `presented`: the sheet, its frame the core's `SheetSession.frame(top:)`: the container's
///   width from its top edge (the frame's minimum y) to the container's bottom edge, keeping
///   the smallest detent's height below it, with the presentation's corner radius on its top
///   corners.
/// - `background`: the dim over the presenting view, black, its alpha
///   `SheetModel.dimmingAlpha(top:)`.
/// - ``grabberActor`` (`custom:grabber`), only when the presentation shows a grabber: 36 × 5
///   points, centred, 5 points below the sheet's top edge.
/// - ``contentActor`` (`custom:sheetContent`), only with scrollable content: the scroll
///   content, its frame starting at the sheet's top edge and `scrollContentHeight` tall, its
///   `transform.translationY` the content offset negated (scrolled up by 120 pt:
///   `translationY` −120).
///
/// Events: every one at the release, in the session's order (`dismissAttempt`, then `detent`
/// with the new detent's id and its `haptic`, or `dismissed`), as UIKit sends
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when the release changes
/// the selected detent, before the sheet animates there. A release while the content scrolls
/// lets it coast on at UIScrollView's `.normal` rate (`SheetDeceleration`); the timeline lasts
/// until both the settle and the coast end.
///
/// Every rule is the core's `SheetSession`, which the UIKit player feeds too: this type feeds
/// it a recorded pan's samples and records the effects as frames.
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
/// timeline.events.map(\.kind)  // ["detent", "haptic"]
/// ```
public struct HeadlessSheet: Sendable {
  /// The scroll content's actor, `custom:sheetContent`.
  public static let contentActor = ActorID.custom("sheetContent")
  /// The grabber's actor when the presentation shows one, `custom:grabber`.
  public static let grabberActor = ActorID.custom("grabber")
  /// The covered sheet's actor when this sheet is stacked over another, `custom:lowerSheet`.
  public static let lowerSheetActor = ActorID.custom("lowerSheet")

  /// A finger that catches the settle after a drive's release.
  public struct Grab: Sendable {
    /// Seconds after the release when the finger goes down, more than 0.
    public var after: TimeInterval
    /// The new drag, its translations from where the sheet is when grabbed.
    public var pan: RecordedPan

    /// Creates a grab.
    ///
    /// - Parameters:
    ///   - after: Seconds after the release; a grab after the settle ended starts from rest.
    ///   - pan: The new drag.
    public init(after: TimeInterval, pan: RecordedPan) {
      self.after = after
      self.pan = pan
    }
  }

  /// The sheet's session: its rules, phase, selected detent and keyboard.
  package private(set) var session: SheetSession
  /// The scroll content's height, in points; 0 for none.
  public let scrollContentHeight: CGFloat
  /// The content's offset when the next drag begins.
  public private(set) var contentOffset: CGFloat = 0
  /// The last drive's release (or cancel): its target, outcome, events and settle;
  /// `nil` before a drive.
  package private(set) var lastRelease: SheetRelease?
  /// When the last drive's release happened, in seconds from its first sample.
  public private(set) var lastReleaseTime: TimeInterval = 0

  /// The sheet's rules, its selected detent and whether it was dismissed.
  package var model: SheetModel { session.model }

  /// The keyboard's frame in the container's coordinates, `nil` when it is hidden.
  ///
  /// While it is up the sheet makes room as the session's `SheetSession.keyboardAvoidance`
  /// says (`KeyboardAvoidance.compress`): a sheet sits flush on the container's bottom edge, so
  /// it rises by the part of the keyboard inside the container; when that would take its top
  /// edge above `max(top inset, 20)`, it stops there and its height shrinks to end on the
  /// keyboard.
  public var keyboard: CGRect? {
    get { session.keyboard }
    set { _ = session.keyboardChanged(to: newValue) }
  }

  /// Whether the system's Increase Contrast setting is on for this sheet (as
  /// `HeadlessScene.increaseContrast` is for presentations): its dim is raised
  /// (`SheetSession.increasesDimContrast`, the UIKit player's sheet reads the system setting
  /// live); `false` by default.
  package var increasesDimContrast: Bool {
    get { session.increasesDimContrast }
    set { session.increasesDimContrast = newValue }
  }

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
    session = SheetSession(
      resting: try SheetModel(presentation: presentation, container: container))
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
    _ = try model.resized(to: container)
    _ = session.resize(to: container)
  }

  /// The sheet's frame with its top edge at `top`, the keyboard's room made
  /// (`SheetSession.frame(top:)`).
  ///
  /// - Parameter top: The top edge without the keyboard.
  /// - Returns: Full width, from `top` to the container's bottom edge (the smallest detent's
  ///   height below it), moved by ``keyboard``.
  public func frame(top: CGFloat) -> CGRect { session.frame(top: top) }

  /// The frame of the sheet resting on its selected detent (the container's bottom edge once
  /// dismissed).
  public var restingFrame: CGRect { session.restingFrame }

  /// Every actor's state with the sheet's top edge at `top` and the content at `contentOffset`.
  ///
  /// - Parameters:
  ///   - top: The top edge without the keyboard.
  ///   - contentOffset: The content's offset.
  /// - Returns: The states keyed by actor.
  public func states(top: CGFloat, contentOffset: CGFloat) -> [ActorID: ViewState] {
    let sheet = frame(top: top)
    let chrome = session.chrome(top: top)
    var states: [ActorID: ViewState] = [
      .presented: ViewState(
        frame: sheet, cornerRadius: chrome.cornerRadius, corners: [.topLeft, .topRight]),
      .background: ViewState(frame: bounds, alpha: chrome.dimmingAlpha, backgroundColor: .black),
    ]
    if let grabber = chrome.grabberFrame {
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

  /// Feeds the session one event and returns its effects.
  mutating func perform(
    _ event: (inout SheetSession) -> [SheetSession.Effect]
  ) -> [SheetSession.Effect] {
    event(&session)
  }

  /// The content's offset for the next drag.
  mutating func setContentOffset(_ offset: CGFloat) { contentOffset = offset }

  /// Records a drive's release and its time.
  mutating func recordRelease(_ release: SheetRelease?, at time: TimeInterval) {
    lastRelease = release
    lastReleaseTime = time
  }

  /// The state of a sheet this one covers, stepped back by `SheetStacking` as far as this
  /// sheet covers it (`SheetSession.stackingProgress(top:)`: 1 at its largest detent, 0 at
  /// the detent below it, or at the container's bottom edge with one detent).
  ///
  /// The covered sheet keeps its frame and gets `SheetStacking.transform(progress:size:)`:
  /// scale `s` on both axes and `translationY = offset − (1 − s) · h / 2` (UIKit scales about
  /// the view's centre, so this puts its top edge `offset` lower), and `alpha` `1 − dim` (the
  /// dim drawn over it, as one number a picture can show).
  ///
  /// - Parameters:
  ///   - lower: The covered sheet, resting on its selected detent.
  ///   - top: This sheet's top edge.
  /// - Returns: The covered sheet's state.
  public func coveredState(_ lower: HeadlessSheet, top: CGFloat) -> ViewState {
    let frame = lower.restingFrame
    let look = SheetStacking.transform(
      progress: session.stackingProgress(top: top), size: frame.size)
    return ViewState(
      frame: frame, alpha: 1 - look.dimmingAlpha,
      transform: Transform3D(
        translationY: look.translationY, scaleX: look.scale, scaleY: look.scale),
      cornerRadius: lower.model.presentation.cornerRadius, corners: [.topLeft, .topRight])
  }
}
