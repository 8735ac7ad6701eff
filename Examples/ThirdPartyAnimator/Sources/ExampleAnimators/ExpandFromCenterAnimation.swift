import Curtain
import Foundation

/// A Presentr-style animation: the presented view grows from a small square at the centre of
/// its final frame.
///
/// Step 2a of the guide.
///
/// Overriding `transform(containerFrame:finalFrame:)` is all it takes: the base class moves the
/// view from the returned frame to its final frame when presenting, and back when dismissing.
public final class ExpandFromCenterAnimation: PresentrAnimation {
  /// The side of the square the view starts from, in points.
  public let startSide: CGFloat

  /// Creates the animation.
  ///
  /// - Parameters:
  ///   - startSide: The side of the starting square, in points. Defaults to 10.
  ///   - options: The duration and curve or spring. Defaults to Presentr's 0.4 s ease-in-out.
  public init(startSide: CGFloat = 10, options: AnimationOptions = .normal(duration: 0.4)) {
    self.startSide = startSide
    super.init(options: options)
  }

  /// Returns a `startSide`-point square centred on the final frame.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame.
  ///   - finalFrame: The frame the view occupies while presented.
  /// - Returns: The frame the view starts from.
  override public func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    CGRect(
      x: finalFrame.midX - startSide / 2, y: finalFrame.midY - startSide / 2,
      width: startSide, height: startSide)
  }
}
