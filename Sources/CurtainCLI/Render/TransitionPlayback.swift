import CurtainAnimators
import CurtainEngine
import CurtainHeadless
import Foundation

/// One transition played on a fresh ``HeadlessScene``, recorded as a timeline.
///
/// A dismissal is played after an unrecorded presentation, and a pop after an unrecorded push,
/// so the recorded transition starts from a scene where it makes sense. With a gesture the
/// transition is requested as interactive and driven by a ``GestureScript`` along ``pan``.
@MainActor
struct TransitionPlayback {
  /// What was recorded.
  struct Recording {
    /// The frames.
    var timeline: Timeline
    /// The plan the recorded transition followed.
    var plan: TransitionPlan
    /// The pan that drove it, if a gesture did.
    var pan: Pan?
    /// The progress shown at each frame when a gesture drove it (the player's own); `nil`
    /// for a transition on the clock.
    var drivenProgress: [Double]? = nil
  }

  /// The operation to record.
  var operation: AnimatorDescriptor.Operation
  /// The container's size.
  var container: CGSize
  /// Frames per second.
  var framesPerSecond: Int
  /// The gesture that drives the transition, if any.
  var gesture: RenderOptions.Gesture?
  /// Where a presented screen sits, if not over the whole container.
  var layout: PresentationLayout?
  /// The source of a modal transition, given to the presentation and asked again at the
  /// dismissal (a matched pair with the presented frame as its destination).
  var source: CGRect?
  /// The threshold and policy of a gesture.
  var interaction = InteractionConfiguration.standard
  /// The recorded pan of `--gesture-script`, which drives the transition instead of
  /// ``gesture``.
  var recordedPan: RecordedPan?

  /// Plays the transition.
  ///
  /// - Parameters:
  ///   - animator: The animator of the recorded operation.
  ///   - forward: The animator of the unrecorded presentation or push before a dismissal or
  ///     pop.
  ///   - parameters: The recorded animator's parameters, to choose the pan's direction.
  /// - Returns: The recording.
  /// - Throws: ``CLIError/failure(_:)`` when the scene, the layout or the animator fails.
  func play(
    _ animator: any TransitionAnimator, after forward: any TransitionAnimator,
    parameters: AnimatorParameters
  ) throws(CLIError) -> Recording {
    do {
      let scene = try HeadlessScene(size: container)
      let screen = HeadlessScreen(name: "detail")
      let interactive = gesture != nil || recordedPan != nil
      let transition: HeadlessTransition
      switch operation {
      case .present:
        transition = try present(
          screen, in: scene, animator: animator, interactive: interactive)
      case .dismiss:
        try present(screen, in: scene, animator: forward).finish()
        if let gesture, animator is any DragDismissing {
          return try dragToDismiss(gesture, in: scene, animator: animator)
        }
        transition = try scene.dismiss(animator: animator, interactive: interactive)
      case .push:
        transition = try scene.push(screen, animator: animator, interactive: interactive)
      case .pop:
        try scene.push(screen, animator: forward).finish()
        transition = try scene.pop(animator: animator, interactive: interactive)
      case .tab:
        // Two tabs, the first selected: the switch goes to the second (a higher index).
        try scene.setTabs([HeadlessScreen(name: "first-tab"), screen], selectedIndex: 0)
        transition = try scene.selectTab(1, animator: animator, interactive: interactive)
      }
      guard let plan = transition.plan, transition.state == .running else {
        throw CLIError.failure(
          "the \(operation.rawValue) transition did not start (\(transition.state))")
      }
      if let recordedPan {
        let pan = Self.pan(for: operation, parameters: parameters)
        let script = recordedPan.script(pan: pan, distance: distance(along: pan))
        guard recordedPan.end == .release else {
          return try cancelled(transition, script: script, plan: plan)
        }
        let timeline = try transition.drive(
          with: script, configuration: interaction, fps: framesPerSecond)
        return Recording(
          timeline: timeline, plan: plan, pan: pan, drivenProgress: transition.drivenProgress)
      }
      guard let gesture else {
        return Recording(
          timeline: try transition.run(fps: framesPerSecond), plan: plan, pan: nil)
      }
      let pan = Self.pan(for: operation, parameters: parameters)
      let timeline = try transition.drive(
        with: script(gesture, pan: pan), configuration: interaction, fps: framesPerSecond)
      return Recording(
        timeline: timeline, plan: plan, pan: pan, drivenProgress: transition.drivenProgress)
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("cannot play the \(operation.rawValue) transition: \(error)")
    }
  }

  /// The presented screen's frame: the layout's in the container, or `nil` for the whole
  /// container.
  func presentedFrame() throws(CLIError) -> CGRect? {
    guard let layout else { return nil }
    do {
      return try layout.frame(in: CGRect(origin: .zero, size: container))
    } catch {
      throw .failure(
        "the spec's presentation does not fit a \(Self.describe(container)) "
          + "container: \(error)")
    }
  }

  /// The container's length on the pan's axis: the distance a gesture covers.
  func distance(along pan: Pan) -> Double {
    Double(pan.axis() == .vertical ? container.height : container.width)
  }

  /// Plays a script whose gesture the system cancels: the transition follows the samples
  /// (one frame per sample the tracker accepts), then goes back from where it was, drawn at
  /// ``framesPerSecond``.
  func cancelled(
    _ transition: HeadlessTransition, script: GestureScript, plan: TransitionPlan
  ) throws -> Recording {
    var tracker = try InteractionTracker(
      pan: script.pan, distance: script.distance, configuration: interaction)
    var frames: [Timeline.Frame] = []
    var origin: TimeInterval?
    func frame(at time: TimeInterval) -> Timeline.Frame {
      var states: [ActorID: ViewState] = [:]
      for actor in transition.actors { states[actor] = transition.state(of: actor) }
      return Timeline.Frame(time: time, states: states)
    }
    for sample in script.samples {
      let ignored = tracker.ignoredSampleCount
      if tracker.isTracking {
        tracker.update(sample)
      } else if try !tracker.begin(sample) {
        continue
      }
      guard tracker.ignoredSampleCount == ignored else { continue }
      let start = origin ?? sample.time
      origin = start
      try transition.update(progress: tracker.progress)
      frames.append(frame(at: sample.time - start))
    }
    _ = tracker.cancel()
    guard !frames.isEmpty else {
      frames.append(frame(at: 0))
      transition.cancel()
      return Recording(
        timeline: Timeline(
          actors: transition.actors, framesPerSecond: framesPerSecond, duration: 0,
          frames: frames),
        plan: plan, pan: script.pan)
    }
    let releaseTime = frames.last?.time ?? 0
    try transition.cancel(velocity: 0)
    if !transition.isEnded {
      let back = try transition.run(fps: framesPerSecond)
      for item in back.frames where item.time > 0 {
        frames.append(Timeline.Frame(time: releaseTime + item.time, states: item.states))
      }
    }
    return Recording(
      timeline: Timeline(
        actors: transition.actors, framesPerSecond: framesPerSecond,
        duration: frames.last?.time ?? 0, frames: frames),
      plan: plan, pan: script.pan)
  }

  /// The gesture's script along `pan`, over the container's length on the pan's axis.
  func script(_ gesture: RenderOptions.Gesture, pan: Pan) -> GestureScript {
    let distance = distance(along: pan)
    switch gesture {
    case .flick:
      return .flick(pan, distance: distance, to: 0.3)
    case .drag:
      return .drag(pan, distance: distance, to: 0.6, duration: 0.6)
    case .dragReverse:
      return .dragThenReverse(
        pan, distance: distance, to: 0.6, backTo: 0.2, duration: 0.4, returnDuration: 0.3)
    }
  }

  /// The pan that drives `operation`.
  ///
  /// A presentation is dragged in from the edge the view enters by (its `showDirection`,
  /// `direction` or `vertical` parameter, the bottom when it has none): from the bottom, the
  /// finger moves up. A dismissal is dragged towards the edge the view leaves by
  /// (`dismissDirection`, `direction` or `vertical`, the bottom when it has none). A push and a
  /// switch to the next tab are a pan towards the leading side, and a pop the swipe back from
  /// the leading edge.
  static func pan(
    for operation: AnimatorDescriptor.Operation, parameters: AnimatorParameters
  ) -> Pan {
    func direction(_ names: [String]) -> Direction {
      for name in names {
        if case .direction(let direction)? = parameters.values[name] { return direction }
      }
      return .bottom
    }
    switch operation {
    case .present:
      let edge = direction(["showDirection", "direction", "vertical"])
      return .regular(PanDirection(toward: edge.opposite))
    case .dismiss:
      return .regular(
        PanDirection(toward: direction(["dismissDirection", "direction", "vertical"])))
    case .push, .tab:
      return .regular(.fromRight)
    case .pop:
      return .edge(.leading)
    }
  }

  /// `390x844`.
  static func describe(_ size: CGSize) -> String {
    "\(ParameterText.format(Double(size.width)))x\(ParameterText.format(Double(size.height)))"
  }
}
