import Foundation

/// How a pan gesture may drive a presentation, with Jelly's semantics.
///
/// ```swift
/// let interaction = try InteractionConfiguration(completionThreshold: 0.5, dragMode: .edge)
/// let jelly = try InteractionConfiguration(policy: .threshold)
/// ```
///
/// The default ``policy`` is EasyTransitions' ``CompletionPolicy/thresholdOrVelocity(velocity:cancelVelocity:)``
/// with 100 and −5 points per second, so a flick finishes the transition and a flick back cancels
/// it; pass ``CompletionPolicy/threshold`` for Jelly's rule.
public struct InteractionConfiguration: Hashable, Sendable {
  /// Where a pan may start.
  public enum DragMode: String, Hashable, Sendable, Codable {
    /// Anywhere on the presented (or presenting) view.
    case canvas
    /// From the screen edge, or on the background when the presented view is not full size.
    case edge
  }

  /// Which transitions a pan may drive.
  public struct Modes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Presenting by a pan.
    public static let present = Modes(rawValue: 1 << 0)
    /// Dismissing by a pan.
    public static let dismiss = Modes(rawValue: 1 << 1)
  }

  /// How a pan's translation becomes the transition's progress, and what the completion
  /// threshold counts.
  ///
  /// ```swift
  /// var jelly = try InteractionConfiguration(dragMode: .canvas)
  /// jelly.progressMeasure = .draggedViewSize
  /// ```
  public enum ProgressMeasure: String, Hashable, Sendable, Codable {
    /// The view moves with the finger, point for point: progress 1 is the distance the
    /// transition moves the dragged view along the pan (never less than the view's size), and
    /// ``InteractionConfiguration/completionThreshold`` is a fraction of the way out of the
    /// screen. A centred half-height cover on an 844-point screen that leaves to below it
    /// travels 633 points, and is out of the screen at its end: a release finishes past
    /// 316.5 points.
    case travel
    /// Jelly's measure: progress 1 is the dragged view's size along the pan, however far the
    /// transition moves it, and ``InteractionConfiguration/completionThreshold`` is a fraction
    /// of that progress as given. The centred half-height cover (422 points) finishes past
    /// 211 points. Jelly's front door, `Animator`, measures its pans so.
    case draggedViewSize
  }

  /// The progress past which a released pan finishes the transition, `0...1`.
  public let completionThreshold: Double
  /// Where a pan may start.
  public let dragMode: DragMode
  /// Which transitions a pan may drive.
  public let modes: Modes
  /// How a released pan decides between finishing and cancelling.
  public let policy: CompletionPolicy
  /// How a pan's translation becomes progress and what the threshold counts; ``ProgressMeasure/travel``
  /// unless set (Jelly's `Animator` sets ``ProgressMeasure/draggedViewSize``).
  public var progressMeasure: ProgressMeasure = .travel

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - completionThreshold: A fraction in `0...1`. Defaults to 0.5.
  ///   - dragMode: Where a pan may start. Defaults to `.canvas`.
  ///   - modes: Which transitions a pan may drive. Defaults to both.
  ///   - policy: How a released pan decides. Defaults to
  ///     ``CompletionPolicy/thresholdOrVelocity(velocity:cancelVelocity:)`` with 100 and −5
  ///     points per second.
  /// - Throws: ``InteractionError/thresholdOutOfRange(_:)`` for a threshold outside `0...1`;
  ///   ``InteractionError/policyValueOutOfRange(parameter:value:expected:)`` for a policy number
  ///   that is not finite or out of range.
  public init(
    completionThreshold: Double = 0.5, dragMode: DragMode = .canvas,
    modes: Modes = [.present, .dismiss], policy: CompletionPolicy = .thresholdOrVelocity()
  ) throws(InteractionError) {
    guard completionThreshold.isFinite, (0...1).contains(completionThreshold) else {
      throw .thresholdOutOfRange(completionThreshold)
    }
    self.completionThreshold = completionThreshold
    self.dragMode = dragMode
    self.modes = modes
    self.policy = try policy.validated()
  }

  /// The defaults: threshold 0.5, canvas drags, both modes, EasyTransitions' threshold-or-velocity
  /// policy with 100 and −5 points per second.
  public static let standard = InteractionConfiguration(
    validatedThreshold: 0.5, dragMode: .canvas, modes: [.present, .dismiss],
    policy: .thresholdOrVelocity())

  init(validatedThreshold: Double, dragMode: DragMode, modes: Modes, policy: CompletionPolicy) {
    self.completionThreshold = validatedThreshold
    self.dragMode = dragMode
    self.modes = modes
    self.policy = policy
  }
}
