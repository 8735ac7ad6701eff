#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// The environment key of ``MotionPreference``; ``MotionPreference/automatic`` by default.
struct CurtainMotionKey: EnvironmentKey {
  static let defaultValue = MotionPreference.automatic
}

extension EnvironmentValues {
  /// How Curtain's modifiers in this hierarchy use Reduce Motion.
  var curtainMotion: MotionPreference {
    get { self[CurtainMotionKey.self] }
    set { self[CurtainMotionKey.self] = newValue }
  }
}

extension View {
  /// Sets how the Curtain presentations and sheets inside this view use Reduce Motion.
  ///
  /// By default (`MotionPreference.automatic`) they follow the environment's
  /// `accessibilityReduceMotion`, the system setting: when it is on, every animator plays its
  /// reduced, opacity-only plan. `MotionPreference.reduced` always plays the reduced plan (a
  /// preview of what those users see); `MotionPreference.full` never does, for a transition
  /// whose motion carries meaning.
  ///
  /// ```swift
  /// struct PreviewScreen: View {
  ///   @State private var isOpen = false
  ///
  ///   var body: some View {
  ///     Button("Open") { isOpen = true }
  ///       .curtainPresentation(isPresented: $isOpen, animator: FadePresentation()) {
  ///         Text("Reduced")
  ///       }
  ///       .curtainMotion(.reduced)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter preference: How Reduce Motion is used.
  /// - Returns: This view, with the preference in its environment.
  @MainActor
  public func curtainMotion(_ preference: MotionPreference) -> some View {
    environment(\.curtainMotion, preference)
  }
}
#endif
