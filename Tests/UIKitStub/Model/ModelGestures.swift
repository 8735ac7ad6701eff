// Where the finger lands and how a pan reports it (§9.3, §9.4): the screen-edge pan's edge
// region and direction, a pan's translation (cumulative, resettable with setTranslation) and
// velocity, and the touch's location, each in a given view's coordinates with the views'
// transforms applied.

/// The rules of gesture geometry (model only).
@MainActor
enum ModelGestures {
  /// The width of a screen-edge pan's region along the left, top and right edges, in points.
  ///
  /// Apple documents no number (AD/uiscreenedgepangesturerecognizer says only that it
  /// recognizes "when the user slides their finger in from the bezel"; openradar 15145539
  /// complains that it "isn't forgiving enough"). The model takes the smallest width UIKit
  /// uses, the iPhone's: DEC (`-[_UIScreenEdgePanRecognizerEdgeSettings setDefaultValues]`)
  /// sets `edgeRegionSize` to 13 points unless the device is an iPad of a certain kind, where it
  /// is 9 or 10 % of the screen's reference bounds (wider). **O**, stricter reading.
  static let edgeRegion: CGFloat = 13
  /// The region's width along the bottom edge: DEC's `bottomEdgeRegionSize`, 11 points. **O**
  static let bottomEdgeRegion: CGFloat = 11
  /// Half the angle around the edge's inward normal within which the first movement must
  /// point: DEC's `edgeAngleWindow` is 2.70526034 rad (155°) in all, so 77.5° either side.
  /// **O**
  static let edgeHalfAngle: Double = 2.70526034 / 2

  /// Why a screen-edge pan with `edges` fails for a touch at `location` that moves by `movement`.
  ///
  /// `location` is in window coordinates (the window being the app's interface). The touch
  /// must start inside one of the edges' regions and move away from that edge (§9.4: "only recognizes if the user slides their finger in from the bezel on
  /// the specified edge", H-UIScreenEdgePanGestureRecognizer.h). `nil` when it may; otherwise
  /// the reason it fails.
  static func edgeRefusal(
    edges: UIRectEdge, location: CGPoint, movement: CGPoint, in bounds: CGRect
  ) -> String? {
    guard !edges.isEmpty else { return "its edges are empty" }
    let regions: [(UIRectEdge, Bool, CGPoint)] = [
      (.left, location.x - bounds.minX <= edgeRegion, CGPoint(x: 1, y: 0)),
      (.right, bounds.maxX - location.x <= edgeRegion, CGPoint(x: -1, y: 0)),
      (.top, location.y - bounds.minY <= edgeRegion, CGPoint(x: 0, y: 1)),
      (.bottom, bounds.maxY - location.y <= bottomEdgeRegion, CGPoint(x: 0, y: -1)),
    ]
    let inside = regions.filter { edges.contains($0.0) && $0.1 && bounds.contains(location) }
    guard !inside.isEmpty else {
      return "the touch went down at \(location), outside the \(edgeRegion)-point region of "
        + "its edges"
    }
    let length = (movement.x * movement.x + movement.y * movement.y).squareRoot()
    guard length > 0, length.isFinite else { return "the touch did not move" }
    for (_, _, normal) in inside {
      let cosine = Double((movement.x * normal.x + movement.y * normal.y) / length)
      if cosine >= cos(edgeHalfAngle) { return nil }
    }
    return "the touch moved by \(movement), not away from its edge"
  }

  // MARK: - Coordinates

  /// The linear part of a view's transform (a, b, c, d).
  private static func linear(_ t: CGAffineTransform) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    (t.a, t.b, t.c, t.d)
  }

  /// `point` in `view`'s coordinates converted into its window's: each view maps a point p of
  /// its own to `center + T · (p − bounds centre)` in its superview (the transform about the
  /// centre, the default anchor point).
  static func toWindow(_ point: CGPoint, from view: UIView) -> CGPoint {
    var p = point
    var current: UIView? = view
    while let v = current, !(v is UIWindow), v.superview != nil {
      let s = v.store
      let x = p.x - s.bounds.midX
      let y = p.y - s.bounds.midY
      let t = s.transform
      p = CGPoint(
        x: s.center.x + t.a * x + t.c * y + t.tx, y: s.center.y + t.b * x + t.d * y + t.ty)
      current = v.superview
    }
    return p
  }

  /// `point` in window coordinates converted into `view`'s (the inverse of ``toWindow(_:from:)``;
  /// a view whose transform cannot be inverted keeps the point).
  static func fromWindow(_ point: CGPoint, to view: UIView) -> CGPoint {
    var chain: [UIView] = []
    var current: UIView? = view
    while let v = current, !(v is UIWindow), v.superview != nil {
      chain.append(v)
      current = v.superview
    }
    var p = point
    for v in chain.reversed() {
      let s = v.store
      let t = s.transform
      let x = p.x - s.center.x - t.tx
      let y = p.y - s.center.y - t.ty
      let det = t.a * t.d - t.b * t.c
      guard det != 0, det.isFinite else { continue }
      p = CGPoint(
        x: (t.d * x - t.c * y) / det + s.bounds.midX,
        y: (-t.b * x + t.a * y) / det + s.bounds.midY)
    }
    return p
  }

  /// A vector (a translation, a velocity) in window coordinates as `view` measures it: only
  /// the transforms' linear parts apply.
  static func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
    guard let view else { return v }
    let origin = fromWindow(.zero, to: view)
    let moved = fromWindow(v, to: view)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  /// A vector in `view`'s coordinates as the window measures it.
  static func windowVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return v }
    let origin = toWindow(.zero, from: view)
    let moved = toWindow(v, from: view)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }
}

extension UIGestureRecognizer {
  /// The touch's location now, in window coordinates: where it went down plus how far the
  /// finger moved (a `setTranslation` does not move the finger).
  var modelFingerLocation: CGPoint {
    CGPoint(x: store.location.x + store.finger.x, y: store.location.y + store.finger.y)
  }

  /// AD/uigesturerecognizer/location(in:): "the location … in the local coordinate system of
  /// `view`"; `nil` means the window's.
  func modelLocation(in view: UIView?) -> CGPoint {
    guard let view else { return modelFingerLocation }
    return ModelGestures.fromWindow(modelFingerLocation, to: view)
  }
}

extension UIPanGestureRecognizer {
  /// §9.3 D: cumulative since the touch began ("They aren't delta values"), or since the last
  /// `setTranslation(_:in:)`, which it then starts from, in `view`'s coordinate system.
  func modelTranslation(in view: UIView?) -> CGPoint {
    let s = store
    let window = CGPoint(
      x: s.translationBase.x + s.finger.x - s.fingerAtBase.x,
      y: s.translationBase.y + s.finger.y - s.fingerAtBase.y)
    return ModelGestures.vector(window, in: view)
  }

  /// AD/uipangesturerecognizer/settranslation(_:in:): the translation becomes `translation`
  /// (in `view`'s coordinates) and counts on from there; §9.3 D: "Changing the translation
  /// value resets the velocity of the pan" (zero until the finger moves again).
  func modelSetTranslation(_ translation: CGPoint, in view: UIView?) {
    guard translation.x.isFinite, translation.y.isFinite else {
      UIKitModel.fail(
        .programmerError, "setTranslation(_:in:) with a non-finite translation \(translation)")
      return
    }
    store.translationBase = ModelGestures.windowVector(translation, from: view)
    store.fingerAtBase = store.finger
    store.velocity = .zero
  }

  /// The velocity the touch reports, in points per second in `view`'s coordinates.
  func modelVelocity(in view: UIView?) -> CGPoint {
    ModelGestures.vector(store.velocity, in: view)
  }
}
