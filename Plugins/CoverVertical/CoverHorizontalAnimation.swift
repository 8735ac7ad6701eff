import Curtain
import Foundation

/// Presentr's cover-horizontal: the presented view slides in from the right (or the left), and
/// back out the same side when dismissed.
///
/// ```swift
/// let fromLeft = CoverHorizontalAnimation(fromRight: false)
/// ```
@MainActor
public final class CoverHorizontalAnimation: PresentrAnimation {
  /// Whether the view comes in from the right edge; otherwise from the left.
  public let fromRight: Bool

  /// Creates the animation.
  ///
  /// - Parameters:
  ///   - fromRight: Whether the view comes in from the right. Defaults to true.
  ///   - options: The duration and curve or spring. Defaults to an ease-in-out animation of 0.4
  ///     seconds.
  public init(fromRight: Bool = true, options: AnimationOptions = .normal(duration: 0.4)) {
    self.fromRight = fromRight
    super.init(options: options)
  }

  /// Returns the final frame moved beyond the right or left edge of the container.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame.
  ///   - finalFrame: The frame the view occupies while presented.
  /// - Returns: `finalFrame` with its x set to the container's width plus its own width (from
  ///   the right) or to minus its width (from the left), as in Presentr.
  override public func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    var initialFrame = finalFrame
    if fromRight {
      initialFrame.origin.x = containerFrame.size.width + initialFrame.size.width
    } else {
      initialFrame.origin.x = 0 - initialFrame.size.width
    }
    return initialFrame
  }
}
