import Foundation

/// What a ``PresentrAnimation``'s hooks get to work with: Presentr's simplified wrapper around
/// the transition context.
///
/// The views are recording stand-ins (``RecordingView``): what a hook sets on them becomes the
/// plan. As in Presentr, whose presentation controller keeps the presenting view in place, a
/// modal presentation has no ``fromView`` and a modal dismissal no ``toView``; the view that
/// moves is ``animatingView`` (the presented view, both ways).
///
/// ```swift
/// override func beforeAnimation(using transitionContext: PresentrTransitionContext) {
///   transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 0.0 : 1.0
/// }
/// ```
public struct PresentrTransitionContext {
  /// The view that holds the transition's views.
  public let containerView: any AnimatableView
  /// The animating view's frame before the transition, as UIKit's `initialFrame(for:)`:
  /// `.zero` for a view being presented, its presented frame for one being dismissed.
  public let initialFrame: CGRect
  /// The frame the animating view occupies while presented, in both directions (what a
  /// Presentr presentation controller reports for the presented view).
  public let finalFrame: CGRect
  /// Whether the transition presents (or pushes) rather than dismisses (or pops).
  public let isPresenting: Bool
  /// UIKit's `from` view: `nil` when presenting modally, the presented view when dismissing.
  public let fromView: (any AnimatableView)?
  /// UIKit's `to` view: the presented view when presenting modally, `nil` when dismissing.
  public let toView: (any AnimatableView)?
  /// The view that moves: the presented view, whichever the direction.
  public let animatingView: (any AnimatableView)?

  /// Builds the context of a transition from a recorder's views.
  @MainActor init(recorder: TransitionRecorder) {
    let context = recorder.context
    let isPresenting = context.isPresenting
    let animatingActor = isPresenting ? context.arrivingActor : context.leavingActor
    let animating = recorder.view(for: animatingActor)
    containerView = recorder.view(for: .container)
    initialFrame = context.initialFrame(for: animatingActor)
    switch context.operation {
    case .present, .dismiss:
      finalFrame = context.presentedFrame
      fromView = isPresenting ? nil : animating
      toView = isPresenting ? animating : nil
    default:
      // Navigation and tabs: UIKit hands over both views.
      finalFrame =
        isPresenting ? context.finalFrame(for: .to) : context.initialFrame(for: .from)
      fromView = recorder.view(for: .from)
      toView = recorder.view(for: .to)
    }
    self.isPresenting = isPresenting
    animatingView = animating
  }
}
