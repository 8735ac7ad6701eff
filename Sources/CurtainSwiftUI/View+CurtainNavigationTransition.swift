#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import SwiftUI
import UIKit

/// A push and pop transition declared with `.curtainNavigationTransition`: where its animators
/// come from, the source a matched transition grows from, where failures go.
@MainActor
struct NavigationDeclaration {
  /// Where the animators come from: an instance, or a spec resolved in a registry.
  enum Animators {
    case animator(any TransitionAnimator)
    case spec(TransitionSpec, AnimatorRegistry)
  }

  let animators: Animators
  /// The view a matched transition grows from and shrinks back onto: one marked with
  /// `.curtainMatchSource(id:in:)` on the screen below.
  let matchSource: MatchSourceKey?
  /// A pan that pops with the animator, wired on the navigation controller by a declaration on
  /// the stack.
  let interactivePop: Pan?
  let onError: ((any Error) -> Void)?

  /// The animator of a push or a pop: an animator written for presentations plays the push
  /// as a presentation and the pop as a dismissal (the core's `ModalAnimatorInNavigation`).
  ///
  /// - Throws: What the registry throws for a spec (an unknown id, an unsupported operation).
  func animator(for operation: TransitionOperation) throws -> any TransitionAnimator {
    switch animators {
    case .animator(let animator): return ModalAnimatorInNavigation(animator)
    case .spec(let spec, let registry):
      return try ModalAnimatorInNavigation.animator(
        for: spec, in: registry, operation: operation)
    }
  }
}

extension View {
  /// Pushes and pops with a Curtain animator in a `NavigationStack` (or a stack-style
  /// `NavigationView`), as SwiftUI's `navigationTransition(_:)` does from iOS 18, on iOS 15.
  ///
  /// Where the modifier sits decides what it animates:
  /// - **On the stack** (`NavigationStack { … }.curtainNavigationTransition(…)`): every push and
  ///   every pop of the stack.
  /// - **On a destination** (the view a `NavigationLink` or `navigationDestination` shows): that
  ///   screen's push and its pop, also when it leaves in a pop to the root. It wins over the
  ///   stack's. Curtain's delegate must be on the stack before the destination is pushed: a
  ///   declaration on the stack, or a `curtainMatchSource(id:in:)` on a screen below, puts it
  ///   there (a destination's own declaration alone is read too late for its first push).
  ///
  /// The system's swipe back keeps working at every depth and drives the animator's pop: the
  /// pop follows the finger from the leading edge, and on release finishes or goes back as
  /// every Curtain pan decides (it finishes past half the width or when the finger still moves
  /// on, faster than 100 points a second, unless it moves back). Where nothing declares a
  /// transition, the swipe back is UIKit's own interactive pop. `interactivePop:` (on the
  /// stack) adds a pan of another direction or edge that pops with the animator too.
  ///
  /// Curtain finds the `UINavigationController` SwiftUI made and becomes its delegate, passing
  /// every call it does not answer to SwiftUI's own delegate, which it gives back when the
  /// stack leaves the screen.
  ///
  /// ```swift
  /// @available(iOS 16.0, *)
  /// struct Library: View {
  ///   var body: some View {
  ///     NavigationStack {
  ///       NavigationLink {
  ///         Text("Details")
  ///           .curtainNavigationTransition(CoverPresentation(directionShow: .bottom, directionDismiss: .bottom))
  ///       } label: {
  ///         Text("Open")
  ///       }
  ///     }
  ///     .curtainNavigationTransition(FadePresentation())
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animator: The animator for the push and the pop.
  ///   - matchSource: For a matched transition (zoom, container transform) on a destination:
  ///     the view on the screen below that the destination grows from and shrinks back onto,
  ///     one marked with `curtainMatchSource(id:in:)`. Its frame is read when the push starts
  ///     and again when the pop starts. Defaults to `nil`, no source.
  ///   - interactivePop: On the stack: a pan that pops with the animator (the system's swipe
  ///     back stays). Defaults to `nil`, none.
  ///   - onError: Called with the `TransitionError` of an animator that cannot plan a push or a
  ///     pop (it then happens without animation). Defaults to none.
  /// - Returns: This view, declaring the transition.
  @MainActor
  public func curtainNavigationTransition(
    _ animator: some TransitionAnimator, matchSource: MatchSourceKey? = nil,
    interactivePop: Pan? = nil, onError: ((any Error) -> Void)? = nil
  ) -> some View {
    background {
      NavigationProbe(
        role: .transition(
          NavigationDeclaration(
            animators: .animator(animator), matchSource: matchSource,
            interactivePop: interactivePop, onError: onError)))
    }
  }

  /// Pushes and pops with the animators a `TransitionSpec` names (the push with its animator,
  /// the pop with its dismiss animator when it has one), looked up in `registry`.
  ///
  /// Placed as ``curtainNavigationTransition(_:matchSource:interactivePop:onError:)``: on the
  /// stack for every push and pop, on a destination for its own.
  ///
  /// ```swift
  /// @available(iOS 16.0, *)
  /// struct Settings: View {
  ///   let registry: AnimatorRegistry
  ///
  ///   var body: some View {
  ///     NavigationStack {
  ///       Text("Settings")
  ///     }
  ///     .curtainNavigationTransition(
  ///       spec: TransitionSpec(animator: AnimatorID("crossDissolve")), registry: registry)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - spec: The animators, by id, with their parameters.
  ///   - registry: Where the ids are looked up, such as `AnimatorRegistry.builtIn` from
  ///     CurtainAnimators.
  ///   - matchSource: The view on the screen below a matched transition grows from. Defaults to
  ///     `nil`.
  ///   - interactivePop: On the stack: a pan that pops with the animator. Defaults to `nil`.
  ///   - onError: Called with the `RegistryError` of a spec the registry cannot build (the push
  ///     or pop then plays the system's transition) or the `TransitionError` of a plan that
  ///     fails. Defaults to none.
  /// - Returns: This view, declaring the transition.
  @MainActor
  public func curtainNavigationTransition(
    spec: TransitionSpec, registry: AnimatorRegistry, matchSource: MatchSourceKey? = nil,
    interactivePop: Pan? = nil, onError: ((any Error) -> Void)? = nil
  ) -> some View {
    background {
      NavigationProbe(
        role: .transition(
          NavigationDeclaration(
            animators: .spec(spec, registry), matchSource: matchSource,
            interactivePop: interactivePop, onError: onError)))
    }
  }
}
#endif
