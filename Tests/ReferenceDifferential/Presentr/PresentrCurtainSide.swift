import Curtain
import CurtainAnimators
import CurtainUIKit
import UIKit

/// Plays a configuration through Curtain's Presentr front door, spelled as the migration
/// guide spells it (the built-in registry set, every other setting at its default).
@MainActor
enum PresentrCurtainSide {
  static func play(_ c: PresentrConfiguration) -> Trace {
    let presenter = CurtainUIKit.Presentr(presentationType: layout(c.layout))
    presenter.registry = AnimatorRegistry.builtIn
    if let transition = c.transition { presenter.transitionType = type(transition) }
    return withExtendedLifetime(presenter) {
      ModalPlayer.play(dismiss: c.dismiss, prepare: { _, _ in }) { root, presented in
        root.customPresentViewController(
          presenter, viewController: presented, animated: true, completion: nil)
      }
    }
  }

  static func layout(_ l: PresentrConfiguration.Layout) -> PresentationLayout {
    switch l {
    case .alert: .alert
    case .popup: .popup
    case .topHalf: .topHalf
    case .bottomHalf: .bottomHalf
    case .fullScreen: .fullScreen
    }
  }

  static func type(_ t: PresentrConfiguration.Transition) -> Curtain.TransitionType {
    switch t {
    case .crossDissolve: .crossDissolve
    case .coverVertical: .coverVertical
    case .coverVerticalFromTop: .coverVerticalFromTop
    case .coverHorizontalFromRight: .coverHorizontalFromRight
    case .coverHorizontalFromLeft: .coverHorizontalFromLeft
    }
  }
}
