#if canImport(UIKit)
import Curtain
import UIKit

extension UIView {
  /// The view's safe-area insets as the core's `EdgeInsets`, what a `TransitionContext` and a
  /// layout are planned with.
  var curtainSafeArea: EdgeInsets {
    let insets = safeAreaInsets
    return EdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
#endif
