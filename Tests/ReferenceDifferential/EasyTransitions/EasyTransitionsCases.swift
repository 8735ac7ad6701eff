import UIKit

/// An EasyTransitions configuration: one of its built-in animators, one way.
struct EasyTransitionsConfiguration {
  enum Animator: String, CaseIterable {
    /// `ShowAnimator` (a `NavigationTransitionAnimator`, 0.7 s): the pushed view slides in from
    /// the right over a 30 % parallax of the view below; set for push and pop on its
    /// `NavigationTransitionDelegate`.
    case show
    /// `PresentationControllerAnimator(finalFrame:)` (a `ModalTransitionAnimator`, 1 s on a
    /// 0.8-damped spring): the modal view rises from below the screen to `finalFrame` over a
    /// black dim of alpha 0.5, and goes back down; set for present and dismiss on its
    /// `ModalTransitionDelegate`, as the library's example does (its frame: 10 pt from the
    /// sides and the bottom, 370 high).
    case presentationController
  }

  var animator: Animator
  /// A pop (or a dismissal) after a push (or a presentation) that is not recorded.
  var back = false
  /// An interactive pop (or dismissal): a pan wired with `wire(viewController:with:)`
  /// (`.regular(.fromLeft)` on a pushed controller, `.regular(.fromTop)` on a presented one),
  /// dragged right (or down) by this share of the way out from the middle of the screen (of
  /// the modal view), then at rest and lifted.
  var reach: CGFloat?
  /// The animator's auxiliary animation (`auxAnimation`) moves and fades a view, as the
  /// library's example does: 30 pt down and transparent while the modal view is out, in place
  /// and opaque while it is shown.
  var aux = false

  var name: String {
    let base = animator.rawValue + (aux ? " aux" : "")
    let way = animator == .show ? (back ? "pop" : "push") : (back ? "dismiss" : "present")
    return reach.map { "\(base) pan to \(Int(($0 * 100).rounded()))% \(way)" } ?? "\(base) \(way)"
  }

  /// `PresentationControllerAnimator`'s final frame on the 390x844 window: the example's
  /// presentation controller's frame (x 10, 380 pt above the bottom, 370 high), as wide as the
  /// window less 10 pt each side.
  @MainActor static var modalFrame: CGRect {
    CGRect(
      x: 10, y: ModalPlayer.size.height - 380, width: ModalPlayer.size.width - 20, height: 370)
  }

  /// The finger of an interactive pop or dismissal.
  @MainActor var finger: FingerScript? {
    reach.map {
      switch animator {
      case .show:
        FingerScript(
          location: CGPoint(x: ModalPlayer.size.width / 2, y: ModalPlayer.size.height / 2),
          translation: CGPoint(x: ModalPlayer.size.width * $0, y: 0))
      case .presentationController:
        // The modal view leaves by its distance to the window's bottom (844 − 464 = 380).
        FingerScript(
          location: CGPoint(x: Self.modalFrame.midX, y: Self.modalFrame.midY),
          translation: CGPoint(x: 0, y: (ModalPlayer.size.height - Self.modalFrame.minY) * $0))
      }
    }
  }

  /// The view the auxiliary animation moves: a view outside the screens' transition, on the
  /// presenting screen (the example moves an image view inside the presented screen, which
  /// would follow the modal view's frame too).
  @MainActor static func auxView(in presenting: UIViewController) -> UIView {
    let view = UIView(frame: CGRect(x: 20, y: 100, width: 330, height: 200))
    presenting.view.addSubview(view)
    Screens.extras = [("aux", view)]
    auxLayout(view, shown: false)
    return view
  }

  /// The example's two layouts of the auxiliary view (`PresentationViewController`'s
  /// `startLayout` and `endLayout`).
  @MainActor static func auxLayout(_ view: UIView, shown: Bool) {
    view.transform = shown ? .identity : CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 30)
    view.alpha = shown ? 1 : 0
  }
}

/// Every EasyTransitions configuration the differential plays.
@MainActor
enum EasyTransitionsCases {
  static var configurations: [EasyTransitionsConfiguration] {
    EasyTransitionsConfiguration.Animator.allCases.flatMap { animator in
      [false, true].map { EasyTransitionsConfiguration(animator: animator, back: $0) }
        // Interactive pops and dismissals released at rest past (70 %) and short of (30 %) the
        // 0.5 threshold.
        + [CGFloat(0.7), 0.3].map {
          EasyTransitionsConfiguration(animator: animator, back: true, reach: $0)
        }
    }
      // The auxiliary animation of the modal animator, both ways.
      + [false, true].map {
        EasyTransitionsConfiguration(animator: .presentationController, back: $0, aux: true)
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
      trace.problem = "no pop pan on the pushed view"
      return trace
    }
    ModalPlayer.drive(pan, with: finger, screens: screens, into: &trace)
    return trace
  }
}
