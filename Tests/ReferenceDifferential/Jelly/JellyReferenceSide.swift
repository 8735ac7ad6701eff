import UIKit

@testable import Jelly

/// Plays a configuration through Jelly's own code (compiled from the cache, unmodified but for
/// its Objective-C syntax, .ci/reference-objc-shim.py).
@MainActor
enum JellyReferenceSide {
  static func play(_ c: JellyConfiguration) -> Trace {
    registerSelectors()
    // Jelly's interruptibleAnimator(using:) builds a new animator on each call (its
    // currentPropertyAnimator is set only by animateTransition, which a percent-driven
    // interaction does not call); UIKit asks once and drives that one (§3.3 O, the model's
    // alternative reading `interruptibleAnimatorAskedOnce`, Tests/UIKitStub/SEMANTICS.md), under
    // which Jelly's interactive dismissals play as they do on UIKit.
    let readings = UIKitModel.defaultReadings
    if c.drag != nil {
      UIKitModel.defaultReadings.alternatives.insert(.interruptibleAnimatorAskedOnce)
    }
    defer { UIKitModel.defaultReadings = readings }
    var animator: Jelly.Animator?
    let prepare = { (root: UIViewController, presented: UIViewController) in
      let made = Jelly.Animator(presentation: presentation(c, presenting: root))
      made.prepare(presentedViewController: presented)
      animator = made
    }
    let trace =
      c.drag.map { drag in
        ModalPlayer.playInteractiveDismissal(
          finger: { c.finger(drag, presentedFrame: $0, screen: ModalPlayer.size) },
          prepare: prepare)
      } ?? ModalPlayer.play(dismiss: c.dismiss, prepare: prepare)
    withExtendedLifetime(animator) {}
    return trace
  }

  static func interaction(
    _ c: JellyConfiguration, presenting: UIViewController
  ) -> Jelly.InteractionConfiguration? {
    c.drag.map {
      Jelly.InteractionConfiguration(
        presentingViewController: presenting, completionThreshold: 0.5,
        dragMode: $0.mode == .canvas ? .canvas : .edge)
    }
  }

  static func presentation(
    _ c: JellyConfiguration, presenting: UIViewController
  ) -> any Jelly.Presentation {
    let alignment = Jelly.PresentationAlignment(
      vertical: vertical(c.vertical), horizontal: horizontal(c.horizontal))
    let size = Jelly.PresentationSize(width: dimension(c.width), height: dimension(c.height))
    switch c.kind {
    case .fade:
      return Jelly.FadePresentation(alignment: alignment, size: size)
    case .cover(let show, let back):
      return Jelly.CoverPresentation(
        directionShow: side(show), directionDismiss: side(back), size: size, alignment: alignment,
        interactionConfiguration: interaction(c, presenting: presenting))
    case .slide(let s):
      return Jelly.SlidePresentation(
        direction: side(s), size: dimension(c.width),
        interactionConfiguration: interaction(c, presenting: presenting))
    }
  }

  static func side(_ s: JellyConfiguration.Side) -> Jelly.Direction {
    switch s {
    case .top: .top
    case .left: .left
    case .bottom: .bottom
    case .right: .right
    }
  }

  static func dimension(_ d: JellyConfiguration.Dimension) -> Jelly.Size {
    switch d {
    case .fullscreen: .fullscreen
    case .halfscreen: .halfscreen
    case .custom(let value): .custom(value: value)
    }
  }

  static func vertical(_ v: JellyConfiguration.Vertical) -> Jelly.VerticalAlignment {
    switch v {
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    }
  }

  static func horizontal(_ h: JellyConfiguration.Horizontal) -> Jelly.HorizontalAlignment {
    switch h {
    case .left: .left
    case .center: .center
    case .right: .right
    }
  }

  /// What the Objective-C runtime would call for Jelly's selectors.
  static func registerSelectors() {
    ModelSelectors.register("handleTap(recognizer:)") { target, sender in
      guard let controller = target as? Jelly.PresentationController,
        let tap = sender as? UITapGestureRecognizer
      else { return }
      controller.handleTap(recognizer: tap)
    }
    ModelSelectors.register("handleGesture(_:)") { target, sender in
      guard let controller = target as? Jelly.InteractionController,
        let pan = sender as? UIPanGestureRecognizer
      else { return }
      controller.handleGesture(pan)
    }
  }
}
