#if canImport(UIKit)
import Curtain
import UIKit

/// What a view looked like before a transition touched it: every property `ViewState` can set,
/// read back as UIKit stores it, so that a cancelled transition restores it exactly.
///
/// The headless player restores with `TransitionPlan.cancellationStates(restoring:)`; UIKit's
/// values cannot round-trip through a `ViewState` (a `CATransform3D` is a matrix, not
/// `Transform3D`'s components), so the UIKit player keeps the raw values instead. The rule is
/// the same: a screen that existed before the transition ends a cancelled one exactly as it began.
@MainActor
struct ViewRestorePoint {
  private let bounds: CGRect
  private let center: CGPoint
  private let alpha: CGFloat
  private let transform: CGAffineTransform
  private let layerTransform: CATransform3D
  private let cornerRadius: CGFloat
  private let masksToBounds: Bool
  private let maskedCorners: CACornerMask
  private let backgroundColor: UIColor?
  private let shadowColor: CGColor?
  private let shadowOpacity: Float
  private let shadowRadius: CGFloat
  private let shadowOffset: CGSize
  private let isHidden: Bool
  private let blurFraction: CGFloat?

  /// Reads `view`'s current values.
  init(_ view: UIView) {
    bounds = view.bounds
    center = view.center
    alpha = view.alpha
    transform = view.transform
    layerTransform = view.layer.transform
    cornerRadius = view.layer.cornerRadius
    masksToBounds = view.layer.masksToBounds
    maskedCorners = view.layer.maskedCorners
    backgroundColor = view.backgroundColor
    shadowColor = view.layer.shadowColor
    shadowOpacity = view.layer.shadowOpacity
    shadowRadius = view.layer.shadowRadius
    shadowOffset = view.layer.shadowOffset
    isHidden = view.isHidden
    blurFraction = (view as? BlurView)?.fraction
  }

  /// Puts the values back on `view`.
  ///
  /// The view's 2D transform goes first and the layer's 3D one
  /// after it, since UIKit derives the one from the other: the layer's is the exact value read.
  /// `bounds` and `center` are restored rather than `frame`, which UIKit leaves undefined while a
  /// transform is set; with `geometry` false they are left as they are (the container changed
  /// size since the values were read).
  func restore(_ view: UIView, geometry: Bool = true) {
    view.transform = transform
    view.layer.transform = layerTransform
    if geometry {
      view.bounds = bounds
      view.center = center
    }
    view.alpha = alpha
    view.layer.cornerRadius = cornerRadius
    view.layer.masksToBounds = masksToBounds
    view.layer.maskedCorners = maskedCorners
    view.backgroundColor = backgroundColor
    view.layer.shadowColor = shadowColor
    view.layer.shadowOpacity = shadowOpacity
    view.layer.shadowRadius = shadowRadius
    view.layer.shadowOffset = shadowOffset
    view.isHidden = isHidden
    if let blurFraction, let blur = view as? BlurView { blur.fraction = blurFraction }
  }
}
#endif
