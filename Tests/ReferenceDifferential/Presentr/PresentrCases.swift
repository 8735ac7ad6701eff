import Foundation

/// A Presentr configuration in neutral terms, which each side spells in its own API.
struct PresentrConfiguration {
  enum Layout: String, CaseIterable { case alert, popup, topHalf, bottomHalf, fullScreen }
  enum Transition: String, CaseIterable {
    case crossDissolve, coverVertical, coverVerticalFromTop, coverHorizontalFromRight
    case coverHorizontalFromLeft
  }

  /// A dismissal by `dismissOnSwipe`: the direction set (`dismissOnSwipeDirection`), and how
  /// far the finger drags before it rests and lifts.
  struct Swipe {
    enum Direction: String { case `default`, bottom, top }
    enum Reach {
      /// A fraction of the distance the presented view travels to leave the screen.
      case fraction(CGFloat)
      /// A distance in points.
      case points(CGFloat)
    }
    var direction: Direction
    var reach: Reach
  }

  var layout: Layout
  /// `nil`: the library's default for the layout.
  var transition: Transition?
  var dismiss = false
  var swipe: Swipe?

  var name: String {
    let way: String
    if let swipe {
      let reach =
        switch swipe.reach {
        case .fraction(let f): "\(Int((f * 100).rounded()))%"
        case .points(let p): "\(Int(p))pt"
        }
      way = "swipe \(swipe.direction.rawValue) to \(reach) dismiss"
    } else {
      way = dismiss ? "dismiss" : "present"
    }
    return "\(layout.rawValue) \(transition?.rawValue ?? "default") \(way)"
  }

  /// Whether the swipe goes up: `.top`, or `.default` on `.topHalf`, as Presentr.
  var swipesUp: Bool {
    guard let swipe else { return false }
    return swipe.direction == .top || (swipe.direction == .default && layout == .topHalf)
  }

  /// The finger of a swipe dismissal: down on the middle of the presented view as Presentr 1.9
  /// lays it out on the 390x844 window (alert 270x180 centred; popup 80 % by 60 % centred;
  /// half screens 844 / 2 = 422 high; full screen), dragged up or down by the swipe's reach,
  /// a fraction of the distance to the screen's edge the view leaves across.
  func finger(in size: CGSize) -> FingerScript? {
    guard let swipe else { return nil }
    let h = size.height
    let frame: (top: CGFloat, height: CGFloat) =
      switch layout {
      case .alert: ((h - 180) / 2, 180)
      case .popup: (h * 0.2, h * 0.6)
      case .topHalf: (0, h / 2)
      case .bottomHalf: (h / 2, h / 2)
      case .fullScreen: (0, h)
      }
    let distance = swipesUp ? frame.top + frame.height : h - frame.top
    let length: CGFloat =
      switch swipe.reach {
      case .fraction(let f): distance * f
      case .points(let p): p
      }
    return FingerScript(
      location: CGPoint(x: size.width / 2, y: frame.top + frame.height / 2),
      translation: CGPoint(x: 0, y: swipesUp ? -length : length))
  }
}

/// Every Presentr configuration the differential plays: each presentation type with each
/// transition type (and none, the type's default), both ways, every other setting at its
/// default.
@MainActor
enum PresentrCases {
  static var configurations: [PresentrConfiguration] {
    var all: [PresentrConfiguration] = []
    for dismiss in [false, true] {
      for layout in PresentrConfiguration.Layout.allCases {
        all.append(PresentrConfiguration(layout: layout, transition: nil, dismiss: dismiss))
        for transition in PresentrConfiguration.Transition.allCases {
          all.append(
            PresentrConfiguration(layout: layout, transition: transition, dismiss: dismiss))
        }
      }
    }
    // `dismissOnSwipe`: each layout with its default direction (and an explicit one on the
    // alert and the full screen), released at rest past the threshold (70 % of the way out,
    // beyond Presentr's 100 pt) and short of it (60 pt).
    let swipes: [(PresentrConfiguration.Layout, PresentrConfiguration.Swipe.Direction)] = [
      (.bottomHalf, .default), (.topHalf, .default), (.popup, .default), (.alert, .top),
      (.fullScreen, .bottom),
    ]
    for (layout, direction) in swipes {
      for reach in [PresentrConfiguration.Swipe.Reach.fraction(0.7), .points(60)] {
        all.append(
          PresentrConfiguration(
            layout: layout, dismiss: true,
            swipe: PresentrConfiguration.Swipe(direction: direction, reach: reach)))
      }
    }
    return all
  }

  static var all: [ReferenceCase] {
    configurations.map { configuration in
      ReferenceCase(
        name: configuration.name,
        reference: { PresentrReferenceSide.play(configuration) },
        curtain: { PresentrCurtainSide.play(configuration) })
    }
  }
}
