import Curtain
import CurtainEngine
import Foundation
import Testing

@Suite struct DismissalAttemptTests {
  static func accessibility(
    _ tap: PresentationUIConfiguration.BackgroundTap
  ) throws
    -> PresentationAccessibility
  {
    PresentationAccessibility(uiConfiguration: PresentationUIConfiguration(backgroundTap: tap))
  }

  @Test func aDismissibleAttemptDismissesAndAsksTheDelegateOnce() throws {
    for attempt in DismissalAttempt.allCases {
      var asked = 0
      let decision = attempt.decide(
        accessibility: try Self.accessibility(.dismiss), isModalInPresentation: false,
        delegateAllows: {
          asked += 1
          return true
        })
      #expect(decision == .dismiss, "\(attempt)")
      #expect(asked == 1)
    }
  }

  @Test func tapAndEscapeHonourTheSameVetoes() throws {
    for attempt in DismissalAttempt.allCases {
      let accessibility = try Self.accessibility(.dismiss)
      var asked = 0
      let modal = attempt.decide(
        accessibility: accessibility, isModalInPresentation: true,
        delegateAllows: {
          asked += 1
          return true
        })
      #expect(modal == .refuse(.modalInPresentation))
      #expect(asked == 0, "isModalInPresentation refuses before the delegate is asked")
      let vetoed = attempt.decide(
        accessibility: accessibility, isModalInPresentation: false, delegateAllows: { false })
      #expect(vetoed == .refuse(.vetoed), "\(attempt)")
    }
  }

  @Test func aTapOnABackgroundThatDoesNothingIsSwallowedButEscapeIsRefused() throws {
    let accessibility = try Self.accessibility(.none)
    #expect(
      DismissalAttempt.backgroundTap.decide(
        accessibility: accessibility, isModalInPresentation: false, delegateAllows: { true })
        == .swallow)
    #expect(
      DismissalAttempt.escape.decide(
        accessibility: accessibility, isModalInPresentation: false, delegateAllows: { true })
        == .refuse(.backgroundTapDoesNothing))
  }

  @Test func aPassthroughBackgroundPassesTheTapAndRefusesEscape() throws {
    let accessibility = try Self.accessibility(.passthrough)
    #expect(
      DismissalAttempt.backgroundTap.decide(
        accessibility: accessibility, isModalInPresentation: false, delegateAllows: { true })
        == .passThrough)
    #expect(
      DismissalAttempt.escape.decide(
        accessibility: accessibility, isModalInPresentation: false, delegateAllows: { true })
        == .refuse(.passthroughBackground))
  }
}
