import Foundation

/// Names a view that takes part in a transition.
///
/// The standard actors are the views UIKit hands a transition; `background` (the dimming or
/// blurring view), `snapshot` and `custom` name temporary views that a plan inserts with a
/// ``SetupStep`` for the duration of the transition.
public enum ActorID: Hashable, Sendable {
  /// The view of the view controller being presented (or dismissed).
  case presented
  /// The view of the view controller that presents.
  case presenting
  /// UIKit's `from` view: the view leaving the screen.
  case from
  /// UIKit's `to` view: the view arriving on screen.
  case to
  /// The transition's container view.
  case container
  /// The dimming or blurring view behind a presentation.
  case background
  /// A snapshot of another view, by name.
  case snapshot(String)
  /// Any other temporary view, by name.
  case custom(String)
}

extension ActorID: CustomStringConvertible, LosslessStringConvertible {
  /// The actor as text: `presented`, `background`, `snapshot:card`, `custom:badge`.
  public var description: String {
    switch self {
    case .presented: return "presented"
    case .presenting: return "presenting"
    case .from: return "from"
    case .to: return "to"
    case .container: return "container"
    case .background: return "background"
    case .snapshot(let name): return "snapshot:\(name)"
    case .custom(let name): return "custom:\(name)"
    }
  }

  /// Reads an actor from the text that ``description`` writes.
  ///
  /// - Parameter description: `presented`, `snapshot:NAME`, `custom:NAME` and so on.
  public init?(_ description: String) {
    switch description {
    case "presented": self = .presented
    case "presenting": self = .presenting
    case "from": self = .from
    case "to": self = .to
    case "container": self = .container
    case "background": self = .background
    default:
      if description.hasPrefix("snapshot:") {
        self = .snapshot(String(description.dropFirst("snapshot:".count)))
      } else if description.hasPrefix("custom:") {
        self = .custom(String(description.dropFirst("custom:".count)))
      } else {
        return nil
      }
    }
  }
}

extension ActorID: Codable {
  /// Decodes an actor from its text form.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for text that names no actor.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let actor = ActorID(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription: "'\(text)' names no actor; expected presented, presenting, from, "
            + "to, container, background, snapshot:NAME or custom:NAME"))
    }
    self = actor
  }

  /// Encodes the actor as its text form.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error when it cannot write.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
