import Foundation

extension TransitionContext {
  /// The context a running transition plans again with when its container changes mid-flight
  /// (a rotation, a new size): this context carried into the new container.
  ///
  /// A re-plan describes the transition as if it had started in the new container; where the
  /// views are at the re-target is the driver's business (its blend fades the difference out),
  /// not the new plan's start. Both players build their re-target's context here, so they plan
  /// the same thing:
  /// - the container's bounds and safe area are the new ones;
  /// - the presented frame is `presentedFrame` when given, else the new container when the old
  ///   presented frame filled the old container, else the old one; given, it is also the
  ///   presented view's final frame (a presentation) or initial frame (a dismissal);
  /// - a listed frame, initial or final, that is the old container's bounds becomes the new
  ///   container's bounds (a view that filled the container fills the new one), and one that is
  ///   the old presented frame becomes the new presented frame;
  /// - any other initial frame is dropped: it places an actor in the old layout only (a
  ///   presenting view a slide has pushed 844 pt up, in a container now 390 pt high), so the
  ///   animator places the actor by its own rule, from the context's defaults and final frames;
  /// - any other final frame is kept (a resting frame the layout gave; a player that knows a new
  ///   one sets it afterwards).
  ///
  /// ```swift
  /// // The window rotated to landscape while a full-screen presentation was running.
  /// let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
  /// let next = try context.retargeted(
  ///   to: rotated, safeAreaInsets: context.safeAreaInsets, presentedFrame: rotated)
  /// ```
  ///
  /// - Parameters:
  ///   - containerBounds: The container's new bounds; width and height greater than 0.
  ///   - safeAreaInsets: The container's new safe-area insets.
  ///   - presentedFrame: The presented view's new frame in the container, if known.
  /// - Returns: The context to plan again with.
  /// - Throws: ``TransitionError/emptyContainer(width:height:)`` or
  ///   ``TransitionError/nonFiniteFrame(name:)``, as the initializer does.
  public func retargeted(
    to containerBounds: CGRect, safeAreaInsets: EdgeInsets, presentedFrame: CGRect? = nil
  ) throws(TransitionError) -> TransitionContext {
    let oldBounds = self.containerBounds
    let oldPresented = self.presentedFrame
    let presented =
      presentedFrame ?? (Self.same(oldPresented, oldBounds) ? containerBounds : oldPresented)
    func carried(_ frame: CGRect) -> CGRect? {
      if Self.same(frame, oldBounds) { return containerBounds }
      if Self.same(frame, oldPresented) { return presented }
      return nil
    }
    var initial = initialFrames.compactMapValues(carried)
    var final = finalFrames.mapValues { carried($0) ?? $0 }
    if let presentedFrame {
      switch operation {
      case .present: final[.presented] = presentedFrame
      case .dismiss: initial[.presented] = presentedFrame
      default: break
      }
    }
    return try TransitionContext(
      operation: operation, containerBounds: containerBounds, safeAreaInsets: safeAreaInsets,
      initialFrames: initial, finalFrames: final, presentedFrame: presented,
      sourceFrame: sourceFrame, isInteractive: isInteractive, layoutDirection: layoutDirection,
      tabSwitch: tabSwitch, matchedPairs: matchedPairs, reduceMotion: reduceMotion)
  }

  /// Where the presenting view rests once a transition re-targeted from `old` to this context
  /// ends, when its plan leaves that view's frame alone (``TransitionPlan/leavesFrame(of:)``):
  /// this context's final frame of `.presenting`, else this container when the presenting view
  /// started on the old container; `nil` when it stays where it is.
  ///
  /// Both players set it when the transition ends, finished or cancelled, and not at the
  /// re-target: nothing the plan does not move jumps mid-flight (UIKit: a window's root view
  /// "is configured to track the window size", AD/uiwindow/rootviewcontroller, so it fills
  /// the rotated window once back in it).
  ///
  /// - Parameter old: The context the transition ran with before the re-target.
  /// - Returns: The presenting view's frame at the end, or `nil`.
  package func presentingRestingFrame(retargetedFrom old: TransitionContext) -> CGRect? {
    if let frame = finalFrames[.presenting] { return frame }
    return Self.same(old.initialFrame(for: .presenting), old.containerBounds)
      ? containerBounds : nil
  }

  /// Whether two rectangles have the same components (`-0.0` equals `0.0`), as stored.
  private static func same(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    lhs.origin.x == rhs.origin.x && lhs.origin.y == rhs.origin.y
      && lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
  }
}

extension TransitionPlan {
  /// Whether the plan leaves the frame of every actor in `actors` to the player at its end (no
  /// final state of theirs sets one): a re-targeted transition then rests the presenting view
  /// on ``TransitionContext/presentingRestingFrame(retargetedFrom:)``.
  ///
  /// - Parameter actors: The actors one view plays.
  /// - Returns: Whether none of them ends with a frame of the plan's.
  package func leavesFrame(of actors: [ActorID]) -> Bool {
    !actors.contains { finalState(of: $0).frame != nil }
  }
}
