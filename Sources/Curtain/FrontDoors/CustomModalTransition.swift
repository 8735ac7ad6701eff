import Foundation

/// AZTransitions' modal transition base class: subclass it, override
/// ``performTransition(interactive:)`` (and ``performDismissingTransition(interactive:)``),
/// animate the views with ``animate(withDuration:delay:timing:animations:completion:)``, and call
/// ``finishAnimation(completion:)`` when the last animation completes.
///
/// The perform methods run against recording views, on a simulated clock: what they set
/// outside any animation before the first one is the state before the first frame; what an
/// animation block sets is animated; a completion runs when its animation ends, so
/// `animate … completion: { animate … }` chains become animations one after another. What is set
/// once the last animation has ended (or after ``finishAnimation(completion:)``) is applied when
/// the transition finishes.
///
/// A subclass that overrides neither perform method gets UIKit's default modal movement: the
/// presented view slides up from below the container when presented and back down when
/// dismissed, over ``duration`` with an ease-in-out curve. Each method defaults on its own, as
/// AZTransitions leaves a direction it does not implement to UIKit.
///
/// Problems are reported, never left to freeze a screen: a transition that never calls
/// ``finishAnimation(completion:)`` fails to plan with
/// ``TransitionError/finishAnimationNeverCalled(transition:)``; a second call is ignored and
/// described in ``warnings``.
///
/// ```swift
/// class FashionTransition: CustomModalTransition {
///   override init() {
///     super.init(duration: 0.5)
///   }
///
///   override func performTransition(interactive: Bool) {
///     presentedView.alpha = 0.0
///     animate(withDuration: duration, animations: {
///       self.presentedView.alpha = 1.0
///       self.presentingView.alpha = 0.0
///     }, completion: { _ in
///       self.presentingView.alpha = 1.0
///       self.finishAnimation(completion: nil)
///     })
///   }
/// }
///
/// let context = try TransitionContext(
///   operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let plan = try FashionTransition().plan(for: context)
/// ```
@MainActor
open class CustomModalTransition: TransitionAnimator {
  /// How an animation block's progress moves: a timing curve, or UIKit's duration-based spring.
  public enum Timing: Hashable, Sendable {
    /// A cubic Bézier curve over the block's duration.
    case curve(TimingCurve)
    /// UIKit's spring over the block's duration, as `UIView.animate(withDuration:delay:
    /// usingSpringWithDamping:initialSpringVelocity:…)`: a damping ratio above 0 (below 1
    /// bounces) and an initial speed in whole distances per second. A block of no duration
    /// changes the values at once.
    case spring(dampingRatio: Double, initialVelocity: Double = 0)

    /// Slow at both ends, `UIView.animate`'s default curve.
    public static let easeInOut = Timing.curve(.easeInOut)
    /// Slow at the start.
    public static let easeIn = Timing.curve(.easeIn)
    /// Slow at the end.
    public static let easeOut = Timing.curve(.easeOut)
    /// Constant speed.
    public static let linear = Timing.curve(.linear)
  }

  /// The transition's duration, in seconds.
  public let duration: TimeInterval
  /// Whether the transition presents (or pushes); false while it dismisses (or pops).
  public private(set) var isPresenting = true
  /// Whether a gesture drives the transition.
  public private(set) var isInteractive = false
  /// The transition being recorded, while ``plan(for:)`` runs; `nil` otherwise.
  public private(set) var transitionContext: TransitionContext?
  /// What went wrong without stopping the last ``plan(for:)``, such as a second call to
  /// ``finishAnimation(completion:)``; emptied when planning starts.
  public private(set) var warnings: [String] = []

  private var recorder: TransitionRecorder?
  private var views: (presenting: RecordingView, presented: RecordingView, container: RecordingView)
  private var finishedAt: TimeInterval?

  /// Creates a transition of `duration` seconds.
  ///
  /// - Parameter duration: The transition's duration, in seconds, 0 or more. Defaults to 0.25.
  public init(duration: TimeInterval = 0.25) {
    self.duration = duration
    views = Self.detachedViews()
  }

  /// Creates a transition of 0.25 seconds; subclasses can override it, as
  /// `override init() { super.init(duration: 0.5) }` does with AZTransitions.
  public init() {
    duration = 0.25
    views = Self.detachedViews()
  }

  /// Views that stand in before the first transition: they keep values but record nothing.
  private static func detachedViews() -> (
    presenting: RecordingView, presented: RecordingView, container: RecordingView
  ) {
    let detached = { (actor: ActorID) in
      RecordingView(
        actor: actor, model: TransitionRecorder.defaultState(frame: .zero), recorder: nil)
    }
    return (detached(.presenting), detached(.presented), detached(.container))
  }

  // MARK: Views

  /// The view of the view controller that presents (the bottom one).
  public var presentingView: any AnimatableView { views.presenting }
  /// The view of the view controller being presented or dismissed (the top one).
  public var presentedView: any AnimatableView { views.presented }
  /// UIKit's `from` view: the presenting view when presenting, the presented view when
  /// dismissing.
  public var fromView: any AnimatableView { isPresenting ? presentingView : presentedView }
  /// UIKit's `to` view: the presented view when presenting, the presenting view when
  /// dismissing.
  public var toView: any AnimatableView { isPresenting ? presentedView : presentingView }
  /// The view in which the transition takes place; add temporary views to it.
  public var transitionContainerView: any AnimatableView { views.container }
  /// Whether the transition dismisses (or pops), AZTransitions' name for `!isPresenting`.
  public var isDismissing: Bool { !isPresenting }

  /// Makes a temporary view, not yet in the container; add it with
  /// ``AnimatableView/addSubview(_:)`` or `insertSubview` on ``transitionContainerView``.
  ///
  /// It is removed when the transition ends.
  ///
  /// - Parameters:
  ///   - name: A name unique within the transition; the view is the actor `.custom(name)`.
  ///   - frame: The view's frame.
  ///   - backgroundColor: The view's colour. Defaults to none.
  /// - Returns: The new view.
  public func makeView(
    named name: String, frame: CGRect, backgroundColor: RGBAColor? = nil
  ) -> any AnimatableView {
    if let recorder {
      return recorder.makeView(named: name, frame: frame, backgroundColor: backgroundColor)
    }
    var model = TransitionRecorder.defaultState(frame: frame)
    model.backgroundColor = backgroundColor
    return RecordingView(actor: .custom(name), model: model, recorder: nil)
  }

  // MARK: Animating

  /// Animates the presentation; override it.
  ///
  /// The default slides the presented view up from below the container. Call
  /// ``finishAnimation(completion:)`` when the last animation completes.
  ///
  /// - Parameter interactive: Whether a gesture drives the transition.
  open func performTransition(interactive: Bool) {
    let container = transitionContainerView.frame
    let final = presentedView.frame
    presentedView.frame = final.offsetBy(dx: 0, dy: container.maxY - final.minY)
    animate(
      withDuration: duration,
      animations: { self.presentedView.frame = final },
      completion: { _ in self.finishAnimation(completion: nil) })
  }

  /// Animates the dismissal; override it.
  ///
  /// The default slides the presented view down below the container. Call
  /// ``finishAnimation(completion:)`` when the last animation completes.
  ///
  /// - Parameter interactive: Whether a gesture drives the transition.
  open func performDismissingTransition(interactive: Bool) {
    let container = transitionContainerView.frame
    let start = presentedView.frame
    animate(
      withDuration: duration,
      animations: {
        self.presentedView.frame = start.offsetBy(dx: 0, dy: container.maxY - start.minY)
      },
      completion: { _ in self.finishAnimation(completion: nil) })
  }

  /// Animates what `animations` sets, as `UIView.animate(withDuration:delay:options:animations:
  /// completion:)`.
  ///
  /// The animation starts `delay` seconds after the current moment of the transition (a
  /// completion runs at the moment its animation ended) and `completion` runs when it ends.
  /// Outside ``plan(for:)`` the changes apply at once and `completion` runs straight away.
  /// An invalid duration, delay or spring makes ``plan(for:)`` throw
  /// ``TransitionError/invalidTiming(_:)``.
  ///
  /// ```swift
  /// animate(withDuration: duration / 2, animations: {
  ///   self.presentingView.transform = Transform3D(scaleX: 0.35, scaleY: 0.35)
  /// }, completion: { _ in
  ///   self.animate(withDuration: self.duration / 2, timing: .spring(dampingRatio: 0.7),
  ///     animations: { self.presentedView.transform = .identity },
  ///     completion: { _ in self.finishAnimation(completion: nil) })
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds, 0 or more.
  ///   - delay: Seconds before the animation starts, 0 or more. Defaults to 0.
  ///   - timing: The curve or spring. Defaults to ease-in-out, as `UIView.animate`.
  ///   - animations: Code that sets the views' end values.
  ///   - completion: Code to run when the animation ends, with `true`. Defaults to none.
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    timing: Timing = .easeInOut, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let recorder else {
      animations()
      completion?(true)
      return
    }
    do {
      try recorder.animate(
        Self.kind(of: timing, duration: duration), duration: duration, delay: delay,
        animations: animations, completion: completion)
    } catch {
      recorder.report(error)
    }
  }

  /// Records a keyframe animation, as `UIView.animateKeyframes(withDuration:delay:options:
  /// animations:completion:)` with no options: one animation of `duration` seconds whose clock
  /// runs ease-in-out, inside which each
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` places a keyframe.
  ///
  /// ```swift
  /// animateKeyframes(withDuration: duration, animations: {
  ///   self.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
  ///     self.presentingView.alpha = 0
  ///   }
  ///   self.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
  ///     self.presentedView.alpha = 1
  ///   }
  /// }, completion: { _ in self.finishAnimation(completion: nil) })
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds, 0 or more.
  ///   - delay: Seconds before the animation starts, 0 or more. Defaults to 0.
  ///   - animations: Code that adds the keyframes (and may set end values directly).
  ///   - completion: Code to run when the animation ends, with `true`. Defaults to none.
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, timing: .easeInOut, animations: animations,
      completion: completion)
  }

  /// Adds a keyframe to the enclosing
  /// ``animateKeyframes(withDuration:delay:animations:completion:)``, as
  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
  ///
  /// Outside a transition, or outside an animation, the changes are made at once.
  ///
  /// - Parameters:
  ///   - relativeStartTime: Where the keyframe starts, a fraction `0...1` of the animation.
  ///   - relativeDuration: How long it lasts, a fraction; it must end by 1.
  ///   - animations: Code that sets the views' end values.
  public func addKeyframe(
    withRelativeStartTime relativeStartTime: Double, relativeDuration: Double,
    animations: () -> Void
  ) {
    guard let recorder else {
      animations()
      return
    }
    recorder.addKeyframe(
      withRelativeStartTime: relativeStartTime, relativeDuration: relativeDuration,
      animations: animations)
  }

  /// The recorder's timing kind for an animation block of `duration` seconds.
  private static func kind(
    of timing: Timing, duration: TimeInterval
  ) throws(TransitionError) -> AnimationTiming.Kind {
    switch timing {
    case .curve(let curve):
      return .curve(curve)
    case .spring(let dampingRatio, let initialVelocity):
      // A spring needs time to move; a block of no duration changes the values at once.
      if duration == 0 { return .curve(.linear) }
      do {
        let spring = try Spring(
          duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        return .spring(spring, initialVelocity: initialVelocity)
      } catch {
        throw .invalidTiming(error)
      }
    }
  }

  /// Ends the transition: runs `completion` with `true`; from then on, what the code sets is
  /// applied when the transition finishes.
  ///
  /// Call it once, when the last animation completes. A second call is ignored (its completion
  /// does not run) and described in ``warnings``; so is a call outside ``plan(for:)``.
  ///
  /// - Parameter completion: Code to run as the transition ends. Defaults to none.
  public func finishAnimation(completion: ((_ finished: Bool) -> Void)? = nil) {
    let name = String(describing: type(of: self))
    guard let recorder else {
      warnings.append(
        "\(name) called finishAnimation(completion:) outside a transition; the call was ignored")
      return
    }
    if let finishedAt {
      warnings.append(
        "\(name) called finishAnimation(completion:) again at \(recorder.now) s, after "
          + "finishing at \(finishedAt) s; the second call was ignored")
      return
    }
    finishedAt = recorder.now
    recorder.beginCompletionPhase()
    completion?(true)
  }

  // MARK: Planning

  /// Records ``performTransition(interactive:)`` (or ``performDismissingTransition(interactive:)``
  /// when dismissing) into a plan.
  ///
  /// - Parameter context: The transition.
  /// - Returns: The recorded plan.
  /// - Throws: ``TransitionError/finishAnimationNeverCalled(transition:)`` naming the subclass
  ///   when the code never called ``finishAnimation(completion:)``,
  ///   ``TransitionError/invalidTiming(_:)`` for an invalid ``duration`` or animation timing, and
  ///   ``TransitionError/nonFiniteValue(actor:property:)`` when the code set NaN or infinity.
  public func plan(for context: TransitionContext) throws(TransitionError) -> TransitionPlan {
    do {
      _ = try checkedTime(duration, "duration")
    } catch {
      throw .invalidTiming(error)
    }
    let recorder = TransitionRecorder(context: context)
    let presented = context.isPresenting ? context.arrivingActor : context.leavingActor
    let presenting = context.isPresenting ? context.leavingActor : context.arrivingActor
    views = (
      recorder.view(for: presenting), recorder.view(for: presented),
      recorder.view(for: .container)
    )
    self.recorder = recorder
    transitionContext = context
    isPresenting = context.isPresenting
    isInteractive = context.isInteractive
    warnings = []
    finishedAt = nil
    defer {
      self.recorder = nil
      transitionContext = nil
    }
    if isPresenting {
      performTransition(interactive: isInteractive)
    } else {
      performDismissingTransition(interactive: isInteractive)
    }
    let plan = try recorder.makePlan()
    guard finishedAt != nil else {
      throw .finishAnimationNeverCalled(transition: String(describing: type(of: self)))
    }
    return plan
  }
}
