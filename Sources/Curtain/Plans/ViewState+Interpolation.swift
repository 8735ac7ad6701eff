import Foundation

extension ViewState {
  /// Returns the state `fraction` of the way from this state to `other`: the blend a plan's
  /// sampling shows.
  ///
  /// This is Curtain's one interpolation, the one ``TransitionPlan/state(of:at:)`` uses for a
  /// track between two keyframes. Every property both states set is blended component by
  /// component, `from + (to − from)·fraction`, exact at both ends: a frame's origin and size
  /// (so it moves and resizes at once, by its standardized size), a ``Transform3D``'s
  /// translations, scales, angles and perspective (angles as numbers, never through a matrix,
  /// so a whole turn turns), colours, shadows, the corner radius. Fractions outside `0...1`
  /// extrapolate, which is how a spring's overshoot reaches a view, except that alpha, blur
  /// fraction, shadow opacity and colour components stay in `0...1` and radii at 0 or more.
  /// Discrete properties (corners, isHidden, zIndex) take this state's value at fraction 0 or
  /// less and `other`'s at 1 or more; in between corners and zIndex are `other`'s, and the view
  /// is visible if either end is. A property only one state sets keeps that state's value.
  ///
  /// ```swift
  /// let half = ViewState(alpha: 0).interpolated(to: ViewState(alpha: 1), fraction: 0.5)
  /// // alpha 0.5
  /// ```
  ///
  /// - Parameters:
  ///   - other: The state at fraction 1.
  ///   - fraction: How far to go; a non-finite fraction is read as 0.
  /// - Returns: The blended state.
  public func interpolated(to other: ViewState, fraction: Double) -> ViewState {
    let fraction = fraction.isFinite ? fraction : 0
    let shared = PropertyMask(self).intersection(PropertyMask(other))
    var from: [Double] = []
    var to: [Double] = []
    appendChannels(shared, to: &from)
    other.appendChannels(shared, to: &to)
    var result = other.filling(from: self)
    let phase: Phase = fraction <= 0 ? .start : (fraction >= 1 ? .end : .running)
    from.withUnsafeBufferPointer { start in
      to.withUnsafeBufferPointer { end in
        guard let start = start.baseAddress, let end = end.baseAddress else { return }
        result.blendChannels(
          from: start, to: end, properties: shared, fraction: fraction, phase: phase)
      }
    }
    return result
  }
}
