// What sheets use beyond the transition machinery: the presentation controller's delegate and
// its dismissal veto, `isModalInPresentation`, `presentationController`, and the selection
// haptic. Each declaration carries Apple's availability (the page is named in `Mirrors:`).

// Mirrors: documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// The presentation controller's delegate: here only the members about dismissal (all members
/// are optional in Apple's; the model's protocol gives each a default that does nothing, and
/// `presentationControllerShouldDismiss(_:)` a default of `true`, the documented behaviour
/// without a delegate).
@MainActor
@available(iOS 8.0, tvOS 9.0, *)
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  /// Asks whether a dismissal the user attempts may go ahead.
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  )
    -> Bool
  // Mirrors: documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  /// "Notifies the delegate that a user-initiated attempt to dismiss a view was prevented."
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  // Mirrors: documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  /// "Notifies the delegate before a presentation controller dismisses its view controller"
  /// in response to a user-initiated action; not for a dismissal in code (§14.4).
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  // Mirrors: documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  /// "Notifies the delegate after a presentation controller dismisses its view controller" in
  /// response to a user-initiated action; not for a dismissal in code, nor a cancelled one
  /// (§14.4).
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@available(iOS 8.0, tvOS 9.0, *)
extension UIAdaptivePresentationControllerDelegate {
  /// Allows the dismissal.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

extension UIPresentationController {
  // Mirrors: documentation/uikit/uipresentationcontroller/delegate
  /// The delegate (weak, as Apple's).
  @available(iOS 8.0, tvOS 9.0, *)
  weak public var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { presentationStore.delegate }
    set { presentationStore.delegate = newValue }
  }
}

extension UIViewController {
  // Mirrors: documentation/uikit/uiviewcontroller/ismodalinpresentation
  /// Whether the controller "prevents the interactive dismissal of the view controller while it
  /// is onscreen" (default `false`).
  @available(iOS 13.0, tvOS 13.0, *)
  public var isModalInPresentation: Bool {
    get { controllerStore.isModalInPresentation }
    set { controllerStore.isModalInPresentation = newValue }
  }
  // Mirrors: documentation/uikit/uiviewcontroller/preferredcontentsize
  /// The size the controller would like for its view (`.zero`, no preference, by default).
  ///
  /// A change tells the presentation controller of a presented controller
  /// (`preferredContentSizeDidChange(forChildContentContainer:)`: "Notifies the container that
  /// the preferred content size of one of its child containers changed",
  /// AD/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)). D (§19.1).
  @available(iOS 7.0, tvOS 9.0, *)
  public var preferredContentSize: CGSize {
    get { controllerStore.preferredContentSize }
    set {
      let old = controllerStore.preferredContentSize
      controllerStore.preferredContentSize = newValue
      // §19.1 M: the same value tells nothing (alternative `sameContentSizeNotifies`: it does).
      let repeats = UIKitModel.world.readings.uses(.sameContentSizeNotifies)
      guard newValue != old || repeats, controllerStore.presenting != nil,
        let managing = controllerStore.presentationController
      else { return }
      managing.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }
  // Mirrors: documentation/uikit/uiviewcontroller/presentationcontroller
  /// The presentation controller "that's managing the current view controller": this
  /// controller's or its nearest ancestor's; before a presentation, "accessing this property
  /// creates a presentation controller based on the current value in the
  /// modalPresentationStyle property" (§14.1), which the presentation then uses.
  @available(iOS 8.0, tvOS 9.0, *)
  public var presentationController: UIPresentationController? {
    var current: UIViewController? = self
    while let controller = current {
      if let managing = controller.controllerStore.presentationController { return managing }
      current = controller.controllerStore.parent
    }
    return ModelHost.earlyPresentationController(for: self)
  }
}

// Mirrors: documentation/uikit/uifeedbackgenerator
/// A haptic feedback generator (iOS only).
@MainActor
@available(iOS 10.0, *)
@available(tvOS, unavailable)
open class UIFeedbackGenerator: NSObject {
  // `prepare()` is left out: Curtain does not call it, and the parity lint matches members by
  // name (a tvOS-unavailable `prepare` would flag every other `prepare` in the package).
}

// Mirrors: documentation/uikit/uiselectionfeedbackgenerator
/// The haptic of a selection that changes (iOS only).
@MainActor
@available(iOS 10.0, *)
@available(tvOS, unavailable)
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Creates a generator.
  public override init() { super.init() }
  // Mirrors: documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  /// "Triggers selection feedback": the model counts it in ``ModelWorld/selectionHaptics`` (§20.2).
  open func selectionChanged() { UIKitModel.world.selectionHaptics += 1 }
}
