import Foundation

/// An animation that runs beside a transition's main animation, in a window given as fractions
/// of the transition: EasyTransitions' auxiliary animations.
///
/// The block sets views as animation code does; it is recorded like the main animation and runs
/// from `relativeStart × duration` for `relativeDuration × duration` of the transition's
/// timeline (see ``ModalTransitionAnimator`` and ``NavigationTransitionAnimator`` for the timing
/// each gives it). Both numbers are fractions of the transition, `0...1`; EasyTransitions passed
/// the relative duration in seconds, which is why its auxiliary animations ran too long.
///
/// Animations compose: ``sequence(_:)`` runs animations one after another, ``parallel(_:)``
/// runs them together, ``delayed(by:)`` moves one later. Nothing is checked when you build an
/// animation; a transition checks every part when it plans (``validate()``), so the closure that
/// returns them need not throw.
///
/// ```swift
/// animator.auxAnimations = { presenting in
///   [
///     AuxAnimation(relativeDuration: 0.3) { card.shadow.opacity = presenting ? 0 : 0.3 },
///     .sequence([
///       AuxAnimation(relativeDuration: 0.2) { badge.alpha = 0 },
///       AuxAnimation(relativeStart: 0.1, relativeDuration: 0.2) { badge.alpha = 1 },
///     ]).delayed(by: 0.4),
///   ]
/// }
/// ```
public struct AuxAnimation: Sendable {
  /// One block in its window, the start and duration measured from the transition's start.
  struct Part: Sendable {
    var start: Double
    var duration: Double
    var block: @MainActor (Views) -> Void
  }

  /// The views of the transition an auxiliary animation runs in, for blocks that reach views
  /// the animator did not keep: in a modal transition the presenting screen, EasyTransitions'
  /// "root controller", which a modal animator's `layout` and `animate` never receive.
  ///
  /// ```swift
  /// // The screen below recedes while the modal view rises.
  /// AuxAnimation(relativeDuration: 0.6) { views in
  ///   let scale: CGFloat = presenting ? 0.92 : 1
  ///   views.presentingView?.transform = Transform3D(scaleX: scale, scaleY: scale)
  ///   views.presentingView?.alpha = presenting ? 0.6 : 1
  /// }
  /// ```
  @MainActor
  public struct Views {
    private let lookup: @MainActor (ActorID) -> (any AnimatableView)?

    /// Views looked up by `lookup`.
    init(_ lookup: @escaping @MainActor (ActorID) -> (any AnimatableView)?) {
      self.lookup = lookup
    }

    /// No views: what ``AuxAnimation/animations`` passes when a block runs outside a
    /// transition.
    static let none = Views { _ in nil }

    /// The view that plays `actor` in the transition (`.presenting`, `.presented`, `.from`,
    /// `.to`, `.container`, …), or `nil` outside a transition.
    ///
    /// - Parameter actor: The actor.
    /// - Returns: Its view, recorded like the main animation's views.
    public func view(for actor: ActorID) -> (any AnimatableView)? { lookup(actor) }

    /// The presenting screen's view, ``ActorID/presenting``.
    ///
    /// In a modal transition it is the screen below the modal view, EasyTransitions' root
    /// controller's view. In a navigation transition the from and to views are the animator's
    /// own arguments.
    public var presentingView: (any AnimatableView)? { lookup(.presenting) }

    /// The container view.
    public var container: (any AnimatableView)? { lookup(.container) }
  }

  /// The blocks this animation is made of, in the order they were composed.
  let storage: [Part]

  /// Creates an animation that runs `animations` in a window of the transition.
  ///
  /// - Parameters:
  ///   - relativeStart: When the window opens, as a fraction of the transition, `0...1`.
  ///     Defaults to 0.
  ///   - relativeDuration: How long it stays open, as a fraction of the transition; the window
  ///     must close by 1. Defaults to the rest of the transition, `1 − relativeStart`.
  ///   - animations: Code that sets the views' end values, as in an animation block.
  public init(
    relativeStart: Double = 0, relativeDuration: Double? = nil,
    animations: @escaping @MainActor () -> Void
  ) {
    storage = [
      Part(
        start: relativeStart, duration: relativeDuration ?? 1 - relativeStart,
        block: { _ in animations() })
    ]
  }

  init(storage: [Part]) {
    self.storage = storage
  }

  /// When the animation's first part starts, as a fraction of the transition.
  ///
  /// 0 for an animation with no parts; for several parts, NaN when a part's start or duration
  /// is not a number.
  public var relativeStart: Double {
    bounds.start
  }

  /// How long the animation runs from ``relativeStart`` until its last part ends, as a
  /// fraction of the transition.
  ///
  /// 0 for an animation with no parts; for several parts, NaN when a part's start or duration
  /// is not a number.
  public var relativeDuration: Double {
    if storage.count == 1 { return storage[0].duration }
    return bounds.end - bounds.start
  }

  /// When the animation's last part ends: ``relativeStart`` + ``relativeDuration``.
  package var relativeEnd: Double {
    bounds.end
  }

  private var bounds: (start: Double, end: Double) {
    guard !storage.isEmpty else { return (0, 0) }
    if storage.count == 1 {
      let part = storage[0]
      return (part.start, part.start + part.duration)
    }
    var start = Double.infinity
    var end = -Double.infinity
    for part in storage {
      guard part.start.isFinite, part.duration.isFinite else { return (.nan, .nan) }
      start = min(start, part.start)
      end = max(end, part.start + part.duration)
    }
    return (start, end)
  }

  /// Creates an animation whose block receives the transition's ``Views``, so that it can
  /// animate views the animator was not given, such as the presenting screen of a modal
  /// transition.
  ///
  /// - Parameters:
  ///   - relativeStart: When it starts, as a fraction of the transition. Defaults to 0.
  ///   - relativeDuration: How long it runs, as a fraction of the transition. Defaults to the
  ///     rest of the transition, `1 - relativeStart`.
  ///   - animations: The block; it sets views as animation code does.
  public init(
    relativeStart: Double = 0, relativeDuration: Double? = nil,
    animations: @escaping @MainActor (Views) -> Void
  ) {
    storage = [
      Part(
        start: relativeStart, duration: relativeDuration ?? 1 - relativeStart, block: animations)
    ]
  }

  /// The single-block animations this one is made of, each with its own window in the
  /// transition, in the order they were composed.
  public var parts: [AuxAnimation] {
    storage.map { AuxAnimation(storage: [$0]) }
  }

  /// Runs every part's block at once, in order, without animation.
  public var animations: @MainActor () -> Void {
    let storage = storage
    return {
      for part in storage { part.block(.none) }
    }
  }

  /// Returns the animations run one after another: each starts where the previous one ends,
  /// plus its own ``relativeStart``, which acts as a pause.
  ///
  /// The result starts where the first animation does and ends where the last one ends; its
  /// windows are checked when a transition plans it.
  ///
  /// ```swift
  /// let blink = AuxAnimation.sequence([
  ///   AuxAnimation(relativeDuration: 0.25) { badge.alpha = 0 },  // 0 to 0.25
  ///   AuxAnimation(relativeStart: 0.1, relativeDuration: 0.25) { badge.alpha = 1 },  // 0.35 to 0.6
  /// ])
  /// ```
  ///
  /// - Parameter animations: The animations, in order.
  /// - Returns: The sequence; with no animations, an animation that does nothing.
  public static func sequence(_ animations: [AuxAnimation]) -> AuxAnimation {
    var cursor = 0.0
    var storage: [Part] = []
    for animation in animations {
      storage += animation.shifted(by: cursor).storage
      // An empty animation takes no time; a non-finite one poisons what follows, so the check
      // at planning time reports it.
      if !animation.storage.isEmpty { cursor += animation.relativeEnd }
    }
    return AuxAnimation(storage: storage)
  }

  /// Returns the animations run together: each starts at its own ``relativeStart``.
  ///
  /// - Parameter animations: The animations.
  /// - Returns: The group; with no animations, an animation that does nothing.
  public static func parallel(_ animations: [AuxAnimation]) -> AuxAnimation {
    AuxAnimation(storage: animations.flatMap(\.storage))
  }

  /// Returns this animation started later by `fraction` of the transition.
  ///
  /// A negative fraction moves it earlier; the windows are checked when a transition plans it.
  ///
  /// - Parameter fraction: The fraction of the transition to wait.
  /// - Returns: The shifted animation.
  public func delayed(by fraction: Double) -> AuxAnimation {
    shifted(by: fraction)
  }

  private func shifted(by offset: Double) -> AuxAnimation {
    AuxAnimation(
      storage: storage.map {
        Part(start: $0.start + offset, duration: $0.duration, block: $0.block)
      }
    )
  }

  /// How far a window may stray past `0...1` through rounding (0.1 + 0.2 + 0.7 is not 1) and
  /// still count as inside it.
  static let tolerance = 1e-9

  /// Checks that every part's window lies inside the transition.
  ///
  /// - Throws: ``TransitionError/auxiliaryAnimationOutOfRange(start:duration:)`` for the first
  ///   part whose start or duration is not a finite number, whose start is negative, whose
  ///   duration is negative, or whose window ends after 1.
  public func validate() throws(TransitionError) {
    _ = try validatedParts()
  }

  /// The parts with their windows checked and rounding clamped into `0...1`.
  func validatedParts() throws(TransitionError) -> [Part] {
    try storage.map { part throws(TransitionError) in
      let start = part.start
      let duration = part.duration
      guard start.isFinite, duration.isFinite, start >= -Self.tolerance,
        duration >= -Self.tolerance, start + duration <= 1 + Self.tolerance
      else {
        throw .auxiliaryAnimationOutOfRange(start: start, duration: duration)
      }
      let clampedStart = min(max(start, 0), 1)
      let end = min(max(start + duration, clampedStart), 1)
      return Part(start: clampedStart, duration: end - clampedStart, block: part.block)
    }
  }
}
