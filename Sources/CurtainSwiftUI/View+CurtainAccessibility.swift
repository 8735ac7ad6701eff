#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// The environment key of the presentations' `AccessibilityOptions`; `.automatic` by default.
struct CurtainAccessibilityKey: EnvironmentKey {
  static let defaultValue = AccessibilityOptions.automatic
}

extension EnvironmentValues {
  /// How Curtain's presentations and sheets in this hierarchy adjust its accessible defaults.
  var curtainAccessibility: AccessibilityOptions {
    get { self[CurtainAccessibilityKey.self] }
    set { self[CurtainAccessibilityKey.self] = newValue }
  }
}

extension View {
  /// Sets how the Curtain presentations and sheets inside this view adjust Curtain's accessible
  /// defaults, as `ModalTransitionDelegate.accessibilityOptions` does for UIKit code.
  ///
  /// By default (`AccessibilityOptions.automatic`) a presentation is modal for VoiceOver, the
  /// escape scrub, the Escape key and the Menu button dismiss it when a tap outside or a drag
  /// would, its dim is a "Dismiss" element, and the screen change is announced. Each field of
  /// the options overrides one of those rules: the dim's label, whether escape dismisses, the
  /// names of a sheet's detents, where the words come from.
  ///
  /// ```swift
  /// struct FilterScreen: View {
  ///   @State private var isOpen = false
  ///
  ///   var body: some View {
  ///     Button("Filters") { isOpen = true }
  ///       .curtainSheet(isPresented: $isOpen, detents: [.medium, .large]) {
  ///         Text("Filters")
  ///       }
  ///       .curtainAccessibility(.init(dismissLabel: "Close filters"))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter options: The options.
  /// - Returns: This view, with the options in its environment.
  @MainActor
  public func curtainAccessibility(_ options: AccessibilityOptions) -> some View {
    environment(\.curtainAccessibility, options)
  }
}
#endif
