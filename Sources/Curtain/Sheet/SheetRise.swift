import Foundation

/// A sheet's rise and fall, planned once for every player: the sheet slides up from below the
/// container's bottom edge to its frame on a spring (and back down), its top corners rounded,
/// with an optional black dim behind it fading between 0 and its alpha at the detent.
///
/// Used by the Sheet plug-in's `SheetAnimator` and by CurtainUIKit's sheet presentations.
///
/// ```swift
/// let plan = try SheetRise.plan(
///   presenting: true, frame: CGRect(x: 0, y: 422, width: 390, height: 422),
///   bounds: CGRect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 10,
///   spring: SheetPresentation.settleSpring, dimmingAlpha: 0.3)
/// ```
public enum SheetRise {
  /// The fall's duration when the sheet is already below the bottom edge (a drag took it
  /// there): 0.05 s on a linear curve, nothing is left to move.
  package static let leftoverDuration: TimeInterval = 0.05

  /// Plans the rise (`presenting`) or the fall.
  ///
  /// - Parameters:
  ///   - presenting: `true` for the rise.
  ///   - frame: The sheet's frame at its detent (or, falling, where it is).
  ///   - bounds: The container's bounds.
  ///   - cornerRadius: The top corners' radius.
  ///   - spring: The spring of both directions.
  ///   - dimmingAlpha: The dim at the detent; `nil` inserts no dim.
  /// - Returns: `.presented` between `frame` and the same frame below the bottom edge (its
  ///   rest as the presentation's completion state), and the inserted `.background` when
  ///   dimmed.
  /// - Throws: `TransitionError` when the plan is invalid (a spring that cannot be timed).
  public static func plan(
    presenting: Bool, frame: CGRect, bounds: CGRect, cornerRadius: CGFloat, spring: Spring,
    dimmingAlpha: CGFloat?
  ) throws -> TransitionPlan {
    let below = CGRect(x: frame.minX, y: bounds.maxY, width: frame.width, height: frame.height)
    let shape = ViewState(cornerRadius: cornerRadius, corners: [.topLeft, .topRight])
    var rest = shape
    rest.frame = frame
    var hidden = shape
    hidden.frame = below
    let timing: AnimationTiming
    if !presenting, frame.minY >= bounds.maxY - 0.5 {
      timing = try AnimationTiming(curve: .linear, duration: leftoverDuration)
    } else {
      timing = try AnimationTiming(spring: spring)
    }
    var tracks = [
      try Track(
        actor: .presented, from: presenting ? hidden : rest, to: presenting ? rest : hidden,
        timing: timing)
    ]
    var setup: [SetupStep] = []
    if let dim = dimmingAlpha {
      let (start, end): (CGFloat, CGFloat) = presenting ? (0, dim) : (dim, 0)
      setup.append(
        .insert(
          .background, state: ViewState(frame: bounds, alpha: start, backgroundColor: .black),
          placement: .below(.presented)))
      tracks.append(
        try Track(
          actor: .background, from: ViewState(alpha: start), to: ViewState(alpha: end),
          timing: timing))
    }
    return try TransitionPlan(
      setup: setup, tracks: tracks, completionStates: presenting ? [.presented: rest] : [:])
  }
}
