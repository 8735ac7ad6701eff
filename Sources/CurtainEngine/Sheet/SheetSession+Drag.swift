import Curtain
import Foundation

/// The content a drag may share with the sheet: a scroll view's measures when the drag begins.
package struct SheetScrollContent: Hashable, Sendable {
  /// How far the content can scroll at the highest detent, in points: its height minus the
  /// height it shows there (0 when it fits).
  package var limitAtHighestDetent: CGFloat
  /// Its vertical offset when the drag begins, counted from "scrolled to the top" (the offset
  /// minus the negative top of `adjustedContentInset`).
  package var offset: CGFloat
  /// How many points the content's scrolled-to-the-top offset sits below 0: UIKit's
  /// `-adjustedContentInset.top` (a content inset of 20 makes the top `-20`).
  package var topOffset: CGFloat

  /// Measures a scroll view's content.
  ///
  /// - Parameters:
  ///   - contentHeight: The content's height (UIKit's `contentSize.height` plus the adjusted
  ///     vertical insets).
  ///   - visibleHeightAtHighestDetent: The height the scroll view shows at the highest detent.
  ///   - contentOffset: The offset now (`contentOffset.y`).
  ///   - adjustedTopInset: `adjustedContentInset.top`: "scrolled to the top" is an offset of
  ///     `-adjustedTopInset`.
  ///
  /// The initializer fails for a measure that is not finite.
  package init?(
    contentHeight: CGFloat, visibleHeightAtHighestDetent: CGFloat, contentOffset: CGFloat,
    adjustedTopInset: CGFloat = 0
  ) {
    guard contentHeight.isFinite, visibleHeightAtHighestDetent.isFinite,
      contentOffset.isFinite, adjustedTopInset.isFinite
    else { return nil }
    limitAtHighestDetent = max(contentHeight - visibleHeightAtHighestDetent, 0)
    topOffset = -adjustedTopInset
    offset = max(contentOffset - topOffset, 0)
  }
}

extension SheetSession {
  /// A finger begins a drag.
  ///
  /// - Parameters:
  ///   - allowsDismissal: The player's own vetoes (UIKit's `isModalInPresentation` and the
  ///     delegate's `presentationControllerShouldDismiss(_:)`), folded into the sheet's
  ///     `SheetPresentation.allowsDismissal`, asked once for the drag.
  ///   - grabbedTop: Where the sheet is on screen when the drag grabs a settle; ignored from
  ///     rest (the drag starts at the selected detent).
  ///   - scroll: The content the drag shares the finger with: `nil` for none, or when the touch
  ///     began outside the scroll view (such a drag is the sheet's alone). A grab never shares.
  /// - Returns: `[]` when no drag may begin (see ``canBeginDrag``); else `stopSettle` for a
  ///   grab, then `dragBegan`.
  package mutating func beginDrag(
    allowsDismissal: Bool, grabbedTop: CGFloat? = nil, scroll: SheetScrollContent? = nil
  ) -> [Effect] {
    guard canBeginDrag else { return [] }
    let grabbing = phase == .settling
    var effects: [Effect] = []
    if grabbing {
      effects.append(.stopSettle)
      runningSettle = nil
      // A falling sheet caught by the finger is not dismissed: the new release decides.
      if model.isDismissed { model.undoDismissal() }
    }
    let start = grabbing ? grabbedTop.flatMap { $0.isFinite ? $0 : nil } : nil
    let shared = grabbing ? nil : scroll
    // The scroll content's limit is measured at the highest detent; the drag takes the content
    // as tall as that limit plus what the whole sheet shows there.
    let visible = model.containerHeight - model.highestTop
    contentTopOffset = shared?.topOffset ?? 0
    drag = try? SheetDrag(
      model: model,
      scrollContentHeight: shared.map { $0.limitAtHighestDetent + visible } ?? 0,
      contentOffset: shared?.offset ?? 0, startTop: start ?? model.selectedTop,
      playerAllowsDismissal: allowsDismissal,
      expandsSheet: prefersScrollingExpandsWhenScrolledToEdge)
    guard drag != nil else { return [] }
    phase = .dragging
    effects.append(.dragBegan)
    return effects
  }

  /// The finger is `translation` points from where the drag began.
  ///
  /// - Parameters:
  ///   - translation: Positive downward; non-finite is ignored.
  ///   - time: The sample's time in seconds; non-finite is ignored.
  /// - Returns: `show` at the drag's top edge and, when the drag shares the content,
  ///   `scrollContent` with its offset; `[]` outside a drag.
  package mutating func move(translation: CGFloat, at time: TimeInterval) -> [Effect] {
    guard phase == .dragging, var drag else { return [] }
    drag.move(to: translation, at: time)
    self.drag = drag
    var effects: [Effect] = [.show(top: drag.top)]
    if drag.contentLimit > 0 {
      effects.append(.scrollContent(offset: drag.contentOffset + contentTopOffset))
    }
    return effects
  }

  /// The finger lifts, at the velocity the session estimates from the drag's moves.
  ///
  /// The velocity is `SheetDrag.fingerVelocity`, a Theil–Sen estimate over the last 0.1 s of
  /// the finger's translations (the interaction tracker's estimator): the release both players
  /// perform, so that the velocity a release uses comes from one place, the samples, whatever a
  /// recognizer reports. A player feeds the lift itself as a last ``move(translation:at:)`` (a
  /// finger held still before it lifts then releases with no velocity).
  ///
  /// - Parameter isCovered: See ``release(velocity:isCovered:)``. Defaults to `false`.
  /// - Returns: What ``release(velocity:isCovered:)`` returns.
  package mutating func release(isCovered: Bool = false) -> [Effect] {
    release(velocity: drag?.fingerVelocity ?? 0, isCovered: isCovered)
  }

  /// The finger lifts at a velocity the caller measured (a test's, or a caller that has no
  /// samples); the players release with ``release(isCovered:)``, the samples' estimate.
  ///
  /// The sheet goes where ``SheetModel/release(top:velocity:)`` says from the drag's top edge.
  /// When the drag's last move scrolled the content, the velocity is the content's: the sheet
  /// settles at rest (velocity 0) and the content decelerates with UIScrollView's `.normal`
  /// rate (``SheetDeceleration``).
  ///
  /// - Parameters:
  ///   - velocity: The finger's velocity, points per second, positive downward; non-finite
  ///     counts as 0.
  ///   - isCovered: Whether the app presented another controller on the sheet while the finger
  ///     held it; a release with nothing to animate ends at once, and passes it on to
  ///     ``settleEnded(isCovered:)`` (a dismissal would dismiss that controller). Defaults to
  ///     `false`.
  /// - Returns: `dragEnded`, `decelerateContent` when the content coasts, each event as
  ///   `report`, then `settle`, or (nothing to animate) what ``settleEnded(isCovered:)`` gives.
  package mutating func release(velocity: CGFloat, isCovered: Bool = false) -> [Effect] {
    end(velocity: velocity.isFinite ? velocity : 0, cancelled: false, isCovered: isCovered)
  }

  /// The system cancelled the drag: the sheet settles back on the selected detent from where
  /// it is, and nothing is reported.
  ///
  /// - Returns: `dragEnded`, then `settle` (or `show` and `settled` when nothing moves).
  package mutating func cancelDrag() -> [Effect] {
    end(velocity: 0, cancelled: true, isCovered: false)
  }

  private mutating func end(velocity: CGFloat, cancelled: Bool, isCovered: Bool) -> [Effect] {
    guard phase == .dragging, var drag else { return [] }
    self.drag = nil
    var effects: [Effect] = [.dragEnded]
    var velocity = velocity
    if drag.lastMoveScrolled, !cancelled {
      // The finger's velocity belongs to the content, which coasts on; the sheet stays.
      effects.append(
        .decelerateContent(
          SheetDeceleration(
            offset: drag.contentOffset, velocity: -velocity, limit: drag.contentLimit,
            topOffset: contentTopOffset)))
      velocity = 0
    } else if drag.contentOffset > 0 {
      velocity = 0
    }
    let release = cancelled ? try? drag.cancel() : try? drag.release(velocity: velocity)
    // The container may have changed during the drag (a rotation): the detents follow it.
    let container = model.container
    model = drag.model
    if model.container != container, let resized = try? model.resized(to: container) {
      model = resized
    }
    guard let release else {
      phase = .resting
      return effects + [.show(top: restingTop), .settled(detentID: model.selectedDetentID)]
        + applyPendingReconfiguration()
    }
    lastRelease = release
    effects += release.events.map { .report($0) }
    return effects + startSettle(release, isRelease: true, isCovered: isCovered)
  }

  /// The running settle (or move) ended with the sheet on its target.
  ///
  /// - Parameter isCovered: Whether the app presented another controller on the sheet while
  ///   it fell: dismissing would dismiss that one, so a dismissing release puts the sheet back
  ///   on its detent instead.
  /// - Returns: `dismiss` after a dismissing release; else `show` at the resting top edge and,
  ///   after a release, `settled`.
  package mutating func settleEnded(isCovered: Bool = false) -> [Effect] {
    guard phase == .settling || phase == .moving else { return [] }
    let wasRelease = phase == .settling
    runningSettle = nil
    if model.isDismissed {
      if !isCovered {
        phase = .dismissed
        return [.dismiss]
      }
      model.undoDismissal()
    }
    phase = .resting
    var effects: [Effect] = [.show(top: restingTop)]
    if wasRelease { effects.append(.settled(detentID: model.selectedDetentID)) }
    return effects + applyPendingReconfiguration()
  }

  /// A program moves the sheet to the detent `id` (UIKit's
  /// `animateChanges { selectedDetentIdentifier = id }`) on `SheetModel.settleSpring`: no
  /// haptic, no events, and no finger may grab it.
  ///
  /// - Parameter id: A detent of the sheet.
  /// - Returns: `settle` with the move; `[]` for an unknown id or a sheet that does not rest.
  package mutating func moveToDetent(_ id: String) -> [Effect] {
    guard isIdle, model.stop(id) != nil else { return [] }
    let from = model.selectedTop
    _ = model.select(id)
    guard let target = model.stop(id)?.top,
      let timing = try? AnimationTiming(spring: model.settleSpring)
    else { return [] }
    let move = SheetRelease(
      startTop: from, targetTop: target, velocity: 0, projectedTop: target,
      outcome: .detent(id), events: [], timing: from == target ? nil : timing)
    return startSettle(move, isRelease: false)
  }

  mutating func startSettle(
    _ release: SheetRelease, isRelease: Bool, isCovered: Bool = false
  ) -> [Effect] {
    phase = isRelease ? .settling : .moving
    guard release.isAnimated else { return settleEnded(isCovered: isCovered) }
    runningSettle = release
    return [.settle(release)]
  }
}
