// A stub of the SwiftUI declarations CurtainSwiftUI uses, compiled as a module named `SwiftUI`
// by `.ci/swiftui-check.sh` (against the UIKit stub in Tests/UIKitStub) so that CurtainSwiftUI,
// every file inside `#if canImport(SwiftUI) && canImport(UIKit)`, is type-checked on Linux.
// What CurtainSwiftUI's coordinator runs on the UIKit model (Tests/CurtainSwiftUITests, step (t)
// of the check) works: `Binding` reads and writes through its closures, `UIHostingController`
// is a view controller of the model holding its root view. Everything else only type-checks:
// its bodies are `fatalError()`, and the view graph (bodies, modifiers, state) never runs.
//
// Each declaration follows the shape of Apple's documented Swift interface: the same names,
// argument labels, generic signatures, `@MainActor @preconcurrency` isolation and availability
// (the `Mirrors:` comment names the page under developer.apple.com/). What differs, and why:
// - SwiftUI's views are opaque; the stub's primitive views (`EmptyView`, `AnyView`,
//   `ModifiedContent`, `Never`) declare `body` as `Never`, as SwiftUI's own do.
// - `Binding` and `State` are `@dynamicMemberLookup` / `DynamicProperty` in SwiftUI; the stub
//   keeps only the members CurtainSwiftUI and its documentation examples call.

@_exported import UIKit

// MARK: - Views

// Mirrors: documentation/swiftui/view
/// A type that represents part of your app's user interface.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
  // Mirrors: documentation/swiftui/view/body-swift.associatedtype
  /// The type of view representing the body of this view.
  associatedtype Body: View
  // Mirrors: documentation/swiftui/view/body-swift.property
  /// The content and behavior of the view.
  @ViewBuilder var body: Body { get }
}

// Mirrors: documentation/swiftui/never
/// `Never` is a view with no body, the body type of primitive views.
@available(iOS 13.0, tvOS 13.0, *)
extension Never: View {
  /// The body of a primitive view: never evaluated.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/viewbuilder
/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, tvOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
  // Mirrors: documentation/swiftui/viewbuilder/buildblock()
  /// Builds an empty view from a block containing no statements.
  public static func buildBlock() -> EmptyView { fatalError() }
  // Mirrors: documentation/swiftui/viewbuilder/buildblock(_:)
  /// Passes a single view written as a child view through unmodified.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // Mirrors: documentation/swiftui/viewbuilder/buildexpression(_:)
  /// Passes a view through unmodified.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // Mirrors: documentation/swiftui/viewbuilder/buildblock(_:_:)
  /// Builds two views, in order, into one (the model combines their preferences in that order).
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }
}

// Mirrors: documentation/swiftui/tupleview
/// A View created from a swift tuple of View values.
@available(iOS 13.0, tvOS 13.0, *)
public struct TupleView<T> {
  // Mirrors: documentation/swiftui/tupleview/value
  /// The tuple of views.
  public var value: T
  // Mirrors: documentation/swiftui/tupleview/init(_:)
  /// Creates the view from a tuple of views.
  public init(_ value: T) { self.value = value }
}

// Mirrors: documentation/swiftui/tupleview (View conformance)
/// A tuple of views is a view.
@available(iOS 13.0, tvOS 13.0, *)
extension TupleView: View, RenderableView {
  /// A primitive view has no body.
  public var body: Never { fatalError() }

  func render(in context: RenderContext) -> RenderResult {
    var result = RenderResult()
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      result.append(SwiftUI.render(view, in: context.child("\(index)")))
    }
    return result
  }
}

// Mirrors: documentation/swiftui/emptyview
/// A view that doesn't contain any content.
@available(iOS 13.0, tvOS 13.0, *)
public struct EmptyView: View {
  // Mirrors: documentation/swiftui/emptyview/init()
  /// Creates an empty view (`nonisolated`, so the stub's nonisolated modifiers can return one).
  nonisolated public init() {}
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/anyview
/// A type-erased view.
@available(iOS 13.0, tvOS 13.0, *)
public struct AnyView: View {
  let view: any View
  // Mirrors: documentation/swiftui/anyview/init(_:)
  /// Create an instance that type-erases `view`.
  public init<V: View>(_ view: V) { self.view = view }
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
extension AnyView: RenderableView {
  func render(in context: RenderContext) -> RenderResult {
    // SwiftUI gives an erased view of another type a new identity (M): the type is in the path.
    SwiftUI.render(view, in: context.child("\(type(of: view))"))
  }
}

// Mirrors: documentation/swiftui/alignment
/// An alignment in both axes.
@available(iOS 13.0, tvOS 13.0, *)
public struct Alignment: Equatable, Sendable {
  // Mirrors: documentation/swiftui/alignment/center
  /// A guide that marks the center of the view.
  public static let center = Alignment()
}

// Mirrors: documentation/swiftui/text
/// A view that displays one or more lines of read-only text (the documentation's examples).
@available(iOS 13.0, tvOS 13.0, *)
public struct Text: View {
  // Mirrors: documentation/swiftui/text/init(_:)
  /// Creates a text view that displays a stored string without localization.
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/button
/// A control that initiates an action (the documentation's examples).
@available(iOS 13.0, tvOS 13.0, *)
public struct Button<Label: View>: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
extension Button where Label == Text {
  // Mirrors: documentation/swiftui/button/init(_:action:)
  /// Creates a button that generates its label from a string.
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
  }
}

// MARK: - Modifiers

// Mirrors: documentation/swiftui/viewmodifier
/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  // Mirrors: documentation/swiftui/viewmodifier/body
  /// The type of view representing the body.
  associatedtype Body: View
  // Mirrors: documentation/swiftui/viewmodifier/content
  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
  // Mirrors: documentation/swiftui/viewmodifier/body(content:)
  /// Gets the current body of the caller.
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

// Mirrors: documentation/swiftui/viewmodifier/content
/// The view a modifier's `body(content:)` receives.
@available(iOS 13.0, tvOS 13.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/modifiedcontent
/// A value with a modifier applied to it.
@available(iOS 13.0, tvOS 13.0, *)
public struct ModifiedContent<Content, Modifier> {
  // Mirrors: documentation/swiftui/modifiedcontent/init(content:modifier:)
  /// A structure that the defines the content and modifier needed to produce a new view or
  /// view modifier.
  public init(content: Content, modifier: Modifier) {}
}

// Mirrors: documentation/swiftui/modifiedcontent (View conformance)
/// A modified view is a view.
@available(iOS 13.0, tvOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
extension View {
  // Mirrors: documentation/swiftui/view/modifier(_:)
  /// Applies a modifier to a view and returns a new view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    fatalError()
  }

  // Mirrors: documentation/swiftui/view/background(alignment:content:)
  /// Layers the views that you specify behind this view.
  @available(iOS 15.0, tvOS 15.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    BackgroundView(content: self, background: content())
  }

  // Mirrors: documentation/swiftui/view/frame(width:height:alignment:)
  /// Positions this view within an invisible frame with the specified size (the model takes
  /// the size as the view's ideal size on that axis).
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    FrameView(content: self, width: width, height: height)
  }

  // Mirrors: documentation/swiftui/view/onappear(perform:)
  /// Adds an action to perform before this view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    EmptyView()
  }

  // Mirrors: documentation/swiftui/view/ondisappear(perform:)
  /// Adds an action to perform after this view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    EmptyView()
  }
}

// MARK: - State

// Mirrors: documentation/swiftui/binding
/// A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, tvOS 13.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void
  // Mirrors: documentation/swiftui/binding/init(get:set:)
  /// Creates a binding with closures that read and write the binding value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }
  // Mirrors: documentation/swiftui/binding/wrappedvalue
  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
  // Mirrors: documentation/swiftui/binding/projectedvalue
  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }
  // Mirrors: documentation/swiftui/binding/constant(_:)
  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
  // Mirrors: documentation/swiftui/binding/subscript(dynamicmember:)
  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.read()[keyPath: keyPath] },
      set: { newValue in
        var value = self.read()
        value[keyPath: keyPath] = newValue
        self.write(value)
      })
  }
}

// Mirrors: documentation/swiftui/state
/// A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, tvOS 13.0, *)
@propertyWrapper
public struct State<Value> {
  let box: StateBox<Value>
  // Mirrors: documentation/swiftui/state/init(wrappedvalue:)
  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) { box = StateBox(value) }
  // Mirrors: documentation/swiftui/state/wrappedvalue
  /// The underlying value referenced by the state variable (the value installed at the view's
  /// place in the graph once its body has been evaluated there).
  public var wrappedValue: Value {
    get { box.current }
    nonmutating set { box.current = newValue }
  }
  // Mirrors: documentation/swiftui/state/projectedvalue
  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    Binding(get: { box.current }, set: { box.current = $0 })
  }
}

@available(iOS 13.0, tvOS 13.0, *)
extension State: InstallableProperty {
  func install(in context: RenderContext, label: String) {
    let key = context.path + "." + label
    if let installed = context.graph.states[key] as? StateBox<Value> {
      if installed !== box { box.installed = installed }
    } else {
      box.graph = context.graph
      context.graph.states[key] = box
    }
  }
}

// MARK: - UIKit interoperability

// Mirrors: documentation/swiftui/uiviewcontrollerrepresentable
/// A view that represents a UIKit view controller.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/coordinator
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/context
  /// The context with which SwiftUI calls the methods of the representable.
  typealias Context = UIViewControllerRepresentableContext<Self>
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  /// Creates the view controller object and configures its initial state.
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  /// Updates the state of the specified view controller with new information from SwiftUI.
  func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  /// Cleans up the presented view controller (and coordinator) in anticipation of their
  /// removal.
  static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  /// Creates the custom instance that you use to communicate changes from your view controller
  /// to other parts of your SwiftUI interface.
  func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable {
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  /// The default: no clean-up.
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  /// The default coordinator: none.
  public func makeCoordinator() -> Coordinator { () }
}

// Mirrors: documentation/swiftui/uiviewcontrollerrepresentablecontext
/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  // Mirrors: documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator
}

// Mirrors: documentation/swiftui/uihostingcontroller
/// A UIKit view controller that manages a SwiftUI view hierarchy.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  // Mirrors: documentation/swiftui/uihostingcontroller/init(rootview:)
  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
    graph.invalidate()
  }
  // Mirrors: documentation/swiftui/uihostingcontroller/init(coder:)
  /// Creates a hosting controller from an archive.
  public required init?(coder aDecoder: NSCoder) { nil }
  // Mirrors: documentation/swiftui/uihostingcontroller/rootview
  /// The root view of the SwiftUI view hierarchy managed by this view controller.
  public var rootView: Content {
    didSet { graph.invalidate() }
  }
  // Mirrors: documentation/swiftui/uihostingcontroller/sizingoptions
  /// The options for how the hosting controller tracks changes to the size of its SwiftUI
  /// content (none by default): with `.preferredContentSize` it keeps its preferred content
  /// size at the content's ideal size after each update.
  @available(iOS 16.0, tvOS 16.0, *)
  public var sizingOptions: UIHostingControllerSizingOptions {
    get { UIHostingControllerSizingOptions(rawValue: sizingRawValue) }
    set {
      sizingRawValue = newValue.rawValue
      graph.invalidate()
    }
  }
  private var sizingRawValue = 0
  private lazy var graph = ViewGraph { [weak self] in self?.update() }
  // Mirrors: documentation/swiftui/uihostingcontroller/sizethatfits(in:)
  /// Calculates and returns the most appropriate size for the current view (the content is
  /// updated first; a flexible axis takes the proposed size).
  public func sizeThatFits(in size: CGSize) -> CGSize {
    let result = update()
    return CGSize(width: result.width ?? size.width, height: result.height ?? size.height)
  }
  @discardableResult
  private func update() -> RenderResult {
    let result = graph.render(rootView, environment: EnvironmentValues())
    if sizingRawValue & UIHostingControllerSizingOptions.preferredContentSize.rawValue != 0 {
      preferredContentSize = CGSize(width: result.width ?? 0, height: result.height ?? 0)
    }
    return result
  }
  // Mirrors: documentation/swiftui/uihostingcontroller/viewdidappear(_:)
  /// Notifies the view controller that its view was added to a view hierarchy.
  open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
  // Mirrors: documentation/swiftui/uihostingcontroller/viewwilldisappear(_:)
  /// Notifies the view controller that its view will be removed from a view hierarchy.
  open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
  // Mirrors: documentation/swiftui/uihostingcontroller/viewdiddisappear(_:) (the page lists no
  // tvOS version; UIHostingController and UIViewController.viewDidDisappear(_:) are on tvOS)
  /// Notifies the view controller that its view was removed from a view hierarchy.
  open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

// Mirrors: documentation/swiftui/uihostingcontrollersizingoptions
/// Options for how a hosting controller tracks its content's size.
@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  // Mirrors: documentation/swiftui/uihostingcontrollersizingoptions/rawvalue
  /// The raw value.
  public let rawValue: Int
  // Mirrors: documentation/swiftui/uihostingcontrollersizingoptions/init(rawvalue:)
  /// Creates options from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  // Mirrors: documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize
  /// The hosting controller tracks its content's ideal size in its preferred content size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  // Mirrors: documentation/swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize
  /// The hosting controller's view tracks its content's ideal size in its intrinsic content
  /// size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

// Mirrors: documentation/swiftui/visibility
/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
@available(iOS 15.0, tvOS 15.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
  // Mirrors: documentation/swiftui/visibility/automatic
  /// The element may be visible or hidden depending on the policies of the component
  /// accepting the visibility configuration.
  case automatic
  // Mirrors: documentation/swiftui/visibility/visible
  /// The element may be visible.
  case visible
  // Mirrors: documentation/swiftui/visibility/hidden
  /// The element may be hidden.
  case hidden
}

// MARK: - Environment

// Mirrors: documentation/swiftui/environmentvalues
/// A collection of environment values propagated through a view hierarchy.
///
/// The stub stores what is written (by key type) so that the coordinator scenarios can read
/// what CurtainSwiftUI hands the presented content; SwiftUI keeps its own storage.
@available(iOS 13.0, tvOS 13.0, *)
public struct EnvironmentValues {
  private var storage: [ObjectIdentifier: Any] = [:]
  // Mirrors: documentation/swiftui/environmentvalues/init()
  /// Creates an environment values instance.
  public init() {}
  // Mirrors: documentation/swiftui/environmentvalues/accessibilityreducemotion
  /// Whether the system preference for Reduce Motion is enabled.
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
  // Mirrors: documentation/swiftui/environmentvalues/colorscheme
  /// The color scheme of this environment.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  // Mirrors: documentation/swiftui/environmentvalues/locale
  /// The current locale that views should use.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  // Mirrors: documentation/swiftui/environmentvalues/dismiss
  /// An action that dismisses the current presentation (the documentation's examples; the
  /// coordinator scenarios call the hosting controller's `dismiss(animated:completion:)`, what
  /// it does for a modal presentation).
  @available(iOS 15.0, tvOS 15.0, *)
  public var dismiss: DismissAction { DismissAction() }
  // Mirrors: documentation/swiftui/environmentvalues/subscript(_:)
  /// Accesses the environment value associated with a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

@available(iOS 13.0, tvOS 13.0, *)
private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

@available(iOS 13.0, tvOS 13.0, *)
private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

@available(iOS 13.0, tvOS 13.0, *)
private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

// Mirrors: documentation/swiftui/dismissaction
/// An action that dismisses a presentation.
@available(iOS 15.0, tvOS 15.0, *)
@MainActor @preconcurrency
public struct DismissAction {
  // Mirrors: documentation/swiftui/dismissaction/callasfunction()
  /// Dismisses the view if it is currently presented.
  public func callAsFunction() {}
}

// Mirrors: documentation/swiftui/colorscheme
/// The possible color schemes, corresponding to the light and dark appearances.
@available(iOS 13.0, tvOS 13.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  // Mirrors: documentation/swiftui/colorscheme/light
  /// The color scheme that corresponds to a light appearance.
  case light
  // Mirrors: documentation/swiftui/colorscheme/dark
  /// The color scheme that corresponds to a dark appearance.
  case dark
}

// Mirrors: documentation/swiftui/environmentkey
/// A key for accessing values in the environment.
@available(iOS 13.0, tvOS 13.0, *)
public protocol EnvironmentKey {
  // Mirrors: documentation/swiftui/environmentkey/value
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  // Mirrors: documentation/swiftui/environmentkey/defaultvalue
  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, tvOS 13.0, *)
extension View {
  // Mirrors: documentation/swiftui/view/environment(_:_:)
  /// Sets the environment value of the specified key path to the given value.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
  }

  // Mirrors: documentation/swiftui/view/transformenvironment(_:transform:)
  /// Transforms the environment value of the specified key path with the given function.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    EnvironmentWritingView(content: self) { transform(&$0[keyPath: keyPath]) }
  }
}

// Mirrors: documentation/swiftui/environment
/// A property wrapper that reads a value from a view's environment.
@available(iOS 13.0, tvOS 13.0, *)
@propertyWrapper
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()
  // Mirrors: documentation/swiftui/environment/init(_:)
  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  // Mirrors: documentation/swiftui/environment/wrappedvalue
  /// The current value of the environment property (the default outside an installed view).
  public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

@available(iOS 13.0, tvOS 13.0, *)
extension Environment: InstallableProperty {
  func install(in context: RenderContext, label: String) {
    box.values = context.environment
  }
}

// Mirrors: documentation/swiftui/namespace
/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property.
@available(iOS 14.0, tvOS 14.0, *)
@propertyWrapper
public struct Namespace {
  // Mirrors: documentation/swiftui/namespace/id
  /// A namespace defined by the persistent identity of an `@Namespace` dynamic property.
  @available(iOS 14.0, tvOS 14.0, *)
  public struct ID: Hashable, Sendable {}
  // Mirrors: documentation/swiftui/namespace/init()
  /// Creates a namespace.
  public init() {}
  // Mirrors: documentation/swiftui/namespace/wrappedvalue
  /// The namespace's id.
  public var wrappedValue: Namespace.ID { fatalError() }
}

// MARK: - Geometry and preferences

// Mirrors: documentation/swiftui/coordinatespace
/// A resolved coordinate space created by the coordinate space protocol.
@available(iOS 13.0, tvOS 13.0, *)
public enum CoordinateSpace {
  // Mirrors: documentation/swiftui/coordinatespace/global
  /// The global coordinate space at the root of the view hierarchy.
  case global
  // Mirrors: documentation/swiftui/coordinatespace/local
  /// The local coordinate space of the current view.
  case local
}

// Mirrors: documentation/swiftui/geometryproxy
/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
@available(iOS 13.0, tvOS 13.0, *)
public struct GeometryProxy {
  // Mirrors: documentation/swiftui/geometryproxy/frame(in:)-4d7dw (iOS 13 to 27; from iOS 17
  // `frame(in: some CoordinateSpaceProtocol)` takes the same `.global` spelling)
  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  @available(tvOS, introduced: 13.0, deprecated: 27.0)
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

// Mirrors: documentation/swiftui/geometryreader
/// A container view that defines its content as a function of its own size and coordinate
/// space.
@available(iOS 13.0, tvOS 13.0, *)
public struct GeometryReader<Content: View>: View {
  // Mirrors: documentation/swiftui/geometryreader/init(content:)
  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/color
/// A representation of a color that adapts to a given context.
@available(iOS 13.0, tvOS 13.0, *)
public struct Color: View {
  // Mirrors: documentation/swiftui/color/clear
  /// A clear color.
  public static let clear = Color()
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/preferencekey
/// A named value produced by a view.
@available(iOS 13.0, tvOS 13.0, *)
public protocol PreferenceKey {
  // Mirrors: documentation/swiftui/preferencekey/value
  /// The type of value produced by this preference.
  associatedtype Value
  // Mirrors: documentation/swiftui/preferencekey/defaultvalue
  /// The default value of the preference.
  static var defaultValue: Self.Value { get }
  // Mirrors: documentation/swiftui/preferencekey/reduce(value:nextvalue:)
  /// Combines a sequence of values by modifying the previously-accumulated value with the
  /// result of a closure that provides the next value.
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, tvOS 13.0, *)
extension View {
  // Mirrors: documentation/swiftui/view/preference(key:value:)
  /// Sets a value for the given preference.
  nonisolated public func preference<K: PreferenceKey>(
    key: K.Type = K.self, value: K.Value
  )
    -> some View
  {
    PreferenceWritingView<Self, K>(content: self) { $0 = value }
  }

  // Mirrors: documentation/swiftui/view/transformpreference(_:_:)
  /// Applies a transformation to a preference value.
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    PreferenceWritingView<Self, K>(content: self, transform: callback)
  }

  // Mirrors: documentation/swiftui/view/onpreferencechange(_:perform:)
  /// Adds an action to perform when the specified preference key's value changes.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    PreferenceObservingView<Self, K>(content: self, action: action)
  }
}

// MARK: - Navigation

// Mirrors: documentation/swiftui/navigationpath
/// A type-erased list of data representing the content of a navigation stack.
@available(iOS 16.0, tvOS 16.0, *)
public struct NavigationPath {
  // Mirrors: documentation/swiftui/navigationpath/init()
  /// Creates a new, empty navigation path.
  public init() {}
}

// Mirrors: documentation/swiftui/navigationstack
/// A view that displays a root view and enables you to present additional views over the root
/// view.
@available(iOS 16.0, tvOS 16.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
  // Mirrors: documentation/swiftui/navigationstack/init(root:)
  /// Creates a navigation stack that manages its own navigation state.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

// Mirrors: documentation/swiftui/navigationlink
/// A view that controls a navigation presentation.
@available(iOS 13.0, tvOS 13.0, *)
public struct NavigationLink<Label: View, Destination: View>: View {
  // Mirrors: documentation/swiftui/navigationlink/init(destination:label:)
  /// Creates a navigation link that presents the destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 16.0, tvOS 16.0, *)
extension NavigationLink where Destination == Never {
  // Mirrors: documentation/swiftui/navigationlink/init(value:label:)-4jswo
  /// Creates a navigation link that presents the view corresponding to a value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

@available(iOS 16.0, tvOS 16.0, *)
extension View {
  // Mirrors: documentation/swiftui/view/navigationdestination(for:destination:)
  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    EmptyView()
  }
}
