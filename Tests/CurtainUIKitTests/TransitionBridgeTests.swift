#if canImport(UIKit)
import Curtain
import CurtainCrossDissolve
import CurtainUIKit
import UIKit
import XCTest

/// A transition context that records what the bridge does with it.
@MainActor
final class RecordingContext: NSObject, UIViewControllerContextTransitioning {
  let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let from = UIViewController()
  let to = UIViewController()
  var isAnimated: Bool { true }
  var isInteractive = false
  var transitionWasCancelled = false
  var presentationStyle: UIModalPresentationStyle { .custom }
  var targetTransform: CGAffineTransform { .identity }
  private(set) var completions: [Bool] = []
  private(set) var updates: [CGFloat] = []
  var onComplete: (() -> Void)?

  func updateInteractiveTransition(_ percentComplete: CGFloat) { updates.append(percentComplete) }
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() { transitionWasCancelled = true }
  func pauseInteractiveTransition() {}
  func completeTransition(_ didComplete: Bool) {
    completions.append(didComplete)
    onComplete?()
  }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : to
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? from.view : to.view
  }
  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === from ? containerView.bounds : .zero
  }
  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === to ? containerView.bounds : .zero
  }
}

final class TransitionBridgeTests: XCTestCase {
  @MainActor
  func testCompletionIsCalledExactlyOnce() {
    let context = RecordingContext()
    context.containerView.addSubview(context.from.view)
    let bridge = TransitionBridge(
      animator: CrossDissolveAnimation(options: .normal(duration: 0.05)), operation: .present)
    let done = expectation(description: "completed")
    context.onComplete = { done.fulfill() }
    bridge.animateTransition(using: context)
    wait(for: [done], timeout: 2)
    // A second request after the end must not complete again.
    bridge.animateTransition(using: context)
    bridge.animationEnded(true)
    XCTAssertEqual(context.completions, [true])
  }

  @MainActor
  func testTheInterruptibleAnimatorIsTheSameObjectOnEveryCall() {
    let context = RecordingContext()
    let bridge = TransitionBridge(
      animator: CrossDissolveAnimation(options: .normal(duration: 0.3)), operation: .present)
    let first = bridge.interruptibleAnimator(using: context)
    let second = bridge.interruptibleAnimator(using: context)
    XCTAssertTrue(first === second)
    bridge.animateTransition(using: context)
    XCTAssertTrue(bridge.interruptibleAnimator(using: context) === first)
  }

  @MainActor
  func testACancelledInteractiveTransitionCompletesOnceAsNotCompleted() {
    let context = RecordingContext()
    context.isInteractive = true
    let bridge = TransitionBridge(
      animator: CrossDissolveAnimation(options: .normal(duration: 0.3)), operation: .present)
    let done = expectation(description: "completed")
    context.onComplete = { done.fulfill() }
    bridge.startInteractiveTransition(context)
    bridge.update(progress: 0.3)
    bridge.finish(with: InteractiveRelease(plan: .empty, from: 0.3, to: 0, velocity: 0))
    wait(for: [done], timeout: 2)
    XCTAssertEqual(context.completions, [false])
    XCTAssertEqual(context.updates, [0.3])
  }
}
#endif
