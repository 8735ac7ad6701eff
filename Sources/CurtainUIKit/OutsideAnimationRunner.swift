#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// Runs a transition's recorded animation blocks inside paused property animators, so that
/// what a block changes outside the plan (an `AuxAnimation` on a table cell, an image view in a
/// screen) animates as UIKit animates it, instead of jumping while the plan is recorded.
///
/// The recorder (the core's `OutsideAnimationRunning` contract) runs each block through
/// ``run(_:)``: the block runs at once inside a new animator, started paused at 0, which
/// captures what it changes on real views. A block the recorder makes an outside segment is
/// kept under the segment's actor; the player shows it at the progress of that actor's track
/// (``PlanPlayer/outsideAnimators``), scrubbed, released and cancelled with the transition. Any
/// other block is finished at once at its end: what it changed outside stays as it is.
@MainActor
final class OutsideAnimationRunner: OutsideAnimationRunning {
  /// Holds a block that must not escape while an animator runs it.
  private final class BlockBox {
    var block: (() -> Void)?
  }

  private var running: [Int: UIViewPropertyAnimator] = [:]
  private var nextToken = 0
  /// The animators of the outside segments, by the segment's actor.
  private(set) var kept: [ActorID: UIViewPropertyAnimator] = [:]

  func run(_ block: () -> Void) -> Int {
    let box = BlockBox()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations { box.block?() }
    withoutActuallyEscaping(block) { escapable in
      box.block = escapable
      // Starting paused runs the animation blocks now (H-VA: "start the animation as paused").
      animator.pauseAnimation()
      box.block = nil
    }
    nextToken += 1
    running[nextToken] = animator
    return nextToken
  }

  func keep(_ token: Int, as actor: ActorID) {
    guard let animator = running.removeValue(forKey: token) else { return }
    kept[actor] = animator
  }

  func discard(_ token: Int) {
    guard let animator = running.removeValue(forKey: token) else { return }
    Self.finish(animator, at: .end)
  }

  /// Ends every animator still held: the kept ones at `position`, any other at its end.
  func finishAll(at position: UIViewAnimatingPosition) {
    for animator in running.values { Self.finish(animator, at: .end) }
    running = [:]
    for animator in kept.values { Self.finish(animator, at: position) }
    kept = [:]
  }

  /// Stops `animator` and puts what it animates at `position` (a paused or running animator
  /// must be finished before it is released, §1.15).
  static func finish(_ animator: UIViewPropertyAnimator, at position: UIViewAnimatingPosition) {
    guard animator.state != .inactive else { return }
    if animator.state == .active { animator.stopAnimation(false) }
    if animator.state == .stopped { animator.finishAnimation(at: position) }
  }
}
#endif
