import Curtain
import Foundation

extension SheetSession {
  /// The app changes the sheet while it is presented: its detents, the largest undimmed
  /// detent, the grabber, the corner radius, whether it may be dismissed (UIKit's
  /// `animateChanges` around `UISheetPresentationController`'s properties; SwiftUI's
  /// `presentationDetents(_:)` and its siblings updated while the sheet is up).
  ///
  /// The rules:
  /// - The detents are resolved again in the same container. The sheet stays on the detent it
  ///   rests on when the new detents have it; otherwise it goes to the new sheet's
  ///   `SheetPresentation.selectedDetentID`.
  /// - It is shown at once where it is, laid out and dressed as the new sheet (`show`), then
  ///   moves there on `SheetModel.settleSpring`, as a program's move (no haptic, no event);
  ///   when the detent's top edge did not change the `show` is all.
  /// - While a transition, a drag, a settle or a move owns the sheet, the change waits
  ///   (``pendingPresentation``, the latest one wins) and takes effect as the sheet comes to
  ///   rest; a dismissed sheet never takes it.
  /// - A sheet whose detents cannot be resolved in the container (a `.fitting` detent without
  ///   a preferred content height) is not taken: the sheet keeps its shape (a documented
  ///   clamp), and the result is `[]`.
  ///
  /// - Parameter presentation: The sheet as it is now.
  /// - Returns: The move's effects: `show` then `settle`, or `show` alone when the sheet does
  ///   not move; `[]` while the change waits or when it is not taken.
  package mutating func reconfigure(to presentation: SheetPresentation) -> [Effect] {
    pendingPresentation = presentation
    return applyPendingReconfiguration()
  }

  /// Applies ``pendingPresentation`` when the sheet rests; nothing otherwise.
  mutating func applyPendingReconfiguration() -> [Effect] {
    guard isIdle, let presentation = pendingPresentation else { return [] }
    pendingPresentation = nil
    guard
      var next = try? SheetModel(
        presentation: presentation, container: model.container, settleSpring: model.settleSpring)
    else { return [] }
    let from = restingTop
    let kept =
      next.stop(model.selectedDetentID) != nil
      ? model.selectedDetentID : presentation.selectedDetentID
    _ = next.select(kept)
    model = next
    let target = model.selectedTop
    guard from != target, let timing = try? AnimationTiming(spring: model.settleSpring) else {
      return [.show(top: restingTop)]
    }
    let move = SheetRelease(
      startTop: from, targetTop: target, velocity: 0, projectedTop: target,
      outcome: .detent(kept), events: [], timing: timing)
    // Shown at once where it is with its new layout and chrome (a taller sheet reaches the
    // bottom edge, a grabber appears), then moved.
    return [.show(top: from)] + startSettle(move, isRelease: false)
  }
}
