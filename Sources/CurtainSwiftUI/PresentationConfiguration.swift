#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainUIKit
import SwiftUI
import UIKit

/// Where a presentation's animators come from: an instance, or a spec resolved in a registry.
@MainActor
enum AnimatorSource {
  case animator(any TransitionAnimator)
  case spec(TransitionSpec, AnimatorRegistry)

  /// Presents `controller` from `presenter` through CurtainUIKit.
  ///
  /// - Throws: What the registry throws for a spec; nothing is presented then.
  func present(
    _ controller: UIViewController, from presenter: UIViewController,
    completion: @escaping () -> Void
  ) throws {
    switch self {
    case .animator(let animator):
      presenter.present(controller, animator: animator, animated: true, completion: completion)
    case .spec(let spec, let registry):
      let presenting = try registry.makeAnimator(for: spec, operation: .present)
      let dismissing = try registry.makeAnimator(for: spec, operation: .dismiss)
      let delegate = ModalTransitionDelegate()
      delegate.layout = spec.presentation
      delegate.set(animator: presenting, for: [.present])
      delegate.set(animator: dismissing, for: [.dismiss])
      delegate.attach(to: controller)
      presenter.present(controller, animated: true, completion: completion)
    }
  }
}

/// What one `.curtainPresentation` modifier asks for, rebuilt by SwiftUI on every update: the
/// binding's value as an identity, how to make the content, how to write the binding back.
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

  static func flag<Content: View>(
    _ isPresented: Binding<Bool>, animators: AnimatorSource, onDismiss: (() -> Void)?,
    onError: ((any Error) -> Void)?, content: @escaping () -> Content
  ) -> PresentationConfiguration {
    PresentationConfiguration(
      requested: isPresented.wrappedValue ? AnyHashable(true) : nil,
      content: { _ in AnyView(content()) },
      write: { value in isPresented.wrappedValue = value != nil },
      animators: animators, onDismiss: onDismiss, onError: onError)
  }

  static func item<Item: Identifiable, Content: View>(
    _ item: Binding<Item?>, animators: AnimatorSource, onDismiss: (() -> Void)?,
    onError: ((any Error) -> Void)?, content: @escaping (Item) -> Content
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
      animators: animators, onDismiss: onDismiss, onError: onError)
  }
}
#endif
