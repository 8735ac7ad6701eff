#if canImport(UIKit)
import Foundation
import Testing
import UIKit

/// The one clock every UIKit scenario uses, so the same scenario runs on Linux against the UIKit
/// model and on an iOS simulator against real UIKit.
///
/// - On the model (`CURTAIN_UIKIT_MODEL`, set by `.ci/uikit-check.sh`): the model's virtual time
///   (`UIKitModel.advance(by:)`, `UIKitModel.runUntilIdle()`), one frame (1/60 s) at a time, so
///   time is exact and a run takes no wall-clock time.
/// - On a simulator: the main run loop, spun in slices of a frame until the condition holds or
///   the timeout passes (a timeout records an issue). Time there is wall-clock time and only
///   approximate, so a scenario that needs exact times says so with
///   ``ScenarioClock/isVirtual`` (`.enabled(if: ScenarioClock.isVirtual, …)`).
///
/// A caveat on real UIKit, to check on the first simulator run: the scenarios run on the main
/// actor, inside a main-queue block, and a run loop spun from there does not drain the main
/// dispatch queue. What UIKit drives from the run loop (Core Animation's commits and animation
/// callbacks, display links, timers) runs; work UIKit defers with `dispatch_async` to the main
/// queue does not, and shows up as a `runUntil` timeout (an issue), never as a silent pass.
///
/// This file lives in Tests/UIKitFidelityTests; Tests/CurtainUIKitTests/ScenarioClock.swift is a
/// symbolic link to it (SwiftPM test targets cannot share a file otherwise).
@MainActor
enum ScenarioClock {
  #if CURTAIN_UIKIT_MODEL
  /// Whether time is the model's virtual time (exact) rather than the run loop's.
  nonisolated static let isVirtual = true
  #else
  /// Whether time is the model's virtual time (exact) rather than the run loop's.
  nonisolated static let isVirtual = false
  #endif

  /// One frame, the step of both clocks.
  static let frame: TimeInterval = 1.0 / 60

  /// Lets `seconds` pass: the model's frames, or the run loop for that long.
  static func advance(by seconds: TimeInterval) {
    #if CURTAIN_UIKIT_MODEL
    UIKitModel.advance(by: seconds)
    #else
    let end = Date(timeIntervalSinceNow: seconds)
    while Date() < end {
      RunLoop.main.run(mode: .default, before: min(end, Date(timeIntervalSinceNow: frame)))
    }
    #endif
  }

  /// Lets time pass a frame at a time until `condition` holds, at most `timeout` seconds.
  ///
  /// A timeout records an issue. Returns whether the condition held.
  @discardableResult
  static func runUntil(
    _ condition: () -> Bool, timeout: TimeInterval = 5, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    var waited: TimeInterval = 0
    while !condition() {
      guard waited < timeout else {
        Issue.record(
          comment ?? "the condition did not hold within \(timeout) s",
          sourceLocation: sourceLocation)
        return false
      }
      advance(by: frame)
      waited += frame
    }
    return true
  }

  /// Lets time pass until nothing moves: on the model until no animator runs, no timer is
  /// pending and no transition is in flight (an interactive one waiting for its gesture
  /// counts as settled), at most `timeout` seconds, after which a transition still in flight is
  /// recorded as a freeze; on a simulator until no controller in the key window has a
  /// transition coordinator and no layer has a running animation.
  static func runUntilIdle(
    timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #if CURTAIN_UIKIT_MODEL
    UIKitModel.runUntilIdle(timeout: timeout)
    #else
    advance(by: frame)
    runUntil(
      { RealUIKit.isIdle() }, timeout: timeout, "UIKit did not settle within \(timeout) s",
      sourceLocation: sourceLocation)
    #endif
  }
}

/// A window for a scenario and what only the model can tell about it.
@MainActor
enum Scenario {
  /// A fresh window of `size` showing `root`, at `origin` in the screen (non-zero: a window that
  /// is not the screen, as in Split View or Stage Manager), after one frame.
  ///
  /// On the model this starts a fresh world (`UIKitModel.reset`); on a simulator it makes a
  /// window in the app's first window scene key and visible. Keep the window in a local for
  /// the scenario's length.
  @discardableResult
  static func window(
    root: UIViewController = UIViewController(),
    size: CGSize = CGSize(width: 390, height: 844), origin: CGPoint = .zero
  ) -> UIWindow {
    #if CURTAIN_UIKIT_MODEL
    let window = UIKitModel.reset(size: size, windowOrigin: origin).window
    window.rootViewController = root
    #else
    let window = RealUIKit.makeWindow(frame: CGRect(origin: origin, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    #endif
    ScenarioClock.advance(by: ScenarioClock.frame)
    return window
  }

  /// Records as issues the UIKit rules the model saw broken so far (on real UIKit a broken rule
  /// raises or logs instead, so there is nothing to collect).
  static func expectNoFailures(sourceLocation: SourceLocation = #_sourceLocation) {
    #if CURTAIN_UIKIT_MODEL
    for failure in UIKitModel.world.failures {
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
    UIKitModel.world.clearFailures()
    #endif
  }

  #if CURTAIN_UIKIT_MODEL
  /// The failures the model recorded so far, cleared (model only: on a device the same calls
  /// raise an Objective-C exception, which ends the test process).
  static func takeFailures() -> [String] {
    let failures = UIKitModel.world.failures.map(\.message)
    UIKitModel.world.clearFailures()
    return failures
  }

  /// A finger driving `recognizer` (model only: a simulator cannot synthesize touches outside
  /// a UI test).
  static func touch(_ recognizer: UIGestureRecognizer) -> ModelTouch { ModelTouch(recognizer) }

  /// A tap at `point` in the window (model only, as ``touch(_:)``); the view hit.
  @discardableResult
  static func tap(at point: CGPoint) -> UIView? { UIKitModel.tap(at: point) }

  /// What UIKit printed to the console so far (model only).
  static func consoleLines() -> [String] { UIKitModel.world.console }
  #endif
}

#if !CURTAIN_UIKIT_MODEL
/// What the clock needs from real UIKit (simulator only).
@MainActor
enum RealUIKit {
  /// The windows the scenarios made (held weakly: a scenario keeps its own).
  static let windows = NSHashTable<UIWindow>.weakObjects()

  /// The application, when the tests run inside one.
  ///
  /// A SwiftPM test bundle on a simulator runs
  /// hosted by the `xctest` tool, where `sharedApplication` is nil (UIKit's Swift `shared`
  /// would trap on it), so it is looked up by its selector.
  static func application() -> UIApplication? {
    let selector = NSSelectorFromString("sharedApplication")
    guard UIApplication.responds(to: selector) else { return nil }
    return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
  }

  /// A window in the first connected window scene, else one without a scene (the `xctest`
  /// host has none: the window is then never on screen, but its views are in a window and
  /// UIKit's transitions run in it).
  static func makeWindow(frame: CGRect) -> UIWindow {
    let scene = application()?.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: frame)
    window.frame = frame
    windows.add(window)
    return window
  }

  /// No transition in flight in the scenarios' windows and no layer animating.
  static func isIdle() -> Bool {
    windows.allObjects.allSatisfy { window in
      isSettled(window.rootViewController) && !isAnimating(window.layer)
    }
  }

  private static func isSettled(_ controller: UIViewController?) -> Bool {
    guard let controller else { return true }
    if controller.transitionCoordinator != nil { return false }
    return controller.children.allSatisfy { isSettled($0) }
      && isSettled(controller.presentedViewController)
  }

  private static func isAnimating(_ layer: CALayer) -> Bool {
    // A paused animator's layers have speed 0: they wait for the scenario, not for time.
    if layer.speed != 0, !(layer.animationKeys() ?? []).isEmpty { return true }
    return (layer.sublayers ?? []).contains { isAnimating($0) }
  }
}
#endif
#endif
