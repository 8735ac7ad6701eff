#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// A size change (a rotation, Split View) of a presentation that UIKit lays out itself.
extension ModalTransitionDelegate {
  /// Follows a size change of a presentation without Curtain's presentation controller
  /// (`.fullScreen`, `.overFullScreen`: UIKit does not ask the delegate for one, so nothing of
  /// Curtain's hears the change); call it from the presented controller's
  /// `viewWillTransition(to:with:)`.
  ///
  /// ```swift
  /// override func viewWillTransition(
  ///   to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  /// ) {
  ///   super.viewWillTransition(to: size, with: coordinator)
  ///   curtain.viewWillTransition(of: self, with: coordinator)
  /// }
  /// ```
  ///
  /// In the coordinator's animation (once the container has its new size), a presentation or
  /// dismissal of this delegate still running is re-targeted to the new container, the
  /// presented view's frame being the container's bounds (as ``CurtainPresentationController``
  /// re-targets from `containerViewWillLayoutSubviews()`); a presented view at rest goes where
  /// the presenting animator's plan rests it in the new container (the container's bounds when
  /// it cannot plan there). With Curtain's presentation controller it does nothing: that
  /// controller follows the size itself.
  ///
  /// - Parameters:
  ///   - presented: The presented controller whose size changes.
  ///   - coordinator: The size change's coordinator.
  public func viewWillTransition(
    of presented: UIViewController, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    coordinator.animate(
      alongsideTransition: { [weak self, weak presented] _ in
        guard let presented else { return }
        self?.followSizeChange(of: presented)
      }, completion: nil)
  }

  private func followSizeChange(of presented: UIViewController) {
    let controller = presented.presentationController
    guard !(controller is CurtainPresentationController),
      !(controller is CurtainSheetPresentationController), let view = presented.view,
      let container = view.superview
    else { return }
    if let bridge = lastBridge, bridge.isInTransition {
      guard !bridge.retarget(presentedFrame: container.bounds) else { return }
      // Not re-targeted (its plan has not started yet, or has played out): the presented view
      // is laid out once the transition has ended, as a presentation controller does after a
      // layout pass that came during its transition (found by the UIKit fuzz, seed 539401736).
      let ended = bridge.onEnded
      bridge.onEnded = { [weak self, weak presented] completed in
        ended?(completed)
        if let presented { self?.layOutAtRest(presented) }
      }
      return
    }
    layOutAtRest(presented)
  }

  /// Puts a presented view at rest where the core rests a plain animator's presentation in its
  /// container (`PresentationSession.restingFrame(ofPlain:presentedFrame:)`, the headless
  /// scene's answer too): where the presenting animator's plan ends, else the container's
  /// bounds.
  private func layOutAtRest(_ presented: UIViewController) {
    guard let view = presented.view, let container = view.superview else { return }
    let session = container.curtainPresentationSession
    let frame =
      animators[.present].map {
        session.restingFrame(ofPlain: $0, presentedFrame: container.bounds)
      } ?? container.bounds
    // Through bounds and center, which stay defined under a transform.
    view.apply(ViewState(frame: frame))
  }
}
#endif
