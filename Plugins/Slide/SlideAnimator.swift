import Curtain
import Foundation

/// Jelly's slide as a registry animator: plans with ``SlidePresentation``, but dismisses from
/// where the presenting view really is.
///
/// ``SlidePresentation`` moves the presenting view back from `finalFrame(for: .presenting)`
/// plus its displacement. A player that reports the presenting view's current, displaced frame
/// as that final frame (as the headless scene does) would leave it displaced twice. This
/// animator measures the displacement by planning the matching presentation and, on
/// dismissal, gives the presentation the presenting view's resting frame instead: its current
/// frame minus the displacement.
///
/// A re-target plans again with
/// ``TransitionContext/retargeted(to:safeAreaInsets:presentedFrame:)``, which drops the current
/// frame (a place in the old container: 844 pt up in a container now 390 pt high) and carries
/// the resting frame into the new container; the dismissal then plans from that resting frame,
/// as it does for a player whose context gives no current frame (UIKit's), so both players
/// bring the presenting view back to its resting frame in the new container.
///
/// ```swift
/// let animator = SlideAnimator(SlidePresentation(direction: .bottom, parallax: 0.5))
/// ```
public struct SlideAnimator: Presentation, Hashable, Sendable {
  /// The presentation that plans both directions.
  public let presentation: SlidePresentation

  /// Creates the animator.
  ///
  /// - Parameter presentation: The slide presentation to play.
  public init(_ presentation: SlidePresentation) {
    self.presentation = presentation
  }

  /// The wrapped presentation's layout.
  public var layout: PresentationLayout { presentation.layout }
  /// The wrapped presentation's background and corners.
  public var uiConfiguration: PresentationUIConfiguration { presentation.uiConfiguration }
  /// The wrapped presentation's duration and curves.
  public var timing: PresentationTiming { presentation.timing }
  /// The wrapped presentation's way in.
  public var presentingAnimation: PresentationAnimation { presentation.presentingAnimation }
  /// The wrapped presentation's way out.
  public var dismissingAnimation: PresentationAnimation { presentation.dismissingAnimation }
  /// The wrapped presentation's spring.
  public var spring: Spring.Preset { presentation.spring }
  /// The wrapped presentation's interactive dismissal, if any.
  public var interactionConfiguration: InteractionConfiguration? {
    presentation.interactionConfiguration
  }

  /// Plans the presentation, the dismissal or a tab switch.
  ///
  /// A tab switch (``TransitionOperation/tab``) slides both tabs sideways, as
  /// ``SlideNavigationAnimator`` does with this presentation's parallax, duration and
  /// presentation curve: to a tab at a higher index the new tab comes in from the trailing edge
  /// (the right, or the left in a right-to-left layout), to a lower index from the leading edge.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: ``SlidePresentation``'s plan; for a dismissal whose context gives the presenting
  ///   view's current frame, the presenting view returns to its resting frame.
  /// - Throws: ``TransitionError`` when the presentation's timing or plan is invalid.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    if context.operation == .tab {
      return try SlideNavigationAnimator(
        parallax: presentation.parallax, duration: presentation.timing.duration.timeInterval,
        curve: presentation.timing.presentationCurve
      ).plan(for: context)
    }
    guard !context.isPresenting, let current = context.initialFrames[.presenting] else {
      return try presentation.plan(for: context)
    }
    var forward = context
    forward.operation = .present
    forward.initialFrames = [:]
    forward.finalFrames = [:]
    let presented = try presentation.plan(for: forward)
    let start = presented.state(of: .presenting, at: 0).frame ?? .zero
    let end = presented.finalState(of: .presenting).frame ?? .zero
    var adjusted = context
    adjusted.finalFrames[.presenting] = current.offsetBy(
      dx: start.minX - end.minX, dy: start.minY - end.minY)
    return try presentation.plan(for: adjusted)
  }
}
