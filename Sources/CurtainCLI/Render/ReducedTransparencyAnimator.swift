import Curtain
import CurtainEngine
import Foundation

/// An animator played with Reduce Transparency on (`--reduce-transparency`): the base plan's
/// blurred `.background` becomes the dim of equal contrast, as both players draw it
/// (``PresentationAccessibility/reducedTransparencyDimAlpha``: the rendered plan names no blur
/// style, so the players' default, `.dark`).
struct ReducedTransparencyAnimator: TransitionAnimator {
  /// The animator whose plan is played.
  let base: any TransitionAnimator

  /// The base's plan for `context`, its blur replaced by the dim.
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let plan = try base.motionPlan(for: context)
    let accessibility = PresentationAccessibility(plainWith: .automatic, reduceTransparency: true)
    guard let alpha = accessibility.reducedTransparencyDimAlpha else { return plan }
    return plan.reducingTransparency(dimAlpha: alpha)
  }

  /// Tells the base animator.
  func transitionDidEnd(in context: TransitionContext, completed: Bool) {
    base.transitionDidEnd(in: context, completed: completed)
  }
}
