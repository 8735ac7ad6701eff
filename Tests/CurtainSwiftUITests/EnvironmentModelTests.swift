#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The presenter's environment in the presented content, and the content's own `dismiss`
/// (issue 36, item 4).
///
/// SwiftUI's view graph is not modelled: the scenarios pass the presenter's environment as the
/// modifier reads it (`@Environment(\.self)`) and read what the hosting controller's content was
/// given. The content's `@Environment(\.dismiss)` is the hosting controller's: SwiftUI's
/// `DismissAction` "dismiss[es] a modal presentation", modelled (M) as the UIKit
/// `dismiss(animated:completion:)` of the hosting controller.
@Suite @MainActor struct EnvironmentModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  func settle() async {
    for _ in 0..<6 {
      UIKitModel.runUntilIdle()
      for _ in 0..<10 { await Task.yield() }
    }
  }

  func environment(_ scheme: ColorScheme, _ locale: String) -> EnvironmentValues {
    var values = EnvironmentValues()
    values.colorScheme = scheme
    values.locale = Locale(identifier: locale)
    values.curtainMotion = .reduced
    return values
  }

  func flag(
    _ shown: Box<Bool>, _ environment: EnvironmentValues?, onDismiss: @escaping () -> Void = {}
  ) -> PresentationConfiguration {
    var configuration = base.flag(shown, onDismiss: onDismiss)
    configuration.environment = environment
    return configuration
  }

  /// The content is given the presenter's color scheme, locale and `.curtainMotion`, and
  /// follows them while it is on screen.
  @Test func thePresentersEnvironmentReachesTheContentAndFollowsIt() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    coordinator.update(flag(shown, environment(.dark, "fr_FR")))
    await settle()
    let hosting = try #require(root.presentedViewController as? PresentationHostingController)
    var content = EnvironmentValues()
    PresenterEnvironment.forward(try #require(hosting.presenterEnvironment), into: &content)
    #expect(content.colorScheme == .dark)
    #expect(content.locale.identifier == "fr_FR")
    #expect(content.curtainMotion == .reduced)
    coordinator.update(flag(shown, environment(.light, "de_DE")))
    PresenterEnvironment.forward(try #require(hosting.presenterEnvironment), into: &content)
    #expect(content.colorScheme == .light)
    #expect(content.locale.identifier == "de_DE")
  }

  /// The content's `dismiss()` once the presentation has landed: the screen goes, the binding
  /// is written `false`, `onDismiss` runs once.
  @Test func theContentsDismissWritesTheBindingAndCallsOnDismissOnce() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(flag(shown, nil, onDismiss: { dismissals += 1 }))
    await settle()
    let hosting = try #require(root.presentedViewController as? PresentationHostingController)
    hosting.dismiss(animated: true)
    await settle()
    #expect(root.presentedViewController == nil)
    #expect(shown.writes == [false])
    #expect(dismissals == 1)
  }

  /// The content's `dismiss()` while it is still rising (a `.task` or `onAppear` that finds
  /// nothing to show): UIKit ignores a dismissal during a transition, so it waits for the
  /// presentation to land, then happens.
  @Test func theContentsDismissDuringThePresentationWaitsForItThenHappens() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(flag(shown, nil, onDismiss: { dismissals += 1 }))
    UIKitModel.advance(by: 1.0 / 60)
    let hosting = try #require(root.presentedViewController as? PresentationHostingController)
    #expect(hosting.transitionCoordinator != nil, "the presentation is still running")
    hosting.dismiss(animated: true)
    await settle()
    #expect(root.presentedViewController == nil)
    #expect(shown.writes == [false])
    #expect(dismissals == 1)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// The content reads the presenter's value of a custom key named with
  /// `.curtainForwardEnvironment(_:)` (the stub's graph renders the content's
  /// `@Environment`), and follows it; a key not named keeps the content's default.
  ///
  /// On the old code the content saw the key's default, "blue".
  @Test func aForwardedCustomKeyReachesTheContentAndFollowsIt() async throws {
    let (root, coordinator) = base.setUp()
    let seen = SeenAccents()
    let shown = Box(true)
    let configuration = { (accent: String) in
      var presenter = EnvironmentValues()
      presenter.testAccent = accent
      presenter.testShade = "dark"
      presenter.curtainForwardedEnvironment = [EnvironmentForwarder(\.testAccent)]
      var configuration = PresentationConfiguration.flag(
        shown.binding, animators: .animator(FadePresentation()), onDismiss: nil, onError: nil,
        content: { AccentProbe(seen: seen) })
      configuration.environment = presenter
      return configuration
    }
    coordinator.update(configuration("orange"))
    await settle()
    #expect(root.presentedViewController is PresentationHostingController)
    #expect(seen.values.last?.accent == "orange")
    #expect(seen.values.last?.shade == "light", "not forwarded: the content's default")
    coordinator.update(configuration("green"))
    await settle()
    #expect(seen.values.last?.accent == "green")
  }
}

/// What `AccentProbe` saw, body by body.
final class SeenAccents {
  var values: [(accent: String, shade: String)] = []
  func record(_ accent: String, _ shade: String) -> Bool {
    values.append((accent, shade))
    return true
  }
}

/// A content reading two custom keys.
struct AccentProbe: View {
  let seen: SeenAccents
  @Environment(\.testAccent) private var accent
  @Environment(\.testShade) private var shade

  var body: some View {
    let _ = seen.record(accent, shade)
    Text(accent)
  }
}

private struct TestAccentKey: EnvironmentKey {
  static var defaultValue: String { "blue" }
}

private struct TestShadeKey: EnvironmentKey {
  static var defaultValue: String { "light" }
}

extension EnvironmentValues {
  var testAccent: String {
    get { self[TestAccentKey.self] }
    set { self[TestAccentKey.self] = newValue }
  }
  var testShade: String {
    get { self[TestShadeKey.self] }
    set { self[TestShadeKey.self] = newValue }
  }
}
#endif
