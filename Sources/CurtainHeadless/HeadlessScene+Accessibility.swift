import Curtain
import CurtainEngine
import Foundation

/// What the escape gesture did in a ``HeadlessScene`` (see ``HeadlessScene/performEscape()``).
public enum EscapeResult {
  /// The top presentation is being dismissed, with its own animator, by this transition.
  case dismissed(HeadlessTransition)
  /// The escape was refused, for this reason (reported, as UIKit's
  /// `presentationControllerDidAttemptToDismiss(_:)`); nothing changed.
  case refused(DismissalRefusal)
  /// Nothing is presented: there is nothing to escape from.
  case nothingPresented
}

extension HeadlessScene {
  // MARK: - Accessibility

  /// The accessibility decisions for `screen`'s presentation, as the UIKit player performs
  /// them: modality, escape, the dimming element, the background as drawn under
  /// ``reduceTransparency``.
  ///
  /// A screen presented with a `Presentation` gets the decisions of its UI configuration (and
  /// its context's outside taps); one presented with a plain animator is a full-screen modal
  /// whose escape dismisses (`PresentationAccessibility(plainWith:)`).
  ///
  /// ```swift
  /// try scene.present(detail, presentation: FadePresentation()).run()
  /// scene.accessibility(of: detail)?.isModal  // true
  /// ```
  ///
  /// - Parameter screen: A presented screen.
  /// - Returns: The decisions, or `nil` when `screen` is not presented.
  package func accessibility(of screen: HeadlessScreen) -> PresentationAccessibility? {
    guard let presentation = model.presentations.last(where: { $0.screen === screen }) else {
      return nil
    }
    guard let record = presentation.record else { return plainAccessibility }
    return accessibility(of: record)
  }

  /// The two-finger scrub (or a keyboard's Escape) on the top presentation.
  ///
  /// It is decided as a tap outside is (`DismissalAttempt.escape`): a presentation
  /// whose escape dismisses is dismissed with its own animator (a `Presentation`'s, or the plain
  /// animator it was presented with); any other refuses with the reason. While a transition
  /// runs or waits the escape is refused with `DismissalRefusal.busy`.
  ///
  /// - Returns: What the escape did.
  /// - Throws: ``HeadlessError/animatorFailed(animator:underlying:)`` when the dismissal's
  ///   animator throws.
  @discardableResult
  public func performEscape() throws(HeadlessError) -> EscapeResult {
    guard isIdle else { return .refused(.busy) }
    guard let top = model.presentations.last, let accessibility = accessibility(of: top.screen)
    else { return .nothingPresented }
    let decision = DismissalAttempt.escape.decide(
      accessibility: accessibility, isModalInPresentation: false, delegateAllows: { true })
    switch decision {
    case .dismiss:
      if top.record != nil { return .dismissed(try dismiss()) }
      guard let animator = plainPresentationAnimators[ObjectIdentifier(top.screen)] else {
        return .refused(.notDismissible)
      }
      return .dismissed(try dismiss(animator: animator))
    case .refuse(let reason): return .refused(reason)
    case .passThrough, .swallow: return .refused(.backgroundTapDoesNothing)
    }
  }

  /// Where an activation of the "Dismiss" element taps for `screen`'s presentation (VoiceOver's
  /// double-tap when the element does not handle it, Switch Control, a UI test): on the dim,
  /// in the middle of its largest part the presented view leaves uncovered, never under the
  /// presented view; the UIKit player reports the same point as the dimming view's
  /// `accessibilityActivationPoint`.
  ///
  /// A ``tap(at:)`` there is a tap on the background.
  ///
  /// - Parameter screen: A presented screen.
  /// - Returns: The point in the scene, or `nil` when the screen is not presented with a
  ///   `Presentation` whose background is a "Dismiss" element, or when the presented view
  ///   covers the whole dim.
  public func dismissActivationPoint(of screen: HeadlessScreen) -> CGPoint? {
    guard let presentation = model.presentations.last(where: { $0.screen === screen }),
      let record = presentation.record,
      DimmingElementPlacement.isExposed(
        accessibility(of: record).dimmingElement, isModalInPresentation: false),
      let frame = state(of: screen)?.frame
    else { return nil }
    return DimmingElementPlacement.activationPoint(
      dim: record.contextFrame ?? bounds, presented: frame)
  }

  /// The last announcement (`announcements`), `TransitionAnnouncement.none` before
  /// any transition ended.
  package var lastAnnouncement: TransitionAnnouncement { announcements.last ?? .none }

  /// The decisions for a screen presented with a plain animator.
  var plainAccessibility: PresentationAccessibility {
    PresentationAccessibility(
      plainWith: accessibilityOptions, reduceTransparency: reduceTransparency,
      increaseContrast: increaseContrast)
  }

  func accessibility(of record: PresentationRecord) -> PresentationAccessibility {
    PresentationAccessibility(
      uiConfiguration: record.presentation.uiConfiguration,
      outsideContextTap: record.contextFrame == nil ? nil : record.outsideContextTap,
      reduceTransparency: reduceTransparency, increaseContrast: increaseContrast,
      options: accessibilityOptions,
      dismissesByDragging: record.presentation.dismissalPan() != nil)
  }

  /// `plan` with Reduce Transparency's dim in place of a `Presentation`'s blur, when the scene
  /// reduces transparency, and with its dim raised, when it increases contrast.
  func accessiblePlan(_ plan: TransitionPlan, for request: SceneRequest) -> TransitionPlan {
    guard reduceTransparency || increaseContrast else { return plan }
    let accessibility: PresentationAccessibility
    switch request {
    case .presentPresentation(_, let presented):
      accessibility = self.accessibility(of: presented)
    case .dismiss:
      if let record = model.presentations.last?.record {
        accessibility = self.accessibility(of: record)
      } else {
        accessibility = plainAccessibility
      }
    case .present:
      accessibility = plainAccessibility
    default:
      return plan
    }
    var plan = plan
    if let alpha = accessibility.reducedTransparencyDimAlpha {
      plan = plan.reducingTransparency(dimAlpha: alpha)
    }
    return accessibility.increasesDimContrast ? plan.increasingDimContrast() : plan
  }

  /// Remembers the animator of a finished plain presentation (its escape dismisses with it)
  /// and forgets those of screens no longer presented.
  func rememberPlainPresentation(after transition: HeadlessTransition) {
    if case .present(let screen, _, _) = transition.request,
      let animator = transition.plannedAnimator()
    {
      plainPresentationAnimators[ObjectIdentifier(screen)] = animator
    }
    if case .dismiss = transition.request, let top = model.presentations.last {
      plainPresentationAnimators[ObjectIdentifier(top.screen)] = nil
    }
  }

  /// Records what assistive technologies are told once `transition` ended.
  func announce(after transition: HeadlessTransition, finished: Bool) {
    let operation: TransitionOperation
    switch transition.request {
    case .present, .presentPresentation: operation = .present
    case .dismiss: operation = .dismiss
    case .push: operation = .push
    case .pop: operation = .pop
    case .selectTab: operation = .tab
    case .update, .resize, .keyboard: return
    }
    announcements.append(
      .after(operation, completed: finished, options: accessibilityOptions))
  }
}
