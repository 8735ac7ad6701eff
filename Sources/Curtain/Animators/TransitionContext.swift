import Foundation

/// Everything an animator knows about a transition before it plans it, as a value.
///
/// It mirrors what UIKit's `UIViewControllerContextTransitioning` offers: the container, the
/// initial and final frame of each view (`initialFrame(for:)`, `finalFrame(for:)`), whether the
/// transition is interactive; plus what Curtain's presentations add: the presented frame from the
/// presentation layout, the frame of a source view (the card an App Store transition expands
/// from), the safe area and the layout direction.
///
/// ```swift
/// let context = try TransitionContext(
///   operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// context.finalFrame(for: .presented)  // the whole container
/// ```
///
/// Equality and hashing are written by hand over the geometry's components, because `CGRect` is
/// `Hashable` on Apple platforms only from iOS 18: `-0.0` equals `0.0` and both hash alike; a NaN
/// anywhere makes the value unequal to every value, itself included (as `Double`'s `==`);
/// rectangles compare as stored, not standardized.
public struct TransitionContext: Hashable, Sendable {
  /// What the transition does: ``TransitionOperation``, Curtain's one vocabulary.
  public typealias Operation = TransitionOperation

  /// What the transition does.
  public var operation: Operation
  /// The bounds of the container view.
  public var containerBounds: CGRect
  /// The container's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// Frames of actors before the transition; actors not listed use ``containerBounds`` or, for
  /// an actor arriving on screen, `.zero`, as UIKit does.
  public var initialFrames: [ActorID: CGRect]
  /// Frames of actors after the transition; actors not listed use ``containerBounds`` or, for
  /// an actor leaving the screen, `.zero`.
  public var finalFrames: [ActorID: CGRect]
  /// The frame the presented view occupies once presented, from the presentation layout.
  public var presentedFrame: CGRect
  /// The frame of the view the transition grows from or shrinks into, if any.
  public var sourceFrame: CGRect?
  /// The tab indices of a ``TransitionOperation/tab`` switch; `nil` for other operations (and
  /// for a tab switch whose indices are unknown, which counts as forward).
  public var tabSwitch: TabSwitch?
  /// Whether a gesture drives the transition.
  public var isInteractive: Bool
  /// The container's layout direction; resolves `leading` and `trailing`.
  public var layoutDirection: LayoutDirection
  /// The views that appear on both screens, for matched transitions (``MatchedPair``); the
  /// first is the one a zoom or container transform morphs.
  public var matchedPairs: [MatchedPair]
  /// Whether the person asked for reduced motion (the system's Reduce Motion setting).
  ///
  /// Players honour it with ``TransitionAnimator/motionPlan(for:)``: a plan that changes only
  /// opacity and blur, never a frame or a transform.
  public var reduceMotion: Bool
  /// Where a player runs the front doors' animation blocks.
  ///
  /// `nil` runs them directly. Not part of the context's equality.
  package var outsideAnimations: OutsideAnimations?

  /// Creates a context, checking that every rectangle is finite and the container is not empty.
  ///
  /// - Parameters:
  ///   - operation: What the transition does.
  ///   - containerBounds: The container's bounds; width and height greater than 0.
  ///   - safeAreaInsets: The safe-area insets. Defaults to none.
  ///   - initialFrames: Frames before the transition. Defaults to none.
  ///   - finalFrames: Frames after the transition. Defaults to none.
  ///   - presentedFrame: The presented view's frame; `nil` (the default) means the whole
  ///     container.
  ///   - sourceFrame: The frame the transition grows from, if any.
  ///   - isInteractive: Whether a gesture drives the transition. Defaults to false.
  ///   - layoutDirection: The layout direction. Defaults to left to right.
  ///   - tabSwitch: For a ``TransitionOperation/tab`` switch, the tab indices. Defaults to none.
  ///   - matchedPairs: The views on both screens, for matched transitions. Defaults to none.
  ///   - reduceMotion: Whether motion is reduced. Defaults to false.
  /// - Throws: ``TransitionError/emptyContainer(width:height:)`` or
  ///   ``TransitionError/nonFiniteFrame(name:)``.
  public init(
    operation: Operation, containerBounds: CGRect, safeAreaInsets: EdgeInsets = .zero,
    initialFrames: [ActorID: CGRect] = [:], finalFrames: [ActorID: CGRect] = [:],
    presentedFrame: CGRect? = nil, sourceFrame: CGRect? = nil, isInteractive: Bool = false,
    layoutDirection: LayoutDirection = .leftToRight, tabSwitch: TabSwitch? = nil,
    matchedPairs: [MatchedPair] = [], reduceMotion: Bool = false
  ) throws(TransitionError) {
    guard containerBounds.isFiniteRect else { throw .nonFiniteFrame(name: "containerBounds") }
    guard containerBounds.width > 0, containerBounds.height > 0 else {
      throw .emptyContainer(
        width: Double(containerBounds.width), height: Double(containerBounds.height))
    }
    guard safeAreaInsets.isFinite else { throw .nonFiniteFrame(name: "safeAreaInsets") }
    for (label, frames) in [("initialFrames", initialFrames), ("finalFrames", finalFrames)] {
      for (actor, frame) in frames where !frame.isFiniteRect {
        throw .nonFiniteFrame(name: "\(label)[\(actor)]")
      }
    }
    if let presentedFrame, !presentedFrame.isFiniteRect {
      throw .nonFiniteFrame(name: "presentedFrame")
    }
    if let sourceFrame, !sourceFrame.isFiniteRect { throw .nonFiniteFrame(name: "sourceFrame") }
    for pair in matchedPairs where !pair.isFinite {
      throw .nonFiniteFrame(name: "matchedPairs[\(pair.id)]")
    }
    self.operation = operation
    self.containerBounds = containerBounds
    self.safeAreaInsets = safeAreaInsets
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
    self.presentedFrame = presentedFrame ?? containerBounds
    self.sourceFrame = sourceFrame
    self.isInteractive = isInteractive
    self.layoutDirection = layoutDirection
    self.tabSwitch = operation == .tab ? tabSwitch : nil
    self.matchedPairs = matchedPairs
    self.reduceMotion = reduceMotion
  }

  /// The frame a matched transition grows from: the first matched pair's source frame, else
  /// ``sourceFrame``.
  package var matchedSourceFrame: CGRect? { matchedPairs.first?.sourceFrame ?? sourceFrame }

  /// Whether the transition brings a screen forward (present, push, tab to a higher index).
  public var isPresenting: Bool {
    guard operation == .tab, let tabSwitch else { return operation.isForward }
    return tabSwitch.isForward
  }

  /// The actor that arrives on screen: `presented` for a presentation, `to` otherwise.
  package var arrivingActor: ActorID {
    switch operation {
    case .present: return .presented
    case .dismiss: return .presenting
    default: return .to
    }
  }

  /// The actor that leaves the screen: `presented` for a dismissal, `from` otherwise.
  package var leavingActor: ActorID {
    switch operation {
    case .present: return .presenting
    case .dismiss: return .presented
    default: return .from
    }
  }

  /// The frame of `actor` before the transition, as `UIViewControllerContextTransitioning.
  /// initialFrame(for:)`.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: The listed frame; otherwise `.zero` for a presented view that is arriving and
  ///   the presented frame for one that is leaving, and the container's bounds for the rest.
  public func initialFrame(for actor: ActorID) -> CGRect {
    if let frame = initialFrames[actor] { return frame }
    switch (actor, operation) {
    case (.presented, .present), (.to, _): return .zero
    case (.presented, .dismiss): return presentedFrame
    default: return containerBounds
    }
  }

  /// The frame of `actor` after the transition, as `UIViewControllerContextTransitioning.
  /// finalFrame(for:)`.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: The listed frame; otherwise the presented frame for a presented view that
  ///   arrives, `.zero` for one that leaves and for the `from` view, and the container's bounds
  ///   for the rest.
  public func finalFrame(for actor: ActorID) -> CGRect {
    if let frame = finalFrames[actor] { return frame }
    switch (actor, operation) {
    case (.presented, .present): return presentedFrame
    case (.presented, .dismiss), (.from, _): return .zero
    default: return containerBounds
    }
  }
}

extension CGRect {
  /// Whether every coordinate is a finite number.
  package var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension TransitionContext {
  /// Whether two contexts are equal in every property; rectangles (and the frames in
  /// ``initialFrames`` and ``finalFrames``) compare by their components, not standardized
  /// (`-0.0` equals `0.0`; NaN equals nothing).
  public static func == (lhs: TransitionContext, rhs: TransitionContext) -> Bool {
    lhs.operation == rhs.operation
      && GeometryHashing.equal(lhs.containerBounds, rhs.containerBounds)
      && lhs.safeAreaInsets == rhs.safeAreaInsets
      && GeometryHashing.equal(lhs.initialFrames, rhs.initialFrames)
      && GeometryHashing.equal(lhs.finalFrames, rhs.finalFrames)
      && GeometryHashing.equal(lhs.presentedFrame, rhs.presentedFrame)
      && GeometryHashing.equal(lhs.sourceFrame, rhs.sourceFrame)
      && lhs.isInteractive == rhs.isInteractive && lhs.layoutDirection == rhs.layoutDirection
      && lhs.tabSwitch == rhs.tabSwitch && lhs.matchedPairs == rhs.matchedPairs
      && lhs.reduceMotion == rhs.reduceMotion
  }

  /// Hashes every property, rectangles by their components (`-0.0` as `0.0`) and the frame
  /// dictionaries independently of their order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(operation)
    GeometryHashing.combine(containerBounds, into: &hasher)
    hasher.combine(safeAreaInsets)
    GeometryHashing.combine(initialFrames, into: &hasher)
    GeometryHashing.combine(finalFrames, into: &hasher)
    GeometryHashing.combine(presentedFrame, into: &hasher)
    GeometryHashing.combine(sourceFrame, into: &hasher)
    hasher.combine(isInteractive)
    hasher.combine(layoutDirection)
    hasher.combine(tabSwitch)
    hasher.combine(matchedPairs)
    hasher.combine(reduceMotion)
  }
}
