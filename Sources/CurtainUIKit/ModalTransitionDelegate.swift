#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// A transitioning delegate for modal presentations played by Curtain (EasyTransitions'
/// `ModalTransitionDelegate`).
///
/// Set an animator, optionally a presentation layout or your own presentation controller, and
/// optionally wire a pan that dismisses interactively. The presented controller keeps this
/// delegate alive itself (`UIViewController.present(_:animator:animated:onFailure:completion:)`
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
  /// Whether a background tap or the escape gesture dismisses with animation (`Presentr`'s
  /// `dismissAnimated`).
  package var dismissesAnimated = true
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
  /// Called when an animator of this delegate cannot plan a presentation or dismissal (or a
  /// re-target of one), with the error; the transition then completes without animation
  /// (or goes on unchanged), and the failure is logged (`os.Logger`, subsystem `Curtain`).
  ///
  /// ```swift
  /// delegate.onFailure = { error in print("not animated:", error) }
  /// ```
  public var onFailure: (@MainActor (TransitionError) -> Void)?
  /// The last failure reported through ``onFailure``; `nil` until one.
  public internal(set) var lastError: TransitionError?

  /// Your own presentation controller, held until UIKit takes it for the next presentation
  /// (UIKit then keeps it until the dismissal; holding it longer would keep the presented
  /// controller alive through it).
  var pendingPresentationController: UIPresentationController?
  weak var presentationController: CurtainPresentationController?
  weak var sheetController: CurtainSheetPresentationController?
  weak var wiredController: UIViewController?
  /// How the pan was wired, kept across dismissals when ``keepsWiring``: the next presentation
  /// wires it again, as Jelly keeps its pan for every presentation of a prepared controller.
  var wiring: Wiring?
  /// Whether the pan and the drag come back with the next presentation after a dismissal
  /// (Jelly's `Animator`, whose action holds the controller weakly); otherwise a dismissal
  /// releases them and what their actions captured.
  var keepsWiring = false
  /// The controller a drag to dismiss was wired on, wired again on its next presentation.
  weak var dragWiredController: UIViewController?
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

  /// Uses `animator` for `operation` (EasyTransitions' `set(animator:for:)`).
  ///
  /// - Parameters:
  ///   - animator: The animator.
  ///   - operation: The operation it plays.
  public func set(animator: any TransitionAnimator, for operation: Operation) {
    animators[operation] = animator
  }

  /// Stops animating `operation` with an animator of this delegate: UIKit's own transition
  /// plays it (EasyTransitions' `removeAnimator(for:)`).
  ///
  /// - Parameter operation: The operation.
  public func removeAnimator(for operation: Operation) {
    animators[operation] = nil
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
}
#endif
