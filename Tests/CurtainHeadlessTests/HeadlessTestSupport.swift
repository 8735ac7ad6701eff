import CurtainHeadless
import Foundation
import ReferenceMath

/// Small animators and independent references for the headless player's tests.
///
/// Expected values never come from Curtain's own timing code: curves are solved here by
/// bisection of the Bézier polynomial, and linear motion is written out by hand.
enum Reference {
  /// The progress of the timing curve (0,0) (x1,y1) (x2,y2) (1,1) at time fraction `x`
  /// (``BernsteinCurve``: bisection on the Bernstein form).
  static func curveProgress(
    x1: Double, y1: Double, x2: Double, y2: Double, at x: Double
  ) -> Double {
    BernsteinCurve(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: x)
  }

  /// Ease-in-out, (0.42, 0) (0.58, 1), at time fraction `x`.
  static func easeInOut(at x: Double) -> Double {
    curveProgress(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: x)
  }

  /// Whether two numbers differ by at most `tolerance`.
  static func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
  }

  /// Whether two numbers differ by at most `tolerance`.
  static func isClose(_ lhs: CGFloat?, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
    guard let lhs else { return false }
    return abs(Double(lhs) - rhs) <= tolerance
  }

  /// An iPhone-sized container.
  static let size = CGSize(width: 390, height: 844)
  static let bounds = CGRect(origin: .zero, size: size)
}

/// Fades the presented screen in (present) or out (dismiss).
struct FadeAnimator: TransitionAnimator {
  var curve: TimingCurve = .linear
  var duration: TimeInterval = 1

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let (from, to): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: from), to: ViewState(alpha: to),
        timing: AnimationTiming(curve: curve, duration: duration))
    ])
  }
}

/// Moves the presented screen up from below the container (present) or back down (dismiss),
/// linearly, with a dimming background inserted for the duration.
struct CoverAnimator: TransitionAnimator {
  var duration: TimeInterval = 0.5
  var dims = true

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let shown = context.presentedFrame
    let hidden = shown.offsetBy(dx: 0, dy: context.containerBounds.height - shown.minY)
    let (from, to) = context.isPresenting ? (hidden, shown) : (shown, hidden)
    let timing = try AnimationTiming(curve: .linear, duration: duration)
    var tracks = [
      try Track(
        actor: .presented, from: ViewState(frame: from), to: ViewState(frame: to), timing: timing)
    ]
    var setup: [SetupStep] = []
    if dims {
      setup.append(.insert(.background, state: ViewState(alpha: 0), placement: .back))
      let (dimFrom, dimTo): (CGFloat, CGFloat) = context.isPresenting ? (0, 0.5) : (0.5, 0)
      tracks.append(
        try Track(
          actor: .background, from: ViewState(alpha: dimFrom), to: ViewState(alpha: dimTo),
          timing: timing))
    }
    return try TransitionPlan(setup: setup, tracks: tracks)
  }
}

/// A navigation slide: `to` comes in from the trailing edge while `from` moves a third of the
/// width the other way (reversed for pop and for a tab to a lower index).
struct SlideAnimator: TransitionAnimator {
  var duration: TimeInterval = 0.5

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let bounds = context.containerBounds
    let width = bounds.width
    let forward = context.isPresenting
    let toStart = bounds.offsetBy(dx: forward ? width : -width / 3, dy: 0)
    let fromEnd = bounds.offsetBy(dx: forward ? -width / 3 : width, dy: 0)
    let timing = try AnimationTiming(curve: .linear, duration: duration)
    return try TransitionPlan(tracks: [
      Track(
        actor: .to, from: ViewState(frame: toStart), to: ViewState(frame: bounds), timing: timing),
      Track(
        actor: .from, from: ViewState(frame: bounds), to: ViewState(frame: fromEnd), timing: timing),
    ])
  }
}

/// A plan with a little of everything: initial, completion and cancellation states and a
/// temporary snapshot, so the end states differ from the sampled ones.
struct ElaborateAnimator: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let timing = try AnimationTiming(curve: .easeInOut, duration: 0.4)
    return try TransitionPlan(
      setup: [
        .snapshot(
          of: .presenting, name: "card", state: ViewState(cornerRadius: 12), placement: .front)
      ],
      initialStates: [.presented: ViewState(alpha: 0, cornerRadius: 20)],
      tracks: [
        Track(
          actor: .presented, to: ViewState(alpha: 1, transform: .identity), timing: timing),
        Track(
          actor: .presenting, from: ViewState(alpha: 1, transform: .identity),
          to: ViewState(alpha: 0.5, transform: Transform3D.identity.scaled(by: 0.9)),
          timing: timing),
        Track(actor: .snapshot("card"), to: ViewState(alpha: 0), timing: timing),
      ],
      completionStates: [.presented: ViewState(cornerRadius: 0), .presenting: ViewState(alpha: 1)],
      cancellationStates: [.presented: ViewState(isHidden: true)])
  }
}

/// An error an animator throws.
struct PlanningRefused: Error, CustomStringConvertible {
  var description: String { "no plan today" }
}

/// An animator that refuses to plan.
struct ThrowingAnimator: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    throw PlanningRefused()
  }
}

/// An animator that keeps the contexts it was asked to plan for.
@MainActor
final class ContextRecorder: TransitionAnimator {
  var contexts: [TransitionContext] = []
  var inner: any TransitionAnimator = FadeAnimator()

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    contexts.append(context)
    return try inner.plan(for: context)
  }
}

/// A list of events, shared by the animators and completions of one test.
@MainActor
final class EventLog {
  var events: [String] = []
}

/// An animator that logs when it is asked to plan, with the states of the scene's transitions
/// at that moment.
struct LoggingAnimator: TransitionAnimator {
  let name: String
  let log: EventLog
  var duration: TimeInterval = 0.3

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    log.events.append("plan \(name)")
    return try FadeAnimator(duration: duration).plan(for: context)
  }
}

/// A class animator, to check that the player lets go of it.
@MainActor
final class ClassFadeAnimator: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    try FadeAnimator(duration: 0.25).plan(for: context)
  }
}
