import Curtain
import Foundation

/// A tiny animator built by the test registries: fades the presented view.
struct TestFadeAnimator: TransitionAnimator {
  let duration: Double
  let curve: TimingCurve

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let (from, to): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: from), to: ViewState(alpha: to),
        timing: AnimationTiming(curve: curve, duration: duration))
    ])
  }
}

/// Small descriptors for the registry tests.
enum TestDescriptors {
  static func fade(
    id: AnimatorID = "fade", summary: String = "Fades the presented view.",
    operations: Set<AnimatorDescriptor.Operation> = [.present, .dismiss]
  ) throws -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: id, summary: summary, operations: operations,
      parameters: [
        ParameterSpec(name: "duration", type: .number, defaultValue: .number(0.35), range: 0...10),
        ParameterSpec(name: "curve", type: .curve, defaultValue: .curve(.easeInOut)),
      ]
    ) { parameters in
      TestFadeAnimator(
        duration: try parameters.number("duration"), curve: try parameters.curve("curve"))
    }
  }

  /// Declares one parameter of every type; presents only.
  static func everything(id: AnimatorID = "slide") throws -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: id, summary: "Slides in; declares every parameter type.", operations: [.present, .push],
      parameters: [
        ParameterSpec(name: "distance", type: .number, defaultValue: .number(1), range: 0...1),
        ParameterSpec(name: "bounces", type: .boolean, defaultValue: .boolean(false)),
        ParameterSpec(name: "direction", type: .direction, defaultValue: .direction(.bottom)),
        ParameterSpec(name: "curve", type: .curve, defaultValue: .curve(.easeOut)),
        ParameterSpec(
          name: "spring", type: .spring,
          defaultValue: .spring(Spring(mass: 1, stiffness: 300, damping: 30))),
        ParameterSpec(
          name: "duration", type: .duration, defaultValue: .duration(.normal), range: 0...5),
        ParameterSpec(
          name: "source", type: .rect,
          defaultValue: .rect(CGRect(x: 0, y: 0, width: 100, height: 50))),
        ParameterSpec(name: "tint", type: .color, defaultValue: .color(.black)),
      ]
    ) { parameters in
      TestFadeAnimator(
        duration: try parameters.duration("duration").timeInterval,
        curve: try parameters.curve("curve"))
    }
  }

  static func plain(_ id: AnimatorID) throws -> AnimatorDescriptor {
    try AnimatorDescriptor(id: id, summary: "Does nothing special.") { _ in
      TestFadeAnimator(duration: 0.3, curve: .linear)
    }
  }

  static func registry() throws -> AnimatorRegistry {
    try AnimatorRegistry([
      fade(), everything(), plain("flip"), plain("cross-dissolve"), plain("cover-vertical"),
      plain("com.example.page-curl"),
    ])
  }
}

extension TransitionSpec {
  static func json(_ text: String) throws(RegistryError) -> TransitionSpec {
    try decode(from: Data(text.utf8))
  }
}
