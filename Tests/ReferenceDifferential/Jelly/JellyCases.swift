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
  enum Horizontal: String, CaseIterable { case left, center, right }

  var kind: Kind
  var width: Dimension = .fullscreen
  var height: Dimension = .fullscreen
  var vertical: Vertical = .center
  var horizontal: Horizontal = .center
  var dismiss = false

  var name: String {
    let way = dismiss ? "dismiss" : "present"
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
