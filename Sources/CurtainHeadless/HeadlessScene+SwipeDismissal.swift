import Curtain
import Foundation

extension HeadlessScene {
  /// Starts the interactive dismissal a swipe in `pan`'s direction starts, as a
  /// `PanInteraction` wired on the presented screen starts it on UIKit.
  ///
  /// The dismissal follows the swipe: when `animator`'s plan moves the dismissed screen
  /// against the finger along the pan's axis (a cover leaving downwards under an upward
  /// swipe), the screen leaves the way the finger moves instead, mirrored about where it
  /// starts, on the same timing, with everything else (the dim, the screen below) as planned.
  /// A plan that moves the screen with the finger, or not along the pan's axis, plays as it is.
  /// Drive it as any interactive transition (``HeadlessTransition/update(progress:)``,
  /// ``HeadlessTransition/finish(velocity:)``).
  ///
  /// ```swift
  /// let transition = try scene.dismiss(
  ///   animator: CoverVerticalAnimation(), swiping: .regular(.fromBottom))
  /// try transition.update(progress: 0.1)  // the screen has moved up
  /// ```
  ///
  /// - Parameters:
  ///   - animator: The animator that plans the dismissal.
  ///   - pan: The pan that starts it: the direction the finger moves to dismiss.
  /// - Returns: The interactive transition: running at progress 0, or pending behind the
  ///   transitions already under way.
  /// - Throws: As ``dismiss(animator:interactive:)``.
  @discardableResult
  public func dismiss(
    animator: some TransitionAnimator, swiping pan: Pan
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(.dismiss, animator: animator, interactive: true, swipe: pan)
  }

  /// Starts the interactive dismissal a swipe in `pan`'s direction starts, with the
  /// `Presentation` the top screen was presented with: ``dismiss(animator:swiping:)`` with that
  /// presentation.
  ///
  /// - Parameter pan: The pan that starts the dismissal: the direction the finger moves.
  /// - Returns: The interactive transition: running at progress 0, or pending.
  /// - Throws: As ``dismiss(interactive:)``.
  @discardableResult
  public func dismiss(swiping pan: Pan) throws(HeadlessError) -> HeadlessTransition {
    guard let top = projected.presentations.last else { throw .nothingToDismiss }
    guard let record = top.record else {
      throw .noPresentation(operation: "dismiss \(top.screen) with its presentation")
    }
    return try request(.dismiss, animator: record.presentation, interactive: true, swipe: pan)
  }
}
