import Curtain
import Foundation

/// A sheet being dragged: its detents resolved in a container, the selected one, the
/// rubber band, the release rule and the events, with no UIKit.
///
/// Positions are the sheet's top edge in points from the container's top (a detent of height
/// h rests at `containerHeight − h`); velocities are in points per second, positive downward.
///
/// ```swift
/// var model = try SheetModel(
///   presentation: SheetPresentation(detents: [.medium, .large]),
///   container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
/// model.beginDrag()
/// let top = model.dragTop(translation: -120)  // a drag up from medium
/// let release = try model.release(top: top, velocity: -800)
/// // release.outcome == .detent("large"), release.events == [.detent("large"), .haptic]
/// ```
package struct SheetModel: Sendable {
  /// A resolved detent.
  package struct Stop: Hashable, Sendable {
    /// The detent's id.
    package let id: String
    /// The sheet's height at the detent, in points.
    package let height: CGFloat
    /// The sheet's top edge at the detent: the container's height minus ``height``.
    package let top: CGFloat
  }

  /// UIScrollView's normal deceleration rate, per millisecond: 0.998.
  package static let decelerationRate: CGFloat = 0.998
  /// The rubber band's slope at the start: 0.55.
  package static let rubberBandCoefficient: CGFloat = 0.55

  /// The sheet's settings.
  package let presentation: SheetPresentation
  /// The space it is laid out in.
  package let container: SheetContainer
  /// The detents, highest first (smallest top edge first).
  package let stops: [Stop]
  /// The spring of a program's move: `SheetSession.moveToDetent(_:)`, UIKit's `animateChanges`.
  ///
  /// A release settles on a ``SheetSettle`` instead, whose shape no spring
  /// has (the finger's velocity with no acceleration, on the detent by 0.55 s).
  ///
  /// Defaults to `SheetPresentation.settleSpring` (ω = 4π).
  package let settleSpring: Spring
  /// The id of the detent the sheet rests at.
  package private(set) var selectedDetentID: String
  /// Whether the sheet has been dismissed.
  package private(set) var isDismissed = false
  /// Whether the current drag may dismiss: set by ``beginDrag()``.
  package private(set) var dragAllowsDismissal: Bool

  /// Resolves the sheet's detents in a container.
  ///
  /// - Parameters:
  ///   - presentation: The sheet.
  ///   - container: The container.
  ///   - settleSpring: A program's move's spring; `nil` (the default) is
  ///     `SheetPresentation.settleSpring`.
  /// - Throws: `SheetError` when a detent cannot be resolved.
  package init(
    presentation: SheetPresentation, container: SheetContainer, settleSpring: Spring? = nil
  ) throws(SheetError) {
    var stops: [Stop] = []
    for detent in presentation.detents {
      let height = try container.resolve(detent)
      stops.append(Stop(id: detent.id, height: height, top: container.size.height - height))
    }
    self.stops = stops.sorted { $0.top < $1.top }
    self.presentation = presentation
    self.container = container
    self.settleSpring = settleSpring ?? SheetPresentation.settleSpring
    self.selectedDetentID = presentation.selectedDetentID
    self.dragAllowsDismissal = presentation.isDismissible
  }

  /// The same sheet in a resized container (a rotation, a split-view change): the detents are
  /// resolved again, the selected detent (and whether a drag may dismiss) is kept, and the sheet
  /// is never dismissed by it.
  ///
  /// - Parameter container: The new container.
  /// - Returns: The model in the new container, with the same selection and dismissal state.
  /// - Throws: `SheetError` when a detent cannot be resolved in the new container.
  package func resized(to container: SheetContainer) throws(SheetError) -> SheetModel {
    var model = try SheetModel(
      presentation: presentation, container: container, settleSpring: settleSpring)
    model.selectedDetentID = selectedDetentID
    model.isDismissed = isDismissed
    model.dragAllowsDismissal = dragAllowsDismissal
    return model
  }

  /// The container's height: the rubber band's dimension and the dismissal edge.
  package var containerHeight: CGFloat { container.size.height }

  /// The sheet's top edge at the highest detent (the container's height when there is none).
  package var highestTop: CGFloat { stops.first?.top ?? containerHeight }

  /// The height a view inside the sheet shows at the highest detent, the one formula both
  /// players use for a scroll view's hand-off.
  ///
  /// The view stretches with the sheet, so at the highest detent it is its height now plus the
  /// difference between the sheet's height there (`containerHeight − highestTop`) and its height
  /// now. A view that fills the sheet (`viewHeight == sheetHeight`, as the headless scroll
  /// content does) shows the sheet's whole height there.
  ///
  /// - Parameters:
  ///   - viewHeight: The view's height now, in points.
  ///   - sheetHeight: The sheet's height now, in points.
  /// - Returns: The view's height at the highest detent, in points.
  package func visibleHeightAtHighestDetent(viewHeight: CGFloat, sheetHeight: CGFloat) -> CGFloat {
    viewHeight + (containerHeight - highestTop) - sheetHeight
  }

  /// The resolved detent with this id, if any.
  ///
  /// - Parameter id: A detent id.
  /// - Returns: The stop, or `nil`.
  package func stop(_ id: String) -> Stop? { stops.first { $0.id == id } }

  /// The top edge of the selected detent.
  package var selectedTop: CGFloat { stop(selectedDetentID)?.top ?? containerHeight }

  /// The rubber band: an overdrag of `x` points moves the sheet
  /// `(1 − 1 / (x · 0.55 / d + 1)) · d`, which starts with slope 0.55 and never reaches `d`.
  ///
  /// - Parameters:
  ///   - overdrag: How far the finger went past the limit, in points; negative counts as 0.
  ///   - dimension: `d`, the container's height; 0 or less gives 0.
  /// - Returns: How far the sheet moves past the limit.
  package static func rubberBand(_ overdrag: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overdrag > 0, dimension > 0, overdrag.isFinite, dimension.isFinite else {
      return overdrag == .infinity && dimension > 0 && dimension.isFinite ? dimension : 0
    }
    return (1 - 1 / (overdrag * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The momentum projection: where a top edge at `top` moving at `velocity` would stop under
  /// UIScrollView's normal deceleration, `top + (velocity / 1000) · r / (1 − r)`.
  ///
  /// - Parameters:
  ///   - top: The top edge, in points.
  ///   - velocity: Points per second, positive downward.
  /// - Returns: The projected top edge.
  package static func projectedTop(_ top: CGFloat, velocity: CGFloat) -> CGFloat {
    let r = decelerationRate
    return top + velocity / 1000 * r / (1 - r)
  }

  /// Starts a drag: asks `SheetPresentation.allowsDismissal` once, which decides whether the
  /// drag rubber-bands below the lowest detent.
  package mutating func beginDrag() {
    dragAllowsDismissal = presentation.allowsDismissal
  }

  /// Starts a drag with the player's own vetoes folded in: the drag may dismiss when
  /// `SheetPresentation.allowsDismissal` (asked once) and `playerAllows` both say so.
  mutating func beginDrag(playerAllows: Bool) {
    dragAllowsDismissal = playerAllows && presentation.allowsDismissal
  }

  /// Selects the detent `id` without a drag (a program's move); `false` for an unknown id.
  mutating func select(_ id: String) -> Bool {
    guard stop(id) != nil else { return false }
    selectedDetentID = id
    return true
  }

  /// Takes a dismissal back (the app covered the sheet while it fell): it rests on its
  /// selected detent again.
  mutating func undoDismissal() {
    isDismissed = false
  }

  /// The top edge while the finger has moved `translation` points from where the drag began
  /// at the selected detent.
  ///
  /// Above the highest detent the sheet rubber-bands; below the lowest it rubber-bands too when
  /// this drag may not dismiss; elsewhere it follows the finger.
  ///
  /// - Parameter translation: The finger's movement, positive downward; non-finite counts as 0.
  /// - Returns: The top edge.
  package func dragTop(translation: CGFloat) -> CGFloat {
    let translation = translation.isFinite ? translation : 0
    return bandedTop(selectedTop + translation)
  }

  /// The top edge shown for a top edge `raw` that follows the finger one to one: `raw` between
  /// the detents, rubber-banded above the highest one (and below the lowest one when this drag
  /// may not dismiss), never below the container's bottom edge.
  ///
  /// - Parameter raw: The finger-following top edge; non-finite counts as the selected top.
  /// - Returns: The top edge.
  package func bandedTop(_ raw: CGFloat) -> CGFloat {
    let raw = raw.isFinite ? raw : selectedTop
    let d = containerHeight
    if let highest = stops.first, raw < highest.top {
      return highest.top - Self.rubberBand(highest.top - raw, dimension: d)
    }
    if !dragAllowsDismissal, let lowest = stops.last, raw > lowest.top {
      return lowest.top + Self.rubberBand(raw - lowest.top, dimension: d)
    }
    return min(raw, d)
  }

  /// The dim's alpha with the top edge at `top`: 0 at or below the largest undimmed detent,
  /// rising linearly to `SheetPresentation.dimmingAlpha` at the next detent up, and full
  /// everywhere when there is no undimmed detent.
  ///
  /// - Parameter top: The top edge.
  /// - Returns: The alpha.
  package func dimmingAlpha(top: CGFloat) -> CGFloat {
    let full = presentation.dimmingAlpha
    guard let undimmedID = presentation.largestUndimmedDetentID, let undimmed = stop(undimmedID)
    else { return full }
    let height = containerHeight - top
    // `last(where:)`, not `filter(_:).last`: this runs on every frame of a drag, without
    // allocating.
    guard let next = stops.last(where: { $0.height > undimmed.height }) else { return 0 }
    let fraction = (height - undimmed.height) / (next.height - undimmed.height)
    return full * min(max(fraction, 0), 1)
  }

  /// Releases the sheet: picks the detent nearest the projected top edge (the container's
  /// bottom edge counting as one more, the dismissal), settles there on a ``SheetSettle``
  /// started with the finger's velocity and no acceleration, within 0.5 pt of the detent by
  /// 0.55 s, updates the selected detent and reports the events.
  ///
  /// A dismissal that this drag may not make (see ``beginDrag()``) springs back to the lowest
  /// detent and reports ``SheetEvent/dismissAttempt``.
  ///
  /// - Parameters:
  ///   - top: The top edge at release.
  ///   - velocity: Points per second, positive downward.
  /// - Returns: The release.
  /// - Throws: `SheetError.notFinite` for a non-finite top or velocity.
  package mutating func release(top: CGFloat, velocity: CGFloat) throws(SheetError) -> SheetRelease
  {
    try SheetError.check(top, "the release position", "finite") { _ in true }
    try SheetError.check(velocity, "the release velocity", "finite") { _ in true }
    let projected = Self.projectedTop(top, velocity: velocity)
    let bottom = containerHeight
    var best: Stop? = nil
    var bestDistance = abs(bottom - projected)
    for stop in stops where abs(stop.top - projected) < bestDistance {
      best = stop
      bestDistance = abs(stop.top - projected)
    }
    var events: [SheetEvent] = []
    let outcome: SheetRelease.Outcome
    let targetTop: CGFloat
    if let best {
      outcome = .detent(best.id)
      targetTop = best.top
    } else if dragAllowsDismissal || stops.isEmpty {
      outcome = .dismissed
      targetTop = bottom
    } else {
      let lowest = stops[stops.count - 1]
      outcome = .vetoed(lowest.id)
      targetTop = lowest.top
      events.append(.dismissAttempt)
    }
    switch outcome {
    case .detent(let id), .vetoed(let id):
      if id != selectedDetentID {
        events += [.detent(id), .haptic]
        selectedDetentID = id
      }
    case .dismissed:
      events.append(.dismissed)
      isDismissed = true
    }
    dragAllowsDismissal = presentation.isDismissible
    return settle(
      from: top, to: targetTop, velocity: velocity, projected: projected, outcome: outcome,
      events: events)
  }

  /// Ends a drag the system cancelled (UIKit's `.cancelled` pan): the sheet settles back on the
  /// selected detent, from `top` at `velocity`, and nothing is reported.
  ///
  /// - Parameters:
  ///   - top: The top edge when the drag was cancelled.
  ///   - velocity: Points per second, positive downward.
  /// - Returns: The settle, with outcome `.detent(selectedDetentID)` and no events.
  /// - Throws: `SheetError.notFinite` for a non-finite top or velocity.
  package mutating func cancelDrag(
    top: CGFloat, velocity: CGFloat
  ) throws(SheetError)
    -> SheetRelease
  {
    try SheetError.check(top, "the release position", "finite") { _ in true }
    try SheetError.check(velocity, "the release velocity", "finite") { _ in true }
    dragAllowsDismissal = presentation.isDismissible
    return settle(
      from: top, to: selectedTop, velocity: velocity, projected: top,
      outcome: .detent(selectedDetentID), events: [])
  }

  /// The settle from `top` to `targetTop`: a ``SheetSettle`` started with `velocity`.
  func settle(
    from top: CGFloat, to targetTop: CGFloat, velocity: CGFloat, projected: CGFloat,
    outcome: SheetRelease.Outcome, events: [SheetEvent]
  ) -> SheetRelease {
    SheetRelease(
      startTop: top, targetTop: targetTop, velocity: velocity, projectedTop: projected,
      outcome: outcome, events: events,
      settle: SheetSettle(displacement: Double(top - targetTop), velocity: Double(velocity)))
  }
}
