import Curtain
import CurtainEngine
import ReferenceMath
import Testing

/// The selected-detent binding's rules, one case each, then random sequences played on a
/// simulated sheet (``SimulatedSheet``) and checked against a model written from the rules'
/// statement (``LastWordModel``: the last word, in time, of the app or the user), not against
/// the machine.
@Suite struct DetentSelectionBindingTests {
  typealias Machine = DetentSelectionBinding
  let ids = ["small", "medium", "large"]

  /// A machine whose sheet rests on `detent`, the binding holding the same.
  func resting(on detent: String) -> Machine {
    var machine = Machine(detentIDs: ids, selected: detent)
    machine.handle(.presented(at: detent))
    return machine
  }

  // MARK: - Before presentation

  @Test func theBindingChoosesTheOpeningDetent() {
    var machine = Machine(detentIDs: ids, selected: "small")
    #expect(machine.initialDetentID == "small")
    #expect(machine.handle(.bindingChanged("large")) == [])
    #expect(machine.initialDetentID == "large")
    #expect(machine.phase == .hidden)
  }

  @Test func anUnknownBindingOpensAtTheFirstDetent() {
    let machine = Machine(detentIDs: ids, selected: "huge")
    #expect(machine.initialDetentID == "small")
    #expect(machine.requested == "huge", "nothing is written before the sheet is shown")
  }

  @Test func noDetentsMeansLarge() {
    let machine = Machine(detentIDs: [], selected: "large")
    #expect(machine.detentIDs == ["large"])
    #expect(machine.initialDetentID == "large")
  }

  @Test func landingOnTheRequestedDetentDoesNothing() {
    var machine = Machine(detentIDs: ids, selected: "medium")
    #expect(machine.handle(.presented(at: "medium")) == [])
    #expect(machine.phase == .resting("medium"))
  }

  @Test func aWriteDuringThePresentationMovesTheSheetAfterItLands() {
    var machine = Machine(detentIDs: ids, selected: "medium")
    // The presentation started at "medium"; the app writes "large" while it animates in.
    #expect(machine.handle(.bindingChanged("large")) == [])
    #expect(machine.handle(.presented(at: "medium")) == [.moveSheet(to: "large")])
    #expect(machine.phase == .moving(to: "large"))
  }

  @Test func landingElsewhereThanAnUnknownBindingWritesTheBinding() {
    var machine = Machine(detentIDs: ids, selected: "huge")
    #expect(machine.handle(.presented(at: "small")) == [.setBinding("small")])
    #expect(machine.requested == "small")
  }

  // MARK: - SwiftUI sets the binding

  @Test func aWriteWhileRestingMovesTheSheetOnce() {
    var machine = resting(on: "small")
    #expect(machine.handle(.bindingChanged("large")) == [.moveSheet(to: "large")])
    #expect(machine.phase == .moving(to: "large"))
    #expect(machine.handle(.settled(at: "large")) == [])
    #expect(machine.phase == .resting("large"))
  }

  @Test func writingTheDetentTheSheetRestsOnDoesNothing() {
    var machine = resting(on: "medium")
    #expect(machine.handle(.bindingChanged("medium")) == [])
    #expect(machine.phase == .resting("medium"))
  }

  @Test func writesWhileMovingCoalesceToTheLast() {
    var machine = resting(on: "small")
    #expect(machine.handle(.bindingChanged("medium")) == [.moveSheet(to: "medium")])
    #expect(machine.handle(.bindingChanged("large")) == [])
    #expect(machine.handle(.bindingChanged("small")) == [])
    #expect(machine.handle(.bindingChanged("large")) == [])
    #expect(machine.handle(.settled(at: "medium")) == [.moveSheet(to: "large")])
    #expect(machine.handle(.settled(at: "large")) == [])
    #expect(machine.requested == "large")
  }

  @Test func writingBackTheTargetWhileMovingCostsNoSecondMove() {
    var machine = resting(on: "small")
    machine.handle(.bindingChanged("large"))
    #expect(machine.handle(.bindingChanged("medium")) == [])
    #expect(machine.handle(.bindingChanged("large")) == [])
    #expect(machine.handle(.settled(at: "large")) == [])
  }

  @Test func anUnknownDetentIsWrittenBackWithWhereTheSheetIs() {
    var machine = resting(on: "medium")
    #expect(machine.handle(.bindingChanged("huge")) == [.setBinding("medium")])
    #expect(machine.phase == .resting("medium"))
    // The echo of the written value changes nothing.
    #expect(machine.handle(.bindingChanged("medium")) == [])
  }

  @Test func anUnknownDetentWhileMovingIsWrittenBackWithTheLastKnownOne() {
    var machine = resting(on: "small")
    machine.handle(.bindingChanged("large"))
    #expect(machine.handle(.bindingChanged("huge")) == [.setBinding("large")])
    machine.handle(.bindingChanged("medium"))
    // Still moving to "large"; the sheet will end on "medium", the binding's last valid value.
    #expect(machine.handle(.bindingChanged("huge")) == [.setBinding("medium")])
    #expect(machine.handle(.settled(at: "large")) == [.moveSheet(to: "medium")])
  }

  @Test func anUnknownInitialDetentIsWrittenBackWithTheOpeningOne() {
    var machine = Machine(detentIDs: ids, selected: "huge")
    #expect(machine.handle(.bindingChanged("tiny")) == [.setBinding("small")])
  }

  // MARK: - The user drags

  @Test func aDragThatSettlesElsewhereWritesTheBinding() {
    var machine = resting(on: "medium")
    #expect(machine.handle(.dragBegan) == [])
    #expect(machine.phase == .dragging(from: "medium"))
    #expect(machine.handle(.dragEnded) == [])
    #expect(machine.handle(.settled(at: "large")) == [.setBinding("large")])
    #expect(machine.phase == .resting("large"))
    #expect(machine.handle(.bindingChanged("large")) == [], "SwiftUI's echo")
  }

  @Test func aDragBackToTheSameDetentWritesNothing() {
    var machine = resting(on: "medium")
    machine.handle(.dragBegan)
    machine.handle(.dragEnded)
    #expect(machine.handle(.settled(at: "medium")) == [])
  }

  @Test func theHandWinsOverAWriteWhileTheFingerIsDown() {
    var machine = resting(on: "medium")
    machine.handle(.dragBegan)
    #expect(machine.handle(.bindingChanged("small")) == [])
    machine.handle(.dragEnded)
    #expect(machine.handle(.settled(at: "large")) == [.setBinding("large")])
    #expect(machine.phase == .resting("large"))
  }

  @Test func aWriteAfterTheReleaseIsAppliedOnceTheSheetSettles() {
    var machine = resting(on: "medium")
    machine.handle(.dragBegan)
    machine.handle(.dragEnded)
    #expect(machine.handle(.bindingChanged("small")) == [])
    #expect(machine.handle(.settled(at: "large")) == [.moveSheet(to: "small")])
    #expect(machine.handle(.settled(at: "small")) == [])
    #expect(machine.requested == "small")
  }

  @Test func aWriteAfterTheReleaseOfTheDetentTheSheetSettlesOnCostsNothing() {
    var machine = resting(on: "medium")
    machine.handle(.dragBegan)
    machine.handle(.dragEnded)
    machine.handle(.bindingChanged("large"))
    #expect(machine.handle(.settled(at: "large")) == [])
  }

  @Test func grabbingAMovingSheetInterruptsTheMoveAndTheHandWins() {
    var machine = resting(on: "small")
    machine.handle(.bindingChanged("large"))
    #expect(machine.handle(.dragBegan) == [])
    #expect(machine.phase == .dragging(from: "large"))
    machine.handle(.dragEnded)
    #expect(machine.handle(.settled(at: "medium")) == [.setBinding("medium")])
  }

  @Test func grabbingAgainWhileSettlingVoidsTheFirstRelease() {
    var machine = resting(on: "small")
    machine.handle(.dragBegan)
    machine.handle(.dragEnded)
    machine.handle(.bindingChanged("medium"))  // after the first release
    machine.handle(.dragBegan)  // grabbed again before it settled
    machine.handle(.dragEnded)
    #expect(machine.handle(.settled(at: "large")) == [.setBinding("large")])
  }

  /// What `CurtainSwiftUI` feeds when the UIKit player cannot move a shown sheet: a release
  /// where the sheet rests, which writes the binding back.
  @Test func aMoveThePlayerCannotMakeIsWrittenBack() {
    var machine = resting(on: "medium")
    #expect(machine.handle(.bindingChanged("large")) == [.moveSheet(to: "large")])
    machine.handle(.dragBegan)
    machine.handle(.dragEnded)
    #expect(machine.handle(.settled(at: "medium")) == [.setBinding("medium")])
    #expect(machine.phase == .resting("medium"))
    #expect(machine.handle(.bindingChanged("medium")) == [], "SwiftUI's echo")
  }

  @Test func aReleaseWithoutADragIsIgnored() {
    var machine = resting(on: "small")
    #expect(machine.handle(.dragEnded) == [])
    #expect(machine.phase == .resting("small"))
  }

  // MARK: - Detents change, the sheet leaves

  @Test func removingTheSelectedDetentMovesToTheFirst() {
    var machine = resting(on: "large")
    #expect(
      machine.handle(.detentsChanged(["medium", "small"]))
        == [.setBinding("medium"), .moveSheet(to: "medium")])
    #expect(machine.handle(.settled(at: "medium")) == [])
  }

  @Test func changingOtherDetentsKeepsTheSelection() {
    var machine = resting(on: "large")
    #expect(machine.handle(.detentsChanged(["large", "small"])) == [])
    #expect(machine.detentIDs == ["large", "small"])
    #expect(machine.handle(.detentsChanged(["large", "small"])) == [])
  }

  @Test func removingTheSelectedDetentWhileHiddenOnlyWritesTheBinding() {
    var machine = Machine(detentIDs: ids, selected: "large")
    #expect(machine.handle(.detentsChanged(["small"])) == [.setBinding("small")])
    #expect(machine.initialDetentID == "small")
  }

  @Test func aDismissedSheetKeepsTheBindingForTheNextPresentation() {
    var machine = resting(on: "small")
    machine.handle(.dragBegan)
    machine.handle(.dragEnded)
    #expect(machine.handle(.dismissed) == [])
    #expect(machine.phase == .hidden)
    #expect(machine.handle(.settled(at: "large")) == [], "a late settle after the dismissal")
    #expect(machine.handle(.bindingChanged("medium")) == [])
    #expect(machine.initialDetentID == "medium")
    #expect(machine.handle(.presented(at: "medium")) == [])
  }

  // MARK: - Random sequences against the model

  @Test(arguments: 0..<100)
  func randomSequencesEndWhereTheLastWordSaid(seed: UInt64) throws {
    var random = SplitMix64(seed: 0x5EED_0000 + seed)
    let detents = ["a", "b", "c", "d"]
    let start = detents[Int.random(in: 0..<detents.count, using: &random)]
    var sheet = SimulatedSheet(machine: Machine(detentIDs: detents, selected: start))
    var model = LastWordModel(detents: detents, selected: start)
    // Writes before the presentation choose where it opens.
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let id = (detents + ["zz"]).randomElement(using: &random) ?? "a"
      if id != sheet.binding { model.write(id, fingerDown: false) }
      sheet.write(id)
    }
    sheet.present()
    #expect(sheet.rest == model.opening, "seed \(seed): opened at the binding's detent")
    var log: [String] = []  // printed with a failure, to replay it by hand
    for _ in 0..<60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        let id = (detents + ["zz"]).randomElement(using: &random) ?? "a"
        // SwiftUI reports a write only when it changes the value.
        if id != sheet.binding { model.write(id, fingerDown: sheet.fingerDown) }
        sheet.write(id)
        log.append("w \(id)")
      case 4..<6:
        sheet.tick()
        if let settledByUser = sheet.lastUserSettle { model.userSettled(on: settledByUser) }
        log.append("tick→\(sheet.machine.phase) b=\(sheet.binding)")
      case 6..<8:
        if sheet.grab() {
          model.grabbed()
          log.append("grab")
        }
      default:
        let target = detents.randomElement(using: &random) ?? "a"
        if sheet.release(toward: target) {
          model.released(toward: target)
          log.append("release \(target)")
        }
      }
    }
    if sheet.release(toward: sheet.rest ?? "a") { model.released(toward: sheet.rest ?? "a") }
    for _ in 0..<8 {
      sheet.tick()
      if let settledByUser = sheet.lastUserSettle { model.userSettled(on: settledByUser) }
    }
    #expect(sheet.violations.isEmpty, "seed \(seed)")
    #expect(sheet.isStill, "seed \(seed): the sheet came to rest")
    #expect(sheet.rest == model.lastWord, "seed \(seed): the sheet rests on the last word \(log)")
    #expect(sheet.binding == model.lastWord, "seed \(seed): the binding tells the truth")
  }
}

/// A sheet on screen that plays the machine's effects.
///
/// A move takes one tick, a release settles on its target after one tick, a grab stops any
/// motion. It records protocol violations: a
/// move asked for while the sheet moves or is held (coalescing forbids it), an effect for an
/// echo.
struct SimulatedSheet {
  enum Motion: Equatable {
    case still
    case moving(String)
    case held
    case settling(String)
  }

  var machine: DetentSelectionBinding
  var binding: String
  var rest: String?
  var motion: Motion = .still
  var violations: [String] = []
  /// The detent the last tick settled a released sheet on.
  var lastUserSettle: String?

  init(machine: DetentSelectionBinding) {
    self.machine = machine
    binding = machine.requested
  }

  var fingerDown: Bool { motion == .held }
  var isStill: Bool { motion == .still }

  mutating func write(_ id: String) {
    binding = id
    perform(machine.handle(.bindingChanged(id)))
  }

  mutating func present() {
    let at = machine.initialDetentID
    rest = at
    perform(machine.handle(.presented(at: at)))
  }

  mutating func tick() {
    lastUserSettle = nil
    switch motion {
    case .moving(let id):
      rest = id
      motion = .still
      perform(machine.handle(.settled(at: id)))
    case .settling(let id):
      rest = id
      motion = .still
      lastUserSettle = id
      perform(machine.handle(.settled(at: id)))
    case .still, .held:
      break
    }
  }

  mutating func grab() -> Bool {
    guard rest != nil, motion != .held else { return false }
    motion = .held
    perform(machine.handle(.dragBegan))
    return true
  }

  mutating func release(toward target: String) -> Bool {
    guard motion == .held else { return false }
    motion = .settling(target)
    perform(machine.handle(.dragEnded))
    return true
  }

  private mutating func perform(_ effects: [DetentSelectionBinding.Effect]) {
    for effect in effects {
      switch effect {
      case .moveSheet(let id):
        if motion != .still { violations.append("move to \(id) while \(motion)") }
        motion = .moving(id)
      case .setBinding(let id):
        binding = id
        let echo = machine.handle(.bindingChanged(id))
        if !echo.isEmpty { violations.append("echo of \(id) returned \(echo)") }
      }
    }
  }
}

/// What a person expects, from the rules' statement: the sheet ends on the last word, where a
/// word is a write of a detent the sheet has, made while no finger is on the sheet and changing
/// the binding's value (SwiftUI reports no other), or a release
/// whose sheet settled without being grabbed again; a release's word is spoken when the finger
/// lifts, so a write after it and before the settle is later.
struct LastWordModel {
  let detents: [String]
  private var words: [(time: Int, id: String)] = []
  private var clock = 0
  private var pendingRelease: (time: Int, id: String)?
  private let selected: String

  init(detents: [String], selected: String) {
    self.detents = detents
    self.selected = selected
  }

  /// Where the sheet opens: the last word before the presentation, or the first detent.
  var opening: String {
    words.last?.id ?? (detents.contains(selected) ? selected : detents[0])
  }

  var lastWord: String { words.max { $0.time < $1.time }?.id ?? opening }

  mutating func write(_ id: String, fingerDown: Bool) {
    clock += 1
    guard detents.contains(id), !fingerDown else { return }
    words.append((clock, id))
  }

  mutating func grabbed() {
    clock += 1
    pendingRelease = nil
  }

  mutating func released(toward id: String) {
    clock += 1
    pendingRelease = (clock, id)
  }

  mutating func userSettled(on id: String) {
    clock += 1
    if let release = pendingRelease, release.id == id { words.append(release) }
    pendingRelease = nil
  }
}
