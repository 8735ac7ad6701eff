import CurtainEngine
import Foundation

// The frames a headless transition draws: the plan (or the scrubbed plan) sampled, with a
// re-target's blend or a grab's offset, resolved onto the scene's screens.
extension HeadlessTransition {
  /// Draws the plan at `time`.
  func draw(at time: TimeInterval) {
    guard let plan else { return }
    draw(plan, at: time)
  }

  /// Draws `plan` (the plan or its linear twin) at `time`; `overshoot`, a release's progress
  /// beyond `0...1`, extrapolates the linear twin's whole-plan tracks
  /// (`TransitionPlan.overshooting(_:of:atProgress:)`, the rule UIKit's spring draws).
  func draw(_ plan: TransitionPlan, at time: TimeInterval, overshoot: Double? = nil) {
    guard var frame = sampled else { return }
    self.time = time
    plan.sample(at: time, into: &frame)
    if let overshoot, overshoot < 0 || overshoot > 1, driver?.scrubOffset == nil {
      resolve { actor in
        frame[actor].map { plan.overshooting($0, of: actor, atProgress: overshoot) }
      }
    } else if linearPlan == nil, let blend = driver?.blend {
      resolve { actor in frame[actor].map { blend.adjusted($0, of: actor, at: time) } }
    } else if linearPlan != nil, let offset = driver?.scrubOffset, plan.duration > 0 {
      let progress = time / plan.duration
      resolve { actor in frame[actor].map { offset.adjusted($0, of: actor, at: progress) } }
    } else {
      resolve { frame[$0] }
    }
    sampled = frame
    scene?.show(self, screens: screenStates(), transient: transientStates())
  }

  /// Sets ``current`` from the plan's states: each screen's base state with the states of its
  /// names on top (the primary name last), every other actor as the plan says.
  func resolve(_ planState: (ActorID) -> ViewState?) {
    var screens = baseStates
    for (index, binding) in bindings.enumerated() {
      for actor in binding.actors {
        if let state = planState(actor) { screens[index] = screens[index].merging(state) }
      }
    }
    var states: [ActorID: ViewState] = [:]
    for actor in actors where bindingIndex[actor] == nil {
      states[actor] = planState(actor) ?? ViewState()
    }
    for (index, binding) in bindings.enumerated() {
      for actor in binding.actors { states[actor] = screens[index] }
    }
    current = states
  }

  /// The frame drawn now: the states of ``actors``.
  func currentFrame() -> Timeline.Frame {
    var states: [ActorID: ViewState] = [:]
    for actor in actors { states[actor] = current[actor] }
    return Timeline.Frame(time: time, states: states)
  }

  func screenStates() -> [(HeadlessScreen, ViewState)] {
    bindings.map { binding in
      (binding.screen, binding.actors.last.flatMap { current[$0] } ?? ViewState())
    }
  }

  func transientStates() -> [ActorID: ViewState] {
    current.filter { bindingIndex[$0.key] == nil }
  }
}
