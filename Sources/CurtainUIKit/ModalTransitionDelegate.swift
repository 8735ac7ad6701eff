#if canImport(UIKit)
import Curtain
import UIKit

/// A transitioning delegate for modal presentations played by Curtain (EasyTransitions'
/// `ModalTransitionDelegate`).
///
/// Set an animator, optionally a presentation layout or your own presentation controller, and
/// optionally wire a pan that dismisses interactively. The presented controller keeps this
/// delegate alive itself (`UIViewController.present(_:animator:animated:completion:)`
/// stores it), and everything it holds is released once the dismissal has completed.
///
/// ```swift
/// let delegate = ModalTransitionDelegate()
/// delegate.set(animator: MyAnimator())
/// delegate.wire(viewController: detail, with: .regular(.fromTop)) {
///   detail.dismiss(animated: true)
/// }
/// delegate.attach(to: detail)   // detail keeps the delegate alive
/// present(detail, animated: true)
/// ```
@MainActor
public final class ModalTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// Which half of a modal round trip an animator plays (`.present` or `.dismiss`):
  /// `TransitionOperation`, Curtain's one vocabulary.
  public typealias Operation = TransitionOperation

  /// The animators, by operation.
  public private(set) var animators: [Operation: any TransitionAnimator] = [:]
  /// When set, presentations use a ``CurtainPresentationController`` with this layout.
  public var layout: PresentationLayout?
  /// When set, presentations are this sheet.
  ///
  /// A ``CurtainSheetPresentationController`` plays it (detents, a drag between them, the
  /// dismissal veto); it wins over ``layout``. Without an
  /// animator for an operation, the sheet rises from the bottom edge and falls back on its own
  /// spring.
  public var sheet: SheetPresentation?
  /// Background, corners and background tap for ``layout``'s presentation controller.
  public var uiConfiguration: PresentationUIConfiguration = .default
  /// How the presented view of ``layout`` makes room for the keyboard; `.none` by default.
  public var keyboardAvoidance: KeyboardAvoidance = .none
  /// Returns the view whose frame is the context of ``layout``'s presentation
  /// (``CurtainPresentationController/contextViewProvider``); `nil` by default.
  public var contextViewProvider: (@MainActor () -> UIView?)?
  /// With a context, whether touches outside it reach the presenting views
  /// (``CurtainPresentationController/passesTouchesOutsideContext``); `false` by default.
  public var passesTouchesOutsideContext = false
  /// Whether these transitions reduce motion: `nil` (the default) follows the system's Reduce
  /// Motion setting, `true` or `false` overrides it (``TransitionBridge/reducesMotion``).
  public var reducesMotion: Bool?
  /// How the presentation controllers this delegate makes adjust Curtain's accessible
  /// defaults (`PresentationAccessibility`); `AccessibilityOptions.automatic` by default.
  public var accessibilityOptions: AccessibilityOptions = .automatic
  /// The frame a transition expands from, in the container's coordinates (App Store cards).
  ///
  /// A fixed value; when ``sourceViewProvider`` or ``sourceFrameProvider`` is set, the providers
  /// decide the source instead and this value is not used.
  public var sourceFrame: CGRect?
  /// Returns the view a matched transition (zoom, container transform) grows from and shrinks
  /// back onto, for example a thumbnail in a list.
  ///
  /// Asked when the presentation is planned and again when the dismissal is planned, as UIKit
  /// asks the zoom transition's provider ("The system calls the source view provider when it
  /// presents and when it dismisses the view controller",
  /// AD/uiviewcontroller/transition/zoom(options:sourceviewprovider:)): a list that scrolled
  /// meanwhile gets the screen back onto the cell's new place. The view's bounds are converted
  /// into the container's coordinates and its layer's corner radius is the source's; the pair's
  /// destination is the view of the presented controller with the same `UIView.curtainMatchID`
  /// (see ``matchID``), else the presented frame. Returning `nil`, or a view outside any window,
  /// means there is no source: the zoom's dismissal falls back to a cross-dissolve.
  ///
  /// Capture the view weakly (`{ [weak cell] in cell }`): the delegate lives as long as the
  /// presented controller.
  public var sourceViewProvider: (@MainActor () -> UIView?)?
  /// Returns the source frame of a matched transition, in window coordinates.
  ///
  /// For callers that have a frame but no view (the SwiftUI modifiers); asked like
  /// ``sourceViewProvider``, and only when that provider is not set or returns `nil`. The frame
  /// is converted into the container's coordinates; the source's corner radius is 0.
  public var sourceFrameProvider: (@MainActor () -> CGRect?)?
  /// Returns the destination frame of a matched transition in the presented root view's
  /// coordinates, when no view of the presented controller has the pair's match id.
  ///
  /// For presented content without views to mark (SwiftUI's `.curtainMatchDestination(id:in:)`
  /// reports its frame in the hosting view's space); asked when each transition is planned. The
  /// frame is placed at the presented frame; `nil`, or a frame that is not finite or has no
  /// area, leaves the presented frame as the destination.
  public var destinationFrameProvider: (@MainActor () -> CGRect?)?
  /// The match id that pairs the source with a view of the presented controller
  /// (`UIView.curtainMatchID`); `nil` (the default) uses the source view's own
  /// `curtainMatchID`.
  public var matchID: String?
  /// The pan wired by ``wire(viewController:with:navigationAction:beginWhen:configuration:)``.
  public internal(set) var interaction: PanInteraction?
  /// The drag wired by ``wireDragToDismiss(viewController:)``.
  public internal(set) var dragInteraction: ShrinkingDragInteraction?

  /// Your own presentation controller, held until UIKit takes it for the next presentation
  /// (UIKit then keeps it until the dismissal; holding it longer would keep the presented
  /// controller alive through it).
  private var pendingPresentationController: UIPresentationController?
  private weak var presentationController: CurtainPresentationController?
  private weak var sheetController: CurtainSheetPresentationController?
  weak var wiredController: UIViewController?
  /// The bridge of the last transition asked for (UIKit holds it while it plays).
  weak var lastBridge: TransitionBridge?
  /// The source view the matched pairs were last made from, with its pair's id (the player
  /// snapshots it for a plan's `.matched(id)` actor); held weakly.
  var matchedSource: (id: String, view: UIView)? {
    get { matchedSourceView.flatMap { view in matchedSourceID.map { ($0, view) } } }
    set {
      matchedSourceView = newValue?.view
      matchedSourceID = newValue?.id
    }
  }
  private weak var matchedSourceView: UIView?
  private var matchedSourceID: String?
  /// The zoom's dim a completed presentation left behind a smaller presented screen.
  ///
  /// ``TransitionBridge``'s kept background: the dismissal's `.background`, removed once the
  /// dismissal has completed. Held weakly (the container holds it).
  weak var keptBackground: UIView?

  /// Creates a delegate with no animator: UIKit's default transition until one is set.
  public override init() {
    super.init()
  }

  /// Creates a delegate that presents `sheet` (see ``sheet``).
  ///
  /// - Parameter sheet: The sheet's detents, chrome and dismissal rules.
  public convenience init(sheet: SheetPresentation) {
    self.init()
    self.sheet = sheet
  }

  /// Creates a delegate that plays `animator` both ways.
  ///
  /// - Parameter animator: The animator for presentation and dismissal.
  public convenience init(animator: any TransitionAnimator) {
    self.init()
    set(animator: animator)
  }

  /// Uses `animator` for both presentation and dismissal.
  ///
  /// - Parameter animator: The animator.
  public func set(animator: any TransitionAnimator) {
    set(animator: animator, for: [.present, .dismiss])
  }

  /// Uses `animator` for the given operations.
  ///
  /// - Parameters:
  ///   - animator: The animator.
  ///   - operations: The operations it plays.
  public func set(animator: any TransitionAnimator, for operations: [Operation]) {
    for operation in operations { animators[operation] = animator }
  }

  /// Makes `viewController` present and dismiss through this delegate, and keeps this delegate
  /// alive with it.
  ///
  /// UIKit holds `transitioningDelegate` weakly, which is why EasyTransitions and Jelly make
  /// you keep the delegate in a property; after `attach(to:)` the presented controller keeps it,
  /// and both are released together after the dismissal.
  ///
  /// - Parameters:
  ///   - viewController: The controller about to be presented.
  ///   - presentationStyle: Its modal presentation style. Defaults to `.custom`.
  public func attach(
    to viewController: UIViewController, presentationStyle: UIModalPresentationStyle = .custom
  ) {
    viewController.curtainStorage.modalDelegate = self
    viewController.transitioningDelegate = self
    viewController.modalPresentationStyle = presentationStyle
  }

  /// Uses your own presentation controller for the next presentation (EasyTransitions'
  /// `set(presentationController:)`); `nil` goes back to ``layout``, or none.
  ///
  /// The delegate holds it until UIKit asks for it, then lets go: UIKit keeps it until the
  /// dismissal. Set a new one before presenting again.
  ///
  /// - Parameter presentationController: The controller to return to UIKit.
  public func set(presentationController: UIPresentationController?) {
    pendingPresentationController = presentationController
  }

  // MARK: - UIViewControllerTransitioningDelegate

  /// The bridge that presents with the present animator.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  /// - Returns: A ``TransitionBridge``, or `nil` without an animator.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    bridge(for: .present, presented: presented)
  }

  /// The bridge that dismisses with the dismiss animator.
  ///
  /// - Parameter dismissed: The controller being dismissed.
  /// - Returns: A ``TransitionBridge``, or `nil` without an animator.
  public func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    // A drag under way hands the screen over where it is (no transform left on it).
    dragInteraction?.screenLeft()
    guard let bridge = self.bridge(for: .dismiss, presented: dismissed) else {
      // No dismiss animator: no pan can drive this dismissal, so what it captured goes now.
      unwire()
      return nil
    }
    bridge.presentedFrame = dismissed.view.frame
    return bridge
  }

  /// The bridge itself when a pan is starting the presentation.
  ///
  /// - Parameter animator: The animation controller UIKit got.
  /// - Returns: The interaction controller, or `nil` for a timed presentation.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive(animator)
  }

  /// The bridge itself when a pan is starting the dismissal.
  ///
  /// - Parameter animator: The animation controller UIKit got.
  /// - Returns: The interaction controller, or `nil` for a timed dismissal.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive(animator)
  }

  /// Your own controller when one was set, else a ``CurtainSheetPresentationController`` when
  /// ``sheet`` is set, else a ``CurtainPresentationController``: with ``layout`` when it is
  /// set, otherwise full screen with no background (so that a plain animator's presentation is
  /// modal for VoiceOver and answers the escape gesture too).
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  /// - Returns: The presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    if let pending = pendingPresentationController {
      pendingPresentationController = nil
      return pending
    }
    if let sheet {
      let controller = CurtainSheetPresentationController(
        presentedViewController: presented, presenting: presenting, sheet: sheet)
      controller.accessibilityOptions = accessibilityOptions
      controller.onDismissed = { [weak self] in self?.unwire() }
      sheetController = controller
      return controller
    }
    // Without a layout (a plain animator: AZTransitions, EasyTransitions), a full-screen
    // controller with no background, so that the presentation is accessible too.
    let controller = CurtainPresentationController(
      presentedViewController: presented, presenting: presenting,
      layout: layout ?? PresentationLayout(ignoresSafeArea: true),
      uiConfiguration: layout == nil ? Self.plainConfiguration : uiConfiguration,
      keyboardAvoidance: keyboardAvoidance)
    controller.presentsPlainAnimator = layout == nil
    controller.accessibilityOptions = accessibilityOptions
    controller.contextViewProvider = contextViewProvider
    controller.passesTouchesOutsideContext = passesTouchesOutsideContext
    // A dismissal UIKit performs without asking for an animator (an intermediate controller of
    // a dismissed stack) still releases what the pan captured.
    controller.onDismissed = { [weak self] in self?.unwire() }
    presentationController = controller
    return controller
  }

  // MARK: - Internals

  /// The look of a plain animator's presentation controller: no background, no background tap.
  private static let plainConfiguration =
    (try? PresentationUIConfiguration(backgroundStyle: .none, backgroundTap: .none)) ?? .default

  private func bridge(for operation: Operation, presented: UIViewController) -> TransitionBridge? {
    // Set again below when a Curtain plan plays this transition (the presentation controller
    // fades its background itself when none does).
    presentationController?.transitionBridge = nil
    guard var animator = animators[operation] ?? sheet.map(SheetTransitionAnimator.init) else {
      return nil
    }
    if operation == .dismiss, let finger = dragInteraction?.takeFlightVelocity() {
      // The drag-to-dismiss session's flight: the finger's velocity carried into the plan.
      animator = DragFlightAnimator(base: animator, finger: finger)
    }
    let bridge = TransitionBridge(
      animator: animator, operation: operation == .present ? .present : .dismiss)
    lastBridge = bridge
    if sourceViewProvider != nil || sourceFrameProvider != nil {
      // The providers decide, once per transition, when the bridge plans it.
      bridge.provideMatchedPairs = { [weak self, weak presented] container, presentedFrame in
        self?.matchedPairs(in: container, presented: presented, presentedFrame: presentedFrame)
          ?? []
      }
      bridge.provideSnapshotSources = { [weak self] in
        guard let source = self?.matchedSource else { return [:] }
        return [source.id: source.view]
      }
    } else {
      bridge.sourceFrame = sourceFrame
    }
    bridge.reducesMotion = reducesMotion
    bridge.reducedTransparencyDimAlpha = { [weak self] in
      self?.presentationController?.accessibility.reducedTransparencyDimAlpha
    }
    if case .blurred(let style) = uiConfiguration.backgroundStyle {
      bridge.blurStyle = UIBlurEffect.Style(style)
    }
    bridge.provideViews = { [weak self] in
      guard
        let background = self?.presentationController?.backgroundView
          ?? self?.sheetController?.dimmingView ?? self?.keptBackground
      else { return [:] }
      return [.background: background]
    }
    // A rotation mid-transition re-targets the transition to the layout's new frame.
    presentationController?.transitionBridge = bridge
    if operation == .dismiss {
      bridge.onEnded = { [weak self] completed in
        guard completed else { return }
        // The kept dim, faded out by the dismissal, leaves with the screen.
        self?.keptBackground?.removeFromSuperview()
        self?.keptBackground = nil
        self?.unwire()
      }
    } else {
      bridge.onKeptBackground = { [weak self] background in self?.keptBackground = background }
      bridge.dragsToDismiss = dragInteraction != nil
    }
    if let interaction, interaction.isActive {
      bridge.wantsInteractiveStart = true
      interaction.bridge = bridge
    } else {
      interaction?.runningBridge = bridge
    }
    return bridge
  }

  private func interactive(
    _ animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let bridge = animator as? TransitionBridge, bridge.wantsInteractiveStart else {
      return nil
    }
    return bridge
  }
}
#endif
