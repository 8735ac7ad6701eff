#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// EasyTransitions 0.6's spellings, so that an EasyTransitions app compiles with the edits its
// migration guide lists and no others (issue 34, item 6).

extension AuxAnimation {
  /// Creates an auxiliary animation from EasyTransitions' tuple, `(block, delayOffset)`.
  ///
  /// The delay offset is the window's start as a fraction of the transition, as
  /// `AuxAnimation/init(relativeStart:relativeDuration:animations:)` takes it; the window
  /// runs to the end. An offset outside `0...1` is clamped into it (EasyTransitions' cells past
  /// the end ran in an empty window), a non-finite one is 0.
  ///
  /// - Parameters:
  ///   - block: Code that sets the views' end values, as in an animation block.
  ///   - delayOffset: When the window opens, as a fraction of the transition.
  public init(_ block: @escaping @MainActor () -> Void, _ delayOffset: Double) {
    let start = delayOffset.isFinite ? min(max(delayOffset, 0), 1) : 0
    self.init(relativeStart: start, animations: block)
  }
}

/// EasyTransitions' `ShowAnimator`: a push that slides the new screen in from the trailing
/// edge over 0.7 s while the old one moves 30 % of its width the other way, and the reverse for
/// a pop.
///
/// ```swift
/// let delegate = NavigationTransitionDelegate()
/// delegate.set(animator: ShowAnimator(), for: .push)
/// delegate.set(animator: ShowAnimator(), for: .pop)
/// ```
@MainActor
open class ShowAnimator: NavigationTransitionAnimator {
  /// Auxiliary animations beside the slide, for a push (`true`) or a pop (`false`).
  public var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }

  /// The slide's duration: 0.7 s, as EasyTransitions.
  open var duration: TimeInterval { 0.7 }

  /// Creates the animator.
  public init() {}

  /// Puts the arriving screen off the trailing edge (push) or 30 % of a width behind the
  /// leaving one (pop).
  ///
  /// - Parameters:
  ///   - presenting: Whether this is a push.
  ///   - fromView: The leaving screen.
  ///   - toView: The arriving screen.
  ///   - container: The transition's container.
  open func layout(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    let rest = toView.frame
    toView.frame = Self.slide(width: rest.width).arrivingStart(from: rest, isPush: presenting)
    if presenting {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
  }

  /// Slides the screens to their end positions.
  ///
  /// - Parameters:
  ///   - presenting: Whether this is a push.
  ///   - fromView: The leaving screen.
  ///   - toView: The arriving screen.
  ///   - container: The transition's container.
  open func animations(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    let fromFrame = fromView.frame
    if presenting {
      toView.frame = fromFrame
    } else {
      toView.frame.origin = .zero
    }
    fromView.frame = Self.slide(width: fromFrame.width).leavingEnd(
      from: fromFrame, isPush: presenting)
  }

  /// The navigation slide's rule (the one the Slide plug-in's `slide-navigation` plans with),
  /// with EasyTransitions' parallax of 30 % of a screen's width, left to right as
  /// EasyTransitions lays it out.
  private static func slide(width: CGFloat) -> NavigationSlide {
    NavigationSlide(parallax: 0.3, width: width)
  }
}

/// EasyTransitions' `PresentationControllerAnimator`: the modal view rises from below the
/// container into a final frame over 1 s (a presentation controller's
/// `frameOfPresentedViewInContainerView`), and sinks back for the dismissal.
///
/// As EasyTransitions, it dims the container behind the modal view (black at half opacity),
/// fading the dim in with the presentation on the same spring and out with the dismissal; the
/// dim stays while the modal view is shown.
@MainActor
open class PresentationControllerAnimator: ModalTransitionAnimator, KeepsBackground {
  private let finalFrame: CGRect
  /// Code that runs inside the transition's animation, for a presentation (`true`) or a
  /// dismissal (`false`).
  public var auxAnimation: ((Bool) -> Void)?
  /// Called once the dismissal has finished.
  public var onDismissed: (() -> Void)?
  /// Called once the presentation has finished.
  public var onPresented: (() -> Void)?

  /// The transition's duration: 1 s, as EasyTransitions.
  open var duration: TimeInterval { 1 }

  /// Creates the animator.
  ///
  /// - Parameter finalFrame: Where the modal view ends, in the container's coordinates.
  public init(finalFrame: CGRect) {
    self.finalFrame = finalFrame
  }

  /// Puts the modal view at its final frame moved below the container, for a presentation.
  ///
  /// - Parameters:
  ///   - presenting: Whether this is a presentation.
  ///   - modalView: The presented view.
  ///   - container: The transition's container.
  public func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    guard presenting else { return }
    modalView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
    container.addSubview(modalView)
  }

  /// Moves the modal view to its final frame, or below the container for a dismissal
  /// (``auxAnimation`` runs beside it, as ``auxAnimations``).
  ///
  /// - Parameters:
  ///   - presenting: Whether this is a presentation.
  ///   - modalView: The presented view.
  ///   - container: The transition's container.
  public func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    if presenting {
      modalView.frame = finalFrame
    } else {
      let frame = modalView.frame
      modalView.frame = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
    }
  }

  /// Records the transition (`ModalTransitionAnimator.plan(for:)`) with EasyTransitions' dim:
  /// black at half opacity behind the modal view, faded in with the presentation and out with
  /// the dismissal.
  ///
  /// - Parameter context: The transition.
  /// - Returns: The recorded plan.
  /// - Throws: As `ModalTransitionAnimator.plan(for:)`.
  public func plan(for context: TransitionContext) throws(TransitionError) -> TransitionPlan {
    try recordedPlan(
      for: context, background: .dim(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
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

extension NavigationTransitionDelegate {
  /// Gives pushes (`.push`) or pops (`.pop`) an animator, as EasyTransitions'
  /// `set(animator:for:)`.
  ///
  /// - Parameters:
  ///   - animator: The animator.
  ///   - operation: `.push` or `.pop`; any other operation is ignored.
  public func set(animator: any TransitionAnimator, for operation: UINavigationController.Operation)
  {
    switch operation {
    case .push: self.animator = animator
    case .pop: popAnimator = animator
    default: break
    }
  }

  /// Gives pushes or pops back to UIKit's own transition.
  ///
  /// - Parameter operation: `.push` or `.pop`; any other operation is ignored.
  public func removeAnimator(for operation: UINavigationController.Operation) {
    set(animator: UIKitNavigationTransition(), for: operation)
  }

  /// Adds a pan on `viewController`'s view that pops it with the pop animator, as
  /// EasyTransitions' `wire(viewController:with:beginWhen:)`.
  ///
  /// It replaces the pan that ``wireInteractivePop(_:)`` or an earlier call wired.
  ///
  /// - Parameters:
  ///   - viewController: The controller the pan pops.
  ///   - pan: The direction or edge.
  ///   - beginWhen: Whether the pan may begin now. Defaults to always.
  public func wire(
    viewController: UIViewController, with pan: Pan,
    beginWhen: @escaping @MainActor () -> Bool = { true }
  ) {
    interaction?.detach()
    let interaction = PanInteraction(pan: pan)
    interaction.shouldBegin = { [weak self, weak viewController] in
      guard let self, let navigation = viewController?.navigationController else { return false }
      return navigation.viewControllers.count > 1 && !self.isTransitioning && beginWhen()
    }
    interaction.onBegin = { [weak viewController] in
      _ = viewController?.navigationController?.popViewController(animated: true)
    }
    interaction.attach(to: viewController.view)
    self.interaction = interaction
  }
}

/// The animator of a push or pop that UIKit animates itself (``NavigationTransitionDelegate``
/// returns no animation controller for it).
struct UIKitNavigationTransition: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    throw TransitionError.animatorFailed(
      animator: "UIKit's navigation transition", reason: "UIKit animates it, not Curtain")
  }
}
#endif
