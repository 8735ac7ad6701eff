#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

extension View {
  /// Marks this view, inside presented content, as the destination of a matched transition
  /// (zoom, container transform): the screen grows from the source onto this view's frame and,
  /// on dismissal, shrinks from it back onto the source.
  ///
  /// The destination pairs with the source of the same id and namespace: the presentation's
  /// `matchSource:` (a `MatchSourceKey`), marked with `.curtainMatchSource(id:in:)`. Its frame
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
    reportingMatchFrame(
      MatchSourceKey(id: id, in: namespace), as: MatchDestinationPreference.self)
  }
}
#endif
