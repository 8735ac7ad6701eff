#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The view a Curtain presentation controller owns around the presented view, so that the
/// escape gesture and a keyboard's Escape reach the presentation.
///
/// VoiceOver's two-finger scrub calls `accessibilityPerformEscape()` on the focused element and
/// then on the views containing it ("Implement accessibilityPerformEscape on an element or
/// containing view to exit a modal or hierarchical interface view. For example,
/// UIPopoverController implements accessibilityPerformEscape on it's root view",
/// UIAccessibility.h); the presented view belongs to the app, so the presentation controller
/// wraps it in this view once the presentation has completed (Apple's CustomTransitions sample
/// wraps its presented view the same way). It covers the container exactly, so frames in it
/// are the container's; touches on it that hit no subview go through to the views below.
///
/// A hardware keyboard's Escape key (`UIKeyCommand.inputEscape`) does the same through a key
/// command found along the responder chain, never by taking the first responder from the
/// app's content: the host offers it while it is the first responder itself (when nothing in
/// the presented content is), and the presented view controller offers it (`addKeyCommand(_:)`)
/// to a text field or any responder inside it, whose chain runs through its view controller
/// (AD/uiresponder/next), not through this view.
@MainActor
final class AccessibilityHostView: UIView {
  /// Performs an escape: the presentation controller's dismissal attempt; returns whether it
  /// dismisses.
  var onEscape: (@MainActor () -> Bool)?

  /// The escape gesture: the presentation's `DismissalAttempt.escape`.
  ///
  /// - Returns: Whether the presentation is being dismissed.
  override func accessibilityPerformEscape() -> Bool {
    onEscape?() ?? false
  }

  /// Touches that hit only this view go to the views below it.
  ///
  /// - Parameters:
  ///   - point: The point, in this view's coordinates.
  ///   - event: The event.
  /// - Returns: The subview hit, or `nil`.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  /// It takes the first responder, when the presented content holds none, so that its Escape
  /// key command is found.
  override var canBecomeFirstResponder: Bool { true }

  /// Escape, as a keyboard shortcut.
  ///
  /// It leaves the system's own use of the key first (no `wantsPriorityOverSystemBehavior`):
  /// "the system delivers physical keyboard events to the text input or focus systems first",
  /// and a command that wants priority "reverses that order"
  /// (AD/uikeycommand/wantspriorityoversystembehavior), so Escape during a Japanese or Chinese
  /// composition would dismiss the presentation instead of cancelling the composition.
  override var keyCommands: [UIKeyCommand]? {
    #if canImport(ObjectiveC)
    return [
      UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapeKeyPressed))
    ]
    #else
    return [
      UIKeyCommand(modelInput: UIKeyCommand.inputEscape, modifierFlags: []) { [weak self] _ in
        _ = self?.onEscape?()
      }
    ]
    #endif
  }

  /// Wraps `view` (at its place in `container`) and returns the host, covering the container.
  static func wrap(_ view: UIView, in container: UIView) -> AccessibilityHostView {
    let host = AccessibilityHostView(frame: container.bounds)
    host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if view.superview === container {
      container.insertSubview(host, aboveSubview: view)
    } else {
      container.addSubview(host)
    }
    host.addSubview(view)
    return host
  }
}

#if canImport(ObjectiveC)
extension AccessibilityHostView {
  @objc fileprivate func escapeKeyPressed(_ sender: UIKeyCommand) { _ = onEscape?() }
}

extension UIViewController {
  /// The Escape key command's action, sent up the responder chain from a responder in a
  /// Curtain presentation's content: the nearest controller (this one or a parent) that a
  /// Curtain presentation controller gave an escape handler performs it.
  @objc func curtainEscapeKeyPressed(_ sender: UIKeyCommand) {
    var controller: UIViewController? = self
    while let current = controller {
      if let handler = current.curtainEscapeHandler {
        _ = handler.perform()
        return
      }
      controller = current.parent
    }
  }
}
#endif

/// What Escape does for a presented view controller's content.
@MainActor
final class EscapeHandler: NSObject {
  /// Performs the escape; returns whether the presentation is being dismissed.
  let perform: @MainActor () -> Bool
  init(perform: @escaping @MainActor () -> Bool) { self.perform = perform }
}

extension UIViewController {
  /// The escape a Curtain presentation controller performs for this presented controller's
  /// Escape key, kept in the controller's ``curtainStorage`` (released with the controller).
  var curtainEscapeHandler: EscapeHandler? {
    get { curtainStorageIfPresent?.escapeHandler }
    set {
      if newValue == nil, curtainStorageIfPresent == nil { return }
      curtainStorage.escapeHandler = newValue
    }
  }
}

extension UIView {
  /// Whether this view or a view inside it is the first responder.
  var holdsFirstResponder: Bool { firstResponderInside != nil }

  /// This view or the view inside it that is the first responder, if any.
  var firstResponderInside: UIView? {
    if isFirstResponder { return self }
    for subview in subviews {
      if let found = subview.firstResponderInside { return found }
    }
    return nil
  }
}

/// What both Curtain presentation controllers do with a `PresentationAccessibility`: the
/// decisions are the core's; this only performs them on UIKit's views.
@MainActor
final class AccessibilityPerformer {
  /// The host around the presented view while it is presented.
  private(set) var host: AccessibilityHostView?
  /// The element VoiceOver had focused when the presentation began (the presenting button),
  /// focused again after the dismissal when it still shows the same thing
  /// (``returnContent``, the core's `FocusReturn`).
  private weak var returnFocus: NSObject?
  /// What ``returnFocus`` said when the presentation began.
  private var returnContent: FocusReturn.Content?
  /// The presenting screen, focused after the dismissal when the element is gone or reused.
  private weak var presentingView: UIView?

  /// The presented view controller, which offers the Escape key command to its content.
  private weak var presented: UIViewController?
  /// The Escape key command the presented view controller offers while it is presented.
  private var escapeCommand: UIKeyCommand?
  /// The target of the host's Menu-button recognizer.
  private var menuTarget: GestureTarget?

  /// Makes the Menu button (the Apple TV remote's back button, a game controller's) the
  /// escape: a press-only tap recognizer on the host, which is on the responder chain of every
  /// view in the content, so a press from the focused view reaches it ("The default press type
  /// is UIPress.PressType.select", AD/uigesturerecognizer/allowedpresstypes; no touch types, so
  /// touches still go where they went).
  private func addMenuPress(
    to host: AccessibilityHostView, _ onEscape: @escaping @MainActor () -> Bool
  ) {
    let menu = UITapGestureRecognizer()
    menu.allowedPressTypes = [NSNumber(value: UIPress.PressType.menu.rawValue)]
    menu.allowedTouchTypes = []
    let target = GestureTarget { recognizer in
      guard recognizer.state == .ended else { return }
      _ = onEscape()
    }
    target.attach(to: menu)
    host.addGestureRecognizer(menu)
    menuTarget = target
  }

  /// Remembers the focused element and the presented view controller; called when the
  /// presentation begins.
  func presentationWillBegin(
    _ presentedViewController: UIViewController, presenting: UIViewController?
  ) {
    let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
    returnFocus = focused
    returnContent = focused.map(Self.content(of:))
    presentingView = presenting?.view
    presented = presentedViewController
  }

  /// What `element` says to assistive technologies, for `FocusReturn`.
  static func content(of element: NSObject) -> FocusReturn.Content {
    guard let responder = element as? UIResponder else {
      return FocusReturn.Content(label: nil, value: nil, identifier: nil, traits: 0)
    }
    return FocusReturn.Content(
      label: responder.accessibilityLabel, value: responder.accessibilityValue,
      identifier: (element as? UIView)?.accessibilityIdentifier,
      traits: responder.accessibilityTraits.rawValue)
  }

  /// Where focus goes after the dismissal: the remembered element when it is still in the
  /// window and says the same (the core's `FocusReturn`), else the presenting screen.
  private var returnTarget: NSObject? {
    let element = returnFocus
    let decision = FocusReturn.decide(
      remembered: returnContent, current: element.map(Self.content(of:)),
      isInWindow: element.map { ($0 as? UIView)?.window != nil || !($0 is UIView) } ?? false)
    switch decision {
    case .element: return element
    case .screen: return presentingView
    }
  }

  /// The presentation's preferred focus environments (the core's `KeyboardFocus.appearing`).
  ///
  /// The content's first responder when it can be focused (a text field the presented screen
  /// focused keeps its keyboard: focus going elsewhere would end its editing), then the
  /// presented controller (its own preferred focus environments). Curtain's chrome (the dim,
  /// the grabber, the host) is never one, so the focus system searches the content first
  /// (AD/uifocusenvironment/preferredfocusenvironments: "each preferred focus environment is
  /// recursively searched in the order it appears in the array until an eligible, focusable
  /// item is found").
  func preferredFocusEnvironments(
    presented: UIViewController, presentedView: UIView?, focus: KeyboardFocus
  ) -> [any UIFocusEnvironment] {
    var environments: [any UIFocusEnvironment] = []
    for target in focus.appearing {
      switch target {
      case .firstResponder:
        if let responder = presentedView?.firstResponderInside, responder.canBecomeFocused {
          environments.append(responder)
        }
      case .content:
        environments.append(presented)
      }
    }
    return environments
  }

  /// Makes the background view the element `PresentationAccessibility.dimmingElement` says.
  func configure(dimmingView view: UIView?, with accessibility: PresentationAccessibility) {
    guard let view, let element = accessibility.dimmingElement else { return }
    view.isAccessibilityElement = element.isAccessibilityElement
    view.accessibilityLabel = element.label
    view.accessibilityHint = element.hint
    view.accessibilityIdentifier = element.identifier
    view.accessibilityUserInputLabels = element.inputLabels
    view.accessibilityTraits = element.traits.contains(.button) ? .button : .none
    view.accessibilityElementsHidden = !element.isAccessibilityElement
  }

  /// After a presentation ends: wraps the presented view in the host, sets the container's
  /// modality and posts the announcement.
  ///
  /// `accessibilityViewIsModal` goes on the container, the view the presentation owns in the
  /// window: VoiceOver "ignores the accessibility elements within views that are siblings of
  /// the receiver" (AD/nsobject/accessibilityviewismodal), and the presenting view is the
  /// container's sibling, not the presented view's.
  func presentationDidEnd(
    completed: Bool, container: UIView?, presentedView: UIView?,
    accessibility: PresentationAccessibility, onEscape: @escaping @MainActor () -> Bool
  ) {
    guard completed, let container, let presentedView else { return }
    if host == nil {
      let host = AccessibilityHostView.wrap(presentedView, in: container)
      host.onEscape = onEscape
      self.host = host
      addMenuPress(to: host, onEscape)
      #if !os(tvOS)
      offerEscapeKey(onEscape)
      // Never from the app's content: a text field focused in `viewWillAppear` keeps its
      // keyboard ("UIKit asks the current first responder to resign", AD/uiresponder/
      // becomefirstresponder(), and a text field would).
      if !presentedView.holdsFirstResponder, presented?.isFirstResponder != true {
        host.becomeFirstResponder()
      }
      #endif
    }
    update(container: container, accessibility: accessibility)
    announce(.after(.present, completed: true, options: accessibility.options), presentedView)
  }

  /// Sets the container's modality (also when a sheet moves across its largest undimmed
  /// detent).
  func update(container: UIView?, accessibility: PresentationAccessibility) {
    container?.accessibilityViewIsModal = accessibility.isModal
  }

  /// After a dismissal ends: the container stops being modal and the focus goes back.
  func dismissalDidEnd(
    completed: Bool, container: UIView?, accessibility: PresentationAccessibility
  ) {
    guard completed else { return }
    container?.accessibilityViewIsModal = false
    container?.accessibilityElementsHidden = true
    if host?.isFirstResponder == true { host?.resignFirstResponder() }
    host = nil
    menuTarget = nil
    #if !os(tvOS)
    if let escapeCommand { presented?.removeKeyCommand(escapeCommand) }
    presented?.curtainEscapeHandler = nil
    escapeCommand = nil
    #endif
    announce(.after(.dismiss, completed: true, options: accessibility.options), nil)
  }

  #if !os(tvOS)
  /// Adds the Escape key command to the presented view controller, for a responder inside the
  /// content (`addKeyCommand(_:)`, AD/uiviewcontroller/addkeycommand(_:)).
  private func offerEscapeKey(_ onEscape: @escaping @MainActor () -> Bool) {
    guard let presented, escapeCommand == nil else { return }
    presented.curtainEscapeHandler = EscapeHandler(perform: onEscape)
    #if canImport(ObjectiveC)
    let command = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [],
      action: #selector(UIViewController.curtainEscapeKeyPressed(_:)))
    #else
    let command = UIKeyCommand(modelInput: UIKeyCommand.inputEscape, modifierFlags: []) {
      [weak presented] _ in _ = presented?.curtainEscapeHandler?.perform()
    }
    #endif
    presented.addKeyCommand(command)
    escapeCommand = command
  }
  #endif

  private func announce(_ announcement: TransitionAnnouncement, _ presentedView: UIView?) {
    Self.post(
      announcement, presented: presentedView, returning: returnTarget, arriving: nil)
  }

  /// Posts `announcement`: a screen change to the element its focus target names.
  ///
  /// - Parameters:
  ///   - announcement: The core's announcement.
  ///   - presented: The presented view (``TransitionAnnouncement/FocusTarget/presentedContent``).
  ///   - returning: The element focus goes back to after a dismissal.
  ///   - arriving: The arriving screen of a push, pop or tab switch.
  static func post(
    _ announcement: TransitionAnnouncement, presented: UIView?, returning: NSObject?,
    arriving: UIView?
  ) {
    guard case .screenChanged(let focus) = announcement else { return }
    let argument: NSObject?
    switch focus {
    case .presentedContent: argument = presented
    case .presentingElement: argument = returning
    case .arrivingContent: argument = arriving
    }
    UIAccessibility.post(notification: .screenChanged, argument: argument)
  }
}

/// The dimming view: the "Dismiss" element when a tap on it dismisses
/// (``DismissElementHooks``: its double-tap, escape, exposure and activation point).
@MainActor
final class DimmingView: UIView {
  /// What it does as the "Dismiss" element.
  let dismissElement = DismissElementHooks()

  /// A double-tap, as a tap on the background.
  ///
  /// - Returns: Whether it was handled.
  override func accessibilityActivate() -> Bool { dismissElement.activate?() ?? false }

  /// The escape gesture with focus on the dim: the presentation's escape.
  ///
  /// - Returns: Whether the presentation is being dismissed.
  override func accessibilityPerformEscape() -> Bool { dismissElement.escape?() ?? false }

  /// Whether it is an element now (only while a tap would dismiss).
  override var isAccessibilityElement: Bool {
    get { dismissElement.isExposed?() ?? super.isAccessibilityElement }
    set { super.isAccessibilityElement = newValue }
  }

  /// On the dim, beside the presented view, not under it.
  override var accessibilityActivationPoint: CGPoint {
    get { dismissElement.activationPoint?() ?? super.accessibilityActivationPoint }
    set { super.accessibilityActivationPoint = newValue }
  }
}
#endif
