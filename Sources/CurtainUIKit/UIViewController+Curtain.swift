#if canImport(UIKit)
import Curtain
import UIKit

extension UIViewController {
  /// Presents `viewController` with a Curtain animator, both ways.
  ///
  /// The presented controller keeps the transitioning delegate alive itself, so nothing needs
  /// to be stored by the caller; it is released with the controller after dismissal.
  ///
  /// ```swift
  /// present(detail, animator: CrossDissolveAnimation())
  /// ```
  ///
  /// - Parameters:
  ///   - viewController: The controller to present.
  ///   - animator: The animator for presentation and dismissal.
  ///   - animated: Whether to animate. Defaults to `true`.
  ///   - completion: Called after the presentation.
  ///   - onFailure: Called when the animator cannot plan the presentation or the dismissal
  ///     (``ModalTransitionDelegate/onFailure``); the transition then completes without
  ///     animation. Defaults to none (the failure is still logged).
  public func present(
    _ viewController: UIViewController, animator: any TransitionAnimator, animated: Bool = true,
    completion: (() -> Void)? = nil, onFailure: (@MainActor (TransitionError) -> Void)? = nil
  ) {
    let delegate = ModalTransitionDelegate(animator: animator)
    delegate.onFailure = onFailure
    if let presentation = animator as? any Presentation {
      delegate.layout = presentation.layout
      delegate.uiConfiguration = presentation.uiConfiguration
    }
    delegate.attach(to: viewController)
    present(viewController, animated: animated, completion: completion)
  }

  /// Presents `viewController` as a sheet: detents, a drag between them, the dismissal veto
  /// (``CurtainSheetPresentationController``), rising from the bottom edge on the sheet's spring.
  ///
  /// The presented controller keeps the transitioning delegate alive; both are released after
  /// the dismissal.
  ///
  /// ```swift
  /// present(detail, sheet: try SheetPresentation(detents: [.medium, .large]))
  /// ```
  ///
  /// - Parameters:
  ///   - viewController: The controller to present.
  ///   - sheet: The sheet's detents, chrome and dismissal rules.
  ///   - animated: Whether to animate. Defaults to `true`.
  ///   - completion: Called after the presentation.
  ///   - onFailure: Called when the sheet's transition cannot be planned
  ///     (``ModalTransitionDelegate/onFailure``). Defaults to none (the failure is still
  ///     logged).
  public func present(
    _ viewController: UIViewController, sheet: SheetPresentation, animated: Bool = true,
    completion: (() -> Void)? = nil, onFailure: (@MainActor (TransitionError) -> Void)? = nil
  ) {
    let delegate = ModalTransitionDelegate(sheet: sheet)
    delegate.onFailure = onFailure
    delegate.attach(to: viewController)
    present(viewController, animated: animated, completion: completion)
  }

  /// Presents `viewController` with the animators a `TransitionSpec` names, at the spec's
  /// presentation layout when it has one.
  ///
  /// - Parameters:
  ///   - viewController: The controller to present.
  ///   - spec: The animator id and parameters (and an optional dismissal animator).
  ///   - registry: Where the ids are looked up: `AnimatorRegistry.builtIn` from the
  ///     `CurtainAnimators` module, or your own registry.
  ///   - animated: Whether to animate. Defaults to `true`.
  ///   - completion: Called after the presentation.
  ///   - onFailure: Called when an animator cannot plan the presentation or the dismissal
  ///     (``ModalTransitionDelegate/onFailure``). Defaults to none (the failure is still
  ///     logged).
  /// - Throws: `RegistryError` for an unknown id, a bad parameter or an unsupported
  ///   operation; otherwise whatever the animator's factory throws. Nothing is presented then.
  public func present(
    _ viewController: UIViewController, spec: TransitionSpec,
    registry: AnimatorRegistry, animated: Bool = true,
    completion: (() -> Void)? = nil, onFailure: (@MainActor (TransitionError) -> Void)? = nil
  ) throws {
    let presenter = try registry.makeAnimator(for: spec, operation: .present)
    let dismisser = try registry.makeAnimator(for: spec, operation: .dismiss)
    let delegate = ModalTransitionDelegate()
    delegate.onFailure = onFailure
    delegate.layout = spec.presentation
    delegate.set(animator: presenter, for: [.present])
    delegate.set(animator: dismisser, for: [.dismiss])
    delegate.attach(to: viewController)
    present(viewController, animated: animated, completion: completion)
  }

  /// AZTransitions' modal transition: set it before presenting this controller.
  ///
  /// Setting it makes the controller present with `.custom` style and keeps the transition
  /// (and its delegate) alive with the controller; `nil` goes back to UIKit's transition.
  ///
  /// AZTransitions used `.fullScreen`, which removes the screen below once the presentation
  /// ends; `.custom` keeps it and gives the presentation Curtain's presentation controller (a
  /// screen modal for VoiceOver that answers the escape gesture). For AZTransitions' style,
  /// call `setCustomModalTransition(customModalTransition:inPresentationStyle: .fullScreen)`.
  public var customModalTransition: CustomModalTransition? {
    get { curtainStorageIfPresent?.customModalTransition }
    set { setCustomModalTransition(newValue, inPresentationStyle: .custom) }
  }

  /// AZTransitions' spelling of ``setCustomModalTransition(_:inPresentationStyle:)``.
  ///
  /// - Parameters:
  ///   - customModalTransition: The transition.
  ///   - inPresentationStyle: The modal presentation style to use.
  public func setCustomModalTransition(
    customModalTransition: CustomModalTransition,
    inPresentationStyle: UIModalPresentationStyle
  ) {
    setCustomModalTransition(customModalTransition, inPresentationStyle: inPresentationStyle)
  }

  /// Sets AZTransitions' modal transition with a presentation style such as
  /// `.overCurrentContext`.
  ///
  /// - Parameters:
  ///   - customModalTransition: The transition, or `nil` for UIKit's.
  ///   - presentationStyle: The modal presentation style to use.
  public func setCustomModalTransition(
    _ customModalTransition: CustomModalTransition?,
    inPresentationStyle presentationStyle: UIModalPresentationStyle
  ) {
    let storage = curtainStorage
    storage.customModalTransition = customModalTransition
    guard let customModalTransition else {
      storage.modalDelegate = nil
      transitioningDelegate = nil
      return
    }
    ModalTransitionDelegate(animator: customModalTransition)
      .attach(to: self, presentationStyle: presentationStyle)
  }

  /// Presents `viewController` the way Presentr does: with its transition types and layout.
  ///
  /// - Parameters:
  ///   - presentr: The presenter: transitions, layout, background.
  ///   - viewController: The controller to present.
  ///   - animated: Whether to animate.
  ///   - completion: Called after the presentation. Defaults to none, as Presentr's.
  public func customPresentViewController(
    _ presentr: Presentr, viewController: UIViewController, animated: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentr.prepare(presentedViewController: viewController)
    present(viewController, animated: animated, completion: completion)
  }
}
#endif
