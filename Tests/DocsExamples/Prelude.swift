// The view controllers and animator the documentation's UIKit examples refer to, so that
// `.ci/uikit-check.sh` can type-check each example (a ```swift block that imports
// CurtainUIKit in Sources/Curtain/Curtain.docc) against the UIKit stub. Not part of any target.

import Curtain
import UIKit

/// The screen the examples present.
final class DetailViewController: UIViewController {
  /// Its content, which scrolls.
  let scrollView = UIScrollView()
}

/// A confirmation the Presentr examples present.
final class ConfirmViewController: UIViewController {}

/// A look the AZTransitions examples present.
final class LookViewController: UIViewController {}

/// The EasyTransitions examples' animator: the modal view rises from the bottom.
final class MyAnimator: ModalTransitionAnimator {
  var duration: TimeInterval { 0.5 }
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?

  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    guard presenting else { return }
    modalView.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
  }

  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame =
      presenting ? container.bounds : container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
  }
}
