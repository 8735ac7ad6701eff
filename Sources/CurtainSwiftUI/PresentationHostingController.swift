#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// Hosts the presented content and reports the dismissals the binding did not ask for (a
/// swipe, a background tap) from UIKit's appearance callbacks: `viewWillDisappear` while being
/// dismissed begins one, `viewDidDisappear` completes it, `viewDidAppear` after it began means
/// it was cancelled.
final class PresentationHostingController: UIHostingController<AnyView> {
  /// The identity it presents.
  let identity: AnyHashable
  /// Receives the dismissal inputs; cleared on teardown.
  weak var coordinator: PresentationCoordinator?
  private var isDisappearing = false

  init(rootView: AnyView, identity: AnyHashable, coordinator: PresentationCoordinator) {
    self.identity = identity
    self.coordinator = coordinator
    super.init(rootView: rootView)
  }

  @available(*, unavailable, message: "Created by .curtainPresentation only")
  required init?(coder aDecoder: NSCoder) {
    nil
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isBeingDismissed else { return }
    isDisappearing = true
    // UIKit's appearance callbacks do not say whether a gesture drives the dismissal; the
    // binding's rules do not depend on it.
    coordinator?.feed(.dismissalBegan(identity, interactive: false))
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard isDisappearing else { return }
    isDisappearing = false
    coordinator?.feed(.dismissalCompleted(identity))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard isDisappearing else { return }
    isDisappearing = false
    coordinator?.feed(.dismissalCancelled(identity))
  }
}
#endif
