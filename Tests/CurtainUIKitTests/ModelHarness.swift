#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// Helpers for scenarios run against the UIKit model (Tests/UIKitStub/Model): a fresh world with
/// a root controller in the window, and every rule the model saw broken turned into an issue.
@MainActor
enum Harness {
  /// A fresh world whose window shows `root`.
  @discardableResult
  static func world(
    root: UIViewController = UIViewController(), size: CGSize = CGSize(width: 390, height: 844),
    windowOrigin: CGPoint = .zero
  ) -> ModelWorld {
    let world = UIKitModel.reset(size: size, windowOrigin: windowOrigin)
    world.window.rootViewController = root
    UIKitModel.advance(by: 1.0 / 60)
    return world
  }

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
}

/// A fade both ways, 0.3 s.
@MainActor
func fade(_ duration: TimeInterval = 0.3) -> CrossDissolveAnimation {
  CrossDissolveAnimation(options: .normal(duration: duration))
}
#endif
