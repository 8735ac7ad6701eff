import Curtain
import Foundation

/// The iOS 18 zoom: the presented screen grows out of a source view into its final frame on a
/// spring, its corner radius going from the source's to the screen's, while the presenting
/// screen dims; dismissal shrinks it back onto the source.
///
/// The source is the context's first matched pair (its frame and corner radius), else
/// ``TransitionContext/sourceFrame`` with ``sourceCornerRadius``. At dismissal the context is
/// asked again, so a source that moved (a scrolled list) is where the screen lands. With no
/// source at dismissal (the source view is gone) the dismissal is a cross-dissolve: the
/// presented screen fades out over ``duration`` on an ease-in-out curve, the dimming with it.
/// With no source at presentation, the screen grows from the presented frame shrunk by
/// ``fallbackInset`` (10 %) of its size on each side, as the App Store card does.
///
/// The dimming is an inserted `.background` of black between the two screens, from alpha 0 to
/// ``dimAlpha``. It stays while the screen is presented into a frame that does not cover the
/// container (the headless scene keeps the presentation's last `.background`, as it keeps a
/// `Presentation`'s background, because the zoom gives it as its ``dismissalBackground``), and
/// the dismissal fades it from there to 0. The presented screen's frame moves (its transform stays the identity), so its
/// visible rectangle is its frame.
///
/// ```swift
/// let animator = try ZoomAnimator()
/// let plan = try animator.plan(for: context)
/// ```
public struct ZoomAnimator: DragDismissing, Hashable, Sendable {
  /// The fraction of the presented frame's width and height cut from each side to make the
  /// source of a presentation whose context has none.
  public static let fallbackInset: CGFloat = 0.1

  /// The spring's duration, in seconds (UIKit's duration form).
  public let duration: TimeInterval
  /// The spring's damping ratio, in `0...1`.
  public let dampingRatio: Double
  /// The source's corner radius when no matched pair gives one, in points.
  public let sourceCornerRadius: CGFloat
  /// The presented screen's corner radius once presented, in points.
  public let screenCornerRadius: CGFloat
  /// The dimming's alpha over the presenting screen once presented, in `0...1`.
  public let dimAlpha: CGFloat
  /// How the presented screen shrinks under a finger that drags it to dismiss.
  public let dismissalDrag: ShrinkingDrag
  /// The spring timing, built once.
  private let springTiming: AnimationTiming

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - duration: The spring's duration, in seconds. Defaults to 0.5.
  ///   - dampingRatio: The spring's damping ratio. Defaults to 0.9.
  ///   - sourceCornerRadius: The source's radius without a matched pair. Defaults to 12.
  ///   - screenCornerRadius: The presented screen's radius. Defaults to 0.
  ///   - dimAlpha: The dimming's alpha, clamped into `0...1` (NaN reads as 0). Defaults to 0.2.
  ///   - dismissalDrag: The drag of the interactive dismissal. Defaults to ``ShrinkingDrag``'s
  ///     defaults: half the size after half the screen's height.
  /// - Throws: ``TimingError`` for an unusable duration or damping ratio, and
  ///   ``PresentationError/invalidCornerRadius(_:)`` for a negative or non-finite radius.
  public init(
    duration: TimeInterval = 0.5, dampingRatio: Double = 0.9, sourceCornerRadius: CGFloat = 12,
    screenCornerRadius: CGFloat = 0, dimAlpha: CGFloat = 0.2,
    dismissalDrag: ShrinkingDrag = ShrinkingDrag()
  ) throws {
    springTiming = try AnimationTiming(duration: duration, dampingRatio: dampingRatio)
    for radius in [sourceCornerRadius, screenCornerRadius] where !(radius.isFinite && radius >= 0) {
      throw PresentationError.invalidCornerRadius(Double(radius))
    }
    self.duration = duration
    self.dampingRatio = dampingRatio
    self.sourceCornerRadius = sourceCornerRadius
    self.screenCornerRadius = screenCornerRadius
    self.dimAlpha = dimAlpha.isNaN ? 0 : min(max(dimAlpha, 0), 1)
    self.dismissalDrag = dismissalDrag
  }

  /// The dimming behind the dragged screen: black at ``dimAlpha``, as the dismissal's plan
  /// starts its `.background`.
  public var dismissalBackground: ViewState? {
    ViewState(alpha: dimAlpha, backgroundColor: .black)
  }

  /// Returns the source the screen grows from or shrinks onto, with its corner radius.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The first matched pair's source, else the source frame with
  ///   ``sourceCornerRadius``; `nil` when the context has neither.
  public func source(in context: TransitionContext) -> (frame: CGRect, cornerRadius: CGFloat)? {
    if let pair = context.matchedPairs.first {
      return (pair.sourceFrame, max(0, pair.sourceCornerRadius))
    }
    return context.sourceFrame.map { ($0, sourceCornerRadius) }
  }

  /// Plans the zoom in (present) or out (dismiss), or the cross-dissolve of a dismissal without
  /// a source.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: A plan that moves `.presented` between the source and its frame on the spring,
  ///   and dims an inserted `.background`.
  /// - Throws: ``TransitionError`` or ``PlanError`` when the plan cannot be built.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    let presenting = context.isPresenting
    let dim: (CGFloat, CGFloat) = presenting ? (0, dimAlpha) : (dimAlpha, 0)
    let setup: [SetupStep] = [
      .insert(
        .background,
        state: ViewState(frame: context.containerBounds, alpha: dim.0, backgroundColor: .black),
        placement: .below(.presented))
    ]
    var source = source(in: context)
    if source == nil, presenting {
      let frame = context.presentedFrame
      source = (
        frame.insetBy(dx: frame.width * Self.fallbackInset, dy: frame.height * Self.fallbackInset),
        sourceCornerRadius
      )
    }
    guard let source else {
      let fade = try AnimationTiming(curve: .easeInOut, duration: duration)
      let frame = ViewState(frame: context.presentedFrame, cornerRadius: screenCornerRadius)
      return try TransitionPlan(
        setup: setup,
        tracks: [
          Track(
            actor: .presented, from: frame.merging(ViewState(alpha: 1)),
            to: frame.merging(ViewState(alpha: 0)), timing: fade),
          Track(
            actor: .background, from: ViewState(alpha: dim.0), to: ViewState(alpha: dim.1),
            timing: fade),
        ])
    }
    let small = ViewState(frame: source.frame, alpha: 1, cornerRadius: source.cornerRadius)
    let full = ViewState(
      frame: context.presentedFrame, alpha: 1, cornerRadius: screenCornerRadius)
    return try TransitionPlan(
      setup: setup,
      tracks: [
        Track(
          actor: .presented, from: presenting ? small : full, to: presenting ? full : small,
          timing: springTiming),
        Track(
          actor: .background, from: ViewState(alpha: dim.0), to: ViewState(alpha: dim.1),
          timing: springTiming),
      ])
  }
}
