import Curtain

/// Which transition plays a push or a pop in a navigation stack.
///
/// Transitions are declared in two places: on the stack (every push and pop) and on a destination (its own push and pop),
/// as SwiftUI's `.navigationTransition(_:)` is declared on the destination. The SwiftUI
/// navigation modifiers follow it; a player asks it for every push and pop.
///
/// - A push plays the arriving screen's own transition, else the stack's.
/// - A pop plays the leaving screen's own transition (the top screen: a pop to the root plays
///   the transition of the screen that was on top), else the stack's.
/// - A pop the system's swipe back drives plays the same declaration (the leaving screen's,
///   else the stack's) interactively: the declared animator's pop follows the system edge pan,
///   its progress the pan's translation over the container's width, and its release decides
///   finish or cancel as every Curtain pan does (the `InteractionTracker`'s policy). The swipe
///   back is kept at every depth.
/// - Neither declared: the system's own transition (the delegate Curtain chains answers), the
///   system's interactive pop for a swipe back.
///
/// Generic over what a declaration is, so that the rule holds no UIKit type.
package enum NavigationTransitionRule {
  /// What plays a push or a pop.
  package enum Choice<Declaration> {
    /// The declared transition.
    case declared(Declaration)
    /// The declared transition's pop, driven by the system's swipe back: its progress follows
    /// the swipe, and the swipe's release finishes or cancels it.
    case followingSystemSwipe(Declaration)
    /// The system's: what the chained delegate answers, else UIKit's default.
    case system
  }

  /// The transition of one push or pop.
  ///
  /// - Parameters:
  ///   - operation: `.push` or `.pop`; any other operation is the system's.
  ///   - leaving: The leaving (top) screen's own declaration, if any.
  ///   - arriving: The arriving screen's own declaration, if any.
  ///   - stack: The stack's declaration, if any.
  ///   - systemSwipeDrives: Whether the system's swipe back drives this pop.
  /// - Returns: What plays.
  package static func choose<Declaration>(
    operation: TransitionOperation, leaving: Declaration?, arriving: Declaration?,
    stack: Declaration?, systemSwipeDrives: Bool
  ) -> Choice<Declaration> {
    switch operation {
    case .push:
      return (arriving ?? stack).map(Choice.declared) ?? .system
    case .pop:
      guard let declared = leaving ?? stack else { return .system }
      return systemSwipeDrives ? .followingSystemSwipe(declared) : .declared(declared)
    default:
      return .system
    }
  }

  /// Which screen of a push or pop holds a matched transition's source: the one below the
  /// pushed or popped screen (the screen leaving for a push, the one arriving for a pop).
  ///
  /// - Parameter operation: `.push` or `.pop`.
  /// - Returns: `true` for the leaving screen, `false` for the arriving one.
  package static func sourceIsOnLeavingScreen(for operation: TransitionOperation) -> Bool {
    operation == .push
  }
}
