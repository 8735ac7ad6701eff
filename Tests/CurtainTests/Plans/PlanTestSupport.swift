import Curtain
import Foundation
import ReferenceMath

/// Independent references and comparisons shared by the geometry and plan tests.
///
/// Nothing here calls Curtain's own interpolation or timing code: expected values come from the
/// formulas written out below.
enum PlanCheck {
  /// One coordinate of the cubic Bézier from 0 through `p1` and `p2` to 1 at parameter `s`.
  static func bezierCoordinate(_ p1: Double, _ p2: Double, at s: Double) -> Double {
    BernsteinCurve.bernstein(s, p1, p2)
  }

  /// The y of the timing curve (0,0) (x1,y1) (x2,y2) (1,1) where its x equals `x`
  /// (``BernsteinCurve``).
  static func bezierProgress(
    x1: Double, y1: Double, x2: Double, y2: Double, at x: Double
  ) -> Double {
    BernsteinCurve(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: x)
  }

  /// Whether `lhs` and `rhs` differ by at most `tolerance`.
  static func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-12) -> Bool {
    abs(lhs - rhs) <= tolerance
  }

  /// Whether `lhs` and `rhs` differ by at most `tolerance`.
  static func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: Double = 1e-12) -> Bool {
    abs(Double(lhs) - Double(rhs)) <= tolerance
  }

  /// Whether two rectangles agree component by component within `tolerance`.
  static func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: Double = 1e-12) -> Bool {
    isClose(lhs.origin.x, rhs.origin.x, tolerance: tolerance)
      && isClose(lhs.origin.y, rhs.origin.y, tolerance: tolerance)
      && isClose(lhs.width, rhs.width, tolerance: tolerance)
      && isClose(lhs.height, rhs.height, tolerance: tolerance)
  }

  /// Whether two transforms agree component by component within `tolerance`.
  static func isClose(_ lhs: Transform3D, _ rhs: Transform3D, tolerance: Double = 1e-12) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
      (lhs.translationX, rhs.translationX), (lhs.translationY, rhs.translationY),
      (lhs.translationZ, rhs.translationZ), (lhs.scaleX, rhs.scaleX), (lhs.scaleY, rhs.scaleY),
      (lhs.rotation, rhs.rotation), (lhs.rotationX, rhs.rotationX),
      (lhs.rotationY, rhs.rotationY), (lhs.perspective, rhs.perspective),
    ]
    return pairs.allSatisfy { isClose($0.0, $0.1, tolerance: tolerance) }
  }

  /// Whether two colours agree component by component within `tolerance`.
  static func isClose(_ lhs: RGBAColor, _ rhs: RGBAColor, tolerance: Double = 1e-12) -> Bool {
    isClose(lhs.red, rhs.red, tolerance: tolerance)
      && isClose(lhs.green, rhs.green, tolerance: tolerance)
      && isClose(lhs.blue, rhs.blue, tolerance: tolerance)
      && isClose(lhs.alpha, rhs.alpha, tolerance: tolerance)
  }

  /// Whether two shadows agree property by property within `tolerance`.
  static func isClose(_ lhs: Shadow, _ rhs: Shadow, tolerance: Double = 1e-12) -> Bool {
    isClose(lhs.color, rhs.color, tolerance: tolerance)
      && isClose(lhs.opacity, rhs.opacity, tolerance: tolerance)
      && isClose(lhs.radius, rhs.radius, tolerance: tolerance)
      && isClose(lhs.offset.width, rhs.offset.width, tolerance: tolerance)
      && isClose(lhs.offset.height, rhs.offset.height, tolerance: tolerance)
  }

  /// The name of the first property in which two states differ (beyond `tolerance` for the
  /// continuous ones, at all for the discrete ones and for which properties are set), or `nil`.
  static func mismatch(
    between lhs: ViewState, and rhs: ViewState, tolerance: Double = 1e-12
  ) -> String? {
    func differs<Value>(
      _ lhs: Value?, _ rhs: Value?, _ close: (Value, Value) -> Bool
    ) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): return false
      case (let lhs?, let rhs?): return !close(lhs, rhs)
      default: return true
      }
    }
    if differs(lhs.frame, rhs.frame, { isClose($0, $1, tolerance: tolerance) }) { return "frame" }
    if differs(lhs.alpha, rhs.alpha, { isClose($0, $1, tolerance: tolerance) }) { return "alpha" }
    if differs(lhs.transform, rhs.transform, { isClose($0, $1, tolerance: tolerance) }) {
      return "transform"
    }
    if differs(lhs.cornerRadius, rhs.cornerRadius, { isClose($0, $1, tolerance: tolerance) }) {
      return "cornerRadius"
    }
    if lhs.corners != rhs.corners { return "corners" }
    if differs(lhs.backgroundColor, rhs.backgroundColor, { isClose($0, $1, tolerance: tolerance) })
    {
      return "backgroundColor"
    }
    if differs(lhs.shadow, rhs.shadow, { isClose($0, $1, tolerance: tolerance) }) {
      return "shadow"
    }
    if differs(lhs.blurFraction, rhs.blurFraction, { isClose($0, $1, tolerance: tolerance) }) {
      return "blurFraction"
    }
    if lhs.isHidden != rhs.isHidden { return "isHidden" }
    if lhs.zIndex != rhs.zIndex { return "zIndex" }
    return nil
  }
}
