#if canImport(UIKit)
import UIKit

/// A display link that calls a closure every frame with its timestamp, until stopped.
///
/// Core Animation's `CADisplayLink` with target-action where the Objective-C runtime exists; the
/// UIKit model's closure form on Linux (Tests/UIKitStub), which has no selectors. The link holds
/// this object, which holds the closure; ``stop()`` invalidates the link and breaks that cycle.
@MainActor
final class FrameClock: NSObject {
  private let handler: @MainActor (TimeInterval) -> Void
  private var link: CADisplayLink?

  /// Starts a clock on the main run loop's common modes.
  ///
  /// - Parameter handler: Called every frame with the frame's timestamp.
  init(_ handler: @escaping @MainActor (TimeInterval) -> Void) {
    self.handler = handler
    super.init()
    #if canImport(ObjectiveC)
    let link = CADisplayLink(target: self, selector: #selector(FrameClock.objcFire(_:)))
    #else
    let link = CADisplayLink.modelWithAction { [weak self] link in self?.fire(link) }
    #endif
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Calls the handler with the link's timestamp.
  func fire(_ link: CADisplayLink) {
    handler(link.timestamp)
  }

  /// Invalidates the link; the handler is not called again.
  func stop() {
    link?.invalidate()
    link = nil
  }
}

#if canImport(ObjectiveC)
extension FrameClock {
  @objc fileprivate func objcFire(_ link: CADisplayLink) { fire(link) }
}
#endif
#endif
