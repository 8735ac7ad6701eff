import Foundation

/// Names the source of a matched transition: an id inside a namespace.
///
/// Two keys are equal when both their namespaces and their ids are: the same id in two
/// namespaces names two sources. `CurtainSwiftUI` uses SwiftUI's `Namespace.ID` as the
/// namespace; any `Hashable & Sendable` values work.
///
/// ```swift
/// let key = MatchSourceKey(id: 42, in: "photos")
/// ```
public struct MatchSourceKey: Hashable, Sendable {
  /// The namespace the id belongs to.
  public let namespace: any Hashable & Sendable
  /// The source's id in its namespace.
  public let id: any Hashable & Sendable

  /// Creates a key.
  ///
  /// - Parameters:
  ///   - id: The source's id in its namespace.
  ///   - namespace: The namespace.
  public init(id: some Hashable & Sendable, in namespace: some Hashable & Sendable) {
    self.id = id
    self.namespace = namespace
  }

  /// Whether both keys have equal namespaces and equal ids (values of different types are
  /// never equal, as `AnyHashable` compares them).
  public static func == (lhs: MatchSourceKey, rhs: MatchSourceKey) -> Bool {
    AnyHashable(lhs.namespace) == AnyHashable(rhs.namespace)
      && AnyHashable(lhs.id) == AnyHashable(rhs.id)
  }

  /// Hashes the namespace and the id.
  public func hash(into hasher: inout Hasher) {
    // `self.` is needed on Apple platforms: with Darwin's Foundation imported, a bare `id` here
    // does not resolve to the stored property, and `AnyHashable(id)` fails to type-check.
    hasher.combine(AnyHashable(self.namespace))
    hasher.combine(AnyHashable(self.id))
  }
}
