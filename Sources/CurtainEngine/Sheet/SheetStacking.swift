import Curtain
import Foundation

/// How a sheet steps back when another sheet is presented over it, and comes forward again.
///
/// iOS scales the covered card down about its top edge and dims it. Curtain's numbers are
/// **chosen, not measured**: picked to look like UIKit's stacked page sheets on an iPhone, not
/// measured on a device or read from UIKit (until they are, treat them as an approximation): the covered sheet's top edge
/// moves 10 points down and it shrinks to fit 16 points inside each side, scale
/// `(width − 32) / width` (0.918 on a 390-point-wide container), under a black dim of alpha
/// 0.15 drawn over it (``dimmingAlpha``). Every value goes linearly with the progress of the top
/// sheet, so an interactive dismissal of the top sheet brings the lower one forward frame by
/// frame.
///
/// ```swift
/// let back = SheetStacking.lowerSheet(progress: 1, width: 390)
/// // back.scale ≈ 0.918, back.topOffset == 10, back.dimmingAlpha == 0.15
/// ```
package enum SheetStacking {
  /// The inset the covered sheet shrinks to on each side, 16 points (chosen, not measured).
  package static let sideInset: CGFloat = 16
  /// How much lower the covered sheet's top edge sits, 10 points (chosen, not measured).
  package static let topOffset: CGFloat = 10
  /// The dim over the covered sheet at full progress, 0.15 (chosen, not measured).
  package static let dimmingAlpha: CGFloat = 0.15

  /// The covered sheet's look at one progress of the sheet above it.
  package struct Look: Hashable, Sendable {
    /// Its scale about its top edge's centre, `1` at progress 0.
    package var scale: CGFloat
    /// How far its top edge moves down, in points.
    package var topOffset: CGFloat
    /// The alpha of the dim drawn over it.
    package var dimmingAlpha: CGFloat
  }

  /// The covered sheet's look when the sheet above it is `progress` of the way up.
  ///
  /// - Parameters:
  ///   - progress: The top sheet's progress, 0 (gone) to 1 (presented); clamped, and
  ///     non-finite counts as 0.
  ///   - width: The container's width in points; a value of 32 or less (or not finite) does
  ///     not scale.
  /// - Returns: The look: scale `1 − progress · 32 / width`, top offset `progress · 10`, dim
  ///   `progress · 0.15`.
  package static func lowerSheet(progress: CGFloat, width: CGFloat) -> Look {
    let p = progress.isFinite ? min(max(progress, 0), 1) : 0
    let shrink = width.isFinite && width > 2 * sideInset ? 2 * sideInset / width : 0
    return Look(scale: 1 - p * shrink, topOffset: p * topOffset, dimmingAlpha: p * dimmingAlpha)
  }
}
