#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// Follows the keyboard for a presentation controller: observes
/// `keyboardWillChangeFrameNotification` and reports the keyboard's end frame converted into the
/// container's coordinates, with the animation's duration.
///
/// The end frame is in the screen's coordinate space, which differs from the window's in Split
/// View, Slide Over and Stage Manager (AD/uiresponder/keyboardframeenduserinfokey); it is
/// converted from the container's screen. tvOS posts no keyboard notifications (its keyboard is
/// a full-screen system view), so there nothing is followed.
@MainActor
final class KeyboardFollower {
  private var observer: (any NSObjectProtocol)?

  /// Starts observing (again calls do nothing).
  ///
  /// - Parameters:
  ///   - container: The container whose coordinates the frame is reported in; asked on each
  ///     change.
  ///   - onChange: Called with the keyboard's end frame in the container (`nil` when the
  ///     notification has none) and the animation's duration (the core's
  ///     `LiveUpdateTiming.keyboardDefaultDuration`, 0.25 s, when it has none).
  func start(
    container: @escaping @MainActor () -> UIView?,
    onChange: @escaping @MainActor (CGRect?, TimeInterval) -> Void
  ) {
    #if !os(tvOS)
    guard observer == nil else { return }
    // Delivered synchronously on the posting thread: UIKit posts keyboard notifications on the
    // main thread.
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { notification in
      // The values are read here so that only Sendable values cross into the main actor.
      let info = notification.userInfo
      let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      let duration =
        (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        ?? LiveUpdateTiming.keyboardDefaultDuration
      MainActor.assumeIsolated {
        guard let view = container() else { return }
        onChange(end.map { Self.convert($0, into: view) }, duration)
      }
    }
    #endif
  }

  /// Stops observing.
  func stop() {
    if let observer { NotificationCenter.default.removeObserver(observer) }
    observer = nil
  }

  /// A frame in the screen's coordinate space, in `view`'s coordinates.
  private static func convert(_ frame: CGRect, into view: UIView) -> CGRect {
    guard let screen = view.window?.screen else { return view.convert(frame, from: nil) }
    return view.convert(frame, from: screen.coordinateSpace)
  }
}
#endif
