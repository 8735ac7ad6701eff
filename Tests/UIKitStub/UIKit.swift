// The UIKit declarations CurtainUIKit uses, compiled as a module named `UIKit` by
// `.ci/uikit-check.sh`: CurtainUIKit (every file inside `#if canImport(UIKit)`) is type-checked
// against it, and, with the model in Tests/UIKitStub/Model (a virtual clock, the property
// animator's state machine, the transition machinery), it runs on Linux. Bodies here store
// values and forward to the model; each rule the model enforces cites its source there.
//
// Each declaration follows the shape of Apple's documented Swift interface: the same names,
// argument labels, types, optionality, `open`/`public`, and `@MainActor` isolation (UIKit's
// classes and the transitioning protocols are `@MainActor`; UIColor and the value types are
// not). The `Mirrors:` comment names the documentation page (developer.apple.com/<path>).
//
// Two differences are forced by Linux, where there is no Objective-C runtime:
// - `optional` protocol requirements need `@objc`; here they are ordinary requirements with a
//   default implementation in an extension, so conforming code reads the same.
// - `Selector`, target-action and `@objc` do not exist; CurtainUIKit keeps its few lines of
//   target-action glue under `#if canImport(ObjectiveC)`, which this stub does not declare.

@_exported import Foundation
@_exported import QuartzCore

// MARK: - Values

// Mirrors: documentation/uikit/uiedgeinsets
/// Insets for each edge.
@available(iOS 2.0, tvOS 9.0, *)
public struct UIEdgeInsets: Sendable, Equatable {
  // Mirrors: documentation/uikit/uiedgeinsets/top
  /// The top inset.
  public var top: CGFloat
  // Mirrors: documentation/uikit/uiedgeinsets/left
  /// The left inset.
  public var left: CGFloat
  // Mirrors: documentation/uikit/uiedgeinsets/bottom
  /// The bottom inset.
  public var bottom: CGFloat
  // Mirrors: documentation/uikit/uiedgeinsets/right
  /// The right inset.
  public var right: CGFloat
  // Mirrors: documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

// Mirrors: documentation/uikit/uirectedge
/// Edges of a rectangle.
@available(iOS 7.0, tvOS 9.0, *)
public struct UIRectEdge: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates edges from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // Mirrors: documentation/uikit/uirectedge/top
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  // Mirrors: documentation/uikit/uirectedge/left
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  // Mirrors: documentation/uikit/uirectedge/bottom
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  // Mirrors: documentation/uikit/uirectedge/right
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
}

// Mirrors: documentation/uikit/uiuserinterfacelayoutdirection
/// Reading direction.
@available(iOS 5.0, tvOS 9.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

// Mirrors: documentation/uikit/uimodalpresentationstyle
/// How a presented controller appears.
@available(iOS 3.2, tvOS 9.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
  /// Full screen.
  case fullScreen = 0
  /// A page sheet.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  case pageSheet = 1
  /// A form sheet.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  case formSheet = 2
  /// Over the current context's area.
  case currentContext = 3
  /// A custom presentation controlled by a transitioning delegate.
  case custom = 4
  /// Over full screen, keeping the presenter's views.
  @available(iOS 8.0, tvOS 9.0, *)
  case overFullScreen = 5
  /// Over the current context, keeping the presenter's views.
  @available(iOS 8.0, tvOS 9.0, *)
  case overCurrentContext = 6
  /// A popover.
  @available(iOS 8.0, *)
  @available(tvOS, unavailable)
  case popover = 7
  /// No adaptation.
  @available(iOS 7.0, tvOS 9.0, *)
  case none = -1
  /// The system's choice.
  @available(iOS 13.0, tvOS 13.0, *)
  case automatic = -2
}

// Mirrors: documentation/uikit/uiviewanimatingstate
/// An animator's state.
@available(iOS 10.0, tvOS 10.0, *)
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started or paused.
  case active = 1
  /// Stopped without finishing.
  case stopped = 2
}

// Mirrors: documentation/uikit/uiviewanimatingposition
/// Where animations ended.
@available(iOS 10.0, tvOS 10.0, *)
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end.
  case end = 0
  /// At the start.
  case start = 1
  /// Where they were.
  case current = 2
}

// MARK: - Colors and effects

// Mirrors: documentation/uikit/uicolor
/// A color (not main-actor isolated; Sendable).
@available(iOS 2.0, tvOS 9.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  // Mirrors: documentation/uikit/uicolor/init(red:green:blue:alpha:)
  /// Creates a color from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    modelComponents = [red, green, blue, alpha]
  }
  /// The sRGB components (model only).
  public let modelComponents: [CGFloat]
  // Mirrors: documentation/uikit/uicolor/cgcolor
  /// The Core Graphics color, with the same components (§20.1).
  open var cgColor: CGColor {
    CGColor.model(
      red: modelComponents[0], green: modelComponents[1], blue: modelComponents[2],
      alpha: modelComponents[3])
  }
}

// Mirrors: documentation/uikit/uivisualeffect
/// A visual effect.
@MainActor
@available(iOS 8.0, tvOS 9.0, *)
open class UIVisualEffect: NSObject {}

// Mirrors: documentation/uikit/uiblureffect
/// A blur effect.
@MainActor
@available(iOS 8.0, tvOS 9.0, *)
open class UIBlurEffect: UIVisualEffect {
  // Mirrors: documentation/uikit/uiblureffect/style
  /// Blur styles.
  public enum Style: Int, Sendable {
    /// Extra light.
    case extraLight = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
    /// Regular.
    @available(iOS 10.0, tvOS 10.0, *)
    case regular = 4
    /// Prominent.
    @available(iOS 10.0, tvOS 10.0, *)
    case prominent = 5
  }
  // Mirrors: documentation/uikit/uiblureffect/init(style:)
  /// Creates a blur effect of `style` (§20.7).
  public init(style: UIBlurEffect.Style) { modelStyle = style }
  /// The style (model only: Apple's blur effect does not expose it).
  public let modelStyle: UIBlurEffect.Style
}

// MARK: - Views

// Mirrors: documentation/uikit/uiresponder
/// An object that responds to events.
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIResponder: NSObject {
  /// Associated objects (model only: `objc_setAssociatedObject`, Model/ModelObjC.swift).
  let associated = AssociatedStore()
  /// Accessibility values and first-responder state (model only:
  /// Model/ModelAccessibility.swift).
  let accessibilityStore = AccessibilityStore()

  // The overridable accessibility members (Apple declares them on NSObject, the
  // `UIAccessibility` informal protocol of UIAccessibility.h) and the responder's key commands
  // (UIResponder.h), here in the class body so that subclasses can override them on Linux.
  // Their rules are in Model/ModelAccessibility.swift, the rest of the API in
  // UIKit+Accessibility.swift.

  // Mirrors: documentation/objectivec/nsobject/1615141-isaccessibilityelement
  /// Whether the receiver is an element assistive technologies see (default `false`).
  @available(iOS 2.0, tvOS 9.0, *)
  open var isAccessibilityElement: Bool {
    get { accessibilityStore.isElement }
    set { accessibilityStore.isElement = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/1615181-accessibilitylabel
  /// The element's localized label (default `nil`).
  @available(iOS 2.0, tvOS 9.0, *)
  open var accessibilityLabel: String? {
    get { accessibilityStore.label }
    set { accessibilityStore.label = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/1615117-accessibilityvalue
  /// The element's value (default `nil`).
  @available(iOS 2.0, tvOS 9.0, *)
  open var accessibilityValue: String? {
    get { accessibilityStore.value }
    set { accessibilityStore.value = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/1615202-accessibilitytraits
  /// The element's traits (default none).
  @available(iOS 2.0, tvOS 9.0, *)
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStore.traits }
    set { accessibilityStore.traits = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/1615080-accessibilityelementshidden
  /// "Marks all the accessible elements contained within as hidden" (default `false`).
  @available(iOS 5.0, tvOS 9.0, *)
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStore.elementsHidden }
    set { accessibilityStore.elementsHidden = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/1615089-accessibilityviewismodal
  /// "If YES, then elements outside this view will be ignored" (UIAccessibility.h; default
  /// `false`).
  @available(iOS 5.0, tvOS 9.0, *)
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStore.viewIsModal }
    set { accessibilityStore.viewIsModal = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/1615165-accessibilityactivate
  /// Activates the element (a VoiceOver double-tap); returns whether it handled it (default
  /// `false`: the system then taps the element's activation point).
  @available(iOS 7.0, tvOS 9.0, *)
  open func accessibilityActivate() -> Bool { false }
  // Mirrors: documentation/objectivec/nsobject/1615076-accessibilityincrement
  /// Adjusts an adjustable element up (default: nothing).
  @available(iOS 4.0, tvOS 9.0, *)
  open func accessibilityIncrement() {}
  // Mirrors: documentation/objectivec/nsobject/1615169-accessibilitydecrement
  /// Adjusts an adjustable element down (default: nothing).
  @available(iOS 4.0, tvOS 9.0, *)
  open func accessibilityDecrement() {}
  // Mirrors: documentation/objectivec/nsobject/1615091-accessibilityperformescape
  /// "Implement accessibilityPerformEscape on an element or containing view to exit a modal or
  /// hierarchical interface view" (UIAccessibility.h); returns whether it did (default `false`).
  @available(iOS 5.0, tvOS 9.0, *)
  open func accessibilityPerformEscape() -> Bool { false }
  // Mirrors: documentation/objectivec/nsobject/1615179-accessibilityactivationpoint
  /// Where an activation taps, in screen coordinates.
  ///
  /// "The location assistive technologies use to initiate gestures", in screen coordinates;
  /// without one set, "the center of the accessibility frame"
  /// (AD: SwiftUI View.accessibilityActivationPoint(_:), the same property; UIAccessibility.h:
  /// "default == Mid-point of the accessibilityFrame"). D. For a view, the middle of its
  /// ``accessibilityFrame`` (§22.1).
  @available(iOS 5.0, tvOS 9.0, *)
  open var accessibilityActivationPoint: CGPoint {
    get {
      if let point = accessibilityStore.activationPoint { return point }
      guard self is UIView else { return .zero }
      let frame = accessibilityFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set { accessibilityStore.activationPoint = newValue }
  }
  // Mirrors: documentation/objectivec/nsobject/accessibilityframe
  /// The element's frame in screen coordinates (§22.1).
  ///
  /// "Returns the frame of the element in screen coordinates. default == CGRectZero; default
  /// on UIViews == the frame of the view. Setting the property will change the frame that is
  /// returned to the accessibility client" (UIAccessibility.h). D. For a view, its frame in the
  /// window (the model's screen and window coordinates are the same), followed as it moves
  /// until a value is set.
  @available(iOS 2.0, tvOS 9.0, *)
  open var accessibilityFrame: CGRect {
    get {
      if let frame = accessibilityStore.frame { return frame }
      guard let view = self as? UIView else { return .zero }
      return view.convert(view.bounds, to: nil)
    }
    set { accessibilityStore.frame = newValue }
  }

  // Mirrors: documentation/uikit/uiresponder/keycommands
  /// The key commands this responder handles (default `nil`, §16.3).
  @available(iOS 7.0, tvOS 9.0, *)
  open var keyCommands: [UIKeyCommand]? { nil }
  // Mirrors: documentation/uikit/uiresponder/canbecomefirstresponder
  /// Whether the responder can become first responder (default `false`, §16.1).
  @available(iOS 2.0, tvOS 9.0, *)
  open var canBecomeFirstResponder: Bool { false }
  // Mirrors: documentation/uikit/uiresponder/becomefirstresponder()
  /// Makes the responder the window's first responder; `false` when it cannot be one (§16.1).
  @available(iOS 2.0, tvOS 9.0, *)
  @discardableResult
  open func becomeFirstResponder() -> Bool { modelBecomeFirstResponder() }
  // Mirrors: documentation/uikit/uiresponder/resignfirstresponder()
  /// Gives up first-responder status; `true` by default (§16.2).
  @available(iOS 2.0, tvOS 9.0, *)
  @discardableResult
  open func resignFirstResponder() -> Bool { modelResignFirstResponder() }
  // Mirrors: documentation/uikit/uiresponder/isfirstresponder
  /// Whether the responder is the first responder.
  @available(iOS 2.0, tvOS 9.0, *)
  open var isFirstResponder: Bool { modelIsFirstResponder }
}

// Apple declares these as `class let` constants imported from C globals, readable from any
// context; a stub cannot declare `class let`, so they are nonisolated `static let`s, which
// read the same at the call site (`UIResponder.keyboardWillChangeFrameNotification`).
extension UIResponder {
  // Mirrors: documentation/uikit/uiresponder/keyboardwillchangeframenotification
  /// Posted before the keyboard's frame changes.
  @available(iOS 5.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  // Mirrors: documentation/uikit/uiresponder/keyboardframeenduserinfokey
  /// The user-info key of the keyboard's frame at the end of the change, in screen coordinates.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  // Mirrors: documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey
  /// The user-info key of the keyboard animation's duration in seconds.
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
}

// Mirrors: documentation/foundation/nsvalue/cgrectvalue
extension NSValue {
  /// The rectangle the value holds (UIKit's extension of `NSValue`).
  @available(iOS 2.0, tvOS 9.0, *)
  public var cgRectValue: CGRect { rectValue }
}

// Mirrors: documentation/uikit/uiview
/// A view.
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIView: UIResponder {
  // Mirrors: documentation/uikit/uiview/autoresizingmask-swift.struct
  /// How a view resizes with its superview.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Flexible width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Flexible height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  // Mirrors: documentation/uikit/uiview/keyframeanimationoptions
  /// Options for keyframe animations.
  @available(iOS 7.0, tvOS 9.0, *)
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Mirrors: documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubic
    /// Catmull-Rom interpolation between keyframes (linear, raw value 0, is the default `[]`).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  // Mirrors: documentation/uikit/uiview/animationcurve
  /// Built-in timing curves.
  public enum AnimationCurve: Int, Sendable {
    /// Ease in and out.
    case easeInOut = 0
    /// Ease in.
    case easeIn = 1
    /// Ease out.
    case easeOut = 2
    /// Linear.
    case linear = 3
  }

  // Mirrors: documentation/uikit/uiview/animationoptions
  /// Options for animating views (the raw values are UIView.h's).
  @available(iOS 4.0, tvOS 9.0, *)
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Mirrors: documentation/uikit/uiview/animationoptions/layoutsubviews
    /// Lay out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    // Mirrors: documentation/uikit/uiview/animationoptions/allowuserinteraction
    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    // Mirrors: documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    /// Start from the value on screen.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    // Mirrors: documentation/uikit/uiview/animationoptions/curveeaseinout
    /// Ease in and out (the default, raw value 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    // Mirrors: documentation/uikit/uiview/animationoptions/curveeasein
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    // Mirrors: documentation/uikit/uiview/animationoptions/curveeaseout
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    // Mirrors: documentation/uikit/uiview/animationoptions/curvelinear
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  // Mirrors: documentation/uikit/uiview/init(frame:)
  /// Creates a view.
  public init(frame: CGRect) {
    super.init()
    store.bounds = CGRect(origin: .zero, size: frame.size)
    store.center = CGPoint(x: frame.midX, y: frame.midY)
  }
  /// The model's stored values (model only).
  let store = ViewStore()
  // Mirrors: documentation/uikit/uiview/init(coder:)
  /// Creates a view from an archive (§20.10).
  public required init?(coder: NSCoder) { nil }
  /// Creates a view with a zero frame (`init()` of `NSObject`, as UIKit allows).
  public convenience override init() { self.init(frame: .zero) }

  // Mirrors: documentation/uikit/uiview/frame
  /// The frame.
  open var frame: CGRect {
    get { modelFrame }
    set { setModelFrame(newValue) }
  }
  // Mirrors: documentation/uikit/uiview/bounds
  /// The bounds.
  open var bounds: CGRect {
    get { store.bounds }
    set { setModelBounds(newValue) }
  }
  // Mirrors: documentation/uikit/uiview/center
  /// The center.
  open var center: CGPoint {
    get { store.center }
    set { modelWrite(\.center, "center", newValue) }
  }
  // Mirrors: documentation/uikit/uiview/alpha
  /// The opacity.
  open var alpha: CGFloat {
    get { store.alpha }
    set { modelWrite(\.alpha, "alpha", newValue) }
  }
  // Mirrors: documentation/uikit/uiview/transform
  /// The 2D transform.
  open var transform: CGAffineTransform {
    get { store.transform }
    set { modelWrite(\.transform, "transform", newValue) }
  }
  // Mirrors: documentation/uikit/uiview/layer
  /// The backing layer.
  open var layer: CALayer { store.layer }
  // Mirrors: documentation/uikit/uiview/backgroundcolor
  /// The background color.
  open var backgroundColor: UIColor? {
    get { store.backgroundColor }
    set { modelWrite(\.backgroundColor, "backgroundColor", newValue) }
  }
  // Mirrors: documentation/uikit/uiview/ishidden
  /// Whether the view is hidden.
  open var isHidden: Bool {
    get { store.isHidden }
    set { modelWrite(\.isHidden, "isHidden", newValue) }
  }
  // Mirrors: documentation/uikit/uiview/isuserinteractionenabled
  /// Whether the view receives touches.
  open var isUserInteractionEnabled: Bool {
    get { store.isUserInteractionEnabled }
    set { store.isUserInteractionEnabled = newValue }
  }
  // Mirrors: documentation/uikit/uiview/canbecomefocused
  /// Whether the view can become focused: false by default (§22.2); even when true, a hidden,
  /// transparent or non-interactive view, or one outside the view hierarchy, is not focusable.
  @available(iOS 9.0, tvOS 9.0, *)
  open var canBecomeFocused: Bool { false }
  // Mirrors: documentation/uikit/uifocusenvironment/preferredfocusenvironments
  /// Where focus goes when it updates to this view (§22.3): empty by default, which is "an
  /// array containing only `self`".
  @available(iOS 10.0, tvOS 10.0, *)
  open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
  // Mirrors: documentation/uikit/uifocusenvironment/setneedsfocusupdate()
  /// Requests a focus update in this environment (§22.4).
  @available(iOS 9.0, tvOS 9.0, *)
  open func setNeedsFocusUpdate() { ModelFocus.request(self) }
  // Mirrors: documentation/uikit/uifocusenvironment/updatefocusifneeded()
  /// Performs a pending focus update now (§22.4).
  @available(iOS 9.0, tvOS 9.0, *)
  open func updateFocusIfNeeded() { ModelFocus.updateNow() }
  // Mirrors: documentation/uikit/uiview/autoresizingmask
  /// How the view resizes with its superview.
  open var autoresizingMask: UIView.AutoresizingMask {
    get { store.autoresizingMask }
    set { store.autoresizingMask = newValue }
  }
  // Mirrors: documentation/uikit/uiview/superview
  /// The superview.
  open var superview: UIView? { store.superview }
  // Mirrors: documentation/uikit/uiview/subviews
  /// The subviews, back to front.
  open var subviews: [UIView] { store.subviews }
  // Mirrors: documentation/uikit/uiview/safeareainsets
  /// The safe-area insets.
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets }
  // Mirrors: documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  /// The layout direction in effect (§17.4).
  @available(iOS 10.0, tvOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIKitModel.world.layoutDirection
  }
  // Mirrors: documentation/uikit/uiview/addsubview(_:)
  /// Adds a subview on top.
  open func addSubview(_ view: UIView) { modelInsert(view, at: store.subviews.count) }
  // Mirrors: documentation/uikit/uiview/insertsubview(_:at:)
  /// Inserts a subview at an index.
  open func insertSubview(_ view: UIView, at index: Int) { modelInsert(view, at: index) }
  // Mirrors: documentation/uikit/uiview/insertsubview(_:abovesubview:)
  /// Inserts a subview above another.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    modelInsert(view, relativeTo: siblingSubview, offset: 1)
  }
  // Mirrors: documentation/uikit/uiview/insertsubview(_:belowsubview:)
  /// Inserts a subview below another.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    modelInsert(view, relativeTo: siblingSubview, offset: 0)
  }
  // Mirrors: documentation/uikit/uiview/bringsubviewtofront(_:)
  /// Moves a subview to the front (§17.1).
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    modelInsert(view, at: store.subviews.count)
  }
  // Mirrors: documentation/uikit/uiview/removefromsuperview()
  /// Removes the view from its superview.
  open func removeFromSuperview() { modelRemoveFromSuperview() }
  // Mirrors: documentation/uikit/uiview/snapshotview(afterscreenupdates:)
  /// A snapshot view of the current contents.
  @available(iOS 7.0, tvOS 9.0, *)
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    modelSnapshot(afterScreenUpdates: afterUpdates)
  }
  // Mirrors: documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
  /// Draws the view's hierarchy into the current context; false when image data is missing.
  @available(iOS 7.0, tvOS 9.0, *)
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    modelDrawHierarchy(afterScreenUpdates: afterUpdates)
  }
  // Mirrors: documentation/uikit/uiview/addgesturerecognizer(_:)
  /// Attaches a gesture recognizer.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    store.gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.store.view = self
  }
  // Mirrors: documentation/uikit/uiview/removegesturerecognizer(_:)
  /// Detaches a gesture recognizer (§17.3).
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    store.gestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.store.view === self { gestureRecognizer.store.view = nil }
  }
  // Mirrors: documentation/uikit/uiview/setneedslayout()
  /// Invalidates the layout.
  open func setNeedsLayout() { store.needsLayout = true }
  // Mirrors: documentation/uikit/uiview/layoutifneeded()
  /// Lays out now if needed.
  open func layoutIfNeeded() { modelLayoutIfNeeded() }
  // Mirrors: documentation/uikit/uiview/didmovetowindow()
  /// The view moved into or out of a window (§17.2).
  open func didMoveToWindow() {}
  // Mirrors: documentation/uikit/uiview/convert(_:from:) (the CGRect overload)
  /// Converts a rectangle from another view's coordinates (the window's when `view` is nil).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let origin = view?.modelOriginInWindow ?? .zero
    let mine = modelOriginInWindow
    return rect.offsetBy(dx: origin.x - mine.x, dy: origin.y - mine.y)
  }
  // Mirrors: documentation/uikit/uiview/convert(_:to:) (the CGRect overload)
  /// Converts a rectangle to another view's coordinates (the window's when `view` is nil).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let origin = view?.modelOriginInWindow ?? .zero
    let mine = modelOriginInWindow
    return rect.offsetBy(dx: mine.x - origin.x, dy: mine.y - origin.y)
  }
  // Mirrors: documentation/uikit/uiview/hittest(_:with:)
  /// The farthest descendant that contains `point` (in this view's coordinates).
  ///
  /// As Apple documents: it ignores views that are hidden, have user interaction disabled or an
  /// alpha below 0.01; it asks `point(inside:with:)` first, so points outside the bounds are
  /// never hits, even inside a subview; subviews are searched front to back.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = subview.convert(CGRect(origin: point, size: .zero), from: self).origin
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // Mirrors: documentation/uikit/uiview/point(inside:with:)
  /// Whether `point` (in this view's coordinates) is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }
  // Mirrors: documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
  /// Runs keyframe animations.
  @available(iOS 7.0, tvOS 9.0, *)
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    ModelAnimation.animateKeyframes(
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }
  // Mirrors: documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
  /// Adds a keyframe inside `animateKeyframes`.
  @available(iOS 7.0, tvOS 9.0, *)
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    ModelAnimation.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
  }
}

// Mirrors: documentation/uikit/uiscrollview
/// A view that scrolls its content (used by the documentation's examples).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIScrollView: UIView {
  // Mirrors: documentation/uikit/uiscrollview/contentoffset
  /// The point of the content at the view's origin.
  open var contentOffset: CGPoint {
    get { scrollStore.contentOffset }
    set { scrollStore.contentOffset = newValue }
  }
  // Mirrors: documentation/uikit/uiscrollview/pangesturerecognizer
  /// The scroll view's own pan.
  @available(iOS 5.0, tvOS 9.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { scrollStore.pan(for: self) }
  // Mirrors: documentation/uikit/uiscrollview/contentsize
  /// The size of the content (the model does not scroll on its own: only writes of
  /// ``contentOffset`` move the content).
  @available(iOS 2.0, tvOS 9.0, *)
  open var contentSize: CGSize {
    get { scrollStore.contentSize }
    set { scrollStore.contentSize = newValue }
  }
  // Mirrors: documentation/uikit/uiscrollview/contentinset
  /// Extra scroll area around the content (default zero).
  open var contentInset: UIEdgeInsets {
    get { scrollStore.contentInset }
    set { scrollStore.contentInset = newValue }
  }
  // Mirrors: documentation/uikit/uiscrollview/adjustedcontentinset
  /// The insets the content is laid out with (§17.5).
  ///
  /// ``contentInset`` (the model adds no safe-area insets, as with
  /// `contentInsetAdjustmentBehavior = .never`, M); read-only, as in UIKit. Alternative `adjustedInsetAddsSafeArea`: plus the view's own safe-area insets.
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets {
    let inset = scrollStore.contentInset
    guard UIKitModel.world.readings.uses(.adjustedInsetAddsSafeArea) else { return inset }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: inset.top + safe.top, left: inset.left + safe.left,
      bottom: inset.bottom + safe.bottom, right: inset.right + safe.right)
  }
  let scrollStore = ScrollStore()
}

// Mirrors: documentation/uikit/uivisualeffectview
/// A view showing a visual effect.
@MainActor
@available(iOS 8.0, tvOS 9.0, *)
open class UIVisualEffectView: UIView {
  // Mirrors: documentation/uikit/uivisualeffectview/init(effect:)
  /// Creates an effect view showing `effect` (§20.7).
  public init(effect: UIVisualEffect?) {
    self.modelEffect = effect
    self.modelFullEffect = effect
    self.modelEffectLevel = effect == nil ? 0 : 1
    super.init(frame: .zero)
  }
  private var modelEffect: UIVisualEffect?
  /// An effect view with no effect (inherited from UIView; D: `effect` is optional), so that
  /// `UIVisualEffectView()` is available as in UIKit.
  public override init(frame: CGRect) {
    modelEffect = nil
    super.init(frame: frame)
  }
  // Mirrors: documentation/uikit/uivisualeffectview/init(coder:)
  /// Creates an effect view from an archive (§20.10).
  public required init?(coder: NSCoder) { nil }
  // Mirrors: documentation/uikit/uivisualeffectview/effect
  /// The effect; a change inside an animation block animates it in or out (§20.20 O).
  open var effect: UIVisualEffect? {
    get { modelEffect }
    set {
      let old = modelEffectLevel
      modelEffect = newValue
      if let newValue { modelFullEffect = newValue }
      modelEffectLevel = newValue == nil ? 0 : 1
      CAModelTransaction.report(self, "effect", from: old, to: modelEffectLevel)
    }
  }
  /// How much of the effect the model value shows, 0 (none) or 1; between them only while an
  /// animation's value is written back (a stopped animator, §20.20).
  var modelEffectLevel: CGFloat = 0
  /// The last effect set, which a written-back level between 0 and 1 shows in part.
  var modelFullEffect: UIVisualEffect?

  /// Writes an animation's value back: the level, with the last effect shown while it is above
  /// 0 (§20.20 M).
  func modelWriteEffectLevel(_ level: CGFloat) {
    modelEffectLevel = min(max(level, 0), 1)
    modelEffect = modelEffectLevel > 0 ? modelFullEffect : nil
  }

  /// How much of the effect is on screen now, 0…1, animations included (model only; §20.20).
  public var modelPresentedEffectLevel: CGFloat {
    let level = ModelValues.presentation(self, "effect")?.first ?? Double(modelEffectLevel)
    return CGFloat(min(max(level, 0), 1))
  }
}

// MARK: - Property animators

// Mirrors: documentation/uikit/uitimingcurveprovider
/// Timing information for an animator (Apple's refines NSCoding and NSCopying; left out).
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
public protocol UITimingCurveProvider: NSObjectProtocol {
  // Mirrors: documentation/uikit/uitimingcurveprovider/timingcurvetype (defaults: UIKit+References.swift)
  /// The type of timing information to use.
  var timingCurveType: UITimingCurveType { get }
  // Mirrors: documentation/uikit/uitimingcurveprovider/cubictimingparameters
  /// The cubic timing parameters to use.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  // Mirrors: documentation/uikit/uitimingcurveprovider/springtimingparameters
  /// The spring-based timing parameters to use.
  var springTimingParameters: UISpringTimingParameters? { get }
}

// Mirrors: documentation/uikit/uicubictimingparameters
/// A cubic Bézier timing.
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  // Mirrors: documentation/uikit/uicubictimingparameters/init(animationcurve:)
  /// A built-in curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    switch curve {
    case .linear: curveKind = .cubic(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    case .easeIn: curveKind = .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: curveKind = .cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeInOut: curveKind = .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    }
  }
  /// The curve (model only).
  let curveKind: ModelCurve
  // Mirrors: documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
  /// A custom curve through two control points (§20.8).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    curveKind = .cubic(point1, point2)
  }
}

// Mirrors: documentation/uikit/uispringtimingparameters
/// A spring timing.
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  // Mirrors: documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
  /// A spring from its physical constants (§20.8).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    curveKind = .spring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity.dx)
  }
  // Mirrors: documentation/uikit/uispringtimingparameters/init(dampingratio:)
  /// A spring of a damping ratio that settles within the animator's duration (§20.9).
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }
  // Mirrors: documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)
  /// A spring of a damping ratio and an initial velocity that settles within the animator's
  /// duration (§20.9).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    curveKind = .dampingRatio(ratio, velocity: velocity.dx)
  }
  /// The curve (model only).
  let curveKind: ModelCurve
}

// Mirrors: documentation/uikit/uiviewanimating
/// An object that runs animations.
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
public protocol UIViewAnimating: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiviewanimating/state
  /// The state.
  var state: UIViewAnimatingState { get }
  // Mirrors: documentation/uikit/uiviewanimating/isrunning
  /// Whether the animation is running (active and not paused).
  var isRunning: Bool { get }
  // Mirrors: documentation/uikit/uiviewanimating/isreversed
  /// Whether it runs backwards.
  var isReversed: Bool { get set }
  // Mirrors: documentation/uikit/uiviewanimating/fractioncomplete
  /// How far it has run.
  var fractionComplete: CGFloat { get set }
  // Mirrors: documentation/uikit/uiviewanimating/startanimation()
  /// Starts.
  func startAnimation()
  // Mirrors: documentation/uikit/uiviewanimating/startanimation(afterdelay:)
  /// Starts after a delay.
  func startAnimation(afterDelay delay: TimeInterval)
  // Mirrors: documentation/uikit/uiviewanimating/pauseanimation()
  /// Pauses.
  func pauseAnimation()
  // Mirrors: documentation/uikit/uiviewanimating/stopanimation(_:)
  /// Stops.
  func stopAnimation(_ withoutFinishing: Bool)
  // Mirrors: documentation/uikit/uiviewanimating/finishanimation(at:)
  /// Finishes a stopped animator at a position.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

// Mirrors: documentation/uikit/uiviewimplicitlyanimating
/// An animator that can be modified while running (its members are optional in Apple's).
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  // Mirrors: documentation/uikit/uiviewimplicitlyanimating/addanimations(_:)
  /// Adds animations.
  func addAnimations(_ animation: @escaping () -> Void)
  // Mirrors: documentation/uikit/uiviewimplicitlyanimating/addcompletion(_:)
  /// Adds a completion.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  // Mirrors: documentation/uikit/uiviewimplicitlyanimating/continueanimation(withtimingparameters:durationfactor:)
  /// Continues a paused animator with new timing.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
  // Mirrors: documentation/uikit/uiviewimplicitlyanimating/addanimations(_:delayfactor:)
  /// Adds animations that start at a fraction of the duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Default for an optional requirement that an adopter does not implement: Apple's callers
  /// check that it responds first; the model reports the call.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    UIKitModel.fail(
      .programmerError,
      "addAnimations(_:delayFactor:) called on a \(type(of: self)), which does not implement "
        + "this optional UIViewImplicitlyAnimating requirement (UIViewAnimating.h)")
  }
}

// The three are `optional` requirements in Apple's protocol: an animator may leave them out, and
// calling one it left out (`animator.addAnimations?(…)`) does nothing. These defaults do the same.
extension UIViewImplicitlyAnimating {
  /// Default for an optional requirement: does nothing.
  public func addAnimations(_ animation: @escaping () -> Void) {}
  /// Default for an optional requirement: does nothing.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  /// Default for an optional requirement: does nothing.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}

// Mirrors: documentation/uikit/uiviewpropertyanimator
/// An interruptible, scrubbable animator.
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  // Mirrors: documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
  /// Creates an animator.
  ///
  /// `required` here only: Apple's class method `runningPropertyAnimator` returns `Self`, which
  /// a Swift class method can build only through a required initializer.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    core = AnimatorCore(duration: duration, curve: ModelCurve(parameters))
    modelTimingParameters = parameters
    super.init()
    core.owner = self
    UIKitModel.didCreate(self)
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
  /// Creates an animator with a built-in curve ("All convenience initializers return an animator
  /// which is not running", H-VPA).
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/init(duration:controlpoint1:controlpoint2:animations:)
  /// Creates an animator with a cubic Bézier curve through two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)
  /// Creates an animator with a spring of the given damping ratio that settles in `duration`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/runningpropertyanimator(withduration:delay:options:animations:completion:)
  /// Creates and starts an animator (the old `UIView.animate` style; H-VPA).
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(animationCurve: options.modelCurve))
    animator.core.configureRunning(options: options)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }
  private let modelTimingParameters: any UITimingCurveProvider
  /// The state machine (model only; Model/ModelAnimator.swift).
  let core: AnimatorCore
  deinit {
    // The model runs on the main thread; `isolated deinit` would need a newer runtime on Apple
    // platforms, where this stub is also type-checked.
    let released = ReleasedCore(core: core)
    MainActor.assumeIsolated { released.core.ownerReleased() }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/timingparameters
  /// The timing parameters it was created with (Apple's is `@NSCopying`, which Swift source
  /// allows only on a settable property).
  open var timingParameters: (any UITimingCurveProvider)? { modelTimingParameters }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/duration
  /// The duration it was created with.
  open var duration: TimeInterval { core.duration }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/delay
  /// "Defaults to 0. This property is set when calling -[UIView startAnimationAfterDelay:]."
  open var delay: TimeInterval { core.delay }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/isuserinteractionenabled
  /// Whether the animating views take touches.
  ///
  /// §1.12 D: "Defaults to YES. Raises if set on an active animator."
  open var isUserInteractionEnabled: Bool {
    get { core.isUserInteractionEnabled }
    set { core.setUserInteractionEnabled(newValue) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/ismanualhittestingenabled
  /// Whether the app hit-tests animating views itself ("Defaults to NO", H-VPA).
  open var isManualHitTestingEnabled: Bool {
    get { core.isManualHitTestingEnabled }
    set { core.isManualHitTestingEnabled = newValue }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/isinterruptible
  /// Whether it can be paused, stopped and scrubbed.
  ///
  /// §1.12 D: "Defaults to YES. Raises if set on an active animator."
  open var isInterruptible: Bool {
    get { core.isInterruptible }
    set { core.setInterruptible(newValue) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/state
  /// The state.
  open var state: UIViewAnimatingState { core.state }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/isrunning
  /// Whether the animation is running (active and not paused).
  open var isRunning: Bool { core.isRunning }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/isreversed
  /// Whether it runs backwards.
  open var isReversed: Bool {
    get { core.isReversed }
    set { core.setReversed(newValue) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/fractioncomplete
  /// How far it has run.
  open var fractionComplete: CGFloat {
    get { core.fractionComplete }
    set { core.setFractionComplete(newValue) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/pausesoncompletion
  /// Whether it stays active at the end.
  @available(iOS 11.0, tvOS 11.0, *)
  open var pausesOnCompletion: Bool {
    get { core.pausesOnCompletion }
    set { core.setPausesOnCompletion(newValue) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/scrubslinearly
  /// Whether scrubbing is linear.
  @available(iOS 11.0, tvOS 11.0, *)
  open var scrubsLinearly: Bool {
    get { core.scrubsLinearly }
    set { core.setScrubsLinearly(newValue) }
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/addanimations(_:)
  /// Adds animations.
  open func addAnimations(_ animation: @escaping () -> Void) { core.addAnimations(animation) }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/addanimations(_:delayfactor:)
  /// Adds animations that "commence at delayFactor * animator.duration seconds into the
  /// animation" and last "(1 - delayFactor) * animator.duration seconds" (H-VPA).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    core.addAnimations(animation, delayFactor: Double(delayFactor))
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
  /// Adds a completion.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    core.addCompletion(completion)
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/startanimation()
  /// Starts.
  open func startAnimation() { core.start(afterDelay: 0) }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/startanimation(afterdelay:)
  /// Starts after a delay.
  open func startAnimation(afterDelay delay: TimeInterval) { core.start(afterDelay: delay) }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/pauseanimation()
  /// Pauses.
  open func pauseAnimation() { core.pause() }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/stopanimation(_:)
  /// Stops.
  open func stopAnimation(_ withoutFinishing: Bool) {
    core.stop(withoutFinishing: withoutFinishing)
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/finishanimation(at:)
  /// Finishes a stopped animator.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    core.finish(at: finalPosition)
  }
  // Mirrors: documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)
  /// Continues a paused animator with new timing.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    core.continueAnimation(curve: parameters.map(ModelCurve.init), durationFactor: durationFactor)
  }
}

// MARK: - Gestures

// Mirrors: documentation/uikit/uigesturerecognizer
/// A gesture recognizer.
@MainActor
@available(iOS 3.2, tvOS 9.0, *)
open class UIGestureRecognizer: NSObject {
  // Mirrors: documentation/uikit/uigesturerecognizer/state-swift.enum
  /// Recognition states.
  public enum State: Int, Sendable {
    /// Not recognized yet.
    case possible = 0
    /// Began.
    case began = 1
    /// Changed.
    case changed = 2
    /// Ended.
    case ended = 3
    /// Cancelled.
    case cancelled = 4
    /// Failed.
    case failed = 5
  }
  // Mirrors: documentation/uikit/uigesturerecognizer/init(target:action:)
  /// Creates a recognizer that sends `action` to `target` (§20.3; the target is held weakly,
  /// D: "The gesture recognizer does not retain the target"); target-action by selector name
  /// is UIKit+References.swift's.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }
  /// Creates a recognizer with no target (`NSObject`'s `init()`, as UIKit allows).
  public override init() {
    super.init()
    UIKitModel.didCreate(self)
  }
  /// The model's stored values (model only).
  let store = GestureStore()
  // Mirrors: documentation/uikit/uigesturerecognizer/state-swift.property
  /// The current state.
  open var state: UIGestureRecognizer.State { store.state }
  // Mirrors: documentation/uikit/uigesturerecognizer/view
  /// The view it is attached to.
  open var view: UIView? { store.view }
  // Mirrors: documentation/uikit/uigesturerecognizer/location(in:)
  /// The touch's location in `view`'s coordinates (`nil`: the window's).
  open func location(in view: UIView?) -> CGPoint { modelLocation(in: view) }
  // Mirrors: documentation/uikit/uigesturerecognizer/isenabled
  /// Whether it is enabled.
  open var isEnabled: Bool {
    get { store.isEnabled }
    set { store.isEnabled = newValue }
  }
  // Mirrors: documentation/uikit/uigesturerecognizer/delegate
  /// The delegate.
  weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { store.delegate }
    set { store.delegate = newValue }
  }
  // Mirrors: documentation/uikit/uigesturerecognizer/require(tofail:)
  /// Requires another recognizer to fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    store.requiredToFail.append(WeakBox(otherGestureRecognizer))
  }
}

// Mirrors: documentation/uikit/uipangesturerecognizer
/// A pan.
@MainActor
@available(iOS 3.2, tvOS 9.0, *)
open class UIPanGestureRecognizer: UIGestureRecognizer {
  // Mirrors: documentation/uikit/uipangesturerecognizer/translation(in:)
  /// The translation since the start (or since the last ``setTranslation(_:in:)``), in
  /// `view`'s coordinates.
  open func translation(in view: UIView?) -> CGPoint { modelTranslation(in: view) }
  // Mirrors: documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
  /// Sets the translation in `view`'s coordinates (this resets the velocity).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    modelSetTranslation(translation, in: view)
  }
  // Mirrors: documentation/uikit/uipangesturerecognizer/velocity(in:)
  /// The velocity, in points per second, in `view`'s coordinates.
  open func velocity(in view: UIView?) -> CGPoint { modelVelocity(in: view) }
}

// Mirrors: documentation/uikit/uiscreenedgepangesturerecognizer
/// A pan from a screen edge.
@MainActor
@available(iOS 7.0, *)
@available(tvOS, unavailable)
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  // Mirrors: documentation/uikit/uiscreenedgepangesturerecognizer/edges
  /// The edges it starts from.
  open var edges: UIRectEdge {
    get { store.edges }
    set { store.edges = newValue }
  }
}

// Mirrors: documentation/uikit/uitapgesturerecognizer
/// A tap.
@MainActor
@available(iOS 3.2, tvOS 9.0, *)
open class UITapGestureRecognizer: UIGestureRecognizer {}

// Mirrors: documentation/uikit/uigesturerecognizerdelegate
/// A gesture recognizer's delegate (all members optional in Apple's).
@MainActor
@available(iOS 3.2, tvOS 9.0, *)
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // Mirrors: documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  /// Whether a recognizer may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  // Mirrors: documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  /// Whether two recognizers may recognize at the same time (the model records the answer
  /// only; it runs one recognizer's touches at a time).
  @available(iOS 3.2, tvOS 9.0, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Default for an optional requirement: begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Default for an optional requirement: not simultaneously (UIKit's default).
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}

// MARK: - View controllers

// Mirrors: documentation/uikit/uicontentcontainer
/// Content that adapts to its container.
@MainActor
@available(iOS 8.0, tvOS 9.0, *)
public protocol UIContentContainer: NSObjectProtocol {
  // Mirrors: documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  /// The container's view is about to change size (a rotation): "UIKit calls this method
  /// before changing the size of a presented view controller's view" (AD).
  @available(iOS 8.0, tvOS 9.0, *)
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

// Mirrors: documentation/uikit/uiviewcontroller
/// A view controller.
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIViewController: UIResponder, UIContentContainer {
  // Mirrors: documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// Creates a controller (with no nib, a plain view; §17.6).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
    UIKitModel.didCreate(self)
  }
  /// The model's stored values (model only).
  let controllerStore = ControllerStore()
  // Mirrors: documentation/uikit/uiviewcontroller/init(coder:)
  /// Creates a controller from an archive (§20.10).
  public required init?(coder: NSCoder) { nil }
  /// Creates a controller without a nib (`NSObject`'s `init()`, as UIKit allows).
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  // Mirrors: documentation/uikit/uiviewcontroller/view
  /// The root view (implicitly unwrapped, as in Apple's interface).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get { modelLoadedView }
    set {
      controllerStore.view = newValue
      newValue?.store.owningController = self
    }
  }
  // Mirrors: documentation/uikit/uifocusenvironment/preferredfocusenvironments
  /// Where focus goes when it updates to this controller (§22.3): its root view.
  @available(iOS 10.0, tvOS 10.0, *)
  open var preferredFocusEnvironments: [any UIFocusEnvironment] {
    controllerStore.view.map { [$0] } ?? []
  }
  // Mirrors: documentation/uikit/uifocusenvironment/setneedsfocusupdate()
  /// Requests a focus update in this environment (§22.4).
  @available(iOS 9.0, tvOS 9.0, *)
  open func setNeedsFocusUpdate() { ModelFocus.request(self) }
  // Mirrors: documentation/uikit/uifocusenvironment/updatefocusifneeded()
  /// Performs a pending focus update now (§22.4).
  @available(iOS 9.0, tvOS 9.0, *)
  open func updateFocusIfNeeded() { ModelFocus.updateNow() }
  // Mirrors: documentation/uikit/uiviewcontroller/restoresfocusaftertransition
  /// Whether the item focused in this controller is focused again when a controller it
  /// presented is dismissed (default `true`, §22.6).
  @available(iOS 10.0, tvOS 10.0, *)
  open var restoresFocusAfterTransition: Bool {
    get { controllerStore.restoresFocus }
    set { controllerStore.restoresFocus = newValue }
  }
  // Mirrors: documentation/uikit/uiviewcontroller/isbeingdismissed
  /// Whether the controller is being dismissed (the model: during an animated or interactive
  /// dismissal).
  @available(iOS 5.0, tvOS 9.0, *)
  open var isBeingDismissed: Bool { controllerStore.isBeingDismissed }
  // Mirrors: documentation/uikit/uiviewcontroller/viewwillappear(_:)
  /// The view is about to be added to a view hierarchy (the model: when a push, pop,
  /// presentation or dismissal that shows it begins, or one that hid it is cancelled;
  /// Tests/UIKitStub/SEMANTICS.md §13).
  @available(iOS 2.0, tvOS 9.0, *)
  open func viewWillAppear(_ animated: Bool) {}
  // Mirrors: documentation/uikit/uiviewcontroller/viewdidload()
  /// Called after the controller's view is loaded (D: once, the first time `view` is read; §17.6).
  open func viewDidLoad() {}
  // Mirrors: documentation/uikit/uiviewcontroller/didreceivememorywarning()
  /// Sent when the app receives a memory warning (the model never sends one, §20.10).
  open func didReceiveMemoryWarning() {}
  // Mirrors: documentation/uikit/uiviewcontroller/viewdidappear(_:)
  /// The view was added to a view hierarchy (the model: when a push, pop, presentation or
  /// dismissal that shows it completes, or one that hid it is cancelled; §13).
  @available(iOS 2.0, tvOS 9.0, *)
  open func viewDidAppear(_ animated: Bool) {}
  // Mirrors: documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  /// The view is about to be removed from a view hierarchy (the model: when a push, pop,
  /// presentation or dismissal that hides it begins, or one that showed it is cancelled; §13).
  @available(iOS 2.0, tvOS 9.0, *)
  open func viewWillDisappear(_ animated: Bool) {}
  // Mirrors: documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  /// The view was removed from a view hierarchy (the model: when a push, pop, presentation or
  /// dismissal that hides it completes, or one that showed it is cancelled; §13).
  @available(iOS 2.0, tvOS 9.0, *)
  open func viewDidDisappear(_ animated: Bool) {}
  // Mirrors: documentation/uikit/uiviewcontroller/transitioningdelegate
  /// The transitioning delegate (held weakly).
  @available(iOS 7.0, tvOS 9.0, *)
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { controllerStore.transitioningDelegate }
    set { controllerStore.transitioningDelegate = newValue }
  }
  // Mirrors: documentation/uikit/uiviewcontroller/modalpresentationstyle
  /// The modal presentation style.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { controllerStore.modalPresentationStyle }
    set { controllerStore.modalPresentationStyle = newValue }
  }
  // Mirrors: documentation/uikit/uiviewcontroller/definespresentationcontext
  /// Whether this controller's view is covered when a controller it or a descendant presents
  /// uses `.currentContext` or `.overCurrentContext` (§5.9).
  open var definesPresentationContext: Bool {
    get { controllerStore.definesPresentationContext }
    set { controllerStore.definesPresentationContext = newValue }
  }
  // Mirrors: documentation/uikit/uiviewcontroller/presentedviewcontroller
  /// "The view controller that is presented by this view controller, or one of its ancestors
  /// in the view controller hierarchy" (§14.3).
  open var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.controllerStore.presented { return presented }
      current = controller.controllerStore.parent
    }
    return nil
  }
  // Mirrors: documentation/uikit/uiviewcontroller/presentingviewcontroller
  /// The controller presenting this one; "if the view controller is not presented, but one of
  /// its ancestors is being presented, this property holds the view controller presenting the
  /// nearest ancestor" (§14.3).
  open var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presenting = controller.controllerStore.presenting { return presenting }
      current = controller.controllerStore.parent
    }
    return nil
  }
  // Mirrors: documentation/uikit/uiviewcontroller/children
  /// The child controllers.
  ///
  /// "An array of view controllers that are children of the current view controller" (D). The
  /// model's containers are the navigation and tab bar controllers (their stack, their tabs);
  /// it has no `addChild(_:)`, so any other controller has none.
  open var children: [UIViewController] {
    if let navigation = self as? UINavigationController { return navigation.viewControllers }
    if let tabBar = self as? UITabBarController { return tabBar.viewControllers ?? [] }
    return []
  }
  // Mirrors: documentation/uikit/uiviewcontroller/navigationcontroller
  /// The nearest navigation controller.
  open var navigationController: UINavigationController? { modelNavigationController }
  // Mirrors: documentation/uikit/uiviewcontroller/transitioncoordinator
  /// The coordinator of the presentation, dismissal or container transition this controller
  /// takes part in now, else its parent's; `nil` outside a transition.
  @available(iOS 7.0, tvOS 9.0, *)
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    ModelCoordinators.coordinator(for: self)
  }
  // Mirrors: documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// Presents a controller modally.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    ModelHost.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }
  // Mirrors: documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// Dismisses the presented controller.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    ModelHost.dismiss(from: self, animated: flag, completion: completion)
  }
  // Mirrors: documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  /// The view is about to change size.
  ///
  /// D (AD): "View controllers forward the size change
  /// message to their views and child view controllers": the model forwards it to a navigation
  /// controller's stack and a tab bar controller's tabs (an override that does not call `super`
  /// keeps it from them, as in UIKit).
  @available(iOS 8.0, tvOS 9.0, *)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in modelChildren { child.viewWillTransition(to: size, with: coordinator) }
  }
}

// Mirrors: documentation/uikit/uinavigationcontroller
/// A navigation controller.
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UINavigationController: UIViewController {
  // Mirrors: documentation/uikit/uinavigationcontroller/operation
  /// Push or pop.
  public enum Operation: Int, Sendable {
    /// None.
    case none = 0
    /// A push.
    case push = 1
    /// A pop.
    case pop = 2
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  /// Creates a navigation controller with a root.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationStore.setUp(self, root: rootViewController)
  }
  /// The model's stored values (model only).
  let navigationStore = NavigationStore()
  // Mirrors: documentation/uikit/uinavigationcontroller/init(coder:)
  /// Creates a navigation controller from an archive (§20.10).
  public required init?(coder: NSCoder) { nil }
  // Mirrors: documentation/uikit/uinavigationcontroller/delegate
  /// The delegate (held weakly).
  weak open var delegate: (any UINavigationControllerDelegate)? {
    get { navigationStore.delegate }
    set { navigationStore.delegate = newValue }
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/viewcontrollers
  /// The stack, root first.
  ///
  /// "Assigning a new array of view controllers to this property is
  /// equivalent to calling the setViewControllers(_:animated:) method with the animated
  /// parameter set to false" (AD).
  open var viewControllers: [UIViewController] {
    get { navigationStore.stack }
    set { ModelHost.setViewControllers(newValue, on: self, animated: false) }
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  /// Replaces the stack; animated, a push when the new top was not in the stack, a pop when it
  /// was below the top, nothing when it is the top (§12.2).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    ModelHost.setViewControllers(viewControllers, on: self, animated: animated)
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
  /// Pops every controller but the root; returns those popped (§12.3).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    ModelHost.popToRoot(self, animated: animated)
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  /// The system swipe-back gesture.
  @available(iOS 7.0, *)
  @available(tvOS, unavailable)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? {
    navigationStore.popGesture
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  /// Pushes a controller.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    ModelHost.push(viewController, on: self, animated: animated)
  }
  // Mirrors: documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  /// Pops the top controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    ModelHost.pop(self, animated: animated, interactiveSystemGesture: false)
  }
}

// Mirrors: documentation/uikit/uitabbarcontroller
/// A tab bar controller.
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UITabBarController: UIViewController {
  // Mirrors: documentation/uikit/uitabbarcontroller/delegate
  /// The delegate (held weakly).
  weak open var delegate: (any UITabBarControllerDelegate)? {
    get { tabStore.delegate }
    set { tabStore.delegate = newValue }
  }
  // Mirrors: documentation/uikit/uitabbarcontroller/viewcontrollers
  /// The tabs.
  open var viewControllers: [UIViewController]? {
    get { tabStore.tabs }
    set { tabStore.setTabs(newValue, in: self) }
  }
  /// The model's stored values (model only).
  let tabStore = TabStore()
  // Mirrors: documentation/uikit/uitabbarcontroller/selectedindex
  /// The selected tab.
  open var selectedIndex: Int {
    get { tabStore.selectedIndex }
    set { ModelHost.selectTab(newValue, in: self) }
  }
}

// MARK: - Transitions

// Mirrors: documentation/uikit/uitransitioncontextviewcontrollerkey
/// Keys for the controllers in a transition.
@available(iOS 7.0, tvOS 9.0, *)
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The raw key.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Mirrors: documentation/uikit/uitransitioncontextviewcontrollerkey/from
  /// The controller leaving.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  // Mirrors: documentation/uikit/uitransitioncontextviewcontrollerkey/to
  /// The controller arriving.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

// Mirrors: documentation/uikit/uitransitioncontextviewkey
/// Keys for the views in a transition.
@available(iOS 8.0, tvOS 9.0, *)
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  /// The raw key.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Mirrors: documentation/uikit/uitransitioncontextviewkey/from
  /// The view leaving.
  public static let from = UITransitionContextViewKey(rawValue: "from")
  // Mirrors: documentation/uikit/uitransitioncontextviewkey/to
  /// The view arriving.
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

// Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning
/// A transition's context.
@preconcurrency @MainActor
@available(iOS 7.0, tvOS 9.0, *)
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  /// The container view.
  var containerView: UIView { get }
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/isanimated
  /// Whether it is animated.
  var isAnimated: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
  /// Whether it is interactive.
  var isInteractive: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
  /// Whether it was cancelled.
  var transitionWasCancelled: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/presentationstyle
  /// The modal presentation style.
  var presentationStyle: UIModalPresentationStyle { get }
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/targettransform
  /// The rotation applied during the transition.
  @available(iOS 8.0, tvOS 9.0, *)
  var targetTransform: CGAffineTransform { get }
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
  /// Reports progress (§4.4).
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
  /// Reports that the interaction finishes (§2.8).
  func finishInteractiveTransition()
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
  /// Reports that the interaction cancels.
  func cancelInteractiveTransition()
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/pauseinteractivetransition()
  /// Reports that the interaction paused (§2.8).
  @available(iOS 10.0, tvOS 10.0, *)
  func pauseInteractiveTransition()
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  /// Ends the transition.
  func completeTransition(_ didComplete: Bool)
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
  /// A controller in the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
  /// A view in the transition.
  @available(iOS 8.0, tvOS 9.0, *)
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
  /// A controller's frame at the start.
  func initialFrame(for vc: UIViewController) -> CGRect
  // Mirrors: documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
  /// A controller's frame at the end.
  func finalFrame(for vc: UIViewController) -> CGRect
}

// Mirrors: documentation/uikit/uiviewcontrolleranimatedtransitioning
/// An animation controller.
@MainActor
@available(iOS 7.0, tvOS 9.0, *)
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
  /// The duration.
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval
  // Mirrors: documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
  /// Runs the animations.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  // Mirrors: documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
  /// The interruptible animator (optional in Apple's).
  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating
  // Mirrors: documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
  /// Called when the transition ended (optional in Apple's).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Default for an optional requirement.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating { ModelAnimation.notImplemented() }
  /// Default for an optional requirement.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

// Mirrors: documentation/uikit/uiviewcontrollerinteractivetransitioning
/// An interaction controller.
@MainActor
@available(iOS 7.0, tvOS 9.0, *)
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  // Mirrors: documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
  /// Whether it starts interactive (optional in Apple's).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// Default for an optional requirement.
  public var wantsInteractiveStart: Bool { true }
}

// Mirrors: documentation/uikit/uiviewcontrollertransitioningdelegate
/// A modal transitioning delegate (all members optional in Apple's).
@MainActor
@available(iOS 7.0, tvOS 9.0, *)
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
  /// The presentation's animation controller.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Mirrors: documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
  /// The dismissal's animation controller.
  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Mirrors: documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
  /// The presentation's interaction controller.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // Mirrors: documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
  /// The dismissal's interaction controller.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // Mirrors: documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
  /// The presentation controller.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Default for an optional requirement.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Default for an optional requirement.
  public func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Default for an optional requirement.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Default for an optional requirement.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Default for an optional requirement.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

// Mirrors: documentation/uikit/uinavigationcontrollerdelegate
/// A navigation controller's delegate (all members optional in Apple's).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  // Mirrors: documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
  /// The animation controller for a push or pop.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Mirrors: documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  /// A controller is about to be shown (before a push or pop).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  // Mirrors: documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  /// A controller was shown (after a push or pop completed or was cancelled).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  // Mirrors: documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
  /// The interaction controller.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Default for an optional requirement.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Default for an optional requirement.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Default for an optional requirement.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Default for an optional requirement.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

// Mirrors: documentation/uikit/uitabbarcontrollerdelegate
/// A tab bar controller's delegate (all members optional in Apple's).
@MainActor
@available(iOS 3.0, tvOS 9.0, *)
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // Mirrors: documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
  /// The animation controller for a tab switch.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Mirrors: documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
  /// The interaction controller.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // Mirrors: documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  /// A tab was selected: "called only in response to user taps in the tab bar and is not called
  /// when your code changes the tab bar contents programmatically" (§7.2, AD). The model has no
  /// tab bar to tap, so it never calls it.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Default for an optional requirement.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Default for an optional requirement.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Default for an optional requirement.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

// Mirrors: documentation/uikit/uipresentationcontroller
/// A presentation controller.
@MainActor
@available(iOS 8.0, tvOS 9.0, *)
open class UIPresentationController: NSObject, UIContentContainer {
  // Mirrors: documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  /// Creates a presentation controller.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presentationStore.presented = presentedViewController
    presentationStore.presenting = presentingViewController
    super.init()
    UIKitModel.didCreate(self)
  }
  /// The model's stored values (model only).
  let presentationStore = PresentationStore()
  // Mirrors: documentation/uikit/uipresentationcontroller/presentedviewcontroller
  /// The presented controller.
  open var presentedViewController: UIViewController { presentationStore.presentedOrRaise() }
  // Mirrors: documentation/uikit/uipresentationcontroller/presentingviewcontroller
  /// The presenting controller.
  open var presentingViewController: UIViewController { presentationStore.presentingOrRaise() }
  // Mirrors: documentation/uikit/uipresentationcontroller/containerview
  /// The container view.
  open var containerView: UIView? { presentationStore.containerView }
  // Mirrors: documentation/uikit/uipresentationcontroller/presentedview
  /// The presented view.
  open var presentedView: UIView? { presentationStore.presented?.view }
  // Mirrors: documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
  /// Where the presented view goes.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  // Mirrors: documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
  /// The presentation is about to start.
  open func presentationTransitionWillBegin() {}
  // Mirrors: documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
  /// The presentation ended.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  // Mirrors: documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
  /// The dismissal is about to start.
  open func dismissalTransitionWillBegin() {}
  // Mirrors: documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
  /// The dismissal ended.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  // Mirrors: documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
  /// The container is about to lay out.
  open func containerViewWillLayoutSubviews() {}
  // Mirrors: documentation/uikit/uipresentationcontroller/size(forchildcontentcontainer:withparentcontainersize:)
  /// A child's size in a parent of a given size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  // Mirrors: documentation/uikit/uipresentationcontroller/preferredcontentsizedidchange(forchildcontentcontainer:)
  /// A child's preferred size changed (§19.1).
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  // Mirrors: documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  /// The container is about to change size.
  ///
  /// D (AD): "Presentation controllers forward the
  /// size change to their presented view controller", with the size
  /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it.
  @available(iOS 8.0, tvOS 9.0, *)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let presented = presentationStore.presented else { return }
    presented.viewWillTransition(
      to: self.size(forChildContentContainer: presented, withParentContainerSize: size),
      with: coordinator)
  }
  // Mirrors: documentation/uikit/uifocusenvironment/preferredfocusenvironments
  /// Where focus goes when it updates to this presentation (§22.3, §22.5): the presented
  /// controller.
  @available(iOS 10.0, tvOS 10.0, *)
  open var preferredFocusEnvironments: [any UIFocusEnvironment] {
    presentationStore.presented.map { [$0] } ?? []
  }
  // Mirrors: documentation/uikit/uifocusenvironment/setneedsfocusupdate()
  /// Requests a focus update in this environment (§22.4).
  @available(iOS 9.0, tvOS 9.0, *)
  open func setNeedsFocusUpdate() { ModelFocus.request(self) }
  // Mirrors: documentation/uikit/uifocusenvironment/updatefocusifneeded()
  /// Performs a pending focus update now (§22.4).
  @available(iOS 9.0, tvOS 9.0, *)
  open func updateFocusIfNeeded() { ModelFocus.updateNow() }
  // Mirrors: documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  /// Whether the presenting view is removed once the presentation ends (default `false`).
  open var shouldRemovePresentersView: Bool { false }
  // Mirrors: documentation/uikit/uipresentationcontroller/shouldpresentinfullscreen
  /// Whether the presentation covers the screen (default `true`).
  open var shouldPresentInFullscreen: Bool { true }
}

// Mirrors: documentation/uikit/uiaccessibility
/// Accessibility settings and notifications.
@available(iOS 2.0, tvOS 9.0, *)
public struct UIAccessibility {
  // Mirrors: documentation/uikit/uiaccessibility/isreducemotionenabled
  /// Whether the Reduce Motion setting is on (the model: ``ModelWorld/reduceMotion``; §18.3).
  ///
  /// Not main-actor isolated: Apple's is the C function `UIAccessibilityIsReduceMotionEnabled`.
  /// The model's settings live on the main actor, where every test runs.
  @available(iOS 8.0, tvOS 9.0, *)
  public static var isReduceMotionEnabled: Bool {
    MainActor.assumeIsolated { UIKitModel.world.reduceMotion }
  }
}
