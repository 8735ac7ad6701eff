// The Core Animation API the seed libraries name and Curtain does not (see
// Tests/UIKitStub/UIKit+References.swift): declarations without rendering, since the reference
// differential reads geometry, alpha, transform and corner radius only.

// Mirrors: documentation/coregraphics/cgpath
/// A path (nothing is drawn in the model).
public final class CGPath: @unchecked Sendable {
  /// An empty path (model only).
  public init() { boundingBox = .null }
  /// A path within `boundingBox` (model only).
  public init(boundingBox: CGRect) { self.boundingBox = boundingBox }
  // Mirrors: documentation/coregraphics/cgpath/boundingbox
  /// "The bounding box of the path, including control points" (D; the null rectangle for an
  /// empty path).
  public let boundingBox: CGRect
}

// Mirrors: documentation/quartzcore/cashapelayer
/// A layer that draws a path (declared; the model draws nothing).
open class CAShapeLayer: CALayer {
  // Mirrors: documentation/quartzcore/cashapelayer/path
  /// The path.
  open var path: CGPath?
}

/// Values the model keeps beside a layer (its mask, its z position), keyed by the layer and
/// held weakly, behind a lock: CALayer is not main-actor isolated (model only).
final class LayerSideTable<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: (layer: WeakLayer, value: Value)] = [:]

  subscript(layer: CALayer) -> Value? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return values[ObjectIdentifier(layer)].flatMap { $0.layer.layer === layer ? $0.value : nil }
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      values[ObjectIdentifier(layer)] = newValue.map { (WeakLayer(layer), $0) }
    }
  }
}

/// A weak reference to a layer (model only).
final class WeakLayer {
  weak var layer: CALayer?
  init(_ layer: CALayer) { self.layer = layer }
}

/// The layers' masks and z positions (model only).
enum LayerSideTables {
  static let masks = LayerSideTable<CALayer>()
  static let zPositions = LayerSideTable<CGFloat>()
}

extension CALayer {
  // Mirrors: documentation/quartzcore/calayer/mask
  /// An optional layer whose alpha channel masks this layer's content (D); stored only.
  public var mask: CALayer? {
    get { LayerSideTables.masks[self] }
    set { LayerSideTables.masks[self] = newValue }
  }
}

// Core Foundation and Core Text names Presentr's font loading uses (it returns early in the
// model: no bundle holds its fonts).

// Mirrors: documentation/corefoundation/cfdata
/// Core Foundation's data (toll-free bridged to NSData, D).
public typealias CFData = NSData
// Mirrors: documentation/corefoundation/cferror
/// Core Foundation's error (toll-free bridged to NSError, D).
public typealias CFError = NSError

// Mirrors: documentation/coregraphics/cgdataprovider
/// A source of data (model: none).
public final class CGDataProvider {
  // Mirrors: documentation/coregraphics/cgdataprovider/init(data:)
  /// A provider reading `data`; the model has none (M: nil).
  public init?(data: CFData) { nil }
}

// Mirrors: documentation/coregraphics/cgfont
/// A font (model: none).
public final class CGFont {
  // Mirrors: documentation/coregraphics/cgfont/init(_:)-9if3y
  /// A font from a provider; the model has none (M: nil).
  public init?(_ provider: CGDataProvider) { nil }
}

// Mirrors: documentation/coretext/ctfontmanagerregistergraphicsfont(_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Registers a font; the model registers nothing (M: false).
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }

// MARK: - 3D transforms (Presentr's flip)

// Mirrors: documentation/quartzcore/catransform3dconcat(_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `a` then `b`: the matrix product a · b in Core Animation's row-vector convention (D).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = [
    [a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34],
    [a.m41, a.m42, a.m43, a.m44],
  ]
  let y = [
    [b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34],
    [b.m41, b.m42, b.m43, b.m44],
  ]
  var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      r[i][j] = (0..<4).reduce(CGFloat(0)) { $0 + x[i][$1] * y[$1][j] }
    }
  }
  return CATransform3D(
    m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1],
    m23: r[1][2], m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
    m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
}

// Mirrors: documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rotation by `angle` radians about the vector (x, y, z) (D); a zero vector gives the
/// identity (D: "If the vector has zero length the behavior is undefined"; M: identity).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let t = 1 - c
  // Row-vector convention: a rotation about z is (c, s; -s, c), as CGAffineTransform's.
  return CATransform3D(
    m11: u * u * t + c, m12: u * v * t + w * s, m13: u * w * t - v * s, m14: 0,
    m21: u * v * t - w * s, m22: v * v * t + c, m23: v * w * t + u * s, m24: 0,
    m31: u * w * t + v * s, m32: v * w * t - u * s, m33: w * w * t + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

// Mirrors: documentation/quartzcore/catransform3drotate(_:_:_:_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` rotated by `angle` about (x, y, z): rotation · t (D).
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

extension CALayer {
  // Mirrors: documentation/quartzcore/calayer/zposition
  /// The layer's position on the z axis; 0 by default (D).
  ///
  /// Stored only: the model does not order drawing.
  public var zPosition: CGFloat {
    get { LayerSideTables.zPositions[self] ?? 0 }
    set { LayerSideTables.zPositions[self] = newValue }
  }
}

extension CGRect {
  // Mirrors: documentation/corefoundation/cgrect/applying(_:)
  /// The rectangle transformed by `t` (D): "Because affine transforms do not preserve
  /// rectangles in general, the function returns the smallest rectangle that contains the
  /// transformed corner points of the source rectangle"; each corner maps as
  /// x' = a·x + c·y + tx, y' = b·x + d·y + ty (D, documentation/corefoundation/cgaffinetransform).
  @available(iOS 2.0, tvOS 9.0, *)
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { CGPoint(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x = xs.min() ?? 0
    let y = ys.min() ?? 0
    return CGRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
  }
}

extension CGAffineTransform {
  // Mirrors: documentation/corefoundation/cgaffinetransform/init(scalex:y:)
  /// A scaling transform (D): a = sx, d = sy, every other entry of the identity.
  @available(iOS 2.0, tvOS 9.0, *)
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
}
