/// Whether a presentation reduces motion: from the environment, or forced either way.
///
/// `CurtainSwiftUI` reads SwiftUI's `accessibilityReduceMotion` environment value (the system's
/// Reduce Motion setting) and the preference a view set with `.curtainMotion(_:)`, and hands the
/// result of ``reducesMotion(environment:)`` to the UIKit player's per-transition override
/// (`ModalTransitionDelegate.reducesMotion`), which puts it in
/// ``TransitionContext/reduceMotion``: every built-in then plays its opacity-only plan.
///
/// ```swift
/// MotionPreference.automatic.reducesMotion(environment: true)   // true
/// MotionPreference.full.reducesMotion(environment: true)        // false
/// ```
public enum MotionPreference: Hashable, Sendable {
  /// Follow the environment: reduce motion when it says so (the default).
  case automatic
  /// Always play the reduced plan, whatever the environment says.
  case reduced
  /// Always play the full plan, whatever the environment says (for a transition whose motion
  /// carries meaning and was judged safe; use sparingly).
  case full

  /// Whether the transition reduces motion.
  ///
  /// - Parameter environment: The environment's Reduce Motion value
  ///   (`accessibilityReduceMotion`).
  /// - Returns: `environment` for ``automatic``, `true` for ``reduced``, `false` for ``full``.
  public func reducesMotion(environment: Bool) -> Bool {
    switch self {
    case .automatic: return environment
    case .reduced: return true
    case .full: return false
    }
  }
}
