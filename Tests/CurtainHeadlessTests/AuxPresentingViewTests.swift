import CurtainHeadless
import Foundation
import Testing

/// A modal animator's auxiliary animation reaches the presenting screen (EasyTransitions' "root
/// controller") through `AuxAnimation.Views`, and the headless player plays it on that screen.
@Suite @MainActor struct AuxPresentingViewTests {
  /// The modal view rises from below; the screen below recedes to 60 % opacity and 92 % scale
  /// over the first 60 % of the transition, and comes back on dismissal.
  final class RecedingAnimator: ModalTransitionAnimator {
    var duration: TimeInterval { 0.5 }
    var onPresented: (() -> Void)?
    var onDismissed: (() -> Void)?

    func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
      guard presenting else { return }
      modalView.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
    }

    func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
      modalView.frame =
        presenting
        ? container.bounds : container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
    }

    var auxAnimations: (Bool) -> [AuxAnimation] {
      { presenting in
        [
          AuxAnimation(relativeDuration: 0.6) { views in
            let scale: CGFloat = presenting ? 0.92 : 1
            views.presentingView?.transform = Transform3D(scaleX: scale, scaleY: scale)
            views.presentingView?.alpha = presenting ? 0.6 : 1
          }
        ]
      }
    }
  }

  @Test func theScreenBelowRecedesAndComesBack() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let root = scene.navigationStack[0]
    let detail = HeadlessScreen(name: "detail")
    let presentation = try scene.present(detail, animator: RecedingAnimator())
    let plan = try #require(presentation.plan)
    // The auxiliary window is 0 to 0.6 × 0.5 s = 0.3 s: the presenting screen starts as it was
    // and has reached 60 % opacity by 0.3 s, while the modal view is still moving (0.5 s).
    #expect(plan.actors.contains(.presenting))
    #expect(plan.state(of: .presenting, at: 0).alpha == 1)
    #expect(plan.state(of: .presenting, at: 0.3).alpha == 0.6)
    #expect(plan.state(of: .presenting, at: 0.3).transform?.scaleX == 0.92)
    let timeline = try presentation.run(fps: 60)
    #expect(timeline.frames.first?[.presenting]?.alpha == 1)
    #expect(scene.state(of: root)?.alpha == 0.6)
    #expect(scene.state(of: root)?.transform?.scaleY == 0.92)
    _ = try scene.dismiss(animator: RecedingAnimator()).run(fps: 60)
    #expect(scene.state(of: root)?.alpha == 1)
    #expect(scene.state(of: root)?.transform?.scaleX == 1)
  }

  /// Outside a transition a block sees no views: `AuxAnimation.animations` runs it with none.
  @Test func outsideATransitionTheBlockSeesNoViews() {
    var sawAView = true
    let probe = AuxAnimation { views in sawAView = views.presentingView != nil }
    probe.animations()
    #expect(!sawAView)
  }
}
