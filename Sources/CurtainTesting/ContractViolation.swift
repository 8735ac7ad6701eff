import CurtainHeadless
import Foundation

/// One way an animator breaks the contract that ``AnimatorContract`` checks.
///
/// Its ``description`` names the operation, what was expected and what the player saw, so a
/// test failure reads on its own.
public struct ContractViolation: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The player could not play the operation (the animator threw, or the scene refused).
    case playerFailed(String)
    /// The plan's duration is zero, negative or not finite.
    case invalidDuration(TimeInterval)
    /// The first frame does not show the plan's start state of the actor.
    case startMismatch(actor: ActorID, expected: ViewState, actual: ViewState?)
    /// The last frame, or the state once finished, does not show the plan's final state of the
    /// actor.
    case endMismatch(actor: ActorID, expected: ViewState, actual: ViewState?)
    /// A sampled state holds a value that is not finite.
    case nonFiniteValue(actor: ActorID, property: String, time: TimeInterval)
    /// After presenting and dismissing (or pushing and popping), a screen that was in the
    /// scene before is not back in the state it had.
    case notRestored(screen: String, expected: ViewState, actual: ViewState?)
    /// The dismissed (or popped) view ends neither where its presentation began nor out of
    /// sight.
    case doesNotReturn(expected: ViewState, actual: ViewState)
    /// Playing the same operations twice gave different timelines.
    case nondeterministic
    /// An interactive scrub to `progress` shows a state other than the plan with linear
    /// timings at `progress` × duration.
    case scrubMismatch(actor: ActorID, progress: Double, expected: ViewState, actual: ViewState?)
    /// With ``TransitionContext/reduceMotion`` on, the plan changes a geometry property (frame,
    /// transform, corner radius, corners) of the actor by `time`.
    case movesUnderReducedMotion(actor: ActorID, property: String, time: TimeInterval)
    /// With ``TransitionContext/reduceMotion`` on, the plan lasts `actual` seconds rather than
    /// the full plan's `expected`.
    case reducedMotionChangesDuration(expected: TimeInterval, actual: TimeInterval)
  }

  /// The operation during which the violation was seen.
  public var operation: AnimatorContract.Operation
  /// What went wrong.
  public var kind: Kind

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - operation: The operation during which it was seen.
  ///   - kind: What went wrong.
  public init(operation: AnimatorContract.Operation, kind: Kind) {
    self.operation = operation
    self.kind = kind
  }

  /// The violation in words: the operation, then what was expected and what was seen.
  public var description: String {
    "\(operation): " + detail
  }

  private var detail: String {
    switch kind {
    case .playerFailed(let message):
      return "the headless player could not play it: \(message)"
    case .invalidDuration(let duration):
      return "the plan's duration is \(duration); it must be positive and finite"
    case .startMismatch(let actor, let expected, let actual):
      return "at time 0 '\(actor)' shows \(Self.text(actual)), not the plan's start state "
        + Self.text(expected)
    case .endMismatch(let actor, let expected, let actual):
      return "at the end '\(actor)' shows \(Self.text(actual)), not the plan's final state "
        + Self.text(expected)
    case .nonFiniteValue(let actor, let property, let time):
      return "'\(actor)' has a non-finite \(property) at time \(time)"
    case .notRestored(let screen, let expected, let actual):
      return "screen '\(screen)' ends as \(Self.text(actual)), not as before the presentation "
        + "(\(Self.text(expected)))"
    case .doesNotReturn(let expected, let actual):
      return
        "the leaving view ends at \(Self.text(actual)), neither out of sight nor where it started "
        + "(\(Self.text(expected)))"
    case .nondeterministic:
      return "the same input gave a different timeline on a second run"
    case .movesUnderReducedMotion(let actor, let property, let time):
      return "with reduced motion, '\(actor)' changes its \(property) by time \(time); a reduced "
        + "plan may change only opacity and blur (or declare reducedMotionSupport)"
    case .reducedMotionChangesDuration(let expected, let actual):
      return "with reduced motion the plan lasts \(actual) s, not the full plan's \(expected) s"
    case .scrubMismatch(let actor, let progress, let expected, let actual):
      return "scrubbed to progress \(progress), '\(actor)' shows \(Self.text(actual)), not the "
        + "linear plan's state \(Self.text(expected))"
    }
  }

  private static func text(_ state: ViewState?) -> String {
    state.map(text) ?? "nothing"
  }

  /// The properties `state` sets, in short: `frame (0, 0, 390, 844), alpha 1`.
  static func text(_ state: ViewState) -> String {
    var parts: [String] = []
    if let frame = state.frame {
      parts.append(
        "frame (\(frame.origin.x), \(frame.origin.y), \(frame.width), \(frame.height))")
    }
    if let alpha = state.alpha { parts.append("alpha \(alpha)") }
    if let transform = state.transform, !transform.isIdentity {
      parts.append("transform \(transform)")
    }
    if let radius = state.cornerRadius { parts.append("corner radius \(radius)") }
    if let color = state.backgroundColor { parts.append("background \(color)") }
    if let shadow = state.shadow { parts.append("shadow \(shadow)") }
    if let blur = state.blurFraction { parts.append("blur \(blur)") }
    if let hidden = state.isHidden { parts.append("hidden \(hidden)") }
    if let zIndex = state.zIndex { parts.append("z-index \(zIndex)") }
    return parts.isEmpty ? "no properties" : parts.joined(separator: ", ")
  }
}
