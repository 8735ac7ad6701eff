#if canImport(UIKit)
import Curtain
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
///   the top edge, centred; a black dimming view behind the sheet has the alpha
///   `SheetModel.dimmingAlpha(top:)` gives (none at or below `largestUndimmedDetentID`, fading
///   in up to the next detent).
/// - **Dragging** follows the finger, rubber-banded above the highest detent (and below the
///   lowest when dismissal is vetoed). On release the sheet settles on the detent nearest the
///   projected position, p + (v / 1000) · r / (1 − r) with r = 0.998, on a critically damped
///   spring started at the finger's velocity; the container's bottom edge counts as one more
///   detent when the sheet may be dismissed, and a release there dismisses it. A finger may grab
///   the sheet again while it settles; it stops where it is on screen.
/// - **Veto**: the presented controller's `isModalInPresentation`, the delegate's
///   `presentationControllerShouldDismiss(_:)` or `SheetPresentation.shouldDismiss` refuse a
///   dismissal: the sheet rubber-bands, springs back to its lowest detent, and the delegate's
///   `presentationControllerDidAttemptToDismiss(_:)` is told once per release.
/// - **Haptics**: each settle on a different detent plays `UISelectionFeedbackGenerator`'s
///   selection feedback (iOS only).
/// - **Rotation and resizing** resolve the detents again and keep the selected one; the sheet is
///   never dismissed by them. **The keyboard** moves the sheet up by ``keyboardAvoidance``.
/// - **Scroll-view hand-off**: when the content has a scroll view (``scrollView``, or the first
///   `UIScrollView` in the presented view), the sheet's pan recognizes together with the scroll
///   view's and shares the finger's movement by the core's `SheetDrag`: below the highest
///   detent the sheet moves and the content offset is held; at the highest detent the content
///   scrolls; dragging down scrolls the content back to its top and then moves the sheet, in the
///   same gesture (as `UISheetPresentationController` does with
///   `prefersScrollingExpandsWhenScrolledToEdge`).
/// - **Stacking**: a sheet presented over another Curtain sheet makes the lower one step back
///   by `SheetStacking.lowerSheet(progress:width:)` (scaled about its top edge's centre, moved
///   down, dimmed by ``stackingDimView``) as it rises, follows the top sheet's drag (progress 1
///   at or above its lowest detent, 0 at the container's bottom edge) and comes forward as the
///   top sheet leaves.
///
/// Use it through ``ModalTransitionDelegate/sheet`` or
/// `UIViewController.present(_:sheet:animated:completion:)`, which also play the
/// sheet's rise and fall.
@MainActor
public final class CurtainSheetPresentationController: UIPresentationController,
  UIGestureRecognizerDelegate
{
  /// The sheet's detents, grabber, corners, dim and dismissal rules.
  public let sheet: SheetPresentation
  /// How the sheet makes room for the keyboard; `.moveUp` (the sheet rises with it) by default.
  public var keyboardAvoidance: KeyboardAvoidance = .moveUp
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
  public private(set) var dimmingView: UIView?
  /// The grabber, when `SheetPresentation.prefersGrabberVisible`.
  public private(set) var grabberView: UIView?
  /// The pan that drags the sheet, on the presented view.
  public private(set) var panRecognizer: UIPanGestureRecognizer?
  /// The scroll view whose content hands off with the sheet's drag; `nil` (the default) uses
  /// the first `UIScrollView` found in the presented view, breadth first, when a drag begins.
  ///
  /// The scroll view is assumed to stretch with the sheet (pinned to its edges): the content can
  /// scroll by its `contentSize.height` minus the scroll view's height at the highest detent.
  /// While the sheet moves, the sheet writes the scroll view's `contentOffset.y` at every pan
  /// sample, holding it or scrolling it as the hand-off says.
  public weak var scrollView: UIScrollView?
  /// The dim drawn over this sheet while another sheet covers it (a black view on the presented
  /// view, its alpha `SheetStacking.dimmingAlpha` times the top sheet's progress); `nil` when
  /// no sheet is presented over this one.
  public private(set) var stackingDimView: UIView?
  /// The keyboard's frame in the container's coordinates while it is up.
  public private(set) var keyboardFrame: CGRect?
  /// The id of the detent the sheet rests at (or settles to).
  public var selectedDetentID: String { model?.selectedDetentID ?? sheet.selectedDetentID }

  /// Called after a completed dismissal, also one UIKit performs without animation.
  var onDismissed: (@MainActor () -> Void)?
  /// How this sheet adjusts Curtain's accessible defaults; set before presenting.
  public var accessibilityOptions: AccessibilityOptions = .automatic
  private let performer = AccessibilityPerformer()

  /// The accessibility decisions for the sheet as it rests now (the core's
  /// `PresentationAccessibility.init(sheet:options:)`): modal above its largest undimmed
  /// detent, escape dismissing a dismissible sheet, an adjustable grabber; `nil` before the
  /// detents are resolved in a container.
  public var accessibility: PresentationAccessibility? {
    model.map { PresentationAccessibility(sheet: $0, options: accessibilityOptions) }
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
  public func attemptDismissal(_ attempt: DismissalAttempt) -> DismissalAttempt.Decision {
    guard !isTransitioning, !isDragging, settleAnimator == nil, let accessibility else {
      return .refuse(.busy)
    }
    let decision = attempt.decide(
      accessibility: accessibility,
      isModalInPresentation: presentedViewController.isModalInPresentation,
      delegateAllows: { [unowned self] in
        (sheet.shouldDismiss?() ?? true) && delegateAllowsDismissal()
      })
    switch decision {
    case .dismiss: presentedViewController.dismiss(animated: true, completion: nil)
    case .refuse: reportDismissAttempt()
    case .passThrough, .swallow: break
    }
    return decision
  }

  /// Moves the sheet one detent up (`increment`) or down, as VoiceOver's swipe on the grabber
  /// does, and announces the detent once it rests there.
  ///
  /// - Parameter increment: `true` for the next taller detent.
  /// - Returns: Whether the sheet moves (`false` at the end of the detents or while busy).
  @discardableResult
  public func adjustGrabber(increment: Bool) -> Bool {
    guard let grabber = accessibility?.grabber,
      let target = increment ? grabber.incrementTarget : grabber.decrementTarget
    else { return false }
    return moveSheet(toDetent: target) { [weak self] id in
      UIAccessibility.post(
        notification: .announcement,
        argument: SheetGrabberAccessibility.announcement(forDetent: id))
      self?.updateAccessibility()
    }
  }

  /// Performs ``accessibility`` on the container, the dim and the grabber.
  private func updateAccessibility() {
    guard let accessibility else { return }
    performer.update(container: containerView, accessibility: accessibility)
    performer.configure(dimmingView: dimmingView, with: accessibility)
    if let grabberView, let grabber = accessibility.grabber {
      grabberView.isAccessibilityElement = true
      grabberView.accessibilityLabel = grabber.label
      grabberView.accessibilityValue = grabber.value
      grabberView.accessibilityTraits = .adjustable
    }
  }

  private var model: SheetModel?
  private var isTransitioning = false
  private var isDragging = false
  private var settleAnimator: UIViewPropertyAnimator?
  /// Whether ``settleAnimator`` settles a release (a finger may grab it) rather than a
  /// program's move.
  private var settlesRelease = false
  /// The top edge a drag started from when it grabbed a settling sheet; `nil` for a drag from
  /// rest at the selected detent.
  private var grabbedTop: CGFloat?
  /// The hand-off of a drag that shares the finger with a scroll view.
  private var scrollDrag: SheetDrag?
  /// The scroll view of ``scrollDrag``.
  private weak var draggedScrollView: UIScrollView?
  /// The number of samples of ``scrollDrag`` (its times; the release takes the pan's velocity).
  private var scrollSamples = 0
  /// The top edge the drag shows.
  private var dragTopNow: CGFloat = 0
  /// The Curtain sheet this one covers, found when the presentation begins.
  private weak var lowerSheet: CurtainSheetPresentationController?
  private var panTarget: GestureTarget?
  private let keyboard = KeyboardFollower()

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

  // MARK: - Layout

  /// The sheet at the selected detent: the container's width, from the detent's top edge to the
  /// bottom, moved by ``keyboardAvoidance`` while the keyboard is up; the container's bounds when
  /// the detents cannot be resolved (a `.fitting` detent without a preferred content height).
  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    guard let model = resolvedModel(in: containerView) else { return bounds }
    return keyboardAvoidance.frame(
      for: frame(top: model.selectedTop, in: bounds, model: model), keyboard: keyboardFrame,
      in: bounds, safeArea: safeArea(of: containerView))
  }

  /// Resolves the detents again when the container changed size (rotation, Split View) and,
  /// unless a transition, a drag or a settle owns the sheet, lays it out at the selected detent.
  public override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    guard let containerView else { return }
    dimmingView?.frame = containerView.bounds
    if let model, let container = sheetContainer(of: containerView), container != model.container,
      let resized = try? model.resized(to: container)
    {
      // A container the detents cannot be resolved in keeps the last model.
      self.model = resized
    }
    guard !isTransitioning, !isDragging, settleAnimator == nil else { return }
    layoutSheet()
  }

  // MARK: - Transitions

  /// Inserts the dimming view, rounds the top corners, adds the grabber and the pan, and
  /// starts following the keyboard.
  public override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    isTransitioning = true
    guard let containerView, let presentedView else { return }
    performer.presentationWillBegin()
    if dimmingView == nil {
      let dimming = DimmingView()
      dimming.onActivate = { [weak self] in
        self?.attemptDismissal(.backgroundTap) != .passThrough
      }
      dimming.frame = containerView.bounds
      dimming.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      dimming.alpha = 0
      dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      containerView.insertSubview(dimming, at: 0)
      dimmingView = dimming
    }
    presentedView.layer.cornerRadius = sheet.cornerRadius
    presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    if sheet.prefersGrabberVisible, grabberView == nil {
      let grabber = SheetGrabberView()
      grabber.onAdjust = { [weak self] increment in self?.adjustGrabber(increment: increment) }
      grabber.frame = SheetPresentation.grabberFrame(sheetWidth: presentedView.bounds.width)
      grabber.layer.cornerRadius = SheetPresentation.grabberSize.height / 2
      // A mid grey at half opacity, readable on light and dark content.
      grabber.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
      grabber.isUserInteractionEnabled = false
      presentedView.addSubview(grabber)
      grabberView = grabber
    }
    if panRecognizer == nil {
      let pan = UIPanGestureRecognizer()
      let target = GestureTarget { [weak self] recognizer in self?.handlePan(recognizer) }
      target.attach(to: pan)
      pan.delegate = self
      presentedView.addGestureRecognizer(pan)
      panRecognizer = pan
      panTarget = target
    }
    startFollowingKeyboard()
    lowerSheet = coveredSheet()
    animateStacking(to: 1)
  }

  /// Lays the sheet out at its detent, or takes everything away when the presentation was
  /// cancelled.
  ///
  /// - Parameter completed: Whether the presentation completed.
  public override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    isTransitioning = false
    if completed {
      layoutSheet()
      if let accessibility {
        performer.presentationDidEnd(
          completed: true, container: containerView, presentedView: presentedView,
          accessibility: accessibility
        ) { [weak self] in self?.attemptDismissal(.escape) == .dismiss }
      }
    } else {
      lowerSheet?.resetStacking()
      tearDown()
    }
  }

  /// Lets the dismissal own the sheet; a settle still running stops where it is.
  public override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    isTransitioning = true
    stopSettle()
    // A sheet dismissed while another covered it leaves stepped forward.
    resetStacking()
    animateStacking(to: 0)
  }

  /// Takes the dimming view, grabber, pan and keyboard observer away after a completed
  /// dismissal; lays the sheet out again after a cancelled one.
  ///
  /// - Parameter completed: Whether the dismissal completed.
  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    isTransitioning = false
    if completed {
      // The lower sheet is forward again: its stacking look goes.
      lowerSheet?.resetStacking()
      let accessibility = self.accessibility
      tearDown()
      if let accessibility {
        performer.dismissalDidEnd(
          completed: true, container: containerView, accessibility: accessibility)
      }
      let dismissed = onDismissed
      onDismissed = nil
      dismissed?()
    } else {
      layoutSheet()
      lowerSheet?.showStacked(progress: 1)
    }
  }

  // MARK: - Stacking

  /// The Curtain sheet directly below this presentation: the controller presented just before
  /// this one in the presenting chain, when a ``CurtainSheetPresentationController`` presents
  /// it.
  private func coveredSheet() -> CurtainSheetPresentationController? {
    var controller: UIViewController? = presentingViewController
    while let current = controller {
      guard let next = current.presentedViewController else { return nil }
      if next === presentedViewController {
        return current.presentationController as? CurtainSheetPresentationController
      }
      controller = next
    }
    return nil
  }

  /// The lower sheet's look when this sheet's top edge is at `top`: progress 1 at or above the
  /// lowest detent, 0 at the container's bottom edge, linear between.
  private func stackingProgress(top: CGFloat, model: SheetModel) -> CGFloat {
    let lowest = model.stops.last?.top ?? model.containerHeight
    let span = model.containerHeight - lowest
    guard span > 0, top.isFinite else { return 1 }
    return min(max((model.containerHeight - top) / span, 0), 1)
  }

  /// Steps the lower sheet back (`1`) or forward (`0`) alongside this sheet's presentation or
  /// dismissal.
  ///
  /// The lower sheet's look is chrome of this presentation: it animates through the presented
  /// controller's transition coordinator, as Apple documents for a presentation controller's
  /// chrome ("use the transition coordinator … to perform your animations",
  /// AD/uipresentationcontroller/presentationtransitionwillbegin()), so it runs in the
  /// transition's own animation: it follows a pan-driven dismissal frame by frame and goes back
  /// when the transition is cancelled. Without a coordinator it runs on the sheet's spring, the
  /// rise's and fall's timing.
  private func animateStacking(to progress: CGFloat) {
    guard let lowerSheet, !lowerSheet.isTransitioning else { return }
    lowerSheet.prepareStacking()
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated,
      coordinator.animate(
        alongsideTransition: { _ in lowerSheet.showStacked(progress: progress) }, completion: nil)
    {
      return
    }
    guard let timing = try? AnimationTiming(spring: SheetPresentation.settleSpring) else {
      lowerSheet.showStacked(progress: progress)
      return
    }
    let animator = UIViewPropertyAnimator(
      duration: timing.duration, timingParameters: Self.timingProvider(timing))
    animator.addAnimations { lowerSheet.showStacked(progress: progress) }
    animator.startAnimation()
  }

  /// Takes the stacking look off this sheet: no transform, no stacking dim.
  func resetStacking() {
    guard let stackingDimView else { return }
    stackingDimView.removeFromSuperview()
    self.stackingDimView = nil
    presentedView?.transform = .identity
  }

  /// Adds the stacking dim over this sheet, transparent, when it has none.
  private func prepareStacking() {
    guard stackingDimView == nil, let presentedView else { return }
    let dim = UIView()
    dim.frame = presentedView.bounds
    dim.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    dim.alpha = 0
    dim.isUserInteractionEnabled = false
    dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dim.layer.cornerRadius = sheet.cornerRadius
    dim.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    presentedView.addSubview(dim)
    stackingDimView = dim
  }

  /// Shows this sheet stepped back by `progress` of the sheet above it
  /// (`SheetStacking.lowerSheet(progress:width:)`): the transform scales it by `s` about its
  /// top edge's centre and moves that edge down by the look's offset, so
  /// `ty = offset − (1 − s) · height / 2`.
  func showStacked(progress: CGFloat) {
    // A sheet leaving (or arriving) is its own transition's: it is not stacked meanwhile.
    guard !isTransitioning, let presentedView, let containerView else { return }
    prepareStacking()
    let look = SheetStacking.lowerSheet(progress: progress, width: containerView.bounds.width)
    let height = presentedView.bounds.height
    let scale = look.scale
    presentedView.transform = CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: 0, ty: look.topOffset - (1 - scale) * height / 2)
    stackingDimView?.alpha = look.dimmingAlpha
    if let stackingDimView { presentedView.bringSubviewToFront(stackingDimView) }
  }

  // MARK: - Dragging

  /// A drag may start when no transition runs and no program's move is under way; a settling
  /// release may be grabbed (a refused pan fails before it begins, so it never blocks other
  /// touches).
  ///
  /// - Parameter gestureRecognizer: The sheet's pan.
  /// - Returns: Whether the drag may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !isTransitioning && (settleAnimator == nil || settlesRelease) && model != nil
      && containerView != nil
  }

  private func handlePan(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer, let containerView else { return }
    switch pan.state {
    case .began:
      grabSettle()
      beginDrag()
    case .changed:
      guard isDragging else { return }
      move(translation: pan.translation(in: containerView).y)
    case .ended:
      guard isDragging else { return }
      move(translation: pan.translation(in: containerView).y)
      endDrag(velocity: pan.velocity(in: containerView).y, cancelled: false)
    case .cancelled, .failed:
      guard isDragging else { return }
      move(translation: pan.translation(in: containerView).y)
      endDrag(velocity: 0, cancelled: true)
    default:
      break
    }
  }

  /// Starts a drag with the dismissal rules of this moment: UIKit's `isModalInPresentation` and
  /// the delegate's veto folded into the sheet's own (asked once, by `SheetModel.beginDrag()`).
  private func beginDrag() {
    guard let model else { return }
    let allowed =
      sheet.isDismissible && !presentedViewController.isModalInPresentation
      && delegateAllowsDismissal()
    // Rebuilt for every drag, so that a veto of an earlier drag does not linger.
    var dragging =
      rebuiltModel(from: model, selecting: model.selectedDetentID, isDismissible: allowed) ?? model
    if let drag = handOff(dragging) {
      // `SheetDrag` begins the model's drag (the veto asked once).
      dragging = drag.model
    } else {
      dragging.beginDrag()
    }
    self.model = dragging
    isDragging = true
    dragTopNow = grabbedTop ?? dragging.selectedTop
    onActivity?(.dragBegan)
  }

  /// Starts sharing the drag with the content's scroll view, when there is one and the drag
  /// starts from rest (a drag that grabs a settling sheet moves the sheet only): the hand-off,
  /// its model's drag begun.
  private func handOff(_ model: SheetModel) -> SheetDrag? {
    scrollDrag = nil
    draggedScrollView = nil
    scrollSamples = 0
    guard grabbedTop == nil, let presentedView, let scroll = contentScrollView() else {
      return nil
    }
    let highest = model.stops.first?.height ?? 0
    // The scroll view's height at the highest detent, as it stretches with the sheet.
    let heightAtTop = scroll.bounds.height + highest - presentedView.bounds.height
    let limit = max(scroll.contentSize.height - heightAtTop, 0)
    let visible = model.containerHeight - (model.stops.first?.top ?? model.containerHeight)
    let offset = scroll.contentOffset.y
    guard limit.isFinite, visible.isFinite, offset.isFinite,
      let drag = try? SheetDrag(
        model: model, scrollContentHeight: limit + visible, contentOffset: max(offset, 0))
    else { return nil }
    scrollDrag = drag
    draggedScrollView = scroll
    return drag
  }

  /// The scroll view the drag shares the finger with: ``scrollView`` or the first scroll view
  /// in the presented view, breadth first.
  private func contentScrollView() -> UIScrollView? {
    if let scrollView { return scrollView }
    guard let presentedView else { return nil }
    var queue = presentedView.subviews
    var index = 0
    while index < queue.count {
      if let scroll = queue[index] as? UIScrollView { return scroll }
      queue.append(contentsOf: queue[index].subviews)
      index += 1
    }
    return nil
  }

  /// The finger is `translation` points from where the drag began: the sheet (and, sharing the
  /// drag, the content) follow.
  private func move(translation: CGFloat) {
    guard let model else { return }
    if var drag = scrollDrag {
      scrollSamples += 1
      drag.move(to: translation, at: Double(scrollSamples) / 60)
      scrollDrag = drag
      if let scroll = draggedScrollView {
        scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: drag.contentOffset)
      }
      dragTopNow = drag.top
    } else {
      dragTopNow = dragTop(model, translation: translation)
    }
    show(top: dragTopNow)
  }

  /// Lets the sheet's pan recognize together with the content scroll view's own pan, so that
  /// both see the finger and the hand-off decides who moves.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The sheet's pan.
  ///   - otherGestureRecognizer: Another recognizer.
  /// - Returns: `true` for the content scroll view's pan.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panRecognizer, let scroll = contentScrollView() else {
      return false
    }
    return otherGestureRecognizer === scroll.panGestureRecognizer
  }

  /// The sheet's model in `model`'s container, resting at `id`, with `isDismissible` as the
  /// sheet's own rule for this drag; `nil` when `id` is not one of the sheet's detents.
  private func rebuiltModel(
    from model: SheetModel, selecting id: String, isDismissible: Bool
  ) -> SheetModel? {
    guard
      let rules = try? SheetPresentation(
        detents: sheet.detents, selectedDetentID: id,
        largestUndimmedDetentID: sheet.largestUndimmedDetentID,
        prefersGrabberVisible: sheet.prefersGrabberVisible, cornerRadius: sheet.cornerRadius,
        dimmingAlpha: sheet.dimmingAlpha, isDismissible: isDismissible,
        shouldDismiss: sheet.shouldDismiss)
    else { return nil }
    return try? SheetModel(
      presentation: rules, container: model.container, settleSpring: model.settleSpring)
  }

  /// Moves the sheet to the detent `id` on the settle spring, as a program's change (UIKit's
  /// `animateChanges { selectedDetentIdentifier = id }`): no haptic, no events.
  ///
  /// - Parameters:
  ///   - id: A detent of the sheet.
  ///   - completion: Called with `id` once the sheet rests there.
  /// - Returns: Whether the sheet moves: `false` for an unknown id, before the presentation has
  ///   ended, or while a transition, a drag or a settle owns the sheet.
  @discardableResult
  public func moveSheet(
    toDetent id: String, completion: (@MainActor (String) -> Void)? = nil
  ) -> Bool {
    guard !isTransitioning, !isDragging, settleAnimator == nil, containerView != nil,
      let presentedView, let current = model,
      let moved = rebuiltModel(from: current, selecting: id, isDismissible: sheet.isDismissible),
      let timing = try? AnimationTiming(spring: moved.settleSpring)
    else { return false }
    model = moved
    let target = frameOfPresentedViewInContainerView
    let dim = moved.dimmingAlpha(top: moved.selectedTop)
    let dimming = dimmingView
    let animator = UIViewPropertyAnimator(
      duration: timing.duration, timingParameters: Self.timingProvider(timing))
    animator.addAnimations {
      presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: target.size)
      presentedView.center = CGPoint(x: target.midX, y: target.midY)
      dimming?.alpha = dim
    }
    animator.addCompletion { [weak self] _ in
      self?.settleAnimator = nil
      self?.layoutSheet()
      completion?(id)
    }
    settleAnimator = animator
    settlesRelease = false
    animator.startAnimation()
    return true
  }

  private func endDrag(velocity: CGFloat, cancelled: Bool) {
    isDragging = false
    guard var model else { return }
    let top = dragTopNow
    grabbedTop = nil
    var velocity = velocity.isFinite ? velocity : 0
    if let drag = scrollDrag {
      // Content scrolled at the highest detent keeps the sheet there: the finger's velocity
      // belongs to the scroll view (which decelerates on its own).
      if drag.contentOffset > 0 { velocity = 0 }
      model = drag.model
    }
    scrollDrag = nil
    draggedScrollView = nil
    onActivity?(.dragEnded)
    let release =
      cancelled
      ? try? model.cancelDrag(top: top, velocity: velocity)
      : try? model.release(top: top, velocity: velocity)
    self.model = model
    guard let release else {
      layoutSheet()
      onActivity?(.settled(detentID: model.selectedDetentID))
      return
    }
    settle(release, model: model)
    for event in release.events {
      if event == .haptic { playSelectionHaptic() }
      if event == .dismissAttempt { reportDismissAttempt() }
      onEvent?(event)
    }
  }

  /// Animates the sheet to the release's target on its spring (the first frame moves at the
  /// finger's velocity), then dismisses the presented controller when the release dismissed.
  private func settle(_ release: SheetRelease, model: SheetModel) {
    guard let containerView, let presentedView, let timing = release.timing else {
      finishSettle(release)
      return
    }
    let bounds = containerView.bounds
    let target = frame(top: release.targetTop, in: bounds, model: model)
    let dim = model.dimmingAlpha(top: release.targetTop)
    let animator = UIViewPropertyAnimator(
      duration: timing.duration, timingParameters: Self.timingProvider(timing))
    let dimming = dimmingView
    let lower = lowerSheet
    let stacked = stackingProgress(top: release.targetTop, model: model)
    animator.addAnimations {
      presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: target.size)
      presentedView.center = CGPoint(x: target.midX, y: target.midY)
      dimming?.alpha = dim
      lower?.showStacked(progress: stacked)
    }
    animator.addCompletion { [weak self] position in
      self?.settleAnimator = nil
      // `.current`: a finger grabbed the settle (``grabSettle()``), which ends nothing.
      if position == .end { self?.finishSettle(release) }
    }
    settleAnimator = animator
    settlesRelease = true
    animator.startAnimation()
  }

  /// Grabs a settling release where it is: the animator is stopped with its properties frozen
  /// at their current values and finished there (`stopAnimation(false)` then
  /// `finishAnimation(at: .current)`, AD/uiviewanimating), so the sheet does not jump, and the
  /// new drag starts from that top edge.
  private func grabSettle() {
    guard let animator = settleAnimator, settlesRelease, let containerView, let presentedView
    else { return }
    settleAnimator = nil
    if animator.state == .active {
      animator.stopAnimation(false)
      animator.finishAnimation(at: .current)
    }
    grabbedTop = presentedView.frame.minY - containerView.bounds.minY
  }

  /// The top edge for a finger `translation` points from where the drag began: the selected
  /// detent, or the grabbed settle's top edge.
  private func dragTop(_ model: SheetModel, translation: CGFloat) -> CGFloat {
    guard let grabbedTop else { return model.dragTop(translation: translation) }
    return model.bandedTop(grabbedTop + (translation.isFinite ? translation : 0))
  }

  private func finishSettle(_ release: SheetRelease) {
    // The app presented on the sheet while it fell: dismissing now would dismiss that screen
    // instead (or be refused while it is still being presented); the sheet goes back to its
    // detent under it.
    let covered = presentedViewController.presentedViewController != nil
    if case .dismissed = release.outcome, !covered {
      presentedViewController.dismiss(animated: false, completion: nil)
    } else if !isTransitioning {
      layoutSheet()
      onActivity?(.settled(detentID: selectedDetentID))
    }
  }

  /// Stops a running settle at once, leaving the sheet where the animation put it.
  private func stopSettle() {
    guard let settleAnimator else { return }
    self.settleAnimator = nil
    if settleAnimator.state == .active { settleAnimator.stopAnimation(true) }
  }

  /// The spring or curve of a release, as UIKit timing parameters (the player's conversion).
  private static func timingProvider(_ timing: AnimationTiming) -> any UITimingCurveProvider {
    PlanPlayer.provider(for: TimingParameters(timing.kind))
  }

  // MARK: - Showing the sheet

  /// The sheet with its top edge at `top`: the container's width; between the detents its
  /// bottom stays on the container's bottom edge, below the lowest detent it keeps that
  /// detent's height and moves down.
  private func frame(top: CGFloat, in bounds: CGRect, model: SheetModel) -> CGRect {
    let lowestHeight = model.stops.last?.height ?? 0
    let height = max(model.containerHeight - top, lowestHeight, 0)
    return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: height)
  }

  /// Shows the sheet with its top edge at `top` (a drag) and the dim that goes with it.
  private func show(top: CGFloat) {
    guard let containerView, let presentedView, let model else { return }
    let frame = frame(top: top, in: containerView.bounds, model: model)
    presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: frame.size)
    presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
    dimmingView?.alpha = model.dimmingAlpha(top: top)
    layoutGrabber()
    lowerSheet?.showStacked(progress: stackingProgress(top: top, model: model))
  }

  /// Puts the sheet at the selected detent (through `bounds` and `center`, which stay defined
  /// under a transform) with its dim.
  private func layoutSheet() {
    guard let containerView, let presentedView else { return }
    let frame = frameOfPresentedViewInContainerView
    presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: frame.size)
    presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
    if let model {
      dimmingView?.alpha = model.dimmingAlpha(top: model.selectedTop)
    }
    dimmingView?.frame = containerView.bounds
    layoutGrabber()
    updateAccessibility()
  }

  private func layoutGrabber() {
    guard let grabberView, let presentedView else { return }
    grabberView.frame = SheetPresentation.grabberFrame(sheetWidth: presentedView.bounds.width)
    presentedView.bringSubviewToFront(grabberView)
  }

  // MARK: - The model

  /// The model in `container`, resolved on first use.
  private func resolvedModel(in container: UIView) -> SheetModel? {
    if let model { return model }
    guard let sheetContainer = sheetContainer(of: container),
      let resolved = try? SheetModel(presentation: sheet, container: sheetContainer)
    else { return nil }
    model = resolved
    return resolved
  }

  private func sheetContainer(of container: UIView) -> SheetContainer? {
    let size = container.bounds.size
    let preferred = presentedViewController.preferredContentSize.height
    return try? SheetContainer(
      size: CGSize(width: max(size.width, 0), height: max(size.height, 0)),
      topInset: max(container.safeAreaInsets.top, 0),
      preferredContentHeight: preferred > 0 && preferred.isFinite ? preferred : nil)
  }

  private func safeArea(of container: UIView) -> EdgeInsets {
    let insets = container.safeAreaInsets
    return EdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  // MARK: - Delegate, haptics, keyboard

  /// The delegate's `presentationControllerShouldDismiss(_:)`, `true` without one.
  private func delegateAllowsDismissal() -> Bool {
    #if canImport(ObjectiveC)
    // An optional requirement of an Objective-C protocol.
    return delegate?.presentationControllerShouldDismiss?(self) ?? true
    #else
    return delegate?.presentationControllerShouldDismiss(self) ?? true

    /// The sheet's grabber: VoiceOver's swipe up or down moves the sheet between its detents.
    @MainActor
    final class SheetGrabberView: UIView {
      /// Moves the sheet: `true` one detent up.
      var onAdjust: (@MainActor (Bool) -> Void)?

      /// One detent up.
      override func accessibilityIncrement() { onAdjust?(true) }

      /// One detent down.
      override func accessibilityDecrement() { onAdjust?(false) }
    }
    #endif
  }

  /// Tells the delegate that a dismissal the user attempted was refused.
  private func reportDismissAttempt() {
    #if canImport(ObjectiveC)
    delegate?.presentationControllerDidAttemptToDismiss?(self)
    #else
    delegate?.presentationControllerDidAttemptToDismiss(self)

    /// The sheet's grabber: VoiceOver's swipe up or down moves the sheet between its detents.
    @MainActor
    final class SheetGrabberView: UIView {
      /// Moves the sheet: `true` one detent up.
      var onAdjust: (@MainActor (Bool) -> Void)?

      /// One detent up.
      override func accessibilityIncrement() { onAdjust?(true) }

      /// One detent down.
      override func accessibilityDecrement() { onAdjust?(false) }
    }
    #endif
  }

  /// The selection haptic of a detent change; tvOS has no haptics.
  private func playSelectionHaptic() {
    #if !os(tvOS)
    UISelectionFeedbackGenerator().selectionChanged()

    /// The sheet's grabber: VoiceOver's swipe up or down moves the sheet between its detents.
    @MainActor
    final class SheetGrabberView: UIView {
      /// Moves the sheet: `true` one detent up.
      var onAdjust: (@MainActor (Bool) -> Void)?

      /// One detent up.
      override func accessibilityIncrement() { onAdjust?(true) }

      /// One detent down.
      override func accessibilityDecrement() { onAdjust?(false) }
    }
    #endif
  }

  /// Follows the keyboard (`KeyboardFollower`: its end frame converted from the screen's
  /// coordinate space into the container's).
  private func startFollowingKeyboard() {
    keyboard.start(
      container: { [weak self] in self?.containerView },
      onChange: { [weak self] frame, _ in self?.keyboardWillChange(to: frame) })
  }

  /// Lays the sheet out for the keyboard's new frame, unless a transition, a drag or a settle
  /// owns it.
  private func keyboardWillChange(to frame: CGRect?) {
    keyboardFrame = frame
    guard !isTransitioning, !isDragging, settleAnimator == nil else { return }
    layoutSheet()
  }

  private func tearDown() {
    stopSettle()
    resetStacking()
    keyboard.stop()
    keyboardFrame = nil
    if let panRecognizer { panRecognizer.view?.removeGestureRecognizer(panRecognizer) }
    panRecognizer = nil
    panTarget = nil
    grabberView?.removeFromSuperview()
    grabberView = nil
    dimmingView?.removeFromSuperview()
    dimmingView = nil
  }
}

/// The sheet's grabber: VoiceOver's swipe up or down moves the sheet between its detents.
@MainActor
final class SheetGrabberView: UIView {
  /// Moves the sheet: `true` one detent up.
  var onAdjust: (@MainActor (Bool) -> Void)?

  /// One detent up.
  override func accessibilityIncrement() { onAdjust?(true) }

  /// One detent down.
  override func accessibilityDecrement() { onAdjust?(false) }
}
#endif
