#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// The environment key of `.curtainSheetCornerRadius(_:)`; `nil` (the sheet's default) unless set.
struct CurtainSheetCornerRadiusKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// The corner radius of the Curtain sheets presented in this hierarchy, or `nil`.
  var curtainSheetCornerRadius: CGFloat? {
    get { self[CurtainSheetCornerRadiusKey.self] }
    set { self[CurtainSheetCornerRadiusKey.self] = newValue }
  }
}

extension View {
  /// Sets the top corners' radius of the Curtain sheets this view presents, as SwiftUI's
  /// `presentationCornerRadius(_:)` does for its sheets.
  ///
  /// Put it on (or around) the view holding `.curtainSheet`; it is read when a sheet is
  /// presented. Without it a sheet has `SheetPresentation.defaultCornerRadius`. A radius that is
  /// negative or not finite presents nothing: the binding goes back to `false` (or `nil`) and
  /// `onError` receives the `SheetError`.
  ///
  /// ```swift
  /// struct TicketView: View {
  ///   @State private var showsTicket = false
  ///
  ///   var body: some View {
  ///     Button("Ticket") { showsTicket = true }
  ///       .curtainSheet(isPresented: $showsTicket, detents: [.medium]) {
  ///         Text("Gate 12")
  ///       }
  ///       .curtainSheetCornerRadius(24)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter radius: The radius in points, 0 or more; `nil` for the default.
  /// - Returns: This view, with the radius in its environment.
  @MainActor
  public func curtainSheetCornerRadius(_ radius: CGFloat?) -> some View {
    environment(\.curtainSheetCornerRadius, radius)
  }
}
#endif
