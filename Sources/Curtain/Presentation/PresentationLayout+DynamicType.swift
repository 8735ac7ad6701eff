import Foundation

/// How a presentation sized to its content follows the user's text size (Dynamic Type), the
/// same in both players.
///
/// - A layout's fixed lengths (``PresentationSize/Dimension/custom(value:)``: Presentr's
///   270 × 180 alert, a 320 × 240 card) were designed at the default text size; at a larger one
///   they grow with the body text, by ``ContentSizeScale/factor(of:)``, and never shrink below
///   the design size (the layout still clamps them to the container).
/// - A presented controller's own `preferredContentSize` (a length above 0 on an axis) is the
///   content's size: it replaces a fixed or intrinsic length on that axis, unscaled (the app
///   measured it at the current text size). Relative lengths (full screen, half, a fraction)
///   are left alone.
public enum ContentSizeScale {
  /// The user's text size, as UIKit's `UIContentSizeCategory` names it.
  public enum Category: Int, CaseIterable, Hashable, Sendable {
    /// Extra small (body 14 pt).
    case extraSmall
    /// Small (15 pt).
    case small
    /// Medium (16 pt).
    case medium
    /// Large, the default (17 pt).
    case large
    /// Extra large (19 pt).
    case extraLarge
    /// Extra extra large (21 pt).
    case extraExtraLarge
    /// Extra extra extra large (23 pt).
    case extraExtraExtraLarge
    /// Accessibility medium (28 pt).
    case accessibilityMedium
    /// Accessibility large (33 pt).
    case accessibilityLarge
    /// Accessibility extra large (40 pt).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (47 pt).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (53 pt).
    case accessibilityExtraExtraExtraLarge

    /// The body text's point size at this category: 14, 15, 16, 17 (the default, `large`), 19,
    /// 21, 23, then 28, 33, 40, 47, 53 for the accessibility sizes (`UIFont.TextStyle.body`
    /// measured on iOS; Apple's Human Interface Guidelines' Dynamic Type table).
    package var bodyPointSize: CGFloat {
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rawValue]
    }
  }

  /// How much fixed lengths grow at `category`: its body size over the default's (17 pt), at
  /// least 1.
  ///
  /// - Parameter category: The text size.
  /// - Returns: The factor: 53 / 17 ≈ 3.12 at the largest accessibility size, 1 at the default
  ///   and below.
  public static func factor(of category: Category) -> CGFloat {
    max(1, category.bodyPointSize / Category.large.bodyPointSize)
  }
}

extension PresentationLayout {
  /// This layout at the user's text size and with the content's preferred size
  /// (``ContentSizeScale``), landscape variant included.
  ///
  /// - Parameters:
  ///   - category: The user's text size.
  ///   - preferredContentSize: The presented controller's `preferredContentSize`; `.zero` for
  ///     none.
  /// - Returns: The layout to resolve.
  package func adapted(
    to category: ContentSizeScale.Category, preferredContentSize: CGSize = .zero
  ) -> PresentationLayout {
    let factor = ContentSizeScale.factor(of: category)
    func adapt(
      _ dimension: PresentationSize.Dimension, preferred: CGFloat
    ) -> PresentationSize.Dimension {
      switch dimension {
      case .custom(let value):
        if preferred > 0, preferred.isFinite { return .custom(value: preferred) }
        return .custom(value: value * factor)
      case .intrinsic(let value):
        if preferred > 0, preferred.isFinite { return .intrinsic(preferred: preferred) }
        return .intrinsic(preferred: value)
      case .fullscreen, .halfscreen, .fluid: return dimension
      }
    }
    var layout = self
    layout.size = PresentationSize(
      width: adapt(size.width, preferred: preferredContentSize.width),
      height: adapt(size.height, preferred: preferredContentSize.height))
    if let landscape {
      layout.landscape = landscape.adapted(to: category, preferredContentSize: preferredContentSize)
    }
    return layout
  }
}
