import Curtain
import Foundation

/// Presentr's cover-vertical: the presented view slides up from below the container, and back
/// down when dismissed.
///
/// It starts at its final frame moved down to `y = containerFrame.height + finalFrame.height`,
/// as in Presentr.
///
/// ```swift
/// let coverVerticalWithSpring = CoverVerticalAnimation(
///   options: .spring(duration: 2.0, delay: 0, damping: 0.5, velocity: 0))
/// ```
@MainActor
public final class CoverVerticalAnimation: PresentrAnimation {
  /// Returns the final frame moved below the container.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame.
  ///   - finalFrame: The frame the view occupies while presented.
  /// - Returns: `finalFrame` with its y set to the container's height plus its own height.
  override public func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    var initialFrame = finalFrame
    initialFrame.origin.y = containerFrame.height + initialFrame.height
    return initialFrame
  }
}
