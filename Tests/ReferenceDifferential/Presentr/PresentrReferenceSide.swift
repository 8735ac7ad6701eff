import UIKit

@testable import Presentr

/// Plays a configuration through Presentr 1.9's own code.
@MainActor
enum PresentrReferenceSide {
  static func play(_ c: PresentrConfiguration) -> Trace {
    registerSelectors()
    let presenter = Presentr(presentationType: layout(c.layout))
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

  static func layout(_ l: PresentrConfiguration.Layout) -> PresentationType {
    switch l {
    case .alert: .alert
    case .popup: .popup
    case .topHalf: .topHalf
    case .bottomHalf: .bottomHalf
    case .fullScreen: .fullScreen
    }
  }

  static func type(_ t: PresentrConfiguration.Transition) -> TransitionType {
    switch t {
    case .crossDissolve: .crossDissolve
    case .coverVertical: .coverVertical
    case .coverVerticalFromTop: .coverVerticalFromTop
    case .coverHorizontalFromRight: .coverHorizontalFromRight
    case .coverHorizontalFromLeft: .coverHorizontalFromLeft
    }
  }

  static func direction(_ d: PresentrConfiguration.Swipe.Direction) -> DismissSwipeDirection {
    switch d {
    case .default: .default
    case .bottom: .bottom
    case .top: .top
    }
  }

  /// What the Objective-C runtime would call for Presentr's selectors.
  static func registerSelectors() {
    ModelSelectors.register("chromeViewTapped") { target, sender in
      guard let controller = target as? PresentrController,
        let tap = sender as? UIGestureRecognizer
      else { return }
      controller.chromeViewTapped(gesture: tap)
    }
    ModelSelectors.register("presentedViewSwipe") { target, sender in
      guard let controller = target as? PresentrController,
        let pan = sender as? UIPanGestureRecognizer
      else { return }
      controller.presentedViewSwipe(gesture: pan)
    }
  }
}
