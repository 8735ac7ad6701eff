#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// tvOS has no swipe back (`interactivePopGestureRecognizer` is unavailable there).
#if !os(tvOS)

/// Follows a navigation controller's system swipe back (`interactivePopGestureRecognizer`) for
/// a pop that plays a Curtain animator: the pop's bridge follows the swipe's translation, and the
/// swipe's release finishes or cancels it.
///
/// The recognizer stays UIKit's (its delegate and its own target are untouched): this adds a
/// second target, which reads the translation in every state. The progress is the translation
/// from the leading edge over the navigation controller's view width, and the release is the
/// core's `InteractionTracker` decision under `InteractionConfiguration.standard`, as for a
/// ``PanInteraction`` from the leading edge, so the headless player's pan decides alike.
///
/// The pop starts in the system recognizer's `began` action, UIKit's own target: whichever of
/// the two targets UIKit calls first, tracking starts when the bridge is vended (``follow(_:)``)
/// and the actions that follow feed it.
@MainActor
final class SystemSwipeInteraction {
  /// The system swipe back.
  private weak var recognizer: UIPanGestureRecognizer?
  /// The navigation controller's view: its width is the swipe's distance.
  private weak var host: UIView?
  private let target: GestureTarget
  /// The pop being driven.
  private weak var bridge: TransitionBridge?
  private var tracker: InteractionTracker?
  private var startTime: TimeInterval = 0
  private var isAttached = false

  /// Follows `recognizer` on `view` (the navigation controller's).
  ///
  /// - Parameters:
  ///   - recognizer: The system swipe back.
  ///   - view: The navigation controller's view.
  init(recognizer: UIPanGestureRecognizer, in view: UIView) {
    self.recognizer = recognizer
    host = view
    var handle: (@MainActor (UIGestureRecognizer) -> Void)?
    target = GestureTarget { recognizer in handle?(recognizer) }
    handle = { [weak self] _ in self?.handle() }
    target.attach(to: recognizer)
    isAttached = true
  }

  /// Whether `recognizer` is the one this follows.
  func follows(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizer === self.recognizer
  }

  /// Whether the swipe is in progress (began or changed): a pop asked now is the swipe's.
  var swipeDrives: Bool {
    guard let recognizer else { return false }
    return recognizer.state == .began || recognizer.state == .changed
  }

  /// Drives `bridge`, the pop the swipe in progress starts: it starts interactively, from the
  /// swipe's translation now.
  ///
  /// - Parameter bridge: The pop's bridge, vended to UIKit with an interaction controller.
  func follow(_ bridge: TransitionBridge) {
    guard let view = host, let recognizer,
      var fresh = try? InteractionTracker(
        pan: .edge(.leading), distance: max(Double(view.bounds.width), 1),
        layoutDirection: Self.layoutDirection(of: view))
    else { return }
    // A first sample at the origin is never refused (the swipe is under way already); the
    // swipe's translation now replaces it at the same time.
    startTime = CACurrentMediaTime()
    _ = try? fresh.begin(GestureSample(time: 0, translation: .zero))
    fresh.update(
      GestureSample(time: 0, translation: recognizer.translation(in: Self.space(of: view))))
    tracker = fresh
    bridge.wantsInteractiveStart = true
    self.bridge = bridge
  }

  /// Stops following the recognizer; a pop in progress is released as a cancelled swipe.
  func detach() {
    if tracker != nil { end(lifted: false) }
    if isAttached, let recognizer { target.detach(from: recognizer) }
    isAttached = false
    bridge = nil
  }

  private func handle() {
    guard let recognizer, let view = host, tracker != nil else { return }
    switch recognizer.state {
    case .began, .changed:
      guard var tracker else { return }
      let translation = recognizer.translation(in: Self.space(of: view))
      tracker.update(
        GestureSample(time: CACurrentMediaTime() - startTime, translation: translation))
      self.tracker = tracker
      bridge?.update(progress: tracker.progress)
    case .ended, .cancelled, .failed:
      end(lifted: recognizer.state == .ended)
    default:
      break
    }
  }

  /// The swipe ends: lifted (the core's decision from its last sample) or cancelled.
  private func end(lifted: Bool) {
    guard var ending = tracker else { return }
    tracker = nil
    let released = bridge
    bridge = nil
    let decision: InteractionTracker.Decision?
    if lifted, let recognizer, let view = host {
      let translation = recognizer.translation(in: Self.space(of: view))
      decision = ending.end(
        GestureSample(time: CACurrentMediaTime() - startTime, translation: translation))
    } else {
      decision = ending.cancel()
    }
    guard let decision, let released else { return }
    released.release(
      finishing: decision.finishes,
      velocity: decision.distance > 0 ? decision.velocity / decision.distance : 0)
  }

  /// The translation is measured in the host's superview, as ``PanInteraction`` measures it.
  private static func space(of view: UIView) -> UIView { view.superview ?? view }

  private static func layoutDirection(of view: UIView) -> LayoutDirection {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
#endif
#endif
