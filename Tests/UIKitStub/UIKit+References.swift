// The UIKit API the seed libraries (Jelly, Presentr, AZTransitions, EasyTransitions) call and
// Curtain does not, so that the reference differential (Tests/ReferenceDifferential,
// .ci/reference-differential.sh) compiles their own code against the model. Each rule cites
// Apple's documentation page with a grade: D (documented), O (observed on UIKit, documented
// elsewhere), M (the model's choice where Apple documents nothing).
//
// Target-action: Swift on Linux has no Objective-C runtime, so `#selector(name)` reaches the
// model as `Selector("name")` (.ci/reference-objc-shim.py rewrites it) and the call the runtime
// would make is registered per selector name with `ModelSelectors.register` by the code that
// knows the method (the harness): a selector nobody registered is a model failure when it fires.

import Foundation

// Mirrors: documentation/objectivec/selector
// swift-format-ignore: AllPublicDeclarationsHaveDocumentation
/// A method's name (model only: the name, without a runtime behind it).
public struct Selector: Hashable, Sendable {
  /// The selector's name, such as `handleGesture(_:)`.
  public let name: String
  /// A selector from its name.
  public init(_ name: String) { self.name = name }
}

/// The calls the Objective-C runtime would make for a selector (model only).
@MainActor
public enum ModelSelectors {
  /// Calls registered per selector name: `(target, sender)`.
  static var calls: [String: @MainActor (AnyObject, AnyObject?) -> Void] = [:]
  /// The recognizers' names (`UIGestureRecognizer.name`).
  static var names: [ObjectIdentifier: (box: WeakBox<AnyObject>, name: String)] = [:]
  /// How many selector-based notification observers were added.
  static var observers = 0
  /// Whether an object implements a selector, per selector name (`responds(to:)`).
  static var answers: [String: @MainActor (AnyObject) -> Bool] = [
    // Every transition context implements view(forKey:) (iOS 8, D: a protocol requirement).
    "view(forKey:)": { $0 is any UIViewControllerContextTransitioning }
  ]

  /// Registers how `responds(to:)` answers for selector `name`.
  public static func registerAnswer(
    _ name: String, _ answer: @escaping @MainActor (AnyObject) -> Bool
  ) {
    answers[name] = answer
  }

  /// Registers what sending `name` to a target does.
  public static func register(
    _ name: String, _ call: @escaping @MainActor (AnyObject, AnyObject?) -> Void
  ) {
    calls[name] = call
  }

  /// Sends `selector` to `target` with `sender`, as `objc_msgSend` would.
  static func send(_ selector: Selector, to target: AnyObject, sender: AnyObject?) {
    guard let call = calls[selector.name] else {
      UIKitModel.fail(
        .unsupported,
        "the selector \(selector.name) of \(type(of: target)) has no registered call "
          + "(ModelSelectors.register)")
      return
    }
    call(target, sender)
  }
}

extension UIGestureRecognizer {
  // Mirrors: documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  /// Adds a target and action (D); the target is held weakly (§20.3: not retained).
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    modelAddAction { [weak object] recognizer in
      guard let object else { return }
      ModelSelectors.send(action, to: object, sender: recognizer)
    }
  }
}

extension UIScreen {
  // Mirrors: documentation/uikit/uiscreen/main
  /// The device's screen: the model world's (D, deprecated in iOS 16 in favour of the window
  /// scene's screen, which is the same screen on an iPhone).
  public static var main: UIScreen { UIKitModel.world.screen }
}

extension UIGestureRecognizer {
  // Mirrors: documentation/uikit/uigesturerecognizer/name
  /// The name of the recognizer, for debugging (D); stored beside the object (model only).
  @available(iOS 11.0, tvOS 11.0, *)
  public var name: String? {
    get {
      ModelSelectors.names[ObjectIdentifier(self)].flatMap {
        $0.box.object === self ? $0.name : nil
      }
    }
    set { ModelSelectors.names[ObjectIdentifier(self)] = newValue.map { (WeakBox(self), $0) } }
  }
}

// MARK: - Timing curve providers

// Mirrors: documentation/uikit/uitimingcurvetype
/// The type of timing information a provider supplies.
@available(iOS 10.0, tvOS 10.0, *)
public enum UITimingCurveType: Int, Sendable {
  /// UIKit's built-in curves (`cubicTimingParameters`).
  case builtin = 0
  /// A custom cubic Bézier curve (`cubicTimingParameters`).
  case cubic = 1
  /// A spring (`springTimingParameters`).
  case spring = 2
  /// The cubic curve modified by the spring.
  case composed = 3
}

extension UITimingCurveProvider {
  /// The model's own parameters answer for themselves; a provider that does not implement the
  /// property reads as linear (M: Apple requires an implementation).
  public var timingCurveType: UITimingCurveType { .builtin }
  /// `nil` unless implemented.
  public var cubicTimingParameters: UICubicTimingParameters? { self as? UICubicTimingParameters }
  /// `nil` unless implemented.
  public var springTimingParameters: UISpringTimingParameters? {
    self as? UISpringTimingParameters
  }
}

extension ModelCurve {
  /// The curve of a provider that is not one of UIKit's parameter classes (Jelly's
  /// `CombinedTimingCurveProvider`): read through the protocol, as UIKit reads it.
  ///
  /// Mirrors: documentation/uikit/uitimingcurveprovider/timingcurvetype (D: the type decides
  /// which of the two parameters the animator uses; `.composed`, D: "starts with the curve
  /// defined by the cubicTimingParameters property and modifies it using the spring
  /// information"); a missing parameter reads as linear (M). How the spring modifies the curve
  /// is note 21.20 (M, ``composedValue(_:_:at:duration:)``); its alternative
  /// `composedRunsCubicOnly` runs the cubic curve alone, read when the animator takes the curve.
  @MainActor
  static func foreign(_ provider: any UITimingCurveProvider) -> ModelCurve {
    let linear = ModelCurve.cubic(.zero, CGPoint(x: 1, y: 1))
    let cubic = provider.cubicTimingParameters.map { $0.curveKind } ?? linear
    let spring = provider.springTimingParameters.map { $0.curveKind }
    switch provider.timingCurveType {
    case .builtin, .cubic: return cubic
    case .spring: return spring ?? linear
    case .composed:
      guard !UIKitModel.world.readings.uses(.composedRunsCubicOnly) else { return cubic }
      // Its spring fits the duration by the envelope alone (note 21.20, M).
      return spring.map { spring in
        guard case .dampingRatio(let ratio, let velocity, let settled, _) = spring else {
          return .composed(cubic: cubic, spring: spring)
        }
        return .composed(
          cubic: cubic,
          spring: .dampingRatio(ratio, velocity: velocity, settled: settled, prefactor: false))
      } ?? cubic
    }
  }

  /// A composed curve's progress: the spring run on the cubic curve's eased time (note 21.20
  /// M: Apple documents that the spring modifies the cubic curve, not how; alternative
  /// `composedRunsCubicOnly`, the cubic curve alone, in ``foreign(_:)``).
  static func composedValue(
    _ cubic: ModelCurve, _ spring: ModelCurve, at fraction: Double, duration: Double
  ) -> Double {
    spring.value(at: cubic.value(at: fraction, duration: duration), duration: duration)
  }
}

// MARK: - Block-based view animations

extension UIView {
  // Mirrors: documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  /// Animates the changes `animations` makes over `duration` after `delay`, on the options' curve.
  ///
  /// D; the model runs it as a property animator with that curve, so it is
  /// sampled on the model's clock like any other (O: since iOS 10 the block methods and
  /// UIViewPropertyAnimator share one engine; both are additive). A duration of 0 or less
  /// applies the changes at once and calls the completion with `true` on the next turn (D: "If
  /// the duration is negative or 0, the changes are made without animating them").
  @available(iOS 4.0, tvOS 9.0, *)
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    ModelBlockAnimation.run(
      duration: duration, delay: delay,
      parameters: UICubicTimingParameters(animationCurve: options.modelCurve),
      animations: animations, completion: completion)
  }

  // Mirrors: documentation/uikit/uiview/animate(withduration:animations:completion:)
  /// Animates with no delay, ease in and out (D: "performed using … the curveEaseInOut
  /// option").
  @available(iOS 4.0, tvOS 9.0, *)
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  // Mirrors: documentation/uikit/uiview/animate(withduration:animations:)
  /// Animates with no delay, ease in and out, and no completion (D).
  @available(iOS 4.0, tvOS 9.0, *)
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  // Mirrors: documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
  /// Animates along a spring of damping ratio `dampingRatio` and initial velocity `velocity`
  /// ("the total animation distance traversed in one second", D) that settles within `duration`
  /// (D: the duration is the animation's), as
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` does in the model (M: how the
  /// spring fits the duration is not documented); the options' curve is ignored (D: a spring).
  @available(iOS 7.0, tvOS 9.0, *)
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    ModelBlockAnimation.run(
      duration: duration, delay: delay,
      parameters: UISpringTimingParameters(
        dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity)),
      animations: animations, completion: completion)
  }

  // Mirrors: documentation/uikit/uiview/performwithoutanimation(_:)
  /// Runs `actionsWithoutAnimation` with animations off (§20.11).
  @available(iOS 7.0, tvOS 9.0, *)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let saved = ModelAnimation.recording
    ModelAnimation.recording = nil
    actionsWithoutAnimation()
    ModelAnimation.recording = saved
  }
}

/// Block animations as property animators (model only).
@MainActor
enum ModelBlockAnimation {
  static func run(
    duration: TimeInterval, delay: TimeInterval, parameters: any UITimingCurveProvider,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    guard duration > 0 else {
      UIView.performWithoutAnimation(animations)
      if let completion {
        let box = CompletionBox(completion)
        DispatchQueue.main.async { MainActor.assumeIsolated { box.call(true) } }
      }
      return
    }
    let animator = UIViewPropertyAnimator(duration: duration, timingParameters: parameters)
    animator.addAnimations(animations)
    animator.addCompletion { position in completion?(position == .end) }
    // Note 21.21 O: at once; alternative `blockAnimationsStartNextTurn`: when the implicit
    // transaction commits, a turn of the main queue later.
    guard UIKitModel.world.readings.uses(.blockAnimationsStartNextTurn) else {
      animator.startAnimation(afterDelay: delay)
      return
    }
    let box = StartBox(animator, delay: delay)
    DispatchQueue.main.async { MainActor.assumeIsolated { box.start() } }
  }
}

/// Carries a block animation's animator to the next turn of the main queue (model only).
private final class StartBox: @unchecked Sendable {
  let animator: UIViewPropertyAnimator
  let delay: TimeInterval
  init(_ animator: UIViewPropertyAnimator, delay: TimeInterval) {
    self.animator = animator
    self.delay = delay
  }
  @MainActor func start() {
    if animator.state == .inactive { animator.startAnimation(afterDelay: delay) }
  }
}

/// Carries a completion to the next turn of the main queue (model only).
private final class CompletionBox: @unchecked Sendable {
  let completion: (Bool) -> Void
  init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
  @MainActor func call(_ finished: Bool) { completion(finished) }
}

// MARK: - Declarations the libraries name (types without behaviour the differential reads)

// Mirrors: documentation/uikit/uiswipegesturerecognizer
/// A recognizer of swipes (declared for `Direction`; the model never recognizes a swipe).
@MainActor
@available(iOS 3.2, tvOS 9.0, *)
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  // Mirrors: documentation/uikit/uiswipegesturerecognizer/direction-swift.struct
  /// The directions of a swipe (UIGestureRecognizerSubclass raw values, D).
  public struct Direction: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a direction from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }
}

// Mirrors: documentation/uikit/uirectcorner
/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates corners from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All corners.
  public static let allCorners = UIRectCorner(rawValue: 0xF)
}

// Mirrors: documentation/uikit/uibezierpath
/// A path (declared for the pre-iOS 11 branches of the libraries; the model draws nothing and
/// knows rounded rectangles only, §20.15).
@available(iOS 3.2, tvOS 9.0, *)
open class UIBezierPath: NSObject {
  /// The rectangle, standardized (model only).
  let modelRect: CGRect
  /// The rounded corners (model only).
  let modelCorners: UIRectCorner
  /// The corner radii, clamped to half the width and half the height (model only).
  let modelRadii: CGSize
  /// The Core Graphics snapshot, made once: the model's paths never change.
  let snapshot: CGPath
  // Mirrors: documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)
  /// A rectangle rounded at `corners` (§20.15 D: "Values larger than half the rectangle's
  /// width or height are clamped appropriately to half the width or height").
  public init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let rect = rect.standardized
    modelRect = rect
    modelCorners = corners
    modelRadii = CGSize(
      width: min(max(cornerRadii.width, 0), rect.width / 2),
      height: min(max(cornerRadii.height, 0), rect.height / 2))
    snapshot = CGPath(boundingBox: rect)
    super.init()
  }
  // Mirrors: documentation/uikit/uibezierpath/bounds
  /// The path's bounding rectangle (§20.15): the rounded rectangle's.
  open var bounds: CGRect { modelRect }
  // Mirrors: documentation/uikit/uibezierpath/contains(_:)
  /// Whether the area the path encloses contains `point` (§20.15 D: "Returns a Boolean value
  /// indicating whether the area enclosed by the receiver contains the specified point"): in
  /// the rectangle and, near a rounded corner, inside that corner's oval.
  open func contains(_ point: CGPoint) -> Bool {
    let rect = modelRect
    guard point.x >= rect.minX, point.x <= rect.maxX, point.y >= rect.minY, point.y <= rect.maxY
    else { return false }
    let rx = modelRadii.width
    let ry = modelRadii.height
    guard rx > 0, ry > 0 else { return true }
    let corners: [(UIRectCorner, CGFloat, CGFloat)] = [
      (.topLeft, rect.minX + rx, rect.minY + ry), (.topRight, rect.maxX - rx, rect.minY + ry),
      (.bottomLeft, rect.minX + rx, rect.maxY - ry), (.bottomRight, rect.maxX - rx, rect.maxY - ry),
    ]
    for (corner, cx, cy) in corners where modelCorners.contains(corner) {
      let outsideX = corner == .topLeft || corner == .bottomLeft ? point.x < cx : point.x > cx
      let outsideY = corner == .topLeft || corner == .topRight ? point.y < cy : point.y > cy
      guard outsideX, outsideY else { continue }
      let dx = (point.x - cx) / rx
      let dy = (point.y - cy) / ry
      if dx * dx + dy * dy > 1 { return false }
    }
    return true
  }
  // Mirrors: documentation/uikit/uibezierpath/cgpath
  /// The Core Graphics path: "a snapshot of the path", "owned by the UIBezierPath object and
  /// … valid only until you make further modifications" (§20.15 D): the same object each
  /// time (the model's paths are never modified), bounded by the rectangle.
  open var cgPath: CGPath { snapshot }
}

extension UIColor {
  // Mirrors: documentation/uikit/uicolor/init(white:alpha:)
  /// A grayscale color (§20.6): the components white, white, white, alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
}

extension UIEdgeInsets {
  // Mirrors: documentation/uikit/uiedgeinsets/zero
  /// Insets of 0 on every edge (D).
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension ModelWorld {
  /// Whether nothing moves: no animator runs, no timer is pending, no transition is in flight
  /// (model only; what `UIKitModel.runUntilIdle` waits for).
  public var modelIsIdle: Bool { running.isEmpty && timers.isEmpty && transitionsInFlight.isEmpty }
}

// MARK: - Presentr's alert controller (declared so that Presentr compiles; never drawn)

// Mirrors: documentation/uikit/uifont
/// A font (the model keeps its name and size only).
@available(iOS 2.0, tvOS 9.0, *)
open class UIFont: NSObject {
  /// The font's name (model only).
  public let modelName: String
  /// The font's size (model only).
  public let modelSize: CGFloat
  /// The fonts the model's device has (M: a few of iOS 15's PostScript names; the model
  /// registers no font, `CTFontManagerRegisterGraphicsFont` returns false).
  static let installedFontNames: Set<String> = [
    "ArialMT", "Arial-BoldMT", "Courier", "Courier-Bold", "Georgia", "Georgia-Bold",
    "Helvetica", "Helvetica-Bold", "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Medium",
    "Menlo-Regular", "TimesNewRomanPSMT", "Avenir-Book", "Avenir-Heavy",
  ]
  // Mirrors: documentation/uikit/uifont/init(name:size:)
  /// A font by its "fully specified name", or nil when the device has no font of that name
  /// (§20.16: the initializer is failable, `fontWithName:size:` returns a nullable font; the
  /// name incorporates "both the font family name and the specific style information").
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard UIFont.installedFontNames.contains(fontName) else { return nil }
    modelName = fontName
    modelSize = fontSize
    super.init()
  }
}

// Mirrors: documentation/uikit/uilabel
/// A label (text and font stored; nothing is drawn).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UILabel: UIView {
  // Mirrors: documentation/uikit/uilabel/text
  /// The text.
  open var text: String?
  // Mirrors: documentation/uikit/uilabel/font
  /// The font.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont!
}

// Mirrors: documentation/uikit/uicontrol
/// A control.
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIControl: UIView {
  // Mirrors: documentation/uikit/uicontrol/state-swift.struct
  /// A control's state.
  public struct State: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    // Mirrors: documentation/uikit/uicontrol/state-swift.struct/highlighted
    /// The highlighted state (a touch is down on the control).
    public static let highlighted = State(rawValue: 1 << 0)
  }
}

// Mirrors: documentation/uikit/uibutton
/// A button (titles stored per state; nothing is drawn).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]
  private var colors: [UInt: UIColor] = [:]
  private let label = UILabel(frame: .zero)
  // Mirrors: documentation/uikit/uibutton/titlelabel
  /// The label showing the title.
  open var titleLabel: UILabel? { label }
  // Mirrors: documentation/uikit/uibutton/settitle(_:for:)
  /// Sets the title for a state; the title label shows the current state's (§20.13; the
  /// model's button is always `.normal`).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    label.text = self.title(for: .normal)
  }
  // Mirrors: documentation/uikit/uibutton/settitlecolor(_:for:)
  /// Sets the title color for a state (§20.13).
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    colors[state.rawValue] = color
  }
  // Mirrors: documentation/uikit/uibutton/title(for:)
  /// The title for `state`, else the `.normal` state's (§20.13).
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }
  // Mirrors: documentation/uikit/uibutton/titlecolor(for:)
  /// The title color for `state`, else the `.normal` state's (§20.13, the fall-back M;
  /// alternative `titleColorWithoutFallback`: nil).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    if UIKitModel.world.readings.uses(.titleColorWithoutFallback) { return colors[state.rawValue] }
    return colors[state.rawValue] ?? colors[UIControl.State.normal.rawValue]
  }
}

extension UIView {
  // Mirrors: documentation/uikit/uiview/clipstobounds
  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds` (D).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
}

extension NotificationCenter {
  // Mirrors: documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
  /// Adds an observer by selector; the model posts no keyboard notifications to it (M: the
  /// differential shows no keyboard), so the observer is only counted.
  @MainActor
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    ModelSelectors.observers += 1
  }
}

extension UIView {
  // Mirrors: documentation/uikit/uiview/convert(_:to:)-6qk9u (the CGPoint overload)
  /// Converts a point to another view's coordinates (the window's when `view` is nil), as the
  /// model's rectangle conversion does.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }
  // Mirrors: documentation/uikit/uiview/convert(_:from:)-7b8y8 (the CGPoint overload)
  /// Converts a point from another view's coordinates (the window's when `view` is nil).
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: view).origin
  }
}

// Mirrors: documentation/uikit/uideviceorientation
/// The physical orientation of the device.
@available(iOS 2.0, *)
@available(tvOS, unavailable)
public enum UIDeviceOrientation: Int, Sendable {
  /// Unknown.
  case unknown = 0
  /// Portrait, home button at the bottom.
  case portrait = 1
  /// Portrait, upside down.
  case portraitUpsideDown = 2
  /// Landscape, home button on the right.
  case landscapeLeft = 3
  /// Landscape, home button on the left.
  case landscapeRight = 4
  /// Face up.
  case faceUp = 5
  /// Face down.
  case faceDown = 6
}

// Mirrors: documentation/uikit/uidevice
/// The device (the model's: an iPhone whose orientation follows the window's shape).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIDevice: NSObject {
  // Mirrors: documentation/uikit/uidevice/current
  /// The device the app runs on.
  public static var current: UIDevice { UIDevice() }
  // Mirrors: documentation/uikit/uidevice/orientation
  /// The device's orientation: `.unknown` unless orientation notifications are generated
  /// (§20.5 D: "always returns 0 unless orientation notifications have been enabled");
  /// then portrait when the window is taller than wide, landscape-left otherwise (M: the model
  /// has no accelerometer; the window's shape stands for it; alternative `deviceLiesFaceUp`:
  /// `.faceUp`).
  @available(tvOS, unavailable)
  open var orientation: UIDeviceOrientation {
    guard UIKitModel.world.orientationNotificationRequests > 0 else { return .unknown }
    if UIKitModel.world.readings.uses(.deviceLiesFaceUp) { return .faceUp }
    let bounds = UIKitModel.world.window.bounds
    return bounds.height >= bounds.width ? .portrait : .landscapeLeft
  }
  // Mirrors: documentation/uikit/uidevice/begingeneratingdeviceorientationnotifications()
  /// Starts the orientation updates; calls nest, each matched by an end (§20.5 D: "You must
  /// call this method before attempting to get orientation data from the device").
  @available(tvOS, unavailable)
  open func beginGeneratingDeviceOrientationNotifications() {
    UIKitModel.world.orientationNotificationRequests += 1
  }
  // Mirrors: documentation/uikit/uidevice/endgeneratingdeviceorientationnotifications()
  /// Ends one `beginGeneratingDeviceOrientationNotifications()` (§20.5).
  @available(tvOS, unavailable)
  open func endGeneratingDeviceOrientationNotifications() {
    UIKitModel.world.orientationNotificationRequests = max(
      UIKitModel.world.orientationNotificationRequests - 1, 0)
  }
  // Mirrors: documentation/uikit/uidevice/isgeneratingdeviceorientationnotifications
  /// Whether orientation notifications are generated (§20.5).
  @available(tvOS, unavailable)
  open var isGeneratingDeviceOrientationNotifications: Bool {
    UIKitModel.world.orientationNotificationRequests > 0
  }
}

extension UIColor {
  // Mirrors: documentation/uikit/uicolor/black
  /// Black: white 0, alpha 1 (§20.6).
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  // Mirrors: documentation/uikit/uicolor/white
  /// White: white 1, alpha 1 (§20.6).
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  // Mirrors: documentation/uikit/uicolor/clear
  /// Clear: white 0, alpha 0 (§20.6).
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  // Mirrors: documentation/uikit/uicolor/withalphacomponent(_:)
  /// The same color with alpha `alpha` (§20.6).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(
      red: modelComponents[0], green: modelComponents[1], blue: modelComponents[2], alpha: alpha)
  }
}

extension UIResponder {
  // Mirrors: documentation/uikit/uiresponder/keyboardwillshownotification
  /// Posted before the keyboard appears (the model shows no keyboard to the differential).
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  // Mirrors: documentation/uikit/uiresponder/keyboardwillhidenotification
  /// Posted before the keyboard disappears.
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
}

extension UIView {
  // Mirrors: documentation/uikit/uiview/layoutfittingcompressedsize
  /// The smallest size a view's constraints allow (D): the sentinel (0, 0).
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  // Mirrors: documentation/uikit/uiview/systemlayoutsizefitting(_:)
  /// The size closest to `targetSize` that the view's constraints allow (§20.17).
  ///
  /// It "optimally satisfies the view's current constraints and is as close to the
  /// value in the targetSize parameter as possible"; it "does not actually change the size of
  /// the view" (§20.17 D). The model has no intrinsic content sizes and no width or height
  /// constraints, so no constraint fixes a view's size and the closest size is `targetSize`
  /// itself (M; alternative `fittingSizeIsCurrentSize`: the view's current size).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    UIKitModel.world.readings.uses(.fittingSizeIsCurrentSize) ? bounds.size : targetSize
  }
}

extension UINavigationController {
  // Mirrors: documentation/uikit/uinavigationcontroller/visibleviewcontroller
  /// The controller shown: a modally presented one over the top controller, else the top one (§12.4).
  public var visibleViewController: UIViewController? {
    viewControllers.last?.presentedViewController ?? viewControllers.last
  }
}

extension NSObjectProtocol {
  // Mirrors: documentation/objectivec/nsobjectprotocol/responds(to:)
  /// Whether the object implements `aSelector` (D).
  ///
  /// Without a runtime the model answers from
  /// `ModelSelectors.registerAnswer`; an unregistered selector is a model failure (M).
  @MainActor
  public func responds(to aSelector: Selector!) -> Bool {
    // A method registered for the object's class or a superclass: the runtime finds it (D:
    // "implements or inherits a method that can respond to a specified message").
    if let methods = ModelSelectors.methods[aSelector.name] {
      return methods.contains { $0(self) != nil }
    }
    guard let answer = ModelSelectors.answers[aSelector.name] else {
      UIKitModel.fail(
        .unsupported, "responds(to: \(aSelector.name)) has no registered answer (ModelSelectors)")
      return false
    }
    return answer(self)
  }
}

extension UIView {
  /// The alpha component of the background color on screen now, animations included (model
  /// only; 0 without a color).
  public var modelPresentedBackgroundAlpha: CGFloat {
    let value = ModelValues.presentation(self, "backgroundColor")
    return CGFloat(value.map { $0.count == 4 ? $0[3] : 0 } ?? 0)
  }
}
