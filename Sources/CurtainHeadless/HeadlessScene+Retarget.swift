import Foundation

extension HeadlessScene {
  /// Takes the layout of `context`, which `transition` re-targeted to.
  ///
  /// The container takes `context`'s size and safe area at once (as a resize does when it
  /// starts) and the kept backgrounds its bounds. For a presentation of `presented`, the presenting screen's resting frame (where a later
  /// dismissal puts it back) becomes `context`'s final frame of `.presenting` when it gives
  /// one, else the new container when it filled the old one.
  func transitionRetargeted(
    _ transition: HeadlessTransition, to context: TransitionContext, presented: HeadlessScreen?
  ) {
    guard transition === currentTransition else { return }
    let oldBounds = bounds
    model.retarget(to: context, presented: presented)
    for key in backgrounds.keys { backgrounds[key]?.frame = bounds }
    if let presented {
      let key = ObjectIdentifier(presented)
      if let frame = context.finalFrames[.presenting] {
        presentingRestingFrames[key] = frame
      } else if presentingRestingFrames[key] == oldBounds {
        presentingRestingFrames[key] = bounds
      }
    }
    recomputeProjection()
  }
}
