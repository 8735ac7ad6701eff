/// A Presentr configuration in neutral terms, which each side spells in its own API.
struct PresentrConfiguration {
  enum Layout: String, CaseIterable { case alert, popup, topHalf, bottomHalf, fullScreen }
  enum Transition: String, CaseIterable {
    case crossDissolve, coverVertical, coverVerticalFromTop, coverHorizontalFromRight
    case coverHorizontalFromLeft
  }

  var layout: Layout
  /// `nil`: the library's default for the layout.
  var transition: Transition?
  var dismiss = false

  var name: String {
    "\(layout.rawValue) \(transition?.rawValue ?? "default") \(dismiss ? "dismiss" : "present")"
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
