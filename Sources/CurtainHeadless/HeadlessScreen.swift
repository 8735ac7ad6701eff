import Foundation

/// A stand-in for a view controller in a ``HeadlessScene``: a named screen with an identity.
///
/// Two screens are the same screen only if they are the same object, whatever their names; the
/// name is for messages, timelines and tests. A screen holds no state of its own: the scene keeps
/// the state of each screen's view (see ``HeadlessScene/state(of:)-(HeadlessScreen)``).
///
/// ```swift
/// let detail = HeadlessScreen(name: "detail")
/// let transition = try scene.present(detail, animator: FadeAnimator())
/// ```
public final class HeadlessScreen: Sendable, Hashable, CustomStringConvertible {
  /// The screen's name, used in messages and descriptions.
  public let name: String

  /// Creates a screen.
  ///
  /// - Parameter name: A name for messages and descriptions; it need not be unique.
  public init(name: String) {
    self.name = name
  }

  /// The screen's name in quotes, as messages show it.
  public var description: String { "'\(name)'" }

  /// Whether two screens are the same object.
  ///
  /// - Parameters:
  ///   - lhs: A screen.
  ///   - rhs: Another screen.
  /// - Returns: `true` when both are the same instance.
  public static func == (lhs: HeadlessScreen, rhs: HeadlessScreen) -> Bool {
    lhs === rhs
  }

  /// Hashes the screen's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
