import Curtain
import Foundation
import Testing

/// A recording view answers as a `UIView` does for what the front doors allow (issue 34):
/// `frame` with a transform, `center`/`bounds`, the order of the container's subviews.
@MainActor
@Suite struct RecordingViewTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func recorder(
    _ operation: TransitionContext.Operation = .present
  ) throws
    -> TransitionRecorder
  {
    TransitionRecorder(
      context: try TransitionContext(
        operation: operation, containerBounds: container, presentedFrame: container))
  }

  /// UIKit's `frame` is the bounding box of the transformed bounds about the centre: a
  /// 390 × 844 view scaled by 0.35 about its centre (195, 422) is 136.5 × 295.4 at
  /// (195 − 68.25, 422 − 147.7).
  @Test func frameIsTheTransformedBoundingBox() throws {
    let view = try Self.recorder().view(for: .presented)
    view.transform = Transform3D(scaleX: 0.35, scaleY: 0.35)
    let frame = view.frame
    #expect(abs(frame.minX - (195 - 390 * 0.35 / 2)) < 1e-9)
    #expect(abs(frame.minY - (422 - 844 * 0.35 / 2)) < 1e-9)
    #expect(abs(frame.width - 390 * 0.35) < 1e-9)
    #expect(abs(frame.height - 844 * 0.35) < 1e-9)
    #expect(view.bounds.size == CGSize(width: 390, height: 844))
    #expect(view.center == CGPoint(x: 195, y: 422))
  }

  /// AZTransitions' fashion card lands where UIKit puts it.
  ///
  /// `transform = scale(0.35)`, then `frame.origin.x = offset`: UIKit moves the centre so
  /// that the transformed box starts at `offset`, centre x = offset + 390 × 0.35 / 2, the
  /// bounds unchanged. Ignoring the transform put the centre at offset + 195, 126.75 pt to the
  /// right.
  @Test func settingTheOriginOfATransformedFrameMovesTheCentre() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    let offset = 390 * (1 - 0.35 * 2) / 3  // AZTransitions' `space`
    view.transform = Transform3D(scaleX: 0.35, scaleY: 0.35)
    view.frame.origin.x = offset
    #expect(abs(view.center.x - (offset + 390 * 0.35 / 2)) < 1e-9)
    #expect(view.center.y == 422)
    #expect(view.bounds.size == CGSize(width: 390, height: 844))
    let plan = try recorder.makePlan()
    // The plan's frame is the untransformed one about the centre.
    let frame = try #require(plan.initialStates[.presented]?.frame)
    #expect(abs(frame.midX - (offset + 390 * 0.35 / 2)) < 1e-9)
    #expect(frame.width == 390)
  }

  /// A frame of another size on a scaled view resizes the bounds by the inverse scale, as UIKit
  /// does for a scale transform: 100 × 50 under a 0.5 scale is 200 × 100 of bounds.
  @Test func resizingATransformedFrameScalesTheBounds() throws {
    let view = try Self.recorder().view(for: .presented)
    view.transform = Transform3D(scaleX: 0.5, scaleY: 0.5)
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.bounds.size == CGSize(width: 200, height: 100))
    #expect(view.center == CGPoint(x: 60, y: 45))
  }

  /// A translation moves the box, not the centre.
  @Test func aTranslationMovesTheFrameNotTheCentre() throws {
    let view = try Self.recorder().view(for: .presented)
    view.transform = Transform3D(translationX: 30, translationY: -20)
    #expect(view.frame == CGRect(x: 30, y: -20, width: 390, height: 844))
    #expect(view.center == CGPoint(x: 195, y: 422))
  }

  /// `insertSubview(_:belowSubview:)` with the two screens reorders them (AZTransitions'
  /// fashion puts the screen that leaves below the one that arrives): a zIndex for each.
  @Test func reorderingTheTwoScreensStacksThem() throws {
    let recorder = try Self.recorder()
    let presenting = recorder.view(for: .presenting)
    let presented = recorder.view(for: .presented)
    let container = recorder.view(for: .container)
    container.insertSubview(presented, belowSubview: presenting)
    try recorder.animate(.curve(.linear), duration: 1) { presented.alpha = 0.5 }
    let plan = try recorder.makePlan()
    let below = try #require(plan.state(of: .presented, at: 0).zIndex)
    let above = try #require(plan.state(of: .presenting, at: 0).zIndex)
    #expect(below < above)
  }

  /// A temporary view inserted at index 0 goes behind everything (`insertSubview(_:at:)`).
  @Test func insertingAtIndexZeroPutsAViewAtTheBack() throws {
    let recorder = try Self.recorder()
    let container = recorder.view(for: .container)
    let black = recorder.makeView(named: "black", frame: Self.container, backgroundColor: .black)
    container.insertSubview(black, at: 0)
    try recorder.animate(.curve(.linear), duration: 1) { black.alpha = 0 }
    let plan = try recorder.makePlan()
    #expect(plan.setup.first?.actor == .custom("black"))
    guard case .insert(_, _, let placement) = plan.setup.first else {
      Issue.record("no insertion")
      return
    }
    #expect(placement == .back)
  }

  /// A view the recorder cannot place (not one of its own) is reported, never ignored.
  @Test func aForeignSiblingIsReported() throws {
    final class Foreign: AnimatableView {
      var frame = CGRect.zero
      var bounds = CGRect.zero
      var center = CGPoint.zero
      var alpha: CGFloat = 1
      var transform = Transform3D.identity
      var cornerRadius: CGFloat = 0
      var corners = RectCorners.all
      var backgroundColor: RGBAColor?
      var shadow = Shadow.invisible
      var isHidden = false
      func snapshot() -> any AnimatableView { self }
      func addSubview(_ view: any AnimatableView) {}
      func insertSubview(_ view: any AnimatableView, aboveSubview sibling: any AnimatableView) {}
      func insertSubview(_ view: any AnimatableView, belowSubview sibling: any AnimatableView) {}
      func removeFromSuperview() {}
    }
    let recorder = try Self.recorder()
    let container = recorder.view(for: .container)
    container.insertSubview(recorder.view(for: .presented), belowSubview: Foreign())
    #expect(throws: TransitionError.self) { try recorder.makePlan() }
  }
}
