#if canImport(UIKit)
import Foundation
import UIKit

/// A timing provider of UIKit's `.composed` type.
///
/// The cubic curve "modified using the spring information" (`UITimingCurveType.composed`), as
/// Jelly's `CombinedTimingCurveProvider`. The core decides the timing
/// (`AnimationTiming.Kind.composed`); this hands it to UIKit unchanged. Main-actor isolated as
/// its protocol is in the SDK; the archiving and copying requirements are nonisolated.
final class ComposedTimingProvider: NSObject, UITimingCurveProvider {
  /// The cubic curve.
  let cubicTimingParameters: UICubicTimingParameters?
  /// The spring that modifies it.
  let springTimingParameters: UISpringTimingParameters?

  /// `.composed`.
  var timingCurveType: UITimingCurveType { .composed }

  /// A provider of the cubic curve composed with the spring.
  init(cubic: UICubicTimingParameters, spring: UISpringTimingParameters) {
    cubicTimingParameters = cubic
    springTimingParameters = spring
    super.init()
  }

  /// Not archived: the player builds its providers.
  nonisolated init?(coder: NSCoder) { nil }

  /// Nothing to archive.
  nonisolated func encode(with coder: NSCoder) {}

  /// The provider itself: it is immutable.
  nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
