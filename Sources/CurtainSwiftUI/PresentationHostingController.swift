#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// Hosts the presented content and reports the dismissals the binding did not ask for (a
/// swipe, a background tap) from UIKit's appearance callbacks: `viewWillDisappear` while being
/// dismissed begins one, `viewDidDisappear` completes it, `viewDidAppear` after it began means
/// it was cancelled.
///
/// A dismissal the coordinator started is reported by its completion handler instead, and a
/// completed one it did not start is reported on the next main-actor turn: `viewDidDisappear`
/// runs while UIKit is still ending the transition, when a presentation the machine starts
/// next (a new item) would be refused.
final class PresentationHostingController: UIHostingController<AnyView> {
  /// The identity it presents.
  let identity: AnyHashable
  /// Receives the dismissal inputs; cleared on teardown.
  weak var coordinator: PresentationCoordinator?
  /// The presenter's environment the content was last given (``PresenterEnvironment``).
  var presenterEnvironment: EnvironmentValues?
  /// Set by the coordinator before it dismisses this controller itself.
  var isDismissedByCoordinator = false
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

  /// Dismisses this controller (what the content's `@Environment(\.dismiss)` does) once no
  /// transition involves it: UIKit ignores a dismissal asked while one runs ("Attempt to dismiss
  /// while a presentation or dismiss is in progress"), and a content that dismisses itself while
  /// it rises (in `onAppear`, a `.task`) would stay up with its binding `true`.
  ///
  /// The dismissal is then one the coordinator did not ask for: the binding is written `false`
  /// and `onDismiss` runs once, as after a swipe.
  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let coordinator, presentedViewController == nil else {
      // The screens this controller presents, or a controller the coordinator let go.
      super.dismiss(animated: flag, completion: completion)
      return
    }
    coordinator.afterTransitions(around: self) {
      super.dismiss(animated: flag, completion: completion)
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isBeingDismissed, !isDismissedByCoordinator else { return }
    isDisappearing = true
    // UIKit's appearance callbacks do not say whether a gesture drives the dismissal; the
    // binding's rules do not depend on it.
    coordinator?.feed(.dismissalBegan(identity, interactive: false))
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard isDisappearing else { return }
    isDisappearing = false
    let identity = identity
    Task { @MainActor [weak coordinator] in
      coordinator?.feed(.dismissalCompleted(identity))
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard isDisappearing else { return }
    isDisappearing = false
    coordinator?.feed(.dismissalCancelled(identity))
  }
}
#endif
