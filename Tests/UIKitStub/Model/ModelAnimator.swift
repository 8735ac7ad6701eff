// UIViewPropertyAnimator's state machine and the animations it runs, on the virtual clock.
//
// Animations are additive, as UIKit's have been since iOS 8: a write inside an animation block
// sets the model value at once and records the difference; the presentation value is the model
// value plus each recorded difference times what is left of its animation.

/// A timing curve (model only).
enum ModelCurve {
  case cubic(CGPoint, CGPoint)
  case spring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, velocity: CGFloat)
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a unit-mass spring of that
  /// damping ratio (at most 1) whose decay envelope falls to 1/1000 by the end of the duration
  /// (clamped to 0.01…10 s): (ζω₀ + v)/ω_d · e^(−ζω₀d) for ζ < 1, (1 + (ω₀ + v)d)·e^(−ω₀d) for
  /// ζ = 1 (§20.9 O: Apple documents that the spring fits the animator's duration, not how; the
  /// fit is the public reverse-engineering that ../shared/DESIGN.md cites).
  /// `settled` is how far the envelope has fallen by then (1000; §20.9 alternative
  /// `springFitsToOnePercent`: 100, read when the animator takes the curve). Without
  /// `prefactor`, the spring part of a `.composed` provider (note 21.20, M): the envelope
  /// e^(−ζω₀d) alone falls to 1/`settled`, the reading the core's composed timing mirrors.
  case dampingRatio(CGFloat, velocity: CGFloat, settled: Double = 1000, prefactor: Bool = true)
  /// `UITimingCurveType.composed`: the cubic curve "modified using the spring information"
  /// (UIKit+References.swift).
  indirect case composed(cubic: ModelCurve, spring: ModelCurve)

  @MainActor
  init(_ provider: any UITimingCurveProvider) {
    if let cubic = provider as? UICubicTimingParameters {
      self = cubic.curveKind
    } else if let spring = provider as? UISpringTimingParameters {
      self = spring.curveKind
      if case .dampingRatio(let ratio, let velocity, _, let prefactor) = self,
        UIKitModel.world.readings.uses(.springFitsToOnePercent)
      {
        self = .dampingRatio(ratio, velocity: velocity, settled: 100, prefactor: prefactor)
      }
    } else {
      self = ModelCurve.foreign(provider)
    }
  }

  /// The eased progress at `fraction` of the timeline.
  func value(at fraction: Double, duration: Double) -> Double {
    let f = min(max(fraction, 0), 1)
    switch self {
    case .cubic(let p1, let p2):
      // Solve x(s) = f by bisection, return y(s).
      func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
      }
      var low = 0.0
      var high = 1.0
      for _ in 0..<40 {
        let mid = (low + high) / 2
        if bezier(mid, Double(p1.x), Double(p2.x)) < f { low = mid } else { high = mid }
      }
      return bezier((low + high) / 2, Double(p1.y), Double(p2.y))
    case .spring(let mass, let stiffness, let damping, let velocity):
      let m = Double(mass)
      let k = Double(stiffness)
      let c = Double(damping)
      guard m > 0, k > 0 else { return f }
      let t = f * duration
      let omega = (k / m).squareRoot()
      let zeta = c / (2 * (k * m).squareRoot())
      // UISpringTimingParameters/initialVelocity (D): "the initial rate of change", normalized
      // to the animation's total distance: positive moves toward the end value, so the
      // progress starts with slope +velocity.
      let v0 = Double(velocity)
      let x: Double
      if zeta < 1 {
        let wd = omega * (1 - zeta * zeta).squareRoot()
        x = (-1) * cos(wd * t) + ((v0 - zeta * omega) / wd) * sin(wd * t)
        return f >= 1 ? 1 : 1 + exp(-zeta * omega * t) * x
      }
      x = (-1 + (v0 - omega) * t)
      return f >= 1 ? 1 : 1 + exp(-omega * t) * x
    case .dampingRatio(let ratio, let velocity, let settled, let prefactor):
      guard duration > 0 else { return f }
      let zeta: Double
      let omega: Double
      if prefactor {
        // The envelope is 1/1000 at the end (§20.9 O; alternative `springFitsToOnePercent`:
        // 1/100).
        zeta = min(max(Double(ratio), 0.05), 1)
        omega = ModelCurve.fittedFrequency(
          zeta: zeta, velocity: Double(velocity), duration: min(max(duration, 0.01), 10),
          settled: settled)
      } else {
        // A composed provider's spring (note 21.20 M): exp(-zeta * omega * duration) =
        // 1/settled.
        zeta = max(Double(ratio), 0.05)
        omega = log(settled) / (zeta * duration)
      }
      let spring = ModelCurve.spring(
        mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * zeta * omega),
        velocity: velocity)
      return spring.value(at: f, duration: duration)
    case .composed(let cubic, let spring):
      return ModelCurve.composedValue(cubic, spring, at: f, duration: duration)
    }
  }
}

extension ModelCurve {
  /// The natural frequency ω₀ of a unit-mass spring of damping ratio `zeta` (0 < ζ ≤ 1) and
  /// initial velocity `velocity` (toward the end) whose decay envelope is 1/`settled` after
  /// `duration`: the largest root, by bisection, of (ζω₀ + v)/ω_d · e^(−ζω₀d) (ζ < 1) or
  /// (1 + (ω₀ + v)d)·e^(−ω₀d) (ζ = 1), less 1/`settled`.
  static func fittedFrequency(
    zeta: Double, velocity: Double, duration d: Double, settled: Double
  ) -> Double {
    let target = 1 / settled
    func envelope(_ omega: Double) -> Double {
      if zeta < 1 {
        let wd = omega * (1 - zeta * zeta).squareRoot()
        return abs((zeta * omega + velocity) / wd) * exp(-zeta * omega * d)
      }
      return abs(1 + (omega + velocity) * d) * exp(-omega * d)
    }
    var high = 1e4 / d
    var low = high
    while envelope(low) < target, low > 1e-6 { low /= 2 }
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if envelope(mid) >= target { low = mid } else { high = mid }
    }
    return low
  }
}

extension UIView.AnimationOptions {
  /// The curve the options name (the bits 16…19, UIView.h).
  var modelCurve: UIView.AnimationCurve {
    UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
  }
}

/// One animated difference: `object.key` moves from model + delta to model.
@MainActor
final class AnimationRecord {
  weak var object: AnyObject?
  let key: String
  let delta: [Double]
  let window: (start: Double, duration: Double)
  let startFraction: Double
  init(
    object: AnyObject, key: String, delta: [Double], window: (Double, Double),
    startFraction: Double
  ) {
    self.object = object
    self.key = key
    self.delta = delta
    self.window = window
    self.startFraction = startFraction
  }
}

/// Where writes go while an animation block runs.
@MainActor
final class RecordingContext {
  unowned let core: AnimatorCore
  var window: (Double, Double) = (0, 1)
  var inKeyframes = false
  let startFraction: Double
  init(core: AnimatorCore, startFraction: Double) {
    self.core = core
    self.startFraction = startFraction
  }
}

/// Animation recording and keyframes (model only).
@MainActor
enum ModelAnimation {
  static var recording: RecordingContext?
  /// Animators started while a percent-driven interaction captures (they start paused).
  static var capture: [UIViewPropertyAnimator]?

  /// Keys a UIView animation block animates.
  ///
  /// The view's geometry, alpha, background color and
  /// transform, and the layer's corner radius (iOS 11) and 3D transform; a visual-effect view's
  /// `effect` too, as how much of it shows (§20.20 O; alternative `effectChangesAtOnce`). `isHidden`, the subview
  /// order and the layer's shadow are not animated: they change at once (O; shadows need a
  /// CABasicAnimation).
  static let animatableKeys: Set<String> = [
    "bounds", "center", "alpha", "transform", "backgroundColor", "cornerRadius", "effect",
  ]

  static func install() {
    CAModelTransaction.observer = { object, key, old, new in
      write(object, key, old, new)
    }
  }

  static func write(_ object: AnyObject, _ key: String, _ old: Any, _ new: Any) {
    // §20.20 O: a visual-effect view's effect animates (alternative `effectChangesAtOnce`: it
    // changes at once, even inside an animation block).
    let atOnce = key == "effect" && UIKitModel.world.readings.uses(.effectChangesAtOnce)
    if let context = recording, animatableKeys.contains(key), !atOnce,
      let from = vector(old), let to = vector(new), from.count == to.count
    {
      let delta = zip(from, to).map { $0 - $1 }
      guard delta.contains(where: { $0 != 0 }) else { return }
      context.core.records.append(
        AnimationRecord(
          object: object, key: key, delta: delta, window: context.window,
          startFraction: context.startFraction))
      return
    }
    if isAnimating(object, key) {
      UIKitModel.world.snaps.append("\(type(of: object)).\(key)")
    }
  }

  static func isAnimating(_ object: AnyObject, _ key: String) -> Bool {
    UIKitModel.world.animatorCores.contains { box in
      box.object?.records.contains { $0.object === object && $0.key == key } ?? false
    }
  }

  static func vector(_ value: Any) -> [Double]? {
    switch value {
    case let v as CGFloat: return [Double(v)]
    case let v as Float: return [Double(v)]
    case let v as CGPoint: return [Double(v.x), Double(v.y)]
    case let v as CGSize: return [Double(v.width), Double(v.height)]
    case let v as CGRect:
      return [Double(v.minX), Double(v.minY), Double(v.width), Double(v.height)]
    case let v as CGAffineTransform: return [v.a, v.b, v.c, v.d, v.tx, v.ty].map { Double($0) }
    case let v as CATransform3D:
      return [
        v.m11, v.m12, v.m13, v.m14, v.m21, v.m22, v.m23, v.m24, v.m31, v.m32, v.m33, v.m34, v.m41,
        v.m42, v.m43, v.m44,
      ].map { Double($0) }
    case let v as UIColor?: return (v?.modelComponents ?? [0, 0, 0, 0]).map { Double($0) }
    default: return nil
    }
  }

  /// Runs `body` with writes recorded into `core`.
  static func record(into core: AnimatorCore, startFraction: Double, _ body: () -> Void) {
    let saved = recording
    recording = RecordingContext(core: core, startFraction: startFraction)
    body()
    recording = saved
  }

  static func animateKeyframes(
    duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)?
  ) {
    if let context = recording {
      // Inside a property animator: the keyframes share its timeline (the duration is ignored).
      let saved = context.inKeyframes
      context.inKeyframes = true
      animations()
      context.inKeyframes = saved
      return
    }
    // The keyframes' common clock runs ease-in-out unless the options carry another curve
    // (O: "It appears to apply a default animation curve of ease-in, ease-out", and the
    // UIView.AnimationOptions curve bits, 16...19, passed in the keyframe options' raw value
    // select linear, ease-in or ease-out: stackoverflow.com/questions/68056506; Apple's page
    // of animateKeyframes names no curve, and KeyframeAnimationOptions declares no curve
    // constant). Within a keyframe, the default calculation mode is linear (D,
    // UIView.KeyframeAnimationOptions.calculationModeLinear).
    let curve: UIView.AnimationCurve =
      switch (options.rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.addAnimations {
      animateKeyframes(duration: duration, delay: 0, animations: animations, completion: nil)
    }
    animator.addCompletion { position in completion?(position == .end) }
    animator.startAnimation(afterDelay: delay)
  }

  static func addKeyframe(start: Double, duration: Double, _ animations: () -> Void) {
    guard let context = recording, context.inKeyframes else {
      // Mirrors: documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
      UIKitModel.fail(
        .programmerError,
        "addKeyframe outside animateKeyframes: \"You call this method from within the block "
          + "passed to animateKeyframes\" (AD)")
      animations()
      return
    }
    let saved = context.window
    context.window = (start, duration)
    animations()
    context.window = saved
  }

  static func notImplemented() -> any UIViewImplicitlyAnimating {
    if let sentinel = UIKitModel.world.sentinel { return sentinel }
    let sentinel = UIViewPropertyAnimator(
      duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .linear))
    UIKitModel.world.sentinel = sentinel
    // The model's own marker is not an object the code under test created.
    UIKitModel.world.tracked.removeAll { $0.box.object === sentinel }
    return sentinel
  }

  static func isNotImplemented(_ animator: any UIViewImplicitlyAnimating) -> Bool {
    animator === UIKitModel.world.sentinel
  }
}

/// The state machine of one `UIViewPropertyAnimator` (§1).
@MainActor
final class AnimatorCore {
  weak var owner: UIViewPropertyAnimator?
  let duration: TimeInterval
  var curve: ModelCurve
  private(set) var state: UIViewAnimatingState = .inactive
  private var running = false
  /// §1.8 D: running only while active; §1.14 O (microsoft/fluentui-apple PR #1385): inside
  /// the completions `isRunning` reads true (alternative `notRunningInsideCompletions`: false).
  var isRunning: Bool {
    get { running || runningCompletions && !reads(.notRunningInsideCompletions) }
    set { running = newValue }
  }
  private(set) var isReversed = false
  private var fraction: Double = 0
  private(set) var pausesOnCompletion = false
  private(set) var scrubsLinearly = true
  /// Whether it is interruptible; "Defaults to YES" (§1.12 D).
  private(set) var isInterruptible = true
  /// Whether the animating views take touches; "Defaults to YES" (§1.12 D).
  private(set) var isUserInteractionEnabled = true
  /// Whether the app hit-tests animating views; "Defaults to NO" (H-VPA).
  var isManualHitTestingEnabled = false
  /// The delay of the last delayed start; "Defaults to 0" (H-VPA).
  private(set) var delay: TimeInterval = 0
  private var pending: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var hasBlocks = false
  private var blocksStarted = false
  private var runningCompletions = false
  private var delayLeft: TimeInterval = 0
  private var rate: Double
  var records: [AnimationRecord] = []
  /// Set by continueAnimation with new timing parameters: the fraction it continued from, the
  /// direction and the remaining duration; the new curve runs over the rest of the timeline
  /// (§1.10 D, H-VPA: "as if the animation was started from its current position").
  private var continuation: (from: Double, reversed: Bool, duration: Double)?
  /// Whether `fractionComplete` was set while paused with `scrubsLinearly` (the default): the
  /// views then show the fraction itself, not the curve at it (§1.12 D, H-VPA: "Provides the
  /// ability for an animator to pause and scrub either linearly or using the animator's
  /// current timing"); running again, the curve takes over from what shows.
  private var linearScrub = false
  /// The start values of the animations a stopped animator froze (for finishAnimation(.start)).
  private var stoppedStarts: [(object: AnimationRecord, start: [Double], end: [Double])] = []

  init(duration: TimeInterval, curve: ModelCurve) {
    self.duration = duration
    self.curve = curve
    rate = duration > 0 ? 1 / duration : .infinity
    let world = UIKitModel.world
    if world.animatorCores.count >= 64 { world.animatorCores.removeAll { $0.object == nil } }
    world.animatorCores.append(WeakBox(self))
  }

  private func raise(_ message: String) {
    UIKitModel.fail(.exception, "UIViewPropertyAnimator: \(message)")
  }

  /// Whether the world follows `alternative` (Tests/UIKitStub/SEMANTICS.md, issue 35).
  private func reads(_ alternative: UIKitModelReadings.Alternative) -> Bool {
    UIKitModel.world.readings.uses(alternative)
  }

  var fractionComplete: CGFloat {
    // §1.9 O: the getter reads 0 on an inactive animator.
    state == .inactive ? 0 : CGFloat(fraction)
  }

  func setFractionComplete(_ value: CGFloat) {
    guard requireInterruptible("fractionComplete set") else { return }
    switch state {
    case .stopped:
      raise(
        "fractionComplete set on a stopped animator: \"You can update the value of this property "
          + "only while the animator is paused.\" (§1.9, AD/uiviewpropertyanimator/fractioncomplete)"
      )
      return
    case .inactive:
      // §1.9 D: "Changing the value … on an inactive animator moves it to the active state".
      state = .active
      isRunning = false
      runPending()
    case .active:
      if isRunning {
        // §1.9 D ("only while the animator is paused"; H-VA: "usually a no-op when the animation
        // is running"): the stricter reading fails.
        raise(
          "fractionComplete set on a running animator: \"You can update the value of this "
            + "property only while the animator is paused.\" (§1.9, AD)")
        return
      }
    @unknown default: return
    }
    // §1.9 O: clamped into [0.00001, 0.99999] (alternative `fractionCompleteUnclamped`: 0…1).
    fraction =
      reads(.fractionCompleteUnclamped)
      ? min(max(Double(value), 0), 1) : min(max(Double(value), 0.00001), 0.99999)
    linearScrub = scrubsLinearly && continuation == nil
  }

  /// Running again after a linear scrub: the animator's curve continues from what shows, over
  /// the rest of the timeline (as a continuation, §1.10), so the views do not jump.
  private func leaveLinearScrub() {
    guard linearScrub else { return }
    linearScrub = false
    let left = isReversed ? fraction : 1 - fraction
    if left > 0, rate > 0, rate.isFinite {
      continuation = (fraction, isReversed, left / rate)
    }
  }

  func setReversed(_ value: Bool) { isReversed = value }

  func setPausesOnCompletion(_ value: Bool) {
    if !isInterruptible {
      // §1.11 O: setting it on a non-interruptible animator raises.
      raise("pausesOnCompletion set on a non-interruptible animator (§1.11, O)")
      return
    }
    pausesOnCompletion = value
  }

  func setInterruptible(_ value: Bool) {
    if state == .active {
      raise(
        "isInterruptible set on an active animator: \"Defaults to YES. Raises if set on an active "
          + "animator.\" (§1.12, H-VPA)")
      return
    }
    isInterruptible = value
  }

  func setUserInteractionEnabled(_ value: Bool) {
    if state == .active {
      raise(
        "isUserInteractionEnabled set on an active animator: \"Defaults to YES. Raises if set on "
          + "an active animator.\" (§1.12, H-VPA)")
      return
    }
    isUserInteractionEnabled = value
  }

  /// `runningPropertyAnimator`'s animator: not interruptible when made inside another animation's
  /// block (H-VPA: "interruptible only if it is not called from within the execution block of
  /// another animation"); the views take touches only with `.allowUserInteraction`, as
  /// `UIView.animate` (M).
  func configureRunning(options: UIView.AnimationOptions) {
    isInterruptible = ModelAnimation.recording == nil
    isUserInteractionEnabled = options.contains(.allowUserInteraction)
  }

  /// §1.4 O: pause, stop and continue assert on a non-interruptible animator.
  private func requireInterruptible(_ call: String) -> Bool {
    guard isInterruptible else {
      raise("\(call) on a non-interruptible animator (§1.4, O; isInterruptible is false)")
      return false
    }
    return true
  }

  func setScrubsLinearly(_ value: Bool) {
    if state == .active && !isRunning {
      raise("scrubsLinearly changed while paused (§1.12, O)")
    }
    scrubsLinearly = value
  }

  func addAnimations(_ block: @escaping () -> Void, delayFactor: Double = 0) {
    if delayFactor != 0 {
      // H-VPA: the block's animations run from delayFactor × duration to the end; the model
      // runs the block inside a keyframe window of the timeline (M: on the timeline's fraction).
      let factor = min(max(delayFactor, 0), 1)
      addAnimations {
        guard let context = ModelAnimation.recording else { return block() }
        let saved = context.window
        context.window = (factor, 1 - factor)
        block()
        context.window = saved
      }
      return
    }
    if state == .stopped {
      raise(
        "Attempt to add an animation to an animator in a stopped state (§1.13: \"When the "
          + "animator is stopped … any animation blocks and completion handlers are invalidated\")")
      return
    }
    if runningCompletions {
      raise("animations added while the completions run (§1.13, O)")
      return
    }
    hasBlocks = true
    if state == .active {
      // §1.13 D: "Blocks added while the animator's state is active are executed over the
      // remaining portion of the total run time" (AD/uiviewpropertyanimator/addanimations(_:)).
      ModelAnimation.record(into: self, startFraction: fraction, block)
    } else {
      pending.append(block)
    }
  }

  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  private func runPending() {
    let blocks = pending
    pending = []
    if !blocks.isEmpty { blocksStarted = true }
    for block in blocks { ModelAnimation.record(into: self, startFraction: 0, block) }
  }

  func start(afterDelay delay: TimeInterval) {
    if delay < 0 {
      raise("NSInvalidArgumentException: negative delay (§1.6, O)")
      return
    }
    switch state {
    case .stopped:
      // §1.5 D: "An animation cannot be started while in this state."
      raise(
        "startAnimation on a stopped animator: \"An animation cannot be started while in "
          + "this state.\" (§1.5, AD/uiviewanimatingstate/stopped)")
      return
    case .active where !isRunning && delay > 0:
      raise("startAnimation(afterDelay:) on a paused animator (§1.6, O)")
      return
    case .active where isRunning:
      return
    default: break
    }
    if var capture = ModelAnimation.capture, let owner {
      // A percent-driven interaction captures the animators animateTransition starts: they
      // wait paused for its update/finish/cancel (§4.5; UIKit pauses the container's layer).
      capture.append(owner)
      ModelAnimation.capture = capture
      state = .active
      runPending()
      return
    }
    state = .active
    leaveLinearScrub()
    isRunning = true
    delayLeft = delay
    self.delay = delay
    runPending()
    retainWhileRunning()
  }

  func pause() {
    guard requireInterruptible("pauseAnimation") else { return }
    if state == .stopped {
      raise("pauseAnimation on a stopped animator (§1.4, M: stricter reading)")
      return
    }
    if continuation != nil {
      // M (a reading): paused again after a continuation, the animator stays where it shows
      // and scrubs linearly from there (`scrubsLinearly` defaults YES, §1.12 D): the fraction
      // becomes the eased progress shown and the curve linear until the next continuation.
      fraction = eased()
      continuation = nil
      curve = .cubic(.zero, CGPoint(x: 1, y: 1))
    }
    state = .active
    isRunning = false
    runPending()
    releaseFromRunning()
  }

  func continueAnimation(curve newCurve: ModelCurve?, durationFactor: CGFloat) {
    guard requireInterruptible("continueAnimation") else { return }
    guard state == .active, !isRunning else {
      raise(
        "continueAnimation on an animator that is not paused: \"Adjusts the timing and duration "
          + "of a paused animation\" (§1.10, AD/uiviewpropertyanimator/continueanimation)")
      return
    }
    let left = isReversed ? fraction : 1 - fraction
    if durationFactor > 0, duration > 0 {
      // §1.10 D: the remaining time is durationFactor × duration.
      rate = left / (Double(durationFactor) * duration)
    } else if reads(.zeroDurationFactorTakesWholeDuration), duration > 0 {
      // §1.10 O, alternative: a factor of 0 runs what is left over the whole duration.
      rate = left / duration
    } else if rate == 0 || !rate.isFinite {
      rate = duration > 0 ? 1 / duration : .infinity
    }
    if let newCurve {
      // What shows now, under the curve that ran until now.
      let shown = eased()
      linearScrub = false
      curve = newCurve
      if left > 0, rate > 0, rate.isFinite {
        // §1.10 D, H-VPA: the new timing applies "as if the animation was started from its
        // current position": its curve runs from the paused fraction to the end (or, reversed,
        // back to the start) over the remaining time.
        continuation = (shown, isReversed, left / rate)
      }
    }
    leaveLinearScrub()
    isRunning = true
    retainWhileRunning()
  }

  /// Scrubs without the public checks (a percent-driven interaction's captured animators).
  func scrub(to value: Double) {
    state = .active
    isRunning = false
    fraction = min(max(value, 0), 1)
  }

  /// Resumes without the public checks (a percent-driven interaction finishing or cancelling):
  /// the timeline runs from where it is to its end (or start) in `remaining` seconds, its time
  /// following `curve` (§4.2 D, the percent-driven interaction's completion curve), and each
  /// animation keeps its own curve over that time.
  func resume(reversed: Bool, remaining: TimeInterval, curve timeCurve: ModelCurve) {
    isReversed = reversed
    let target: Double = reversed ? 0 : 1
    rate = .infinity
    completionDrive = remaining > 0 ? (fraction, target, remaining, 0, timeCurve) : nil
    isRunning = true
    retainWhileRunning()
  }

  /// A percent-driven completion: the timeline's fraction moves from `from` to `to` in
  /// `duration` seconds along `curve` (``resume(reversed:remaining:curve:)``).
  private var completionDrive:
    (from: Double, to: Double, duration: Double, elapsed: Double, curve: ModelCurve)?

  func stop(withoutFinishing: Bool) {
    guard requireInterruptible("stopAnimation") else { return }
    switch state {
    case .stopped:
      raise("stopAnimation on an already stopped animator (§1.4, O)")
      return
    case .inactive:
      // §1.4 O: nothing (alternative `stopOnInactiveRaises`: it raises).
      if reads(.stopOnInactiveRaises) { raise("stopAnimation on an inactive animator (§1.4)") }
      return
    default: break
    }
    stoppedStarts = records.compactMap { record in
      guard let object = record.object, let model = ModelValues.read(object, record.key) else {
        return nil
      }
      return (record, zip(model, record.delta).map { $0 + $1 }, model)
    }
    freezeAtCurrentValues()
    isRunning = false
    releaseFromRunning()
    if withoutFinishing {
      stoppedStarts = []
      // §1.2 D: inactive at once, no completions.
      state = .inactive
      completions = []
      pending = []
    } else {
      state = .stopped
    }
  }

  func finish(at position: UIViewAnimatingPosition) {
    if runningCompletions {
      raise("finishAnimation inside a completion (§1.14, O)")
      return
    }
    guard state == .stopped else {
      // §1.3 O: DEC asserts when active or when inactive with blocks that never started (the
      // stricter reading also when they ran: an inactive animator's blocks are spent).
      // Alternative `finishOnInactiveRaises`: on a pristine inactive animator too.
      if state == .active || blocksStarted || !pending.isEmpty || reads(.finishOnInactiveRaises) {
        raise(
          "finishAnimation(at:) on an animator that is not stopped: \"may only be called if the "
            + "animator is in the stopped state.\" (§1.3, H-VA)")
      }
      return
    }
    end(at: position)
  }

  func tick(_ dt: TimeInterval) {
    guard state == .active, isRunning else { return }
    if delayLeft > 0 {
      delayLeft -= dt
      return
    }
    // §1.13 D: started without any animation block, an animator waits in a transient pause.
    guard hasBlocks else { return }
    if var drive = completionDrive {
      drive.elapsed += dt
      let u = min(drive.elapsed / drive.duration, 1)
      fraction = drive.from + (drive.to - drive.from) * drive.curve.value(at: u, duration: 0)
      completionDrive = u >= 1 ? nil : drive
      if u >= 1 { fraction = drive.to }
    } else {
      fraction += (isReversed ? -1 : 1) * (rate.isFinite ? rate * dt : 1)
    }
    if !isReversed && fraction >= 1 || isReversed && fraction <= 0 {
      fraction = isReversed ? 0 : 1
      if pausesOnCompletion {
        // §1.11 D: "remains in the active state … and it does not execute its completion".
        isRunning = false
        releaseFromRunning()
        return
      }
      // §1.8 M: a reversed run reports .start (alternative `reversedFinishReportsEnd`: .end,
      // the views still at their start values).
      end(
        at: isReversed ? .start : .end,
        reporting: isReversed && reads(.reversedFinishReportsEnd) ? .end : nil)
    }
  }

  private func end(
    at position: UIViewAnimatingPosition, reporting reported: UIViewAnimatingPosition? = nil
  ) {
    if state == .stopped {
      // §1.3 D: the given position applies to the values the stop froze.
      CAModelTransaction.isWritingBack = true
      for (record, start, end) in stoppedStarts where position != .current {
        if let object = record.object {
          ModelValues.write(object, record.key, position == .start ? start : end)
        }
      }
      CAModelTransaction.isWritingBack = false
      stoppedStarts = []
    }
    switch position {
    case .start: writeBack { record, model in zip(model, record.delta).map { $0 + $1 } }
    case .current: freezeAtCurrentValues()
    default: break
    }
    records = []
    continuation = nil
    linearScrub = false
    completionDrive = nil
    state = .inactive
    isRunning = false
    releaseFromRunning()
    let blocks = completions
    completions = []
    runningCompletions = true
    // §1.14 O: in insertion order, all with the same position.
    for completion in blocks { completion(reported ?? position) }
    runningCompletions = false
  }

  /// The eased progress of the timeline now: the curve at the fraction, or after a
  /// continuation with new timing, the new curve over what was left when it continued.
  private func eased() -> Double {
    if linearScrub { return fraction }
    guard let continuation else { return curve.value(at: fraction, duration: duration) }
    let from = continuation.from
    if continuation.reversed {
      let u = from > 0 ? (from - fraction) / from : 1
      return from - from * curve.value(at: u, duration: continuation.duration)
    }
    let u = from < 1 ? (fraction - from) / (1 - from) : 1
    return from + (1 - from) * curve.value(at: u, duration: continuation.duration)
  }

  /// The presentation value of `record` now.
  func presentationOffset(_ record: AnimationRecord) -> [Double] {
    let local: Double
    let eased = eased()
    let span = 1 - record.startFraction
    let timeline = span > 0 ? (eased - record.startFraction) / span : 1
    let (start, length) = record.window
    if start == 0 && length == 1 {
      // The whole timeline: a spring's progress passes 1 (overshoot) or starts below 0 (a
      // release moving away from the target), and the property follows it.
      local = timeline
    } else {
      // A keyframe's window: clamped, the keyframe holds before and after it.
      local = length > 0 ? min(max((timeline - start) / length, 0), 1) : (timeline >= start ? 1 : 0)
    }
    return record.delta.map { $0 * (1 - local) }
  }

  private func freezeAtCurrentValues() {
    writeBack { record, model in
      zip(model, self.presentationOffset(record)).map { $0 + $1 }
    }
    records = []
  }

  private func writeBack(_ value: (AnimationRecord, [Double]) -> [Double]) {
    CAModelTransaction.isWritingBack = true
    for record in records {
      guard let object = record.object,
        let model = ModelValues.read(object, record.key)
      else { continue }
      ModelValues.write(object, record.key, value(record, model))
    }
    CAModelTransaction.isWritingBack = false
  }

  private func retainWhileRunning() {
    // UIKit keeps a running animator alive until it ends.
    guard let owner, !UIKitModel.world.running.contains(where: { $0 === owner }) else { return }
    UIKitModel.world.running.append(owner)
  }

  private func releaseFromRunning() {
    UIKitModel.world.running.removeAll { $0 === owner }
  }

  /// Called from the animator's deinit.
  func ownerReleased() {
    if state == .stopped || state == .active {
      // §1.15 O: "It is an error to release a paused or stopped property animator".
      raise(
        "NSInternalInconsistencyException: It is an error to release a paused or stopped "
          + "property animator (§1.15, O; state \(state == .stopped ? "stopped" : "paused"))")
    }
  }

  /// Forgets the animator when the world is reset.
  func abandon() {
    state = .inactive
    isRunning = false
    records = []
  }
}

/// Reads and writes model values as vectors.
@MainActor
enum ModelValues {
  static func read(_ object: AnyObject, _ key: String) -> [Double]? {
    if let view = object as? UIView {
      switch key {
      case "bounds": return ModelAnimation.vector(view.store.bounds)
      case "center": return ModelAnimation.vector(view.store.center)
      case "alpha": return ModelAnimation.vector(view.store.alpha)
      case "transform": return ModelAnimation.vector(view.store.transform)
      case "backgroundColor": return ModelAnimation.vector(view.store.backgroundColor as Any)
      case "effect":
        return (view as? UIVisualEffectView).map { [Double($0.modelEffectLevel)] }
      default: return nil
      }
    }
    if let layer = object as? CALayer {
      switch key {
      case "cornerRadius": return [Double(layer.cornerRadius)]
      case "transform": return ModelAnimation.vector(layer.transform)
      default: return nil
      }
    }
    return nil
  }

  static func write(_ object: AnyObject, _ key: String, _ v: [Double]) {
    let c = v.map { CGFloat($0) }
    if let view = object as? UIView {
      switch key {
      case "bounds": view.store.bounds = CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
      case "center": view.store.center = CGPoint(x: c[0], y: c[1])
      case "alpha": view.store.alpha = c[0]
      case "transform":
        view.store.transform = CGAffineTransform(
          a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
      case "backgroundColor":
        view.store.backgroundColor = UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
      case "effect": (view as? UIVisualEffectView)?.modelWriteEffectLevel(c[0])
      default: break
      }
    } else if let layer = object as? CALayer {
      switch key {
      case "cornerRadius": layer.cornerRadius = c[0]
      case "transform":
        layer.transform = CATransform3D(
          m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
          m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14],
          m44: c[15])
      default: break
      }
    }
  }

  /// The presentation value of `key`: the model value plus what is left of every animation.
  static func presentation(_ object: AnyObject, _ key: String) -> [Double]? {
    guard var value = read(object, key) else { return nil }
    for box in UIKitModel.world.animatorCores {
      guard let core = box.object else { continue }
      for record in core.records where record.object === object && record.key == key {
        value = zip(value, core.presentationOffset(record)).map { $0 + $1 }
      }
    }
    return value
  }
}

extension UIView {
  /// The alpha on screen now, animations included (model only).
  public var modelPresentedAlpha: CGFloat {
    CGFloat(ModelValues.presentation(self, "alpha")?.first ?? Double(alpha))
  }
  /// The center on screen now, animations included (model only).
  public var modelPresentedCenter: CGPoint {
    let v = ModelValues.presentation(self, "center") ?? [0, 0]
    return CGPoint(x: v[0], y: v[1])
  }
  /// The bounds' size on screen now, animations included (model only).
  public var modelPresentedSize: CGSize {
    let v = ModelValues.presentation(self, "bounds") ?? [0, 0, 0, 0]
    return v.count >= 4 ? CGSize(width: v[2], height: v[3]) : bounds.size
  }
  /// The layer's corner radius on screen now (model only).
  public var modelPresentedCornerRadius: CGFloat {
    CGFloat(ModelValues.presentation(layer, "cornerRadius")?.first ?? 0)
  }
  /// The bounds on screen now, animations included (model only).
  public var modelPresentedBounds: CGRect {
    let v = ModelValues.presentation(self, "bounds") ?? [0, 0, 0, 0]
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }
  /// The 2D transform on screen now, animations included (model only).
  public var modelPresentedTransform: CGAffineTransform {
    let v = ModelValues.presentation(self, "transform") ?? [1, 0, 0, 1, 0, 0]
    return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
  }
}

/// Carries an animator's state machine out of its nonisolated deinit onto the main actor the
/// model runs on.
struct ReleasedCore: @unchecked Sendable {
  let core: AnimatorCore
}
