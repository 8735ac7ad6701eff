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
  /// An interactive pop: a pan wired with `wire(viewController:with:)` (`.regular(.fromLeft)`)
  /// on the pushed controller, dragged right by this share of the screen's width from its
  /// middle, then at rest and lifted.
  var reach: CGFloat?

  var name: String {
    reach.map { "\(animator.rawValue) pan to \(Int(($0 * 100).rounded()))% pop" }
      ?? "\(animator.rawValue) \(back ? "pop" : "push")"
  }

  /// The finger of an interactive pop.
  @MainActor var finger: FingerScript? {
    reach.map {
      FingerScript(
        location: CGPoint(x: ModalPlayer.size.width / 2, y: ModalPlayer.size.height / 2),
        translation: CGPoint(x: ModalPlayer.size.width * $0, y: 0))
    }
  }
}

/// Every EasyTransitions configuration the differential plays.
@MainActor
enum EasyTransitionsCases {
  static var configurations: [EasyTransitionsConfiguration] {
    EasyTransitionsConfiguration.Animator.allCases.flatMap { animator in
      [false, true].map { EasyTransitionsConfiguration(animator: animator, back: $0) }
        // Interactive pops released at rest past (70 %) and short of (30 %) the 0.5 threshold.
        + [CGFloat(0.7), 0.3].map {
          EasyTransitionsConfiguration(animator: animator, back: true, reach: $0)
        }
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

  /// Pushes without recording (`attach` wired the pop's pan first), then records a pop driven
  /// by `finger` on the first pan recognizer on the pushed view.
  static func playInteractivePop(
    finger: FingerScript,
    attach: (UINavigationController, _ pushed: UIViewController) -> Void
  ) -> Trace {
    let root = UIViewController()
    let pushed = UIViewController()
    let world = UIKitModel.reset(size: ModalPlayer.size)
    let navigation = UINavigationController(rootViewController: root)
    world.window.rootViewController = navigation
    UIKitModel.advance(by: 1.0 / 60)
    attach(navigation, pushed)
    navigation.pushViewController(pushed, animated: true)
    UIKitModel.runUntilIdle()
    let screens = Screens(presenting: root.view, presented: pushed.view)
    var trace = Trace()
    UIKitModel.advance(by: 1.0 / 120)
    trace.frames.append(screens.sample())
    guard
      let pan = pushed.view.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer })
        .first
    else {
      print("reference differential: no pop pan on the pushed view")
      return trace
    }
    ModalPlayer.drive(pan, with: finger, screens: screens, into: &trace)
    return trace
  }
}
