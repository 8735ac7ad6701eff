#if canImport(UIKit)
import Curtain
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
/// ```swift
/// let animator = AppStoreCardAnimator(initialFrame: cellFrame)
/// animator.onReady = { cell.isHidden = true }
/// animator.onDismissed = { cell.isHidden = false }
/// delegate.set(animator: animator, for: .present)
/// delegate.set(animator: animator, for: .dismiss)
/// ```
@MainActor
open class AppStoreCardAnimator: ModalTransitionAnimator {
  /// The card the presented view grows out of and shrinks back into, in the container's
  /// coordinates; change it when the card moves (a rotation) before the dismissal.
  public var initialFrame: CGRect
  /// The blur style EasyTransitions put behind the card; the background is the presentation
  /// controller's (``ModalTransitionDelegate``'s `uiConfiguration`), so it is kept, not used.
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
  ///   - blurEffectStyle: EasyTransitions' blur style (kept, not used). Defaults to `.light`.
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
