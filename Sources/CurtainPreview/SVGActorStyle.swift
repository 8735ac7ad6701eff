import CurtainHeadless
import Foundation

/// The colours a screen is drawn in, by role, so each actor is recognisable at a glance.
struct SVGActorStyle {
  /// The standard deviation, in container points, of one tenth of a full background blur.
  static let blurStep = 2.4

  /// The screen's body.
  var fill: String
  /// The title bar.
  var bar: String
  /// The title text.
  var barText: String
  /// The placeholder content lines.
  var line: String
  /// The placeholder picture block.
  var block: String
  /// The outline.
  var stroke = "#64748b"

  /// The style of `actor`.
  ///
  /// The presenting and leaving screens are light grey-blue; the presented screen is white
  /// with a blue title bar, the arriving one white with a green bar, snapshots orange and
  /// custom views purple.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: Its colours.
  static func of(_ actor: ActorID) -> SVGActorStyle {
    switch actor {
    case .presenting, .from, .container, .background:
      return SVGActorStyle(
        fill: "#e2e8f0", bar: "#a9b8ce", barText: "#1e293b", line: "#c3cdda", block: "#cbd5e1")
    case .presented:
      return SVGActorStyle(
        fill: "#ffffff", bar: "#3b82f6", barText: "#ffffff", line: "#e2e8f0", block: "#dbeafe")
    case .to:
      return SVGActorStyle(
        fill: "#ffffff", bar: "#10b981", barText: "#ffffff", line: "#e2e8f0", block: "#d1fae5")
    case .snapshot:
      return SVGActorStyle(
        fill: "#fffbeb", bar: "#f59e0b", barText: "#ffffff", line: "#fde68a", block: "#fef3c7")
    case .custom:
      return SVGActorStyle(
        fill: "#f5f3ff", bar: "#8b5cf6", barText: "#ffffff", line: "#ddd6fe", block: "#ede9fe")
    }
  }
}
