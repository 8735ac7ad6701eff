#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import UIKit

extension View {
  /// Presents `content` as a Curtain sheet while `isPresented` is `true`: it rests at detents,
  /// follows the finger, and settles by the same rules the headless player tests.
  ///
  /// The selected detent is a binding kept in step both ways, as `DetentSelectionBinding`
  /// describes: the sheet opens at the binding's detent; writing another detent moves the sheet
  /// there (writes while it moves coalesce into one more move); a drag that settles the sheet
  /// on another detent writes the binding. The user's hand wins over writes made while the
  /// finger is down; a write after the release is applied once the sheet settles. A detent id
  /// the sheet does not have is written back with the last one it has.
  ///
  /// CurtainUIKit's sheet player reports a drag only when it ends on another detent, so a write
  /// made while the finger is on the sheet is refused by the player: the sheet stays and the
  /// write is written back, just after, with the detent the sheet rests on.
  ///
  /// `isPresented` follows the sheet as for `curtainPresentation(isPresented:animator:onDismiss:content:)`:
  /// a drag that dismisses the sheet writes `false`.
  ///
  /// ```swift
  /// struct MapView: View {
  ///   @State private var showsDetails = false
  ///   @State private var detent = "medium"
  ///
  ///   var body: some View {
  ///     Button("Details") { showsDetails = true }
  ///       .curtainSheet(
  ///         isPresented: $showsDetails, detents: [.medium, .large], selection: $detent,
  ///         prefersGrabberVisible: true
  ///       ) {
  ///         Text("Opening hours")
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is presented.
  ///   - detents: The detents, at least one, with unique ids. Defaults to `[.large]`.
  ///   - selection: The selected detent's id (`SheetDetent.id`: `"medium"`, `"large"`, …), or
  ///     `nil` (the default) to open at the first detent and not follow the selection.
  ///   - largestUndimmedDetent: The id of the largest detent at which what is behind the sheet
  ///     is not dimmed; `nil` (the default) dims at every detent.
  ///   - prefersGrabberVisible: Whether a grabber is shown. Defaults to `false`.
  ///   - isDismissible: Whether a drag may dismiss the sheet. Defaults to `true`.
  ///   - onDismiss: Called once each time the sheet has left the screen.
  ///   - onError: Called with the `SheetError` when the detents are invalid (no detent, a
  ///     duplicate id, an unknown undimmed id); nothing is presented and `isPresented` is
  ///     written back to `false`.
  ///   - content: The sheet's content.
  /// - Returns: This view, presenting the sheet while `isPresented` is `true`.
  @MainActor
  public func curtainSheet<Content: View>(
    isPresented: Binding<Bool>, detents: [SheetDetent] = [.large],
    selection: Binding<String>? = nil, largestUndimmedDetent: String? = nil,
    prefersGrabberVisible: Bool = false, isDismissible: Bool = true,
    onDismiss: (() -> Void)? = nil, onError: ((any Error) -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    var configuration = PresentationConfiguration.flag(
      isPresented, animators: .sheet, onDismiss: onDismiss, onError: onError, content: content)
    configuration.sheet = SheetConfiguration(
      detents: detents, selection: selection, largestUndimmedDetentID: largestUndimmedDetent,
      prefersGrabberVisible: prefersGrabberVisible, isDismissible: isDismissible)
    return modifier(CurtainPresentationModifier(configuration: configuration))
  }

  /// Presents `content` for `item` as a Curtain sheet while `item` is not `nil`.
  ///
  /// A new item (another `id`) dismisses the sheet shown, then presents the new one, opening
  /// at the selection's detent. Everything else is as for
  /// `curtainSheet(isPresented:detents:selection:largestUndimmedDetent:prefersGrabberVisible:isDismissible:onDismiss:onError:content:)`.
  ///
  /// - Parameters:
  ///   - item: The item to present a sheet for, or `nil`.
  ///   - detents: The detents, at least one, with unique ids. Defaults to `[.large]`.
  ///   - selection: The selected detent's id, or `nil` (the default).
  ///   - largestUndimmedDetent: The id of the largest undimmed detent, or `nil`.
  ///   - prefersGrabberVisible: Whether a grabber is shown. Defaults to `false`.
  ///   - isDismissible: Whether a drag may dismiss the sheet. Defaults to `true`.
  ///   - onDismiss: Called once each time an item's sheet has left the screen.
  ///   - onError: Called with the `SheetError` when the detents are invalid.
  ///   - content: The sheet's content for an item.
  /// - Returns: This view, presenting a sheet while `item` is not `nil`.
  @MainActor
  public func curtainSheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, detents: [SheetDetent] = [.large],
    selection: Binding<String>? = nil, largestUndimmedDetent: String? = nil,
    prefersGrabberVisible: Bool = false, isDismissible: Bool = true,
    onDismiss: (() -> Void)? = nil, onError: ((any Error) -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    var configuration = PresentationConfiguration.item(
      item, animators: .sheet, onDismiss: onDismiss, onError: onError, content: content)
    configuration.sheet = SheetConfiguration(
      detents: detents, selection: selection, largestUndimmedDetentID: largestUndimmedDetent,
      prefersGrabberVisible: prefersGrabberVisible, isDismissible: isDismissible)
    return modifier(CurtainPresentationModifier(configuration: configuration))
  }

  /// Presents `content` as a Curtain sheet while `isPresented` is `true`, with a typed
  /// selection: the selected detent itself rather than its id (`selectedDetent:`).
  ///
  /// As `curtainSheet(isPresented:detents:selection:largestUndimmedDetent:prefersGrabberVisible:isDismissible:onDismiss:onError:content:)`
  /// with a `Binding<String>`, by the same rules (`DetentSelectionBinding`). Detents compare
  /// by id, so `detent == .large` reads as it should; only detents of `detents` are ever written
  /// back, and a detent the sheet does not have is written back with the one it rests on.
  ///
  /// ```swift
  /// struct RouteView: View {
  ///   @State private var showsSteps = false
  ///   @State private var detent = SheetDetent.medium
  ///
  ///   var body: some View {
  ///     Button("Steps") { showsSteps = true }
  ///       .curtainSheet(
  ///         isPresented: $showsSteps, detents: [.medium, .large], selectedDetent: $detent
  ///       ) {
  ///         Text(detent == .large ? "Every step" : "The next step")
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is presented.
  ///   - detents: The detents, at least one, with unique ids. Defaults to `[.large]`.
  ///   - selectedDetent: The selected detent.
  ///   - largestUndimmedDetent: The largest detent at which what is behind the sheet is not
  ///     dimmed; `nil` (the default) dims at every detent.
  ///   - prefersGrabberVisible: Whether a grabber is shown. Defaults to `false`.
  ///   - isDismissible: Whether a drag may dismiss the sheet. Defaults to `true`.
  ///   - onDismiss: Called once each time the sheet has left the screen.
  ///   - onError: Called with the `SheetError` when the detents are invalid, or a
  ///     `PresentationRefusal`; nothing is presented and `isPresented` is written back to
  ///     `false`.
  ///   - content: The sheet's content.
  /// - Returns: This view, presenting the sheet while `isPresented` is `true`.
  @MainActor
  public func curtainSheet<Content: View>(
    isPresented: Binding<Bool>, detents: [SheetDetent] = [.large],
    selectedDetent: Binding<SheetDetent>, largestUndimmedDetent: SheetDetent? = nil,
    prefersGrabberVisible: Bool = false, isDismissible: Bool = true,
    onDismiss: (() -> Void)? = nil, onError: ((any Error) -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    curtainSheet(
      isPresented: isPresented, detents: detents,
      selection: SheetConfiguration.selectionByID(selectedDetent, among: detents),
      largestUndimmedDetent: largestUndimmedDetent?.id,
      prefersGrabberVisible: prefersGrabberVisible, isDismissible: isDismissible,
      onDismiss: onDismiss, onError: onError, content: content)
  }

  /// Presents `content` for `item` as a Curtain sheet while `item` is not `nil`, with a typed
  /// selection.
  ///
  /// As `curtainSheet(isPresented:detents:selection:largestUndimmedDetent:prefersGrabberVisible:isDismissible:onDismiss:onError:content:)`
  /// with `selectedDetent:`, for an item.
  ///
  /// - Parameters:
  ///   - item: The item to present a sheet for, or `nil`.
  ///   - detents: The detents, at least one, with unique ids. Defaults to `[.large]`.
  ///   - selectedDetent: The selected detent.
  ///   - largestUndimmedDetent: The largest undimmed detent, or `nil`.
  ///   - prefersGrabberVisible: Whether a grabber is shown. Defaults to `false`.
  ///   - isDismissible: Whether a drag may dismiss the sheet. Defaults to `true`.
  ///   - onDismiss: Called once each time an item's sheet has left the screen.
  ///   - onError: Called with the `SheetError` when the detents are invalid, or a
  ///     `PresentationRefusal`.
  ///   - content: The sheet's content for an item.
  /// - Returns: This view, presenting a sheet while `item` is not `nil`.
  @MainActor
  public func curtainSheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, detents: [SheetDetent] = [.large],
    selectedDetent: Binding<SheetDetent>, largestUndimmedDetent: SheetDetent? = nil,
    prefersGrabberVisible: Bool = false, isDismissible: Bool = true,
    onDismiss: (() -> Void)? = nil, onError: ((any Error) -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    curtainSheet(
      item: item, detents: detents,
      selection: SheetConfiguration.selectionByID(selectedDetent, among: detents),
      largestUndimmedDetent: largestUndimmedDetent?.id,
      prefersGrabberVisible: prefersGrabberVisible, isDismissible: isDismissible,
      onDismiss: onDismiss, onError: onError, content: content)
  }
}
#endif
