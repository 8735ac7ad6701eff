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
/// - A pop the system's swipe back drives plays the system's interactive pop: its gesture is
///   UIKit's, and no Curtain animator can follow it. The swipe back is kept at every depth.
/// - Neither declared: the system's own transition (the delegate Curtain chains answers).
///
/// Generic over what a declaration is, so that the rule holds no UIKit type.
package enum NavigationTransitionRule {
  /// What plays a push or a pop.
  package enum Choice<Declaration> {
    /// The declared transition.
    case declared(Declaration)
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
    let declared: Declaration?
    switch operation {
    case .push: declared = arriving ?? stack
    case .pop: declared = systemSwipeDrives ? nil : leaving ?? stack
    default: declared = nil
    }
    return declared.map(Choice.declared) ?? .system
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
