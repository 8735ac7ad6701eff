import Curtain
import Foundation

/// Curtain's one drag-to-dismiss session: the state machine of a finger that drags a presented
/// screen to dismiss it (the zoom's shrinking drag, iOS 18's zoom transition), shared by the
/// headless scene (`dismissByDragging`) and the UIKit player (`ShrinkingDragInteraction`), which
/// only feed it what happens (``Event``) and perform what it returns (``Effect``).
///
/// ```
///        began              ended (projection dismisses)
///  idle ───────► dragging ──────────────────────────────► dismissing (handOff, startDismissal)
///   ▲              │  ▲ moved (show)                          ▲
///   │              │  └──┘                                    │ screenLeft (handOff)
///   │ restoreEnded │ ended (restores), cancelled, presentedAnother
///   │   (rest)     ▼
///   └──────── restoring (restore)
/// ```
///
/// ``Event/interrupted`` takes a dragging or restoring screen back to idle at once
/// (``Effect/rest``).
///
/// While the finger drags, every sample gives a ``Pose``: the screen's frame under the finger
/// (``ShrinkingDrag/frame(of:touchDown:translation:)``), the same as a transform of its resting
/// frame (a scale about its centre and a translation), and the dim behind it. The UIKit player
/// shows the pose as that transform (the content keeps its layout and is scaled); the headless
/// player records its frame. Both draw the same rectangle.
///
/// On release the drag decides (``ShrinkingDrag/dismisses(translation:velocity:in:)``):
///
/// - **Dismiss**: ``Effect/handOff(_:)`` puts the screen at the pose's frame without a transform
///   (the dismissal plans from there), then ``Effect/startDismissal(fingerVelocity:)`` starts
///   the dismissal, whose animator is wrapped in ``DragFlightAnimator`` so that its plan carries
///   the finger's velocity into the flight.
/// - **Restore**: ``Effect/restore(from:timing:)`` springs the screen back to its resting frame
///   on ``restoreSpring`` (critically damped, UIKit's duration form of ``restoreResponse``)
///   released with the finger's velocity along the way back, ``restoreVelocity(of:finger:)``.
///   iOS's own zoom transition settles its interactive dismissal on springs that carry the
///   finger's velocity (`UIViewController.Transition.zoom`, iOS 18), and a spring is the only
///   timing whose start can match a moving finger without a kink; the ease-out the UIKit player
///   used before started from rest, and the two players disagreed. ``Event/restoreEnded`` ends
///   it with ``Effect/rest``.
///
/// The dim shown while dragged is the session's ``dim`` over the container, constant through the
/// drag and the restore: the dismissal's plan starts its background there (the zoom's
/// ``DragDismissing/dismissalBackground``), so the flight goes on without a jump.
///
/// An event that does not fit the phase, or carries a number that is not finite, throws a
/// ``Refusal`` and changes nothing; it never traps.
package struct DragDismissSession: Sendable {
  /// Where the drag is.
  package enum Phase: Equatable, Sendable {
    /// No finger on the screen; the screen rests.
    case idle
    /// A finger drags the screen.
    case dragging
    /// The screen springs back to its resting frame.
    case restoring
    /// The release dismissed (or the screen left): the dismissal owns the screen now.
    case dismissing
  }

  /// What happens to the screen.
  package enum Event: Equatable, Sendable {
    /// A finger touched the screen at `touchDown` (container coordinates); the screen rests on
    /// `restingFrame` in a container of bounds `container`.
    case began(touchDown: CGPoint, restingFrame: CGRect, container: CGRect)
    /// The finger moved: its travel since touch-down at `time` seconds.
    case moved(translation: CGPoint, time: TimeInterval)
    /// The finger lifted with `velocity` (points per second); `nil` estimates it from the
    /// samples (``ShrinkingDrag/releaseVelocity(of:)``).
    case ended(velocity: CGPoint?)
    /// The system cancelled the touch: the screen restores from rest.
    case cancelled
    /// The screen presented another one while dragged: it restores from rest.
    case presentedAnother
    /// The app dismissed the screen while dragged: the dismissal takes it where it is.
    case screenLeft
    /// While dragged or springing back, the screen was taken as it is by something the drag
    /// does not drive (the app presented another screen from it, or its container changed
    /// size): it rests at once, and the finger, still down, drags nothing more.
    case interrupted
    /// The restore's animation ended.
    case restoreEnded
  }

  /// What a player does.
  package enum Effect: Equatable, Sendable {
    /// Show the screen at `pose` at once (a transform of its resting frame, or its frame), with
    /// the pose's dim behind it.
    case show(Pose)
    /// Animate the screen from `from` back to its resting frame on `timing` (every component
    /// of the pose moves on the same progress); the dim stays.
    case restore(from: Pose, timing: AnimationTiming)
    /// The screen is back at rest: remove the transform and the dim the drag added.
    case rest
    /// Put the screen at `pose`'s frame with no transform, the dim at the pose's; the dismissal
    /// takes both from there.
    case handOff(Pose)
    /// Start the dismissal, its animator wrapped in ``DragFlightAnimator`` with
    /// `fingerVelocity` (points per second).
    case startDismissal(fingerVelocity: CGPoint)
  }

  /// Why an event was refused.
  package enum Refusal: Error, Equatable, Sendable {
    /// The event does not apply while the session is in `phase`.
    case notApplicable(Event, phase: Phase)
    /// A position, frame, velocity or time that is not a finite number.
    case nonFinite(Event)
    /// A sample earlier than the one before it.
    case timeWentBack(TimeInterval)
    /// A touch-down outside the resting frame, or a resting frame with no area.
    case touchDownOutside(Event)
  }

  /// The restore's spring: UIKit's duration form of 0.4 s with damping ratio 1 (no bounce),
  /// released with the finger's velocity (its duration the spring's settling time for it).
  package static let restoreResponse: TimeInterval = 0.4

  /// The drag's geometry and release rule.
  package let drag: ShrinkingDrag
  /// The background shown behind the dragged screen (its frame is the container's), `nil` for
  /// none.
  package let dim: ViewState?
  /// Where the drag is now.
  package internal(set) var phase: Phase = .idle
  /// The pose last shown; `nil` before the first touch-down.
  package internal(set) var pose: Pose?
  /// The samples of the current drag (one per ``Event/moved(translation:time:)``), times as
  /// fed, translations since touch-down.
  package internal(set) var samples: [GestureSample] = []

  var touchDown: CGPoint = .zero
  var restingFrame: CGRect = .zero
  var container: CGRect = .zero

  /// A session with `drag`'s geometry and `dim` behind the screen, idle.
  ///
  /// - Parameters:
  ///   - drag: The drag's geometry and release rule.
  ///   - dim: The background while dragged; `nil` for none.
  package init(drag: ShrinkingDrag = ShrinkingDrag(), dim: ViewState? = nil) {
    self.drag = drag
    self.dim = dim
  }

  /// A session for `animator`'s dismissal: its ``DragDismissing/dismissalDrag`` and
  /// ``DragDismissing/dismissalBackground`` when it adopts ``DragDismissing``, else the default
  /// drag and no dim.
  ///
  /// - Parameter animator: The animator of the dismissal.
  @MainActor package init(dismissing animator: any TransitionAnimator) {
    let dragging = animator as? any DragDismissing
    self.init(drag: dragging?.dismissalDrag ?? ShrinkingDrag(), dim: dragging?.dismissalBackground)
  }

  /// The restore's spring: UIKit's duration form of ``restoreResponse`` with damping ratio 1
  /// (the response form of the same period should the solver ever refuse it).
  package static let restoreSpring: Spring =
    (try? Spring(duration: restoreResponse, dampingRatio: 1))
    ?? Spring(
      validatedMass: 1,
      stiffness: (2 * Double.pi / restoreResponse) * (2 * Double.pi / restoreResponse),
      damping: 4 * Double.pi / restoreResponse)
}
