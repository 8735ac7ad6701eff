import Foundation

/// Where a presented view goes: a size, an alignment and margin guards, solved against the
/// container's bounds and safe area.
///
/// The layout is a pure function. The same layout gives the same frame on every call, with no
/// view, screen or device involved:
///
/// ```swift
/// let card = PresentationLayout(
///   size: PresentationSize(width: .custom(value: 312), height: .halfscreen),
///   alignment: .center,
///   marginGuards: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
/// let frame = try card.frame(
///   in: CGRect(x: 0, y: 0, width: 320, height: 568),
///   safeArea: EdgeInsets(top: 20))
/// // (8, 157, 304, 274): 312 is shrunk to 320 − 2 × 8; the height is half of 568 − 20,
/// // centred in the 548 points below the safe area: 20 + (548 − 274) / 2 = 157.
/// ```
///
/// Presentr's presentation types are presets on the same solver: ``alert``, ``popup``,
/// ``topHalf``, ``bottomHalf``, ``fullScreen``, ``custom(width:height:center:)``,
/// ``dynamic(preferredSize:center:)`` and ``sideMargin(_:height:)``. A layout can carry a
/// second layout for landscape containers; see ``oriented(portrait:landscape:)``.
///
/// The rules, with numbers, are in the presentation guide.
public struct PresentationLayout: Hashable, Sendable {
  /// The presented view's width and height.
  public var size: PresentationSize
  /// Where the presented view sits in the space left for it.
  public var alignment: PresentationAlignment
  /// The closest the presented view may come to each edge of the container, as Jelly's
  /// `marginGuards`: a larger view is shrunk to stay inside them.
  ///
  /// Guards are measured from the edge of the safe area on axes that respect it, and from the
  /// container's edge on axes that do not (a ``PresentationSize/Dimension/fullscreen``
  /// dimension, or ``ignoresSafeArea``).
  public var marginGuards: EdgeInsets
  /// Whether every dimension ignores the safe area.
  ///
  /// When `true`, every axis is measured against the whole container rather than the container
  /// less its safe area, as Presentr and Jelly measure. That removes the safe-area difference
  /// only: Presentr's rounding down, its `.topCenter` 1 point higher and its unclamped sizes
  /// still differ, with a zero safe area too (the Presentr migration guide lists every
  /// difference with numbers). Defaults to `false`.
  public var ignoresSafeArea: Bool
  private var landscapeStorage: Landscape

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - size: The presented view's size. Defaults to full screen, as Jelly.
  ///   - alignment: Where the view sits. Defaults to centred.
  ///   - marginGuards: How close the view may come to each edge. Defaults to none.
  ///   - ignoresSafeArea: Whether to measure against the whole container. Defaults to `false`.
  public init(
    size: PresentationSize = .fullscreen, alignment: PresentationAlignment = .center,
    marginGuards: EdgeInsets = .zero, ignoresSafeArea: Bool = false
  ) {
    self.size = size
    self.alignment = alignment
    self.marginGuards = marginGuards
    self.ignoresSafeArea = ignoresSafeArea
    self.landscapeStorage = .none
  }

  /// The layout used instead of this one when the container is wider than it is tall, or `nil`
  /// to use this layout in every orientation.
  ///
  /// A landscape layout's own ``landscape`` is never consulted.
  public var landscape: PresentationLayout? {
    get {
      if case .layout(let layout) = landscapeStorage { return layout }
      return nil
    }
    set {
      if var layout = newValue {
        layout.landscapeStorage = .none
        landscapeStorage = .layout(layout)
      } else {
        landscapeStorage = .none
      }
    }
  }

  /// Checks the size, the alignment and the margin guards on their own (the guards' fit in a
  /// container is checked by ``frame(in:safeArea:layoutDirection:)``), and the landscape layout
  /// if there is one.
  ///
  /// - Throws: ``PresentationError`` naming the first value that is wrong.
  public func validate() throws(PresentationError) {
    try validateOwnValues(prefix: "")
    try landscape?.validateOwnValues(prefix: "landscape.")
  }

  /// Returns the presented view's frame in a container.
  ///
  /// Each axis is solved on its own:
  /// 1. The *base span* is the whole container when the dimension is
  ///    ``PresentationSize/Dimension/fullscreen`` or ``ignoresSafeArea`` is set, and the
  ///    container less the safe area otherwise. If the safe area and the margin guards together
  ///    are longer than the container, the safe area is ignored on that axis.
  /// 2. The dimension's length is computed from the base span (full, half, a percentage, or
  ///    its own value).
  /// 3. The *available span* is the base span less the margin guards; the length is clamped to
  ///    it.
  /// 4. The alignment places the frame inside the available span; a custom offset is moved as
  ///    little as needed to stay inside it.
  ///
  /// When the container is wider than it is tall and the layout has a ``landscape`` layout,
  /// that layout is solved instead.
  ///
  /// ```swift
  /// let frame = try PresentationLayout.alert.frame(in: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// // (60, 332, 270, 180)
  /// ```
  ///
  /// - Parameters:
  ///   - bounds: The container's bounds.
  ///   - safeArea: The container's safe-area insets. Defaults to none.
  ///   - layoutDirection: Resolves ``PresentationAlignment/Horizontal/leading`` and
  ///     ``PresentationAlignment/Horizontal/trailing``. Defaults to left to right.
  /// - Returns: A frame inside `bounds` (and inside the margin guards), with finite values and a
  ///   width and height of at least 0.
  /// - Throws: ``PresentationError`` when the bounds or safe area are not finite or have a
  ///   negative size or inset, when a size, percentage, guard or alignment is out of range, or
  ///   when the margin guards on one axis add up to more than the container.
  public func frame(
    in bounds: CGRect, safeArea: EdgeInsets = .zero,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws(PresentationError) -> CGRect {
    try Self.validateContainer(bounds, safeArea)
    let isLandscape = bounds.width > bounds.height
    let active = isLandscape ? (landscape ?? self) : self
    try active.validateOwnValues(prefix: isLandscape && landscape != nil ? "landscape." : "")
    let guards = active.marginGuards
    if guards.horizontal > bounds.width {
      throw .marginGuardsExceedContainer(
        edges: "marginGuards.left + marginGuards.right", total: Double(guards.horizontal),
        containerLength: Double(bounds.width))
    }
    if guards.vertical > bounds.height {
      throw .marginGuardsExceedContainer(
        edges: "marginGuards.top + marginGuards.bottom", total: Double(guards.vertical),
        containerLength: Double(bounds.height))
    }
    let horizontal = AxisSpan(
      start: bounds.minX, length: bounds.width, safeStart: safeArea.left,
      safeEnd: safeArea.right, guardStart: guards.left, guardEnd: guards.right
    ).solve(
      active.size.width, active.alignment.horizontal.placement(for: layoutDirection),
      ignoresSafeArea: active.ignoresSafeArea)
    let vertical = AxisSpan(
      start: bounds.minY, length: bounds.height, safeStart: safeArea.top,
      safeEnd: safeArea.bottom, guardStart: guards.top, guardEnd: guards.bottom
    ).solve(
      active.size.height, active.alignment.vertical.placement,
      ignoresSafeArea: active.ignoresSafeArea)
    return CGRect(
      x: horizontal.origin, y: vertical.origin, width: horizontal.length,
      height: vertical.length)
  }

  private func validateOwnValues(prefix: String) throws(PresentationError) {
    do {
      try size.validate()
      try alignment.validate()
      try Self.validateInsets(marginGuards, "marginGuards")
    } catch {
      throw error.prefixed(prefix)
    }
  }

  private static func validateContainer(
    _ bounds: CGRect, _ safeArea: EdgeInsets
  ) throws(PresentationError) {
    let anything: (CGFloat) -> Bool = { _ in true }
    try PresentationError.check(bounds.origin.x, "bounds.origin.x", "", anything)
    try PresentationError.check(bounds.origin.y, "bounds.origin.y", "", anything)
    try PresentationError.check(bounds.size.width, "bounds.width", "a length >= 0") { $0 >= 0 }
    try PresentationError.check(bounds.size.height, "bounds.height", "a length >= 0") { $0 >= 0 }
    try validateInsets(safeArea, "safeArea")
  }

  private static func validateInsets(_ insets: EdgeInsets, _ name: String) throws(PresentationError)
  {
    let edges: [(CGFloat, String)] = [
      (insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"),
      (insets.right, "right"),
    ]
    for (value, edge) in edges {
      try PresentationError.check(value, "\(name).\(edge)", "an inset >= 0") { $0 >= 0 }
    }
  }

  /// Storage for ``landscape``: an indirect enum, because a struct cannot hold itself.
  private indirect enum Landscape: Hashable, Sendable {
    case none
    case layout(PresentationLayout)
  }
}

extension PresentationLayout: Codable {
  private enum CodingKeys: String, CodingKey {
    case size
    case alignment
    case marginGuards
    case ignoresSafeArea
    case landscape
  }

  /// Decodes a layout; every key is optional and takes the initialiser's default.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value has the wrong shape.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      size: try container.decodeIfPresent(PresentationSize.self, forKey: .size) ?? .fullscreen,
      alignment: try container.decodeIfPresent(PresentationAlignment.self, forKey: .alignment)
        ?? .center,
      marginGuards: try container.decodeIfPresent(EdgeInsets.self, forKey: .marginGuards)
        ?? .zero,
      ignoresSafeArea: try container.decodeIfPresent(Bool.self, forKey: .ignoresSafeArea)
        ?? false)
    landscape = try container.decodeIfPresent(PresentationLayout.self, forKey: .landscape)
  }

  /// Encodes the layout, leaving out the landscape layout when there is none.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(size, forKey: .size)
    try container.encode(alignment, forKey: .alignment)
    try container.encode(marginGuards, forKey: .marginGuards)
    try container.encode(ignoresSafeArea, forKey: .ignoresSafeArea)
    try container.encodeIfPresent(landscape, forKey: .landscape)
  }
}

/// One axis of a container: where it starts, how long it is, and the safe-area and guard
/// insets at each end.
private struct AxisSpan {
  var start: CGFloat
  var length: CGFloat
  var safeStart: CGFloat
  var safeEnd: CGFloat
  var guardStart: CGFloat
  var guardEnd: CGFloat

  /// The origin and length of the frame along this axis.
  func solve(
    _ dimension: PresentationSize.Dimension, _ placement: AxisPlacement, ignoresSafeArea: Bool
  ) -> (origin: CGFloat, length: CGFloat) {
    let insets = guardStart + guardEnd
    let usesSafeArea =
      !ignoresSafeArea && dimension != .fullscreen && safeStart + safeEnd + insets <= length
    let baseStart = usesSafeArea ? start + safeStart : start
    let baseLength = usesSafeArea ? length - safeStart - safeEnd : length
    let availableStart = baseStart + guardStart
    let available = max(baseLength - insets, 0)
    let size = min(dimension.desiredLength(base: baseLength), available)
    let slack = available - size
    switch placement {
    case .start:
      return (availableStart, size)
    case .center:
      return (availableStart + slack / 2, size)
    case .end:
      return (availableStart + slack, size)
    case .offset(let offset):
      return (min(max(start + offset, availableStart), availableStart + slack), size)
    case .centerAt(let fraction):
      return (baseStart + fraction * baseLength - size / 2, size)
    case .centerCoordinate(let center):
      return (center - size / 2, size)
    }
  }
}

extension PresentationError {
  /// The same error with `prefix` in front of its parameter name.
  func prefixed(_ prefix: String) -> PresentationError {
    guard !prefix.isEmpty else { return self }
    switch self {
    case .notFinite(let parameter, let value):
      return .notFinite(parameter: prefix + parameter, value: value)
    case .outOfRange(let parameter, let value, let expected):
      return .outOfRange(parameter: prefix + parameter, value: value, expected: expected)
    case .marginGuardsExceedContainer, .dimmingAlphaOutOfRange, .invalidCornerRadius,
      .invalidShadow, .parallaxOutOfRange:
      return self
    }
  }
}
