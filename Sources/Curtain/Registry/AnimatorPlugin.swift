/// A family of animators shipped as one module: the descriptors it offers to a registry.
///
/// Each built-in plug-in (`CurtainCoverVertical`, `CurtainCrossDissolve`, …) has one type that
/// conforms, and the umbrella module `CurtainAnimators` lists those types to build
/// `AnimatorRegistry.builtIn`. A third party can ship its animators the same way:
///
/// ```swift
/// enum SheetRiseDescriptors: AnimatorPlugin {
///   static let descriptors: [AnimatorDescriptor] = [sheetRise]
///   static let sheetRise = AnimatorDescriptor(
///     id: "com.example.sheet-rise", summary: "A sheet rises.", operations: [.present, .dismiss],
///     declaring: []
///   ) { _ in CrossFade() }
/// }
/// let registry = try AnimatorRegistry(SheetRiseDescriptors.descriptors)
/// ```
public protocol AnimatorPlugin: Sendable {
  /// Every descriptor of the plug-in, in a stable order; their ids are unique.
  static var descriptors: [AnimatorDescriptor] { get }
}
