import CurtainEngine
import Foundation

extension HeadlessScene {
  /// Starts the swipe back: an interactive pop of the top screen of the navigation stack,
  /// ready to follow an edge pan.
  ///
  /// Works at any depth above the root, with ``edgePopAnimator`` unless `animator` is given,
  /// whatever animators pushed the screens. Drive it with
  /// ``HeadlessTransition/update(progress:)`` and a release, or with
  /// ``HeadlessTransition/drive(with:configuration:fps:)``.
  ///
  /// - Parameter animator: The animation; `nil` (the default) uses ``edgePopAnimator``.
  /// - Returns: The interactive transition, running at progress 0 (or pending behind earlier
  ///   transitions).
  /// - Throws: ``HeadlessError/popAtRoot(root:)`` when the stack holds only its root (the pan
  ///   does not begin and nothing changes), and the errors of ``pop(animator:interactive:)``.
  @discardableResult
  public func popInteractively(
    animator: (any TransitionAnimator)? = nil
  ) throws(HeadlessError) -> HeadlessTransition {
    try request(.pop, animator: animator ?? edgePopAnimator, interactive: true)
  }

  /// Plays a whole swipe back by an edge pan and returns its frames.
  ///
  /// Starts ``popInteractively(animator:)`` and drives it with `gesture` through an
  /// `InteractionTracker`. The system's swipe back is `.edge(.leading)` over the container's
  /// width:
  ///
  /// ```swift
  /// let swipe = GestureScript.drag(.edge(.leading), distance: 390, to: 0.7, duration: 0.3)
  /// let timeline = try scene.popInteractively(with: swipe)
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: The pan.
  ///   - animator: The animation; `nil` (the default) uses ``edgePopAnimator``.
  ///   - configuration: The threshold and completion policy. Defaults to
  ///     ``InteractionConfiguration/standard``.
  ///   - fps: Frames per second of the release, `1...240`. Defaults to 60.
  /// - Returns: The gesture's frames, then the release's.
  /// - Throws: ``HeadlessError/popAtRoot(root:)`` at the root;
  ///   ``HeadlessError/transitionPending(operation:)`` when another transition runs (the pop
  ///   is then cancelled, so nothing is left waiting); the errors of
  ///   ``HeadlessTransition/drive(with:configuration:fps:)`` (the pop is then cancelled).
  @discardableResult
  public func popInteractively(
    with gesture: GestureScript, animator: (any TransitionAnimator)? = nil,
    configuration: InteractionConfiguration = .standard, fps: Int = 60
  ) throws(HeadlessError) -> Timeline {
    let transition = try popInteractively(animator: animator)
    do {
      return try transition.drive(with: gesture, configuration: configuration, fps: fps)
    } catch {
      transition.cancel()
      throw error
    }
  }
}
