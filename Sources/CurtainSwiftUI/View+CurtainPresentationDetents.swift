#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import SwiftUI

/// Carries the sheet options the presented content sets on itself up to the coordinator
/// (`SheetContentOptions`: siblings in view-tree order, a later one winning).
struct SheetOptionsPreference: PreferenceKey {
  static var defaultValue: SheetOptionsReport { SheetOptionsReport() }

  static func reduce(value: inout SheetOptionsReport, nextValue: () -> SheetOptionsReport) {
    let next = nextValue()
    value.options = value.options.merging(next.options)
    value.selection = next.selection ?? value.selection
  }
}

/// The content's options and its selection binding; equal when the options are (the binding's
/// value is part of them), so SwiftUI reports a change when the selected detent changes.
struct SheetOptionsReport: Equatable {
  var options = SheetContentOptions()
  var selection: Binding<SheetDetent>?

  static func == (lhs: SheetOptionsReport, rhs: SheetOptionsReport) -> Bool {
    lhs.options == rhs.options && (lhs.selection == nil) == (rhs.selection == nil)
  }
}

extension View {
  /// Sets the detents of the Curtain sheet this view is presented in, as SwiftUI's
  /// `presentationDetents(_:)` does inside a sheet's content.
  ///
  /// Put it inside the content of `.curtainSheet`. The detents win over the `detents:` argument
  /// of the presenter; they are read when the sheet is presented, and again whenever they
  /// change while it is up: the sheet keeps its detent when the new detents have it, else it
  /// moves to the first of them. As for the argument, they must be at least one, with unique
  /// ids, or nothing is presented (a sheet already up keeps its shape) and `onError` receives
  /// the `SheetError`.
  ///
  /// ```swift
  /// struct FiltersView: View {
  ///   var body: some View {
  ///     Text("Filters")
  ///       .curtainPresentationDetents([.medium, .large])
  ///       .curtainPresentationDragIndicator(.visible)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter detents: The detents, from the shortest.
  /// - Returns: This view, setting its sheet's detents.
  @MainActor
  public func curtainPresentationDetents(_ detents: [SheetDetent]) -> some View {
    transformPreference(SheetOptionsPreference.self) { $0.options.detents = detents }
  }

  /// Sets the detents of the Curtain sheet this view is presented in and binds the selected
  /// one, as SwiftUI's `presentationDetents(_:selection:)` does.
  ///
  /// The sheet opens at the binding's detent; writing the binding moves the sheet there, and a
  /// drag that settles on another detent writes it, by the rules of the presenter's
  /// `selectedDetent:` (which this binding replaces).
  ///
  /// ```swift
  /// struct PlayerView: View {
  ///   @State private var detent = SheetDetent.medium
  ///
  ///   var body: some View {
  ///     Text(detent == .large ? "Lyrics" : "Now playing")
  ///       .curtainPresentationDetents([.medium, .large], selection: $detent)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - detents: The detents, from the shortest.
  ///   - selection: The selected detent.
  /// - Returns: This view, setting its sheet's detents and selection.
  @MainActor
  public func curtainPresentationDetents(
    _ detents: [SheetDetent], selection: Binding<SheetDetent>
  ) -> some View {
    transformPreference(SheetOptionsPreference.self) { report in
      report.options.detents = detents
      report.options.selectedDetent = selection.wrappedValue
      report.selection = selection
    }
  }

  /// Shows or hides the grabber of the Curtain sheet this view is presented in, as SwiftUI's
  /// `presentationDragIndicator(_:)` does.
  ///
  /// - Parameter visibility: `.visible` or `.hidden`; `.automatic` keeps the presenter's
  ///   `prefersGrabberVisible:`.
  /// - Returns: This view, setting its sheet's grabber.
  @MainActor
  public func curtainPresentationDragIndicator(_ visibility: Visibility) -> some View {
    transformPreference(SheetOptionsPreference.self) { report in
      switch visibility {
      case .visible: report.options.prefersGrabberVisible = true
      case .hidden: report.options.prefersGrabberVisible = false
      default: break
      }
    }
  }

  /// Sets the top corners' radius of the Curtain sheet this view is presented in, as SwiftUI's
  /// `presentationCornerRadius(_:)` does; it wins over the presenter's
  /// `.curtainSheetCornerRadius(_:)`.
  ///
  /// - Parameter radius: The radius in points, 0 or more (a negative or non-finite radius
  ///   presents nothing and reports the `SheetError`); `nil` keeps the presenter's.
  /// - Returns: This view, setting its sheet's corner radius.
  @MainActor
  public func curtainPresentationCornerRadius(_ radius: CGFloat?) -> some View {
    transformPreference(SheetOptionsPreference.self) { report in
      if let radius { report.options.cornerRadius = radius }
    }
  }

  /// Leaves what is behind the Curtain sheet this view is presented in undimmed and
  /// interactive up through a detent, as SwiftUI's
  /// `presentationBackgroundInteraction(.enabled(upThrough:))` does.
  ///
  /// - Parameter detent: The largest detent at which what is behind the sheet is not dimmed
  ///   and receives touches; `nil` dims at every detent. It wins over the presenter's
  ///   `largestUndimmedDetent:`.
  /// - Returns: This view, setting its sheet's undimmed detents.
  @MainActor
  public func curtainPresentationBackgroundInteraction(
    enabledUpThrough detent: SheetDetent?
  ) -> some View {
    transformPreference(SheetOptionsPreference.self) { report in
      report.options.undimmed = detent.map { .upThrough($0) } ?? .dimmed
    }
  }
}
#endif
