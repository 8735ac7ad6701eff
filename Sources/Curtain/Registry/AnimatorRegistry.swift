/// An immutable set of animators, looked up by id.
///
/// A registry is a `Sendable` value built from descriptors; there is no global registry. An app
/// builds one at launch and passes it where specs are turned into animators.
///
/// ```swift
/// let registry = try AnimatorRegistry([fade, slide])
///   .adding(pageCurl)
/// let animator = try registry.makeAnimator(for: spec, operation: .present)
/// ```
public struct AnimatorRegistry: Sendable {
  private let table: [AnimatorID: AnimatorDescriptor]

  /// Creates a registry from descriptors, checking each one's schema.
  ///
  /// - Parameter descriptors: The animators; ids must be unique.
  /// - Throws: ``RegistryError/duplicateID(_:)`` when two descriptors share an id; the error of
  ///   ``AnimatorDescriptor/checkSchema()`` when a schema is inconsistent.
  public init(_ descriptors: [AnimatorDescriptor] = []) throws(RegistryError) {
    var table: [AnimatorID: AnimatorDescriptor] = [:]
    for descriptor in descriptors {
      guard table[descriptor.id] == nil else { throw .duplicateID(descriptor.id) }
      try descriptor.checkSchema()
      table[descriptor.id] = descriptor
    }
    self.table = table
  }

  /// Creates a registry from descriptors written in code, without throwing or checking.
  ///
  /// A descriptor whose id is already taken is left out. `AnimatorRegistry.builtIn` is built this
  /// way; its tests prove that ``init(_:)`` accepts the same descriptors.
  ///
  /// - Parameter descriptors: The animators.
  package init(constants descriptors: [AnimatorDescriptor]) {
    var table: [AnimatorID: AnimatorDescriptor] = [:]
    for descriptor in descriptors where table[descriptor.id] == nil {
      table[descriptor.id] = descriptor
    }
    self.table = table
  }

  private init(table: [AnimatorID: AnimatorDescriptor]) {
    self.table = table
  }

  /// Returns a registry with one more animator.
  ///
  /// - Parameters:
  ///   - descriptor: The animator to add.
  ///   - replacing: Whether to replace an animator with the same id. Defaults to false.
  /// - Returns: The new registry; this one is unchanged.
  /// - Throws: ``RegistryError/duplicateID(_:)`` when the id is taken and `replacing` is false;
  ///   the error of ``AnimatorDescriptor/checkSchema()`` when its schema is inconsistent.
  public func adding(
    _ descriptor: AnimatorDescriptor, replacing: Bool = false
  ) throws(RegistryError) -> AnimatorRegistry {
    guard replacing || table[descriptor.id] == nil else { throw .duplicateID(descriptor.id) }
    try descriptor.checkSchema()
    var table = self.table
    table[descriptor.id] = descriptor
    return AnimatorRegistry(table: table)
  }

  /// Every animator, sorted by id.
  public var descriptors: [AnimatorDescriptor] {
    table.values.sorted { $0.id < $1.id }
  }

  /// Every id, sorted.
  public var ids: [AnimatorID] { table.keys.sorted() }

  /// Whether the registry holds an animator with an id.
  ///
  /// - Parameter id: The id.
  /// - Returns: Whether it is registered.
  public func contains(_ id: AnimatorID) -> Bool { table[id] != nil }

  /// Returns the animator with an id.
  ///
  /// - Parameter id: The id.
  /// - Returns: Its descriptor, or `nil` when none is registered.
  public func descriptor(for id: AnimatorID) -> AnimatorDescriptor? { table[id] }

  /// Returns the animator with an id, or an error that suggests the nearest ids.
  ///
  /// - Parameter id: The id.
  /// - Returns: Its descriptor.
  /// - Throws: ``RegistryError/unknownID(_:nearest:)`` with up to three known ids, closest first.
  public func requireDescriptor(for id: AnimatorID) throws(RegistryError) -> AnimatorDescriptor {
    guard let descriptor = table[id] else {
      throw .unknownID(id, nearest: nearest(to: id))
    }
    return descriptor
  }

  /// Returns up to `count` known ids closest to `id` by edit distance; ties sort by id.
  ///
  /// - Parameters:
  ///   - id: The id to match.
  ///   - count: How many to return. Defaults to 3.
  /// - Returns: The nearest ids, closest first.
  public func nearest(to id: AnimatorID, count: Int = 3) -> [AnimatorID] {
    let ranked = table.keys.map { ($0, id.editDistance(to: $0)) }
      .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    return ranked.prefix(Swift.max(0, count)).map(\.0)
  }

  /// Checks a spec: both animators exist, its parameters fit their schemas, and the dismiss
  /// animator, if any, supports dismissing.
  ///
  /// - Parameter spec: The spec.
  /// - Throws: ``RegistryError`` naming the first problem.
  public func validate(_ spec: TransitionSpec) throws(RegistryError) {
    _ = try requireDescriptor(for: spec.animator).resolve(spec.parameters)
    if let dismissID = spec.dismissAnimator {
      let dismiss = try requireDescriptor(for: dismissID)
      guard dismiss.supportsDismissal else {
        throw .unsupportedOperation(dismissID, operation: .dismiss)
      }
      _ = try dismiss.resolve(spec.dismissParameters)
    }
  }

  /// Builds the animator a spec names for an operation.
  ///
  /// A dismissal or pop uses the spec's dismiss animator when it has one; everything else uses
  /// its main animator.
  ///
  /// - Parameters:
  ///   - spec: The spec.
  ///   - operation: The operation to animate.
  /// - Returns: The animator.
  /// - Throws: ``RegistryError`` for an unknown id, a bad parameter or an unsupported operation;
  ///   otherwise whatever the factory throws.
  @MainActor
  public func makeAnimator(
    for spec: TransitionSpec, operation: TransitionOperation
  )
    throws -> any TransitionAnimator
  {
    try validate(spec)
    let kind = operation
    let usesDismiss = (kind == .dismiss || kind == .pop) && spec.dismissAnimator != nil
    let id = usesDismiss ? (spec.dismissAnimator ?? spec.animator) : spec.animator
    let values = usesDismiss ? spec.dismissParameters : spec.parameters
    let descriptor = try requireDescriptor(for: id)
    guard descriptor.operations.contains(kind) else {
      throw RegistryError.unsupportedOperation(id, operation: kind)
    }
    return try descriptor.makeAnimator(values)
  }
}
