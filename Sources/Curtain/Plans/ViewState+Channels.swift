import Foundation

/// A compact numeric form of view states for sampling.
///
/// A compiled plan stores each track's keyframes as plain numbers (channels): for every property
/// the track sets, in a fixed order, its components. Sampling blends numbers and rebuilds only
/// those properties, reading a few cache lines per track instead of whole states.
extension ViewState {
  /// Where a track is in its run, for the properties that cannot be blended.
  package enum Phase {
    case start
    case running
    case end
  }

  /// The set of properties a state sets, as bits.
  package struct PropertyMask: OptionSet, Sendable {
    package let rawValue: UInt16
    package static let frame = PropertyMask(rawValue: 1 << 0)
    package static let alpha = PropertyMask(rawValue: 1 << 1)
    package static let transform = PropertyMask(rawValue: 1 << 2)
    package static let cornerRadius = PropertyMask(rawValue: 1 << 3)
    package static let backgroundColor = PropertyMask(rawValue: 1 << 4)
    package static let shadow = PropertyMask(rawValue: 1 << 5)
    package static let blurFraction = PropertyMask(rawValue: 1 << 6)
    package static let corners = PropertyMask(rawValue: 1 << 7)
    package static let isHidden = PropertyMask(rawValue: 1 << 8)
    package static let zIndex = PropertyMask(rawValue: 1 << 9)

    package init(rawValue: UInt16) {
      self.rawValue = rawValue
    }

    package init(_ state: ViewState) {
      var mask: PropertyMask = []
      if state.frame != nil { mask.insert(.frame) }
      if state.alpha != nil { mask.insert(.alpha) }
      if state.transform != nil { mask.insert(.transform) }
      if state.cornerRadius != nil { mask.insert(.cornerRadius) }
      if state.backgroundColor != nil { mask.insert(.backgroundColor) }
      if state.shadow != nil { mask.insert(.shadow) }
      if state.blurFraction != nil { mask.insert(.blurFraction) }
      if state.corners != nil { mask.insert(.corners) }
      if state.isHidden != nil { mask.insert(.isHidden) }
      if state.zIndex != nil { mask.insert(.zIndex) }
      self = mask
    }
  }

  /// Appends the components of the properties in `properties` to `values`, in channel order:
  /// frame (x, y, width, height), alpha, transform (9 components), corner radius, background
  /// colour (r, g, b, a), shadow (r, g, b, a, opacity, radius, offset width, offset height), blur
  /// fraction, corners (raw value), isHidden (0 or 1), zIndex as its high and low 32 bits.
  ///
  /// Each value is exactly representable (a Double holds integers exactly only up to 2⁵³, hence
  /// the split zIndex), so decoding gives the state back unchanged.
  package func appendChannels(_ properties: PropertyMask, to values: inout [Double]) {
    if properties.contains(.frame), let frame {
      values += [frame.origin.x, frame.origin.y, frame.width, frame.height].map { Double($0) }
    }
    if properties.contains(.alpha), let alpha { values.append(Double(alpha)) }
    if properties.contains(.transform), let t = transform {
      values += [
        t.translationX, t.translationY, t.translationZ, t.scaleX, t.scaleY, t.rotation,
        t.rotationX, t.rotationY, t.perspective,
      ].map { Double($0) }
    }
    if properties.contains(.cornerRadius), let cornerRadius { values.append(Double(cornerRadius)) }
    if properties.contains(.backgroundColor), let c = backgroundColor {
      values += [c.red, c.green, c.blue, c.alpha]
    }
    if properties.contains(.shadow), let s = shadow {
      values += [s.color.red, s.color.green, s.color.blue, s.color.alpha, s.opacity]
      values += [s.radius, s.offset.width, s.offset.height].map { Double($0) }
    }
    if properties.contains(.blurFraction), let blurFraction { values.append(Double(blurFraction)) }
    if properties.contains(.corners), let corners { values.append(Double(corners.rawValue)) }
    if properties.contains(.isHidden), let isHidden { values.append(isHidden ? 1 : 0) }
    if properties.contains(.zIndex), let zIndex {
      let bits = Int64(zIndex)  // range: an Int, which fits Int64 on every supported platform
      values += [Double(bits >> 32), Double(bits & 0xFFFF_FFFF)]
    }
  }

  /// Sets every property in `properties` to its blend between the channels at `from` and `to`.
  ///
  /// Alpha, blur fraction and shadow opacity are clamped into `0...1` and radii at 0; discrete
  /// properties take the start value at the start and the end value after, except that a view is
  /// visible while running if either end is visible.
  @inline(__always)
  package mutating func blendChannels(
    from: UnsafePointer<Double>, to: UnsafePointer<Double>, properties: PropertyMask,
    fraction f: Double, phase: Phase
  ) {
    var a = from
    var b = to
    @inline(__always) func next(_ count: Int) -> (UnsafePointer<Double>, UnsafePointer<Double>) {
      defer {
        a += count
        b += count
      }
      return (a, b)
    }
    if properties.contains(.frame) {
      let (p, q) = next(4)
      frame = CGRect(
        x: lerp(p[0], q[0], f), y: lerp(p[1], q[1], f), width: lerp(p[2], q[2], f),
        height: lerp(p[3], q[3], f))
    }
    if properties.contains(.alpha) {
      let (p, q) = next(1)
      alpha = CGFloat(min(max(lerp(p[0], q[0], f), 0), 1))
    }
    if properties.contains(.transform) {
      let (p, q) = next(9)
      transform = Transform3D(
        translationX: lerp(p[0], q[0], f), translationY: lerp(p[1], q[1], f),
        translationZ: lerp(p[2], q[2], f), scaleX: lerp(p[3], q[3], f),
        scaleY: lerp(p[4], q[4], f), rotation: lerp(p[5], q[5], f),
        rotationX: lerp(p[6], q[6], f), rotationY: lerp(p[7], q[7], f),
        perspective: lerp(p[8], q[8], f))
    }
    if properties.contains(.cornerRadius) {
      let (p, q) = next(1)
      cornerRadius = CGFloat(max(lerp(p[0], q[0], f), 0))
    }
    if properties.contains(.backgroundColor) {
      let (p, q) = next(4)
      backgroundColor = RGBAColor(
        red: lerp(p[0], q[0], f), green: lerp(p[1], q[1], f), blue: lerp(p[2], q[2], f),
        alpha: lerp(p[3], q[3], f))
    }
    if properties.contains(.shadow) {
      let (p, q) = next(8)
      shadow = Shadow(
        color: RGBAColor(
          red: lerp(p[0], q[0], f), green: lerp(p[1], q[1], f), blue: lerp(p[2], q[2], f),
          alpha: lerp(p[3], q[3], f)),
        opacity: min(max(lerp(p[4], q[4], f), 0), 1), radius: CGFloat(max(lerp(p[5], q[5], f), 0)),
        offset: CGSize(width: lerp(p[6], q[6], f), height: lerp(p[7], q[7], f)))
    }
    if properties.contains(.blurFraction) {
      let (p, q) = next(1)
      blurFraction = CGFloat(min(max(lerp(p[0], q[0], f), 0), 1))
    }
    if properties.contains(.corners) {
      let (p, q) = next(1)
      // An endpoint (never interpolated) is a raw value this file encoded; anything else
      // (NaN, negative, huge) is clamped, never trapped on.
      let raw = Int(clamping: phase == .start ? p[0] : q[0], to: 0...Int(UInt8.max))
      corners = RectCorners(rawValue: UInt(raw))  // range: 0...255, clamped just above
    }
    if properties.contains(.isHidden) {
      let (p, q) = next(1)
      let start = p[0] != 0
      let end = q[0] != 0
      isHidden = phase == .start ? start : (phase == .end ? end : start && end)
    }
    if properties.contains(.zIndex) {
      let (p, q) = next(2)
      let halves = phase == .start ? p : q
      // range: two 32-bit halves this file encoded from an Int64 (endpoints, never interpolated)
      zIndex = Int(truncatingIfNeeded: Int64(halves[0]) << 32 | Int64(halves[1]))
    }
  }
}
