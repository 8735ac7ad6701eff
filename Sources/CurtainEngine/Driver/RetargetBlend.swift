import Curtain
import Foundation

/// A transition re-targeted mid-flight: a new plan, played on from the same moment, with the
/// difference to what was shown fading out so that position and velocity stay continuous.
///
/// When a running transition's destination changes (the container rotates, a final frame
/// moves, a source frame is asked again), its animator plans again for the new context. Cutting
/// to the new plan at the current time would jump; instead, for every actor and every property
/// that can be blended (frame, alpha, transform, corner radius, colours, shadow, blur), the
/// shown value is
///
///     new(t) + Δ·h(s) + Δv·T·k(s),   s = (t − t₀) / T
///
/// where t₀ is the re-target time, T the rest of the new plan (`duration − t₀`), Δ and Δv the
/// differences in value and velocity between what was shown and the new plan at t₀ (velocities
/// by central differences over ±0.1 ms), h(s) = 1 − 3s² + 2s³ and k(s) = s(1 − s)². Since h(0) = 1,
/// h′(0) = 0, k(0) = 0 and T·k′(0) = 1, the value and the velocity at t₀ are the ones shown
/// before; since h, h′, k and k′ are 0 at s = 1, the transition ends exactly on the new plan's end.
/// Discrete properties (corners, isHidden, zIndex) follow the new plan; a property only one of
/// the two motions sets follows the new plan too.
///
/// This is what Core Animation's additive animations do for a position, with the velocity
/// matched as well.
package struct RetargetBlend: Sendable, Equatable {
  /// One actor's differences, as channels.
  struct Offset: Sendable, Equatable {
    var properties: ViewState.PropertyMask
    var delta: [Double]
    var rate: [Double]

    /// `state` moved by `deltaWeight` × ``delta`` plus `rateWeight` × ``rate`` (an empty
    /// ``rate`` adds nothing); `state` as it is when it lacks one of the properties.
    func applied(to state: ViewState, deltaWeight: Double, rateWeight: Double) -> ViewState {
      var values: [Double] = []
      state.appendChannels(properties, to: &values)
      guard values.count == delta.count else { return state }
      for index in values.indices {
        values[index] += delta[index] * deltaWeight
        if index < rate.count { values[index] += rate[index] * rateWeight }
      }
      var result = state
      values.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        result.blendChannels(
          from: base, to: base, properties: properties, fraction: 0, phase: .running)
      }
      return result
    }
  }

  /// The new plan.
  package let plan: TransitionPlan
  /// The plan time of the re-target, in seconds.
  package let start: TimeInterval
  /// How long the difference takes to fade out, in seconds: the rest of the new plan.
  package let window: TimeInterval
  let offsets: [ActorID: Offset]

  /// The properties a blend moves continuously.
  static let continuous: ViewState.PropertyMask = [
    .frame, .alpha, .transform, .cornerRadius, .backgroundColor, .shadow, .blurFraction,
  ]

  /// Re-targets the motion `shown` (what is on screen, as a function of actor and plan time) to
  /// `plan` at `time`.
  ///
  /// - Parameters:
  ///   - shown: The motion on screen until now (a plan's sampling, or an earlier blend's).
  ///   - actors: The actors to keep continuous.
  ///   - time: The re-target time, in seconds since the start (clamped at 0; NaN reads as 0).
  ///   - plan: The new plan.
  package init(
    from shown: (ActorID, TimeInterval) -> ViewState, actors: [ActorID], at time: TimeInterval,
    to plan: TransitionPlan
  ) {
    let time = time.isFinite ? max(time, 0) : 0
    self.plan = plan
    start = time
    window = max(plan.duration - time, 0)
    let step = 1e-4
    let low = max(time - step, 0)
    let high = time + step
    var offsets: [ActorID: Offset] = [:]
    for actor in actors {
      let before = shown(actor, time)
      let after = plan.state(of: actor, at: time)
      let properties = ViewState.PropertyMask(before).intersection(ViewState.PropertyMask(after))
        .intersection(Self.continuous)
      guard !properties.isEmpty else { continue }
      func channels(_ state: ViewState) -> [Double] {
        var values: [Double] = []
        state.appendChannels(properties, to: &values)
        return values
      }
      let shownRate = zip(channels(shown(actor, high)), channels(shown(actor, low))).map {
        ($0 - $1) / (high - low)
      }
      let planRate = zip(
        channels(plan.state(of: actor, at: high)), channels(plan.state(of: actor, at: low))
      ).map { ($0 - $1) / (high - low) }
      offsets[actor] = Offset(
        properties: properties,
        delta: zip(channels(before), channels(after)).map { $0 - $1 },
        rate: zip(shownRate, planRate).map { $0 - $1 })
    }
    self.offsets = offsets
  }

  /// The state of `actor` at plan time `time`: the new plan's, with what is left of the
  /// difference.
  ///
  /// - Parameters:
  ///   - actor: The actor.
  ///   - time: Seconds since the start of the transition.
  /// - Returns: The state shown.
  package func state(of actor: ActorID, at time: TimeInterval) -> ViewState {
    adjusted(plan.state(of: actor, at: time), of: actor, at: time)
  }

  /// `state` (the new plan's state of `actor` at `time`) with what is left of the difference.
  ///
  /// - Parameters:
  ///   - state: The new plan's state.
  ///   - actor: The actor.
  ///   - time: Seconds since the start of the transition.
  /// - Returns: The state shown.
  package func adjusted(
    _ state: ViewState, of actor: ActorID, at time: TimeInterval
  )
    -> ViewState
  {
    guard let offset = offsets[actor], window > 0, time.isFinite, time < start + window else {
      return state
    }
    let s = min(max((time - start) / window, 0), 1)
    let h = 1 - 3 * s * s + 2 * s * s * s
    let k = window * s * (1 - s) * (1 - s)
    return offset.applied(to: state, deltaWeight: h, rateWeight: k)
  }
}

/// What a grab keeps of a re-target still fading out: the difference between what was shown and
/// the grabbed plan at the grab, fading with the finger's distance from the grab's progress.
///
/// A grab scrubs the plan's grabbed twin (``TransitionPlan/grabbed(at:)``), which shows the
/// plan's own state at the grab's progress p₀. While a ``RetargetBlend`` still fades out, what
/// is shown differs from the plan by the blend's remaining difference Δ; the scrub adds
/// Δ·w(p), with w(p) = p ÷ p₀ below p₀ and (1 − p) ÷ (1 − p₀) above it (the tent that matches
/// the grabbed twin's piecewise-linear motion), so the grab does not jump and progress 0 and 1
/// are still exactly the plan's start and end.
package struct ScrubOffset: Sendable, Equatable {
  /// The grab's progress, p₀.
  package let progress: Double
  let offsets: [ActorID: RetargetBlend.Offset]

  /// The offset between `shown` (what is on screen) and `scrubbed` (the grabbed plan's states),
  /// at progress `progress`.
  ///
  /// - Parameters:
  ///   - shown: What is on screen at the grab, per actor.
  ///   - scrubbed: What the grabbed plan shows at the grab's progress, per actor.
  ///   - actors: The actors to keep continuous.
  ///   - progress: The grab's progress.
  package init(
    shown: (ActorID) -> ViewState, scrubbed: (ActorID) -> ViewState, actors: [ActorID],
    progress: Double
  ) {
    self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
    var offsets: [ActorID: RetargetBlend.Offset] = [:]
    for actor in actors {
      let before = shown(actor)
      let after = scrubbed(actor)
      let properties = ViewState.PropertyMask(before).intersection(ViewState.PropertyMask(after))
        .intersection(RetargetBlend.continuous)
      guard !properties.isEmpty else { continue }
      var from: [Double] = []
      var to: [Double] = []
      before.appendChannels(properties, to: &from)
      after.appendChannels(properties, to: &to)
      let delta = zip(from, to).map { $0 - $1 }
      guard delta.contains(where: { $0 != 0 }) else { continue }
      offsets[actor] = RetargetBlend.Offset(properties: properties, delta: delta, rate: [])
    }
    self.offsets = offsets
  }

  /// `state` (the grabbed plan's state of `actor` at `progress`) with the offset's share there.
  ///
  /// - Parameters:
  ///   - state: The grabbed plan's state.
  ///   - actor: The actor.
  ///   - progress: The progress shown.
  /// - Returns: The state shown.
  package func adjusted(_ state: ViewState, of actor: ActorID, at progress: Double) -> ViewState {
    guard let offset = offsets[actor], progress.isFinite else { return state }
    let p = min(max(progress, 0), 1)
    let weight: Double
    if p <= self.progress {
      weight = self.progress > 0 ? p / self.progress : 1
    } else {
      weight = self.progress < 1 ? (1 - p) / (1 - self.progress) : 1
    }
    guard weight > 0 else { return state }
    return offset.applied(to: state, deltaWeight: weight, rateWeight: 0)
  }
}
