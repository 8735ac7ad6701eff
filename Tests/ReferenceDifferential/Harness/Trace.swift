import Foundation
import UIKit

/// What one side drew: per frame (1/60 s, sampled half a frame after each frame's start), each
/// screen's frame in window coordinates, alpha, transform and corner radius.
struct Trace {
  /// One frame: property name (`presented.frame`, `presenting.alpha`, …) to its numbers.
  var frames: [[String: [Double]]] = []
  /// Why the scripted finger could not play, or `nil`.
  ///
  /// No pan under it, or its pan did not begin. On both sides the run fails (`NOT PLAYED:`); on one side it is the disagreement
  /// `finger.played`.
  var problem: String?
}

/// The screens a configuration compares: the presented and the presenting controller's views.
@MainActor
struct Screens {
  let presenting: UIView
  let presented: UIView
  /// Views besides the screens a configuration compares too (an auxiliary animation's view),
  /// by name; set by a side's `prepare`, emptied before each side plays.
  static var extras: [(String, UIView)] = []

  /// The values on screen now, animations included.
  func sample() -> [String: [Double]] {
    var values: [String: [Double]] = [:]
    let views = [("presenting", presenting), ("presented", presented)] + Self.extras
    for (name, view) in views {
      // A view outside the window (removed after a dismissal, not yet added) is not drawn.
      guard view.window != nil else {
        values["\(name).visible"] = [0]
        continue
      }
      values["\(name).visible"] = [1]
      let center = view.modelPresentedCenter
      let size = view.modelPresentedSize
      let local = CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
      let frame = view.superview.map { $0.convert(local, to: nil) } ?? local
      values["\(name).frame"] = [frame.minX, frame.minY, frame.width, frame.height].map {
        Double($0)
      }
      // Drawn: an opacity outside 0…1 (a spring's overshoot) is clamped ("Values outside that
      // range are clamped to the minimum or maximum", AD: CALayer.opacity).
      values["\(name).alpha"] = [Double(min(max(view.modelPresentedAlpha, 0), 1))]
      let t = view.modelPresentedTransform
      values["\(name).transform"] = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
      values["\(name).cornerRadius"] = [Double(view.modelPresentedCornerRadius)]
      // An extra view may be hidden in place (a source cell while its card is out).
      if name != "presenting" && name != "presented" {
        values["\(name).hidden"] = [view.isHidden ? 1 : 0]
      }
    }
    // The background a presentation puts behind the presented view (a dim or a blur): the
    // container's first subview that is neither screen; its opacity is its alpha times its
    // color's alpha (a blur: its alpha times its effect's level).
    // The container: the presented view's ancestor just under the window.
    var container = presented.superview
    while let next = container?.superview, next.superview != nil { container = next }
    func contains(_ ancestor: UIView, _ view: UIView) -> Bool {
      var current: UIView? = view
      while let found = current {
        if found === ancestor { return true }
        current = found.superview
      }
      return false
    }
    // Every other view of the container is background (Presentr's clear background view and
    // its chrome; Jelly's dim; Curtain's dim or blur): their opacities composite as
    // 1 − Π(1 − opacity), each opacity its alpha times its color's alpha (a blur: its alpha
    // times how much of its effect shows now, which an animation block fades, §20.20).
    let backgrounds = (container?.subviews ?? []).filter {
      !contains($0, presented) && !contains($0, presenting) && !$0.isHidden
    }
    if backgrounds.isEmpty {
      values["background.visible"] = [0]
    } else {
      values["background.visible"] = [1]
      let clear = backgrounds.reduce(1.0) { left, view in
        let colored =
          (view as? UIVisualEffectView)?.modelPresentedEffectLevel
          ?? view.modelPresentedBackgroundAlpha
        let alpha = min(max(view.modelPresentedAlpha, 0), 1)
        return left * (1 - Double(alpha * colored))
      }
      values["background.opacity"] = [1 - clear]
    }
    return values
  }
}

/// Plays one modal transition on a fresh model world and records every frame.
@MainActor
enum ModalPlayer {
  /// The window's size (an iPhone 14's points, as the UIKit tests use).
  static let size = CGSize(width: 390, height: 844)
  /// The most frames a transition plays (10 s) before it counts as frozen.
  static let frameLimit = 600

  /// Presents (or, with `dismiss`, presents without recording and then dismisses) `presented`
  /// from a root controller that `prepare` configured, and records every frame until the
  /// transition has ended and nothing animates.
  static func play(
    dismiss: Bool, prepare: (_ root: UIViewController, _ presented: UIViewController) -> Void,
    present: ((_ root: UIViewController, _ presented: UIViewController) -> Void)? = nil
  ) -> Trace {
    let present =
      present ?? { root, presented in root.present(presented, animated: true, completion: nil) }
    let root = UIViewController()
    let presented = UIViewController()
    let world = UIKitModel.reset(size: size)
    world.window.rootViewController = root
    UIKitModel.advance(by: 1.0 / 60)
    prepare(root, presented)
    present(root, presented)
    if dismiss {
      UIKitModel.runUntilIdle()
      presented.dismiss(animated: true)
    }
    let screens = Screens(presenting: root.view, presented: presented.view)
    var trace = Trace()
    // Half a frame behind the frame grid, as the players' own differential does, so that no
    // sample falls on the instant a value switches.
    UIKitModel.advance(by: 1.0 / 120)
    trace.frames.append(screens.sample())
    var settled = 0
    while trace.frames.count < frameLimit, settled < 2 {
      UIKitModel.advance(by: 1.0 / 60)
      trace.frames.append(screens.sample())
      settled = UIKitModel.world.modelIsIdle ? settled + 1 : 0
    }
    return trace
  }
}
