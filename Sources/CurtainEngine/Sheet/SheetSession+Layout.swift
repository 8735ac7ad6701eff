import Curtain
import Foundation

extension SheetSession {
  /// What a sheet draws besides itself at one top edge.
  package struct Chrome: Equatable, Sendable {
    /// The dim behind the sheet (``SheetModel/dimmingAlpha(top:increasedContrast:)``).
    package var dimmingAlpha: CGFloat
    /// The grabber's frame in the sheet's coordinates, `nil` without a grabber.
    package var grabberFrame: CGRect?
    /// The radius of the sheet's top corners.
    package var cornerRadius: CGFloat
  }

  /// The sheet's frame with its top edge at `top`, in the container's coordinates (origin at
  /// its top-left corner), the keyboard's room made by ``keyboardAvoidance``.
  ///
  /// Full width. Between the detents the sheet ends on the container's bottom edge; below its
  /// smallest detent it keeps that detent's height and moves down, as a system sheet does
  /// (`UISheetPresentationController` slides a sheet dragged past its smallest detent off the
  /// screen rather than squashing it).
  ///
  /// - Parameter top: The top edge without the keyboard; non-finite counts as the resting top.
  /// - Returns: The frame.
  package func frame(top: CGFloat) -> CGRect {
    let size = model.container.size
    let top = top.isFinite ? top : restingTop
    let lowest = model.stops.last?.height ?? 0
    let height = max(size.height - top, lowest, 0)
    let frame = CGRect(x: 0, y: top, width: size.width, height: height)
    return keyboardAvoidance.frame(
      for: frame, keyboard: keyboard, in: CGRect(origin: .zero, size: size),
      safeArea: EdgeInsets(top: model.container.topInset, left: 0, bottom: 0, right: 0))
  }

  /// The frame of the sheet resting on its selected detent: ``frame(top:)`` at
  /// ``restingTop``.
  package var restingFrame: CGRect { frame(top: restingTop) }

  /// The dim, grabber and corners with the top edge at `top`.
  ///
  /// - Parameter top: The top edge.
  /// - Returns: The chrome; the grabber (when shown) is
  ///   `SheetPresentation.grabberFrame(sheetWidth:)` of the container's width.
  package func chrome(top: CGFloat) -> Chrome {
    let presentation = model.presentation
    return Chrome(
      dimmingAlpha: model.dimmingAlpha(top: top, increasedContrast: increasesDimContrast),
      grabberFrame: presentation.prefersGrabberVisible
        ? SheetPresentation.grabberFrame(sheetWidth: model.container.size.width) : nil,
      cornerRadius: presentation.cornerRadius)
  }

  /// How far the sheet covers the one below it with its top edge at `top`: 1 at its largest
  /// detent (or above), 0 at the detent below the largest (the container's bottom edge when it
  /// has one detent), linear between.
  ///
  /// iOS's presenting view behind a medium/large sheet steps back only as the sheet reaches
  /// its large detent; a medium sheet leaves it where it is.
  ///
  /// - Parameter top: The sheet's top edge; non-finite counts as the resting top.
  /// - Returns: The progress, `0...1`.
  package func stackingProgress(top: CGFloat) -> CGFloat {
    let top = top.isFinite ? top : restingTop
    guard let largest = model.stops.first?.top else { return 0 }
    let below = model.stops.count > 1 ? model.stops[1].top : model.containerHeight
    let span = below - largest
    guard span > 0 else { return top <= largest ? 1 : 0 }
    return min(max((below - top) / span, 0), 1)
  }
}

extension SheetStacking {
  /// The covered sheet's transform at one look: scale `s` on both axes and a vertical
  /// translation `offset − (1 − s) · height / 2` (UIKit scales about a view's centre, so this
  /// puts its top edge `offset` lower).
  package struct Transform: Hashable, Sendable {
    /// The scale on both axes.
    package var scale: CGFloat
    /// The vertical translation, in points.
    package var translationY: CGFloat
    /// The dim drawn over the covered sheet.
    package var dimmingAlpha: CGFloat
  }

  /// The covered sheet's transform when the sheet above it is `progress` of the way up.
  ///
  /// - Parameters:
  ///   - progress: The top sheet's ``SheetSession/stackingProgress(top:)``.
  ///   - size: The covered sheet's size (its bounds).
  /// - Returns: The transform.
  package static func transform(progress: CGFloat, size: CGSize) -> Transform {
    let look = lowerSheet(progress: progress, width: size.width)
    let height = size.height.isFinite ? size.height : 0
    return Transform(
      scale: look.scale, translationY: look.topOffset - (1 - look.scale) * height / 2,
      dimmingAlpha: look.dimmingAlpha)
  }
}
