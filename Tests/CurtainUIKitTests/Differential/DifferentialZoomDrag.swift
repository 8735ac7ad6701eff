#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// The zoom's drag to dismiss, played by both players: the headless scene's
/// `dismissByDragging(_:touchDown:animator:)` and CurtainUIKit's `ShrinkingDragInteraction`
/// (wired by `ModalTransitionDelegate.wireDragToDismiss(viewController:)`) under a model touch,
/// the finger's samples one frame apart.
///
/// The presented screen rests on the whole window; the source is a card at
/// ``DifferentialZoomDrag/card`` in the root view. Frame j of the drag is the headless
/// timeline's frame j and UIKit after the touch's j-th move; after the release, the flight's or
/// the restore's frames follow on both at 60 Hz (the headless flight's first frame is the
/// release instant, the restore's one frame after it). The finger lifts one frame after its
/// last move, where it last was (UIKit's `.ended`, the headless script's last sample); both
/// players release with the session's estimate over the samples
/// (`ShrinkingDrag.releaseVelocity(of:)`). The model recognizer reports the velocity the
/// samples show, or, for ``Drag/reportedVelocity``, one they do not show, which the release
/// must not follow.
@MainActor
struct DifferentialZoomDrag: DifferentialPlayable {
  /// A drag: where the finger touches down, how far it moves and whether it holds still before
  /// it lifts (no velocity).
  struct Drag: Sendable {
    let name: String
    let touchDown: CGPoint
    let travel: CGPoint
    let holds: Bool
    /// A velocity the recognizer reports at the lift that its samples do not show (points per
    /// second); `nil`: the samples' own.
    var reportedVelocity: CGPoint?
  }

  static let card = CGRect(x: 20, y: 300, width: 160, height: 120)

  /// The drags: three touch-downs, each released far down at speed, far down held still, and
  /// short (a restore).
  static let drags: [Drag] = {
    var drags: [Drag] = []
    for (label, point) in [
      ("top", CGPoint(x: 195, y: 150)), ("middle", CGPoint(x: 195, y: 420)),
      ("side", CGPoint(x: 320, y: 600)),
    ] {
      drags.append(
        Drag(name: "\(label) flung", touchDown: point, travel: CGPoint(x: 30, y: 260), holds: false)
      )
      drags.append(
        Drag(name: "\(label) held", touchDown: point, travel: CGPoint(x: -20, y: 330), holds: true))
      drags.append(
        Drag(name: "\(label) short", touchDown: point, travel: CGPoint(x: 10, y: 50), holds: true))
    }
    // Held still far down, the recognizer claiming a fling back up: the release follows the
    // samples (no velocity, 330 pt down: the translation alone dismisses, as "middle held").
    drags.append(
      Drag(
        name: "middle held, the recognizer claiming a fling up",
        touchDown: CGPoint(x: 195, y: 420), travel: CGPoint(x: -20, y: 330), holds: true,
        reportedVelocity: CGPoint(x: 0, y: -3000)))
    return drags
  }()

  let drag: Drag

  init(drag: Drag) { self.drag = drag }

  var name: String { "zoom drag \(drag.name)" }
  private(set) var framesCompared = 0
  /// The first frame where the headless player drew the zoom's dim and UIKit had no view for
  /// it: reported after the rest was compared (a full-screen zoom keeps no background in UIKit).
  private var missingBackground: Disagreement?

  /// The finger's samples, one a frame: 18 frames of travel, then (held) 12 frames still, then
  /// the lift, one frame later where the finger last was.
  var samples: [GestureSample] {
    DifferentialFinger.samples(travel: drag.travel, holds: drag.holds)
  }

  /// Plays the drag on both players; the first disagreement, or `nil`.
  mutating func play() throws -> Disagreement? {
    let samples = self.samples
    let velocity = drag.reportedVelocity ?? ShrinkingDrag.releaseVelocity(of: samples)
    // Headless.
    let scene = try HeadlessScene(
      size: DifferentialScenario.size, safeAreaInsets: DifferentialScenario.safeArea)
    let detail = HeadlessScreen(name: "detail")
    let zoom = try descriptor().makeAnimator([:])
    let destination = CGRect(origin: .zero, size: DifferentialScenario.size)
    try scene.present(detail, animator: zoom) {
      MatchedPair(id: "source", sourceFrame: Self.card, destinationFrame: destination)
    }.finish()
    let script = GestureScript(pan: .regular(.fromTop), distance: 844, samples: samples)
    let timeline = try scene.dismissByDragging(
      script, touchDown: drag.touchDown, animator: try descriptor().makeAnimator([:]))
    // UIKit.
    UIKitModel.reset(size: DifferentialScenario.size)
    let root = UIViewController()
    Harness.world(root: root)
    let card = UIView(frame: Self.card)
    root.view.addSubview(card)
    let presented = UIViewController()
    let delegate = ModalTransitionDelegate(animator: try descriptor().makeAnimator([:]))
    delegate.sourceViewProvider = { [weak card] in card }
    delegate.wireDragToDismiss(viewController: presented)
    delegate.attach(to: presented)
    root.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    guard let interaction = delegate.dragInteraction else {
      return disagreement("0", "drag", "interaction", "wired", "none")
    }
    var actors = DifferentialActors()
    actors.screens = [.presented: presented.view, .from: presented.view, .presenting: root.view]
    actors.screens[.to] = root.view
    actors.container = presented.view.superview
    let touch = ModelTouch(interaction.recognizer)
    guard touch.begin(at: drag.touchDown) else {
      return disagreement("0", "drag", "began", "true", "false")
    }
    let frames = timeline.frames
    actors.matchTemporaries(timeline.actors, firstFrame: frames.first?.states ?? [:])
    if let found = compare(frames[0], actors, frame: "0") { return found }
    let lift = samples.count - 1
    for index in 1..<lift {
      touch.move(to: samples[index].translation)
      if let found = compare(frames[index], actors, frame: "\(index)") { return found }
    }
    touch.end(velocity: velocity)
    // The lift's frame shows the pose at the lift (the flight's first frame, or the restore's
    // start): compared once the release began, on both.
    if let found = compare(frames[lift], actors, frame: "\(lift) (lift)") { return found }
    var index = samples.count
    let flies = index < frames.count && frames[index].time == frames[index - 1].time
    if flies {
      // The flight's first frame: the release instant.
      actors.container = actors.container ?? presented.view.superview
      actors.matchTemporaries(timeline.actors, firstFrame: frames[index].states)
      if let found = compare(frames[index], actors, frame: "\(index) (release)") { return found }
      index += 1
    }
    while index < frames.count {
      ScenarioClock.advance(by: ScenarioClock.frame)
      // The flight's last headless frame is its very end, where a spring is cut onto its
      // target (up to 0.001 of its distance): the model's animators add up their fraction a
      // frame at a time and may reach it a frame later (0.9999999999999998), as
      // `DifferentialRun` allows; that frame is compared once UIKit's dismissal has ended too.
      if flies, index == frames.count - 1, root.presentedViewController != nil {
        ScenarioClock.advance(by: ScenarioClock.frame)
      }
      if let found = compare(frames[index], actors, frame: "\(index)") { return found }
      index += 1
    }
    ScenarioClock.runUntilIdle()
    let structure = (
      headless: scene.presentedScreens.isEmpty ? "dismissed" : "presented",
      uikit: root.presentedViewController == nil ? "dismissed" : "presented"
    )
    if structure.headless != structure.uikit {
      return disagreement("end", "scene", "structure", structure.headless, structure.uikit)
    }
    Scenario.expectNoFailures()
    return missingBackground
  }

  private func descriptor() throws -> AnimatorDescriptor {
    guard let zoom = BuiltInAnimators.descriptors.first(where: { $0.id == "zoom" }) else {
      throw Disagreement(
        scenario: name, frame: "-", actor: "-", property: "descriptor", headless: "zoom",
        uikit: "none")
    }
    return zoom
  }

  /// Compares every actor of a headless frame with the view that draws it in UIKit (a screen
  /// only while its view is in the window).
  private mutating func compare(
    _ frame: Timeline.Frame, _ actors: DifferentialActors, frame label: String
  ) -> Disagreement? {
    framesCompared += 1
    var states = frame.states.map { (actor: $0.key, state: $0.value) }.sorted {
      "\($0.actor)" < "\($1.actor)"
    }
    if frame.states[.background] != nil, actors.view(for: .background) == nil {
      missingBackground =
        missingBackground ?? disagreement(label, "background", "presence", "drawn", "no view")
      states.removeAll { $0.actor == .background }
    }
    // A screen is drawn only while its view is in the window.
    states.removeAll { actors.screens[$0.actor].map { $0.window == nil } ?? false }
    return firstDifference(states, views: actors.view(for:), frame: label)
  }
}
#endif
