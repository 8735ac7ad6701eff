#if canImport(UIKit)
import Curtain
import UIKit

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
/// A hardware keyboard's Escape key (`UIKeyCommand.inputEscape`) does the same through the
/// key command this view offers as the first responder.
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

  /// It takes the first responder so that its Escape key command is found.
  override var canBecomeFirstResponder: Bool { true }

  /// Escape, as a keyboard shortcut that wins over the system's own use of the key.
  override var keyCommands: [UIKeyCommand]? {
    #if canImport(ObjectiveC)
    let command = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapeKeyPressed))
    #else
    let command = UIKeyCommand(
      modelInput: UIKeyCommand.inputEscape, modifierFlags: []
    ) { [weak self] _ in _ = self?.onEscape?() }
    #endif
    if #available(iOS 15.0, tvOS 15.0, *) { command.wantsPriorityOverSystemBehavior = true }
    return [command]
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
#endif

/// What both Curtain presentation controllers do with a `PresentationAccessibility`: the
/// decisions are the core's; this only performs them on UIKit's views.
@MainActor
final class AccessibilityPerformer {
  /// The host around the presented view while it is presented.
  private(set) var host: AccessibilityHostView?
  /// The element VoiceOver had focused when the presentation began (the presenting button),
  /// focused again after the dismissal.
  private weak var returnFocus: NSObject?

  /// Remembers the focused element; called when the presentation begins.
  func presentationWillBegin() {
    returnFocus = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
  }

  /// Makes the background view the element `PresentationAccessibility.dimmingElement` says.
  func configure(dimmingView view: UIView?, with accessibility: PresentationAccessibility) {
    guard let view, let element = accessibility.dimmingElement else { return }
    view.isAccessibilityElement = element.isAccessibilityElement
    view.accessibilityLabel = element.label
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
      #if !os(tvOS)
      host.becomeFirstResponder()
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
    host?.resignFirstResponder()
    host = nil
    announce(.after(.dismiss, completed: true, options: accessibility.options), nil)
  }

  private func announce(_ announcement: TransitionAnnouncement, _ presentedView: UIView?) {
    guard case .screenChanged(let focus) = announcement else { return }
    switch focus {
    case .presentedContent:
      UIAccessibility.post(notification: .screenChanged, argument: presentedView)
    case .presentingElement, .arrivingContent:
      UIAccessibility.post(notification: .screenChanged, argument: returnFocus)
    }
  }
}

/// A view that handles VoiceOver's double-tap itself (the dimming view: its centre lies under
/// the presented view, where the default activation would tap).
@MainActor
final class DimmingView: UIView {
  /// Performs the activation; returns whether it was handled.
  var onActivate: (@MainActor () -> Bool)?

  /// Activates through ``onActivate``.
  ///
  /// - Returns: Whether it was handled.
  override func accessibilityActivate() -> Bool { onActivate?() ?? false }
}
#endif
