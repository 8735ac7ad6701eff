#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// One environment value `.curtainForwardEnvironment(_:)` carries from the presenting view into
/// the presented content (``PresenterEnvironment``).
struct EnvironmentForwarder {
  /// Copies the value from the presenter's environment into the content's.
  let copy: (EnvironmentValues, inout EnvironmentValues) -> Void

  init<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>) {
    copy = { presenter, content in content[keyPath: keyPath] = presenter[keyPath: keyPath] }
  }
}

/// The environment key of the values forwarded into Curtain presentations.
struct CurtainForwardedEnvironmentKey: EnvironmentKey {
  static var defaultValue: [EnvironmentForwarder] { [] }
}

extension EnvironmentValues {
  /// The values the Curtain presentations in this hierarchy give their content.
  var curtainForwardedEnvironment: [EnvironmentForwarder] {
    get { self[CurtainForwardedEnvironmentKey.self] }
    set { self[CurtainForwardedEnvironmentKey.self] = newValue }
  }
}

extension View {
  /// Gives the content of the Curtain presentations in this view the presenting view's value of
  /// `keyPath`, and keeps it in step on every update, as SwiftUI's own `sheet` gives its content
  /// the presenter's environment.
  ///
  /// A presented content starts from its `UIHostingController`'s environment; Curtain gives it
  /// the presenter's color scheme, locale and `curtainMotion(_:)`, and the values named with
  /// this modifier: your own `EnvironmentKey`s, or SwiftUI's (`\.font`, `\.dynamicTypeSize`).
  /// Put it after `.curtainPresentation` or `.curtainSheet`, or on an ancestor: the value
  /// forwarded is the one the presenting view sees.
  ///
  /// ```swift
  /// private struct AccentKey: EnvironmentKey {
  ///   static var defaultValue: String { "blue" }
  /// }
  ///
  /// extension EnvironmentValues {
  ///   var accentName: String {
  ///     get { self[AccentKey.self] }
  ///     set { self[AccentKey.self] = newValue }
  ///   }
  /// }
  ///
  /// struct BadgeView: View {
  ///   @Environment(\.accentName) private var accentName
  ///
  ///   var body: some View { Text("Accent: \(accentName)") }
  /// }
  ///
  /// struct ProfileView: View {
  ///   @State private var showsBadge = false
  ///
  ///   var body: some View {
  ///     Button("Badge") { showsBadge = true }
  ///       .curtainPresentation(isPresented: $showsBadge, animator: FadePresentation()) {
  ///         BadgeView()  // sees "orange"
  ///       }
  ///       .curtainForwardEnvironment(\.accentName)
  ///       .environment(\.accentName, "orange")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter keyPath: The environment value to forward.
  /// - Returns: This view, forwarding the value into the content it presents.
  @MainActor
  public func curtainForwardEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>
  ) -> some View {
    transformEnvironment(\.curtainForwardedEnvironment) { forwarders in
      forwarders.append(EnvironmentForwarder(keyPath))
    }
  }
}
#endif
