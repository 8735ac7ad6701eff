import Curtain
import Foundation

/// The descriptors of the ContainerTransform plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(ContainerTransformDescriptors.descriptors)
/// ```
public enum ContainerTransformDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `container-transform`.
  public static let descriptors: [AnimatorDescriptor] = [containerTransform]

  /// `enterDuration`: 0.01...10 s, default 0.3.
  static let enterDuration = TypedParameter.duration(
    "enterDuration", default: .custom(duration: 0.3), range: 0.01...10)
  /// `returnDuration`: 0.01...10 s, default 0.25.
  static let returnDuration = TypedParameter.duration(
    "returnDuration", default: .custom(duration: 0.25), range: 0.01...10)
  /// `curve`: default (0.4, 0, 0.2, 1), Material's standard easing.
  static let curve = TypedParameter.curve("curve", default: .standard)
  /// `scrimAlpha`: 0...1, default 0.32.
  static let scrimAlpha = TypedParameter.number("scrimAlpha", default: 0.32, range: 0...1)
  /// `cornerRadius`: points, 0...1000, default 12.
  static let cornerRadius = TypedParameter.number("cornerRadius", default: 12, range: 0...1000)
  /// `enterFadeStart`, `enterFadeEnd`: 0...1, defaults 0 and 0.25.
  static let enterFadeStart = TypedParameter.number("enterFadeStart", default: 0, range: 0...1)
  /// The end of the entering fade window.
  static let enterFadeEnd = TypedParameter.number("enterFadeEnd", default: 0.25, range: 0...1)
  /// `returnFadeStart`, `returnFadeEnd`: 0...1, defaults 0.6 and 0.9.
  static let returnFadeStart = TypedParameter.number(
    "returnFadeStart", default: 0.6, range: 0...1)
  /// The end of the returning fade window.
  static let returnFadeEnd = TypedParameter.number("returnFadeEnd", default: 0.9, range: 0...1)

  /// `container-transform`: Material's container transform.
  ///
  /// Parameters: `enterDuration` (duration, default 0.3), `returnDuration` (duration, default
  /// 0.25), `curve` (curve, default (0.4, 0, 0.2, 1)), `scrimAlpha` (number, 0...1, default
  /// 0.32), `cornerRadius` (number, points, default 12), `enterFadeStart` and `enterFadeEnd`
  /// (numbers, 0...1, defaults 0 and 0.25), `returnFadeStart` and `returnFadeEnd` (numbers,
  /// 0...1, defaults 0.6 and 0.9). A window whose end comes before its start is read in order
  /// (the two ends swapped).
  public static let containerTransform = AnimatorDescriptor(
    id: "container-transform",
    summary: "Material's container transform: the source's container morphs into the screen.",
    operations: [.present, .dismiss],
    declaring: [
      enterDuration, returnDuration, curve, scrimAlpha, cornerRadius, enterFadeStart,
      enterFadeEnd, returnFadeStart, returnFadeEnd,
    ]
  ) { parameters in
    func window(_ start: Double, _ end: Double) -> ClosedRange<Double> {
      min(start, end)...max(start, end)
    }
    return try ContainerTransformAnimator(
      enterDuration: parameters[enterDuration].timeInterval,
      returnDuration: parameters[returnDuration].timeInterval, curve: parameters[curve],
      scrimAlpha: CGFloat(parameters[scrimAlpha]), cornerRadius: CGFloat(parameters[cornerRadius]),
      enterFadeWindow: window(parameters[enterFadeStart], parameters[enterFadeEnd]),
      returnFadeWindow: window(parameters[returnFadeStart], parameters[returnFadeEnd]))
  }
}
