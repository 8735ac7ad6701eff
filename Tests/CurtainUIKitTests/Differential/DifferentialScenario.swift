#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainHeadless
import Foundation

/// One scenario of the differential test: a built-in animator, the operation it plays and what
/// happens to the transition on the way, played the same way by both players.
struct DifferentialScenario: CustomStringConvertible, Sendable {
  /// What happens to the transition while it runs.
  enum Script: Sendable {
    /// It plays on its own timing to the end.
    case playedThrough
    /// It starts under a finger that follows a gesture script (the samples 1/60 s apart, one
    /// per frame), and is released with the tracker's decision.
    case interactive(preset: String, GestureScript)
    /// It plays on its own timing, is grabbed at frame `frame`, dragged by `drag` (progress)
    /// over six frames and released towards the end (`finishing`) or the start.
    case grab(frame: Int, drag: Double, finishing: Bool)
    /// It plays on its own timing and the window rotates to 844 × 390 at frame `frame`; the
    /// transition is re-targeted onto the new container.
    case retarget(frame: Int)
    /// Re-targeted at frame `frame` as ``retarget(frame:)``, then grabbed three frames later,
    /// dragged forward by 0.2 over six frames and released towards the end.
    case retargetThenGrab(frame: Int)
    /// Re-targeted at frame `frame` as ``retarget(frame:)``, then grabbed three frames later,
    /// dragged back by 0.2 over six frames and released towards the start (a cancel after a
    /// rotation: the restore set on a cancel).
    case retargetThenCancel(frame: Int)
  }

  /// The built-in.
  let descriptor: AnimatorDescriptor
  /// The operation played.
  let operation: TransitionOperation
  /// What happens on the way.
  let script: Script
  /// The scenario's name, as a disagreement names it.
  let name: String
  /// The parameters of the UIKit side's animator; empty (the default, as the headless side's)
  /// but in the harness's own test, which makes the players disagree on purpose.
  var uikitParameters: [String: ParameterValue] = [:]

  var description: String { name }

  /// Whether the transition starts under a finger.
  var isInteractive: Bool {
    if case .interactive = script { return true }
    return false
  }

  /// The frame a source-growing animator grows from (an App Store card), on both players.
  static let sourceFrame = CGRect(x: 20, y: 180, width: 350, height: 260)
  /// The window (and the headless container) of every scenario.
  static let size = CGSize(width: 390, height: 844)
  /// The size a re-target rotates to.
  static let rotatedSize = CGSize(width: 844, height: 390)
  /// The model window's safe area, which the headless scene takes too.
  static let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// The gesture presets every interactive scenario plays: samples one frame apart, so each
  /// accepted sample is one frame of both players.
  static func presets(distance: Double) -> [(String, GestureScript)] {
    let pan = Pan.regular(.fromTop)
    let frame = 1.0 / 60
    return [
      (
        "drag-finish", .drag(pan, distance: distance, to: 0.7, duration: 0.3, sampleInterval: frame)
      ),
      (
        "drag-cancel", .drag(pan, distance: distance, to: 0.3, duration: 0.3, sampleInterval: frame)
      ),
      (
        "flick-forward",
        .flick(pan, distance: distance, to: 0.25, speed: 2_500, sampleInterval: frame)
      ),
      (
        "flick-back",
        .flick(pan, distance: distance, from: 0.62, to: 0.45, speed: 1_500, sampleInterval: frame)
      ),
      (
        "drag-then-reverse",
        .dragThenReverse(
          pan, distance: distance, to: 0.81, backTo: 0.52, duration: 0.3, returnDuration: 0.2,
          sampleInterval: frame)
      ),
      (
        "jittery-drag",
        .jitteryDrag(
          pan, distance: distance, to: 0.6, duration: 0.4, seed: 7, sampleInterval: frame)
      ),
    ]
  }

  /// Every scenario: each built-in in each operation it supports, played through, under each
  /// gesture preset, grabbed early and late both ways, and (modal operations) re-targeted on a
  /// rotation.
  @MainActor static func all() throws -> [DifferentialScenario] {
    var scenarios: [DifferentialScenario] = []
    for descriptor in BuiltInAnimators.descriptors {
      for operation in [TransitionOperation.present, .dismiss, .push, .pop, .tab]
      where descriptor.operations.contains(operation) {
        let base = "\(descriptor.id) \(operation)"
        func add(_ script: Script, _ suffix: String) {
          scenarios.append(
            DifferentialScenario(
              descriptor: descriptor, operation: operation, script: script,
              name: "\(base) \(suffix)"))
        }
        add(.playedThrough, "played through")
        for (preset, script) in presets(distance: 844) {
          add(.interactive(preset: preset, script), "interactive \(preset)")
        }
        // The frames of 30 % and 65 % of the plan's duration (at least the first frame).
        let duration = try descriptor.makeAnimator([:]).motionPlan(for: probeContext(operation))
          .duration
        for fraction in [0.3, 0.65] {
          let frame = max(1, Int((duration * 60 * fraction).rounded()))
          add(
            .grab(frame: frame, drag: 0.2, finishing: true), "grabbed at frame \(frame), finished")
          add(
            .grab(frame: frame, drag: -0.2, finishing: false),
            "grabbed at frame \(frame), cancelled")
        }
        if operation == .present || operation == .dismiss {
          let frame = max(1, Int((duration * 60 * 0.3).rounded()))
          add(.retarget(frame: frame), "re-targeted on a rotation at frame \(frame)")
          add(
            .retargetThenGrab(frame: frame),
            "re-targeted on a rotation at frame \(frame), then grabbed")
          add(
            .retargetThenCancel(frame: frame),
            "re-targeted on a rotation at frame \(frame), then cancelled")
        }
      }
    }
    return scenarios
  }

  /// A context like the scenarios' own, to read a plan's duration when choosing grab frames.
  static func probeContext(_ operation: TransitionOperation) throws -> TransitionContext {
    let bounds = CGRect(origin: .zero, size: size)
    return try TransitionContext(
      operation: operation, containerBounds: bounds, safeAreaInsets: safeArea,
      presentedFrame: bounds, sourceFrame: sourceFrame,
      tabSwitch: operation == .tab ? TabSwitch(from: 0, to: 1) : nil)
  }
}
#endif
