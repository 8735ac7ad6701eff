#if canImport(UIKit)
import Curtain
import CurtainCrossDissolve
import CurtainUIKit
import Testing
import UIKit

/// Helpers for the UIKit scenarios: a fresh window with a root controller, and every rule the
/// UIKit model saw broken turned into an issue.
///
/// On Linux (`CURTAIN_UIKIT_MODEL`) the window is the model's (Tests/UIKitStub/Model), reset for
/// each scenario; on an iOS simulator it is a real window (``Scenario/window(root:size:origin:)``),
/// and there are no model failures to collect: real UIKit raises or logs instead. Time passes
/// through ``ScenarioClock`` on both.
@MainActor
enum Harness {
  #if CURTAIN_UIKIT_MODEL
  /// A fresh world whose window shows `root`.
  @discardableResult
  static func world(
    root: UIViewController = UIViewController(), size: CGSize = CGSize(width: 390, height: 844),
    windowOrigin: CGPoint = .zero
  ) -> ModelWorld {
    let world = UIKitModel.reset(size: size, windowOrigin: windowOrigin)
    world.window.rootViewController = root
    ScenarioClock.advance(by: 1.0 / 60)
    return world
  }

  /// The window of the current scenario.
  static var window: UIWindow { UIKitModel.world.window }

  /// Records every failure the model saw as an issue; returns them.
  @discardableResult
  static func expectNoFailures(
    sourceLocation: SourceLocation = #_sourceLocation
  )
    -> [ModelFailure]
  {
    let failures = UIKitModel.world.failures
    for failure in failures {
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
    return failures
  }

  /// The failures so far, cleared (for tests that expect the model to object).
  static func takeFailures() -> [ModelFailure] {
    let failures = UIKitModel.world.failures
    UIKitModel.world.clearFailures()
    return failures
  }
  #else
  /// The scenario's window on real UIKit (what a model world offers a scenario that needs
  /// nothing of the model).
  struct World {
    /// The window.
    let window: UIWindow
  }

  /// Holds the current scenario's window weakly (a scenario keeps it alive through its
  /// ``World``).
  final class Current {
    /// The window.
    weak var window: UIWindow?
  }

  /// The current scenario's window (one box for the test run; scenarios run one at a time on
  /// the main actor).
  static let current = Current()

  /// A fresh window that shows `root`.
  @discardableResult
  static func world(
    root: UIViewController = UIViewController(), size: CGSize = CGSize(width: 390, height: 844),
    windowOrigin: CGPoint = .zero
  ) -> World {
    let window = Scenario.window(root: root, size: size, origin: windowOrigin)
    current.window = window
    return World(window: window)
  }

  /// The window of the current scenario.
  static var window: UIWindow { current.window ?? UIWindow(frame: .zero) }

  /// Nothing to collect on real UIKit (a broken rule raises or logs there).
  static func expectNoFailures(sourceLocation: SourceLocation = #_sourceLocation) {}
  #endif
}

/// A fade both ways, 0.3 s.
@MainActor
func fade(_ duration: TimeInterval = 0.3) -> CrossDissolveAnimation {
  CrossDissolveAnimation(options: .normal(duration: duration))
}
#endif
