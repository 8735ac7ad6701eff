/// An AZTransitions configuration: one of the `CustomModalTransition` subclasses of its example
/// app, presented as the example presents it, one way.
struct AZTransitionsConfiguration {
  enum Transition: String, CaseIterable {
    /// `FashionTransition`: the two screens shrink to cards side by side (scale 0.35, placed by
    /// `frame.origin.x`) over a black background, then the other grows; both ways; presented
    /// with `customModalTransition =` (AZTransitions' `.fullScreen`).
    case fashion
    /// `AlphaByStepTransition`: keyframes fade the presenting view to 0.5 and back while the
    /// presented view fades in to 0.8; presentation only (its dismissal is UIKit's own);
    /// presented with `setCustomModalTransition(customModalTransition:inPresentationStyle:
    /// .overCurrentContext)`.
    case alphaByStep
  }

  var transition: Transition
  var dismiss = false

  var name: String { "\(transition.rawValue) \(dismiss ? "dismiss" : "present")" }
}

/// Every AZTransitions configuration the differential plays: the example's two transitions,
/// each way the transition animates.
@MainActor
enum AZTransitionsCases {
  static var configurations: [AZTransitionsConfiguration] {
    [
      AZTransitionsConfiguration(transition: .fashion, dismiss: false),
      AZTransitionsConfiguration(transition: .fashion, dismiss: true),
      AZTransitionsConfiguration(transition: .alphaByStep, dismiss: false),
    ]
  }

  static var all: [ReferenceCase] {
    configurations.map { configuration in
      ReferenceCase(
        name: configuration.name,
        reference: { AZTransitionsReferenceSide.play(configuration) },
        curtain: { AZTransitionsCurtainSide.play(configuration) })
    }
  }
}
