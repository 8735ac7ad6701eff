import Curtain
import CurtainEngine
import Testing

/// The core's rule for the SwiftUI navigation modifiers: a destination's own declaration over
/// the stack's, the top screen's for a pop (to the root too), the system's swipe back kept and
/// driving the declared pop.
@Suite struct NavigationTransitionRuleTests {
  typealias Rule = NavigationTransitionRule

  func chosen(
    _ operation: TransitionOperation, leaving: String? = nil, arriving: String? = nil,
    stack: String? = nil, swipe: Bool = false
  ) -> String? {
    switch Rule.choose(
      operation: operation, leaving: leaving, arriving: arriving, stack: stack,
      systemSwipeDrives: swipe)
    {
    case .declared(let name): name
    case .followingSystemSwipe(let name): "swipe:" + name
    case .system: nil
    }
  }

  @Test func aPushPlaysTheArrivingScreensOwnElseTheStacks() {
    #expect(chosen(.push, leaving: "L", arriving: "A", stack: "S") == "A")
    #expect(chosen(.push, leaving: "L", stack: "S") == "S", "the leaving screen's is not used")
    #expect(chosen(.push, leaving: "L") == nil)
  }

  @Test func aPopPlaysTheLeavingScreensOwnElseTheStacks() {
    #expect(chosen(.pop, leaving: "L", arriving: "A", stack: "S") == "L")
    #expect(chosen(.pop, arriving: "A", stack: "S") == "S", "the arriving screen's is not used")
    #expect(chosen(.pop, arriving: "A") == nil)
  }

  /// The swipe back drives the pop the same declaration plays for a Back button; with
  /// nothing declared it is the system's interactive pop.
  @Test func theSystemSwipeBackDrivesTheDeclaredPop() {
    #expect(chosen(.pop, leaving: "L", stack: "S", swipe: true) == "swipe:L")
    #expect(chosen(.pop, arriving: "A", stack: "S", swipe: true) == "swipe:S")
    #expect(chosen(.pop, arriving: "A", swipe: true) == nil)
    #expect(chosen(.push, arriving: "A", swipe: true) == "A")
  }

  @Test func otherOperationsAreTheSystems() {
    #expect(chosen(.present, arriving: "A", stack: "S") == nil)
    #expect(chosen(.tab, leaving: "L", stack: "S") == nil)
  }

  @Test func theSourceIsOnTheScreenBelow() {
    #expect(Rule.sourceIsOnLeavingScreen(for: .push))
    #expect(!Rule.sourceIsOnLeavingScreen(for: .pop))
  }
}
