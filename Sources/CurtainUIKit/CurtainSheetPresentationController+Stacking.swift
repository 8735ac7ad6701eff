#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension CurtainSheetPresentationController {
  /// The Curtain sheet directly below this presentation: the controller presented just before
  /// this one in the presenting chain, when a ``CurtainSheetPresentationController`` presents
  /// it.
  func coveredSheet() -> CurtainSheetPresentationController? {
    var controller: UIViewController? = presentingViewController
    while let current = controller {
      guard let next = current.presentedViewController else { return nil }
      if next === presentedViewController {
        return current.presentationController as? CurtainSheetPresentationController
      }
      controller = next
    }
    return nil
  }

  /// How far this sheet covers the one below at rest (`SheetSession.stackingProgress(top:)`
  /// at the selected detent); 1 before the detents are resolved.
  var restingStackingProgress: CGFloat {
    session.map { $0.stackingProgress(top: $0.restingTop) } ?? 1
  }

  /// Whether a transition owns this sheet (it is then not stacked).
  var isInTransition: Bool { session?.phase == .transitioning }

  /// Steps the lower sheet back (`1`) or forward (`0`) alongside this sheet's presentation or
  /// dismissal.
  ///
  /// The lower sheet's look is chrome of this presentation: it animates through the presented
  /// controller's transition coordinator, as Apple documents for a presentation controller's
  /// chrome ("use the transition coordinator … to perform your animations",
  /// AD/uipresentationcontroller/presentationtransitionwillbegin()), so it runs in the
  /// transition's own animation: it follows a pan-driven dismissal frame by frame and goes back
  /// when the transition is cancelled. Without a coordinator it runs on the sheet's spring, the
  /// rise's and fall's timing.
  func animateStacking(to progress: CGFloat) {
    guard let lowerSheet, !lowerSheet.isInTransition else { return }
    lowerSheet.prepareStacking()
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated,
      coordinator.animate(
        alongsideTransition: { _ in lowerSheet.showStacked(progress: progress) }, completion: nil)
    {
      return
    }
    guard let timing = try? AnimationTiming(spring: SheetPresentation.settleSpring) else {
      lowerSheet.showStacked(progress: progress)
      return
    }
    let animator = UIViewPropertyAnimator(
      duration: timing.duration, timingParameters: Self.timingProvider(timing))
    animator.addAnimations { lowerSheet.showStacked(progress: progress) }
    animator.startAnimation()
  }

  /// Takes the stacking look off this sheet: no transform, no stacking dim.
  func resetStacking() {
    guard let stackingDimView else { return }
    stackingDimView.removeFromSuperview()
    self.stackingDimView = nil
    presentedView?.transform = .identity
  }

  /// Adds the stacking dim over this sheet, transparent, when it has none.
  func prepareStacking() {
    guard stackingDimView == nil, let presentedView else { return }
    let dim = UIView()
    dim.frame = presentedView.bounds
    dim.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    dim.alpha = 0
    dim.isUserInteractionEnabled = false
    dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dim.layer.cornerRadius = sheet.cornerRadius
    dim.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    presentedView.addSubview(dim)
    stackingDimView = dim
  }

  /// Shows this sheet stepped back by `progress` of the sheet above it: the core's
  /// `SheetStacking.transform(progress:size:)` (scaled about its top edge's centre, that edge
  /// moved down) and its dim.
  func showStacked(progress: CGFloat) {
    // A sheet leaving (or arriving) is its own transition's: it is not stacked meanwhile.
    guard !isInTransition, let presentedView, containerView != nil else { return }
    prepareStacking()
    let look = SheetStacking.transform(progress: progress, size: presentedView.bounds.size)
    presentedView.transform = CGAffineTransform(
      a: look.scale, b: 0, c: 0, d: look.scale, tx: 0, ty: look.translationY)
    stackingDimView?.alpha = look.dimmingAlpha
    if let stackingDimView { presentedView.bringSubviewToFront(stackingDimView) }
  }

  /// The spring or curve of a release, as UIKit timing parameters (the player's conversion).
  static func timingProvider(_ timing: AnimationTiming) -> any UITimingCurveProvider {
    PlanPlayer.provider(for: TimingParameters(timing.kind))
  }
}
#endif
