import Foundation

/// How a pan gesture may drive a presentation, with Jelly's semantics.
///
/// ```swift
/// let interaction = try InteractionConfiguration(completionThreshold: 0.5, dragMode: .edge)
/// ```
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

  /// The progress past which a released pan finishes the transition, `0...1`.
  public let completionThreshold: Double
  /// Where a pan may start.
  public let dragMode: DragMode
  /// Which transitions a pan may drive.
  public let modes: Modes

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - completionThreshold: A fraction in `0...1`. Defaults to 0.5.
  ///   - dragMode: Where a pan may start. Defaults to `.canvas`.
  ///   - modes: Which transitions a pan may drive. Defaults to both.
  /// - Throws: ``InteractionError/thresholdOutOfRange(_:)`` for a threshold outside `0...1`.
  public init(
    completionThreshold: Double = 0.5, dragMode: DragMode = .canvas,
    modes: Modes = [.present, .dismiss]
  ) throws(InteractionError) {
    guard completionThreshold.isFinite, (0...1).contains(completionThreshold) else {
      throw .thresholdOutOfRange(completionThreshold)
    }
    self.completionThreshold = completionThreshold
    self.dragMode = dragMode
    self.modes = modes
  }
}
