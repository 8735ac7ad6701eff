import Foundation

/// A plan or track that Curtain refuses, with a message that names the actor and the problem.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum PlanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A state holds a NaN or infinite number.
  case nonFiniteValue(actor: ActorID, property: String, place: String)
  /// A track's keyframes are not usable; `reason` says why.
  case invalidKeyframes(actor: ActorID, reason: String)
  /// Two setup steps insert the same temporary actor.
  case duplicateInsertion(actor: ActorID)
  /// A setup step inserts an actor that UIKit provides (`presented`, `presenting`, `from`,
  /// `to`, `container`); only `background`, snapshots and custom actors can be inserted.
  case insertsStandardActor(actor: ActorID)

  /// A sentence that names the actor and the problem.
  public var description: String {
    switch self {
    case .nonFiniteValue(let actor, let property, let place):
      return "\(property) of actor '\(actor)' in \(place) is not a finite number"
    case .invalidKeyframes(let actor, let reason):
      return "the keyframes of actor '\(actor)' are invalid: \(reason)"
    case .duplicateInsertion(let actor):
      return "actor '\(actor)' is inserted twice; give each temporary view its own name"
    case .insertsStandardActor(let actor):
      return "actor '\(actor)' is provided by UIKit and cannot be inserted; "
        + "insert .background, a .snapshot(_:) or a .custom(_:) actor instead"
    }
  }
}
