#if canImport(UIKit)
import UIKit

/// Follows system accessibility settings while a presentation is up: each of the given
/// `UIAccessibility` status notifications (posted by UIKit on the main thread when the setting
/// changes) calls one closure.
@MainActor
final class SettingsFollower {
  private var observers: [any NSObjectProtocol] = []

  /// Starts observing `names`; does nothing while already observing.
  ///
  /// - Parameters:
  ///   - names: The notifications, such as
  ///     `UIAccessibility.reduceTransparencyStatusDidChangeNotification`.
  ///   - onChange: Called on the main thread after each.
  func start(_ names: [NSNotification.Name], onChange: @escaping @MainActor () -> Void) {
    guard observers.isEmpty else { return }
    observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        MainActor.assumeIsolated { onChange() }
      }
    }
  }

  /// Stops observing.
  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }
}
#endif
