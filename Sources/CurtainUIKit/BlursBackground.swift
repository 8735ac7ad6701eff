#if canImport(UIKit)
import Curtain
import UIKit

/// An animator whose plan's blurred ``ActorID/background`` has a style of its own, which the
/// bridge that plays it draws (``TransitionBridge/blurStyle``).
@MainActor
package protocol BlursBackground: TransitionAnimator {
  /// The blur's style.
  var backgroundBlurStyle: UIBlurEffect.Style { get }
}
#endif
