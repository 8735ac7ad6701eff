import Curtain
import Foundation

extension SheetSession {
  /// A user moves the sheet to the detent `id` through an assistive technology: VoiceOver's
  /// swipe up or down on the grabber, Switch Control's or Full Keyboard Access's adjustment.
  ///
  /// It is the user's choice, reported as a drag's is: `dragBegan`, `dragEnded`, the `detent`
  /// event (UIKit tells its delegate `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
  /// for a change the user makes), then `settled` once the sheet rests, so that a selection
  /// binding follows it. The sheet moves on `SheetModel.settleSpring`, as a program's move;
  /// its selected detent is `id` at once (the grabber's value names it while the sheet moves).
  ///
  /// - Parameter id: A detent of the sheet other than the selected one.
  /// - Returns: The effects; `[]` for an unknown id, the selected detent, or a sheet that does
  ///   not rest.
  package mutating func adjust(toDetent id: String) -> [Effect] {
    guard isIdle, model.stop(id) != nil, id != model.selectedDetentID else { return [] }
    let from = model.selectedTop
    _ = model.select(id)
    guard let target = model.stop(id)?.top,
      let timing = try? AnimationTiming(spring: model.settleSpring)
    else { return [] }
    let move = SheetRelease(
      startTop: from, targetTop: target, velocity: 0, projectedTop: target,
      outcome: .detent(id), events: [], timing: from == target ? nil : timing)
    return [.dragBegan, .dragEnded, .report(.detent(id))] + startSettle(move, isRelease: true)
  }
}
