import Curtain
import Foundation

/// One presented sheet as both players play it: events in (a drag, its samples, the release, a
/// settle ending, a grab, a program's move, the keyboard, a resize, the transitions), effects
/// out (show the sheet at a top edge, scroll the content, animate a settle, report an event,
/// dismiss), as `TransitionDriver` is for transitions.
///
/// The players, `CurtainSheetPresentationController` in CurtainUIKit and `HeadlessSheet` in
/// CurtainHeadless, feed a session events and perform its effects; every rule of a sheet lives
/// here or in the values it uses (``SheetModel``, ``SheetDrag``, ``SheetSettle``,
/// ``SheetStacking``). The session's ``phase`` is the state machine the players used to keep
/// in flags.
///
/// The answers it gives where the two players once disagreed (issue 25), each iOS's own where
/// `UISheetPresentationController` documents or shows it:
/// - **The frame at a top edge** (``frame(top:)``): between the detents the sheet ends on the
///   container's bottom edge; dragged below its smallest detent it moves down keeping that
///   detent's height (a system sheet slides off, it is not squashed).
/// - **The keyboard**: ``keyboardAvoidance`` defaults to `KeyboardAvoidance.compress`: the
///   sheet rises with the keyboard but its top edge never goes above the top limit (the safe
///   area), where it shrinks to end on the keyboard, as a system sheet keeps its content on
///   screen; `.moveUp` could push a large sheet's top edge off the screen.
/// - **Stacking progress** (``stackingProgress(top:)``): the view under the sheet steps back as
///   the sheet goes from the detent below its largest (the container's bottom edge with one
///   detent) up to its largest, as the presenting view behind a medium/large system sheet only
///   steps back while the sheet reaches its large detent.
/// - **Grabbing a settling sheet**: a release's settle may be caught by the finger
///   (``beginDrag(allowsDismissal:grabbedTop:scroll:)`` in ``Phase/settling``); the drag starts
///   where the sheet is on screen. A program's move may not be caught.
///
/// ```swift
/// var session = try SheetSession(
///   presentation: SheetPresentation(detents: [.medium, .large]),
///   container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
/// _ = session.presentationEnded(completed: true)
/// _ = session.beginDrag(allowsDismissal: true)
/// _ = session.move(translation: -200, at: 0.1)  // [.show(top: 222)]
/// let effects = session.release(velocity: -900)  // settles on large
/// ```
package struct SheetSession: Sendable {
  /// Who owns the sheet now.
  package enum Phase: Hashable, Sendable {
    /// A presentation or dismissal transition moves it; nothing else may.
    case transitioning
    /// It rests on its selected detent.
    case resting
    /// A finger drags it.
    case dragging
    /// It settles after a release; a finger may grab it.
    case settling
    /// A program's move (``moveToDetent(_:)``) animates it; a finger may not grab it.
    case moving
    /// A release dismissed it, or its dismissal transition completed.
    case dismissed
  }

  /// Something a player does for the session.
  package enum Effect: Sendable {
    /// Show the sheet with its top edge at `top`: its ``frame(top:)``, ``chrome(top:)`` and the
    /// covered sheet's ``stackingProgress(top:)``.
    case show(top: CGFloat)
    /// Set the content's vertical offset to this many points.
    case scrollContent(offset: CGFloat)
    /// Let the content coast on: its offset follows the deceleration.
    case decelerateContent(SheetDeceleration)
    /// Animate the sheet's top edge along the release (its timing), then call
    /// ``settleEnded(isCovered:)``.
    case settle(SheetRelease)
    /// Stop the running settle where the sheet is on screen (a grab, a transition).
    case stopSettle
    /// Report an event of a release (`haptic` plays the selection haptic, `dismissAttempt`
    /// tells the delegate).
    case report(SheetEvent)
    /// Dismiss the presented controller: a release dismissed the sheet.
    case dismiss
    /// A user's drag began (also one that grabs a settling sheet).
    case dragBegan
    /// The finger lifted, or the system cancelled the drag.
    case dragEnded
    /// The settle after a drag ended with the sheet at rest on this detent.
    case settled(detentID: String)
  }

  /// The sheet's detents, selection and dismissal state.
  package internal(set) var model: SheetModel
  /// Who owns the sheet now.
  package internal(set) var phase: Phase = .transitioning
  /// The drag under way in ``Phase/dragging``.
  package internal(set) var drag: SheetDrag?
  /// The settle or move under way in ``Phase/settling`` and ``Phase/moving``.
  package internal(set) var runningSettle: SheetRelease?
  /// The last drag's release (or cancel), also one with nothing to animate; `nil` before one.
  package internal(set) var lastRelease: SheetRelease?
  /// The keyboard's frame in the container's coordinates, `nil` while it is hidden.
  package internal(set) var keyboard: CGRect?
  /// The sheet a ``reconfigure(to:)`` asked for while a transition, a drag, a settle or a move
  /// owned the sheet: it takes effect when the sheet next rests.
  package internal(set) var pendingPresentation: SheetPresentation?
  /// How the sheet makes room for the keyboard: `KeyboardAvoidance.compress` by default (see
  /// the type's discussion for why).
  package var keyboardAvoidance: KeyboardAvoidance = .compress
  /// Whether the system's Increase Contrast setting is on: ``chrome(top:)`` then raises the dim
  /// (`SheetModel.dimmingAlpha(top:increasedContrast:)`); `false` by default.
  package var increasesDimContrast = false
  /// Whether scrolling the content up at a detent below the largest expands the sheet first
  /// (`UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`, `true` by
  /// default); `false`: a drag that starts in the content scrolls it, and the sheet rises no
  /// higher than where the drag began.
  package var prefersScrollingExpandsWhenScrolledToEdge = true
  /// The content's scrolled-to-the-top offset of the drag under way (``SheetScrollContent``).
  var contentTopOffset: CGFloat = 0

  /// Creates the session of a sheet about to be presented (``Phase/transitioning``).
  ///
  /// - Parameters:
  ///   - presentation: The sheet.
  ///   - container: The space it is laid out in.
  /// - Throws: `SheetError` when a detent cannot be resolved.
  package init(presentation: SheetPresentation, container: SheetContainer) throws(SheetError) {
    model = try SheetModel(presentation: presentation, container: container)
  }

  /// Creates the session of a sheet already resting on its selected detent.
  ///
  /// - Parameter model: The sheet.
  package init(resting model: SheetModel) {
    self.model = model
    phase = model.isDismissed ? .dismissed : .resting
  }

  /// The top edge of the selected detent (the container's bottom edge once dismissed).
  package var restingTop: CGFloat { model.isDismissed ? model.containerHeight : model.selectedTop }

  /// Whether a finger may start a drag now: the sheet rests, or a release's settle runs.
  package var canBeginDrag: Bool { phase == .resting || phase == .settling }

  /// Whether a program's move, an accessibility action or a layout may move the sheet now: no
  /// transition, drag, settle or move owns it.
  package var isIdle: Bool { phase == .resting }

  // MARK: - Transitions

  /// A presentation transition begins: it owns the sheet.
  ///
  /// - Returns: No effects.
  package mutating func presentationBegan() -> [Effect] {
    phase = .transitioning
    return []
  }

  /// The presentation transition ended.
  ///
  /// - Parameter completed: Whether the sheet is now presented.
  /// - Returns: `show` at the resting top edge when completed.
  package mutating func presentationEnded(completed: Bool) -> [Effect] {
    guard completed else {
      phase = .dismissed
      return []
    }
    phase = .resting
    return [.show(top: restingTop)] + applyPendingReconfiguration()
  }

  /// A dismissal transition begins: it owns the sheet; a running settle stops where it is.
  ///
  /// - Returns: `stopSettle` when a settle or a move was running.
  package mutating func dismissalBegan() -> [Effect] {
    let running = runningSettle != nil
    runningSettle = nil
    drag = nil
    phase = .transitioning
    return running ? [.stopSettle] : []
  }

  /// The dismissal transition ended.
  ///
  /// - Parameter completed: Whether the sheet is gone.
  /// - Returns: `show` at the resting top edge when the dismissal was cancelled.
  package mutating func dismissalEnded(completed: Bool) -> [Effect] {
    if completed {
      phase = .dismissed
      return []
    }
    if model.isDismissed { model.undoDismissal() }
    phase = .resting
    return [.show(top: restingTop)] + applyPendingReconfiguration()
  }

  // MARK: - The container and the keyboard

  /// The container changed size (a rotation, Split View): the detents are resolved again and
  /// the selected one kept; a container they cannot be resolved in keeps the last ones.
  ///
  /// A drag
  /// goes on from the same place relative to the selected detent (``SheetDrag``).
  ///
  /// - Parameter container: The new container.
  /// - Returns: `show` at the resting top edge when the sheet rests, at the drag's top edge
  ///   when a drag goes on in a resized container.
  package mutating func resize(to container: SheetContainer) -> [Effect] {
    if container != model.container, let resized = try? model.resized(to: container) {
      model = resized
      if phase == .dragging, var drag {
        // The drag goes on in the new container (found by the UIKit fuzz, seed 539423031).
        drag.resize(to: container)
        self.drag = drag
        return [.show(top: drag.top)]
      }
    }
    return isIdle ? [.show(top: restingTop)] : []
  }

  /// The keyboard's frame changed.
  ///
  /// - Parameter frame: Its frame in the container's coordinates, `nil` when it hides; a frame
  ///   that is not finite counts as hidden.
  /// - Returns: `show` at the resting top edge when the sheet rests.
  package mutating func keyboardChanged(to frame: CGRect?) -> [Effect] {
    let finite = frame.map {
      $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite
    }
    keyboard = finite == true ? frame : nil
    return isIdle ? [.show(top: restingTop)] : []
  }
}
