#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// A presentation controller that plays a `SheetPresentation`: the presented view rests at a
/// detent on the container's bottom edge, a pan moves it between detents, and a release picks
/// the detent by the core's `SheetModel` (the same rules the headless player applies).
///
/// - **Detents** are resolved in the container (its height, the top safe-area inset, the
///   presented controller's `preferredContentSize.height` for `.fitting`); the sheet spans the
///   container's width and rests with its top edge at the selected detent.
/// - **Chrome**: the top corners get `SheetPresentation.cornerRadius`; with
///   `SheetPresentation.prefersGrabberVisible` a grabber of 36 × 5 points sits 5 points below
///   the top edge, centred; it takes touches, and is outlined for assistive technologies, over
///   a 44 × 44 target from the top edge down (`SheetGrabberAccessibility.targetFrame(sheetWidth:)`),
///   where a tap moves the sheet to the next detent; a black dimming view behind the sheet has the alpha
///   `SheetModel.dimmingAlpha(top:)` gives (none at or below `largestUndimmedDetentID`, fading
///   in up to the next detent). Where there is no dim, a touch beside the sheet reaches the
///   views behind it (`SheetModel.backgroundIsInteractive(top:)`).
/// - **Dragging** follows the finger, rubber-banded above the highest detent (and below the
///   lowest when dismissal is vetoed). On release the sheet settles on the detent nearest the
///   projected position, p + (v / 1000) · r / (1 − r) with r = 0.998, where v is the finger's
///   velocity as the core's `SheetSession` estimates it from the pan's translations (from
///   `.began` to the lift, timed by the frames' clock; a Theil–Sen estimate over the last
///   0.1 s, as the headless player's), not the recognizer's `velocity(in:)`; on the core's
///   settle (the finger's velocity with no acceleration, within 0.5 pt of the detent by 0.55 s,
///   played as keyframes every 1/240 s); the container's bottom edge counts as one more
///   detent when the sheet may be dismissed, and a release there dismisses it. Below its
///   smallest detent the sheet keeps that detent's height. A finger may grab the sheet again
///   while it settles; it stops where it is on screen.
/// - **Veto**: the presented controller's `isModalInPresentation`, the delegate's
///   `presentationControllerShouldDismiss(_:)` or `SheetPresentation.shouldDismiss` refuse a
///   dismissal: the sheet rubber-bands, springs back to its lowest detent, and the delegate's
///   `presentationControllerDidAttemptToDismiss(_:)` is told once per release.
/// - **Haptics**: each settle on a different detent plays `UISelectionFeedbackGenerator`'s
///   selection feedback (iOS only).
/// - **Rotation and resizing** resolve the detents again and keep the selected one; the sheet is
///   never dismissed by them. **The keyboard** makes room by ``keyboardAvoidance``.
/// - **Scroll-view hand-off**: when the content has a scroll view (``scrollView``, or the first
///   `UIScrollView` in the presented view), the sheet's pan recognizes together with the scroll
///   view's and shares the finger's movement by the core's `SheetDrag`: below the highest
///   detent the sheet moves and the content offset is held; at the highest detent the content
///   scrolls; dragging down scrolls the content back to its top and then moves the sheet, in the
///   same gesture (as `UISheetPresentationController` does with
///   ``prefersScrollingExpandsWhenScrolledToEdge``). A release while the content scrolls lets
///   it coast on at UIKit's `.normal` deceleration rate.
/// - **Stacking**: a sheet presented over another Curtain sheet makes the lower one step back
///   by `SheetStacking.lowerSheet(progress:width:)` (scaled about its top edge's centre, moved
///   down, dimmed by ``stackingDimView``) as it rises, follows the top sheet's drag (progress 1
///   at or above its largest detent, 0 at the detent below it, as `SheetSession` measures it)
///   and comes forward as the top sheet leaves.
///
/// Every rule above is the core's `SheetSession`: the controller feeds it UIKit's events and
/// performs the effects it returns.
///
/// Use it through ``ModalTransitionDelegate/sheet`` or
/// `UIViewController.present(_:sheet:animated:completion:)`, which also play the
/// sheet's rise and fall.
@MainActor
public final class CurtainSheetPresentationController: UIPresentationController,
  UIGestureRecognizerDelegate
{
  /// The sheet's detents, grabber, corners, dim and dismissal rules: the one it was created
  /// with, or the last one a live change gave it (`CurtainSwiftUI`'s sheet options updated
  /// while the sheet is up).
  public internal(set) var sheet: SheetPresentation
  /// How the sheet makes room for the keyboard: `.compress` by default (the core's
  /// `SheetSession.keyboardAvoidance`: the sheet rises with the keyboard, its top edge stops at
  /// the safe area and it shrinks to end on the keyboard).
  public var keyboardAvoidance: KeyboardAvoidance = .compress {
    didSet { session?.keyboardAvoidance = keyboardAvoidance }
  }
  /// Whether scrolling the content up below the largest detent expands the sheet first.
  ///
  /// As `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`; `true` by
  /// default. With `false` a drag that starts in the content scrolls it and never raises the
  /// sheet above where the drag began (a drag on the sheet outside the content still does).
  public var prefersScrollingExpandsWhenScrolledToEdge = true {
    didSet {
      session?.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    }
  }
  /// Called with each event of a release: `detent` and `haptic` when the sheet settles on a
  /// different detent, `dismissAttempt` when a dismissal is vetoed, `dismissed` when a drag
  /// dismisses the sheet.
  public var onEvent: (@MainActor (SheetEvent) -> Void)?

  /// What the user's hand did to the sheet, as ``onActivity`` reports it.
  public enum Activity: Hashable, Sendable {
    /// A user's drag began (also one that grabs a settling sheet).
    case dragBegan
    /// The finger lifted, or the system cancelled the drag; a settle follows.
    case dragEnded
    /// The settle after a drag ended with the sheet at rest on the detent with this id, also
    /// the detent the drag started from.
    case settled(detentID: String)
  }

  /// Called when a user's drag begins and ends, and when the settle after it ends.
  ///
  /// The order is `dragBegan`, `dragEnded`, then `settled` with the sheet at rest (a finger
  /// grabbing the settle reports `dragBegan` again instead; a release that dismisses the sheet
  /// reports no `settled`). A program's ``moveSheet(toDetent:completion:)`` reports through its
  /// completion, not here.
  public var onActivity: (@MainActor (Activity) -> Void)?
  /// The black view behind the sheet whose alpha is the dim; present from the presentation's
  /// start until its dismissal ends.
  public internal(set) var dimmingView: UIView?
  /// The grabber, when `SheetPresentation.prefersGrabberVisible`.
  public internal(set) var grabberView: UIView?
  /// The pan that drags the sheet, on the presented view.
  public internal(set) var panRecognizer: UIPanGestureRecognizer?
  /// The scroll view whose content hands off with the sheet's drag; `nil` (the default) uses
  /// the first `UIScrollView` found in the presented view, breadth first, when a drag begins.
  ///
  /// The scroll view is assumed to stretch with the sheet (pinned to its edges): the content can
  /// scroll by its `contentSize.height` plus its `adjustedContentInset`'s top and bottom minus
  /// the scroll view's height at the highest detent, and it is scrolled to the top at an offset
  /// of `-adjustedContentInset.top`. While the sheet moves, the sheet writes the scroll view's
  /// `contentOffset.y` at every pan sample, holding it or scrolling it as the hand-off says. A
  /// drag whose touch goes down outside the scroll view is the sheet's alone.
  public weak var scrollView: UIScrollView?
  /// The dim drawn over this sheet while another sheet covers it (a black view on the presented
  /// view, its alpha `SheetStacking.dimmingAlpha` times the top sheet's progress); `nil` when
  /// no sheet is presented over this one.
  public internal(set) var stackingDimView: UIView?
  /// The keyboard's frame in the container's coordinates while it is up.
  public var keyboardFrame: CGRect? { session?.keyboard }
  /// The id of the detent the sheet rests at (or settles to).
  public var selectedDetentID: String {
    session?.model.selectedDetentID ?? sheet.selectedDetentID
  }

  /// Called after a completed dismissal, also one UIKit performs without animation.
  var onDismissed: (@MainActor () -> Void)?
  /// How this sheet adjusts Curtain's accessible defaults; set before presenting.
  public var accessibilityOptions: AccessibilityOptions = .automatic
  let performer = AccessibilityPerformer()
  /// Follows Increase Contrast while presented (the grabber's colour and the dim).
  let settings = SettingsFollower()

  /// The sheet's session (the core's `SheetSession`): every rule of the sheet and the phase it
  /// is in; `nil` until the detents are resolved in a container.
  var session: SheetSession?
  /// Whether the presentation transition has ended (a session created later starts at rest).
  var presentationHasEnded = false
  /// The animator of the session's running settle or move.
  var settleAnimator: UIViewPropertyAnimator?
  /// The completion of the program's move under way.
  var moveCompletion: (@MainActor () -> Void)?
  /// The scroll view of the drag under way, when it shares the finger.
  weak var draggedScrollView: UIScrollView?
  /// The content coasting after a release that scrolled it, and the clock that moves it.
  var deceleration: (coast: SheetDeceleration, start: TimeInterval, clock: FrameClock)?
  /// The Curtain sheet this one covers, found when the presentation begins.
  weak var lowerSheet: CurtainSheetPresentationController?
  var panTarget: GestureTarget?
  /// The target of the grabber's tap.
  var grabberTapTarget: GestureTarget?
  let keyboard = KeyboardFollower()

  /// The accessibility decisions for the sheet as it rests now (the core's
  /// `PresentationAccessibility.init(sheet:options:)`): modal above its largest undimmed
  /// detent, escape dismissing a dismissible sheet, an adjustable grabber; `nil` before the
  /// detents are resolved in a container.
  package var accessibility: PresentationAccessibility? {
    session.map {
      PresentationAccessibility(
        sheet: $0.model, options: accessibilityOptions, increaseContrast: $0.increasesDimContrast)
    }
  }

  /// Creates the presentation controller of a sheet.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The controller presenting it.
  ///   - sheet: The sheet.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?, sheet: SheetPresentation
  ) {
    self.sheet = sheet
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The sheet at the selected detent: the container's width, from the detent's top edge, the
  /// keyboard's room made by ``keyboardAvoidance`` (the core's `SheetSession.restingFrame`);
  /// the container's bounds when the detents cannot be resolved (a `.fitting` detent without a
  /// preferred content height).
  public override var frameOfPresentedViewInContainerView: CGRect { restingFrameInContainer }

  /// Resolves the detents again when the container changed size (rotation, Split View) and,
  /// when the sheet rests, lays it out at the selected detent.
  public override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    layoutContainer()
  }

  /// Resolves the detents again when the presented controller's preferred content size
  /// changed (the height a `.fitting` detent is resolved from: a SwiftUI content that grew or
  /// shrank), and lays the sheet out at its detent when it rests.
  ///
  /// - Parameter container: The presented controller.
  public override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    layoutContainer()
  }

  /// Where the keyboard's focus goes when the sheet appears (Full Keyboard Access, a hardware
  /// keyboard's Tab): the content's first responder when it can be focused, then the presented
  /// controller; never the dim or the grabber (the core's `KeyboardFocus`).
  public override var preferredFocusEnvironments: [any UIFocusEnvironment] {
    performer.preferredFocusEnvironments(
      presented: presentedViewController, presentedView: presentedView,
      focus: KeyboardFocus(isModal: accessibility?.isModal ?? true))
  }

  /// Inserts the dimming view, rounds the top corners, adds the grabber and the pan, and
  /// starts following the keyboard.
  public override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    beginPresentation()
  }

  /// Lays the sheet out at its detent, or takes everything away when the presentation was
  /// cancelled.
  ///
  /// - Parameter completed: Whether the presentation completed.
  public override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    endPresentation(completed)
  }

  /// Lets the dismissal own the sheet; a settle still running stops where it is.
  public override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    beginDismissal()
  }

  /// Takes the dimming view, grabber, pan and keyboard observer away after a completed
  /// dismissal; lays the sheet out again after a cancelled one.
  ///
  /// - Parameter completed: Whether the dismissal completed.
  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    endDismissal(completed)
  }

  /// Makes a user's attempt to dismiss the sheet (the escape gesture, a keyboard's Escape).
  ///
  /// It is decided as every attempt is (`DismissalAttempt`): the sheet's `SheetPresentation.isDismissible`,
  /// `isModalInPresentation`, then `SheetPresentation.shouldDismiss` and the delegate's
  /// `presentationControllerShouldDismiss(_:)`, the same vetoes a drag asks; a refusal tells
  /// the delegate. Ignored while a transition, a drag or a settle owns the sheet.
  ///
  /// - Parameter attempt: What the user did.
  /// - Returns: The decision.
  @discardableResult
  package func attemptDismissal(_ attempt: DismissalAttempt) -> DismissalAttempt.Decision {
    guard session?.isIdle == true, let accessibility else { return .refuse(.busy) }
    let decision = attempt.decide(
      accessibility: accessibility,
      isModalInPresentation: presentedViewController.isModalInPresentation,
      delegateAllows: { [unowned self] in
        (sheet.shouldDismiss?() ?? true) && delegateAllowsDismissal()
      })
    switch decision {
    case .dismiss: UserDismissal.dismiss(self, animated: true)
    case .refuse: reportDismissAttempt()
    case .passThrough, .swallow: break
    }
    return decision
  }

  /// Moves the sheet one detent up (`increment`) or down, as VoiceOver's swipe on the grabber
  /// does (a decrement at the shortest detent dismisses a dismissible sheet,
  /// `SheetGrabberAccessibility.decrementDismisses`): a user's move (`SheetSession.adjust(toDetent:)`), reported through ``onEvent`` and
  /// ``onActivity`` as a drag's release is; the grabber's value names the new detent at once and
  /// its name is announced.
  ///
  /// - Parameter increment: `true` for the next taller detent.
  /// - Returns: Whether the sheet moves (`false` at the end of the detents or while busy).
  @discardableResult
  public func adjustGrabber(increment: Bool) -> Bool {
    guard let grabber = accessibility?.grabber else { return false }
    guard let target = increment ? grabber.incrementTarget : grabber.decrementTarget else {
      // UIKit's grabber dismisses at the lowest detent: an escape, with its vetoes.
      return !increment && grabber.decrementDismisses && attemptDismissal(.escape) == .dismiss
    }
    return adjust(toDetent: target)
  }

  /// Activates the grabber (a tap on its target, VoiceOver's double-tap, Voice Control's "Tap
  /// Grabber"): the user's move to `SheetGrabberAccessibility.activationTarget`, the next
  /// taller detent or, at the tallest, the shortest.
  ///
  /// - Returns: Whether the sheet moves.
  @discardableResult
  func activateGrabber() -> Bool {
    guard let target = accessibility?.grabber?.activationTarget else { return false }
    return adjust(toDetent: target)
  }

  /// Moves the sheet to `target` as the user's adjustment.
  func adjust(toDetent target: String) -> Bool {
    guard containerView != nil, presentedView != nil, var session else { return false }
    let effects = session.adjust(toDetent: target)
    guard !effects.isEmpty else { return false }
    self.session = session
    moveCompletion = nil
    updateAccessibility()
    UIAccessibility.post(
      notification: .announcement,
      argument: SheetGrabberAccessibility.announcement(
        forDetent: target, in: session.model, options: accessibilityOptions))
    perform(effects)
    return true
  }

  /// Performs `accessibility` on the container, the dim and the grabber.
  func updateAccessibility() {
    guard let accessibility else { return }
    performer.update(container: containerView, accessibility: accessibility)
    performer.configure(dimmingView: dimmingView, with: accessibility)
    if let grabberView, let grabber = accessibility.grabber {
      grabberView.isAccessibilityElement = true
      grabberView.accessibilityLabel = grabber.label
      grabberView.accessibilityValue = grabber.value
      grabberView.accessibilityHint = grabber.hint
      grabberView.accessibilityTraits = .adjustable
      grabberView.accessibilityUserInputLabels = grabber.inputLabels
      grabberView.accessibilityCustomActions = grabber.actions.map { action in
        UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
          guard let self else { return false }
          if let target = action.targetDetentID { return self.adjust(toDetent: target) }
          return self.attemptDismissal(.escape) == .dismiss
        }
      }
    }
  }
}

/// The sheet's grabber: VoiceOver's swipe up or down moves the sheet between its detents, an
/// activation (a tap on its target, a double-tap, "Tap Grabber") to the next one.
///
/// The view is the 36 × 5 bar a sighted user sees; its target, where it takes touches and its
/// accessibility frame, is the core's 44 × 44
/// (`SheetGrabberAccessibility.targetFrame(sheetWidth:)`, given here in the bar's coordinates as
/// ``target``).
@MainActor
final class SheetGrabberView: UIView {
  /// Moves the sheet: `true` one detent up.
  var onAdjust: (@MainActor (Bool) -> Void)?
  /// Activates the grabber; returns whether the sheet moves.
  var onActivate: (@MainActor () -> Bool)?
  /// The target in this view's coordinates (`SheetGrabberAccessibility.targetFrameInBar(sheetWidth:)`).
  var target: CGRect = .zero

  /// One detent up.
  override func accessibilityIncrement() { onAdjust?(true) }

  /// One detent down.
  override func accessibilityDecrement() { onAdjust?(false) }

  /// The activation: `SheetGrabberAccessibility.activationTarget`.
  ///
  /// - Returns: Whether the sheet moves.
  override func accessibilityActivate() -> Bool { onActivate?() ?? false }

  /// Touches anywhere in the target are the grabber's, not only on the bar.
  ///
  /// - Parameters:
  ///   - point: The point, in this view's coordinates.
  ///   - event: The event.
  /// - Returns: Whether the point lies in the bar or its target.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point) || target.contains(point)
  }

  /// The target, in screen coordinates, as the sheet moves.
  override var accessibilityFrame: CGRect {
    get { UIAccessibility.convertToScreenCoordinates(target.union(bounds), in: self) }
    set { super.accessibilityFrame = newValue }
  }
}
#endif
