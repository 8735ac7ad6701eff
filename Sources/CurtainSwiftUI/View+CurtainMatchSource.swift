#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// Carries the frames of the views marked with `.curtainMatchSource(id:in:)` up the hierarchy,
/// in SwiftUI's global coordinate space; a later view with the same key wins
/// (``MatchSourceRegistry/merge(_:_:)``).
struct MatchSourcePreference: PreferenceKey {
  static var defaultValue: [MatchSourceKey: CGRect] { [:] }

  static func reduce(
    value: inout [MatchSourceKey: CGRect], nextValue: () -> [MatchSourceKey: CGRect]
  ) {
    MatchSourceRegistry.merge(&value, nextValue())
  }
}

extension View {
  /// Marks this view as the source of a matched transition (zoom, container transform): the
  /// presented screen grows from this view's frame and, on dismissal, shrinks back onto it.
  ///
  /// A `.curtainPresentation` on an ancestor of this view names the source with
  /// `matchSource:` (a ``MatchSourceKey`` with the same id and namespace). The frame is read
  /// in the window's coordinates when the presentation starts and read again when the
  /// dismissal starts, so a list that scrolled in between gets the screen back onto the row's
  /// new place; a source that left the screen gives the animator no source (the zoom then
  /// dissolves).
  ///
  /// ```swift
  /// struct Thumbnail: View {
  ///   let photo: Int
  ///   let namespace: Namespace.ID
  ///
  ///   var body: some View {
  ///     Text("Photo \(photo)")
  ///       .curtainMatchSource(id: photo, in: namespace)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The source's id, unique in the namespace (a later view with the same id and
  ///     namespace wins).
  ///   - namespace: The namespace, from a `@Namespace` property of the presenting view.
  /// - Returns: This view, reporting its frame.
  @MainActor
  public func curtainMatchSource(
    id: some Hashable & Sendable, in namespace: Namespace.ID
  ) -> some View {
    let key = MatchSourceKey(id: id, in: namespace)
    return background {
      GeometryReader { proxy in
        Color.clear.preference(
          key: MatchSourcePreference.self, value: [key: proxy.frame(in: .global)])
      }
    }
  }
}
#endif
