import Foundation

/// A transition that cannot be planned or played, with a message that says what to change.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum TransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The container has no area.
  case emptyContainer(width: Double, height: Double)
  /// A frame or inset given to the context is not finite.
  case nonFiniteFrame(name: String)
  /// Animation code set a property of a view to NaN or infinity.
  case nonFiniteValue(actor: ActorID, property: String)
  /// A `PresentrAnimation`'s `transform(containerFrame:finalFrame:)` returned a rectangle that
  /// is not finite.
  case nonFiniteTransform(animation: String)
  /// A `CustomModalTransition` subclass never called `finishAnimation(completion:)`.
  case finishAnimationNeverCalled(transition: String)
  /// An auxiliary animation's relative start or duration lies outside `0...1`.
  case auxiliaryAnimationOutOfRange(start: Double, duration: Double)
  /// A timing given to a front door is invalid.
  case invalidTiming(TimingError)
  /// A plan built from recorded animation code is invalid.
  case invalidPlan(PlanError)
  /// An animator could not plan the transition; `reason` is what it threw, described.
  case animatorFailed(animator: String, reason: String)
  /// A built-in transition type was asked for without a registry to look it up in.
  case missingRegistry(transitionType: String)

  /// A sentence that says what is wrong and what to change.
  public var description: String {
    switch self {
    case .emptyContainer(let width, let height):
      return "the container is \(width)×\(height) points; a transition needs a container "
        + "with a width and a height greater than 0"
    case .nonFiniteFrame(let name):
      return "\(name) is not a finite rectangle"
    case .nonFiniteValue(let actor, let property):
      return "animation code set \(property) of '\(actor)' to a value that is not a finite "
        + "number"
    case .nonFiniteTransform(let animation):
      return "\(animation).transform(containerFrame:finalFrame:) returned a rectangle that is "
        + "not finite"
    case .finishAnimationNeverCalled(let transition):
      return "\(transition) never called finishAnimation(completion:); call it when the last "
        + "animation completes, or the transition would never end"
    case .auxiliaryAnimationOutOfRange(let start, let duration):
      return "an auxiliary animation starts at \(start) and lasts \(duration) of the "
        + "transition; both are fractions, with start >= 0, duration >= 0 and start + duration <= 1"
    case .invalidTiming(let error):
      return "invalid timing: \(error)"
    case .invalidPlan(let error):
      return "invalid plan: \(error)"
    case .animatorFailed(let animator, let reason):
      return "\(animator) could not plan the transition: \(reason)"
    case .missingRegistry(let transitionType):
      return "the transition type \(transitionType) is looked up in a registry, and none is "
        + "set; set one (AnimatorRegistry.builtIn from CurtainAnimators) or use a .custom type"
    }
  }

  /// The error an animator threw while planning, as a transition error: a `TransitionError`
  /// as it is, a `PlanError` or `TimingError` wrapped in its case, anything else as
  /// ``animatorFailed(animator:reason:)``.
  ///
  /// - Parameters:
  ///   - error: What the animator threw.
  ///   - animator: The animator, named in the message.
  public init(planning error: any Error, by animator: any TransitionAnimator) {
    switch error {
    case let error as TransitionError: self = error
    case let error as PlanError: self = .invalidPlan(error)
    case let error as TimingError: self = .invalidTiming(error)
    default:
      self = .animatorFailed(
        animator: String(describing: type(of: animator)), reason: String(describing: error))
    }
  }
}
