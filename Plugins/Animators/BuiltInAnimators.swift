@_exported import Curtain
@_exported import CurtainAppStore
@_exported import CurtainContainerTransform
@_exported import CurtainCoverVertical
@_exported import CurtainCrossDissolve
@_exported import CurtainFashion
@_exported import CurtainFlip
@_exported import CurtainSheet
@_exported import CurtainSlide
@_exported import CurtainZoom

/// Every animator that ships with Curtain, gathered from the plug-ins.
///
/// Most apps want `AnimatorRegistry.builtIn` instead; this list is for building a
/// registry from a subset, or for tools that walk every built-in.
public enum BuiltInAnimators {
  /// The built-in plug-ins, one line each, in the order of `Package.swift`'s `plugins` list.
  ///
  /// A test reads that list and fails when a plug-in the umbrella links is missing here.
  public static let plugins: [any AnimatorPlugin.Type] = [
    CoverVerticalDescriptors.self,
    CrossDissolveDescriptors.self,
    FashionDescriptors.self,
    AppStoreDescriptors.self,
    SlideDescriptors.self,
    FlipDescriptors.self,
    SheetDescriptors.self,
    ContainerTransformDescriptors.self,
    ZoomDescriptors.self,
  ]

  /// Every built-in descriptor, in plug-in order; their ids are unique (the tests check it).
  public static let descriptors: [AnimatorDescriptor] = plugins.flatMap { $0.descriptors }
}

extension AnimatorRegistry {
  /// A registry holding every built-in animator.
  ///
  /// Built once, on first use, from compile-time constants, so reading it does not throw (the
  /// tests prove that the checking initialiser accepts the same descriptors). It is an immutable
  /// value: add your own animators with `adding(_:replacing:)`, which returns a new registry:
  ///
  /// ```swift
  /// let registry = try AnimatorRegistry.builtIn
  ///   .adding(PageCurlDescriptors.pageCurl)
  /// let animator = try registry.makeAnimator(
  ///   for: TransitionSpec(animator: "app-store"), operation: .present)
  /// ```
  public static let builtIn = AnimatorRegistry(constants: BuiltInAnimators.descriptors)
}
