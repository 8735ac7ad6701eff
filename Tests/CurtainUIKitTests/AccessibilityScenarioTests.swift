#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// A VoiceOver user's path through each front door, and the accessibility decisions the UIKit
/// player performs (escape, the key command, the dimming element, the grabber, Reduce
/// Transparency), against the UIKit model's accessibility rules (Model/ModelAccessibility.swift).
@Suite @MainActor struct AccessibilityScenarioTests {
  /// The presenting screen's button, focused before presenting, and the presented content.
  struct Screens {
    let root: UIViewController
    let button: UIView
    let detail: UIViewController
    let content: UIView
  }

  func screens() -> Screens {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let button = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Show"
    button.accessibilityTraits = .button
    root.view.addSubview(button)
    let detail = UIViewController()
    let content = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    content.isAccessibilityElement = true
    content.accessibilityLabel = "Hello"
    detail.view.addSubview(content)
    UIKitModel.focus(button)
    return Screens(root: root, button: button, detail: detail, content: content)
  }

  /// The last screen-changed notification's argument.
  func lastScreenChange() -> Any? {
    UIKitModel.postedAccessibilityNotifications.last { $0.notification == .screenChanged }?
      .argument
  }

  /// Present, read only the presented content, scrub to dismiss, land back on the button.
  func walkThePath(
    _ screens: Screens, dimIsElement: Bool, sourceLocation: SourceLocation = #_sourceLocation,
    present: (Screens) throws -> Void
  ) throws {
    try present(screens)
    ScenarioClock.runUntilIdle()
    #expect(
      screens.root.presentedViewController === screens.detail, sourceLocation: sourceLocation)
    // The screen changed: VoiceOver is on the presented content.
    #expect(
      (lastScreenChange() as? UIView) === screens.detail.view, sourceLocation: sourceLocation)
    #expect(UIKitModel.voiceOverFocus === screens.content, sourceLocation: sourceLocation)
    // Only the presented content (and a dim that dismisses) can be reached.
    let elements = UIKitModel.accessibleElements()
    #expect(elements.contains { $0 === screens.content }, sourceLocation: sourceLocation)
    #expect(!elements.contains { $0 === screens.button }, sourceLocation: sourceLocation)
    let dims = elements.filter { $0.accessibilityLabel == "Dismiss" }
    #expect(dims.count == (dimIsElement ? 1 : 0), sourceLocation: sourceLocation)
    if let dim = dims.first {
      #expect(dim.accessibilityTraits.contains(.button), sourceLocation: sourceLocation)
    }
    // The two-finger scrub dismisses.
    #expect(UIKitModel.performAccessibilityEscape(), sourceLocation: sourceLocation)
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil, sourceLocation: sourceLocation)
    // Back on the button that presented.
    #expect((lastScreenChange() as? UIView) === screens.button, sourceLocation: sourceLocation)
    #expect(UIKitModel.voiceOverFocus === screens.button, sourceLocation: sourceLocation)
    #expect(
      UIKitModel.accessibleElements().contains { $0 === screens.button },
      sourceLocation: sourceLocation)
    Harness.expectNoFailures(sourceLocation: sourceLocation)
  }

  // MARK: - One path per front door

  @Test func aVoiceOverUserGetsThroughAPresentrPresentation() throws {
    try walkThePath(screens(), dimIsElement: true) { screens in
      let presenter = Presentr(presentationType: .popup)
      presenter.registry = AnimatorRegistry.builtIn
      presenter.transitionType = .crossDissolve
      screens.root.customPresentViewController(
        presenter, viewController: screens.detail, animated: true, completion: nil)
    }
  }

  @Test func aVoiceOverUserGetsThroughAnAZTransitionsPresentation() throws {
    try walkThePath(screens(), dimIsElement: false) { screens in
      screens.detail.customModalTransition = CustomModalTransition(duration: 0.05)
      screens.root.present(screens.detail, animated: true)
    }
  }

  @Test func aVoiceOverUserGetsThroughAnEasyTransitionsPresentation() throws {
    try walkThePath(screens(), dimIsElement: false) { screens in
      let delegate = ModalTransitionDelegate()
      delegate.set(animator: SlideUp())
      delegate.attach(to: screens.detail)
      screens.root.present(screens.detail, animated: true)
    }
  }

  @Test func aVoiceOverUserGetsThroughAJellyPresentation() throws {
    try walkThePath(screens(), dimIsElement: true) { screens in
      let presentation = CoverPresentation(
        directionShow: .bottom, directionDismiss: .bottom,
        size: PresentationSize(width: .fullscreen, height: .halfscreen),
        alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
        timing: PresentationTiming(duration: .custom(duration: 0.05)))
      Animator(presentation: presentation).prepare(presentedViewController: screens.detail)
      screens.root.present(screens.detail, animated: true)
    }
  }

  @Test func aVoiceOverUserGetsThroughARegistrySpecPresentation() throws {
    try walkThePath(screens(), dimIsElement: false) { screens in
      try screens.root.present(
        screens.detail, spec: TransitionSpec(animator: "cross-dissolve"),
        registry: AnimatorRegistry.builtIn)
    }
  }

  @Test func aVoiceOverUserGetsThroughASheet() throws {
    try walkThePath(screens(), dimIsElement: false) { screens in
      screens.root.present(
        screens.detail, sheet: try SheetPresentation(detents: [.medium, .large]))
    }
  }

  @Test func aPlainAnimatorKeepsTheFrameItGaveThePresentedView() throws {
    let screens = screens()
    let delegate = ModalTransitionDelegate()
    delegate.set(animator: BottomCard())
    delegate.attach(to: screens.detail)
    screens.root.present(screens.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // BottomCard puts the modal view in the lower half of the 390 × 844 window, by hand:
    // (0, 422, 390, 422); the accessible presentation controller must not move it.
    #expect(screens.detail.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    screens.detail.presentationController?.containerView?.setNeedsLayout()
    screens.detail.presentationController?.containerView?.layoutIfNeeded()
    #expect(screens.detail.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    Harness.expectNoFailures()
  }

  @Test func aCancelledInteractiveDismissalAnnouncesNothingAndStaysModal() throws {
    let screens = screens()
    let delegate = ModalTransitionDelegate(animator: fade(0.3))
    delegate.layout = .popup
    delegate.wire(viewController: screens.detail, with: .regular(.fromTop)) {
      screens.detail.dismiss(animated: true)
    }
    delegate.attach(to: screens.detail)
    screens.root.present(screens.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let posted = UIKitModel.postedAccessibilityNotifications.count
    let pan = try #require(delegate.interaction?.recognizer)
    let touch = ModelTouch(pan)
    touch.begin(translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
    touch.move(to: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 10))
    #expect(UIKitModel.world.transitionsInFlight.count == 1, "the pan started the dismissal")
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController === screens.detail)
    #expect(UIKitModel.postedAccessibilityNotifications.count == posted, "nothing announced")
    #expect(!UIKitModel.accessibleElements().contains { $0 === screens.button })
    #expect(UIKitModel.performAccessibilityEscape(), "escape still reaches the presentation")
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  // MARK: - Escape goes the way of a tap outside

  @Test func escapeAndATapOutsideHonourIsModalInPresentationAndTheDelegate() throws {
    let screens = screens()
    let presentation = FadePresentation(
      size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200)))
    screens.root.present(screens.detail, animator: presentation)
    ScenarioClock.runUntilIdle()
    let watcher = DismissWatcher()
    let controller = try #require(
      screens.detail.presentationController as? CurtainPresentationController)
    controller.delegate = watcher
    screens.detail.isModalInPresentation = true
    #expect(!UIKitModel.performAccessibilityEscape())
    UIKitModel.tap(at: CGPoint(x: 5, y: 400))
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController === screens.detail)
    #expect(watcher.attempts == 2, "both attempts reported")
    #expect(watcher.asked == 0, "isModalInPresentation refuses before the delegate is asked")
    screens.detail.isModalInPresentation = false
    watcher.allows = false
    #expect(!UIKitModel.performAccessibilityEscape())
    UIKitModel.tap(at: CGPoint(x: 5, y: 400))
    ScenarioClock.runUntilIdle()
    #expect(watcher.asked == 2)
    #expect(watcher.attempts == 4)
    #expect(screens.root.presentedViewController === screens.detail)
    watcher.allows = true
    #expect(UIKitModel.performAccessibilityEscape())
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  @Test func aPresentationWhoseBackgroundDoesNothingRefusesEscapeAndReportsIt() throws {
    let screens = screens()
    let presentation = FadePresentation(
      size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200)),
      uiConfiguration: PresentationUIConfiguration(backgroundTap: .none))
    screens.root.present(screens.detail, animator: presentation)
    ScenarioClock.runUntilIdle()
    let watcher = DismissWatcher()
    screens.detail.presentationController?.delegate = watcher
    #expect(!UIKitModel.performAccessibilityEscape())
    #expect(watcher.attempts == 1)
    #expect(screens.root.presentedViewController === screens.detail)
    // The dim that does nothing is hidden from VoiceOver.
    #expect(!UIKitModel.accessibleElements().contains { $0.accessibilityLabel == "Dismiss" })
    Harness.expectNoFailures()
  }

  @Test func theEscapeKeyDismissesThroughTheSamePath() throws {
    let screens = screens()
    screens.root.present(screens.detail, animator: FadePresentation())
    ScenarioClock.runUntilIdle()
    #expect(UIKitModel.firstResponder != nil)
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape))
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  @Test func doubleTappingTheDismissElementDismisses() throws {
    let screens = screens()
    screens.root.present(
      screens.detail,
      animator: FadePresentation(
        size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200))))
    ScenarioClock.runUntilIdle()
    let dim = try #require(
      UIKitModel.accessibleElements().first { $0.accessibilityLabel == "Dismiss" })
    UIKitModel.focus(dim)
    UIKitModel.activateFocusedElement()
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  // MARK: - Modality

  @Test func aPassthroughBackgroundLeavesTheScreenBehindReachable() throws {
    let screens = screens()
    let presentation = FadePresentation(
      size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200)),
      uiConfiguration: PresentationUIConfiguration(
        backgroundStyle: .none, backgroundTap: .passthrough))
    screens.root.present(screens.detail, animator: presentation)
    ScenarioClock.runUntilIdle()
    let elements = UIKitModel.accessibleElements()
    #expect(elements.contains { $0 === screens.button })
    #expect(elements.contains { $0 === screens.content })
    Harness.expectNoFailures()
  }

  @Test func aSheetAtItsLargestUndimmedDetentIsNotModalAndTheGrabberMovesIt() throws {
    let screens = screens()
    screens.root.present(
      screens.detail,
      sheet: try SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium",
        prefersGrabberVisible: true))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(
      screens.detail.presentationController as? CurtainSheetPresentationController)
    #expect(UIKitModel.accessibleElements().contains { $0 === screens.button })
    let grabber = try #require(sheet.grabberView)
    #expect(grabber.accessibilityTraits.contains(.adjustable))
    #expect(grabber.accessibilityValue == CurtainStrings.standard.string(.detentMedium))
    UIKitModel.focus(grabber)
    UIKitModel.adjustFocusedElement(increment: true)
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "large")
    #expect(grabber.accessibilityValue == CurtainStrings.standard.string(.detentLarge))
    let announced = UIKitModel.postedAccessibilityNotifications.last {
      $0.notification == .announcement
    }
    #expect(announced?.argument as? String == CurtainStrings.standard.string(.detentLarge))
    // Above the undimmed detent the sheet is modal: the button is out of reach.
    #expect(!UIKitModel.accessibleElements().contains { $0 === screens.button })
    UIKitModel.adjustFocusedElement(increment: false)
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "medium")
    Harness.expectNoFailures()
  }

  // MARK: - Reduce Transparency

  @Test func underReduceTransparencyABlurIsTheDimOfEqualContrast() throws {
    let screens = screens()
    UIKitModel.reduceTransparency = true
    let presentation = FadePresentation(
      size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200)),
      uiConfiguration: PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark)))
    screens.root.present(screens.detail, animator: presentation)
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      screens.detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    #expect(!(background is UIVisualEffectView))
    // The dark tint over middle grey: 0.5694, by hand (ReduceTransparencyTests).
    let components = try #require(background.backgroundColor?.modelComponents)
    #expect(components.count == 4)
    #expect(components[0] == 0 && components[1] == 0 && components[2] == 0)
    #expect(abs(Double(components[3]) - 0.5694) < 1e-9)
    #expect(background.alpha == 1)
    screens.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(screens.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }
}

/// A presentation-controller delegate that counts what it is asked.
@MainActor
final class DismissWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
  var allows = true
  var asked = 0
  var attempts = 0
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    asked += 1
    return allows
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    attempts += 1
  }
}

/// An EasyTransitions animator: the modal view slides up from below.
@MainActor
final class SlideUp: ModalTransitionAnimator {
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?
  var duration: TimeInterval { 0.05 }
  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    if presenting { modalView.frame.origin.y = container.frame.height }
  }
  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame.origin.y = presenting ? 0 : container.frame.height
  }
}
/// An EasyTransitions animator that leaves the modal view as a card in the lower half.
@MainActor
final class BottomCard: ModalTransitionAnimator {
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?
  var duration: TimeInterval { 0.05 }
  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    if presenting {
      modalView.frame = CGRect(
        x: 0, y: container.frame.height, width: container.frame.width,
        height: container.frame.height / 2)
    }
  }
  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame.origin.y = container.frame.height / (presenting ? 2 : 1)
  }
}
#endif
