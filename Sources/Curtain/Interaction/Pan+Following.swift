import Foundation

extension PanDirection {
  /// The direction of a pan that moves toward `edge`: a pan toward the bottom moves
  /// ``fromTop``, one toward the leading edge of a right-to-left layout ``fromLeft``.
  ///
  /// - Parameters:
  ///   - edge: The side the finger moves toward.
  ///   - layoutDirection: Resolves `leading` and `trailing`. Defaults to left-to-right.
  public init(toward edge: Direction, layoutDirection: LayoutDirection = .leftToRight) {
    switch edge.resolved(for: layoutDirection) {
    case .top: self = .fromBottom
    case .bottom: self = .fromTop
    case .left: self = .fromRight
    default: self = .fromLeft
    }
  }
}

extension Pan {
  /// The pan that follows a view moving toward `edge`, as Jelly's drag modes place it.
  ///
  /// In the canvas mode a regular pan anywhere moving toward `edge`; in the edge mode a pan
  /// from the opposite screen edge (a sheet leaving downwards is dragged from the top edge).
  ///
  /// ```swift
  /// Pan.following(.bottom, dragMode: .canvas)   // .regular(.fromTop)
  /// Pan.following(.right, dragMode: .edge)      // .edge(.left)
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The side the view moves toward.
  ///   - dragMode: Where the pan may start.
  ///   - layoutDirection: Resolves `leading` and `trailing`. Defaults to left-to-right.
  /// - Returns: The pan; its `direction(for:)` moves toward `edge`.
  public static func following(
    _ edge: Direction, dragMode: InteractionConfiguration.DragMode,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> Pan {
    let resolved = edge.resolved(for: layoutDirection)
    switch dragMode {
    case .canvas: return .regular(PanDirection(toward: resolved))
    case .edge: return .edge(resolved.opposite)
    }
  }
}

extension Presentation {
  /// The pan that dismisses this presentation interactively, or `nil` when it has no
  /// ``interactionConfiguration`` or that configuration does not allow dismissing.
  ///
  /// The pan follows the presented view off the screen: toward the side of a cover or slide
  /// dismissal, and downwards for a fade, which has no side.
  ///
  /// - Parameter layoutDirection: Resolves `leading` and `trailing`. Defaults to left-to-right.
  /// - Returns: The pan.
  public func dismissalPan(layoutDirection: LayoutDirection = .leftToRight) -> Pan? {
    guard let configuration = interactionConfiguration, configuration.modes.contains(.dismiss)
    else { return nil }
    let edge: Direction
    switch dismissingAnimation {
    case .cover(let direction), .slide(let direction, _): edge = direction
    case .fade: edge = .bottom
    }
    return .following(edge, dragMode: configuration.dragMode, layoutDirection: layoutDirection)
  }

  /// The configuration the ``dismissalPan(layoutDirection:)`` follows: the
  /// ``interactionConfiguration`` measured as Jelly measures its pans, the finger's translation
  /// over the presented view's size along the pan, whatever its own
  /// ``InteractionConfiguration/progressMeasure``
  /// (``InteractionConfiguration/ProgressMeasure/draggedViewSize``); `nil` without one.
  ///
  /// Both players take it from here, so a Jelly pan plays alike in UIKit and headless.
  public var dismissalInteraction: InteractionConfiguration? {
    guard var configuration = interactionConfiguration else { return nil }
    configuration.progressMeasure = .draggedViewSize
    return configuration
  }
}
