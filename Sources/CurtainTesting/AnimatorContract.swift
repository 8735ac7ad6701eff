import CurtainHeadless
import Foundation

/// The contract every ``TransitionAnimator`` should keep, checked by playing it on the headless
/// player: Curtain's counterpart of swift-collections' `checkCollection`.
///
/// ``check(_:operations:container:)`` presents a screen and dismisses it (or pushes and pops
/// one, when asked) in a fresh ``HeadlessScene`` and verifies, for each operation:
///
/// - the plan's duration is positive and finite;
/// - the first frame shows the plan's start state of every actor, the last frame the state at
///   the end of its tracks, and once finished every screen shows the plan's final state (a
///   screen's state is compared property by property: what the plan sets must be what it shows);
/// - every sampled value, in every frame, is finite;
/// - an interactive scrub to progress p (0, ¼, ½, ¾, 1) shows the plan with every timing made
///   linear, sampled at p × duration (as `UIViewPropertyAnimator.scrubsLinearly`);
///
/// and, over the round trip:
///
/// - every screen that was in the scene before the presentation (push) is back in the state it
///   had once the dismissal (pop) has finished;
/// - the leaving view ends out of sight (alpha 0, hidden, scaled to nothing, or outside the
///   container) or where its presentation began;
/// - playing the same round trip again, with the same animator, gives the same timelines;
///
/// and, with ``TransitionContext/reduceMotion`` on (``reducedMotionViolations(of:operations:container:)``,
/// skipped for an animator whose ``TransitionAnimator/reducedMotionSupport`` opts out with a
/// reason):
///
/// - the plan ``TransitionAnimator/motionPlan(for:)`` returns changes no frame, transform,
///   corner radius or corners of any actor across 61 evenly spaced times, compared exactly;
/// - it lasts as long as the full plan.
///
/// ```swift
/// let violations = AnimatorContract.check(CoverVerticalAnimation())
/// #expect(violations.isEmpty, "\(violations)")
/// ```
///
/// Animators that conform to ``Presentation`` are presented and dismissed with it, so the
/// presented frame comes from its layout.
public enum AnimatorContract {
  /// An operation the contract plays: ``TransitionOperation``, Curtain's one vocabulary.
  ///
  /// `.dismiss` and `.pop` undo the presentation or push played before them; `.tab` is played
  /// as a switch from the first of two tabs to the second and back.
  public typealias Operation = TransitionOperation

  /// The default container: an iPhone's 390 × 844 points.
  public static let defaultContainer = CGSize(width: 390, height: 844)

  /// The progress values at which the interactive scrub is compared with the linear plan.
  static let scrubProgresses: [Double] = [0, 0.25, 0.5, 0.75, 1]

  /// How far apart two numbers may be and still count as the same.
  static let tolerance: CGFloat = 1e-6

  /// Plays `animator` on the headless player and returns every way it breaks the contract.
  ///
  /// The modal round trip (present, then dismiss) is played when `operations` holds `.present`
  /// or `.dismiss`; the navigation round trip (push, then pop) when it holds `.push` or `.pop`.
  /// Only the operations listed are checked; the other half of a round trip is played to set
  /// the scene up.
  ///
  /// - Parameters:
  ///   - animator: The animator to check. It is asked for several plans (the round trip, its
  ///     repetition and the interactive scrubs).
  ///   - operations: The operations to check. Defaults to present and dismiss.
  ///   - container: The scene's size. Defaults to ``defaultContainer``.
  /// - Returns: The violations found, in the order they were seen; empty when the animator
  ///   keeps the contract.
  @MainActor
  public static func check(
    _ animator: some TransitionAnimator,
    operations: [Operation] = [.present, .dismiss],
    container: CGSize = defaultContainer
  ) -> [ContractViolation] {
    var violations: [ContractViolation] = []
    let wanted = Set(operations)
    let pairs: [(Operation, Operation)] = [(.present, .dismiss), (.push, .pop), (.tab, .tab)]
    for (forward, back) in pairs where wanted.contains(forward) || wanted.contains(back) {
      var player = RoundTrip(
        animator: animator, forward: forward, back: back, container: container)
      let first = player.play()
      var found = player.violations.filter { wanted.contains($0.operation) }
      if let first {
        var again = RoundTrip(
          animator: animator, forward: forward, back: back, container: container)
        if let second = again.play(), second != first {
          let operation = wanted.contains(forward) ? forward : back
          found.append(ContractViolation(operation: operation, kind: .nondeterministic))
        }
        for operation in (forward == back ? [forward] : [forward, back])
        where wanted.contains(operation) {
          found += scrubViolations(
            animator: animator, operation: operation, forward: forward, container: container)
        }
      }
      violations += found
    }
    return violations
      + reducedMotionViolations(
        of: animator, operations: operations, container: container)
  }

  /// Checks an interactive scrub of `operation` against the linear plan.
  @MainActor
  private static func scrubViolations(
    animator: some TransitionAnimator, operation: Operation, forward: Operation,
    container: CGSize
  ) -> [ContractViolation] {
    var found: [ContractViolation] = []
    for progress in scrubProgresses {
      do {
        let scene = try HeadlessScene(size: container)
        let transition: HeadlessTransition
        if operation == forward {
          transition = try RoundTrip.start(
            operation, animator: animator, in: scene, interactive: true)
        } else {
          try RoundTrip.start(forward, animator: animator, in: scene, interactive: false).finish()
          transition = try RoundTrip.start(
            operation, animator: animator, in: scene, interactive: true)
        }
        guard let plan = transition.plan else { continue }
        try transition.update(progress: progress)
        let linear = plan.linearized()
        for actor in plan.actors {
          let expected = linear.state(of: actor, at: progress * linear.duration)
          let actual = transition.state(of: actor)
          if !shows(actual, expected) {
            found.append(
              ContractViolation(
                operation: operation,
                kind: .scrubMismatch(
                  actor: actor, progress: progress, expected: expected, actual: actual)))
          }
        }
        transition.cancel()
      } catch {
        found.append(
          ContractViolation(operation: operation, kind: .playerFailed("\(error)")))
        return found
      }
    }
    return found
  }

  /// Whether `actual` shows every property `expected` sets, with the same value (numbers
  /// within ``tolerance``).
  static func shows(_ actual: ViewState?, _ expected: ViewState) -> Bool {
    guard let actual else { return expected == ViewState() }
    return same(actual.merging(expected), actual)
  }

  /// Whether two states are equal, numbers of the frame, alpha, transform and corner radius
  /// within ``tolerance``.
  static func same(_ lhs: ViewState, _ rhs: ViewState) -> Bool {
    func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
      switch (a, b) {
      case (nil, nil): return true
      case (let a?, let b?): return abs(a - b) <= tolerance
      default: return false
      }
    }
    func numbers(_ state: ViewState) -> [CGFloat?] {
      let frame = state.frame
      let transform = state.transform
      return [
        frame?.origin.x, frame?.origin.y, frame?.width, frame?.height, state.alpha,
        state.cornerRadius, state.blurFraction, transform?.translationX, transform?.translationY,
        transform?.translationZ, transform?.scaleX, transform?.scaleY, transform?.rotation,
        transform?.rotationX, transform?.rotationY, transform?.perspective,
      ]
    }
    func rest(_ state: ViewState) -> ViewState {
      var state = state
      state.frame = nil
      state.alpha = nil
      state.cornerRadius = nil
      state.blurFraction = nil
      state.transform = state.transform.map { _ in .identity }
      return state
    }
    let left = numbers(lhs)
    let right = numbers(rhs)
    return rest(lhs) == rest(rhs) && zip(left, right).allSatisfy { close($0, $1) }
  }
}

extension AnimatorContract {
  /// Builds a registered animator and checks it for every operation its descriptor declares
  /// that the contract plays (present, dismiss, push and pop; tab switches are not played).
  ///
  /// ```swift
  /// for descriptor in AnimatorRegistry.builtIn.descriptors {
  ///   #expect(try AnimatorContract.check(descriptor).isEmpty, "\(descriptor.id)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - descriptor: The animator's descriptor.
  ///   - parameters: Parameters for its factory. Defaults to none (every default).
  ///   - container: The scene's size. Defaults to ``defaultContainer``.
  /// - Returns: The violations found; empty when the animator keeps the contract.
  /// - Throws: `RegistryError` for an inconsistent schema (``AnimatorDescriptor/checkSchema()``)
  ///   or a bad parameter, or whatever the factory throws.
  @MainActor
  public static func check(
    _ descriptor: AnimatorDescriptor, parameters: [String: ParameterValue] = [:],
    container: CGSize = defaultContainer
  ) throws -> [ContractViolation] {
    try descriptor.checkSchema()
    let animator = try descriptor.makeAnimator(parameters)
    return check(animator, operations: operations(of: descriptor), container: container)
  }

  /// The operations of a descriptor that the contract plays.
  ///
  /// - Parameter descriptor: The animator's descriptor.
  /// - Returns: Its present, dismiss, push, pop and tab operations, in that order.
  public static func operations(of descriptor: AnimatorDescriptor) -> [Operation] {
    Operation.allCases.filter { descriptor.operations.contains($0) }
  }
}
