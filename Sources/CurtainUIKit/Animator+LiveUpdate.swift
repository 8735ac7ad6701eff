#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// Jelly's live updates: change the size, alignment, margin guards or corners of the
/// presentation on screen, animated over a preset duration.
///
/// Each changes the layout of the prepared controller's presentation controller
/// (`CurtainPresentationController.update(layout:duration:)`); while that controller is not
/// presented there is nothing to change, and the call does nothing.
extension Animator {
  /// Moves the presented view to a new alignment.
  ///
  /// - Parameters:
  ///   - alignment: The new alignment.
  ///   - duration: How long the move takes.
  public func updateAlignment(alignment: PresentationAlignment, duration: AnimationDuration) {
    updateLayout(duration: duration) { $0.alignment = alignment }
  }

  /// Moves the presented view to a new vertical alignment.
  ///
  /// - Parameters:
  ///   - alignment: The new vertical alignment.
  ///   - duration: How long the move takes.
  public func updateVerticalAlignment(
    alignment: PresentationAlignment.Vertical, duration: AnimationDuration
  ) {
    updateLayout(duration: duration) { $0.alignment.vertical = alignment }
  }

  /// Moves the presented view to a new horizontal alignment.
  ///
  /// - Parameters:
  ///   - alignment: The new horizontal alignment.
  ///   - duration: How long the move takes.
  public func updateHorizontalAlignment(
    alignment: PresentationAlignment.Horizontal, duration: AnimationDuration
  ) {
    updateLayout(duration: duration) { $0.alignment.horizontal = alignment }
  }

  /// Resizes the presented view.
  ///
  /// - Parameters:
  ///   - presentationSize: The new size.
  ///   - duration: How long the change takes.
  public func updateSize(presentationSize: PresentationSize, duration: AnimationDuration) {
    updateLayout(duration: duration) { $0.size = presentationSize }
  }

  /// Changes the presented view's width.
  ///
  /// - Parameters:
  ///   - width: The new width.
  ///   - duration: How long the change takes.
  public func updateWidth(width: PresentationSize.Dimension, duration: AnimationDuration) {
    updateLayout(duration: duration) { $0.size.width = width }
  }

  /// Changes the presented view's height.
  ///
  /// - Parameters:
  ///   - height: The new height.
  ///   - duration: How long the change takes.
  public func updateHeight(height: PresentationSize.Dimension, duration: AnimationDuration) {
    updateLayout(duration: duration) { $0.size.height = height }
  }

  /// Changes how close the presented view may come to each edge.
  ///
  /// - Parameters:
  ///   - marginGuards: The new margin guards, as Jelly's `UIEdgeInsets`.
  ///   - duration: How long the change takes.
  public func updateMarginGuards(marginGuards: UIEdgeInsets, duration: AnimationDuration) {
    updateLayout(duration: duration) { $0.marginGuards = EdgeInsets(marginGuards) }
  }

  /// Rounds other corners of the presented view, or with another radius.
  ///
  /// - Parameters:
  ///   - radius: The corner radius, in points; a negative or non-finite radius is 0.
  ///   - corners: Which corners are rounded.
  ///   - duration: How long the change takes.
  public func updateCorners(radius: CGFloat, corners: RectCorners, duration: AnimationDuration) {
    guard let view = presentedController?.presentedView else { return }
    let radius = radius.isFinite ? max(radius, 0) : 0
    view.layer.maskedCorners = CACornerMask(rawValue: corners.rawValue)
    // The core's live-update timing on a property animator, as every other live update (not a
    // block animation: how UIKit runs those beside property animators is only observed).
    guard let timing = try? LiveUpdateTiming.timing(duration: duration.timeInterval),
      timing.duration > 0
    else {
      view.layer.cornerRadius = radius
      return
    }
    let animator = UIViewPropertyAnimator(
      duration: timing.duration,
      timingParameters: PlanPlayer.provider(for: TimingParameters(timing.kind)))
    animator.addAnimations { view.layer.cornerRadius = radius }
    animator.startAnimation()
  }

  private var presentedController: CurtainPresentationController? {
    guard let controller = presentedViewController, controller.presentingViewController != nil
    else { return nil }
    return controller.presentationController as? CurtainPresentationController
  }

  private func updateLayout(
    duration: AnimationDuration, _ change: (inout PresentationLayout) -> Void
  ) {
    guard let controller = presentedController else { return }
    var layout = controller.layout
    change(&layout)
    controller.update(layout: layout, duration: duration.timeInterval)
  }
}
#endif
