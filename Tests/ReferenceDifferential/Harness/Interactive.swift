import Foundation
import UIKit

/// A scripted finger: where it goes down (window coordinates), the translation it reaches, and
/// how many frames it takes to get there; it then rests for a few frames and lifts at rest.
struct FingerScript {
  /// Where the touch goes down.
  var location: CGPoint
  /// The translation at the end of the movement.
  var translation: CGPoint
  /// Frames from the first movement to `translation`.
  var frames = 20
  /// Frames the finger rests before it lifts.
  var rest = 3
}

extension ModalPlayer {
  /// Presents `presented` without recording, then records a dismissal driven by `finger` on the
  /// pan recognizer that `recognizer` picks among the window's (the first one, by default, that
  /// is not on the presenting screen), frame by frame until nothing animates.
  ///
  /// `present` presents (`present(_:animated:completion:)` by default).
  static func playInteractiveDismissal(
    finger: FingerScript,
    prepare: (_ root: UIViewController, _ presented: UIViewController) -> Void,
    present: ((_ root: UIViewController, _ presented: UIViewController) -> Void)? = nil
  ) -> Trace {
    playInteractiveDismissal(finger: { _ in finger }, prepare: prepare, present: present)
  }

  /// Presents `presented` without recording, then records a dismissal driven by the finger
  /// that `finger` scripts from the presented view's frame (window coordinates) once it is
  /// presented; as ``playInteractiveDismissal(finger:prepare:present:)-(FingerScript,_,_)``
  /// otherwise.
  static func playInteractiveDismissal(
    finger fingerFor: (_ presentedFrame: CGRect) -> FingerScript,
    prepare: (_ root: UIViewController, _ presented: UIViewController) -> Void,
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
    UIKitModel.runUntilIdle()
    let screens = Screens(presenting: root.view, presented: presented.view)
    var trace = Trace()
    UIKitModel.advance(by: 1.0 / 120)
    trace.frames.append(screens.sample())
    let finger = fingerFor(presented.view.convert(presented.view.bounds, to: nil))
    guard let pan = dismissalPan(in: world.window, at: finger.location, presenting: root.view)
    else {
      trace.problem = "no pan recognizer under the finger at \(finger.location)"
      return trace
    }
    drive(pan, with: finger, screens: screens, into: &trace)
    return trace
  }

  /// Drives `pan` with `finger`, one frame per step, sampling `screens` after each, then lets
  /// the model run until nothing animates.
  static func drive(
    _ pan: UIPanGestureRecognizer, with finger: FingerScript, screens: Screens,
    into trace: inout Trace
  ) {
    let touch = ModelTouch(pan)
    // Each step of the touch passes one frame; the frame is sampled after it.
    let first = CGPoint(
      x: finger.translation.x / CGFloat(finger.frames),
      y: finger.translation.y / CGFloat(finger.frames))
    let perSecond = CGPoint(x: first.x * 60, y: first.y * 60)
    guard touch.begin(translation: first, velocity: perSecond, at: finger.location) else {
      trace.problem = "the pan under the finger did not begin"
      return
    }
    trace.frames.append(screens.sample())
    for step in 2...max(finger.frames, 2) {
      let fraction = CGFloat(step) / CGFloat(finger.frames)
      touch.move(
        to: CGPoint(x: finger.translation.x * fraction, y: finger.translation.y * fraction),
        velocity: perSecond)
      trace.frames.append(screens.sample())
    }
    for _ in 0..<finger.rest {
      touch.move(to: finger.translation, velocity: .zero)
      trace.frames.append(screens.sample())
    }
    touch.end(velocity: .zero)
    var settled = 0
    while trace.frames.count < frameLimit, settled < 2 {
      UIKitModel.advance(by: 1.0 / 60)
      trace.frames.append(screens.sample())
      settled = UIKitModel.world.modelIsIdle ? settled + 1 : 0
    }
  }

  /// The pan recognizer (an edge pan is one) that a touch going down at `location` reaches.
  ///
  /// `location` is in window coordinates. UIKit delivers a touch to the recognizers of the view
  /// it hits and of that view's ancestors (the nearest first here), so a pan on a view the
  /// finger is not on never sees it. Recognizers on the presenting screen's views are left out.
  static func dismissalPan(
    in window: UIView, at location: CGPoint, presenting: UIView
  ) -> UIPanGestureRecognizer? {
    var view = window.hitTest(location, with: nil)
    while let current = view {
      if current === presenting { return nil }
      if let pan = current.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer }).first {
        return pan
      }
      view = current.superview
    }
    return nil
  }
}
