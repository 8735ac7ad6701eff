import Curtain
import CurtainUIKit
import UIKit

/// Plays a configuration through Curtain's Jelly front door (`Animator`, `CoverPresentation`,
/// `FadePresentation`, `SlidePresentation`), with the migration guide's spelling and every
/// default left as it is.
@MainActor
enum JellyCurtainSide {
  static func play(_ c: JellyConfiguration) -> Trace {
    let prepare = { (_: UIViewController, presented: UIViewController) in
      guard let presentation = presentation(c) else { return }
      CurtainAnimator(presentation: presentation).prepare(presentedViewController: presented)
    }
    guard let drag = c.drag else { return ModalPlayer.play(dismiss: c.dismiss, prepare: prepare) }
    return ModalPlayer.playInteractiveDismissal(
      finger: { c.finger(drag, presentedFrame: $0, screen: ModalPlayer.size) }, prepare: prepare)
  }

  static func interaction(_ c: JellyConfiguration) -> InteractionConfiguration? {
    c.drag.flatMap {
      try? InteractionConfiguration(
        completionThreshold: 0.5, dragMode: $0.mode == .canvas ? .canvas : .edge)
    }
  }

  static func presentation(_ c: JellyConfiguration) -> (any Presentation)? {
    let alignment = PresentationAlignment(
      vertical: vertical(c.vertical), horizontal: horizontal(c.horizontal))
    let size = PresentationSize(width: dimension(c.width), height: dimension(c.height))
    switch c.kind {
    case .fade:
      return FadePresentation(alignment: alignment, size: size)
    case .cover(let show, let back):
      return CoverPresentation(
        directionShow: side(show), directionDismiss: side(back), size: size, alignment: alignment,
        interactionConfiguration: interaction(c))
    case .slide(let s):
      return SlidePresentation(
        direction: side(s), size: dimension(c.width), interactionConfiguration: interaction(c))
    }
  }

  static func side(_ s: JellyConfiguration.Side) -> Direction {
    switch s {
    case .top: .top
    case .left: .left
    case .bottom: .bottom
    case .right: .right
    }
  }

  static func dimension(_ d: JellyConfiguration.Dimension) -> PresentationSize.Dimension {
    switch d {
    case .fullscreen: .fullscreen
    case .halfscreen: .halfscreen
    case .custom(let value): .custom(value: value)
    }
  }

  static func vertical(_ v: JellyConfiguration.Vertical) -> PresentationAlignment.Vertical {
    switch v {
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    }
  }

  static func horizontal(_ h: JellyConfiguration.Horizontal) -> PresentationAlignment.Horizontal {
    switch h {
    case .left: .left
    case .center: .center
    case .right: .right
    }
  }
}

/// Curtain's Jelly animator, named apart from Jelly's in this module.
typealias CurtainAnimator = CurtainUIKit.Animator
