import Curtain
import CurtainCoverVertical
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

/// Presentr's four cover movements (`CoverVerticalAnimation`, `CoverVerticalFromTopAnimation`,
/// `CoverHorizontalAnimation` from either side), against start frames worked out by hand.
@Suite @MainActor struct CoverAnimationsTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// A presented frame smaller than the container, so that every coordinate of a movement shows.
  static let card = CGRect(x: 20, y: 400, width: 350, height: 444)

  /// Ease-in-out, (0.42, 0) (0.58, 1), by the reference Bézier.
  static func easeInOut(_ fraction: Double) -> Double {
    BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(at: fraction)
  }

  /// `from + (to − from)·p`, component by component.
  static func mix(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
    let p = CGFloat(progress)
    return CGRect(
      x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
      width: from.width + (to.width - from.width) * p,
      height: from.height + (to.height - from.height) * p)
  }

  static func context(
    _ operation: TransitionContext.Operation, presentedFrame: CGRect? = card
  ) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: container, presentedFrame: presentedFrame)
  }

  static func expectFrame(
    _ plan: TransitionPlan, at time: TimeInterval, _ expected: CGRect,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try expectPresentedFrame(
      plan, at: time, expected, tolerance: 1e-9, sourceLocation: sourceLocation)
  }

  /// Presentr's built-in movements.
  enum Movement: CaseIterable, Sendable {
    case coverVertical, coverVerticalFromTop, coverHorizontalFromRight, coverHorizontalFromLeft

    @MainActor func make() -> PresentrAnimation {
      switch self {
      case .coverVertical: return CoverVerticalAnimation()
      case .coverVerticalFromTop: return CoverVerticalFromTopAnimation()
      case .coverHorizontalFromRight: return CoverHorizontalAnimation(fromRight: true)
      case .coverHorizontalFromLeft: return CoverHorizontalAnimation(fromRight: false)
      }
    }

    /// The start frame for `card` in a 390×844 container, worked out by hand from Presentr's
    /// formulas.
    var start: CGRect {
      switch self {
      // y = container height + own height = 844 + 444.
      case .coverVertical: return CGRect(x: 20, y: 1288, width: 350, height: 444)
      // y = −own height.
      case .coverVerticalFromTop: return CGRect(x: 20, y: -444, width: 350, height: 444)
      // x = container width + own width = 390 + 350.
      case .coverHorizontalFromRight: return CGRect(x: 740, y: 400, width: 350, height: 444)
      // x = −own width.
      case .coverHorizontalFromLeft: return CGRect(x: -350, y: 400, width: 350, height: 444)
      }
    }
  }

  @Test(arguments: Movement.allCases)
  func movementsStartWherePresentrPutsThem(movement: Movement) throws {
    let start = movement.start
    let card = Self.card
    let present = try movement.make().plan(for: Self.context(.present))
    #expect(present.initialStates[.presented]?.frame == start)
    try Self.expectFrame(present, at: 0, start)
    try Self.expectFrame(present, at: 0.15, Self.mix(start, card, Self.easeInOut(0.15 / 0.4)))
    #expect(present.finalState(of: .presented).frame == card)

    let dismiss = try movement.make().plan(for: Self.context(.dismiss))
    try Self.expectFrame(dismiss, at: 0, card)
    try Self.expectFrame(dismiss, at: 0.15, Self.mix(card, start, Self.easeInOut(0.15 / 0.4)))
    #expect(dismiss.finalState(of: .presented).frame == start)
  }

  @Test(arguments: Movement.allCases)
  func movementsKeepTheAnimatorContract(movement: Movement) {
    let violations = AnimatorContract.check(movement.make())
    #expect(violations.isEmpty, "\(movement): \(violations)")
  }

  @Test func defaultOptionsAreEaseInOutForPointFourSeconds() throws {
    let plan = try CoverVerticalAnimation().plan(for: Self.context(.present))
    let track = try #require(plan.tracks.first)
    #expect(plan.tracks.count == 1)
    #expect(track.timing.kind == .curve(.easeInOut))
    #expect(track.timing.duration == 0.4)
  }
}
