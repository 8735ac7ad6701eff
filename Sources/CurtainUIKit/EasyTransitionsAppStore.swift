#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// EasyTransitions' `AppStoreAnimator`, under another name: the presented view grows out of a
/// card (``initialFrame``) to fill the container on a spring, and shrinks back into it for the
/// dismissal, with EasyTransitions' hooks.
///
/// This is the front door for an EasyTransitions app (`initialFrame`, `onReady`,
/// `onDismissed`, `auxAnimation`). The name `AppStoreAnimator` is the registry's `app-store`
/// built-in, in `CurtainAnimators` (a value with a corner radius and a blur), so an
/// EasyTransitions app renames its `AppStoreAnimator` to this class.
///
/// As EasyTransitions, it blurs the screen behind the card: the plan's background over the
/// container, a blur of ``blurEffectStyle`` that comes in on the card's spring while the card
/// grows, stays while it is presented, and goes out on the dismissal's spring (the UIKit player
/// draws it as a `UIVisualEffectView` whose `effect` animates).
///
/// ```swift
/// let animator = AppStoreCardAnimator(initialFrame: cellFrame)
/// animator.onReady = { cell.isHidden = true }
/// animator.onDismissed = { cell.isHidden = false }
/// delegate.set(animator: animator, for: .present)
/// delegate.set(animator: animator, for: .dismiss)
/// ```
@MainActor
open class AppStoreCardAnimator: ModalTransitionAnimator, KeepsBackground, BlursBackground {
  /// The card the presented view grows out of and shrinks back into, in the container's
  /// coordinates; change it when the card moves (a rotation) before the dismissal.
  public var initialFrame: CGRect
  /// The style of the blur behind the card.
  ///
  /// Read when a transition starts. Defaults to `.light`, as EasyTransitions.
  public var blurEffectStyle: UIBlurEffect.Style
  /// Code that runs inside the transition's animation, for a presentation (`true`) or a
  /// dismissal (`false`).
  public var auxAnimation: ((Bool) -> Void)?
  /// Called when the card is laid out, before the presentation animates (hide the source cell
  /// here).
  public var onReady: () -> Void = {}
  /// Called once the dismissal has finished.
  public var onDismissed: (() -> Void)?
  /// Called once the presentation has finished.
  public var onPresented: (() -> Void)?

  /// The spring's duration: 0.85 s, as EasyTransitions.
  open var duration: TimeInterval { 0.85 }

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - initialFrame: The card, in the container's coordinates.
  ///   - blurEffectStyle: The style of the blur behind the card. Defaults to `.light`.
  public init(initialFrame: CGRect, blurEffectStyle: UIBlurEffect.Style = .light) {
    self.initialFrame = initialFrame
    self.blurEffectStyle = blurEffectStyle
  }

  /// Puts the presented view on the card, for a presentation, and calls ``onReady``.
  ///
  /// - Parameters:
  ///   - presenting: Whether this is a presentation.
  ///   - modalView: The presented view.
  ///   - container: The transition's container.
  public func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    guard presenting else { return }
    modalView.frame = initialFrame
    container.addSubview(modalView)
    onReady()
  }

  /// Grows the presented view to the container's bounds, or shrinks it back into the card
  /// (``auxAnimation`` runs beside it, as ``auxAnimations``).
  ///
  /// - Parameters:
  ///   - presenting: Whether this is a presentation.
  ///   - modalView: The presented view.
  ///   - container: The transition's container.
  public func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame = presenting ? container.bounds : initialFrame
  }

  /// Records the transition (`ModalTransitionAnimator.plan(for:)`) with EasyTransitions' blur
  /// behind the card: it comes in with the presentation and goes out with the dismissal, on the
  /// card's spring.
  ///
  /// - Parameter context: The transition.
  /// - Returns: The recorded plan.
  /// - Throws: As `ModalTransitionAnimator.plan(for:)`.
  public func plan(for context: TransitionContext) throws(TransitionError) -> TransitionPlan {
    try recordedPlan(for: context, background: .blur)
  }

  /// The blur's style, for the player that draws the plan's blurred background.
  package var backgroundBlurStyle: UIBlurEffect.Style { blurEffectStyle }

  /// ``auxAnimation`` as the transition's auxiliary animation: it runs inside the transition's
  /// animator, from its start to its end on its spring, as EasyTransitions runs it inside its
  /// property animator, so the views it changes (outside the transition's screens too) move
  /// with the transition instead of jumping to their end.
  public var auxAnimations: (Bool) -> [AuxAnimation] {
    { [weak self] presenting in
      guard let aux = self?.auxAnimation else { return [] }
      return [AuxAnimation { aux(presenting) }]
    }
  }
}
#endif
