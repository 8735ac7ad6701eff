import CurtainEngine
import Foundation

/// A request the headless player refuses, with a message that says what to change.
///
/// Every operation of ``HeadlessScene`` and ``HeadlessTransition`` that can fail throws this one
/// type. A refused request changes nothing: the scene is left exactly as it was.
///
/// Errors that come from outside the player keep their cause: a context Curtain cannot build
/// (a frame that is not finite) is ``invalidContext(_:)`` with the `TransitionError`, and an
/// animator whose `plan(for:)` throws is ``animatorFailed(animator:underlying:)`` with the
/// animator's own error.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum HeadlessError: Error, CustomStringConvertible {
  /// The scene's container size is zero, negative or not finite.
  case invalidContainerSize(width: Double, height: Double)
  /// The scene's safe-area insets are negative or not finite.
  case invalidSafeAreaInsets(EdgeInsets)
  /// A dismissal was requested while no screen is presented.
  case nothingToDismiss
  /// A pop was requested while the navigation stack holds only its root screen.
  case popAtRoot(root: String)
  /// A tab was selected in a scene that has no tabs.
  case noTabs
  /// Tabs were set up with an empty list of screens.
  case emptyTabs
  /// A tab index outside the scene's tabs was selected.
  case tabOutOfRange(index: Int, count: Int)
  /// The tab to select is already selected.
  case tabAlreadySelected(index: Int)
  /// A screen was presented, pushed or set up while it is already part of the scene.
  case screenAlreadyInScene(name: String)
  /// An operation was requested while another transition runs or waits, and the scene's
  /// ``HeadlessScene/BusyPolicy`` is ``HeadlessScene/BusyPolicy/refuse``; or tabs or a
  /// navigation root were set up while a transition runs or waits.
  case busy(requested: String, running: String)
  /// Curtain refused the transition context the scene built (for example a presented frame
  /// that is not finite).
  case invalidContext(TransitionError)
  /// The animator's `plan(for:)` threw.
  case animatorFailed(animator: String, underlying: any Error)
  /// `run(fps:)` was asked for a frame rate outside `1...240`.
  case invalidFramesPerSecond(Int)
  /// `run(fps:)` would draw more frames than a timeline holds (the plan lasts too long).
  case tooManyFrames(duration: TimeInterval, fps: Int, limit: Int)
  /// A transition was advanced by a negative or non-finite time.
  case invalidTimeStep(TimeInterval)
  /// A transition that still waits for earlier ones was advanced, run or finished.
  case transitionPending(operation: String)
  /// A transition that has already ended was run.
  case transitionEnded(operation: String, state: HeadlessTransition.State)
  /// A presentation update (or a dismissal with the presentation's own animator) was requested
  /// while the top presented screen was not presented with a `Presentation`, or nothing is
  /// presented.
  case noPresentation(operation: String)
  /// A presentation's layout cannot be solved in the container (for example margin guards
  /// larger than the container after a resize), or an update holds a bad value.
  case invalidPresentation(PresentationError)
  /// A keyboard frame has a number that is not finite, or a negative width or height.
  case invalidKeyboardFrame(CGRect)
  /// An update, resize or keyboard change was given a negative or non-finite duration.
  case invalidDuration(TimeInterval)
  /// A tap at a point that is not finite or lies outside the container.
  case invalidTapPoint(x: Double, y: Double)
  /// A transition requested without `interactive: true`, and not grabbed, was scrubbed, released
  /// or driven by a gesture.
  case notInteractive(operation: String)
  /// An interactive transition was scrubbed, released or driven again after its release.
  case alreadyReleased(operation: String)
  /// An interactive transition still following its gesture was run; release it first.
  case notReleased(operation: String)
  /// A transition was re-targeted while its release settled.
  case notPlaying(operation: String)
  /// A progress that is not finite.
  case invalidProgress(Double)
  /// A release velocity that is not finite.
  case invalidVelocity(Double)
  /// A gesture sample's time lies so far from the first sample's that the time between them
  /// is not finite.
  case invalidSampleTime(TimeInterval)
  /// The gesture's settings were refused by the `InteractionTracker`.
  case interaction(InteractionError)

  /// A sentence that says what is wrong and what to do instead.
  public var description: String {
    switch self {
    case .invalidContainerSize(let width, let height):
      return "the container is \(width)×\(height) points; a scene needs a finite width and "
        + "height greater than 0"
    case .invalidSafeAreaInsets(let insets):
      return "the safe-area insets \(insets) are negative or not finite; give each edge a "
        + "finite inset of 0 or more"
    case .nothingToDismiss:
      return "cannot dismiss: no screen is presented; present a screen first"
    case .popAtRoot(let root):
      return "cannot pop: the navigation stack holds only its root screen '\(root)'; push a "
        + "screen first"
    case .noTabs:
      return "cannot select a tab: the scene has no tabs; call setTabs(_:selectedIndex:) first"
    case .emptyTabs:
      return "cannot set up tabs without screens; pass at least one screen"
    case .tabOutOfRange(let index, let count):
      return "cannot select tab \(index): the scene has \(count) tab\(count == 1 ? "" : "s"), "
        + "indexed 0...\(count - 1)"
    case .tabAlreadySelected(let index):
      return "tab \(index) is already selected; select another tab"
    case .screenAlreadyInScene(let name):
      return "screen '\(name)' is already part of the scene; a screen can appear only once "
        + "(create a new HeadlessScreen)"
    case .busy(let requested, let running):
      return "cannot \(requested) now: \(running) is under way and the scene refuses new "
        + "operations meanwhile; finish or cancel it first, or set busyPolicy to .queue"
    case .invalidContext(let error):
      return "cannot build the transition context: \(error)"
    case .animatorFailed(let animator, let underlying):
      return "\(animator).plan(for:) threw: \(underlying); the scene was left unchanged"
    case .invalidFramesPerSecond(let fps):
      return "cannot run at \(fps) frames per second; choose a rate in 1...240"
    case .tooManyFrames(let duration, let fps, let limit):
      return "cannot run \(duration) seconds at \(fps) frames per second: a timeline holds "
        + "fewer than \(limit) frames; lower the frame rate, or advance(by:) in steps instead"
    case .invalidTimeStep(let step):
      return "cannot advance by \(step) seconds; advance by a finite time of 0 or more"
    case .transitionPending(let operation):
      return "the \(operation) transition has not started: it waits for earlier transitions; "
        + "run, finish or cancel those first (or advance the scene)"
    case .transitionEnded(let operation, let state):
      return "the \(operation) transition has already ended (\(state)); there is nothing left "
        + "to run"
    case .noPresentation(let operation):
      return "cannot \(operation): the top presented screen was not presented with a "
        + "Presentation; present one with present(_:presentation:) first"
    case .invalidPresentation(let error):
      return "cannot lay out the presentation: \(error)"
    case .invalidKeyboardFrame(let frame):
      return "the keyboard frame (x \(frame.origin.x), y \(frame.origin.y), width "
        + "\(frame.size.width), height \(frame.size.height)) is not finite or has a negative size; pass a finite "
        + "frame in the container's coordinates, or nil to hide the keyboard"
    case .invalidDuration(let duration):
      return "cannot animate over \(duration) seconds; pass a finite duration of 0 or more"
    case .invalidTapPoint(let x, let y):
      return "cannot tap at (\(x), \(y)): tap at a finite point inside the container"
    case .notInteractive(let operation):
      return "cannot drive the \(operation) transition by a gesture: request it with "
        + "interactive: true, or grab() it"
    case .alreadyReleased(let operation):
      return "the \(operation) transition was already released with finish(velocity:) or "
        + "cancel(velocity:); advance it to its end"
    case .notReleased(let operation):
      return "the \(operation) transition still follows its gesture; release it with "
        + "finish(velocity:) or cancel(velocity:) before running it"
    case .notPlaying(let operation):
      return "the \(operation) transition settles after its gesture's release; re-target it "
        + "while it plays on its own timing or while a finger holds it"
    case .invalidProgress(let progress):
      return "cannot scrub to progress \(progress); pass a finite fraction (clamped to 0...1)"
    case .invalidVelocity(let velocity):
      return "cannot release with velocity \(velocity); pass a finite number of progress "
        + "fractions per second"
    case .invalidSampleTime(let time):
      return "a gesture sample at \(time) seconds is too far from the first sample for a "
        + "finite time between them; give samples finite times less than about 1e308 apart"
    case .interaction(let error):
      return "the gesture cannot drive the transition: \(error)"
    }
  }
}

extension HeadlessError: Equatable {
  /// Whether two errors are the same case with equal values.
  ///
  /// Underlying animator errors have no equality of their own: two
  /// ``animatorFailed(animator:underlying:)`` errors are equal when they name the same animator
  /// and their underlying errors have the same type and description.
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another error.
  /// - Returns: Whether they are equal.
  public static func == (lhs: HeadlessError, rhs: HeadlessError) -> Bool {
    switch (lhs, rhs) {
    case (.invalidContainerSize(let lw, let lh), .invalidContainerSize(let rw, let rh)):
      return lw.bitPattern == rw.bitPattern && lh.bitPattern == rh.bitPattern
    case (.invalidSafeAreaInsets(let l), .invalidSafeAreaInsets(let r)):
      return l == r
    case (.nothingToDismiss, .nothingToDismiss), (.noTabs, .noTabs), (.emptyTabs, .emptyTabs):
      return true
    case (.popAtRoot(let l), .popAtRoot(let r)):
      return l == r
    case (.tabOutOfRange(let li, let lc), .tabOutOfRange(let ri, let rc)):
      return li == ri && lc == rc
    case (.tabAlreadySelected(let l), .tabAlreadySelected(let r)):
      return l == r
    case (.screenAlreadyInScene(let l), .screenAlreadyInScene(let r)):
      return l == r
    case (.busy(let lr, let lu), .busy(let rr, let ru)):
      return lr == rr && lu == ru
    case (.invalidContext(let l), .invalidContext(let r)):
      return l == r
    case (.animatorFailed(let la, let le), .animatorFailed(let ra, let re)):
      return la == ra && type(of: le) == type(of: re) && "\(le)" == "\(re)"
    case (.invalidFramesPerSecond(let l), .invalidFramesPerSecond(let r)):
      return l == r
    case (.tooManyFrames(let ld, let lf, let ll), .tooManyFrames(let rd, let rf, let rl)):
      return ld.bitPattern == rd.bitPattern && lf == rf && ll == rl
    case (.invalidTimeStep(let l), .invalidTimeStep(let r)):
      return l.bitPattern == r.bitPattern
    case (.transitionPending(let l), .transitionPending(let r)):
      return l == r
    case (.transitionEnded(let lo, let ls), .transitionEnded(let ro, let rs)):
      return lo == ro && ls == rs
    case (.noPresentation(let l), .noPresentation(let r)):
      return l == r
    case (.invalidPresentation(let l), .invalidPresentation(let r)):
      return l == r
    case (.invalidKeyboardFrame(let l), .invalidKeyboardFrame(let r)):
      let lhs = [l.origin.x, l.origin.y, l.size.width, l.size.height]
      let rhs = [r.origin.x, r.origin.y, r.size.width, r.size.height]
      return lhs.map(\.bitPattern) == rhs.map(\.bitPattern)
    case (.invalidDuration(let l), .invalidDuration(let r)):
      return l.bitPattern == r.bitPattern
    case (.invalidTapPoint(let lx, let ly), .invalidTapPoint(let rx, let ry)):
      return lx.bitPattern == rx.bitPattern && ly.bitPattern == ry.bitPattern
    case (.notInteractive(let l), .notInteractive(let r)),
      (.alreadyReleased(let l), .alreadyReleased(let r)),
      (.notReleased(let l), .notReleased(let r)), (.notPlaying(let l), .notPlaying(let r)):
      return l == r
    case (.invalidProgress(let l), .invalidProgress(let r)),
      (.invalidVelocity(let l), .invalidVelocity(let r)),
      (.invalidSampleTime(let l), .invalidSampleTime(let r)):
      return l.bitPattern == r.bitPattern
    case (.interaction(let l), .interaction(let r)):
      return l == r
    default:
      return false
    }
  }
}
