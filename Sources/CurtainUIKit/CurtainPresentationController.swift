#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// A presentation controller that lays the presented view out with a `PresentationLayout`
/// and keeps a dimmed or blurred background behind it.
///
/// The frame comes from `PresentationLayout.frame(in:safeArea:layoutDirection:)` (the same
/// function the headless player uses), recomputed whenever the container lays out (rotation,
/// split view, a new preferred content size). The background is the plan's `.background`
/// actor: the transition fades or blurs it in, and it stays until the dismissal ends. Whatever
/// animator plays the transition, its plan is composed with the presentation's chrome (the
/// core's rule, which a `Presentation`'s own plan already follows): the background fades over
/// the whole transition when the plan draws none of its own, and the corner radius and shadow
/// of ``uiConfiguration`` are applied to the presented view when the plan sets none. A tap on
/// the background follows `PresentationUIConfiguration.backgroundTap`. While the keyboard is up, the
/// presented view makes room for it by ``keyboardAvoidance`` (`KeyboardAvoidance`'s rules,
/// the same the headless player applies).
///
/// It performs the presentation's `accessibility` (the core's decisions): once presented, the
/// container is modal for VoiceOver and Switch Control unless the background is deliberately
/// interactive, the presented view sits in a host whose `accessibilityPerformEscape()` and
/// Escape key command make the same dismissal attempt as a tap outside
/// (`attemptDismissal(_:)`), a screen-changed notification moves VoiceOver to the presented
/// view and, after the dismissal, back to the element focused before; the background is a
/// "Dismiss" button element when a tap on it dismisses, and under Reduce Transparency a blur
/// is the dim of equal contrast.
@MainActor
public final class CurtainPresentationController: UIPresentationController {
  /// Where the presented view goes.
  public private(set) var layout: PresentationLayout
  /// Corners, background style, background tap and shadow.
  public let uiConfiguration: PresentationUIConfiguration
  /// The background behind the presented view: a plain view when dimmed, a ``BlurView`` when
  /// blurred, `nil` for no background.
  public internal(set) var backgroundView: UIView?
  /// How the presented view makes room for the keyboard; `.none` by default.
  public var keyboardAvoidance: KeyboardAvoidance
  /// The keyboard's frame in the container's coordinates while it is up.
  public private(set) var keyboardFrame: CGRect?
  /// Returns the view whose frame is the presentation's context.
  ///
  /// As Presentr's `viewControllerForContext`: the layout is resolved in that frame and a dimmed background
  /// covers only it; `nil` (the default), or a provider returning `nil`, is the whole container.
  /// Asked at each layout.
  public var contextViewProvider: (@MainActor () -> UIView?)?
  /// With a context, whether touches outside it reach the presenting controller's views
  /// (Presentr's `shouldIgnoreTapOutsideContext`); `false` (the default): they are background
  /// taps.
  public var passesTouchesOutsideContext = false
  var tapTarget: GestureTarget?
  private let keyboard = KeyboardFollower()
  /// Whether a presentation or dismissal transition runs (the transition owns the frame then).
  var isTransitioning = false
  /// Called after a completed dismissal, also one UIKit performs without animation.
  var onDismissed: (@MainActor () -> Void)?
  /// Called as the presentation transition begins, once the container exists: the delegate
  /// places its dismissal pan (`ModalTransitionDelegate.hostPan(of:)`).
  var onPresentationWillBegin: (@MainActor () -> Void)?
  /// How this presentation adjusts Curtain's accessible defaults; set before presenting.
  public var accessibilityOptions: AccessibilityOptions = .automatic
  /// Whether it presents for a plain animator (no layout of its own): a full-screen modal for
  /// accessibility that leaves the presented view where the animator put it, and never
  /// re-targets the transition; after a new container size the view goes where the animator's
  /// plan rests it in that size (``plainRestingFrame``).
  var presentsPlainAnimator = false
  /// For a plain animator: where the core rests its presented view in a container
  /// (`PresentationSession.restingFrame(ofPlain:presentedFrame:)`); `nil` leaves the view where
  /// it is.
  var plainRestingFrame: (@MainActor (PresentationSession) -> CGRect)?
  /// The container size a plain animator's presented view was last placed for.
  var plainLaidOutSize: CGSize?
  /// Where a plain animator's presented view was last placed after a new container size (`nil`
  /// until then: the view stays where the animator put it).
  var plainLaidOutFrame: CGRect?
  let performer = AccessibilityPerformer()
  /// The decisions of the running presentation, fixed when it begins (and when Reduce
  /// Transparency changes while it is presented).
  var presentedAccessibility: PresentationAccessibility?
  /// Follows Reduce Transparency, Increase Contrast and the text size while presented.
  let settings = SettingsFollower()

  /// The accessibility decisions: computed by the core from ``uiConfiguration``, the context's
  /// outside taps, ``accessibilityOptions`` and the system's Reduce Transparency and Increase
  /// Contrast settings, and fixed from the moment the presentation begins until its dismissal
  /// ends (or a setting changes while it is presented).
  package var accessibility: PresentationAccessibility {
    if let presentedAccessibility { return presentedAccessibility }
    if presentsPlainAnimator {
      return PresentationAccessibility(
        plainWith: accessibilityOptions,
        reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
        increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled)
    }
    return PresentationAccessibility(
      uiConfiguration: uiConfiguration,
      outsideContextTap: contextViewProvider != nil && passesTouchesOutsideContext
        ? .passthrough : nil,
      reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
      increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled,
      options: accessibilityOptions, dismissesByDragging: dismissesByDragging?() ?? false)
  }

  /// Whether a drag dismisses the presented view (set by ``ModalTransitionDelegate``: a pan
  /// or drag it wired on the presented controller); asked when the presentation begins.
  var dismissesByDragging: (@MainActor () -> Bool)?

  /// Makes a user's attempt to dismiss: a tap on the background or the escape gesture.
  ///
  /// Both are decided by `DismissalAttempt.decide(accessibility:isModalInPresentation:delegateAllows:)`
  /// with the presented controller's `isModalInPresentation` and the delegate's
  /// `presentationControllerShouldDismiss(_:)`; a refusal tells the delegate
  /// (`presentationControllerDidAttemptToDismiss(_:)`). Ignored while a transition runs. A
  /// dismissal is the user's, as UIKit's own for a swipe: the delegate hears
  /// `presentationControllerWillDismiss(_:)` before it and `presentationControllerDidDismiss(_:)`
  /// once it completed.
  ///
  /// - Parameter attempt: What the user did.
  /// - Returns: The decision (`DismissalAttempt.Decision.refuse(_:)` with
  ///   `DismissalRefusal.busy` during a transition).
  @discardableResult
  package func attemptDismissal(_ attempt: DismissalAttempt) -> DismissalAttempt.Decision {
    guard !isTransitioning else { return .refuse(.busy) }
    let decision = attempt.decide(
      accessibility: accessibility,
      isModalInPresentation: presentedViewController.isModalInPresentation,
      delegateAllows: { [unowned self] in delegateAllowsDismissal() })
    switch decision {
    case .dismiss: UserDismissal.dismiss(self, animated: dismissesAnimated)
    case .refuse: reportDismissAttempt()
    case .passThrough, .swallow: break
    }
    return decision
  }

  /// Whether a user's dismissal (a background tap, the escape gesture) animates (`Presentr`'s
  /// `dismissAnimated`).
  package var dismissesAnimated = true

  /// Creates a presentation controller.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The controller presenting it.
  ///   - layout: Where the presented view goes.
  ///   - uiConfiguration: Corners, background, background tap and shadow.
  ///   - keyboardAvoidance: How the presented view makes room for the keyboard. Defaults to
  ///     `.none`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?,
    layout: PresentationLayout, uiConfiguration: PresentationUIConfiguration,
    keyboardAvoidance: KeyboardAvoidance = .none
  ) {
    self.layout = layout
    self.uiConfiguration = uiConfiguration
    self.keyboardAvoidance = keyboardAvoidance
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The layout's frame in the container (the container's bounds when the layout cannot be
  /// resolved), moved out of the keyboard's way by ``keyboardAvoidance`` while it is up.
  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let laidOut = layoutFrame(in: containerView)
    return keyboardAvoidance.frame(
      for: laidOut, keyboard: keyboardFrame, in: containerView.bounds,
      safeArea: containerView.curtainSafeArea)
  }

  /// Where the keyboard's focus goes when the presentation appears (Full Keyboard Access, a
  /// hardware keyboard's Tab): the content's first responder when it can be focused, then the
  /// presented controller; never the background (the core's `KeyboardFocus`).
  public override var preferredFocusEnvironments: [any UIFocusEnvironment] {
    performer.preferredFocusEnvironments(
      presented: presentedViewController, presentedView: presentedView,
      focus: accessibility.keyboardFocus)
  }

  /// Inserts the background behind everything in the container (fading it in alongside a
  /// presentation no Curtain plan plays) and starts following the keyboard.
  public override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    isTransitioning = true
    transitionSize = containerView?.bounds.size
    plainLaidOutSize = transitionSize
    plainLaidOutFrame = nil
    startFollowingKeyboard()
    let accessibility = self.accessibility
    presentedAccessibility = accessibility
    performer.presentationWillBegin(presentedViewController, presenting: presentingViewController)
    onPresentationWillBegin?()
    guard let containerView, backgroundView == nil,
      let background = makeBackground(in: containerView, accessibility: accessibility)
    else { return }
    performer.configure(dimmingView: background, with: accessibility)
    containerView.insertSubview(background, at: 0)
    backgroundView = background
    fadeBackgroundAlongside(to: 1)
  }

  /// Fades the background to `alpha` alongside a transition that no Curtain plan plays.
  ///
  /// UIKit's own animation, or an animation controller of the app's, does not know the
  /// background; the fade goes through the presented controller's transition coordinator: "use the transition coordinator … to
  /// perform your animations" (AD/uipresentationcontroller/presentationtransitionwillbegin()).
  /// The fade runs in the transition's animation, so it follows an interactive transition and
  /// goes back when it is cancelled. A Curtain plan animates the background itself (its
  /// `.background` actor), the same in both players; then this does nothing.
  private func fadeBackgroundAlongside(to alpha: CGFloat) {
    guard transitionBridge == nil, let background = backgroundView,
      let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated
    else { return }
    if alpha > 0 { background.alpha = 0 }
    coordinator.animate(alongsideTransition: { _ in background.alpha = alpha }, completion: nil)
  }

  /// Removes the background when the presentation was cancelled.
  ///
  /// - Parameter completed: Whether the presentation completed.
  public override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    isTransitioning = false
    if completed {
      // A layout pass that came during the transition (rotation) was left to the transition.
      layoutPresentedView()
      performer.presentationDidEnd(
        completed: true, container: containerView, presentedView: presentedView,
        accessibility: accessibility
      ) { [weak self] in self?.attemptDismissal(.escape) == .dismiss }
      // A change made while the presentation ran is taken now, then each one as it comes.
      followReduceTransparency()
      startFollowingSettings()
    } else {
      presentedAccessibility = nil
      removeBackground()
      stopFollowingKeyboard()
    }
  }

  /// Lets the dismissal own the presented view's frame (and fades the background out alongside
  /// a dismissal no Curtain plan plays).
  public override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    isTransitioning = true
    transitionSize = containerView?.bounds.size
    plainLaidOutSize = transitionSize
    plainLaidOutFrame = nil
    fadeBackgroundAlongside(to: 0)
  }

  /// Removes the background once the dismissal has completed.
  ///
  /// - Parameter completed: Whether the dismissal completed.
  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    isTransitioning = false
    if completed {
      stopFollowingSettings()
      removeBackground()
      stopFollowingKeyboard()
      performer.dismissalDidEnd(
        completed: true, container: containerView, accessibility: accessibility)
      presentedAccessibility = nil
      let dismissed = onDismissed
      onDismissed = nil
      dismissed?()
    } else {
      layoutPresentedView()
    }
  }

  /// Keeps the presented view at the layout's frame and the background over the container.
  ///
  /// While a presentation or dismissal runs, the transition owns the presented view (setting
  /// its frame would make it jump); the frame is laid out when the transition ends.
  public override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    guard let containerView else { return }
    backgroundView?.frame = containerView.bounds
    if let contextBackground = backgroundView as? ContextBackgroundView {
      contextBackground.contextFrame = contextFrame(in: containerView) ?? containerView.bounds
    }
    guard !presentsPlainAnimator else {
      if !isTransitioning { layoutPresentedView() }
      return
    }
    guard !isTransitioning else {
      // A new container size mid-transition (a rotation): the transition re-targets to the
      // layout's new frame instead of finishing on the old one.
      let size = containerView.bounds.size
      if let laidOut = transitionSize, laidOut != size {
        transitionBridge?.retarget(presentedFrame: frameOfPresentedViewInContainerView)
      }
      transitionSize = size
      return
    }
    transitionSize = nil
    layoutPresentedView()
  }

  /// The bridge playing the current presentation or dismissal (set by
  /// ``ModalTransitionDelegate``), re-targeted when the container's size changes mid-flight.
  weak var transitionBridge: TransitionBridge?
  /// The container's size when the running transition was planned or last re-targeted.
  private var transitionSize: CGSize?
  /// Called with the layout's failure in its context (the delegate reports it); once per
  /// failure, until the layout is solved again.
  var onLayoutFailure: (@MainActor (PresentationError) -> Void)?
  /// The failure last reported through ``onLayoutFailure``.
  var reportedLayoutFailure: PresentationError?

  /// The presented content's size for a container of `parentSize`, from the layout.
  ///
  /// - Parameters:
  ///   - container: The presented content.
  ///   - parentSize: The container's size.
  /// - Returns: The layout's frame size in a container of that size.
  public override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    guard let containerView else { return parentSize }
    var session = containerView.curtainPresentationSession
    session.containerBounds = CGRect(origin: .zero, size: parentSize)
    return ((try? session.frame(of: layout, inContext: nil)) ?? session.containerBounds).size
  }

  /// Lays out again when the presented controller asks for a new size.
  ///
  /// - Parameter container: The content whose preferred size changed.
  public override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    containerView?.setNeedsLayout()
  }

  /// Changes the layout of a presented view, optionally animated (a live update).
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - duration: The animation's duration; 0 applies it at once. Defaults to 0.3 s, the
  ///     headless scene's default too.
  public func update(
    layout: PresentationLayout, duration: TimeInterval = LiveUpdateTiming.defaultDuration
  ) {
    self.layout = layout
    movePresentedView(duration: duration)
  }

  /// Follows the keyboard (`KeyboardFollower`: its end frame converted from the screen's
  /// coordinate space into the container's).
  private func startFollowingKeyboard() {
    keyboard.start(
      container: { [weak self] in self?.containerView },
      onChange: { [weak self] frame, duration in
        self?.keyboardWillChange(to: frame, duration: duration)
      })
  }

  private func stopFollowingKeyboard() {
    keyboard.stop()
    keyboardFrame = nil
  }

  /// Follows the keyboard: a frame off the bottom of the container (hidden) covers nothing.
  private func keyboardWillChange(to frame: CGRect?, duration: TimeInterval) {
    keyboardFrame = frame
    guard keyboardAvoidance != .none else { return }
    movePresentedView(duration: max(0, duration))
  }

  private func removeBackground() {
    backgroundView?.removeFromSuperview()
    backgroundView = nil
    tapTarget = nil
  }
}
#endif
