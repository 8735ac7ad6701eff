import Foundation

extension SceneModel {
  /// Takes the layout a re-targeted transition planned for: the container's size and safe area
  /// are `context`'s, the screen `presented` (the one a presentation brings in) rests at
  /// `context`'s presented frame, and every other presentation is laid out again in the new
  /// container (a `Presentation` by its layout when it can be solved there, a full-screen one
  /// over the whole container; any other keeps its frame).
  mutating func retarget(to context: TransitionContext, presented: HeadlessScreen?) {
    let size = context.containerBounds.size
    if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
      geometry.size = size
    }
    geometry.safeAreaInsets = context.safeAreaInsets
    for index in presentations.indices {
      if let presented, presentations[index].screen === presented {
        presentations[index].frame = context.presentedFrame
      } else if let record = presentations[index].record,
        let frame = try? record.frame(in: geometry)
      {
        presentations[index].frame = frame
      } else if presentations[index].coversContainer {
        presentations[index].frame = bounds
      }
      presentations[index].coversContainer = covers(presentations[index].frame)
    }
  }
}
