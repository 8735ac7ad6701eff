#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import SwiftUI
import UIKit

/// Which end of a matched pair a frame report describes: ``MatchFramePreference`` keeps the
/// sources' and the destinations' reports apart.
enum MatchEnd {
  /// A view marked with `.curtainMatchSource(id:in:)`.
  enum Source {}
  /// A view marked with `.curtainMatchDestination(id:in:)`, inside presented content.
  enum Destination {}
}

/// Carries the frames of the views marked as one end of matched pairs up the hierarchy, in
/// SwiftUI's global coordinate space (inside a presented hosting controller, its root view's); a
/// later view with the same key wins (`MatchSourceRegistry.merge(_:_:)`).
struct MatchFramePreference<End>: PreferenceKey {
  static var defaultValue: [MatchSourceKey: CGRect] { [:] }

  static func reduce(
    value: inout [MatchSourceKey: CGRect], nextValue: () -> [MatchSourceKey: CGRect]
  ) {
    MatchSourceRegistry.merge(&value, nextValue())
  }
}

/// The frames of the matched-transition sources.
typealias MatchSourcePreference = MatchFramePreference<MatchEnd.Source>
/// The frames of the matched-transition destinations.
typealias MatchDestinationPreference = MatchFramePreference<MatchEnd.Destination>

extension View {
  /// Reports this view's frame, in SwiftUI's global coordinate space, as `key`'s `End`.
  @MainActor
  func reportingMatchFrame<End>(
    _ key: MatchSourceKey, as end: MatchFramePreference<End>.Type
  ) -> some View {
    background {
      GeometryReader { proxy in
        Color.clear.preference(key: end, value: [key: proxy.frame(in: .global)])
      }
    }
  }
}

extension View {
  /// Marks this view as the source of a matched transition (zoom, container transform): the
  /// presented screen grows from this view's frame and, on dismissal, shrinks back onto it.
  ///
  /// A `.curtainPresentation` on an ancestor of this view names the source with
  /// `matchSource:` (a `MatchSourceKey` with the same id and namespace); so does a
  /// `.curtainNavigationTransition` on a screen pushed over this one (a `NavigationLink`'s
  /// label marked as the source zooms into its destination, as iOS 18's
  /// `matchedTransitionSource(id:in:)` does). The frame is read
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
    return reportingMatchFrame(key, as: MatchSourcePreference.self)
      // Found again by a navigation transition's `matchSource:` on the screen pushed over it.
      .background { NavigationProbe(role: .matchSource(key)) }
  }
}
#endif
