import CurtainAnimators
import CurtainHeadless
import Foundation

// Matched transitions in the tool: the source of `--source` and the zoom's drag to dismiss.
extension TransitionPlayback {
  /// The default source: a card in the upper half of the container, 10 % of the width in from
  /// each side, from 15 % to 40 % of the height (39, 126.6, 312, 211 in 390 × 844).
  static func defaultSource(in container: CGSize) -> CGRect {
    CGRect(
      x: container.width * 0.1, y: container.height * 0.15, width: container.width * 0.8,
      height: container.height * 0.25)
  }

  /// Presents `screen` with `animator`, with ``source`` as its matched source when there is one.
  func present(
    _ screen: HeadlessScreen, in scene: HeadlessScene, animator: any TransitionAnimator,
    interactive: Bool = false
  ) throws -> HeadlessTransition {
    let frame = try presentedFrame()
    guard let source else {
      return try scene.present(
        screen, animator: animator, presentedFrame: frame, interactive: interactive)
    }
    let destination = frame ?? CGRect(origin: .zero, size: container)
    return try scene.present(
      screen, animator: animator, presentedFrame: frame, interactive: interactive
    ) {
      MatchedPair(id: "source", sourceFrame: source, destinationFrame: destination)
    }
  }

  /// Records the interactive dismissal of an animator a finger drags
  /// (``HeadlessScene/dismissByDragging(_:touchDown:animator:fps:)``): the finger touches the
  /// presented screen's centre and moves down along the gesture's script.
  func dragToDismiss(
    _ gesture: RenderOptions.Gesture, in scene: HeadlessScene, animator: any TransitionAnimator
  ) throws -> Recording {
    let frame = try presentedFrame() ?? CGRect(origin: .zero, size: container)
    let pan = Pan.regular(.fromTop)
    var timeline = try scene.dismissByDragging(
      script(gesture, pan: pan), touchDown: CGPoint(x: frame.midX, y: frame.midY),
      animator: animator, fps: framesPerSecond)
    // The drag has a frame per touch sample (120 Hz): keep one per tick of the frame rate, and
    // the last.
    let tick = 1 / Double(framesPerSecond)
    var next = 0.0
    var kept: [Timeline.Frame] = []
    for (index, frame) in timeline.frames.enumerated()
    where frame.time >= next - 1e-9 || index == timeline.frames.count - 1 {
      kept.append(frame)
      next = frame.time + tick
    }
    timeline.frames = kept
    let progress = timeline.frames.map { timeline.duration > 0 ? $0.time / timeline.duration : 1 }
    return Recording(timeline: timeline, plan: .empty, pan: pan, drivenProgress: progress)
  }
}
