import Foundation

/// The animatable surface of a view, as animation code sees it.
///
/// Front-door animation code (`beforeAnimation`, `performTransition`, `animate(presenting:…)`)
/// reads and writes these properties exactly as it would on a `UIView`; in Curtain the view is a
/// ``RecordingView`` that turns what the code does into a ``TransitionPlan``.
///
/// ```swift
/// func performAnimation(using context: PresentrTransitionContext) {
///   context.animatingView?.alpha = 1
///   context.animatingView?.transform = .identity
/// }
/// ```
@MainActor
public protocol AnimatableView: AnyObject {
  /// The frame in the container's coordinates; with a transform, the bounding box of the
  /// transformed bounds, as `UIView.frame`.
  var frame: CGRect { get set }
  /// The bounds: the frame's size at the origin; setting it resizes about the centre.
  var bounds: CGRect { get set }
  /// The centre, which a transform does not move; setting it moves the view.
  var center: CGPoint { get set }
  /// The opacity, `0...1`.
  var alpha: CGFloat { get set }
  /// The transform, applied about the centre.
  var transform: Transform3D { get set }
  /// The corner radius of the view's layer.
  var cornerRadius: CGFloat { get set }
  /// Which corners the radius rounds (`CACornerMask`).
  var corners: RectCorners { get set }
  /// The background colour.
  var backgroundColor: RGBAColor? { get set }
  /// The layer's drop shadow.
  var shadow: Shadow { get set }
  /// Whether the view is hidden.
  var isHidden: Bool { get set }

  /// Returns a view that looks like this one now, not yet in the container, as
  /// `snapshotView(afterScreenUpdates:)`.
  func snapshot() -> any AnimatableView
  /// Puts `view` in front of this view's subviews.
  ///
  /// - Parameter view: A snapshot, a temporary view or one of the transition's views.
  func addSubview(_ view: any AnimatableView)
  /// Puts `view` just in front of `sibling`.
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - sibling: The view to be in front of.
  func insertSubview(_ view: any AnimatableView, aboveSubview sibling: any AnimatableView)
  /// Puts `view` just behind `sibling`.
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - sibling: The view to be behind.
  func insertSubview(_ view: any AnimatableView, belowSubview sibling: any AnimatableView)
  /// Puts `view` at `index` among this view's subviews, 0 at the back
  /// (`UIView.insertSubview(_:at:)`).
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - index: The position, 0 at the back.
  func insertSubview(_ view: any AnimatableView, at index: Int)
  /// Takes the view out of the container.
  func removeFromSuperview()
}

extension AnimatableView {
  /// Puts `view` in front of this view's subviews, whatever `index` is: the default for a
  /// conforming type that does not know its subviews' order.
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - index: The position, 0 at the back.
  public func insertSubview(_ view: any AnimatableView, at index: Int) {
    addSubview(view)
  }
}
