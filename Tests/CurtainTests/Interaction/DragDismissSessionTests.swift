import Curtain
import CurtainEngine
import Foundation
import Testing

/// The drag-to-dismiss session, checked against values worked out by hand.
///
/// The world: a screen resting on (0, 0, 390, 844) in a container of the same bounds, touched
/// at (195, 300), with `ShrinkingDrag`'s defaults (minimum scale 0.5 after half the height,
/// threshold 0.5 of projected progress over 0.499 s).
@Suite struct DragDismissSessionTests {
  static let resting = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let touchDown = CGPoint(x: 195, y: 300)
  static let dim = ViewState(alpha: 0.2, backgroundColor: .black)

  private func began() throws -> DragDismissSession {
    var session = DragDismissSession(dim: Self.dim)
    let effects = try session.handle(
      .began(touchDown: Self.touchDown, restingFrame: Self.resting, container: Self.resting))
    #expect(effects == [.show(DragDismissSession.Pose(resting: Self.resting, dim: shownDim))])
    return session
  }

  private var shownDim: ViewState {
    ViewState(frame: Self.resting, alpha: 0.2, backgroundColor: .black)
  }

  private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }

  /// Down 211 pt: progress 211 ÷ 422 = 0.5, scale 0.75, the frame (195 − 0.75·195,
  /// 511 − 0.75·300) = (48.75, 286), 292.5 × 633, whose centre (195, 602.5) is 180.5 pt below
  /// the resting centre (195, 422): the transform is that translation and the scale 0.75, and
  /// the resting frame under it (centre + translation, size × scale) is the frame.
  @Test func aDragShowsTheFrameUnderTheFingerAsATransformOfTheRestingFrame() throws {
    var session = try began()
    let effects = try session.handle(.moved(translation: CGPoint(x: 0, y: 211), time: 0.1))
    guard case .show(let pose) = try #require(effects.first) else {
      Issue.record("\(effects)")
      return
    }
    #expect(effects.count == 1)
    #expect(close(pose.frame.minX, 48.75) && close(pose.frame.minY, 286))
    #expect(close(pose.frame.width, 292.5) && close(pose.frame.height, 633))
    #expect(abs(pose.progress - 0.5) <= 1e-12)
    let transform = pose.transform
    #expect(close(transform.scaleX, 0.75) && close(transform.scaleY, 0.75))
    #expect(close(transform.translationX, 0) && close(transform.translationY, 180.5))
    let centre = CGPoint(x: 195 + transform.translationX, y: 422 + transform.translationY)
    #expect(close(centre.x - 390 * transform.scaleX / 2, pose.frame.minX))
    #expect(close(centre.y - 844 * transform.scaleY / 2, pose.frame.minY))
    #expect(pose.dim == shownDim)
    #expect(pose.screenState == ViewState(frame: pose.frame))
  }

  /// Released at 500 pt/s down after 211 pt (projected 211 + 249.5 pt, progress 1.09 ≥ 0.5): the
  /// screen is handed off where it is and the dismissal starts with the finger's velocity.
  @Test func aReleasePastTheThresholdHandsOffAndStartsTheDismissal() throws {
    var session = try began()
    let shown = try session.handle(.moved(translation: CGPoint(x: 0, y: 211), time: 0.1))
    guard case .show(let pose) = try #require(shown.first) else { return }
    let effects = try session.handle(.ended(velocity: CGPoint(x: 0, y: 500)))
    #expect(effects == [.handOff(pose), .startDismissal(fingerVelocity: CGPoint(x: 0, y: 500))])
    #expect(session.phase == .dismissing)
    #expect(throws: DragDismissSession.Refusal.self) {
      try session.handle(.moved(translation: .zero, time: 0.2))
    }
  }

  /// Down 40 pt, released at 300 pt/s back up ((40 − 149.7) ÷ 422 < 0.5): it restores.
  ///
  /// By hand: s = 1 − 0.5 · 40 ÷ 422; the frame's centre is at y = 340 − 300s + 422s =
  /// 340 + 122s, d = 422 − (340 + 122s) towards the resting centre, and the restore's velocity
  /// is (V · d) ÷ d² = −300 ÷ d. The spring is critically damped (c² = 4km) with UIKit's
  /// duration-form ω₀ for 0.4 s, (1 + 0.4ω₀)e^(−0.4ω₀) = 0.001, solved here by bisection.
  @Test func aShortReleaseRestoresOnACriticalSpringCarryingTheFingersVelocity() throws {
    var session = try began()
    _ = try session.handle(.moved(translation: CGPoint(x: 0, y: 40), time: 0.1))
    let effects = try session.handle(.ended(velocity: CGPoint(x: 0, y: -300)))
    guard case .restore(let pose, let timing) = try #require(effects.first) else {
      Issue.record("\(effects)")
      return
    }
    #expect(effects.count == 1 && session.phase == .restoring)
    let s = 1 - 0.5 * 40 / 422.0
    let d = 422 - (340 + 122 * s)
    let expectedVelocity = -300 / d
    #expect(expectedVelocity > 0, "the finger moves back towards rest")
    guard case .spring(let spring, let velocity) = timing.kind else {
      Issue.record("\(timing)")
      return
    }
    #expect(abs(velocity - expectedVelocity) <= 1e-9 * abs(expectedVelocity))
    var low = 0.1
    var high = 1_000.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (1 + 0.4 * mid) * exp(-0.4 * mid) > 0.001 { low = mid } else { high = mid }
    }
    let omega = (low + high) / 2
    #expect(abs(spring.stiffness - omega * omega) <= 1e-6 * omega * omega)
    #expect(abs(spring.damping - 2 * omega) <= 1e-6 * omega)
    #expect(abs(spring.mass - 1) <= 1e-12)
    #expect(close(pose.frame.height, 844 * s))
    #expect(try session.handle(.restoreEnded) == [.rest])
    #expect(session.phase == .idle)
  }

  /// A cancel, or the screen presenting another one, restores from rest (velocity 0); the app
  /// dismissing the screen meanwhile hands it off where it is.
  @Test(arguments: [DragDismissSession.Event.cancelled, .presentedAnother])
  func aCancelRestoresFromRest(event: DragDismissSession.Event) throws {
    var session = try began()
    _ = try session.handle(.moved(translation: CGPoint(x: 0, y: 300), time: 0.1))
    let effects = try session.handle(event)
    guard case .restore(_, let timing) = try #require(effects.first) else { return }
    guard case .spring(_, let velocity) = timing.kind else { return }
    #expect(velocity == 0)
    let left = try session.handle(.screenLeft)
    guard case .handOff = try #require(left.first) else {
      Issue.record("\(left)")
      return
    }
    #expect(session.phase == .dismissing)
  }

  /// An interrupted drag or restore rests at once.
  ///
  /// The screen was taken as it is (the app presented from it, its container changed size):
  /// the finger, still down, moves nothing more, and its lift is refused. At rest, there is
  /// nothing to interrupt.
  @Test func anInterruptedDragRestsAtOnce() throws {
    var dragging = try began()
    _ = try dragging.handle(.moved(translation: CGPoint(x: 0, y: 211), time: 0.1))
    #expect(try dragging.handle(.interrupted) == [.rest])
    #expect(dragging.phase == .idle)
    #expect(dragging.pose?.frame == Self.resting)
    #expect(throws: DragDismissSession.Refusal.self) {
      try dragging.handle(.moved(translation: CGPoint(x: 0, y: 300), time: 0.2))
    }
    #expect(throws: DragDismissSession.Refusal.self) {
      try dragging.handle(.ended(velocity: .zero))
    }
    var restoring = try began()
    _ = try restoring.handle(.moved(translation: CGPoint(x: 0, y: 100), time: 0.1))
    _ = try restoring.handle(.ended(velocity: .zero))
    #expect(restoring.phase == .restoring)
    #expect(try restoring.handle(.interrupted) == [.rest])
    #expect(restoring.phase == .idle)
    var idle = DragDismissSession()
    #expect(throws: DragDismissSession.Refusal.self) { try idle.handle(.interrupted) }
  }

  /// Events out of turn and numbers that are not finite are refused and change nothing.
  @Test func badEventsAreRefusedAndChangeNothing() throws {
    var idle = DragDismissSession()
    #expect(throws: DragDismissSession.Refusal.self) {
      try idle.handle(.moved(translation: .zero, time: 0))
    }
    #expect(throws: DragDismissSession.Refusal.self) { try idle.handle(.ended(velocity: nil)) }
    #expect(throws: DragDismissSession.Refusal.self) {
      try idle.handle(
        .began(
          touchDown: CGPoint(x: 500, y: 10), restingFrame: Self.resting, container: Self.resting))
    }
    #expect(throws: DragDismissSession.Refusal.self) {
      try idle.handle(
        .began(
          touchDown: CGPoint(x: CGFloat.nan, y: 10), restingFrame: Self.resting,
          container: Self.resting))
    }
    #expect(idle.phase == .idle && idle.pose == nil)
    var session = try began()
    _ = try session.handle(.moved(translation: CGPoint(x: 0, y: 10), time: 1))
    #expect(throws: DragDismissSession.Refusal.timeWentBack(0.5)) {
      try session.handle(.moved(translation: CGPoint(x: 0, y: 20), time: 0.5))
    }
    #expect(throws: DragDismissSession.Refusal.self) {
      try session.handle(.ended(velocity: CGPoint(x: 0, y: CGFloat.infinity)))
    }
    #expect(session.phase == .dragging && session.samples.count == 1)
  }

  /// The kept background: only for a screen that drags to dismiss, and only when its frame
  /// leaves part of the container uncovered.
  @Test(arguments: [
    (true, CGRect(x: 30, y: 143.48, width: 330, height: 557.04), true),
    (false, CGRect(x: 30, y: 143.48, width: 330, height: 557.04), false),
    (true, CGRect(x: 0, y: 0, width: 390, height: 844), false),
    (true, CGRect(x: -10, y: -10, width: 410, height: 864), false),
  ])
  func theBackgroundStaysBehindAScreenThatDragsAndDoesNotCoverTheContainer(
    drags: Bool, frame: CGRect, keeps: Bool
  ) {
    #expect(
      KeptBackground.isKept(
        operation: .present, dragsToDismiss: drags, presentedFrame: frame,
        containerBounds: Self.resting) == keeps)
    #expect(
      !KeptBackground.isKept(
        operation: .dismiss, dragsToDismiss: drags, presentedFrame: frame,
        containerBounds: Self.resting))
  }
}
