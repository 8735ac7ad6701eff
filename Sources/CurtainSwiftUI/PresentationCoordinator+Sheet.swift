#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import UIKit

/// The sheet of a `.curtainSheet`: the options its content sets on itself, its measured size,
/// its selected detent.
extension PresentationCoordinator {
  /// The presenter's sheet with the options the content sets laid over it
  /// (`SheetContentOptions`: content over presenter), or `nil` when this is not a sheet.
  var effectiveSheet: SheetConfiguration? {
    guard var sheet = configuration?.sheet else { return nil }
    let options = contentOptions.options
    guard !options.isEmpty || contentOptions.selection != nil else { return sheet }
    let resolved = options.resolve(
      over: SheetContentOptions.Resolved(
        detents: sheet.detents, largestUndimmedDetentID: sheet.largestUndimmedDetentID,
        prefersGrabberVisible: sheet.prefersGrabberVisible, cornerRadius: sheet.cornerRadius))
    sheet.detents = resolved.detents
    sheet.largestUndimmedDetentID = resolved.largestUndimmedDetentID
    sheet.prefersGrabberVisible = resolved.prefersGrabberVisible
    sheet.cornerRadius = resolved.cornerRadius
    if let selection = contentOptions.selection {
      sheet.selection = SheetConfiguration.selectionByID(selection, among: resolved.detents)
    }
    return sheet
  }

  /// Takes the options the presented content sets on itself; a selection it binds follows as
  /// the presenter's does (its detents and its value feed the selection machine).
  func updateSheetOptions(_ report: SheetOptionsReport) {
    contentOptions = report
    // Before the sheet is up, the selection starts again from the content's detents: without
    // a binding it opens at the first of them, as SwiftUI's sheet does.
    if selection?.phase == .hidden { selection = nil }
    if let sheet = effectiveSheet { updateSheet(sheet) }
  }

  /// Follows the sheet's options as they are now: the presented sheet takes a new shape
  /// (``reshapePresentedSheet(_:)``), then the selection machine learns the detents and the
  /// binding.
  func updateSheet(_ sheet: SheetConfiguration) {
    reshapePresentedSheet(sheet)
    updateSelection(sheet)
  }

  /// The options of `sheet` that shape a presented sheet, to tell a change.
  static func shape(of sheet: SheetConfiguration) -> SheetShape {
    SheetShape(
      options: SheetContentOptions.Resolved(
        detents: sheet.detents, largestUndimmedDetentID: sheet.largestUndimmedDetentID,
        prefersGrabberVisible: sheet.prefersGrabberVisible, cornerRadius: sheet.cornerRadius),
      isDismissible: sheet.isDismissible)
  }

  /// Gives the presented sheet the options changed since it was presented (the content's
  /// `.curtainPresentationDetents`, its grabber, corners, undimmed detent, or the presenter's
  /// arguments), live, as SwiftUI's sheet follows its content's modifiers.
  ///
  /// The sheet rests on the detent the selection machine chooses among the new detents
  /// (`DetentSelectionBinding.restingDetentID(amongDetents:)`: the binding's detent when
  /// kept, else the first); the core's `SheetSession.reconfigure(to:)` moves it there. Invalid
  /// options (no detents, a duplicate id, a negative radius) leave the sheet as it is and are
  /// reported once to `onError`.
  func reshapePresentedSheet(_ sheet: SheetConfiguration) {
    guard let hosting else { return }
    let shape = Self.shape(of: sheet)
    guard shape != presentedSheetShape else { return }
    presentedSheetShape = shape
    let ids = sheet.detents.map(\.id)
    let resting = selection?.restingDetentID(amongDetents: ids) ?? ids.first ?? "large"
    do {
      SheetPlayback.reconfigure(hosting, sheet: try sheet.presentation(selectedDetentID: resting))
    } catch {
      configuration?.onError?(error)
    }
  }

  /// Makes SwiftUI update the content of a sheet about to be presented, so that the options it
  /// sets on itself are known, and has the hosting controller report its ideal size as its
  /// preferred content size, which a `.fitting` detent is resolved from and follows.
  ///
  /// From iOS 16 the hosting controller keeps it up to date itself
  /// (`UIHostingController.sizingOptions`, `.preferredContentSize`: it "tracks its content's
  /// ideal size in its preferred content size"); on iOS 15 it is measured again at each
  /// update of the presenter (``remeasure()``). Either way it is first measured here, with
  /// `sizeThatFits(in:)` ("the most appropriate size for the current view").
  func measure(_ controller: PresentationHostingController) {
    let proposed = anchor?.view.window?.bounds.size ?? anchor?.view.bounds.size ?? .zero
    // The size the sheet is laid out with when it rises.
    controller.preferredContentSize = controller.sizeThatFits(in: proposed)
    if #available(iOS 16.0, tvOS 16.0, *) {
      controller.sizingOptions = .preferredContentSize
    }
  }

  /// Measures the presented sheet's content again on iOS 15, where the hosting controller
  /// does not track its size itself (``measure(_:)``).
  func remeasure() {
    guard configuration?.sheet != nil, let hosting else { return }
    if #available(iOS 16.0, tvOS 16.0, *) { return }
    let proposed = anchor?.view.window?.bounds.size ?? anchor?.view.bounds.size ?? .zero
    hosting.preferredContentSize = hosting.sizeThatFits(in: proposed)
  }

  func updateSelection(_ sheet: SheetConfiguration) {
    let ids = sheet.detents.map(\.id)
    guard selection != nil else {
      selection = DetentSelectionBinding(
        detentIDs: ids, selected: sheet.selection?.wrappedValue ?? ids.first ?? "large")
      return
    }
    let held = selection?.requested
    performSelection(.detentsChanged(ids))
    // A binding still reading the value the machine has just replaced (its write lands after
    // SwiftUI's update) says nothing new: fed, it would be written back a second time.
    if let value = sheet.selection?.wrappedValue,
      !(value == held && selection?.requested != held)
    {
      performSelection(.bindingChanged(value))
    }
  }

  /// The sheet rests on `id` after a move the player refused: as after a user's release there.
  private func userSettled(on id: String) {
    performSelection(.dragBegan)
    performSelection(.dragEnded)
    performSelection(.settled(at: id))
  }

  func performSelection(_ input: DetentSelectionBinding.Input) {
    guard var machine = selection else { return }
    let effects = machine.handle(input)
    selection = machine
    for effect in effects {
      switch effect {
      case .setBinding(let id):
        guard let binding = effectiveSheet?.selection else { continue }
        writeLater(isUpdating) { binding.wrappedValue = id }
      case .moveSheet(let id):
        guard let hosting else { continue }
        let moving = SheetPlayback.move(hosting, to: id) { [weak self] settled in
          self?.performSelection(.settled(at: settled))
        }
        // A refused move (a transition owns the sheet; drags and settles are reported, so the
        // machine does not ask for a move then) leaves the sheet where it is: as after a user's
        // release there, the binding is written back with that detent, so it stays true.
        if !moving, let current = SheetPlayback.selectedDetentID(of: hosting) {
          userSettled(on: current)
        }
      }
    }
  }
}

/// The options that shape a presented sheet, as last given to it.
struct SheetShape: Equatable {
  var options: SheetContentOptions.Resolved
  var isDismissible: Bool
}

/// Runs a preference's action on the main actor at once, where SwiftUI calls it (during its
/// update), so that what the content reports is known before the update ends.
///
/// Some SDKs declare the action `@Sendable` and nonisolated, although SwiftUI only updates views
/// on the main actor (`View` is `@MainActor`); this states it rather than hopping a turn.
enum PreferenceDelivery {
  static func deliver(_ action: @MainActor () -> Void) {
    MainActor.assumeIsolated(action)
  }
}
#endif
