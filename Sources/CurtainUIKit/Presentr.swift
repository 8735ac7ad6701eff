#if canImport(UIKit)
import Curtain
import UIKit

/// Presentr's presenter: transition types, a layout and a background, applied by
/// `UIViewController.customPresentViewController(_:viewController:animated:completion:)`.
///
/// ```swift
/// let presenter = Presentr(presentationType: .alert)
/// presenter.registry = AnimatorRegistry.builtIn   // from CurtainAnimators
/// presenter.transitionType = .coverVerticalFromTop
/// presenter.dismissTransitionType = .crossDissolve
/// customPresentViewController(presenter, viewController: alert, animated: true, completion: nil)
/// ```
@MainActor
public final class Presentr {
  /// Where the presented view goes (Presentr's `PresentationType`: `.alert`, `.popup`,
  /// `.topHalf`, `.bottomHalf`, `.fullScreen`, `.custom(...)`, as `PresentationLayout`
  /// presets).
  public var presentationType: PresentationLayout
  /// How the presentation animates; `nil` (the default) is the layout's default, as in
  /// Presentr: `TransitionType.coverVerticalFromTop` for `.topHalf`,
  /// `TransitionType.coverVertical` for every other layout.
  public var transitionType: TransitionType?
  /// How the dismissal animates; `nil` mirrors ``transitionType`` (or, when that is `nil`, the
  /// layout's default).
  public var dismissTransitionType: TransitionType?
  /// Background, corners, background tap and shadow.
  ///
  /// Defaults to `PresentationUIConfiguration.presentr`: Presentr 1.9's black dim of opacity
  /// 0.7 that dismisses on a tap. Its corner radius, when 0, comes from ``roundCorners`` and
  /// ``cornerRadius``.
  public var uiConfiguration: PresentationUIConfiguration = .presentr
  /// Whether the presented view's corners are rounded with ``cornerRadius``; `nil` (the
  /// default) rounds the alert and the popup only, as Presentr does.
  public var roundCorners: Bool?
  /// The radius of rounded corners.
  ///
  /// Used when ``roundCorners`` rounds them. Defaults to 4, Presentr's (the core's
  /// `PresentationUIConfiguration.presentrCornerRadius`).
  public var cornerRadius: CGFloat = PresentationUIConfiguration.presentrCornerRadius
  /// The opacity of the dim behind the presented view, `0...1` (Presentr's
  /// `backgroundOpacity`, 0.7 by default): it sets ``uiConfiguration``'s background to a black
  /// dim of this opacity; a value outside `0...1` is clamped, a non-finite one leaves the
  /// background as it is.
  public var backgroundOpacity: Float {
    get {
      if case .dimmed(let alpha) = uiConfiguration.backgroundStyle { return Float(alpha) }
      return 0
    }
    set {
      guard newValue.isFinite else { return }
      let alpha = CGFloat(min(max(newValue, 0), 1))
      uiConfiguration = PresentationUIConfiguration(
        cornerRadius: uiConfiguration.cornerRadius, backgroundStyle: .dimmed(alpha: alpha),
        backgroundTap: uiConfiguration.backgroundTap, corners: uiConfiguration.corners,
        shadow: uiConfiguration.shadow)
    }
  }
  /// How the presented view makes room for the keyboard, as Presentr's
  /// `keyboardTranslationType`; `.none` by default.
  public var keyboardTranslationType: KeyboardAvoidance = .none
  /// Where the built-in transition types are looked up: `AnimatorRegistry.builtIn` from the
  /// `CurtainAnimators` module, or your own registry.
  ///
  /// `CurtainUIKit` depends on the core only, so there is no default: without a registry only
  /// `.custom` types work. A built-in type without a registry is a failure
  /// (`TransitionError.missingRegistry(transitionType:)`), reported through ``onFailure`` and
  /// ``lastError`` and logged; that half of the round trip then falls back on UIKit's own
  /// transition (the cover-vertical slide for a presentation, its reverse for a dismissal) in
  /// the layout's frame, the other half keeping its animator.
  public var registry: AnimatorRegistry?
  /// Called with each failure of this presenter's transitions.
  ///
  /// A transition type that cannot be made into an animator (see ``registry``; the half it
  /// animates then uses UIKit's transition), or an animator that cannot plan the presentation
  /// or the dismissal (the transition then completes without animation). Set it before `customPresentViewController(_:viewController:animated:completion:)`.
  ///
  /// ```swift
  /// presenter.onFailure = { error in print("not animated:", error) }
  /// ```
  public var onFailure: (@MainActor (TransitionError) -> Void)?
  /// The last failure reported through ``onFailure``; `nil` when the last
  /// ``prepare(presentedViewController:)`` made both animators and no transition failed since.
  public private(set) var lastError: TransitionError?
  /// The controller whose view is the context of the presentation.
  ///
  /// As Presentr's `viewControllerForContext`: the layout is resolved in that view's frame and the dimmed
  /// background covers only it. `nil` (the default) uses the whole screen.
  public weak var viewControllerForContext: UIViewController?
  /// With a context, whether a tap outside it is ignored by the presentation and reaches the
  /// views there, as Presentr's `shouldIgnoreTapOutsideContext`; `false` (the default) makes it
  /// a background tap (`PresentationUIConfiguration.backgroundTap`).
  public var shouldIgnoreTapOutsideContext = false
  /// Whether a swipe on the presented view dismisses it.
  ///
  /// Presentr's `dismissOnSwipe`, `false` by default; the presented controller, adopting
  /// ``PresentrDelegate``, may refuse it.
  public var dismissOnSwipe = false
  /// The direction of the swipe that dismisses; `.default` is up for `.topHalf`, down for the
  /// others, as Presentr.
  ///
  /// The view leaves the way the finger moves: a swipe against the dismissal's transition (an
  /// alert's cover leaving downwards, swiped up) sends the view off the other edge, with the
  /// finger. A dismissal by a background tap or `dismiss(animated:)` keeps the
  /// transition's own direction.
  public var dismissOnSwipeDirection: DismissSwipeDirection = .default
  /// Whether a background tap or a swipe asks UIKit to dismiss with animation (Presentr's
  /// `dismissAnimated`); `true` by default.
  ///
  /// As in Presentr, the transition type still plays when it is `false`: under the custom
  /// style UIKit runs the animation controller whether the dismissal is animated or not.
  public var dismissAnimated = true
  /// Whether the background is blurred with ``blurStyle`` instead of dimmed (Presentr's
  /// `blurBackground`); `false` by default.
  public var blurBackground = false
  /// The blur's style when ``blurBackground`` is on; `.dark` by default, as Presentr (styles
  /// without a `PresentationUIConfiguration/BlurStyle` of their name blur as `.dark`).
  public var blurStyle: UIBlurEffect.Style = .dark

  /// Creates a presenter.
  ///
  /// - Parameter presentationType: The layout.
  public init(presentationType: PresentationLayout) {
    self.presentationType = presentationType
  }

  /// Configures `presentedViewController` to present with this presenter; it keeps the
  /// delegate alive itself.
  ///
  /// - Parameter presentedViewController: The controller about to be presented.
  public func prepare(presentedViewController: UIViewController) {
    let delegate = ModalTransitionDelegate()
    delegate.layout = fitted(presentationType, to: presentedViewController)
    var look = uiConfiguration.presentrCorners(
      for: presentationType, roundCorners: roundCorners, cornerRadius: cornerRadius)
    if blurBackground {
      look = PresentationUIConfiguration(
        cornerRadius: look.cornerRadius, backgroundStyle: blurredBackground,
        backgroundTap: look.backgroundTap, corners: look.corners, shadow: look.shadow)
    }
    delegate.uiConfiguration = look
    delegate.dismissesAnimated = dismissAnimated
    if dismissOnSwipe {
      let animated = dismissAnimated
      delegate.wire(
        viewController: presentedViewController, with: swipePan,
        navigationAction: { [weak presentedViewController] in
          presentedViewController?.dismiss(animated: animated, completion: nil)
        })
    }
    delegate.keyboardAvoidance = keyboardTranslationType
    if let context = viewControllerForContext {
      delegate.contextViewProvider = { [weak context] in context?.view }
      delegate.passesTouchesOutsideContext = shouldIgnoreTapOutsideContext
    }
    lastError = nil
    let handler = onFailure
    delegate.onFailure = { [weak self] error in
      self?.lastError = error
      handler?(error)
    }
    let presenting = transitionType ?? .presentrDefault(for: presentationType)
    for (operation, type) in [
      (TransitionOperation.present, presenting),
      (.dismiss, dismissTransitionType ?? presenting),
    ] {
      switch Self.animator(for: type, registry: registry, operation: operation) {
      case .success(let animator): delegate.set(animator: animator, for: [operation])
      case .failure(let error):
        TransitionBridge.log(error, operation: operation)
        delegate.report(error)
      }
    }
    delegate.attach(to: presentedViewController)
  }

  /// `layout`, or for `PresentationLayout.dynamic(center:)` (no preferred size) the dynamic
  /// layout of the presented view's compressed fitting size, as Presentr measures it.
  private func fitted(
    _ layout: PresentationLayout, to presented: UIViewController
  ) -> PresentationLayout {
    guard layout == .dynamic(center: layout.alignment) else { return layout }
    let size = presented.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    var fitted = PresentationLayout.dynamic(preferredSize: size, center: layout.alignment)
    fitted.ignoresSafeArea = layout.ignoresSafeArea
    return fitted
  }

  /// The animator a transition type names, or why there is none.
  private static func animator(
    for type: TransitionType, registry: AnimatorRegistry?, operation: TransitionOperation
  ) -> Result<any TransitionAnimator, TransitionError> {
    if registry == nil, let spec = type.spec {
      return .failure(.missingRegistry(transitionType: spec.animator.rawValue))
    }
    do {
      // A `.custom` type needs no registry: an empty one is never asked.
      let lookup = try registry ?? AnimatorRegistry()
      return .success(try type.makeAnimator(registry: lookup, operation: operation))
    } catch {
      return .failure(
        .animatorFailed(
          animator: "Presentr's \(type.spec?.animator.rawValue ?? "custom") transition",
          reason: String(describing: error)))
    }
  }
}

/// Jelly's animator: a `Presentation` (cover, fade, slide) that prepares a view controller
/// for presentation.
///
/// ```swift
/// let animator = Animator(presentation: CoverPresentation(directionShow: .top, directionDismiss: .top))
/// animator.prepare(presentedViewController: detail)
/// present(detail, animated: true)
/// ```
@MainActor
public final class Animator {
  /// The presentation: layout, background, timing and interaction.
  public let presentation: any Presentation
  /// The controller last prepared, whose presentation the live updates change.
  public private(set) weak var presentedViewController: UIViewController?

  /// Creates an animator.
  ///
  /// - Parameter presentation: The presentation.
  public init(presentation: any Presentation) {
    self.presentation = presentation
  }

  /// Configures `presentedViewController` to present with the presentation; it keeps the
  /// delegate alive itself, and a configured interaction dismisses it with a pan.
  ///
  /// The pan measures its progress as Jelly's does, whatever the configuration's
  /// `progressMeasure`: the finger's translation over the presented view's size along the
  /// pan, finishing past the threshold (`InteractionConfiguration.ProgressMeasure.draggedViewSize`).
  /// In the edge mode, a view smaller than the screen along the pan is dismissed by a swipe
  /// from the screen's edge outside it: the pan is on the presentation's container.
  ///
  /// - Parameter presentedViewController: The controller about to be presented.
  public func prepare(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
    let delegate = ModalTransitionDelegate(animator: presentation)
    delegate.layout = presentation.layout
    delegate.uiConfiguration = presentation.uiConfiguration
    let direction: LayoutDirection =
      presentedViewController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    if let pan = presentation.dismissalPan(layoutDirection: direction),
      let configuration = presentation.dismissalInteraction
    {
      // Jelly's progress, decided in the core: the finger's translation over the presented
      // view's size along the pan, the threshold as given (InteractionController.getProgress).
      delegate.wire(
        viewController: presentedViewController, with: pan,
        navigationAction: { [weak presentedViewController] in
          presentedViewController?.dismiss(animated: true, completion: nil)
        },
        configuration: configuration)
      // Jelly wires its interaction once, in `prepare`: every presentation keeps the pan.
      delegate.keepsWiring = true
    }
    delegate.attach(to: presentedViewController)
  }
}
#endif
