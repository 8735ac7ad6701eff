#if canImport(UIKit)
import Curtain
import QuartzCore
import UIKit

extension UIView {
  /// Sets every property a `ViewState` names on this view; `nil` properties stay untouched.
  ///
  /// Call it inside an animation block to animate. The frame is set through `bounds` and
  /// `center`, so that it composes with a transform; the transform goes to `transform` when it
  /// is 2D and to `layer.transform` when it has a 3D part (`Transform3D.matrix`). A blur
  /// fraction applies only to a ``BlurView``. `zIndex` is applied by the player, which owns the
  /// sibling order.
  ///
  /// - Parameter state: The state to show.
  public func apply(_ state: ViewState) {
    if let frame = state.frame {
      bounds = CGRect(origin: bounds.origin, size: frame.size)
      center = CGPoint(x: frame.midX, y: frame.midY)
    }
    if let alpha = state.alpha { self.alpha = alpha }
    if let transform = state.transform {
      if let affine = transform.affineMatrix {
        layer.transform = CATransform3DIdentity
        self.transform = CGAffineTransform(
          a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: affine.tx, ty: affine.ty)
      } else {
        let m = transform.matrix
        layer.transform = CATransform3D(
          m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23,
          m24: m.m24, m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42,
          m43: m.m43, m44: m.m44)
      }
    }
    if let cornerRadius = state.cornerRadius {
      layer.cornerRadius = cornerRadius
      layer.masksToBounds = cornerRadius > 0 && state.shadow == nil
    }
    if let corners = state.corners {
      // RectCorners uses CACornerMask's raw values (minXminY 1, maxXminY 2, minXmaxY 4,
      // maxXmaxY 8).
      layer.maskedCorners = CACornerMask(rawValue: corners.rawValue)
    }
    if let color = state.backgroundColor { backgroundColor = UIColor(color) }
    if let shadow = state.shadow {
      layer.shadowColor = UIColor(shadow.color).cgColor
      layer.shadowOpacity = Float(shadow.opacity)
      layer.shadowRadius = shadow.radius
      layer.shadowOffset = shadow.offset
    }
    if let blur = state.blurFraction {
      if let blurView = self as? BlurView {
        blurView.fraction = blur
      } else if let context = self as? ContextBackgroundView {
        // A blurred background in a context: the blur is its chrome.
        context.blurFraction = blur
      }
    }
    if let isHidden = state.isHidden { self.isHidden = isHidden }
  }
}

extension UIColor {
  /// Creates a color from Curtain's `RGBAColor` (sRGB components in 0…1).
  ///
  /// - Parameter color: The color.
  public convenience init(_ color: RGBAColor) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }
}
#endif
