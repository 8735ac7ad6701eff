#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import UIKit

extension ModelTouch {
  /// Moves the finger from `start` to `end` at constant speed, one move a frame over `frames`
  /// frames (cumulative translations, §9.3), each reporting the velocity it moves at, which the
  /// function returns: (end − start) × 60 / `frames` points per second, the pan's velocity
  /// (`velocity(in:)`, "points per second") that its samples show.
  ///
  /// The players release with the core's estimate over the samples (a Theil–Sen estimate over
  /// the last 0.1 s, the lift one frame after the last move included). Started at the touch's
  /// first sample (`start` = the translation at `begin`), three frames or more make that
  /// estimate the returned velocity: with n ≥ 5 samples in the window the still lift spoils
  /// fewer than half of the slopes (4 of 10 for n = 5 or 6, 5 of 15 for n = 7 or 8).
  ///
  /// - Parameters:
  ///   - start: Where the finger is now (its translation); `.zero` after a plain `begin()`.
  ///   - end: Where it goes.
  ///   - frames: How many moves, one a frame; at least 1.
  /// - Returns: The velocity it moved at, points per second.
  @discardableResult
  func slide(from start: CGPoint = .zero, to end: CGPoint, frames: Int) -> CGPoint {
    let count = max(frames, 1)
    let velocity = CGPoint(
      x: (end.x - start.x) * 60 / CGFloat(count), y: (end.y - start.y) * 60 / CGFloat(count))
    for index in 1...count {
      let f = CGFloat(index) / CGFloat(count)
      move(
        to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f),
        velocity: velocity)
    }
    return velocity
  }

  /// Holds the finger still at `translation` for `frames` frames (one unmoved sample a frame,
  /// velocity zero): six or more fill the core's 0.1 s window with still samples, so that a
  /// release then is at rest.
  ///
  /// - Parameters:
  ///   - translation: Where the finger is.
  ///   - frames: How many frames; 6 by default.
  func hold(at translation: CGPoint, frames: Int = 6) {
    for _ in 0..<max(frames, 0) { move(to: translation, velocity: .zero) }
  }
}
#endif
