import Curtain
/// The logic that keeps a binding (`isPresented`, or an optional `item`) and a modal
/// presentation in step: a pure state machine, with no UIKit or SwiftUI in it.
///
/// A player feeds it ``Input``s — the binding changed, a presentation landed, a dismissal began,
/// completed or was cancelled, the presenter appeared or disappeared — and performs the
/// ``Effect``s that ``handle(_:)`` returns, in order: present, dismiss, tear down, write the
/// binding, call `onDismiss`. `CurtainSwiftUI`'s `.curtainPresentation` modifiers drive it with
/// UIKit; the headless player drives it in tests.
///
/// `Identity` names what is presented: the item's `id` for `.curtainPresentation(item:)`, and
/// `true` for `.curtainPresentation(isPresented:)` (the binding `false` is `nil`). The machine is
/// `Sendable` when its identity is.
///
/// The rules:
/// - The binding asking for an identity presents it once the presenter is visible.
/// - A dismissal the binding did not ask for (an interactive swipe, or UIKit dismissing the
///   presented controller) writes `nil` to the binding when it completes, and leaves it alone
///   when it is cancelled.
/// - While a transition is running, binding changes are only recorded; when the transition
///   ends the presentation moves to the last recorded value with at most one transition, so
///   rapid toggles coalesce. In particular, setting the binding to `nil` while the presentation
///   is still animating in dismisses it after it lands: UIKit cannot dismiss a controller whose
///   presentation is in flight, so Curtain does not reverse it.
/// - A new identity while another is presented dismisses the old one, then presents the new.
/// - `onDismiss` is called exactly once per presentation that leaves the screen, after it has
///   left.
/// - While the presenter is off screen (``Input/presenterHidden``: another tab, a page pushed
///   over it), the binding's request waits: it is presented when the presenter appears again.
///   A presentation refused while the presenter is hidden keeps the request for then.
/// - When the presenter disappears for good, what it presented is torn down without
///   animation, `onDismiss` is called and the binding is written `nil`; nothing is held after.
///
/// ```swift
/// var binding = PresentationBinding<Bool>()
/// binding.handle(.presenterAppeared)          // []
/// binding.handle(.bindingChanged(true))        // [.present(true)]
/// binding.handle(.presentationLanded(true))    // []
/// binding.handle(.bindingChanged(nil))         // [.dismiss(true)]
/// binding.handle(.dismissalCompleted(true))    // [.callOnDismiss(true)]
/// ```
///
/// A sheet's selected-detent binding (issue 17) will be a second machine beside this one, fed
/// while ``phase`` is ``Phase/presented(_:)``; it does not change these rules.
package struct PresentationBinding<Identity: Hashable>: Hashable {
  /// Where the presentation is.
  package enum Phase: Hashable {
    /// Nothing is presented.
    case idle
    /// The identity's presentation is animating in.
    case presenting(Identity)
    /// The identity is on screen.
    case presented(Identity)
    /// The identity's dismissal is under way, started by `origin`.
    case dismissing(Identity, origin: DismissalOrigin)
  }

  /// Who started a dismissal.
  package enum DismissalOrigin: Hashable, Sendable {
    /// The binding: it no longer asks for the presented identity.
    case binding
    /// The user or UIKit (an interactive swipe, a tap on the dimmed background, a parent
    /// dismissing); completing it writes `nil` to the binding.
    case external(interactive: Bool)
  }

  /// What happened.
  package enum Input: Hashable {
    /// The binding's value changed; `nil` is `false` or no item.
    case bindingChanged(Identity?)
    /// The identity's presentation transition finished.
    case presentationLanded(Identity)
    /// The identity could not be presented (UIKit refused: the presenter was busy or not in a
    /// window). While the presenter is visible the request is dropped and the binding written
    /// `nil`; after ``presenterHidden`` it waits for ``presenterAppeared``.
    case presentationFailed(Identity)
    /// A dismissal of the presented identity began that the binding did not ask for.
    case dismissalBegan(Identity, interactive: Bool)
    /// The identity's dismissal finished: it has left the screen.
    case dismissalCompleted(Identity)
    /// The identity's dismissal was cancelled: it is back on screen.
    case dismissalCancelled(Identity)
    /// The presenter is in a window: presentations can start.
    case presenterAppeared
    /// The presenter left the window but may come back (another tab was selected, a page was
    /// pushed over it): new presentations wait for ``presenterAppeared``; what it presents
    /// stays.
    case presenterHidden
    /// The presenter left for good: whatever it presented is torn down.
    case presenterDisappeared
  }

  /// What the player must do, in order.
  package enum Effect: Hashable {
    /// Present the identity with the animator.
    case present(Identity)
    /// Dismiss the presented identity with the animator.
    case dismiss(Identity)
    /// Remove the identity's presentation, with everything it presents, without animation.
    ///
    /// At once when the player can. A player that cannot remove it yet (UIKit refuses a
    /// dismissal while a transition runs) removes it as soon as the transition ends, and
    /// performs the effects that follow (``setBinding(_:)``, ``callOnDismiss(_:)``) only then,
    /// so that they follow what is on screen.
    case tearDown(Identity)
    /// Write the binding: `nil` is `false` or no item.
    case setBinding(Identity?)
    /// Call `onDismiss`: the identity has left the screen.
    case callOnDismiss(Identity)
  }

  /// Where the presentation is.
  package private(set) var phase: Phase = .idle
  /// The binding's last value, as fed with ``Input/bindingChanged(_:)`` or written with
  /// ``Effect/setBinding(_:)``.
  package private(set) var requested: Identity?
  /// Whether the presenter is in a window, so a presentation can start.
  package private(set) var isPresenterVisible: Bool

  /// Creates the machine with nothing presented and nothing requested.
  ///
  /// - Parameter presenterIsVisible: Whether the presenter is already in a window. Defaults to
  ///   `false`: presentations wait for ``Input/presenterAppeared``.
  package init(presenterIsVisible: Bool = false) {
    isPresenterVisible = presenterIsVisible
  }

  /// The identity on screen or moving, if any.
  package var shown: Identity? {
    switch phase {
    case .idle: return nil
    case .presenting(let identity), .presented(let identity), .dismissing(let identity, _):
      return identity
    }
  }

  /// Feeds one input and returns the effects to perform, in order.
  ///
  /// Inputs that do not apply in the current phase — a landing for an identity that is not
  /// being presented, a dismissal while nothing is on screen, a late event after a teardown —
  /// change nothing and return no effects.
  ///
  /// - Parameter input: What happened.
  /// - Returns: What the player must do, in order; often nothing.
  @discardableResult
  package mutating func handle(_ input: Input) -> [Effect] {
    switch input {
    case .bindingChanged(let value):
      return bindingChanged(to: value)
    case .presentationLanded(let identity):
      guard phase == .presenting(identity) else { return [] }
      phase = .presented(identity)
      return reconcile()
    case .presentationFailed(let identity):
      guard phase == .presenting(identity) else { return [] }
      phase = .idle
      // Refused because the presenter is off screen: presented when it appears again.
      guard isPresenterVisible else { return [] }
      guard requested == identity else { return reconcile() }
      requested = nil
      return [.setBinding(nil)]
    case .dismissalBegan(let identity, let interactive):
      guard phase == .presented(identity) else { return [] }
      phase = .dismissing(identity, origin: .external(interactive: interactive))
      return []
    case .dismissalCompleted(let identity):
      guard case .dismissing(identity, let origin) = phase else { return [] }
      phase = .idle
      var effects: [Effect] = []
      if case .external = origin, requested == identity {
        requested = nil
        effects.append(.setBinding(nil))
      }
      effects.append(.callOnDismiss(identity))
      return effects + reconcile()
    case .dismissalCancelled(let identity):
      guard case .dismissing(identity, _) = phase else { return [] }
      phase = .presented(identity)
      return reconcile()
    case .presenterAppeared:
      isPresenterVisible = true
      return reconcile()
    case .presenterHidden:
      isPresenterVisible = false
      return []
    case .presenterDisappeared:
      isPresenterVisible = false
      return tearDown()
    }
  }

  private mutating func bindingChanged(to value: Identity?) -> [Effect] {
    guard value != requested else { return [] }
    requested = value
    // A write during a dismissal the user started hands the decision back to the binding.
    if case .dismissing(let identity, .external) = phase {
      phase = .dismissing(identity, origin: .binding)
    }
    return reconcile()
  }

  /// Moves a settled presentation towards ``requested``: at most one transition.
  private mutating func reconcile() -> [Effect] {
    switch phase {
    case .idle:
      guard let requested, isPresenterVisible else { return [] }
      phase = .presenting(requested)
      return [.present(requested)]
    case .presented(let identity):
      guard requested != identity else { return [] }
      phase = .dismissing(identity, origin: .binding)
      return [.dismiss(identity)]
    case .presenting, .dismissing:
      return []
    }
  }

  private mutating func tearDown() -> [Effect] {
    var effects: [Effect] = []
    if let shown {
      phase = .idle
      effects.append(.tearDown(shown))
      if requested != nil {
        requested = nil
        effects.append(.setBinding(nil))
      }
      effects.append(.callOnDismiss(shown))
    } else if requested != nil {
      requested = nil
      effects.append(.setBinding(nil))
    }
    return effects
  }
}

extension PresentationBinding: Sendable where Identity: Sendable {}
extension PresentationBinding.Phase: Sendable where Identity: Sendable {}
extension PresentationBinding.Input: Sendable where Identity: Sendable {}
extension PresentationBinding.Effect: Sendable where Identity: Sendable {}
