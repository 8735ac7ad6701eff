import Curtain
import Foundation

extension DragDismissSession {
  /// Feeds one event and returns the effects to perform, in order.
  ///
  /// - Parameter event: What happened.
  /// - Returns: The effects; empty when nothing changes on screen.
  /// - Throws: ``Refusal`` when the event does not fit the phase or carries a number that is not
  ///   finite; the session is then unchanged.
  package mutating func handle(_ event: Event) throws(Refusal) -> [Effect] {
    switch event {
    case .began(let point, let resting, let bounds):
      guard phase == .idle else { throw .notApplicable(event, phase: phase) }
      guard Self.isFinite(point), Self.isFinite(resting), Self.isFinite(bounds) else {
        throw .nonFinite(event)
      }
      guard resting.width > 0, resting.height > 0, resting.contains(point) else {
        throw .touchDownOutside(event)
      }
      touchDown = point
      restingFrame = resting
      container = bounds
      samples = []
      phase = .dragging
      let shown = pose(for: .zero)
      pose = shown
      return [.show(shown)]
    case .moved(let translation, let time):
      guard phase == .dragging else { throw .notApplicable(event, phase: phase) }
      guard Self.isFinite(translation), time.isFinite else { throw .nonFinite(event) }
      if let last = samples.last, time < last.time { throw .timeWentBack(time) }
      samples.append(
        GestureSample(
          time: time,
          location: CGPoint(x: touchDown.x + translation.x, y: touchDown.y + translation.y),
          translation: translation))
      let shown = pose(for: translation)
      pose = shown
      return [.show(shown)]
    case .ended(let given):
      guard phase == .dragging, let shown = pose else {
        throw .notApplicable(event, phase: phase)
      }
      if let given, !Self.isFinite(given) { throw .nonFinite(event) }
      let velocity = given ?? ShrinkingDrag.releaseVelocity(of: samples)
      let translation = samples.last?.translation ?? .zero
      if !samples.isEmpty,
        drag.dismisses(translation: translation, velocity: velocity, in: restingFrame)
      {
        phase = .dismissing
        return [.handOff(shown), .startDismissal(fingerVelocity: velocity)]
      }
      return startRestore(from: shown, finger: velocity)
    case .cancelled, .presentedAnother:
      guard phase == .dragging, let shown = pose else {
        throw .notApplicable(event, phase: phase)
      }
      return startRestore(from: shown, finger: .zero)
    case .screenLeft:
      guard phase == .dragging || phase == .restoring, let shown = pose else {
        throw .notApplicable(event, phase: phase)
      }
      phase = .dismissing
      return [.handOff(shown)]
    case .interrupted:
      guard phase == .dragging || phase == .restoring else {
        throw .notApplicable(event, phase: phase)
      }
      phase = .idle
      pose = Pose(resting: restingFrame, dim: pose?.dim)
      samples = []
      return [.rest]
    case .restoreEnded:
      guard phase == .restoring else { throw .notApplicable(event, phase: phase) }
      phase = .idle
      pose = Pose(resting: restingFrame, dim: pose?.dim)
      samples = []
      return [.rest]
    }
  }

  /// The progress velocity of a restore from `pose`: the finger's velocity V projected on the
  /// vector d from the shown frame's centre back to the resting frame's, over its length,
  /// (V · d) ÷ |d|² distances per second (UIKit's spring `initialVelocity`, 1 covering the way
  /// back in a second); 0 when the centres coincide.
  ///
  /// - Parameters:
  ///   - pose: The pose at release.
  ///   - finger: The finger's velocity, in points per second.
  /// - Returns: The velocity; positive when the finger moves towards the resting frame.
  package static func restoreVelocity(of pose: Pose, finger: CGPoint) -> Double {
    DragFlightAnimator.progressVelocity(from: pose.frame, to: pose.restingFrame, finger: finger)
  }

  /// The restore's timing for a release from `pose` at `finger`: ``restoreSpring`` with
  /// ``restoreVelocity(of:finger:)``, over its settling time for that velocity.
  ///
  /// - Parameters:
  ///   - pose: The pose at release.
  ///   - finger: The finger's velocity, in points per second.
  /// - Returns: The timing.
  package static func restoreTiming(from pose: Pose, finger: CGPoint) -> AnimationTiming {
    let velocity = restoreVelocity(of: pose, finger: finger)
    if let timing = try? AnimationTiming(spring: restoreSpring, initialVelocity: velocity) {
      return timing
    }
    // A damped spring settles for every finite velocity; from rest as a last resort.
    return AnimationTiming(
      kind: .spring(restoreSpring, initialVelocity: 0),
      duration: restoreSpring.settlingDuration(initialVelocity: 0), delay: 0)
  }

  private mutating func startRestore(from shown: Pose, finger: CGPoint) -> [Effect] {
    phase = .restoring
    return [.restore(from: shown, timing: Self.restoreTiming(from: shown, finger: finger))]
  }

  private func pose(for translation: CGPoint) -> Pose {
    let frame = drag.frame(of: restingFrame, touchDown: touchDown, translation: translation)
    var shownDim = dim
    shownDim?.frame = container
    return Pose(
      restingFrame: restingFrame, frame: frame,
      progress: drag.progress(translation: translation, in: restingFrame), dim: shownDim)
  }

  private static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

  private static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }
}
