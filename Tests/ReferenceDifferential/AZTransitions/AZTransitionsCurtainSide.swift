import Curtain
import CurtainUIKit
import UIKit

/// Plays a configuration through Curtain's AZTransitions front door: the example's transitions
/// migrated as MigratingFromAZTransitions spells it (the controllers' views become
/// `presentedView`/`presentingView`, `UIView(frame:)` becomes `makeView`, `UIView.animate` and
/// `animateKeyframes` the transition's own), every number the example's.
@MainActor
enum AZTransitionsCurtainSide {
  static func play(_ c: AZTransitionsConfiguration) -> Trace {
    let transition: CustomModalTransition =
      switch c.transition {
      case .fashion: MigratedFashionTransition()
      case .alphaByStep: MigratedAlphaByStepTransition()
      }
    return withExtendedLifetime(transition) {
      ModalPlayer.play(dismiss: c.dismiss) { _, presented in
        switch c.transition {
        case .fashion:
          presented.customModalTransition = transition
        case .alphaByStep:
          presented.setCustomModalTransition(
            customModalTransition: transition, inPresentationStyle: .overCurrentContext)
        }
      }
    }
  }
}

/// The example's fashion transition after the guide's steps: each screen shrinks to a card of
/// 0.35 of the container's width, placed by `frame.origin.x`, over a black background; then the
/// other grows back to full size.
final class MigratedFashionTransition: CustomModalTransition {
  private let sizeScaleValue: CGFloat = 0.35
  private enum Style { case compact, original }

  override init() { super.init(duration: 1) }

  override func performTransition(interactive: Bool) { perform(isPresenting: true) }

  override func performDismissingTransition(interactive: Bool) { perform(isPresenting: false) }

  private func perform(isPresenting: Bool) {
    let half = duration / 2
    // The card on screen is the presenting view when presenting, the presented when dismissing.
    let onScreenIsPresented = !isPresenting
    scale(presented: onScreenIsPresented, to: .original)
    scale(presented: !onScreenIsPresented, to: .compact)
    let background = makeView(
      named: "background", frame: transitionContainerView.frame, backgroundColor: .black)
    transitionContainerView.insertSubview(background, at: 0)
    animate(
      withDuration: half,
      animations: { self.scale(presented: onScreenIsPresented, to: .compact) },
      completion: { _ in
        self.animate(
          withDuration: half,
          animations: { self.scale(presented: !onScreenIsPresented, to: .original) },
          completion: { _ in
            background.removeFromSuperview()
            self.presentingView.transform = .identity
            self.presentedView.transform = .identity
            self.finishAnimation(completion: nil)
          })
      })
  }

  private var itemCompactWidth: CGFloat { transitionContainerView.frame.width * sizeScaleValue }

  private var space: CGFloat {
    transitionContainerView.frame.width * (1 - sizeScaleValue * 2) / 3
  }

  private func scale(presented: Bool, to style: Style) {
    let view = presented ? presentedView : presentingView
    let another = presented ? presentingView : presentedView
    let offset = presented ? space * 2 + itemCompactWidth : space
    switch style {
    case .compact:
      view.transform = Transform3D(scaleX: sizeScaleValue, scaleY: sizeScaleValue)
      view.frame.origin.x = offset
    case .original:
      transitionContainerView.insertSubview(another, belowSubview: view)
      view.transform = .identity
      view.frame.origin.x = 0
    }
  }
}

/// The example's alpha-by-step transition after the guide's steps: keyframes fade the
/// presenting view to 0.5 and back while the presented view fades in to 0.8.
final class MigratedAlphaByStepTransition: CustomModalTransition {
  override init() { super.init(duration: 1) }

  override func performTransition(interactive: Bool) {
    let half = duration / 2
    transitionContainerView.addSubview(toView)
    toView.alpha = 0
    animateKeyframes(
      withDuration: duration,
      animations: {
        self.addKeyframe(withRelativeStartTime: 0, relativeDuration: half) {
          self.fromView.alpha = 0.5
        }
        self.addKeyframe(withRelativeStartTime: half, relativeDuration: half) {
          self.fromView.alpha = 1
          self.toView.alpha = 0.8
        }
      },
      completion: { _ in self.finishAnimation(completion: nil) })
  }
}
