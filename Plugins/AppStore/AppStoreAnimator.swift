import Curtain
import Foundation

/// The App Store card expansion: the presented view grows out of a card into its final frame on
/// a spring while the background blurs in; dismissal collapses it back into the card.
///
/// The card is ``TransitionContext/sourceFrame``. When the context has none, the card is the
/// presented frame shrunk by ``fallbackInset`` (10%) of its width and height on each side,
/// around its centre.
///
/// ```swift
/// let animator = try AppStoreAnimator(cornerRadius: 16)
/// let plan = try animator.plan(for: context)
/// ```
public struct AppStoreAnimator: TransitionAnimator, Hashable, Sendable {
  /// The fraction of the presented frame's width and height cut from each side to make the
  /// card when the context has no source frame.
  public static let fallbackInset: CGFloat = 0.1

  /// The card's corner radius, in points; the expanded view has none.
  public let cornerRadius: CGFloat
  /// The spring's duration, in seconds (UIKit's duration form).
  public let duration: TimeInterval
  /// The spring's damping ratio, in `0...1`.
  public let dampingRatio: Double
  /// The spring timing, built once here rather than on every ``plan(for:)``.
  private let springTiming: AnimationTiming

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - cornerRadius: The card's corner radius, in points. Defaults to 20.
  ///   - duration: The spring's duration, in seconds. Defaults to 0.85 (EasyTransitions).
  ///   - dampingRatio: The spring's damping ratio. Defaults to 0.8.
  /// - Throws: ``TimingError`` when the duration or damping ratio is not usable, or
  ///   ``PresentationError/invalidCornerRadius(_:)`` for a negative or non-finite radius.
  public init(
    cornerRadius: CGFloat = 20, duration: TimeInterval = 0.85, dampingRatio: Double = 0.8
  ) throws {
    guard cornerRadius.isFinite, cornerRadius >= 0 else {
      throw PresentationError.invalidCornerRadius(Double(cornerRadius))
    }
    springTiming = try AnimationTiming(duration: duration, dampingRatio: dampingRatio)
    self.cornerRadius = cornerRadius
    self.duration = duration
    self.dampingRatio = dampingRatio
  }

  /// Returns the card the presented view starts from (presentation) or ends at (dismissal).
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The source frame, or the presented frame inset by ``fallbackInset``.
  public func cardFrame(in context: TransitionContext) -> CGRect {
    if let source = context.sourceFrame { return source }
    let frame = context.presentedFrame
    return frame.insetBy(
      dx: frame.width * Self.fallbackInset, dy: frame.height * Self.fallbackInset)
  }

  /// Plans the expansion (present) or the collapse (dismiss).
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: A plan that moves `.presented` between the card and its frame on the spring,
  ///   and blurs an inserted `.background` in or out over the same duration.
  /// - Throws: ``TransitionError`` when the timing or plan is invalid.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    let spring = springTiming
    let blurTiming = try AnimationTiming(curve: .easeInOut, duration: duration)
    let card = ViewState(frame: cardFrame(in: context), cornerRadius: cornerRadius)
    let full = ViewState(frame: context.presentedFrame, cornerRadius: 0)
    let presenting = context.isPresenting
    let (start, end): (CGFloat, CGFloat) = presenting ? (0, 1) : (1, 0)
    return try TransitionPlan(
      setup: [
        .insert(
          .background, state: ViewState(frame: context.containerBounds, blurFraction: start),
          placement: .below(.presented))
      ],
      tracks: [
        try Track(
          actor: .presented, from: presenting ? card : full, to: presenting ? full : card,
          timing: spring),
        try Track(
          actor: .background, from: ViewState(blurFraction: start),
          to: ViewState(blurFraction: end), timing: blurTiming),
      ])
  }
}
