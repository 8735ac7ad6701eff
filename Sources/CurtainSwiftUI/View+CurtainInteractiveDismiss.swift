#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Carries `.curtainInteractiveDismissDisabled(_:)` up the presented content: disabled when any
/// view inside asks.
struct InteractiveDismissDisabledPreference: PreferenceKey {
  static var defaultValue: Bool { false }

  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

extension View {
  /// Keeps the user from dismissing the Curtain presentation this view is inside, as SwiftUI's
  /// `interactiveDismissDisabled(_:)` does for its sheets.
  ///
  /// Put it inside the presented content, where the state it depends on lives (a form with
  /// unsaved changes). While any view of the content asks for it, the hosting controller is
  /// `isModalInPresentation` (as SwiftUI's own modifier makes it): a sheet's drag and a tap on
  /// the dimmed background do not dismiss, and the zoom's drag and a cover's pan do not begin.
  /// The app can still dismiss it by writing the binding.
  ///
  /// ```swift
  /// struct EditorView: View {
  ///   let hasChanges: Bool
  ///
  ///   var body: some View {
  ///     Text(hasChanges ? "Save or discard your changes" : "Nothing changed")
  ///       .curtainInteractiveDismissDisabled(hasChanges)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter isDisabled: Whether the user may not dismiss it. Defaults to `true`.
  /// - Returns: This view, asking its presentation to refuse interactive dismissals.
  @MainActor
  public func curtainInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    preference(key: InteractiveDismissDisabledPreference.self, value: isDisabled)
  }
}
#endif
