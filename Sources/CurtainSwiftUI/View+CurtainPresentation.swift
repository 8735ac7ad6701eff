#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import UIKit

extension View {
  /// Presents `content` with a Curtain animator while `isPresented` is `true`.
  ///
  /// The content is hosted in a `UIHostingController` and presented through CurtainUIKit's
  /// player, from the view this modifier is attached to. The binding and the screen stay in
  /// step as `PresentationBinding` describes: a swipe or a background tap that dismisses the
  /// content writes `false`; a cancelled swipe leaves it `true`; `false` while the content is
  /// still animating in dismisses it once it lands; rapid toggles coalesce to the last value.
  /// Reduce Motion comes from the environment (`accessibilityReduceMotion`): when it is on,
  /// the animator plays its reduced, opacity-only plan.
  ///
  /// ```swift
  /// struct Inbox: View {
  ///   @State private var showsCompose = false
  ///
  ///   var body: some View {
  ///     Button("Compose") { showsCompose = true }
  ///       .curtainPresentation(isPresented: $showsCompose, animator: FadePresentation()) {
  ///         Text("New message")
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the content is presented.
  ///   - animator: The animator for the presentation and the dismissal; a `Presentation` also
  ///     lays the content out and styles its background.
  ///   - matchSource: The view a matched transition (zoom, container transform) grows from
  ///     and shrinks back onto: one marked with `curtainMatchSource(id:in:)` inside this view.
  ///     Defaults to `nil`, no source.
  ///   - onDismiss: Called once each time the content has left the screen.
  ///   - onError: Called when nothing could be presented (a `PresentationRefusal`: the
  ///     presenter already presents another screen), `isPresented` then being written back to
  ///     `false`; and with the `TransitionError` of an animator that cannot plan a transition
  ///     (the content then appears or leaves without animation). Defaults to none.
  ///   - content: The view to present.
  /// - Returns: This view, presenting `content` while `isPresented` is `true`.
  @MainActor
  public func curtainPresentation<Content: View>(
    isPresented: Binding<Bool>, animator: some TransitionAnimator,
    matchSource: MatchSourceKey? = nil, onDismiss: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      CurtainPresentationModifier(
        configuration: .flag(
          isPresented, animators: .animator(animator), onDismiss: onDismiss, onError: onError,
          matchSource: matchSource, content: content)))
  }

  /// Presents `content` with the animators a `TransitionSpec` names while `isPresented` is
  /// `true`.
  ///
  /// The spec is resolved in `registry` each time the content is presented. When the registry
  /// refuses it (an unknown id, a bad parameter), nothing is presented, `isPresented` is
  /// written back to `false` and `onError` receives the `RegistryError`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the content is presented.
  ///   - spec: The animator id and parameters (an optional dismissal animator, a presentation
  ///     layout).
  ///   - registry: Where the ids are looked up, such as `AnimatorRegistry.builtIn` from
  ///     CurtainAnimators.
  ///   - matchSource: The view a matched transition grows from, marked with
  ///     `curtainMatchSource(id:in:)` inside this view; `nil` (the default) for none.
  ///   - onDismiss: Called once each time the content has left the screen.
  ///   - onError: Called with the `RegistryError` when the spec cannot be resolved, with a
  ///     `PresentationRefusal` when the presenter already presents another screen (nothing is
  ///     presented then), and with the `TransitionError` of an animator that cannot plan.
  ///   - content: The view to present.
  /// - Returns: This view, presenting `content` while `isPresented` is `true`.
  @MainActor
  public func curtainPresentation<Content: View>(
    isPresented: Binding<Bool>, spec: TransitionSpec, registry: AnimatorRegistry,
    matchSource: MatchSourceKey? = nil, onDismiss: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      CurtainPresentationModifier(
        configuration: .flag(
          isPresented, animators: .spec(spec, registry), onDismiss: onDismiss, onError: onError,
          matchSource: matchSource, content: content)))
  }

  /// Presents `content` for `item` with a Curtain animator while `item` is not `nil`.
  ///
  /// A new item (one with another `id`) dismisses the content shown, then presents the new
  /// one; a new value with the same `id` updates the content in place. Dismissing the content
  /// with a swipe or a background tap writes `nil` to `item`.
  ///
  /// ```swift
  /// struct Mailbox: View {
  ///   @State private var opened: Message?
  ///
  ///   var body: some View {
  ///     Button("Open the first message") { opened = Message(id: 1, subject: "Hello") }
  ///       .curtainPresentation(item: $opened, animator: FadePresentation()) { message in
  ///         Text(message.subject)
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item to present content for, or `nil`.
  ///   - animator: The animator for the presentation and the dismissal.
  ///   - matchSource: The source of an item's matched transition (zoom, container transform),
  ///     marked with `curtainMatchSource(id:in:)` inside this view, for example
  ///     `{ MatchSourceKey(id: $0.id, in: namespace) }`. Asked when the item is presented; the
  ///     source's frame is read again at dismissal. Defaults to `nil`, no source.
  ///   - onDismiss: Called once each time an item's content has left the screen.
  ///   - onError: Called when nothing could be presented (a `PresentationRefusal`), `item`
  ///     then being written back to `nil`; and with the `TransitionError` of an animator that
  ///     cannot plan a transition. Defaults to none.
  ///   - content: The view to present for an item.
  /// - Returns: This view, presenting `content` while `item` is not `nil`.
  @MainActor
  public func curtainPresentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, animator: some TransitionAnimator,
    matchSource: ((Item) -> MatchSourceKey)? = nil, onDismiss: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      CurtainPresentationModifier(
        configuration: .item(
          item, animators: .animator(animator), onDismiss: onDismiss, onError: onError,
          matchSource: matchSource, content: content)))
  }

  /// Presents `content` for `item` with the animators a `TransitionSpec` names while `item`
  /// is not `nil`.
  ///
  /// When the registry refuses the spec, nothing is presented, `item` is written back to `nil`
  /// and `onError` receives the `RegistryError`.
  ///
  /// - Parameters:
  ///   - item: The item to present content for, or `nil`.
  ///   - spec: The animator id and parameters.
  ///   - registry: Where the ids are looked up.
  ///   - matchSource: The source of an item's matched transition, or `nil` (the default).
  ///   - onDismiss: Called once each time an item's content has left the screen.
  ///   - onError: Called with the `RegistryError` when the spec cannot be resolved, with a
  ///     `PresentationRefusal` when the presenter already presents another screen, and with
  ///     the `TransitionError` of an animator that cannot plan.
  ///   - content: The view to present for an item.
  /// - Returns: This view, presenting `content` while `item` is not `nil`.
  @MainActor
  public func curtainPresentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, spec: TransitionSpec, registry: AnimatorRegistry,
    matchSource: ((Item) -> MatchSourceKey)? = nil, onDismiss: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      CurtainPresentationModifier(
        configuration: .item(
          item, animators: .spec(spec, registry), onDismiss: onDismiss, onError: onError,
          matchSource: matchSource, content: content)))
  }
}
#endif
