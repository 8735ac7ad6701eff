/// Presentr's transition types: the ids of the built-in animators they name, as data.
///
/// Presentr code keeps its vocabulary; each case names a built-in animator and its parameters
/// (a ``TransitionSpec``), and `.custom` carries any ``PresentrAnimation``, built-in or your own
/// subclass. The registry that resolves the ids is the caller's: `AnimatorRegistry.builtIn` from
/// the `CurtainAnimators` module, or one that replaces some of them.
///
/// ```swift
/// let type: TransitionType = .coverHorizontalFromLeft
/// let animator = try type.makeAnimator(registry: AnimatorRegistry.builtIn, operation: .present)
/// ```
public enum TransitionType: Sendable {
  /// The presented view dissolves in: `cross-dissolve`.
  case crossDissolve
  /// The presented view rises from the bottom edge: `cover-vertical`.
  case coverVertical
  /// The presented view drops in from the top edge: `cover-vertical-from-top`.
  case coverVerticalFromTop
  /// The presented view slides in from the right edge: `cover-horizontal`, direction `right`.
  case coverHorizontalFromRight
  /// The presented view slides in from the left edge: `cover-horizontal`, direction `left`.
  case coverHorizontalFromLeft
  /// The screens flip about the vertical axis: `flip`.
  case flipHorizontal
  /// Your own animation, used as it is.
  case custom(PresentrAnimation)

  /// Every case that names a built-in animator, in Presentr's order.
  package static let builtInCases: [TransitionType] = [
    .crossDissolve, .coverVertical, .coverVerticalFromTop, .coverHorizontalFromRight,
    .coverHorizontalFromLeft, .flipHorizontal,
  ]

  /// The spec that selects this type's built-in animator, or `nil` for `.custom`.
  public var spec: TransitionSpec? {
    if case .builtIn(let spec) = resolved { return spec }
    return nil
  }

  /// Builds the animator for an operation.
  ///
  /// - Parameters:
  ///   - registry: Where built-in ids are looked up; pass `AnimatorRegistry.builtIn` or
  ///     a registry that replaces some of them.
  ///   - operation: The operation to animate.
  /// - Returns: The custom animation for `.custom`; otherwise the registry's animator.
  /// - Throws: `RegistryError` when the registry lacks the animator or it does not
  ///   support the operation.
  @MainActor
  public func makeAnimator(
    registry: AnimatorRegistry, operation: TransitionContext.Operation
  ) throws -> any TransitionAnimator {
    switch resolved {
    case .custom(let animation): return animation
    case .builtIn(let spec): return try registry.makeAnimator(for: spec, operation: operation)
    }
  }

  private enum Resolved {
    case builtIn(TransitionSpec)
    case custom(PresentrAnimation)
  }

  private var resolved: Resolved {
    switch self {
    case .crossDissolve: return .builtIn(TransitionSpec(animator: "cross-dissolve"))
    case .coverVertical: return .builtIn(TransitionSpec(animator: "cover-vertical"))
    case .coverVerticalFromTop: return .builtIn(TransitionSpec(animator: "cover-vertical-from-top"))
    case .coverHorizontalFromRight:
      return .builtIn(
        TransitionSpec(animator: "cover-horizontal", parameters: ["direction": .direction(.right)]))
    case .coverHorizontalFromLeft:
      return .builtIn(
        TransitionSpec(animator: "cover-horizontal", parameters: ["direction": .direction(.left)]))
    case .flipHorizontal: return .builtIn(TransitionSpec(animator: "flip"))
    case .custom(let animation): return .custom(animation)
    }
  }
}
