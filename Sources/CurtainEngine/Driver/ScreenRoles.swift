import Curtain
import Foundation

/// Which screen plays which actors in a transition: Curtain's one table, used by the headless
/// scene and the UIKit bridge alike.
///
/// A transition moves two screens, the one it leaves (UIKit's `.from` view controller) and the
/// one it reaches (`.to`). In a modal transition each also plays the modal name: presenting a
/// screen, the presenting one is `.from` and `.presenting` and the presented one `.to` and
/// `.presented`; dismissing, the dismissed one is `.from` and `.presented` and the one below
/// `.to` and `.presenting`. Navigation and tab transitions use `.from` and `.to` only.
///
/// ```swift
/// let roles = ScreenRoles.roles(for: .dismiss)
/// roles.map(\.actors)  // [[.to, .presenting], [.from, .presented]]
/// ```
package struct ScreenRoles: Hashable, Sendable {
  /// Which of the two screens: the one the transition leaves or the one it reaches.
  package enum Side: Hashable, Sendable {
    /// The screen the transition leaves (UIKit's `.from` key).
    case from
    /// The screen the transition reaches (UIKit's `.to` key).
    case to
  }

  /// The screen.
  package let side: Side
  /// The actor names it plays, the primary one last (where a plan animates one property under
  /// two names, the primary name wins).
  package let actors: [ActorID]
  /// Whether the screen joins the scene with this transition (a presented or pushed screen).
  package let isArriving: Bool

  /// The roles of the two screens in `operation`, in the order the scene lists them.
  ///
  /// - Parameter operation: The operation.
  /// - Returns: Two roles, one per side.
  package static func roles(for operation: TransitionOperation) -> [ScreenRoles] {
    switch operation {
    case .present:
      return [
        ScreenRoles(side: .from, actors: [.from, .presenting], isArriving: false),
        ScreenRoles(side: .to, actors: [.to, .presented], isArriving: true),
      ]
    case .dismiss:
      return [
        ScreenRoles(side: .to, actors: [.to, .presenting], isArriving: false),
        ScreenRoles(side: .from, actors: [.from, .presented], isArriving: false),
      ]
    case .push:
      return [
        ScreenRoles(side: .from, actors: [.from], isArriving: false),
        ScreenRoles(side: .to, actors: [.to], isArriving: true),
      ]
    case .pop, .tab:
      return [
        ScreenRoles(side: .from, actors: [.from], isArriving: false),
        ScreenRoles(side: .to, actors: [.to], isArriving: false),
      ]
    }
  }

  /// The role of a presentation's only moving screen when it updates in place (a live change
  /// of its size or style): the presented screen, as `.presented`.
  package static let presentationUpdate = ScreenRoles(
    side: .to, actors: [.presented], isArriving: false)
}
