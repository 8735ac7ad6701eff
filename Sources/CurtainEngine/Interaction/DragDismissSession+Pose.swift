import Curtain
import Foundation

extension DragDismissSession {
  /// Where the dragged screen is drawn: its frame under the finger, the same as a transform of
  /// its resting frame, and the dim behind it.
  ///
  /// With the resting frame F and the shown frame G (scale s = G.width ÷ F.width), the
  /// transform is a scale of s about F's centre followed by the translation from F's centre to
  /// G's, so F under ``transform`` covers exactly G (a view's transform applies about its
  /// centre, as UIKit's does). Interpolating the transform's components linearly and
  /// interpolating the frame's origin and size linearly draw the same rectangles, so a player
  /// that animates the transform and one that animates the frame agree at every progress.
  package struct Pose: Equatable, Sendable {
    /// The screen's resting frame.
    package let restingFrame: CGRect
    /// The frame the screen covers (``ShrinkingDrag/frame(of:touchDown:translation:)``).
    package let frame: CGRect
    /// The share of the shrink, in `0...1` (``ShrinkingDrag/progress(translation:in:)``).
    package let progress: Double
    /// The background behind the screen, over the container; `nil` for none.
    package let dim: ViewState?

    /// The pose at rest: the resting frame, no shrink.
    package init(resting frame: CGRect, dim: ViewState?) {
      self.init(restingFrame: frame, frame: frame, progress: 0, dim: dim)
    }

    init(restingFrame: CGRect, frame: CGRect, progress: Double, dim: ViewState?) {
      self.restingFrame = restingFrame
      self.frame = frame
      self.progress = progress
      self.dim = dim
    }

    /// The scale of the shown frame: its width over the resting width (1 for an empty frame).
    package var scale: CGFloat {
      restingFrame.width > 0 ? frame.width / restingFrame.width : 1
    }

    /// The transform of the resting frame that covers ``frame``: translation
    /// (G.mid − F.mid), then scale s in both axes.
    package var transform: Transform3D {
      Transform3D(
        translationX: frame.midX - restingFrame.midX,
        translationY: frame.midY - restingFrame.midY, scaleX: scale, scaleY: scale)
    }

    /// The screen's state as a frame (no transform): what the headless scene records.
    package var screenState: ViewState { ViewState(frame: frame) }
  }
}
