#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// Where the presented view rests: the layout's frame, or for a plain animator the frame its plan
// rests the view at in the current container.
extension CurtainPresentationController {
  /// Sets the presented view's frame through `bounds` and `center`, which stay defined under a
  /// transform (`frame` does not).
  ///
  /// A plain animator's view is left where the animator put it until the container changes
  /// size (a rotation, Split View): then it goes where the core rests it in the new size
  /// (`PresentationSession.restingFrame(ofPlain:presentedFrame:)`, the headless scene's answer
  /// too: the plan's final `.presented` frame), so a sheet-like animator's view does not stay
  /// where the old size put it, off screen (found by the UIKit fuzz).
  func layoutPresentedView() {
    guard let presentedView else { return }
    guard presentsPlainAnimator else {
      place(presentedView, at: frameOfPresentedViewInContainerView)
      return
    }
    guard let containerView else { return }
    guard containerView.bounds.size != plainLaidOutSize else {
      // The same size: a view placed for it goes back there if something else moved it (a
      // cancelled full-screen presentation over it puts back the frame it took the view at, from
      // before a rotation; found by the UIKit fuzz, seed 539361995).
      if let frame = plainLaidOutFrame { place(presentedView, at: frame) }
      return
    }
    guard let frame = plainRestingFrame?(containerView.curtainPresentationSession) else { return }
    plainLaidOutSize = containerView.bounds.size
    plainLaidOutFrame = frame
    place(presentedView, at: frame)
  }

  /// Moves the presented view to ``frameOfPresentedViewInContainerView`` on the core's timing of
  /// a live update (`LiveUpdateTiming`, the headless scene's too), or at once for a duration of
  /// 0 (or one that is negative or not finite, which the public entry points document).
  func movePresentedView(duration: TimeInterval) {
    guard let containerView else { return }
    let frame = frameOfPresentedViewInContainerView
    guard duration > 0, let timing = try? LiveUpdateTiming.timing(duration: duration) else {
      layoutPresentedView()
      return
    }
    let animator = UIViewPropertyAnimator(
      duration: timing.duration,
      timingParameters: PlanPlayer.provider(for: TimingParameters(timing.kind)))
    animator.addAnimations { [weak self] in
      if let view = self?.presentedView {
        view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
      }
      containerView.layoutIfNeeded()
    }
    animator.startAnimation()
  }

  private func place(_ view: UIView, at frame: CGRect) {
    let center = CGPoint(x: frame.midX, y: frame.midY)
    if view.bounds.size != frame.size || view.center != center {
      // A drag-to-dismiss holding the screen rests first: its pose was made for the old frame.
      presentedViewController.curtainStorage.modalDelegate?.dragInteraction?.interrupt()
    }
    view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
    view.center = center
  }
}
#endif
