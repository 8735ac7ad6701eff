// The part of SwiftUI's view graph the coordinator scenarios need, run by the stub's
// `UIHostingController`: bodies are evaluated, `@State` keeps its value across updates and an
// update follows a write, `@Environment` reads what the ancestors set, and preferences go up the
// tree to `onPreferenceChange` as Apple documents them. Nothing here is public: SwiftUI's graph
// is private to it; what apps see are the modifiers and property wrappers in SwiftUI.swift.
//
// The rules, each with its source and grade (D documented, O observed, M our reading):
// - A view's body is evaluated with its `@State` and `@Environment` installed
//   (AD/swiftui/state: "SwiftUI manages the property's storage"; a state "persists" for the
//   view's identity, modelled as its path in the tree, D). A write to a state updates the
//   hosting controller's graph: "When the value changes, SwiftUI updates the parts of the view
//   hierarchy that depend on the value" (AD/swiftui/state, D); the update runs on a later
//   main-actor turn, not inside the write (M; the library must not depend on either).
// - `@Environment` reads "the current value" its ancestors set (`environment(_:_:)`,
//   `transformEnvironment(_:transform:)`, D); read outside an installed view it gives the
//   default (O: SwiftUI's runtime warning "Accessing Environment's value outside of being
//   installed on a View").
// - A view with no explicit value produces the key's `defaultValue`
//   (AD/swiftui/preferencekey/defaultvalue, D); siblings' values are combined by
//   `reduce(value:nextValue:)` "in view-tree order" (AD/swiftui/preferencekey/reduce(value:nextvalue:),
//   D); `preference(key:value:)` "sets a value" for the subtree, replacing what its content
//   produced (O), and `transformPreference(_:_:)` "applies a transformation" to it (D).
// - `onPreferenceChange(_:perform:)` runs its action "when the value for key changes" with
//   "the new value" (D), during the update that changed it (O). Whether it also runs on the
//   first update with an unchanged default is not documented: the model takes the stricter
//   reading (M): the first value it compares with is the key's default, so an action runs only
//   for a value that differs from it.
// - Ideal sizes (for `UIHostingController.sizeThatFits(in:)` and `sizingOptions`): a
//   `frame(width:height:)` fixes an axis; any other view is flexible and takes the proposed
//   size (M: the scenarios' content declares its size with `frame`).

/// What a subtree gives its parent: its preferences and its ideal size (an axis is `nil` when
/// the subtree takes whatever it is offered).
struct RenderResult {
  var preferences: [ObjectIdentifier: PreferenceEntry] = [:]
  var width: CGFloat?
  var height: CGFloat?

  /// Combines a next sibling's result, in view-tree order.
  mutating func append(_ next: RenderResult) {
    for (key, entry) in next.preferences {
      if var mine = preferences[key] {
        mine.combine(with: entry)
        preferences[key] = mine
      } else {
        // `reduce(value: &default, nextValue: { x })` is `x` for a well-formed key (D).
        preferences[key] = entry
      }
    }
    width = [width, next.width].compactMap { $0 }.max()
    height = [height, next.height].compactMap { $0 }.max()
  }

  /// The value of `key` the subtree produces.
  func value<K: PreferenceKey>(of key: K.Type) -> K.Value {
    preferences[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
  }
}

/// One key's value in a subtree and how the key reduces two of them.
struct PreferenceEntry {
  var value: Any
  let reduce: (Any, Any) -> Any

  init<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    self.value = value
    reduce = { first, next in
      var value = first as? K.Value ?? K.defaultValue
      let next = next as? K.Value ?? K.defaultValue
      K.reduce(value: &value, nextValue: { next })
      return value
    }
  }

  mutating func combine(with next: PreferenceEntry) {
    value = reduce(value, next.value)
  }
}

/// Where a view is rendered: its environment, its path (its identity for `@State`) and the
/// graph that owns the states and the preference observers.
@MainActor
struct RenderContext {
  let graph: ViewGraph
  var environment: EnvironmentValues
  var path: String

  func child(_ component: String) -> RenderContext {
    var child = self
    child.path += "/" + component
    return child
  }
}

/// A view the graph renders itself (a primitive or a modifier), rather than through its body.
@MainActor
protocol RenderableView {
  func render(in context: RenderContext) -> RenderResult
}

/// A dynamic property (`@State`, `@Environment`) a view's body is evaluated with.
@MainActor
protocol InstallableProperty {
  func install(in context: RenderContext, label: String)
}

/// Renders `view` and its subtree.
@MainActor
func render<V: View>(_ view: V, in context: RenderContext) -> RenderResult {
  if let renderable = view as? any RenderableView { return renderable.render(in: context) }
  // A primitive the model does not render (Text, Color, a representable): a leaf.
  if V.Body.self == Never.self { return RenderResult() }
  for child in Mirror(reflecting: view).children {
    if let property = child.value as? any InstallableProperty {
      property.install(in: context, label: child.label ?? "")
    }
  }
  return render(view.body, in: context.child("\(V.self)"))
}

/// The graph of one hosting controller: the states by path, the last value each preference
/// observer saw, and a pending update.
@MainActor
final class ViewGraph {
  var states: [String: AnyObject] = [:]
  var observed: [String: Any] = [:]
  private var isScheduled = false
  private let update: @MainActor () -> Void

  init(update: @escaping @MainActor () -> Void) {
    self.update = update
  }

  /// A state changed: the graph updates on a later main-actor turn (coalesced).
  func invalidate() {
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isScheduled = false
      self.update()
    }
  }

  /// Renders `root` in `environment`, then runs the preference actions whose value changed.
  func render<V: View>(_ root: V, environment: EnvironmentValues) -> RenderResult {
    pendingActions = []
    let context = RenderContext(graph: self, environment: environment, path: "")
    let result = SwiftUI.render(root, in: context)
    let actions = pendingActions
    pendingActions = []
    for action in actions { action() }
    return result
  }

  /// The actions of the update under way, run once the whole tree is rendered.
  var pendingActions: [() -> Void] = []
}

/// The storage of a `@State`: the value, or the storage already installed at the view's path.
final class StateBox<Value> {
  var value: Value
  var installed: StateBox<Value>?
  weak var graph: ViewGraph?

  init(_ value: Value) {
    self.value = value
  }

  var current: Value {
    get { installed?.current ?? value }
    set {
      if let installed {
        installed.current = newValue
        return
      }
      value = newValue
      let graph = graph
      MainActor.assumeIsolated { graph?.invalidate() }
    }
  }
}

/// The storage of an `@Environment`: the environment it was installed in.
final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// The views the stub's modifiers return.
struct PreferenceWritingView<Content: View, K: PreferenceKey> {
  let content: Content
  let transform: (inout K.Value) -> Void

  init(content: Content, transform: @escaping (inout K.Value) -> Void) {
    self.content = content
    self.transform = transform
  }
}

@available(iOS 13.0, tvOS 13.0, *)
extension PreferenceWritingView: View, RenderableView {
  var body: Never { fatalError() }

  func render(in context: RenderContext) -> RenderResult {
    var result = SwiftUI.render(content, in: context.child("content"))
    var value = result.value(of: K.self)
    transform(&value)
    result.preferences[ObjectIdentifier(K.self)] = PreferenceEntry(K.self, value)
    return result
  }
}

struct PreferenceObservingView<Content: View, K: PreferenceKey>
where K.Value: Equatable {
  let content: Content
  let action: (K.Value) -> Void

  init(content: Content, action: @escaping (K.Value) -> Void) {
    self.content = content
    self.action = action
  }
}

@available(iOS 13.0, tvOS 13.0, *)
extension PreferenceObservingView: View, RenderableView {
  var body: Never { fatalError() }

  func render(in context: RenderContext) -> RenderResult {
    let result = SwiftUI.render(content, in: context.child("content"))
    let value = result.value(of: K.self)
    let last = context.graph.observed[context.path] as? K.Value ?? K.defaultValue
    if value != last {
      context.graph.observed[context.path] = value
      let action = action
      context.graph.pendingActions.append { action(value) }
    }
    return result
  }
}

struct EnvironmentWritingView<Content: View> {
  let content: Content
  let transform: (inout EnvironmentValues) -> Void

  init(content: Content, transform: @escaping (inout EnvironmentValues) -> Void) {
    self.content = content
    self.transform = transform
  }
}

@available(iOS 13.0, tvOS 13.0, *)
extension EnvironmentWritingView: View, RenderableView {
  var body: Never { fatalError() }

  func render(in context: RenderContext) -> RenderResult {
    var inner = context.child("content")
    transform(&inner.environment)
    return SwiftUI.render(content, in: inner)
  }
}

struct FrameView<Content: View> {
  let content: Content
  let width: CGFloat?
  let height: CGFloat?
}

@available(iOS 13.0, tvOS 13.0, *)
extension FrameView: View, RenderableView {
  var body: Never { fatalError() }

  func render(in context: RenderContext) -> RenderResult {
    var result = SwiftUI.render(content, in: context.child("content"))
    result.width = width ?? result.width
    result.height = height ?? result.height
    return result
  }
}

struct BackgroundView<Content: View, Background: View> {
  let content: Content
  let background: Background
}

@available(iOS 13.0, tvOS 13.0, *)
extension BackgroundView: View, RenderableView {
  var body: Never { fatalError() }

  func render(in context: RenderContext) -> RenderResult {
    // The background comes first in view-tree order (it is behind); the content sets the size.
    var result = SwiftUI.render(background, in: context.child("background"))
    let content = SwiftUI.render(content, in: context.child("content"))
    result.append(content)
    result.width = content.width
    result.height = content.height
    return result
  }
}
