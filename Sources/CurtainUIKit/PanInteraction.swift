#if canImport(UIKit)
import Curtain
import UIKit

/// A pan (or screen-edge pan) that drives a transition through Curtain's
/// ``InteractionTracker``.
///
/// The recognizer is public so that apps can set failure requirements
/// (`scrollView.panGestureRecognizer.require(toFail: interaction.recognizer)`). Its delegate is
/// the interaction's own: ``shouldBegin``, ``choosePan`` and a transition still settling refuse
/// a touch in `gestureRecognizerShouldBegin(_:)`, so a refused touch fails at once and does not
/// block scroll views or the swipe back; replacing the delegate loses that.
/// When the gesture begins, ``onBegin`` starts the transition (a dismissal, a pop, a tab
/// switch) with a bridge whose `wantsInteractiveStart` is set; the interaction then feeds
/// progress to the bridge and releases it with the tracker's decision.
///
/// ```swift
/// let interaction = PanInteraction(pan: .regular(.down), configuration: .standard)
/// interaction.onBegin = { [weak controller] in controller?.dismiss(animated: true) }
/// interaction.attach(to: controller.view)
/// ```
@MainActor
public final class PanInteraction {
  /// The gesture recognizer: a `UIScreenEdgePanGestureRecognizer` for ``Pan/edge(_:)``,
  /// otherwise a `UIPanGestureRecognizer`.
  ///
  /// tvOS has no screen-edge pans: there an edge pan is a `UIPanGestureRecognizer` following the
  /// same direction.
  public let recognizer: UIPanGestureRecognizer
  /// The pan this interaction follows.
  public let pan: Pan
  /// The completion threshold, drag mode and release policy.
  public let configuration: InteractionConfiguration
  /// Decides whether a gesture may start, from its first sample.
  ///
  /// For example only when a scroll view is at its top. `nil` lets every gesture in the pan's direction start.
  public var beginWhen: (@Sendable (GestureSample) -> Bool)?
  /// Asked when a gesture begins, before any sample is tracked: return `false` to leave the
  /// touch alone (EasyTransitions' `beginWhen`, for example while a scroll view is not at its
  /// top).
  public var shouldBegin: (@MainActor () -> Bool)?
  /// Picks the pan a gesture follows, from its velocity when it begins.
  ///
  /// The velocity is in points per second; `nil` (the default) keeps ``pan``, and a closure
  /// that returns `nil` leaves the touch alone. A tab bar uses it to go to the next tab on a
  /// right-to-left swipe and back on a left-to-right one.
  public var choosePan: (@MainActor (CGPoint) -> Pan?)?
  /// Starts the transition the gesture drives; called when a gesture begins.
  public var onBegin: (@MainActor () -> Void)?
  /// The bridge of the transition being driven; set by whoever starts the transition.
  public weak var bridge: TransitionBridge?
  /// Whether a gesture is driving a transition now.
  public private(set) var isActive = false

  private var tracker: InteractionTracker?
  private let target: GestureTarget
  private let gate = PanGate()
  private weak var settling: TransitionBridge?
  private var chosenPan: Pan?
  private weak var host: UIView?
  private var startTime: TimeInterval = 0

  /// Creates an interaction; attach it to a view to use it.
  ///
  /// - Parameters:
  ///   - pan: The direction or screen edge to follow.
  ///   - configuration: Threshold, drag mode and release policy. Defaults to
  ///     ``InteractionConfiguration/standard``.
  public init(pan: Pan, configuration: InteractionConfiguration = .standard) {
    self.pan = pan
    self.configuration = configuration
    switch pan {
    case .edge:
      // UIScreenEdgePanGestureRecognizer is iOS-only; Linux type-checks this branch against
      // the UIKit stub.
      #if !os(tvOS)
      let edgePan = UIScreenEdgePanGestureRecognizer()
      edgePan.edges = Self.rectEdge(pan.direction(for: .leftToRight))
      recognizer = edgePan
      #else
      recognizer = UIPanGestureRecognizer()
      #endif
    case .regular:
      recognizer = UIPanGestureRecognizer()
    }
    var handle: (@MainActor (UIGestureRecognizer) -> Void)?
    target = GestureTarget { recognizer in handle?(recognizer) }
    handle = { [weak self] _ in self?.handle() }
    target.attach(to: recognizer)
    gate.shouldBegin = { [weak self] in self?.gestureShouldBegin() ?? false }
    recognizer.delegate = gate
  }

  /// Adds the recognizer to `view`.
  ///
  /// - Parameter view: The view that receives the touches.
  public func attach(to view: UIView) {
    // Moves the recognizer only: ``detach()`` would also forget onBegin and shouldBegin, which
    // the callers set before attaching.
    host?.removeGestureRecognizer(recognizer)
    view.addGestureRecognizer(recognizer)
    host = view
  }

  /// Removes the recognizer from its view and forgets the transition (done after dismissal).
  public func detach() {
    host?.removeGestureRecognizer(recognizer)
    host = nil
    tracker = nil
    isActive = false
    bridge = nil
    settling = nil
    onBegin = nil
    shouldBegin = nil
    choosePan = nil
  }

  /// Decides in `gestureRecognizerShouldBegin(_:)`, before the recognizer wins the touch:
  /// refuses while a released transition still settles, when ``shouldBegin`` says no, or when
  /// ``choosePan`` picks nothing.
  private func gestureShouldBegin() -> Bool {
    guard let view = host, !isActive else { return false }
    if let settling, settling.isInTransition { return false }
    if let shouldBegin, !shouldBegin() { return false }
    chosenPan = pan
    if let choosePan {
      guard let chosen = choosePan(recognizer.velocity(in: Self.space(of: view))) else {
        return false
      }
      chosenPan = chosen
    }
    return true
  }

  /// The translation is measured in the host's superview: the host itself is often the view
  /// being animated, and its transform would scale the progress.
  private static func space(of view: UIView) -> UIView { view.superview ?? view }

  private func handle() {
    guard let view = host else { return }
    let translation = recognizer.translation(in: Self.space(of: view))
    let time = ProcessInfo.processInfo.systemUptime
    switch recognizer.state {
    case .began:
      guard !isActive else { return }
      startTime = time
      let followed = chosenPan ?? pan
      let distance = Double(Self.distance(for: followed, in: view.bounds.size))
      guard
        var fresh = try? InteractionTracker(
          pan: followed, distance: max(distance, 1), configuration: configuration,
          layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? .rightToLeft : .leftToRight,
          beginWhen: beginWhen)
      else { return }
      let sample = GestureSample(time: 0, translation: translation)
      guard (try? fresh.begin(sample)) == true else { return }
      tracker = fresh
      isActive = true
      onBegin?()
    case .changed:
      guard isActive, var tracker else { return }
      tracker.update(GestureSample(time: time - startTime, translation: translation))
      self.tracker = tracker
      bridge?.update(progress: tracker.progress)
    case .ended, .cancelled, .failed:
      guard isActive, var tracker else { return }
      let decision =
        recognizer.state == .ended
        ? tracker.end(GestureSample(time: time - startTime, translation: translation))
        : tracker.cancel()
      self.tracker = nil
      isActive = false
      // The released transition settles on its own: the next grab must not drive it.
      let released = bridge
      bridge = nil
      settling = released
      if let decision, let released {
        released.release(
          finishing: decision.finishes,
          velocity: decision.distance > 0 ? decision.velocity / decision.distance : 0)
      }
    default:
      break
    }
  }

  static func distance(for pan: Pan, in size: CGSize) -> CGFloat {
    pan.axis() == .vertical ? size.height : size.width
  }

  static func rectEdge(_ direction: PanDirection) -> UIRectEdge {
    switch direction {
    case .fromTop: return .top
    case .fromBottom: return .bottom
    case .fromLeft: return .left
    case .fromRight: return .right
    }
  }
}

/// The pan's delegate: asks the interaction whether a touch may begin.
@MainActor
private final class PanGate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin: (@MainActor () -> Bool)?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin?() ?? true
  }
}
#endif
