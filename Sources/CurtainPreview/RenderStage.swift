import CurtainHeadless
import Foundation

/// One actor of one frame, ready to draw: its state, the frame it occupies and where it stacks.
struct RenderLayer {
  /// The actor.
  var actor: ActorID
  /// Its state in the frame.
  var state: ViewState
  /// Its frame in container points: the state's frame, or the container's bounds when the
  /// state sets none.
  var frame: CGRect
}

/// Decides which actors of a frame are drawn and in which order, for every renderer.
enum RenderStage {
  /// The actors of `frame` to draw, back to front.
  ///
  /// The container is not a layer (renderers draw it as the device), and hidden actors are left
  /// out. Layers are ordered by `zIndex` (unset counts as 0), then by role: the presenting
  /// screen at the bottom, the background above it, the presented screen above that; in a push
  /// or presentation the arriving (`to`) screen is above the leaving (`from`) one, in a pop or
  /// dismissal below it; snapshots and custom views on top. Ties keep the timeline's order.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - actors: The timeline's actors, in its order.
  ///   - operation: The operation played (`present`, `dismiss`, `push`, `pop`).
  ///   - container: The container's size.
  /// - Returns: The layers, back to front.
  static func layers(
    of frame: Timeline.Frame, actors: [ActorID], operation: String, container: CGSize
  ) -> [RenderLayer] {
    let bounds = CGRect(origin: .zero, size: container)
    var ordered = actors
    let extra = frame.states.keys.filter { !actors.contains($0) }
    ordered += extra.sorted { $0.description < $1.description }
    let reversing = operation == "dismiss" || operation == "pop"
    var keyed: [(z: Int, rank: Int, index: Int, layer: RenderLayer)] = []
    for (index, actor) in ordered.enumerated() {
      guard actor != .container, let state = frame[actor], state.isHidden != true else {
        continue
      }
      let layer = RenderLayer(
        actor: actor, state: state, frame: (state.frame ?? bounds).standardized)
      keyed.append(
        (state.zIndex ?? 0, rank(of: actor, reversing: reversing), index, layer))
    }
    keyed.sort { lhs, rhs in
      if lhs.z != rhs.z { return lhs.z < rhs.z }
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      return lhs.index < rhs.index
    }
    return keyed.map(\.layer)
  }

  private static func rank(of actor: ActorID, reversing: Bool) -> Int {
    switch actor {
    case .container: return -1
    case .presenting: return 0
    case .background: return 1
    case .presented: return 2
    case .from: return reversing ? 2 : 0
    case .to: return reversing ? 0 : 2
    case .snapshot: return 3
    case .custom: return 4
    }
  }
}
