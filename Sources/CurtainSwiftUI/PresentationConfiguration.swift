#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import UIKit

/// Where a presentation's animators come from: an instance, a spec resolved in a registry, or
/// the sheet player's own rise and fall.
@MainActor
enum AnimatorSource {
  case animator(any TransitionAnimator)
  case spec(TransitionSpec, AnimatorRegistry)
  case sheet

  /// A transitioning delegate playing these animators, as CurtainUIKit's `present(_:animator:)`
  /// and `present(_:spec:registry:)` make one (a ``Presentation`` also lays out and styles).
  ///
  /// - Throws: What the registry throws for a spec.
  func makeDelegate() throws -> ModalTransitionDelegate {
    switch self {
    case .animator(let animator):
      let delegate = ModalTransitionDelegate(animator: animator)
      if let presentation = animator as? any Presentation {
        delegate.layout = presentation.layout
        delegate.uiConfiguration = presentation.uiConfiguration
      }
      return delegate
    case .spec(let spec, let registry):
      let presenting = try registry.makeAnimator(for: spec, operation: .present)
      let dismissing = try registry.makeAnimator(for: spec, operation: .dismiss)
      let delegate = ModalTransitionDelegate()
      delegate.layout = spec.presentation
      delegate.set(animator: presenting, for: [.present])
      delegate.set(animator: dismissing, for: [.dismiss])
      return delegate
    case .sheet:
      return ModalTransitionDelegate()
    }
  }

  /// Wires the interactive dismissal the animator has, as CurtainUIKit's doors wire it.
  ///
  /// The shrinking drag of a dismiss animator that adopts `DragDismissing` (the zoom) anywhere on
  /// the screen (`wireDragToDismiss(viewController:)`), and the pan of a ``Presentation`` whose
  /// `interactionConfiguration` allows dismissing (a cover, a slide;
  /// `Presentation.dismissalPan(layoutDirection:)`), as Jelly's `Animator.prepare` does. A
  /// sheet has its own drag.
  ///
  /// - Parameters:
  ///   - delegate: The delegate ``makeDelegate()`` made.
  ///   - controller: The controller about to be presented.
  func wireInteractiveDismissal(
    _ delegate: ModalTransitionDelegate, on controller: UIViewController
  ) {
    if case .sheet = self { return }
    if delegate.animators[.dismiss] is any DragDismissing {
      delegate.wireDragToDismiss(viewController: controller)
    }
    // A spec's `interaction` is wired by no door yet (CurtainUIKit's `present(_:spec:registry:)`
    // neither): only an instance that is a Presentation has a pan.
    guard case .animator(let animator) = self else { return }
    let presentation = animator as? any Presentation
    let direction: Curtain.LayoutDirection =
      controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    guard let presentation, let pan = presentation.dismissalPan(layoutDirection: direction),
      let configuration = presentation.interactionConfiguration
    else { return }
    delegate.wire(
      viewController: controller, with: pan,
      navigationAction: { [weak controller] in controller?.dismiss(animated: true) },
      // `isModalInPresentation` "prevents the interactive dismissal" (AD).
      beginWhen: { [weak controller] in controller?.isModalInPresentation != true },
      configuration: configuration)
  }
}

/// What a `.curtainSheet` asks for beyond a presentation: the detents, the selected-detent
/// binding, the sheet's chrome and dismissal rules.
@MainActor
struct SheetConfiguration {
  var detents: [SheetDetent]
  /// The selected detent's id, or `nil` when the modifier has no selection binding.
  var selection: Binding<String>?
  var largestUndimmedDetentID: String?
  var prefersGrabberVisible: Bool
  var isDismissible: Bool
  /// The top corners' radius (`.curtainSheetCornerRadius`), or `nil` for the default.
  var cornerRadius: CGFloat?

  /// A typed selection seen by its id, as `DetentSelectionBinding` works: reading gives the
  /// detent's id; writing an id writes the detent of `detents` that has it (the machine only
  /// writes ids of the sheet's detents).
  ///
  /// - Parameters:
  ///   - typed: The app's binding.
  ///   - detents: The sheet's detents.
  /// - Returns: The binding of the detent's id.
  static func selectionByID(
    _ typed: Binding<SheetDetent>, among detents: [SheetDetent]
  ) -> Binding<String> {
    Binding(
      get: { typed.wrappedValue.id },
      set: { id in
        if let detent = detents.first(where: { $0.id == id }) { typed.wrappedValue = detent }
      })
  }

  /// The sheet to present, opening at `selectedDetentID`.
  ///
  /// - Throws: `SheetError` for no detents, a duplicate id, an unknown undimmed id or a corner
  ///   radius out of range.
  func presentation(selectedDetentID: String) throws -> SheetPresentation {
    try SheetPresentation(
      detents: detents, selectedDetentID: selectedDetentID,
      largestUndimmedDetentID: largestUndimmedDetentID,
      prefersGrabberVisible: prefersGrabberVisible,
      cornerRadius: cornerRadius ?? SheetPresentation.defaultCornerRadius,
      isDismissible: isDismissible)
  }
}

/// What one `.curtainPresentation` or `.curtainSheet` modifier asks for, rebuilt by SwiftUI on
/// every update: the binding's value as an identity, how to make the content, how to write the
/// binding back, the animators, the matched source, the sheet.
@MainActor
struct PresentationConfiguration {
  /// The binding's value: `true` for `isPresented`, the item's `id` for `item`, or `nil`.
  var requested: AnyHashable?
  /// The content for an identity, or `nil` when the binding no longer holds it.
  var content: (AnyHashable) -> AnyView?
  /// Writes the binding; only ever called with `nil` (`false`, no item).
  var write: (AnyHashable?) -> Void
  var animators: AnimatorSource
  var onDismiss: (() -> Void)?
  var onError: ((any Error) -> Void)?
  /// The source the presentation of an identity grows from, named when it starts.
  var matchSource: (AnyHashable) -> MatchSourceKey? = { _ in nil }
  /// Whether the environment asks for reduced motion (SwiftUI's `accessibilityReduceMotion`).
  var environmentReducesMotion = false
  /// How the environment's value is used.
  var motion = MotionPreference.automatic
  /// `.curtainAccessibility`'s options, for the presentation's controller.
  var accessibilityOptions = AccessibilityOptions.automatic
  /// The sheet, for `.curtainSheet`.
  var sheet: SheetConfiguration?
  /// The environment of the view holding the modifier, part of which the content is given
  /// (``PresenterEnvironment``); `nil` gives nothing.
  var environment: EnvironmentValues?

  /// What the UIKit player's per-transition override receives.
  var reducesMotion: Bool { motion.reducesMotion(environment: environmentReducesMotion) }

  static func flag<Content: View>(
    _ isPresented: Binding<Bool>, animators: AnimatorSource, onDismiss: (() -> Void)?,
    onError: ((any Error) -> Void)?, matchSource: MatchSourceKey? = nil,
    content: @escaping () -> Content
  ) -> PresentationConfiguration {
    PresentationConfiguration(
      requested: isPresented.wrappedValue ? AnyHashable(true) : nil,
      content: { _ in AnyView(content()) },
      write: { value in isPresented.wrappedValue = value != nil },
      animators: animators, onDismiss: onDismiss, onError: onError,
      matchSource: { _ in matchSource })
  }

  static func item<Item: Identifiable, Content: View>(
    _ item: Binding<Item?>, animators: AnimatorSource, onDismiss: (() -> Void)?,
    onError: ((any Error) -> Void)?, matchSource: ((Item) -> MatchSourceKey)? = nil,
    content: @escaping (Item) -> Content
  ) -> PresentationConfiguration {
    PresentationConfiguration(
      requested: item.wrappedValue.map { AnyHashable($0.id) },
      content: { identity in
        guard let value = item.wrappedValue, AnyHashable(value.id) == identity else {
          return nil
        }
        return AnyView(content(value))
      },
      write: { value in
        if value == nil { item.wrappedValue = nil }
      },
      animators: animators, onDismiss: onDismiss, onError: onError,
      matchSource: { identity in
        guard let matchSource, let value = item.wrappedValue, AnyHashable(value.id) == identity
        else { return nil }
        return matchSource(value)
      })
  }
}
#endif
