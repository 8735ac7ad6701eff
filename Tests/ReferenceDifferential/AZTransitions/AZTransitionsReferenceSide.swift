import UIKit

@testable import AZTransitions

/// Plays a configuration through AZTransitions 0.26's own code and its example's transitions
/// (compiled from the cache into the AZTransitions module).
@MainActor
enum AZTransitionsReferenceSide {
  static func play(_ c: AZTransitionsConfiguration) -> Trace {
    registerMethods()
    let transition: CustomModalTransition =
      switch c.transition {
      case .fashion: FashionTransition()
      case .alphaByStep: AlphaByStepTransition()
      }
    return withExtendedLifetime(transition) {
      ModalPlayer.play(dismiss: c.dismiss) { _, presented in
        switch c.transition {
        case .fashion:
          presented.customModalTransition = transition
        case .alphaByStep:
          presented.setCustomModalTransition(
            customModalTransition: transition, inPresentationStyle: .overCurrentContext)
        }
      }
    }
  }

  /// What the Objective-C runtime finds for the optional requirements of
  /// `CustomModalTransitionType`: the methods each example subclass implements.
  static func registerMethods() {
    ModelSelectors.registerMethod(
      "performTransition(interactive:)", of: FashionTransition.self, as: ((Bool) -> Void).self
    ) { transition in
      { @Sendable interactive in
        MainActor.assumeIsolated { transition.performTransition(interactive: interactive) }
      }
    }
    ModelSelectors.registerMethod(
      "performDismissingTransition(interactive:)", of: FashionTransition.self,
      as: ((Bool) -> Void).self
    ) { transition in
      { @Sendable interactive in
        MainActor.assumeIsolated {
          transition.performDismissingTransition(interactive: interactive)
        }
      }
    }
    ModelSelectors.registerMethod(
      "performTransition(interactive:)", of: AlphaByStepTransition.self,
      as: ((Bool) -> Void).self
    ) { transition in
      { @Sendable interactive in
        MainActor.assumeIsolated { transition.performTransition(interactive: interactive) }
      }
    }
  }
}
