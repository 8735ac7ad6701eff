import Curtain
import Foundation

/// One drag of a sheet whose content may scroll: how the finger's movement is shared between
/// the sheet and its content (the scroll-view hand-off), sample by sample, and the release.
///
/// The content can scroll by ``contentLimit`` points: the scroll content's height minus the
/// height the sheet shows at its highest detent (0 when it fits, or when there is no scroll
/// view). For each move of the finger by δ points (positive downward):
/// - **Up** (δ < 0): the sheet rises until it reaches its highest detent; the rest scrolls the
///   content (its offset grows) up to ``contentLimit``; what is left pulls the sheet above its
///   highest detent, rubber-banded.
/// - **Down** (δ > 0): an overdrag above the highest detent goes back first; then the content
///   scrolls back towards offset 0; the rest moves the sheet down, in the same sample.
///
/// So, outside rubber-banding, the sheet's movement plus the content's movement (minus the
/// change of the offset) equals the finger's movement at every sample.
///
/// ```swift
/// let phone = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
/// var drag = try SheetDrag(
///   model: SheetModel(presentation: SheetPresentation(detents: [.medium, .large]), container: phone),
///   scrollContentHeight: 2000)
/// drag.move(to: -400, at: 0.2)  // the sheet rises 365 pt to large (57), the content scrolls 35
/// let release = try drag.release()
/// ```
package struct SheetDrag: Sendable {
  /// The sheet: its detents, selection and dismissal state (updated by ``release()``).
  package private(set) var model: SheetModel
  /// How far the content can scroll, in points (0: it cannot).
  package let contentLimit: CGFloat
  /// The content's offset, `0...contentLimit`: how far it has scrolled up.
  package private(set) var contentOffset: CGFloat
  /// The top edge following the finger one to one, before the rubber band.
  package private(set) var rawTop: CGFloat
  /// The finger's last translation, in points, positive downward.
  package private(set) var translation: CGFloat = 0
  private var velocityEstimator = VelocityEstimator()
  private var fingerEstimator = VelocityEstimator()

  /// Starts a drag of a sheet resting on its selected detent (asks the veto once, see
  /// ``SheetModel/beginDrag()``).
  ///
  /// - Parameters:
  ///   - model: The sheet.
  ///   - scrollContentHeight: The scroll content's height in points; 0 (the default) for none.
  ///     Finite, 0 or more.
  ///   - contentOffset: The content's offset when the drag starts, clamped to
  ///     `0...contentLimit`. Defaults to 0.
  /// - Throws: ``SheetError`` for a scroll content height or offset that is negative or not
  ///   finite.
  package init(
    model: SheetModel, scrollContentHeight: CGFloat = 0, contentOffset: CGFloat = 0
  ) throws(SheetError) {
    try self.init(
      model: model, scrollContentHeight: scrollContentHeight, contentOffset: contentOffset,
      startTop: nil, playerAllowsDismissal: true)
  }

  /// Starts a drag from `startTop` (a grabbed settle; `nil` for the selected detent), with the
  /// player's vetoes folded into the model's (``SheetModel/beginDrag()``).
  init(
    model: SheetModel, scrollContentHeight: CGFloat, contentOffset: CGFloat,
    startTop: CGFloat?, playerAllowsDismissal: Bool, expandsSheet: Bool = true
  ) throws(SheetError) {
    try SheetError.check(
      scrollContentHeight, "the scroll content height", "a number of points >= 0"
    ) { $0 >= 0 }
    try SheetError.check(contentOffset, "the content offset", "a number of points >= 0") {
      $0 >= 0
    }
    var model = model
    model.beginDrag(playerAllows: playerAllowsDismissal)
    self.model = model
    let start = startTop.flatMap { $0.isFinite ? $0 : nil } ?? model.selectedTop
    // Without the expansion (`prefersScrollingExpandsWhenScrolledToEdge = false`) the content
    // shows what the sheet shows where the drag starts, and the sheet rises no higher.
    let ceiling = expandsSheet ? model.highestTop : start
    let visible = model.containerHeight - ceiling
    contentLimit = max(scrollContentHeight - visible, 0)
    self.contentOffset = min(contentOffset, contentLimit)
    rawTop = start
    self.ceiling = ceiling
  }

  /// The highest top edge the finger moves the sheet to before the content scrolls: the
  /// highest detent, or the drag's start when scrolling may not expand the sheet.
  private(set) var ceiling: CGFloat

  /// The container changed size mid-drag (a rotation): the detents are resolved again and the
  /// drag goes on from the same place relative to the selected detent (the top edge moves by
  /// as much as the selected detent's), so the sheet does not stay where the old size put it.
  ///
  /// - Parameter container: The new container; one the detents cannot be resolved in is
  ///   ignored.
  mutating func resize(to container: SheetContainer) {
    guard container != model.container, let resized = try? model.resized(to: container) else {
      return
    }
    let shift = resized.selectedTop - model.selectedTop
    let wasHighest = ceiling == model.highestTop
    model = resized
    rawTop += shift
    ceiling = wasHighest ? resized.highestTop : ceiling + shift
    // The sheet's past positions were in the old container.
    velocityEstimator.reset()
  }

  /// Whether the last move scrolled the content (rather than only moving the sheet).
  package private(set) var lastMoveScrolled = false

  /// The top edge shown: ``rawTop`` through ``SheetModel/bandedTop(_:)``.
  package var top: CGFloat { model.bandedTop(rawTop) }

  /// Whether the sheet is rubber-banding: above its highest detent, or below its lowest one
  /// when the drag may not dismiss.
  package var isRubberBanding: Bool {
    if let highest = model.stops.first, rawTop < highest.top { return true }
    if !model.dragAllowsDismissal, let lowest = model.stops.last, rawTop > lowest.top {
      return true
    }
    return false
  }

  /// The sheet's velocity, in points per second, positive downward: a robust estimate over the
  /// last 0.1 s of the moves (the same estimator as the interaction tracker's).
  package var velocity: CGFloat { CGFloat(velocityEstimator.velocity()) }

  /// The finger's velocity, in points per second, positive downward: the same estimate over
  /// its translations, as a pan recognizer reports it (the release velocity both players give
  /// the session).
  package var fingerVelocity: CGFloat { CGFloat(fingerEstimator.velocity()) }

  /// Moves the finger to `translation` points from where the drag began.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation, positive downward; non-finite is ignored.
  ///   - time: The sample's time in seconds; non-finite is ignored.
  package mutating func move(to translation: CGFloat, at time: TimeInterval) {
    guard translation.isFinite, time.isFinite else { return }
    let moved = translation - self.translation
    var delta = moved
    self.translation = translation
    let highest = ceiling
    let offsetBefore = contentOffset
    // A repeated sample (the same translation again) keeps what the last movement did.
    defer { if moved != 0 { lastMoveScrolled = contentOffset != offsetBefore } }
    if delta < 0 {
      let room = max(rawTop - highest, 0)
      let sheet = min(-delta, room)
      rawTop -= sheet
      delta += sheet
      let scroll = min(-delta, max(contentLimit - contentOffset, 0))
      contentOffset += scroll
      delta += scroll
      // Scrolling that may not expand the sheet stops at the content's end.
      if highest == model.highestTop { rawTop += delta }
    } else if delta > 0 {
      let overdrag = min(delta, max(highest - rawTop, 0))
      rawTop += overdrag
      delta -= overdrag
      let scroll = min(delta, contentOffset)
      contentOffset -= scroll
      delta -= scroll
      rawTop += delta
    }
    velocityEstimator.add(time: time, position: Double(top))
    fingerEstimator.add(time: time, position: Double(translation))
  }

  /// Releases the finger: ``SheetModel/release(top:velocity:)`` at the shown top edge and the
  /// sheet's velocity (0 when the last moves scrolled the content, not the sheet).
  ///
  /// - Returns: The release.
  /// - Throws: ``SheetError`` for a non-finite position or velocity.
  package mutating func release() throws(SheetError) -> SheetRelease {
    let velocity = velocity.isFinite ? velocity : 0
    return try model.release(top: top, velocity: velocity)
  }

  /// Releases the finger at the player's velocity (a recognizer's own estimate).
  mutating func release(velocity: CGFloat) throws(SheetError) -> SheetRelease {
    try model.release(top: top, velocity: velocity.isFinite ? velocity : 0)
  }

  /// Ends a cancelled drag: the sheet settles back on the selected detent
  /// (``SheetModel/cancelDrag(top:velocity:)``).
  ///
  /// - Returns: The settle.
  /// - Throws: ``SheetError`` for a non-finite position or velocity.
  package mutating func cancel() throws(SheetError) -> SheetRelease {
    let velocity = velocity.isFinite ? velocity : 0
    return try model.cancelDrag(top: top, velocity: velocity)
  }
}
