import Foundation
import UIKit

/// A Jelly configuration in neutral terms, which each side spells in its own API.
struct JellyConfiguration {
  enum Side: String, CaseIterable { case top, left, bottom, right }
  enum Kind {
    case fade
    case cover(show: Side, dismiss: Side)
    case slide(Side)
  }
  enum Dimension {
    case fullscreen, halfscreen
    case custom(CGFloat)
    var name: String {
      switch self {
      case .fullscreen: "full"
      case .halfscreen: "half"
      case .custom(let value): "\(Int(value.rounded()))"
      }
    }
  }
  enum Vertical: String, CaseIterable { case top, center, bottom }
  /// An interactive dismissal: the drag mode, and how far along the dismissal the finger
  /// goes (a fraction of the presented view's size) before it rests and lifts.
  struct Drag {
    enum Mode: String { case canvas, edge }
    var mode: Mode
    var reach: CGFloat
  }
  enum Horizontal: String, CaseIterable { case left, center, right }

  var kind: Kind
  var width: Dimension = .fullscreen
  var height: Dimension = .fullscreen
  var vertical: Vertical = .center
  var horizontal: Horizontal = .center
  var dismiss = false
  var drag: Drag?

  var name: String {
    let way =
      drag.map { "\($0.mode.rawValue) pan to \(Int(($0.reach * 100).rounded()))% dismiss" }
      ?? (dismiss ? "dismiss" : "present")
    switch kind {
    case .fade:
      return "fade \(width.name)x\(height.name) \(vertical.rawValue)-\(horizontal.rawValue) \(way)"
    case .cover(let show, let back):
      return "cover \(show.rawValue)/\(back.rawValue) \(width.name)x\(height.name) "
        + "\(vertical.rawValue)-\(horizontal.rawValue) \(way)"
    case .slide(let side):
      return "slide \(side.rawValue) \(width.name) \(way)"
    }
  }
}

/// Every Jelly configuration the differential plays: each presentation type with its
/// defaults, in every direction, size and alignment, both ways.
@MainActor
enum JellyCases {
  static var configurations: [JellyConfiguration] {
    var all: [JellyConfiguration] = []
    let alignments = JellyConfiguration.Vertical.allCases.flatMap { v in
      JellyConfiguration.Horizontal.allCases.map { h in (v, h) }
    }
    for dismiss in [false, true] {
      // Fade: full screen, and half and custom sizes at every alignment.
      all.append(JellyConfiguration(kind: .fade, dismiss: dismiss))
      for size in [JellyConfiguration.Dimension.halfscreen, .custom(300)] {
        for (v, h) in alignments {
          all.append(
            JellyConfiguration(
              kind: .fade, width: size, height: size == .halfscreen ? .halfscreen : .custom(200),
              vertical: v, horizontal: h, dismiss: dismiss))
        }
      }
      // Cover: every direction (and a dismissal the other way), full screen and half size at
      // three alignments.
      var covers = JellyConfiguration.Side.allCases.map {
        JellyConfiguration.Kind.cover(show: $0, dismiss: $0)
      }
      covers.append(.cover(show: .left, dismiss: .right))
      covers.append(.cover(show: .bottom, dismiss: .top))
      for cover in covers {
        all.append(JellyConfiguration(kind: cover, dismiss: dismiss))
        for (v, h) in [
          (JellyConfiguration.Vertical.center, JellyConfiguration.Horizontal.center), (.top, .left),
          (.bottom, .right),
        ] {
          all.append(
            JellyConfiguration(
              kind: cover, width: .halfscreen, height: .halfscreen, vertical: v, horizontal: h,
              dismiss: dismiss))
        }
      }
      // Interactive dismissals of full-screen covers and slides, every direction: a canvas and
      // an edge pan, released at rest past (70 %) and short of (30 %) the 0.5 threshold.
      // Jelly's side plays under the model's reading `interruptibleAnimatorAskedOnce` (§3.3 O;
      // see JellyReferenceSide).
      // The same for covers of half size (at three alignments) and of a custom size, and for
      // slides of half and custom size: the finger goes down on the middle of the presented
      // view (canvas) or at the screen's edge (edge) and moves by `reach` of the view's size.
      if dismiss {
        let sides = JellyConfiguration.Side.allCases
        var dragged: [JellyConfiguration] =
          sides.map { JellyConfiguration(kind: .cover(show: $0, dismiss: $0)) }
          + sides.map { JellyConfiguration(kind: .slide($0)) }
        for side in sides {
          for (v, h) in [
            (JellyConfiguration.Vertical.center, JellyConfiguration.Horizontal.center),
            (.top, .left), (.bottom, .right),
          ] {
            dragged.append(
              JellyConfiguration(
                kind: .cover(show: side, dismiss: side), width: .halfscreen, height: .halfscreen,
                vertical: v, horizontal: h))
          }
          dragged.append(
            JellyConfiguration(
              kind: .cover(show: side, dismiss: side), width: .custom(300), height: .custom(200)))
          dragged.append(JellyConfiguration(kind: .slide(side), width: .halfscreen))
          dragged.append(JellyConfiguration(kind: .slide(side), width: .custom(200)))
        }
        for configuration in dragged {
          for mode in [JellyConfiguration.Drag.Mode.canvas, .edge] {
            for reach in [CGFloat(0.7), 0.3] {
              var played = configuration
              played.dismiss = true
              played.drag = JellyConfiguration.Drag(mode: mode, reach: reach)
              all.append(played)
            }
          }
        }
      }
      // Slide: every direction, full, half and custom size.
      for side in JellyConfiguration.Side.allCases {
        for size in [JellyConfiguration.Dimension.fullscreen, .halfscreen, .custom(200)] {
          all.append(JellyConfiguration(kind: .slide(side), width: size, dismiss: dismiss))
        }
      }
    }
    return all
  }

  static var all: [ReferenceCase] {
    configurations.map { configuration in
      ReferenceCase(
        name: configuration.name,
        reference: { JellyReferenceSide.play(configuration) },
        curtain: { JellyCurtainSide.play(configuration) })
    }
  }
}

extension JellyConfiguration.Dimension: Equatable {}

extension JellyConfiguration {
  /// The side the presented view leaves to.
  var dismissSide: Side {
    switch kind {
    case .fade: .bottom
    case .cover(_, let back): back
    case .slide(let side): side
    }
  }

  /// The finger of an interactive dismissal.
  ///
  /// It moves towards the side the view leaves to, from
  /// the middle of the presented view (canvas) or from the screen's opposite edge (edge: at the
  /// middle of the longest stretch of it the view leaves uncovered, or its middle), by `reach` of the presented view's size along that axis, in whole points (Jelly's
  /// progress is the translation over that size). `presentedFrame` is each side's own, in
  /// window coordinates: Curtain measures half sizes in the safe area (`jelly-safe-area`), so
  /// each side's finger is scaled to its own view and both release at the same progress.
  func finger(_ drag: Drag, presentedFrame: CGRect, screen size: CGSize) -> FingerScript {
    let w = size.width
    let h = size.height
    // Whole points: a release that lasts a whole number of frames ends on a sample's tick, and
    // a fraction's rounding (0.7 x 381.5 / 381.5 > 0.7) would decide the frame it ends on.
    let dx = (presentedFrame.width * drag.reach).rounded()
    let dy = (presentedFrame.height * drag.reach).rounded()
    let translation: CGPoint
    let edge: CGPoint
    switch dismissSide {
    case .bottom: (translation, edge) = (CGPoint(x: 0, y: dy), CGPoint(x: w / 2, y: 5))
    case .top: (translation, edge) = (CGPoint(x: 0, y: -dy), CGPoint(x: w / 2, y: h - 5))
    case .left: (translation, edge) = (CGPoint(x: -dx, y: 0), CGPoint(x: w - 5, y: h / 2))
    case .right: (translation, edge) = (CGPoint(x: dx, y: 0), CGPoint(x: 5, y: h / 2))
    }
    var location = CGPoint(x: presentedFrame.midX, y: presentedFrame.midY)
    if drag.mode == .edge {
      // Along the edge, the middle of the longest stretch the presented view leaves uncovered
      // (where Jelly's edge pan, on its dimming view, takes the touch), else the middle.
      location = edge
      let vertical = dismissSide == .left || dismissSide == .right
      let (low, high, length) =
        vertical
        ? (presentedFrame.minY, presentedFrame.maxY, h)
        : (presentedFrame.minX, presentedFrame.maxX, w)
      let before = max(0, min(low, length))
      let after = max(0, length - max(high, 0))
      if max(before, after) > 1 {
        let middle = before >= after ? before / 2 : length - after / 2
        if vertical { location.y = middle } else { location.x = middle }
      }
    }
    return FingerScript(location: location, translation: translation)
  }
}
