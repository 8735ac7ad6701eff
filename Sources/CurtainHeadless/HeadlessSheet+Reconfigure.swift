import Curtain
import CurtainEngine
import Foundation

extension HeadlessSheet {
  /// Changes the sheet while it is presented, as the UIKit player's sheet takes a change of its
  /// detents, largest undimmed detent, grabber, corner radius or dismissal rules (SwiftUI's
  /// `curtainPresentationDetents(_:)` and its siblings updated while the sheet is up), and plays
  /// the move it makes.
  ///
  /// The core's `SheetSession.reconfigure(to:)` decides, as for the UIKit player:
  /// - The detents are resolved again in the same container. The sheet stays on the detent it
  ///   rests on when the new detents have it, shown at once with its new chrome (a timeline of
  ///   one frame at time 0); otherwise it moves to `presentation`'s selected detent on the
  ///   settle spring (`SheetPresentation.settleSpring`), as a program's move: no event, no
  ///   haptic.
  /// - A sheet whose detents cannot be resolved in the container (a `.fitting` detent without
  ///   a preferred content height) is not taken: the sheet keeps its shape (a documented
  ///   clamp) and the timeline holds one frame of the sheet as it rests.
  ///
  /// The move's frames are `fps` a second from time 0 (the sheet where it rested, with its new
  /// chrome), the last exactly when the spring settles.
  ///
  /// - Parameters:
  ///   - presentation: The sheet as it is now.
  ///   - fps: Frames per second of the move, `1...240`. Defaults to 60.
  /// - Returns: The move's frames; no events.
  /// - Throws: `SheetError` for a rate outside `1...240`, or a sheet that was dismissed already.
  public mutating func reconfigure(
    to presentation: SheetPresentation, fps: Int = 60
  ) throws(SheetError) -> Timeline {
    try checkPlayable(fps: fps)
    let effects = perform { $0.reconfigure(to: presentation) }
    // Frame 0 is what the core shows at once (`show`: where the sheet rests, with its new
    // layout); a change not taken shows nothing new, and the sheet stays as it rests.
    var shown = session.restingTop
    var move: SheetRelease?
    for effect in effects {
      if case .show(let top) = effect { shown = top }
      if case .settle(let running) = effect { move = running }
    }
    var frames = [Timeline.Frame(time: 0, states: states(top: shown, contentOffset: contentOffset))]
    guard let move else {
      return Timeline(actors: actors, framesPerSecond: fps, duration: 0, frames: frames)
    }
    let rate = Double(fps)
    var index = 1
    while Double(index) / rate < move.duration - 1e-9 {
      let time = Double(index) / rate
      frames.append(
        Timeline.Frame(
          time: time, states: states(top: move.top(at: time), contentOffset: contentOffset)))
      index += 1
    }
    _ = perform { $0.settleEnded() }
    frames.append(
      Timeline.Frame(
        time: move.duration,
        states: states(top: session.restingTop, contentOffset: contentOffset)))
    return Timeline(actors: actors, framesPerSecond: fps, duration: move.duration, frames: frames)
  }
}
