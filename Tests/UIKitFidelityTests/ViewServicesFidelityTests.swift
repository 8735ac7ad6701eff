#if canImport(UIKit)
import Foundation
import Testing
import UIKit

/// Snapshots (§8), gesture recognizers' states and their delegate (§9.1, 9.2) and the keyboard's
/// frame in a window that is not the screen (§10).
@Suite @MainActor struct ViewServicesFidelityTests {
  @Test("[8.1] a snapshot of a view that never rendered is a view of its size with no content")
  func aSnapshotOfAnUnrenderedViewIsEmpty() throws {
    let window = Scenario.window()
    let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let snapshot = try #require(offscreen.snapshotView(afterScreenUpdates: false))
    #expect(snapshot.bounds.size == CGSize(width: 120, height: 80))
    let shown = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    window.addSubview(shown)
    ScenarioClock.advance(by: ScenarioClock.frame)
    let rendered = try #require(shown.snapshotView(afterScreenUpdates: false))
    #expect(rendered.bounds.size == CGSize(width: 60, height: 40))
    #if CURTAIN_UIKIT_MODEL
    // Model only (what the snapshot shows): AD "the snapshot view has no visible content";
    // O: the console line.
    #expect(snapshot.modelIsBlankSnapshot)
    #expect(!rendered.modelIsBlankSnapshot)
    #expect(
      Scenario.consoleLines().contains(
        "Snapshotting a view that has not been rendered results in an empty snapshot"))
    #endif
    Scenario.expectNoFailures()
  }

  @Test("[8.2] drawHierarchy is false when a view in the hierarchy has no image data")
  func drawingAnUnrenderedHierarchyFails() {
    let window = Scenario.window()
    let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(!draw(offscreen, afterScreenUpdates: false))
    let shown = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(shown)
    #expect(draw(shown, afterScreenUpdates: true))
    Scenario.expectNoFailures()
  }

  /// `drawHierarchy` into a graphics context: the model draws nothing (it has no context); a
  /// device draws into an image renderer's.
  private func draw(_ view: UIView, afterScreenUpdates: Bool) -> Bool {
    #if CURTAIN_UIKIT_MODEL
    return view.drawHierarchy(in: view.bounds, afterScreenUpdates: afterScreenUpdates)
    #else
    var drawn = false
    _ = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
      drawn = view.drawHierarchy(in: view.bounds, afterScreenUpdates: afterScreenUpdates)
    }
    return drawn
    #endif
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: touches are synthesized (a simulator needs a UI test to make them).
  @Test("[9.1] a pan goes began, changed, ended; a tap, discrete, only ends")
  func continuousAndDiscreteGesturesRunTheirStates() {
    let window = Scenario.window()
    let pan = UIPanGestureRecognizer()
    var actions: [UIGestureRecognizer.State] = []
    pan.modelAddAction { actions.append($0.state) }
    window.addGestureRecognizer(pan)
    let finger = Scenario.touch(pan)
    finger.begin(at: CGPoint(x: 100, y: 100))
    finger.move(to: CGPoint(x: 10, y: 0))
    finger.move(to: CGPoint(x: 20, y: 0))
    finger.end()
    // AD/uigesturerecognizer/state: possible → began → changed… → ended; each sends its action.
    #expect(pan.modelStateHistory == [.began, .changed, .changed, .ended])
    #expect(actions == [.began, .changed, .changed, .ended])
    #expect(pan.state == .possible)
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(button)
    let tap = UITapGestureRecognizer()
    button.addGestureRecognizer(tap)
    Scenario.tap(at: CGPoint(x: 50, y: 50))
    // "discrete gestures don't transition through the Began and Changed states".
    #expect(tap.modelStateHistory == [.ended])
    Scenario.expectNoFailures()
  }

  // Model only: synthesized touches, as above.
  @Test("[9.2, 9.1] a delegate that refuses makes the gesture fail without an action")
  func aRefusedGestureFailsSilently() {
    let window = Scenario.window()
    let pan = UIPanGestureRecognizer()
    var actions = 0
    pan.modelAddAction { _ in actions += 1 }
    let refusing = ShouldBeginDelegate { _ in false }
    pan.delegate = refusing
    window.addGestureRecognizer(pan)
    let finger = Scenario.touch(pan)
    #expect(!finger.begin(at: CGPoint(x: 100, y: 100)))
    finger.move(to: CGPoint(x: 30, y: 0))
    finger.end()
    // AD: asked when "attempting to transition out of the possible state"; false → failed,
    // which "sends no action and resets to possible".
    #expect(refusing.asked == 1)
    #expect(pan.modelStateHistory == [.failed])
    #expect(actions == 0)
    #expect(pan.state == .possible)
    withExtendedLifetime(refusing) {}
    Scenario.expectNoFailures()
  }
  #endif

  @Test("[10.1] the keyboard's screen frame converts into a window that is not at the origin")
  func theKeyboardFrameConvertsFromTheScreen() throws {
    // A 390 × 744 window 100 points down the 390 × 844 screen (Split View, Stage Manager).
    let window = Scenario.window(
      size: CGSize(width: 390, height: 744), origin: CGPoint(x: 0, y: 100))
    let view = try #require(window.rootViewController?.view)
    // A 300-point keyboard at the screen's bottom, in the screen's coordinates (AD).
    let keyboard = CGRect(x: 0, y: 844 - 300, width: 390, height: 300)
    // In the window 100 points lower: y = 544 − 100 = 444.
    let expected = CGRect(x: 0, y: 444, width: 390, height: 300)
    let screenSpace = window.screen.coordinateSpace
    #expect(screenSpace.convert(keyboard, to: view) == expected)
    #expect(view.convert(keyboard, from: screenSpace) == expected)
    // Reading the frame as if it were the window's is off by the window's origin.
    #expect(view.convert(keyboard, from: nil) != expected)
    Scenario.expectNoFailures()
  }

  @Test(
    "[10.2] keyboardLayoutGuide is iOS 15 with followsUndockedKeyboard off; later members iOS 17",
    .enabled(
      if: !ScenarioClock.isVirtual || SourceTree.hasUIKitHeaders, "needs the iOS SDK's headers"))
  func theKeyboardLayoutGuideFacts() throws {
    #if CURTAIN_UIKIT_MODEL
    // The model has no Auto Layout: the facts are read from the iOS 16.5 SDK's headers.
    let view = try SourceTree.uikitHeader("UIView.h")
    #expect(view.contains("*keyboardLayoutGuide API_AVAILABLE(ios(15.0))"))
    let guide = try SourceTree.uikitHeader("UIKeyboardLayoutGuide.h")
    #expect(guide.contains("BOOL followsUndockedKeyboard;"))
    // iOS 17 members are absent from an iOS 16.5 SDK.
    #expect(!guide.contains("usesBottomSafeArea"))
    #expect(!guide.contains("keyboardDismissPadding"))
    #else
    let view = UIView()
    #expect(!view.keyboardLayoutGuide.followsUndockedKeyboard)
    #endif
  }
}

#endif
