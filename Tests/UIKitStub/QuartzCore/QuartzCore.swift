// The Core Graphics and Core Animation declarations CurtainUIKit uses, compiled as a module
// named `QuartzCore` by `.ci/uikit-check.sh`: CurtainUIKit is type-checked against it, and the
// UIKit model (Tests/UIKitStub/Model) runs on it. Each declaration follows the shape of Apple's
// documented Swift interface (names, labels, types, optionality, isolation); the `Mirrors:`
// comment names the documentation page. Layer properties are stored; every write is reported to
// `CAModelTransaction` (CAModel.swift), which lets an animation in progress record it.

@_exported import Foundation

// Mirrors: documentation/corefoundation/cgvector
/// A two-dimensional vector (Core Graphics; missing from Foundation on Linux).
@available(iOS 7.0, tvOS 9.0, *)
public struct CGVector: Sendable, Equatable {
  // Mirrors: documentation/corefoundation/cgvector/dx
  /// The x component.
  public var dx: CGFloat
  // Mirrors: documentation/corefoundation/cgvector/dy
  /// The y component.
  public var dy: CGFloat
  // Mirrors: documentation/corefoundation/cgvector/init(dx:dy:)
  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

// Mirrors: documentation/corefoundation/cgaffinetransform
/// An affine transformation matrix (Core Graphics).
@available(iOS 2.0, tvOS 9.0, *)
public struct CGAffineTransform: Sendable, Equatable {
  // Mirrors: documentation/corefoundation/cgaffinetransform/a
  /// Entry a.
  public var a: CGFloat
  // Mirrors: documentation/corefoundation/cgaffinetransform/b
  /// Entry b.
  public var b: CGFloat
  // Mirrors: documentation/corefoundation/cgaffinetransform/c
  /// Entry c.
  public var c: CGFloat
  // Mirrors: documentation/corefoundation/cgaffinetransform/d
  /// Entry d.
  public var d: CGFloat
  // Mirrors: documentation/corefoundation/cgaffinetransform/tx
  /// Entry tx.
  public var tx: CGFloat
  // Mirrors: documentation/corefoundation/cgaffinetransform/ty
  /// Entry ty.
  public var ty: CGFloat
  // Mirrors: documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
  /// Creates a transform from its entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
  // Mirrors: documentation/corefoundation/cgaffinetransform/identity
  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

// Mirrors: documentation/coregraphics/cgcolor
/// A color (Core Graphics).
@available(iOS 2.0, tvOS 9.0, *)
public final class CGColor: @unchecked Sendable {
  /// The sRGB components (model only).
  public let components: [CGFloat]
  init(components: [CGFloat]) { self.components = components }
  /// Creates a color from sRGB components (model only; `UIColor` uses it).
  public static func model(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGColor {
    CGColor(components: [red, green, blue, alpha])
  }
}

// Mirrors: documentation/quartzcore/catransform3d
/// A 4×4 transform matrix.
@available(iOS 2.0, tvOS 9.0, *)
public struct CATransform3D: Sendable, Equatable {
  // Mirrors: documentation/quartzcore/catransform3d/m11 (and m12 … m44)
  /// Entries, row by row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  // Mirrors: documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
  /// Creates a matrix from its entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}

// Mirrors: documentation/quartzcore/catransform3didentity
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
  m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

// Mirrors: documentation/quartzcore/cacornermask
/// Which corners a layer's corner radius rounds.
@available(iOS 11.0, tvOS 11.0, *)
public struct CACornerMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // Mirrors: documentation/quartzcore/cacornermask/layerminxminycorner
  /// Top left.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  // Mirrors: documentation/quartzcore/cacornermask/layermaxxminycorner
  /// Top right.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  // Mirrors: documentation/quartzcore/cacornermask/layerminxmaxycorner
  /// Bottom left.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  // Mirrors: documentation/quartzcore/cacornermask/layermaxxmaxycorner
  /// Bottom right.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

// Mirrors: documentation/quartzcore/calayer
/// A layer (nonisolated in Apple's interface).
@available(iOS 2.0, tvOS 9.0, *)
open class CALayer: NSObject {
  /// The stored model values (model only).
  var storage = CALayerStorage()
  // Mirrors: documentation/quartzcore/calayer/cornerradius
  /// The corner radius.
  open var cornerRadius: CGFloat {
    get { storage.cornerRadius }
    set {
      let old = storage.cornerRadius
      storage.cornerRadius = newValue
      didSet("cornerRadius", from: old, to: newValue)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/maskedcorners
  /// The rounded corners.
  @available(iOS 11.0, tvOS 11.0, *)
  open var maskedCorners: CACornerMask {
    get { storage.maskedCorners }
    set {
      let old = storage.maskedCorners
      storage.maskedCorners = newValue
      didSet("maskedCorners", from: old, to: newValue)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/maskstobounds
  /// Whether sublayers are clipped.
  open var masksToBounds: Bool {
    get { storage.masksToBounds }
    set {
      let old = storage.masksToBounds
      storage.masksToBounds = newValue
      didSet("masksToBounds", from: old, to: newValue)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/shadowcolor
  /// The shadow color.
  @available(iOS 3.2, tvOS 9.0, *)
  open var shadowColor: CGColor? {
    get { storage.shadowColor }
    set {
      let old = storage.shadowColor
      storage.shadowColor = newValue
      didSet("shadowColor", from: old as Any, to: newValue as Any)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/shadowopacity
  /// The shadow opacity.
  @available(iOS 3.2, tvOS 9.0, *)
  open var shadowOpacity: Float {
    get { storage.shadowOpacity }
    set {
      let old = storage.shadowOpacity
      storage.shadowOpacity = newValue
      didSet("shadowOpacity", from: old, to: newValue)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/shadowradius
  /// The shadow blur radius.
  @available(iOS 3.2, tvOS 9.0, *)
  open var shadowRadius: CGFloat {
    get { storage.shadowRadius }
    set {
      let old = storage.shadowRadius
      storage.shadowRadius = newValue
      didSet("shadowRadius", from: old, to: newValue)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/shadowoffset
  /// The shadow offset.
  @available(iOS 3.2, tvOS 9.0, *)
  open var shadowOffset: CGSize {
    get { storage.shadowOffset }
    set {
      let old = storage.shadowOffset
      storage.shadowOffset = newValue
      didSet("shadowOffset", from: old, to: newValue)
    }
  }
  // Mirrors: documentation/quartzcore/calayer/transform
  /// The layer's 3D transform.
  open var transform: CATransform3D {
    get { storage.transform }
    set {
      let old = storage.transform
      storage.transform = newValue
      didSet("transform", from: old, to: newValue)
    }
  }
}

// Mirrors: documentation/corefoundation/cftimeinterval
/// A time interval in seconds (Core Foundation; missing from Foundation on Linux).
public typealias CFTimeInterval = Double

// Mirrors: documentation/quartzcore/cadisplaylink
/// A timer synchronized with the display's refresh.
///
/// Apple's initializer is `init(target:selector:)`; Linux has no selectors, so the model offers
/// ``modelWithAction(_:)`` (model only), which CurtainUIKit uses where `ObjectiveC` is missing.
/// The run loop keeps an added link (and so its target) until ``invalidate()``, as Core
/// Animation does. The model fires every added link once per frame of its virtual clock, after
/// the property animators have advanced.
// Not main-actor isolated, as Apple's is not: a link fires on the run loop it is added to. The
// model keeps its links on the main actor, where every test runs, and asserts it is there.
@available(iOS 3.1, tvOS 9.0, *)
open class CADisplayLink: NSObject {
  /// The action (model only).
  let action: @MainActor (CADisplayLink) -> Void
  /// The time of the last frame shown (model only: the virtual clock).
  var stamp: CFTimeInterval = 0

  init(action: @escaping @MainActor (CADisplayLink) -> Void) {
    self.action = action
    super.init()
  }

  /// A display link that calls `action` each frame (model only; Apple's is target-action).
  public static func modelWithAction(
    _ action: @escaping @MainActor (CADisplayLink) -> Void
  ) -> CADisplayLink {
    CADisplayLink(action: action)
  }

  // Mirrors: documentation/quartzcore/cadisplaylink/timestamp
  /// The time of the last frame that was displayed.
  open var timestamp: CFTimeInterval { stamp }

  // Mirrors: documentation/quartzcore/cadisplaylink/add(to:formode:)
  /// Registers the link with a run loop.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    let link = CADisplayLinkModel.Handle(link: self)
    MainActor.assumeIsolated {
      guard !CADisplayLinkModel.links.contains(where: { $0 === link.link }) else { return }
      CADisplayLinkModel.links.append(link.link)
    }
  }

  // Mirrors: documentation/quartzcore/cadisplaylink/invalidate()
  /// Removes the link from every run loop and releases its target.
  open func invalidate() {
    let link = CADisplayLinkModel.Handle(link: self)
    MainActor.assumeIsolated { CADisplayLinkModel.links.removeAll { $0 === link.link } }
  }
}

// Mirrors: documentation/quartzcore/1395996-cacurrentmediatime
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current absolute time, in seconds (the model: its virtual clock).
///
/// Not main-actor isolated, as Apple's C function is not; the model's clock lives on the main
/// actor.
public func CACurrentMediaTime() -> CFTimeInterval {
  MainActor.assumeIsolated { CADisplayLinkModel.now }
}
