#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension UIView {
  /// The view's safe-area insets as the core's `EdgeInsets`, what a `TransitionContext` and a
  /// layout are planned with.
  var curtainSafeArea: EdgeInsets {
    let insets = safeAreaInsets
    return EdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// The view's layout direction as the core's `LayoutDirection`.
  var curtainLayoutDirection: LayoutDirection {
    effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The core's answers for a presentation in this view as its container
  /// (`PresentationSession`): its bounds, safe area and layout direction.
  var curtainPresentationSession: PresentationSession {
    PresentationSession(
      containerBounds: bounds, safeArea: curtainSafeArea, layoutDirection: curtainLayoutDirection)
  }
}
#endif
