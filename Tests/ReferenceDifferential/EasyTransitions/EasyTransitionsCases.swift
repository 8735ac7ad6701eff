import UIKit

/// An EasyTransitions configuration: one of its built-in animators, one way.
struct EasyTransitionsConfiguration {
  enum Animator: String, CaseIterable {
    /// `ShowAnimator` (a `NavigationTransitionAnimator`, 0.7 s): the pushed view slides in from
    /// the right over a 30 % parallax of the view below; set for push and pop on its
    /// `NavigationTransitionDelegate`.
    case show
  }

  var animator: Animator
  /// A pop (or a dismissal) after a push (or a presentation) that is not recorded.
  var back = false

  var name: String { "\(animator.rawValue) \(back ? "pop" : "push")" }
}

/// Every EasyTransitions configuration the differential plays.
@MainActor
enum EasyTransitionsCases {
  static var configurations: [EasyTransitionsConfiguration] {
    EasyTransitionsConfiguration.Animator.allCases.flatMap { animator in
      [false, true].map { EasyTransitionsConfiguration(animator: animator, back: $0) }
    }
  }

  static var all: [ReferenceCase] {
    configurations.map { configuration in
      ReferenceCase(
        name: configuration.name,
        reference: { EasyTransitionsReferenceSide.play(configuration) },
        curtain: { EasyTransitionsCurtainSide.play(configuration) })
    }
  }
}

/// Plays one push (or, with `pop`, a push not recorded and then a pop) in a navigation
/// controller on a fresh model world, and records every frame as `ModalPlayer` does.
@MainActor
enum NavigationPlayer {
  static func play(pop: Bool, attach: (UINavigationController) -> Void) -> Trace {
    let root = UIViewController()
    let pushed = UIViewController()
    let world = UIKitModel.reset(size: ModalPlayer.size)
    let navigation = UINavigationController(rootViewController: root)
    world.window.rootViewController = navigation
    UIKitModel.advance(by: 1.0 / 60)
    attach(navigation)
    navigation.pushViewController(pushed, animated: true)
    if pop {
      UIKitModel.runUntilIdle()
      _ = navigation.popViewController(animated: true)
    }
    let screens = Screens(presenting: root.view, presented: pushed.view)
    var trace = Trace()
    UIKitModel.advance(by: 1.0 / 120)
    trace.frames.append(screens.sample())
    var settled = 0
    while trace.frames.count < ModalPlayer.frameLimit, settled < 2 {
      UIKitModel.advance(by: 1.0 / 60)
      trace.frames.append(screens.sample())
      settled = UIKitModel.world.modelIsIdle ? settled + 1 : 0
    }
    return trace
  }
}
