#if canImport(UIKit)
import UIKit

/// Forwards a gesture recognizer's actions to a closure (the target-action glue).
@MainActor
final class GestureTarget: NSObject {
  private let handler: @MainActor (UIGestureRecognizer) -> Void

  init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    self.handler = handler
    super.init()
  }

  func fire(_ recognizer: UIGestureRecognizer) {
    handler(recognizer)
  }

  /// Makes `recognizer` call ``fire(_:)``: target-action where the Objective-C runtime exists,
  /// the UIKit model's closure action on Linux (Tests/UIKitStub), which has no selectors.
  func attach(to recognizer: UIGestureRecognizer) {
    #if canImport(ObjectiveC)
    recognizer.addTarget(self, action: #selector(GestureTarget.objcFire(_:)))
    #else
    recognizer.modelAddAction { [weak self] recognizer in self?.fire(recognizer) }
    #endif
  }

  func detach(from recognizer: UIGestureRecognizer) {
    #if canImport(ObjectiveC)
    recognizer.removeTarget(self, action: #selector(GestureTarget.objcFire(_:)))
    #endif
  }
}

#if canImport(ObjectiveC)
extension GestureTarget {
  @objc fileprivate func objcFire(_ recognizer: UIGestureRecognizer) { fire(recognizer) }
}
#endif
#endif
