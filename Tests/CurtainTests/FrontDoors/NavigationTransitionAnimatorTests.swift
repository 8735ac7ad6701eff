import Curtain
import Foundation
import Testing

/// A port of EasyTransitions' navigation examples: a slide.
///
/// A push slides the to view in from the right while the from view moves 30% of the width to
/// the left; a pop mirrors it. The push's auxiliary animations dim the from view, then square
/// the to view's corners.
@MainActor
private final class SlideAnimator: NavigationTransitionAnimator {
  var duration: TimeInterval = 0.35
  var timingCurve: TimingCurve = .easeInOut
  var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
  /// A value the animation sets on the to view's x, to try bad values.
  var arrivalX: CGFloat = 0
  weak var fromView: (any AnimatableView)?
  weak var toView: (any AnimatableView)?

  init() {
    auxAnimations = { [weak self] presenting in
      guard presenting else { return [] }
      return [
        AuxAnimation.sequence([
          AuxAnimation(relativeDuration: 0.25) { [weak self] in self?.fromView?.alpha = 0.5 },
          AuxAnimation(relativeStart: 0.1, relativeDuration: 0.25) { [weak self] in
            self?.toView?.cornerRadius = 0
          },
        ]).delayed(by: 0.2)
      ]
    }
  }

  func layout(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    self.fromView = fromView
    self.toView = toView
    let width = container.bounds.width
    if presenting {
      toView.frame = toView.frame.offsetBy(dx: width, dy: 0)
      toView.cornerRadius = 20
    } else {
      toView.frame.origin.x = -0.3 * width
    }
  }

  func animations(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    let width = container.bounds.width
    if presenting {
      fromView.frame.origin.x -= 0.3 * width
      toView.frame = container.bounds
      toView.frame.origin.x += arrivalX
    } else {
      fromView.frame.origin.x = width
      toView.frame.origin.x = arrivalX
    }
  }
}

@Suite @MainActor struct NavigationTransitionAnimatorTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// One coordinate of the cubic Bézier from 0 through `p1` and `p2` to 1 at parameter `s`:
  /// 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
  static func bezier(_ p1: Double, _ p2: Double, at s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// The parameter at which the coordinate with control values `p1`, `p2` reaches `value`, by
  /// bisection (the coordinate is increasing in the parameter for these curves).
  static func parameter(_ p1: Double, _ p2: Double, reaching value: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if bezier(p1, p2, at: middle) < value {
        low = middle
      } else {
        high = middle
      }
    }
    return (low + high) / 2
  }

  /// The progress of the ease-in-out curve (0.42, 0)(0.58, 1) at `fraction` of the duration:
  /// bisect x for the parameter, then take y there.
  static func easeInOut(_ fraction: Double) -> Double {
    bezier(0, 1, at: parameter(0.42, 0.58, reaching: min(max(fraction, 0), 1)))
  }

  /// The fraction of the duration at which the ease-in-out curve reaches `progress`: bisect y
  /// for the parameter, then take x there.
  static func easeInOutTime(reaching progress: Double) -> Double {
    bezier(0.42, 0.58, at: parameter(0, 1, reaching: progress))
  }

  /// How far a keyframe from `start` lasting `length` is at overall progress `p`.
  static func keyframe(_ p: Double, start: Double, length: Double) -> Double {
    min(max((p - start) / length, 0), 1)
  }

  static func context(
    _ operation: TransitionOperation, tabSwitch: TabSwitch? = nil
  ) throws -> TransitionContext {
    try TransitionContext(operation: operation, containerBounds: container, tabSwitch: tabSwitch)
  }

  // MARK: The ported slide

  @Test(arguments: [0.0, 0.03, 0.07, 0.1, 0.14, 0.175, 0.2, 0.25, 0.3, 0.35, 0.5])
  func pushSlidesOnTheAnimatorsEaseInOutKeyframes(time: Double) throws {
    let plan = try SlideAnimator().plan(for: Self.context(.push))
    let p = Self.easeInOut(time / 0.35)
    let to = try #require(plan.state(of: .to, at: time).frame)
    let from = try #require(plan.state(of: .from, at: time).frame)
    #expect(
      PlanCheck.isClose(to, Self.container.offsetBy(dx: 390 * (1 - p), dy: 0), tolerance: 1e-9))
    #expect(PlanCheck.isClose(from, Self.container.offsetBy(dx: -117 * p, dy: 0), tolerance: 1e-9))
    // The auxiliary sequence: from's alpha over 0.2...0.45 of the keyframe clock, to's corners
    // over 0.55...0.8.
    let alpha = try #require(plan.state(of: .from, at: time).alpha)
    let radius = try #require(plan.state(of: .to, at: time).cornerRadius)
    let dim = Self.keyframe(p, start: 0.2, length: 0.25)
    let square = Self.keyframe(p, start: 0.55, length: 0.25)
    #expect(PlanCheck.isClose(alpha, CGFloat(1 - 0.5 * dim), tolerance: 1e-9))
    #expect(PlanCheck.isClose(radius, CGFloat(20 * (1 - square)), tolerance: 1e-9))
  }

  @Test(arguments: [(0.2, 0.45), (0.55, 0.8)])
  func auxiliaryKeyframeIsActiveExactlyInItsWindowOfTheKeyframeClock(
    windowStart: Double, windowEnd: Double
  ) throws {
    let plan = try SlideAnimator().plan(for: Self.context(.push))
    let (actor, before, after): (ActorID, Double, Double) =
      windowStart == 0.2 ? (.from, 1, 0.5) : (.to, 20, 0)
    func value(_ t: Double) throws -> Double {
      let state = plan.state(of: actor, at: t)
      return Double(try #require(actor == .from ? state.alpha : state.cornerRadius))
    }
    let opens = 0.35 * Self.easeInOutTime(reaching: windowStart)
    let closes = 0.35 * Self.easeInOutTime(reaching: windowEnd)
    #expect(try value(opens - 1e-6) == before)
    #expect(try abs(value(opens + 1e-6) - before) > 0)
    #expect(try abs(value(opens + 1e-6) - before) < 1e-3)
    #expect(try abs(value(closes - 1e-6) - after) > 0)
    #expect(try value(closes + 1e-6) == after)
    #expect(try value(0.35) == after)
  }

  @Test func linearCurveMakesTheFractionsFractionsOfTime() throws {
    let animator = SlideAnimator()
    animator.timingCurve = .linear
    let plan = try animator.plan(for: Self.context(.push))
    // Dimming runs over exactly 0.2 × 0.35 s ... 0.45 × 0.35 s.
    for time in [0.0, 0.06, 0.07, 0.1, 0.15, 0.1575, 0.2, 0.35] {
      let dim = Self.keyframe(time / 0.35, start: 0.2, length: 0.25)
      let alpha = try #require(plan.state(of: .from, at: time).alpha)
      #expect(PlanCheck.isClose(alpha, CGFloat(1 - 0.5 * dim), tolerance: 1e-9))
    }
  }

  @Test(arguments: [0.0, 0.05, 0.1, 0.175, 0.25, 0.3, 0.35])
  func popSlidesTheFromViewOutAndTheToViewBackIn(time: Double) throws {
    let plan = try SlideAnimator().plan(for: Self.context(.pop))
    let p = Self.easeInOut(time / 0.35)
    let to = try #require(plan.state(of: .to, at: time).frame)
    let from = try #require(plan.state(of: .from, at: time).frame)
    #expect(
      PlanCheck.isClose(to, Self.container.offsetBy(dx: -117 * (1 - p), dy: 0), tolerance: 1e-9))
    #expect(PlanCheck.isClose(from, Self.container.offsetBy(dx: 390 * p, dy: 0), tolerance: 1e-9))
    #expect((plan.state(of: .from, at: time).alpha ?? 1) == 1)
  }

  @Test func planIsOneKeyframeAnimationOverTheDuration() throws {
    let plan = try SlideAnimator().plan(for: Self.context(.push))
    #expect(plan.duration == 0.35)
    #expect(!plan.tracks.isEmpty)
    for track in plan.tracks {
      #expect(track.timing.kind == .curve(.easeInOut))
      #expect(track.timing.duration == 0.35)
      #expect(track.timing.delay == 0)
    }
    let dim = try #require(plan.tracks.first { $0.actor == .from && $0.to.alpha != nil })
    #expect(dim.keyframes.map(\.relativeTime) == [0, 0.2, 0.45, 1])
  }

  @Test func layoutIsTheStateBeforeTheAnimation() throws {
    let plan = try SlideAnimator().plan(for: Self.context(.push))
    #expect(plan.initialStates[.to]?.frame == Self.container.offsetBy(dx: 390, dy: 0))
    #expect(plan.initialStates[.to]?.cornerRadius == 20)
    #expect(plan.finalState(of: .to).frame == Self.container)
    #expect(plan.finalState(of: .from).frame == Self.container.offsetBy(dx: -117, dy: 0))
    #expect(plan.finalState(of: .from).alpha == 0.5)
  }

  @Test(arguments: [
    (TransitionOperation.present, ActorID.presenting, ActorID.presented),
    (.dismiss, .presented, .presenting), (.tab, .from, .to),
  ])
  func viewsOfOtherOperationsAreTheLeavingAndArrivingViews(
    operation: TransitionOperation, from: ActorID, to: ActorID
  ) throws {
    let tabs = operation == .tab ? TabSwitch(from: 0, to: 2) : nil
    let plan = try SlideAnimator().plan(for: Self.context(operation, tabSwitch: tabs))
    // The auxiliary dim is also an outside segment (its progress track), not a view.
    #expect(Set(plan.tracks.map(\.actor).filter { !$0.isOutsideSegment }) == [from, to])
  }

  // MARK: Keyframes in the recorder

  @Test func keyframeOutsideAnAnimationBlockChangesAtOnce() throws {
    let recorder = TransitionRecorder(context: try Self.context(.push))
    let view = recorder.view(for: .to)
    recorder.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
    let plan = try recorder.makePlan()
    #expect(plan.tracks.isEmpty)
    #expect(plan.initialStates[.to]?.alpha == 0)
  }

  /// Two keyframes of one `animateKeyframes` on the same property play one after the other.
  ///
  /// As UIKit's single keyframe animation does (AZTransitions' AlphaByStepTransition fades
  /// the presenting view 1 → 0.5 over the first half, then back to 1): the second keyframe's
  /// hold before its start does not cover the first one. Linear clock, so at a quarter of the
  /// second the first keyframe is halfway: 1 + (0.5 − 1) × 0.5 = 0.75; at three quarters the
  /// second is halfway: 0.5 + (1 − 0.5) × 0.5 = 0.75; at the middle 0.5.
  @Test func keyframesOnOnePropertyPlayInTurn() throws {
    let recorder = TransitionRecorder(context: try Self.context(.push))
    let view = recorder.view(for: .from)
    try recorder.animate(.curve(.linear), duration: 1) {
      recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
      recorder.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
    }
    let plan = try recorder.makePlan()
    for (time, alpha) in [(0.0, 1.0), (0.25, 0.75), (0.5, 0.5), (0.75, 0.75), (1.0, 1.0)] {
      let shown = try #require(plan.state(of: .from, at: time).alpha)
      #expect(abs(shown - alpha) < 1e-9, "at \(time) s")
    }
  }

  @Test(arguments: [(0.5, 0.6), (-0.1, 0.2), (0.2, -0.1), (Double.nan, 0.1)])
  func keyframeOutsideZeroToOneIsReportedByMakePlan(start: Double, duration: Double) throws {
    let recorder = TransitionRecorder(context: try Self.context(.push))
    let view = recorder.view(for: .to)
    try recorder.animate(.curve(.linear), duration: 1) {
      recorder.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) {
        view.alpha = 0
      }
    }
    #expect {
      try recorder.makePlan()
    } throws: { error in
      guard case .auxiliaryAnimationOutOfRange = error as? TransitionError else { return false }
      return true
    }
  }

  // MARK: Bad input

  @Test(arguments: [(0.9, 0.2), (-0.5, 0.5), (0.1, -0.05), (Double.nan, 0.5), (0.5, .infinity)])
  func auxiliaryWindowOutsideTheTransitionIsATypedError(start: Double, duration: Double) throws {
    let animator = SlideAnimator()
    animator.auxAnimations = { _ in
      [AuxAnimation(relativeStart: start, relativeDuration: duration) {}]
    }
    #expect {
      try animator.plan(for: Self.context(.push))
    } throws: { error in
      guard case .auxiliaryAnimationOutOfRange = error as? TransitionError else { return false }
      return true
    }
  }

  @Test func sequenceThatRunsPastTheEndIsATypedError() throws {
    let animator = SlideAnimator()
    animator.auxAnimations = { _ in
      [.sequence([AuxAnimation(relativeDuration: 0.6) {}, AuxAnimation(relativeDuration: 0.6) {}])]
    }
    #expect(throws: TransitionError.auxiliaryAnimationOutOfRange(start: 0.6, duration: 0.6)) {
      try animator.plan(for: Self.context(.push))
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func nonFiniteValueSetByTheAnimationIsATypedError(value: CGFloat) throws {
    let animator = SlideAnimator()
    animator.arrivalX = value
    #expect(throws: TransitionError.nonFiniteValue(actor: .to, property: "frame")) {
      try animator.plan(for: Self.context(.push))
    }
  }

  @Test(arguments: [-0.35, .nan, .infinity])
  func badDurationIsATypedError(duration: Double) throws {
    let animator = SlideAnimator()
    animator.duration = duration
    #expect {
      try animator.plan(for: Self.context(.push))
    } throws: { error in
      guard case .invalidTiming = error as? TransitionError else { return false }
      return true
    }
  }
}
