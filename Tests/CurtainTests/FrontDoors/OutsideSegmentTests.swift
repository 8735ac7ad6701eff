import Curtain
import Foundation
import Testing

/// Animation blocks whose changes the recorder cannot see are outside segments (issue 34): the
/// plan holds a progress track for each, so the headless timeline shows when it runs instead of
/// a silent jump, and a player animates it.
@Suite @MainActor struct OutsideSegmentTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// An object outside the transition, as a table cell would be.
  final class Cell {
    var y: CGFloat = 200
  }

  final class Modal: ModalTransitionAnimator {
    var onPresented: (() -> Void)?
    var onDismissed: (() -> Void)?
    var duration: TimeInterval { 1 }
    let cell: Cell
    init(cell: Cell) { self.cell = cell }
    func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
      modalView.alpha = 0
    }
    func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
      modalView.alpha = 1
    }
    var auxAnimations: (Bool) -> [AuxAnimation] {
      { [cell] _ in [AuxAnimation(relativeStart: 0.5, relativeDuration: 0.5) { cell.y += 100 }] }
    }
  }

  /// The auxiliary part gets a progress track over its window, 0.5 s to 1 s: 0 before it, 1 at
  /// its end; the main block, which sets the modal view, gets none.
  @Test func anAuxiliaryPartIsAnOutsideSegmentOverItsWindow() throws {
    let plan = try Modal(cell: Cell()).plan(
      for: TransitionContext(operation: .present, containerBounds: Self.screen))
    let segments = plan.actors.filter(\.isOutsideSegment)
    #expect(segments == [.outsideSegment(0)])
    let track = try #require(plan.tracks.first { $0.actor == .outsideSegment(0) })
    #expect(track.timing.delay == 0.5)
    #expect(track.timing.duration == 0.5)
    #expect(plan.state(of: .outsideSegment(0), at: 0.4).alpha == 0)
    #expect(plan.state(of: .outsideSegment(0), at: 1).alpha == 1)
  }

  /// An AZTransitions block that sets none of the transition's views (it animates an image
  /// view of its own) is an outside segment with the block's timing; a block that sets the
  /// presented view is not.
  @Test func aBlockThatSetsNoneOfTheTransitionsViewsIsAnOutsideSegment() throws {
    final class Badge: CustomModalTransition {
      let cell = Cell()
      override func performTransition(interactive: Bool) {
        presentedView.alpha = 0
        animate(withDuration: 0.4, animations: { self.presentedView.alpha = 1 })
        animate(
          withDuration: 0.2, delay: 0.1, animations: { self.cell.y = 0 },
          completion: { _ in self.finishAnimation(completion: nil) })
      }
    }
    let plan = try Badge().plan(
      for: TransitionContext(operation: .present, containerBounds: Self.screen))
    #expect(plan.actors.filter(\.isOutsideSegment) == [.outsideSegment(0)])
    let track = try #require(plan.tracks.first { $0.actor == .outsideSegment(0) })
    #expect(track.timing.delay == 0.1)
    #expect(track.timing.duration == 0.2)
  }

  /// A navigation auxiliary part is a keyframe of the transition's clock: its progress holds 0
  /// until the window opens (0.25 of the curve's progress) and reaches 1 when it closes (0.75).
  @Test func aNavigationAuxiliaryPartIsAKeyframeSegment() throws {
    final class Push: NavigationTransitionAnimator {
      var duration: TimeInterval { 1 }
      var timingCurve: TimingCurve { .linear }
      var auxAnimations: (Bool) -> [AuxAnimation] = { _ in
        [AuxAnimation(relativeStart: 0.25, relativeDuration: 0.5) {}]
      }
      func layout(
        presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
        in container: AnimatableView
      ) {}
      func animations(
        presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
        in container: AnimatableView
      ) { toView.alpha = 1 }
    }
    let plan = try Push().plan(
      for: TransitionContext(operation: .push, containerBounds: Self.screen))
    // Linear clock: progress = time; the window 0.25…0.75 is linear inside.
    #expect(plan.state(of: .outsideSegment(0), at: 0.2).alpha == 0)
    let middle = try #require(plan.state(of: .outsideSegment(0), at: 0.5).alpha)
    #expect(abs(middle - 0.5) < 1e-9)
    #expect(plan.state(of: .outsideSegment(0), at: 0.8).alpha == 1)
  }
}
