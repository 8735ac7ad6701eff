#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// The player's views: the temporary views a plan inserts, what a UIView animation block
// animates, what the frame clock sets (shadow, stacking), and UIKit's timing parameters.
extension PlanPlayer {
  /// Inserts the view of a setup step, unless the actor already has one.
  func insert(_ step: SetupStep) {
    let actor = step.actor
    if views[actor] != nil { return }
    let view: UIView
    switch step {
    case .insert(_, let state, _):
      if let id = actor.matchedPairID,
        let snapshot = snapshotSources[id]?.snapshotView(afterScreenUpdates: false)
      {
        view = snapshot
      } else {
        view = state.blurFraction == nil ? UIView() : BlurView(style: blurStyle)
        // A dim or blur a plan draws (the zoom's) is chrome: Smart Invert leaves it alone
        // (the core's ChromeAppearance), as the presentation controllers' own backgrounds.
        if actor == .background {
          view.accessibilityIgnoresInvertColors = ChromeAppearance.backgroundIgnoresInvertColors
        }
      }
    case .snapshot(let source, _, _, _):
      guard let snapshot = views[source]?.snapshotView(afterScreenUpdates: true) else { return }
      view = snapshot
    }
    switch step.placement {
    case .front: container.addSubview(view)
    case .back: container.insertSubview(view, at: 0)
    case .above(let other):
      if let sibling = views[other], sibling.superview === container {
        container.insertSubview(view, aboveSubview: sibling)
      } else {
        container.addSubview(view)
      }
    case .below(let other):
      if let sibling = views[other], sibling.superview === container {
        container.insertSubview(view, belowSubview: sibling)
      } else {
        container.insertSubview(view, at: 0)
      }
    }
    views[actor] = view
    temporary.append(actor)
  }

  /// Whether any keyframe of `plan` sets what UIView animations cannot animate (a layer shadow
  /// or a zIndex), which `showUnanimated(_:at:)` then follows.
  static func setsUnanimatedProperties(_ plan: TransitionPlan) -> Bool {
    plan.tracks.contains { track in
      track.keyframes.contains { $0.state.shadow != nil || $0.state.zIndex != nil }
    }
  }

  /// Applies the properties UIView animations cannot animate, as `plan` has them at `time`:
  /// each view's layer shadow, and the stacking when a zIndex changed.
  func showUnanimated(_ plan: TransitionPlan, at time: TimeInterval) {
    showOutside(plan, at: time)
    guard setsUnanimated else { return }
    // One sampling of the whole plan into a reused frame (re-laid when the plan changes):
    // cheaper than resolving each actor on its own (curtain-bench's frame.unanimated).
    // Taken out first, so that its storage is not shared while it is refilled.
    var frame = unanimatedFrame ?? plan.makeFrame()
    unanimatedFrame = nil
    plan.sample(at: time, into: &frame)
    unanimatedFrame = frame
    var states: [ActorID: ViewState] = [:]
    for (actor, state) in zip(frame.actors, frame.states) {
      guard let view = views[actor] else { continue }
      states[actor] = state
      if let shadow = state.shadow {
        var shown = ViewState()
        shown.shadow = shadow
        view.apply(shown)
      }
    }
    applyStacking(states, order: plan.actors)
  }

  /// Shows each outside segment's animator at the progress of its track at `time` (the
  /// track's alpha, 0 to 1: the core's `ActorID.outsideSegment(_:)`).
  func showOutside(_ plan: TransitionPlan, at time: TimeInterval) {
    for (actor, animator) in outsideAnimators where animator.state == .active {
      let progress = plan.state(of: actor, at: time).alpha ?? 0
      animator.fractionComplete = min(max(progress, 0), 1)
    }
  }

  /// Ends the outside segments' animators: at their end when the transition finished, at
  /// their start (what they changed back as it was) when it was cancelled.
  func endOutside(finished: Bool) {
    for animator in outsideAnimators.values {
      OutsideAnimationRunner.finish(animator, at: finished ? .end : .start)
    }
    outsideAnimators = [:]
  }

  /// Brings the views with a zIndex to the front in its order, when the order changed.
  func applyStacking(_ states: [ActorID: ViewState], order actors: [ActorID]) {
    let indices = states.compactMapValues(\.zIndex)
    guard indices != stacking else { return }
    stacking = indices
    let ordered = actors.compactMap { actor -> (Int, UIView)? in
      guard let index = states[actor]?.zIndex, let view = views[actor],
        view.superview === container
      else { return nil }
      return (index, view)
    }
    for (_, view) in ordered.sorted(by: { $0.0 < $1.0 }) { container.bringSubviewToFront(view) }
  }

  static func animate(
    _ entry: PlaybackSchedule.Entry, on view: UIView, duration: TimeInterval
  ) {
    guard entry.needsKeyframes else {
      view.apply(Self.animatable(entry.segments[0].state))
      return
    }
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [],  // [] is calculationModeLinear (raw value 0)
      animations: {
        for segment in entry.segments {
          UIView.addKeyframe(
            withRelativeStartTime: segment.relativeStart,
            relativeDuration: segment.relativeDuration
          ) { view.apply(Self.animatable(segment.state)) }
        }
      })
  }

  /// A state without what UIKit does not animate in a UIView animation block.
  ///
  /// `isHidden` would apply at the start: the plan keeps a view visible while it runs if either
  /// end is visible (`TransitionPlan`'s sampling rules), and the end state applies it in
  /// ``end(finished:on:)``. The layer's shadow would jump to its end value: the frame clock
  /// moves it along the plan instead.
  private static func animatable(_ state: ViewState) -> ViewState {
    var state = state
    state.isHidden = nil
    state.shadow = nil
    return state
  }

  /// UIKit's timing parameters for a core timing.
  ///
  /// - Parameter timing: The timing.
  /// - Returns: The curve provider a property animator takes.
  static func provider(for timing: TimingParameters) -> any UITimingCurveProvider {
    switch timing {
    case .linear:
      return UICubicTimingParameters(animationCurve: .linear)
    case .cubic(let controlPoint1, let controlPoint2):
      return UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    case .spring(let mass, let stiffness, let damping, let initialVelocity):
      let velocity = CGFloat(initialVelocity)
      return UISpringTimingParameters(
        mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
        initialVelocity: CGVector(dx: velocity, dy: velocity))
    }
  }
}
#endif
