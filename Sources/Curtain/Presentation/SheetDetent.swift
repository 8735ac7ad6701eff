import Foundation

/// A height a sheet rests at, as `UISheetPresentationController.Detent`.
///
/// A detent's value is the sheet's height in points, measured from the container's bottom edge
/// to the sheet's top edge; ``SheetContainer/resolve(_:)`` turns a detent into that value.
///
/// ```swift
/// let detents: [SheetDetent] = [
///   try .fraction(0.3), .medium, .large, try .height(200),
///   .custom("half-of-max") { context in context.maximumDetentValue / 2 },
/// ]
/// ```
public struct SheetDetent: Sendable {
  /// How the detent's height is found.
  public enum Kind: Sendable {
    /// Half the container's height.
    case medium
    /// The container's height minus the top safe-area inset minus 10 points.
    case large
    /// A fraction `0...1` of the container's height.
    case fraction(CGFloat)
    /// A fixed height in points.
    case height(CGFloat)
    /// The content's preferred height.
    case fitting
    /// A height computed from the resolution context, as iOS 16's custom detents.
    case custom(@Sendable (SheetDetent.Context) -> CGFloat)
  }

  /// What a custom detent's closure may read.
  public struct Context: Hashable, Sendable {
    /// The largest value a detent may have: the height of ``SheetDetent/large``.
    public var maximumDetentValue: CGFloat
    /// The container's height, in points.
    public var containerHeight: CGFloat
  }

  /// The detent's id: reported by the `detent` event and used to select it.
  public let id: String
  /// How its height is found.
  public let kind: Kind

  /// Half the container's height; id `"medium"`.
  public static let medium = SheetDetent(id: "medium", kind: .medium)
  /// The container's height minus the top safe-area inset minus 10 points; id `"large"`.
  public static let large = SheetDetent(id: "large", kind: .large)
  /// The content's preferred height; id `"fitting"`.
  public static let fitting = SheetDetent(id: "fitting", kind: .fitting)

  /// A fraction of the container's height.
  ///
  /// - Parameters:
  ///   - fraction: `0...1`.
  ///   - id: The id. Defaults to the fraction, for example `"0.3"`.
  /// - Returns: The detent.
  /// - Throws: ``SheetError`` for a fraction outside `0...1` or not finite.
  public static func fraction(
    _ fraction: CGFloat, id: String? = nil
  ) throws(SheetError)
    -> SheetDetent
  {
    try SheetError.check(fraction, "the detent fraction", "a fraction in 0...1") {
      (0...1).contains($0)
    }
    return SheetDetent(id: id ?? "\(Double(fraction))", kind: .fraction(fraction))
  }

  /// A fixed height.
  ///
  /// - Parameters:
  ///   - points: The height in points, 0 or more.
  ///   - id: The id. Defaults to the height with `pt`, for example `"300.0pt"`.
  /// - Returns: The detent.
  /// - Throws: ``SheetError`` for a negative or non-finite height.
  public static func height(
    _ points: CGFloat, id: String? = nil
  ) throws(SheetError)
    -> SheetDetent
  {
    try SheetError.check(points, "the detent height", "a number of points >= 0") { $0 >= 0 }
    return SheetDetent(id: id ?? "\(Double(points))pt", kind: .height(points))
  }

  /// A detent whose height a closure computes from the context, as iOS 16's
  /// `.custom(identifier:resolver:)`.
  ///
  /// The value is clamped to `0...maximumDetentValue`; a non-finite value is an error when the
  /// detent is resolved.
  ///
  /// - Parameters:
  ///   - id: The id.
  ///   - resolver: Returns the height in points.
  /// - Returns: The detent.
  public static func custom(
    _ id: String, resolver: @escaping @Sendable (SheetDetent.Context) -> CGFloat
  ) -> SheetDetent {
    SheetDetent(id: id, kind: .custom(resolver))
  }
}

/// The space a sheet is laid out in: the container's size, its top safe-area inset, and the
/// content's preferred height for `.fitting`.
///
/// ```swift
/// let phone = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
/// let large = try phone.resolve(.large)  // 844 − 47 − 10 = 787
/// ```
public struct SheetContainer: Hashable, Sendable {
  /// The container's size, in points.
  public let size: CGSize
  /// The top safe-area inset, in points.
  public let topInset: CGFloat
  /// The content's preferred height, for `.fitting`; `nil` when unknown.
  public let preferredContentHeight: CGFloat?

  /// The gap `.large` leaves below the top safe-area inset, 10 points.
  package static let largeTopGap: CGFloat = 10

  /// Creates a container.
  ///
  /// - Parameters:
  ///   - size: Its size; finite and not negative.
  ///   - topInset: The top safe-area inset; finite and not negative. Defaults to 0.
  ///   - preferredContentHeight: The content's preferred height; finite and not negative.
  ///     Defaults to `nil`.
  /// - Throws: ``SheetError`` naming the first value that is negative or not finite.
  public init(
    size: CGSize, topInset: CGFloat = 0, preferredContentHeight: CGFloat? = nil
  )
    throws(SheetError)
  {
    try SheetError.check(size.width, "the container width", "a number of points >= 0") {
      $0 >= 0
    }
    try SheetError.check(size.height, "the container height", "a number of points >= 0") {
      $0 >= 0
    }
    try SheetError.check(topInset, "the top inset", "a number of points >= 0") { $0 >= 0 }
    if let preferredContentHeight {
      try SheetError.check(
        preferredContentHeight, "the preferred content height", "a number of points >= 0"
      ) { $0 >= 0 }
    }
    self.size = size
    self.topInset = topInset
    self.preferredContentHeight = preferredContentHeight
  }

  /// The height of ``SheetDetent/large``, to which every detent is clamped.
  ///
  /// The container's height minus the top inset minus `largeTopGap`, and never below 0.
  public var maximumDetentValue: CGFloat {
    max(size.height - topInset - Self.largeTopGap, 0)
  }

  /// The context a custom detent is resolved with.
  package var context: SheetDetent.Context {
    SheetDetent.Context(maximumDetentValue: maximumDetentValue, containerHeight: size.height)
  }

  /// The detent's height in points, clamped to `0...maximumDetentValue`.
  ///
  /// - Parameter detent: The detent.
  /// - Returns: The sheet's height when it rests at the detent.
  /// - Throws: ``SheetError/missingPreferredContentHeight`` for `.fitting` without a preferred
  ///   height; ``SheetError/notFinite(parameter:value:)`` when a custom detent returns NaN or
  ///   infinity.
  public func resolve(_ detent: SheetDetent) throws(SheetError) -> CGFloat {
    let value: CGFloat
    switch detent.kind {
    case .medium: value = size.height / 2
    case .large: value = maximumDetentValue
    case .fraction(let fraction): value = fraction * size.height
    case .height(let points): value = points
    case .fitting:
      guard let preferredContentHeight else { throw .missingPreferredContentHeight }
      value = preferredContentHeight
    case .custom(let resolver):
      value = resolver(context)
      guard value.isFinite else {
        throw .notFinite(parameter: "custom detent \"\(detent.id)\"", value: Double(value))
      }
    }
    return min(max(value, 0), maximumDetentValue)
  }
}

extension SheetContainer {
  /// Whether two containers are equal in every property; the size compares by its components.
  public static func == (lhs: SheetContainer, rhs: SheetContainer) -> Bool {
    GeometryHashing.equal(lhs.size, rhs.size)
      && lhs.topInset == rhs.topInset && lhs.preferredContentHeight == rhs.preferredContentHeight
  }

  /// Hashes every property, the size by its components.
  public func hash(into hasher: inout Hasher) {
    GeometryHashing.combine(size, into: &hasher)
    hasher.combine(topInset)
    hasher.combine(preferredContentHeight)
  }
}
