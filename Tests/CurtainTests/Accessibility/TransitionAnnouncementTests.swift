import Curtain
import CurtainEngine
import Foundation
import Testing

@Suite struct TransitionAnnouncementTests {
  @Test(arguments: TransitionOperation.allCases)
  func aCancelledTransitionAnnouncesNothing(operation: TransitionOperation) {
    #expect(TransitionAnnouncement.after(operation, completed: false) == .none)
  }

  @Test func aCompletedTransitionMovesFocusToTheNewContent() {
    #expect(
      TransitionAnnouncement.after(.present, completed: true)
        == .screenChanged(focus: .presentedContent))
    #expect(
      TransitionAnnouncement.after(.dismiss, completed: true)
        == .screenChanged(focus: .presentingElement))
    for operation in [TransitionOperation.push, .pop, .tab] {
      #expect(
        TransitionAnnouncement.after(operation, completed: true)
          == .screenChanged(focus: .arrivingContent))
    }
  }

  @Test func optingOutAnnouncesNothing() {
    let quiet = AccessibilityOptions(announcesScreenChanges: false)
    #expect(TransitionAnnouncement.after(.present, completed: true, options: quiet) == .none)
  }
}
