#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// Carries the frames of the views marked with `.curtainMatchDestination(id:in:)` up the
/// presented content, in SwiftUI's global coordinate space, which inside the presented hosting
/// controller is its root view's; a later view with the same key wins
/// (``MatchSourceRegistry/merge(_:_:)``).
struct MatchDestinationPreference: PreferenceKey {
  static var defaultValue: [MatchSourceKey: CGRect] { [:] }

  static func reduce(
    value: inout [MatchSourceKey: CGRect], nextValue: () -> [MatchSourceKey: CGRect]
  ) {
    MatchSourceRegistry.merge(&value, nextValue())
  }
}

extension View {
  /// Marks this view, inside presented content, as the destination of a matched transition
  /// (zoom, container transform): the screen grows from the source onto this view's frame and,
  /// on dismissal, shrinks from it back onto the source.
  ///
  /// The destination pairs with the source of the same id and namespace: the presentation's
  /// `matchSource:` (a ``MatchSourceKey``), marked with `.curtainMatchSource(id:in:)`. Its frame
  /// is read in the presented screen when each transition is planned; without a destination
  /// the pair's destination is the whole presented screen.
  ///
  /// ```swift
  /// struct PhotoDetail: View {
  ///   let photo: Int
  ///   let namespace: Namespace.ID
  ///
  ///   var body: some View {
  ///     Text("Photo \(photo)")
  ///       .curtainMatchDestination(id: photo, in: namespace)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The pair's id, the source's (a later destination with the same id and namespace
  ///     wins).
  ///   - namespace: The namespace of the source's `.curtainMatchSource(id:in:)`.
  /// - Returns: This view, reporting its frame.
  @MainActor
  public func curtainMatchDestination(
    id: some Hashable & Sendable, in namespace: Namespace.ID
  ) -> some View {
    let key = MatchSourceKey(id: id, in: namespace)
    return background {
      GeometryReader { proxy in
        Color.clear.preference(
          key: MatchDestinationPreference.self, value: [key: proxy.frame(in: .global)])
      }
    }
  }
}
#endif
