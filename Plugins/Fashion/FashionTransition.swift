import Curtain
import Foundation

/// The AZTransitions example transition: the presented view fades in while growing from a
/// slightly smaller scale, and the presenting view fades out.
///
/// Dismissal plays the same movement backwards: the presented view fades out and shrinks, and the
/// presenting view fades back in.
///
/// ```swift
/// let transition = FashionTransition(duration: 0.5, scale: 0.9)
/// let plan = try transition.plan(for: context)
/// ```
@MainActor
public final class FashionTransition: CustomModalTransition {
  /// The default duration, in seconds.
  nonisolated public static let defaultDuration: TimeInterval = 0.5
  /// The presented view's default starting scale.
  nonisolated public static let defaultScale: CGFloat = 0.9

  /// The timing curve, used both ways.
  public let curve: TimingCurve
  /// The presented view's scale when hidden.
  public let scale: CGFloat

  /// Creates the transition.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds. Defaults to ``defaultDuration``.
  ///   - curve: The timing curve. Defaults to ease-in-out.
  ///   - scale: The presented view's scale when hidden. Defaults to ``defaultScale``.
  public init(
    duration: TimeInterval = defaultDuration, curve: TimingCurve = .easeInOut,
    scale: CGFloat = defaultScale
  ) {
    self.curve = curve
    self.scale = scale
    super.init(duration: duration)
  }

  /// Fades and scales the presented view in while the presenting view fades out.
  ///
  /// - Parameter interactive: Whether a gesture drives the transition.
  override public func performTransition(interactive: Bool) {
    presentedView.alpha = 0
    presentedView.transform = Transform3D.identity.scaled(by: scale)
    animate(
      withDuration: duration, timing: .curve(curve),
      animations: {
        self.presentedView.alpha = 1
        self.presentedView.transform = .identity
        self.presentingView.alpha = 0
      },
      completion: { _ in
        // As AZTransitions' example does: the presenting view is visible again once covered
        // (UIKit shows it as it is after a dismissal without animation).
        self.presentingView.alpha = 1
        self.finishAnimation(completion: nil)
      })
  }

  /// Fades and shrinks the presented view out while the presenting view fades back in from
  /// transparent, where the presentation left it.
  ///
  /// - Parameter interactive: Whether a gesture drives the transition.
  override public func performDismissingTransition(interactive: Bool) {
    presentingView.alpha = 0
    animate(
      withDuration: duration, timing: .curve(curve),
      animations: {
        self.presentedView.alpha = 0
        self.presentedView.transform = Transform3D.identity.scaled(by: self.scale)
        self.presentingView.alpha = 1
      },
      completion: { _ in self.finishAnimation(completion: nil) })
  }
}
