import Curtain
import Foundation

// Playing a whole transition at a frame rate, the headless counterpart of letting UIKit run it.
extension HeadlessTransition {
  /// Plays the transition to its end at `fps` frames per second and returns every frame.
  ///
  /// Frames are drawn at `t₀ + i / fps` for every whole `i` with `t₀ + i / fps < duration`,
  /// where `t₀` is the current time (0 unless the transition was advanced already), then one
  /// last frame at exactly `duration`. From the start that is `duration · fps + 1` frames when
  /// `duration · fps` is a whole number and `⌈duration · fps⌉ + 1` otherwise; a product within
  /// 1e-9 of a whole number counts as that whole number, so 0.35 s at 60 fps gives 22 frames.
  /// A transition of no duration gives one frame. ``onCompletion`` runs after the last frame,
  /// before this method returns.
  ///
  /// - Parameter fps: Frames per second, `1...240`. Defaults to 60.
  /// - Returns: The frames drawn, first at the current time and last at the end.
  /// - Throws: ``HeadlessError/invalidFramesPerSecond(_:)`` for a rate outside `1...240`;
  ///   ``HeadlessError/tooManyFrames(duration:fps:limit:)`` when the timeline would hold a
  ///   million frames or more (over an hour at 240 fps);
  ///   ``HeadlessError/transitionPending(operation:)`` while the transition waits for earlier
  ///   ones; ``HeadlessError/transitionEnded(operation:state:)`` once it has ended.
  public func run(fps: Int = 60) throws(HeadlessError) -> Timeline {
    guard (1...240).contains(fps) else { throw .invalidFramesPerSecond(fps) }
    try requireRunning()
    if linearPlan != nil { return try runRelease(fps: fps, startingAt: 0) }
    let start = time
    let end = duration
    let rate = Double(fps)
    let product = (end - start) * rate
    guard product < Double(Self.maximumFrameCount) else {
      throw .tooManyFrames(duration: end - start, fps: fps, limit: Self.maximumFrameCount)
    }
    let beforeEnd = Int(clamping: (product - 1e-9).rounded(.up), to: 0...Self.maximumFrameCount)
    var frames: [Timeline.Frame] = []
    frames.reserveCapacity(beforeEnd + 1)
    for index in 0..<beforeEnd {
      draw(at: start + Double(index) / rate)
      frames.append(currentFrame())
    }
    draw(at: end)
    frames.append(currentFrame())
    let timeline = Timeline(
      actors: actors, framesPerSecond: fps, duration: end, frames: frames)
    drive(.animationEnded(finished: true))
    return timeline
  }
}
