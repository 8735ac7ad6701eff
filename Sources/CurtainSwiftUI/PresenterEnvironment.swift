#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What of the presenter's environment reaches the presented content.
///
/// A `UIHostingController` starts its content with an environment of its own; SwiftUI's own
/// `sheet` and `fullScreenCover` give the content the presenter's. Curtain copies the values
/// below from the view holding the modifier into the content, on every update, and keeps the
/// hosting controller's presentation values: its `dismiss` (and `presentationMode`) dismiss the
/// Curtain presentation (SwiftUI's `DismissAction` "dismiss[es] a modal presentation"), which
/// the coordinator reports as a dismissal it did not ask for — the binding is written `false`
/// and `onDismiss` runs once.
///
/// The whole environment (`\.self`) is not copied: it carries the presenter's own `dismiss`,
/// which would dismiss what presents the presenter (`EnvironmentValues` has no way to merge two
/// environments, and `dismiss` cannot be set). Other values are forwarded by name
/// (`.curtainForwardEnvironment(_:)`, ``EnvironmentForwarder``). Environment objects cannot be
/// copied one by one (SwiftUI lists them nowhere public): pass them inside the content closure.
enum PresenterEnvironment {
  /// Copies the forwarded values of `presenter` into `content`: the color scheme, the locale,
  /// `.curtainMotion`, and the values named with `.curtainForwardEnvironment(_:)`.
  ///
  /// - Parameters:
  ///   - presenter: The environment of the view holding the modifier.
  ///   - content: The presented content's environment.
  static func forward(_ presenter: EnvironmentValues, into content: inout EnvironmentValues) {
    content.colorScheme = presenter.colorScheme
    content.locale = presenter.locale
    content.curtainMotion = presenter.curtainMotion
    for forwarder in presenter.curtainForwardedEnvironment {
      forwarder.copy(presenter, &content)
    }
  }

  /// `view` with the forwarded values of `presenter`, or `view` when there is none.
  ///
  /// - Parameters:
  ///   - presenter: The environment of the view holding the modifier.
  ///   - view: The presented content.
  /// - Returns: The content in the presenter's environment.
  @MainActor
  static func apply(_ presenter: EnvironmentValues?, to view: AnyView) -> AnyView {
    guard let presenter else { return view }
    return AnyView(
      view.transformEnvironment(\.self) { content in forward(presenter, into: &content) })
  }
}
#endif
