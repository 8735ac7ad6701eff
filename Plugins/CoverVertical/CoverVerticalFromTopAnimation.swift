import Curtain
import Foundation

/// Presentr's cover-vertical from the top: the presented view slides down from above the
/// container, and back up when dismissed.
///
/// ```swift
/// let animation = CoverVerticalFromTopAnimation(options: .normal(duration: 0.3))
/// ```
@MainActor
public final class CoverVerticalFromTopAnimation: PresentrAnimation {
  /// Returns the final frame moved just above the container.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame.
  ///   - finalFrame: The frame the view occupies while presented.
  /// - Returns: `finalFrame` with its y set to minus its height.
  override public func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    var initialFrame = finalFrame
    initialFrame.origin.y = 0 - initialFrame.size.height
    return initialFrame
  }
}
