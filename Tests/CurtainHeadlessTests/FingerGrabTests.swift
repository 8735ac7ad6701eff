import Curtain
import CurtainHeadless
import Foundation
import Testing

/// The headless player's gesture-level grab (issue 38, row "grab release"): a finger grabs a
/// running transition and the core's tracker maps it, as CurtainUIKit's `PanInteraction` does.
@MainActor
@Suite struct FingerGrabTests {
  static let pan = Pan.regular(.fromTop)

  /// A finger pulls a grabbed presentation on, and its release decides from the samples.
  ///
  /// `CoverAnimator` rises linearly over 0.5 s: grabbed 0.2 s in, the presentation is at
  /// progress 0.4, y = 844 × 0.6 = 506.4. The finger pulls it up (against the downward pan)
  /// by 42.2 pt: progress 0.4 + 42.2 ÷ 844 = 0.45, y = 844 × 0.55 = 464.2. Held still for six
  /// frames (the estimator's 0.1 s window then holds no motion), the velocity is 0 and 0.45 is
  /// short of the threshold 0.5: the presentation cancels.
  @Test func aFingerPullsAGrabbedPresentationOnAndItsReleaseDecides() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(HeadlessScreen(name: "detail"), animator: CoverAnimator())
    try transition.advance(by: 0.2)
    try transition.grab(GestureSample(time: 0, translation: .zero), pan: Self.pan, distance: 844)
    #expect(Reference.isClose(transition.progress, 0.4))
    let up = CGPoint(x: 0, y: -42.2)
    try transition.moveFinger(GestureSample(time: 1.0 / 60, translation: up))
    #expect(Reference.isClose(transition.progress, 0.45))
    let y = Double(transition.state(of: .presented)?.frame?.minY ?? .nan)
    #expect(Reference.isClose(y, 464.2, tolerance: 1e-6))
    for frame in 2...7 {
      try transition.moveFinger(GestureSample(time: Double(frame) / 60, translation: up))
    }
    let finishes = try transition.liftFinger(GestureSample(time: 8.0 / 60, translation: up))
    #expect(!finishes)
    _ = try transition.run()
    #expect(transition.state == .cancelled)
  }

  /// Without a finger holding it, a move or a lift is refused with a typed error.
  @Test func aMoveWithoutAGrabIsRefused() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(HeadlessScreen(name: "detail"), animator: CoverAnimator())
    try transition.advance(by: 0.2)
    #expect(throws: HeadlessError.self) {
      try transition.moveFinger(GestureSample(time: 0, translation: .zero))
    }
    #expect(throws: HeadlessError.self) { try transition.liftFinger() }
  }
}
