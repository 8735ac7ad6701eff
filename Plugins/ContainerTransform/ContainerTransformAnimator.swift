import Curtain
import Foundation

/// Material's container transform: a container morphs from the source's bounds into the
/// presented screen (frame and corner radius), the outgoing content fades out and the incoming
/// fades in within a fade window, over a scrim.
///
/// The container is the `.presented` screen; the outgoing content of a presentation (the
/// source, a card on the presenting screen) is a snapshot actor `snapshot:source` of the
/// presenting screen that morphs with the container. Entering, both fade within
/// ``enterFadeWindow`` of the progress (0–0.25 by default); returning, within
/// ``returnFadeWindow`` (0.60–0.90). An inserted `.background` scrim of black goes from
/// alpha 0 to ``scrimAlpha`` (32 %) entering and back returning.
///
/// The source is the context's first matched pair (its frame and corner radius), else
/// ``TransitionContext/sourceFrame`` with ``cornerRadius``, else the presented frame inset by
/// 10 % of its size on each side.
///
/// ```swift
/// let animator = try ContainerTransformAnimator()
/// let plan = try animator.plan(for: context)
/// ```
public struct ContainerTransformAnimator: TransitionAnimator, Hashable, Sendable {
  /// Material's standard easing, the default curve: (0.4, 0, 0.2, 1).
  public static let standardCurve = TimingCurve.standard
  /// The fraction of the presented frame's size cut from each side to make the source when the
  /// context has none.
  public static let fallbackInset: CGFloat = 0.1

  /// How long entering (a presentation) takes, in seconds.
  public let enterDuration: TimeInterval
  /// How long returning (a dismissal) takes, in seconds.
  public let returnDuration: TimeInterval
  /// The curve of both.
  public let curve: TimingCurve
  /// The scrim's alpha once entered, in `0...1`.
  public let scrimAlpha: CGFloat
  /// The source's corner radius when no matched pair gives one, in points.
  public let cornerRadius: CGFloat
  /// The part of the progress in which the contents cross-fade when entering.
  public let enterFadeWindow: ClosedRange<Double>
  /// The part of the progress in which the contents cross-fade when returning.
  public let returnFadeWindow: ClosedRange<Double>

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - enterDuration: Entering's duration, in seconds. Defaults to 0.3.
  ///   - returnDuration: Returning's duration, in seconds. Defaults to 0.25.
  ///   - curve: The timing curve. Defaults to ``standardCurve``.
  ///   - scrimAlpha: The scrim's alpha, `0...1`. Defaults to 0.32.
  ///   - cornerRadius: The source's corner radius without a matched pair. Defaults to 12.
  ///   - enterFadeWindow: The entering fade window, inside `0...1`. Defaults to `0...0.25`.
  ///   - returnFadeWindow: The returning fade window, inside `0...1`. Defaults to `0.6...0.9`.
  /// - Throws: ``TimingError`` for an unusable duration,
  ///   ``PresentationError/invalidCornerRadius(_:)`` for a negative or non-finite radius, and
  ///   ``ContainerTransformError`` for a scrim alpha or a fade window outside `0...1`.
  public init(
    enterDuration: TimeInterval = 0.3, returnDuration: TimeInterval = 0.25,
    curve: TimingCurve = standardCurve, scrimAlpha: CGFloat = 0.32, cornerRadius: CGFloat = 12,
    enterFadeWindow: ClosedRange<Double> = 0...0.25,
    returnFadeWindow: ClosedRange<Double> = 0.6...0.9
  ) throws {
    _ = try AnimationTiming(curve: curve, duration: enterDuration)
    _ = try AnimationTiming(curve: curve, duration: returnDuration)
    guard cornerRadius.isFinite, cornerRadius >= 0 else {
      throw PresentationError.invalidCornerRadius(Double(cornerRadius))
    }
    guard scrimAlpha.isFinite, (0...1).contains(scrimAlpha) else {
      throw ContainerTransformError.scrimAlphaOutOfRange(Double(scrimAlpha))
    }
    for (name, window) in [
      ("enterFadeWindow", enterFadeWindow), ("returnFadeWindow", returnFadeWindow),
    ]
    where
      !(window.lowerBound.isFinite && window.upperBound.isFinite
      && window.lowerBound >= 0 && window.upperBound <= 1)
    {
      throw ContainerTransformError.fadeWindowOutOfRange(
        name: name, start: window.lowerBound, end: window.upperBound)
    }
    self.enterDuration = enterDuration
    self.returnDuration = returnDuration
    self.curve = curve
    self.scrimAlpha = scrimAlpha
    self.cornerRadius = cornerRadius
    self.enterFadeWindow = enterFadeWindow
    self.returnFadeWindow = returnFadeWindow
  }

  /// Returns the source the container morphs from (entering) or into (returning) and its
  /// corner radius.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The first matched pair's source, else the source frame with ``cornerRadius``,
  ///   else the presented frame inset by ``fallbackInset``.
  public func source(in context: TransitionContext) -> (frame: CGRect, cornerRadius: CGFloat) {
    if let pair = context.matchedPairs.first {
      return (pair.sourceFrame, max(0, pair.sourceCornerRadius))
    }
    if let frame = context.sourceFrame { return (frame, cornerRadius) }
    let frame = context.presentedFrame
    return (
      frame.insetBy(dx: frame.width * Self.fallbackInset, dy: frame.height * Self.fallbackInset),
      cornerRadius
    )
  }

  /// Plans entering (present) or returning (dismiss).
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The plan: `.presented` and `snapshot:source` morph together; their alphas
  ///   cross-fade within the fade window; `.background` is the scrim.
  /// - Throws: ``TransitionError`` or ``PlanError`` when the plan cannot be built.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    let entering = context.isPresenting
    let timing = try AnimationTiming(
      curve: curve, duration: entering ? enterDuration : returnDuration)
    let (sourceFrame, radius) = source(in: context)
    let small = ViewState(frame: sourceFrame, cornerRadius: radius)
    let full = ViewState(frame: context.presentedFrame, cornerRadius: 0)
    let (start, end) = entering ? (small, full) : (full, small)
    let window = entering ? enterFadeWindow : returnFadeWindow
    // Entering, the incoming content is the presented screen; returning, the snapshot.
    let incoming = Self.fade(in: window, from: 0, to: 1)
    let outgoing = Self.fade(in: window, from: 1, to: 0)
    let scrim: (CGFloat, CGFloat) = entering ? (0, scrimAlpha) : (scrimAlpha, 0)
    let snapshotStart = start.merging(ViewState(alpha: entering ? 1 : 0))
    return try TransitionPlan(
      setup: [
        .insert(
          .background,
          state: ViewState(
            frame: context.containerBounds, alpha: scrim.0, backgroundColor: .black),
          placement: .below(.presented)),
        .snapshot(
          of: .presenting, name: "source", state: snapshotStart, placement: .above(.presented)),
      ],
      tracks: [
        Track(actor: .presented, from: start, to: end, timing: timing),
        Track(actor: .presented, keyframes: entering ? incoming : outgoing, timing: timing),
        Track(actor: .snapshot("source"), from: start, to: end, timing: timing),
        Track(
          actor: .snapshot("source"), keyframes: entering ? outgoing : incoming, timing: timing),
        Track(
          actor: .background, from: ViewState(alpha: scrim.0), to: ViewState(alpha: scrim.1),
          timing: timing),
      ])
  }

  /// Alpha keyframes that hold `from` until the window opens, move linearly (in progress) to
  /// `to` across it, and hold `to` after it.
  static func fade(in window: ClosedRange<Double>, from: CGFloat, to: CGFloat) -> [Keyframe] {
    [
      Keyframe(0, ViewState(alpha: from)), Keyframe(window.lowerBound, ViewState(alpha: from)),
      Keyframe(window.upperBound, ViewState(alpha: to)), Keyframe(1, ViewState(alpha: to)),
    ]
  }
}

/// Why a ``ContainerTransformAnimator`` cannot be made.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum ContainerTransformError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scrim's alpha is not in `0...1`.
  case scrimAlphaOutOfRange(Double)
  /// A fade window does not lie inside `0...1`.
  case fadeWindowOutOfRange(name: String, start: Double, end: Double)

  /// A message that says what to change.
  public var description: String {
    switch self {
    case .scrimAlphaOutOfRange(let alpha):
      return "scrimAlpha is \(alpha); give an alpha in 0...1 (Material uses 0.32)"
    case .fadeWindowOutOfRange(let name, let start, let end):
      return "\(name) is \(start)...\(end); give a window inside 0...1 of the progress"
    }
  }
}
