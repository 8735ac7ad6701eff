@_exported import Curtain
@_exported import CurtainAppStore
@_exported import CurtainCoverVertical
@_exported import CurtainCrossDissolve
@_exported import CurtainFashion
@_exported import CurtainFlip
@_exported import CurtainSlide

/// Every animator that ships with Curtain, gathered from the plug-ins.
///
/// Most apps want `AnimatorRegistry.builtIn` instead; this list is for building a
/// registry from a subset, or for tools that walk every built-in.
public enum BuiltInAnimators {
  /// Every built-in descriptor, in plug-in order: cover, dissolve, Fashion, App Store, slide
  /// and flip.
  ///
  /// - Returns: The descriptors; their ids are unique.
  /// - Throws: `RegistryError` if a plug-in's schema is inconsistent; the shipped
  ///   schemas never are, and the tests check it.
  public static func descriptors() throws(RegistryError) -> [AnimatorDescriptor] {
    try CoverVerticalDescriptors.all() + CrossDissolveDescriptors.all()
      + FashionDescriptors.all() + AppStoreDescriptors.all() + SlideDescriptors.all()
      + FlipDescriptors.all()
  }

  /// Built once, on first use: the registry, or the error that stopped it.
  static let registry = Result { () throws(RegistryError) -> AnimatorRegistry in
    try AnimatorRegistry(descriptors())
  }
}

extension AnimatorRegistry {
  /// A registry holding every built-in animator.
  ///
  /// Built once and shared; it is an immutable value, so add your own animators with
  /// `adding(_:replacing:)`, which returns a new registry:
  ///
  /// ```swift
  /// let registry = try AnimatorRegistry.builtIn
  ///   .adding(PageCurlDescriptors.pageCurl())
  /// let animator = try registry.makeAnimator(
  ///   for: TransitionSpec(animator: "app-store"), operation: .present)
  /// ```
  ///
  /// - Throws: `RegistryError` if a built-in schema is inconsistent or two plug-ins share an
  ///   id; the shipped plug-ins never do, and the tests check it.
  public static var builtIn: AnimatorRegistry {
    get throws(RegistryError) { try BuiltInAnimators.registry.get() }
  }
}
