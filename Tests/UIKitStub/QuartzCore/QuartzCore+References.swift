// The Core Animation API the seed libraries name and Curtain does not (see
// Tests/UIKitStub/UIKit+References.swift): declarations without rendering, since the reference
// differential reads geometry, alpha, transform and corner radius only.

// Mirrors: documentation/coregraphics/cgpath
/// A path (nothing is drawn in the model).
public final class CGPath: @unchecked Sendable {
  /// An empty path (model only).
  public init() {}
}

// Mirrors: documentation/quartzcore/cashapelayer
/// A layer that draws a path (declared; the model draws nothing).
open class CAShapeLayer: CALayer {
  // Mirrors: documentation/quartzcore/cashapelayer/path
  /// The path.
  open var path: CGPath?
}

/// The layers' masks (model only: stored beside the layer, held weakly).
@MainActor
enum CALayerMasks {
  static var masks: [ObjectIdentifier: (layer: WeakLayer, mask: CALayer)] = [:]
}

/// A weak reference to a layer (model only).
final class WeakLayer {
  weak var layer: CALayer?
  init(_ layer: CALayer) { self.layer = layer }
}

extension CALayer {
  // Mirrors: documentation/quartzcore/calayer/mask
  /// An optional layer whose alpha channel masks this layer's content (D); stored only (the
  /// model keeps layers on the main actor, where UIKit uses them).
  @MainActor public var mask: CALayer? {
    get {
      CALayerMasks.masks[ObjectIdentifier(self)].flatMap { $0.layer.layer === self ? $0.mask : nil }
    }
    set { CALayerMasks.masks[ObjectIdentifier(self)] = newValue.map { (WeakLayer(self), $0) } }
  }
}
