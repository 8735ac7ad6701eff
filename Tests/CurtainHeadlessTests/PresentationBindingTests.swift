import CurtainEngine
import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

/// The binding state machine, driven by the headless player through ``BindingHarness``.
///
/// Transitions are one-second fades, so a presentation lands 1 s after it starts; expected
/// outcomes are stated by hand in each test, and the random sequences are checked against a
/// small model written below (``ToggleModel``), not against the machine.
@MainActor
@Suite struct PresentationBindingTests {
  typealias Flag = PresentationBinding<Bool>
  typealias Items = PresentationBinding<String>

  // MARK: - isPresented

  @Test func trueBindingPresents() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    #expect(harness.effects == [.present(true)])
    #expect(harness.machine.phase == .presenting(true))
    harness.settle()
    #expect(harness.presentedNames == ["true"])
    #expect(harness.machine.phase == .presented(true))
    #expect(harness.binding == true)
    #expect(harness.errors.isEmpty)
  }

  @Test func presentationWaitsForThePresenterToAppear() throws {
    let harness = try BindingHarness<Bool>(presenterIsVisible: false)
    harness.set(true)
    #expect(harness.effects.isEmpty)
    #expect(harness.presentedNames.isEmpty)
    harness.feed(.presenterAppeared)
    #expect(harness.effects == [.present(true)])
  }

  @Test func landingCallsNothingAndKeepsTheBinding() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.advance(by: 1)
    #expect(harness.machine.phase == .presented(true))
    #expect(harness.effects == [.present(true)])
    #expect(harness.onDismissCalls.isEmpty)
  }

  @Test func falseBindingDismissesAndCallsOnDismissOnce() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    harness.set(nil)
    #expect(harness.effects == [.present(true), .dismiss(true)])
    #expect(harness.onDismissCalls.isEmpty, "onDismiss waits for the screen to leave")
    harness.advance(by: 0.5)
    #expect(harness.onDismissCalls.isEmpty)
    harness.advance(by: 0.5)
    #expect(harness.onDismissCalls == [true])
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.binding == nil)
    harness.settle()
    #expect(harness.onDismissCalls == [true])
  }

  @Test func completedInteractiveDismissalSetsTheBindingFalse() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    let swipe = try harness.beginInteractiveDismissal()
    try swipe.update(progress: 0.6)
    #expect(harness.binding == true, "still true while the finger is down")
    try swipe.finish(velocity: 1)
    harness.settle()
    #expect(harness.binding == nil)
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.onDismissCalls == [true])
    #expect(harness.machine.phase == .idle)
    #expect(harness.echoEffects.isEmpty)
  }

  @Test func cancelledInteractiveDismissalLeavesTheBindingTrue() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    let swipe = try harness.beginInteractiveDismissal()
    try swipe.update(progress: 0.3)
    try swipe.cancel(velocity: -1)
    harness.settle()
    #expect(harness.binding == true)
    #expect(harness.presentedNames == ["true"])
    #expect(harness.onDismissCalls.isEmpty)
    #expect(harness.machine.phase == .presented(true))
  }

  @Test func aCancelledSwipeCanBeFollowedByOneThatCompletes() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    let first = try harness.beginInteractiveDismissal()
    try first.cancel(velocity: 0)
    harness.settle()
    let second = try harness.beginInteractiveDismissal()
    try second.finish(velocity: 0)
    harness.settle()
    #expect(harness.binding == nil)
    #expect(harness.onDismissCalls == [true])
  }

  @Test func externalDismissalSetsTheBindingFalse() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    try harness.beginExternalDismissal()
    #expect(harness.machine.phase == .dismissing(true, origin: .external(interactive: false)))
    harness.settle()
    #expect(harness.binding == nil)
    #expect(harness.onDismissCalls == [true])
  }

  @Test func bindingIsWrittenBeforeOnDismissRuns() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    try harness.beginInteractiveDismissal().finish(velocity: 0)
    harness.settle()
    #expect(harness.effects == [.present(true), .setBinding(nil), .callOnDismiss(true)])
  }

  @Test func falseWhileAnimatingInDismissesAfterItLands() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.advance(by: 0.4)
    harness.set(nil)
    #expect(harness.effects == [.present(true)], "UIKit cannot dismiss mid-presentation")
    #expect(harness.machine.phase == .presenting(true))
    harness.advance(by: 0.6)  // lands at 1 s
    #expect(harness.effects == [.present(true), .dismiss(true)])
    harness.settle()
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.onDismissCalls == [true])
    #expect(harness.binding == nil)
  }

  @Test func falseThenTrueWhileAnimatingInNeedsNoTransition() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.advance(by: 0.2)
    harness.set(nil)
    harness.set(true)
    harness.settle()
    #expect(harness.effects == [.present(true)])
    #expect(harness.presentedNames == ["true"])
    #expect(harness.onDismissCalls.isEmpty)
  }

  @Test(arguments: 1...7)
  func rapidTogglesWhileAnimatingInCoalesceToTheLastValue(toggles: Int) throws {
    // Toggle n times from true: after an odd number the last value is false.
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    for index in 1...toggles { harness.set(index % 2 == 1 ? nil : true) }
    harness.settle()
    let lastIsTrue = toggles % 2 == 0
    #expect(harness.presentedNames == (lastIsTrue ? ["true"] : []))
    #expect(harness.presentCount == 1)
    #expect(harness.dismissCount == (lastIsTrue ? 0 : 1))
    #expect(harness.onDismissCalls.count == (lastIsTrue ? 0 : 1))
  }

  @Test func trueWhileDismissingPresentsAgainAfterTheDismissal() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    harness.set(nil)
    harness.advance(by: 0.3)
    harness.set(true)
    #expect(harness.effects == [.present(true), .dismiss(true)])
    harness.advance(by: 0.7)  // the dismissal ends at 1 s
    #expect(harness.onDismissCalls == [true])
    #expect(
      harness.effects == [.present(true), .dismiss(true), .callOnDismiss(true), .present(true)])
    harness.settle()
    #expect(harness.presentedNames == ["true"])
    #expect(harness.binding == true)
  }

  @Test func writingTheSameValueChangesNothing() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.set(true)
    harness.settle()
    harness.set(true)
    #expect(harness.effects == [.present(true)])
  }

  @Test func echoedBindingWritesAreNoOps() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    try harness.beginExternalDismissal()
    harness.settle()
    #expect(harness.effects.contains(.setBinding(nil)))
    #expect(harness.echoEffects.isEmpty)
    #expect(harness.machine.requested == nil)
  }

  @Test func falseDuringASwipeThatIsCancelledStillDismisses() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    let swipe = try harness.beginInteractiveDismissal()
    try swipe.update(progress: 0.5)
    harness.set(nil)
    #expect(harness.machine.phase == .dismissing(true, origin: .binding))
    try swipe.cancel(velocity: 0)
    harness.settle()
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.binding == nil)
    #expect(harness.onDismissCalls == [true])
    #expect(harness.dismissCount == 1)
  }

  @Test func trueWrittenDuringACompletingSwipePresentsAgain() throws {
    // The binding's last write wins over the gesture: false then true during the swipe.
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    let swipe = try harness.beginInteractiveDismissal()
    harness.set(nil)
    harness.set(true)
    try swipe.finish(velocity: 0)
    harness.settle()
    #expect(harness.binding == true)
    #expect(harness.presentedNames == ["true"])
    #expect(harness.onDismissCalls == [true])
    #expect(harness.presentCount == 2)
  }

  // MARK: - item

  @Test func newItemIdentityDismissesThenPresents() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.settle()
    harness.set("b")
    #expect(harness.effects == [.present("a"), .dismiss("a")])
    #expect(harness.presentedNames == ["a"])
    harness.advance(by: 1)
    #expect(harness.effects == [.present("a"), .dismiss("a"), .callOnDismiss("a"), .present("b")])
    harness.settle()
    #expect(harness.presentedNames == ["b"])
    #expect(harness.onDismissCalls == ["a"])
    #expect(harness.mostPresented == 1)
  }

  @Test func itemChangesDuringADismissalPresentOnlyTheLast() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.settle()
    harness.set("b")
    harness.set("c")
    harness.set("d")
    harness.settle()
    #expect(harness.presentedNames == ["d"])
    #expect(
      harness.effects.filter { if case .present = $0 { true } else { false } }
        == [.present("a"), .present("d")])
    #expect(harness.onDismissCalls == ["a"])
  }

  @Test func itemChangedWhileAnimatingInWaitsForTheLanding() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.advance(by: 0.5)
    harness.set("b")
    #expect(harness.effects == [.present("a")])
    harness.settle()
    #expect(harness.presentedNames == ["b"])
    #expect(harness.onDismissCalls == ["a"])
  }

  @Test func itemBackToTheShownOneBeforeTheLandingNeedsNoTransition() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.set("b")
    harness.set("a")
    harness.settle()
    #expect(harness.effects == [.present("a")])
  }

  @Test func nilItemDismisses() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.settle()
    harness.set(nil)
    harness.settle()
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.onDismissCalls == ["a"])
    #expect(harness.binding == nil)
  }

  @Test func swipingAnItemAwaySetsTheItemNil() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.settle()
    try harness.beginInteractiveDismissal().finish(velocity: 2)
    harness.settle()
    #expect(harness.binding == nil)
    #expect(harness.onDismissCalls == ["a"])
  }

  @Test func newItemDuringASwipeIsPresentedAndKept() throws {
    let harness = try BindingHarness<String>()
    harness.set("a")
    harness.settle()
    let swipe = try harness.beginInteractiveDismissal()
    harness.set("b")
    try swipe.finish(velocity: 0)
    harness.settle()
    #expect(harness.binding == "b", "the swipe must not clear a newer item")
    #expect(harness.presentedNames == ["b"])
    #expect(harness.onDismissCalls == ["a"])
  }

  // MARK: - The presenter leaving

  @Test func presenterDisappearingTearsDownThePresentation() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    harness.feed(.presenterDisappeared)
    #expect(
      harness.effects == [.present(true), .tearDown(true), .setBinding(nil), .callOnDismiss(true)])
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.machine.phase == .idle)
    #expect(harness.machine.requested == nil)
    #expect(harness.errors.isEmpty)
  }

  @Test func presenterDisappearingWhileAnimatingInLeaksNothing() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.advance(by: 0.5)
    weak var screen: HeadlessScreen?
    screen = harness.screen(for: true)
    #expect(screen != nil)
    harness.feed(.presenterDisappeared)
    harness.dropTransition()
    harness.settle()
    #expect(harness.presentedNames.isEmpty)
    #expect(harness.scene.isIdle)
    #expect(screen == nil, "nothing keeps the torn-down screen")
    #expect(harness.onDismissCalls == [true])
    #expect(harness.machine.shown == nil)
  }

  @Test func presenterDisappearingWhileDismissingCallsOnDismissOnce() throws {
    let harness = try BindingHarness<Bool>()
    harness.set(true)
    harness.settle()
    harness.set(nil)
    harness.advance(by: 0.5)
    harness.feed(.presenterDisappeared)
    harness.settle()
    #expect(harness.onDismissCalls == [true])
    #expect(harness.presentedNames.isEmpty)
  }

  @Test func nothingIsPresentedWhileThePresenterIsGone() throws {
    let harness = try BindingHarness<Bool>()
    harness.feed(.presenterDisappeared)
    harness.set(true)
    #expect(harness.effects.isEmpty)
    harness.feed(.presenterAppeared)
    #expect(harness.effects == [.present(true)])
  }

  @Test func aHiddenPresenterLeavingClearsAPendingRequest() throws {
    let harness = try BindingHarness<Bool>(presenterIsVisible: false)
    harness.set(true)
    harness.feed(.presenterDisappeared)
    #expect(harness.effects == [.setBinding(nil)])
    #expect(harness.onDismissCalls.isEmpty, "nothing was shown")
  }

  /// Issue 36, C: a presenter off screen (another tab) keeps the request until it appears.
  @Test func aRequestRefusedWhileThePresenterIsHiddenWaitsForItToAppear() {
    var machine = Flag(presenterIsVisible: true)
    #expect(machine.handle(.bindingChanged(true)) == [.present(true)])
    // The player finds the presenter outside the window.
    #expect(machine.handle(.presenterHidden) == [])
    #expect(machine.handle(.presentationFailed(true)) == [], "not written back")
    #expect(machine.requested == true)
    #expect(machine.phase == .idle)
    #expect(machine.handle(.presenterAppeared) == [.present(true)])
  }

  @Test func aHiddenPresenterKeepsWhatItPresents() {
    var machine = Flag(presenterIsVisible: true)
    machine.handle(.bindingChanged(true))
    machine.handle(.presentationLanded(true))
    #expect(machine.handle(.presenterHidden) == [])
    #expect(machine.phase == .presented(true))
    #expect(machine.handle(.bindingChanged(nil)) == [.dismiss(true)])
  }

  // MARK: - The machine alone

  @Test func documentedExampleProducesItsEffects() {
    var binding = PresentationBinding<Bool>()
    #expect(binding.handle(.presenterAppeared) == [])
    #expect(binding.handle(.bindingChanged(true)) == [.present(true)])
    #expect(binding.handle(.presentationLanded(true)) == [])
    #expect(binding.handle(.bindingChanged(nil)) == [.dismiss(true)])
    #expect(binding.handle(.dismissalCompleted(true)) == [.callOnDismiss(true)])
  }

  @Test func lateEventsAfterATeardownAreIgnored() {
    var machine = Items(presenterIsVisible: true)
    machine.handle(.bindingChanged("a"))
    machine.handle(.presenterDisappeared)
    let before = machine
    #expect(machine.handle(.presentationLanded("a")) == [])
    #expect(machine.handle(.dismissalCompleted("a")) == [])
    #expect(machine.handle(.dismissalCancelled("a")) == [])
    #expect(machine == before)
  }

  @Test func outOfPhaseInputsChangeNothing() {
    var machine = Items(presenterIsVisible: true)
    machine.handle(.bindingChanged("a"))
    let presenting = machine
    #expect(machine.handle(.dismissalBegan("a", interactive: true)) == [])
    #expect(machine.handle(.presentationLanded("b")) == [])
    #expect(machine.handle(.dismissalCompleted("a")) == [])
    #expect(machine == presenting)
  }

  @Test func failedPresentationWritesTheBindingFalseWithoutOnDismiss() {
    var machine = Flag(presenterIsVisible: true)
    #expect(machine.handle(.bindingChanged(true)) == [.present(true)])
    #expect(machine.handle(.presentationFailed(true)) == [.setBinding(nil)])
    #expect(machine.phase == .idle)
    #expect(machine.requested == nil)
  }

  @Test func failedPresentationOfAReplacedItemPresentsTheNewOne() {
    var machine = Items(presenterIsVisible: true)
    machine.handle(.bindingChanged("a"))
    machine.handle(.bindingChanged("b"))
    #expect(machine.handle(.presentationFailed("a")) == [.present("b")])
  }

  // MARK: - Random sequences against a model

  @Test func randomToggleSequencesMatchTheModel() {
    let reports = Fuzz.run("presentation-binding.toggles", cases: 200, seed: 0x5EED_B1D1, size: 40)
    {
      test in
      Self.checkRandomSequence(test, items: [true])
    }
    #expect(reports.isEmpty, "\(reports.joined(separator: "\n"))")
  }

  @Test func randomItemSequencesMatchTheModel() {
    let reports = Fuzz.run("presentation-binding.items", cases: 200, seed: 0x17E4_5EED, size: 40) {
      test in
      Self.checkRandomSequence(test, items: ["a", "b", "c"])
    }
    #expect(reports.isEmpty, "\(reports.joined(separator: "\n"))")
  }

  /// Plays `test.size` random steps — binding writes, clock steps, swipes that complete or are
  /// cancelled — then settles, and compares with ``ToggleModel``.
  static func checkRandomSequence<ID: Hashable & Sendable & CustomStringConvertible>(
    _ test: Fuzz.Case, items: [ID]
  ) -> String? {
    var random = test.generator
    guard let harness = try? BindingHarness<ID>() else { return "no scene" }
    var model = ToggleModel<ID>()
    var swipe: HeadlessTransition?
    var swipeFinishes = false
    for _ in 0..<test.size {
      let roll = random.unit()
      if roll < 0.45 {
        let value: ID? = random.chance(0.4) ? nil : random.pick(items)
        harness.set(value)
        model.write(value)
      } else if roll < 0.8 {
        harness.advance(by: random.pick([0.1, 0.25, 0.5, 1]))
      } else if swipe == nil, case .presented = harness.machine.phase {
        guard let started = try? harness.beginInteractiveDismissal() else {
          return "could not begin a swipe"
        }
        swipe = started
        swipeFinishes = random.chance(0.5)
        model.swipeBegan()
        try? started.update(progress: random.uniform(in: 0...1))
      } else if let running = swipe {
        if swipeFinishes {
          try? running.finish(velocity: 0)
        } else {
          try? running.cancel(velocity: 0)
        }
        model.swipeEnded(completed: swipeFinishes)
        swipe = nil
      }
      if harness.mostPresented > 1 { return "two presentations at once" }
    }
    if let running = swipe, !running.isReleased {
      if swipeFinishes {
        try? running.finish(velocity: 0)
      } else {
        try? running.cancel(velocity: 0)
      }
      model.swipeEnded(completed: swipeFinishes)
    }
    harness.settle()
    if !harness.errors.isEmpty { return "scene errors: \(harness.errors)" }
    if !harness.echoEffects.isEmpty { return "an echoed write had effects" }
    if harness.binding != model.binding {
      return
        "binding \(String(describing: harness.binding)), model \(String(describing: model.binding))"
    }
    let expectedScreens = model.binding.map { [$0.description] } ?? []
    if harness.presentedNames != expectedScreens {
      return "presented \(harness.presentedNames), expected \(expectedScreens)"
    }
    let presents = harness.presentCount
    let stillShown = model.binding == nil ? 0 : 1
    if harness.onDismissCalls.count != presents - stillShown {
      return "\(harness.onDismissCalls.count) onDismiss calls for \(presents) presentations"
        + " with \(stillShown) still shown"
    }
    if presents > model.distinctRequests + 1 {
      return "\(presents) presentations for \(model.distinctRequests) requests"
    }
    return nil
  }
}

/// What a user expects of the binding, without transitions.
///
/// The binding holds the last write, and a swipe that completes clears it unless the binding was written while the finger was
/// down. Once everything settles, exactly the binding's value is on screen.
struct ToggleModel<ID: Hashable> {
  private(set) var binding: ID?
  /// Writes that asked for something other than the value before.
  private(set) var distinctRequests = 0
  private var writtenDuringSwipe = false
  private var swiping = false

  mutating func write(_ value: ID?) {
    if value != binding, value != nil { distinctRequests += 1 }
    if value != binding, swiping { writtenDuringSwipe = true }
    binding = value
  }

  mutating func swipeBegan() {
    swiping = true
    writtenDuringSwipe = false
  }

  mutating func swipeEnded(completed: Bool) {
    if completed, !writtenDuringSwipe { binding = nil }
    swiping = false
  }
}
