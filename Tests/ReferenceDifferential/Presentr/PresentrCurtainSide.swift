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
    if let swipe = c.swipe, let finger = c.finger(in: ModalPlayer.size) {
      presenter.dismissOnSwipe = true
      presenter.dismissOnSwipeDirection = direction(swipe.direction)
      return withExtendedLifetime(presenter) {
        ModalPlayer.playInteractiveDismissal(finger: finger, prepare: { _, _ in }) {
          root, presented in
          root.customPresentViewController(
            presenter, viewController: presented, animated: true, completion: nil)
        }
      }
    }
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

  static func direction(_ d: PresentrConfiguration.Swipe.Direction) -> DismissSwipeDirection {
    switch d {
    case .default: .default
    case .bottom: .bottom
    case .top: .top
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
