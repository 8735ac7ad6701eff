import CurtainEngine
import Foundation
import Testing

@testable import Curtain

/// `InteractionTracker.measure(on:moving:extent:leaving:)` under each
/// `InteractionConfiguration.ProgressMeasure`, and the rule that places a dismissal pan
/// (`PanHost`), with numbers worked out by hand.
///
/// The transition is a Jelly cover 195 × 422 points, centred on a 390 × 844 screen (top at
/// y 211), dismissed to the bottom: it ends with its top at y 844, so its centre goes from
/// y 422 to y 1055, 633 points, and it is out of the screen only at its end (exit 1).
@MainActor
@Suite struct InteractionTrackerMeasureTests {
  static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let frame = CGRect(x: 97.5, y: 211, width: 195, height: 422)

  /// The dismissal's plan.
  func plan() throws -> TransitionPlan {
    let cover = CoverPresentation(directionShow: .bottom, directionDismiss: .bottom)
    let context = try TransitionContext(
      operation: .dismiss, containerBounds: Self.bounds, presentedFrame: Self.frame)
    return try cover.plan(for: context)
  }

  /// A downward pan begun at rest, measured on the plan, under `measure` with Jelly's
  /// velocity-blind threshold of 0.5.
  func tracker(
    _ measure: InteractionConfiguration.ProgressMeasure
  ) throws -> InteractionTracker {
    var configuration = try InteractionConfiguration(completionThreshold: 0.5, policy: .threshold)
    configuration.progressMeasure = measure
    var tracker = try InteractionTracker(
      pan: .regular(.fromTop), distance: 422, configuration: configuration)
    #expect(try tracker.begin(GestureSample(time: 0, translation: .zero)))
    tracker.measure(on: try plan(), moving: [.presented], extent: 422, leaving: Self.bounds)
    return tracker
  }

  @Test func theTravelIsTheDefault() throws {
    #expect(try InteractionConfiguration().progressMeasure == .travel)
    #expect(InteractionConfiguration.standard.progressMeasure == .travel)
  }

  /// Jelly's measure: progress is the translation ÷ 422, the threshold 0.5 as given.
  ///
  /// 211 points is progress 0.5; 295.4 points (70 % of the height) is 0.7 and a release there
  /// finishes; 168.8 points (40 %) is 0.4 and cancels.
  @Test func theDraggedViewSizeMeasuresTheTranslationOverTheViewsSize() throws {
    var tracker = try tracker(.draggedViewSize)
    #expect(tracker.distance == 422)
    #expect(tracker.exit == 1)
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 211)))
    #expect(abs(tracker.progress - 0.5) < 1e-12)
    var past = tracker
    let finish = past.end(GestureSample(time: 0.2, translation: CGPoint(x: 0, y: 295.4)))
    #expect(abs((finish?.progress ?? .nan) - 0.7) < 1e-12)
    #expect(finish?.finishes == true)
    let short = tracker.end(GestureSample(time: 0.2, translation: CGPoint(x: 0, y: 168.8)))
    #expect(abs((short?.progress ?? .nan) - 0.4) < 1e-12)
    #expect(short?.finishes == false)
  }

  /// The travel rule on the same drags: 633 points to progress 1, so 295.4 points is
  /// 295.4 ÷ 633 ≈ 0.4667, short of 0.5 × exit 1: the release cancels.
  @Test func theTravelMeasuresTheDistanceThePlanMovesTheView() throws {
    var tracker = try tracker(.travel)
    #expect(abs(tracker.distance - 633) < 1e-9)
    #expect(tracker.exit == 1)
    let release = tracker.end(GestureSample(time: 0.2, translation: CGPoint(x: 0, y: 295.4)))
    #expect(abs((release?.progress ?? .nan) - 295.4 / 633) < 1e-9)
    #expect(release?.finishes == false)
  }

  /// An edge pan goes on the container when the view is smaller than it along the pan (the
  /// edge lies outside the view); a regular pan, or an edge pan of a view as large as the
  /// container along the pan, on the view.
  @Test func anEdgePanOfAViewSmallerThanTheScreenIsHostedByTheContainer() {
    let half = Self.frame
    let fullHeight = CGRect(x: 0, y: 0, width: 200, height: 844)
    #expect(PanHost(for: .edge(.top), dragging: half, in: Self.bounds) == .container)
    #expect(PanHost(for: .regular(.fromTop), dragging: half, in: Self.bounds) == .draggedView)
    #expect(PanHost(for: .edge(.top), dragging: Self.bounds, in: Self.bounds) == .draggedView)
    // A 200-point slide from the left, dismissed by a pan from the right edge.
    #expect(PanHost(for: .edge(.right), dragging: fullHeight, in: Self.bounds) == .container)
    // The same view dragged vertically spans the screen's height.
    #expect(PanHost(for: .edge(.bottom), dragging: fullHeight, in: Self.bounds) == .draggedView)
  }
}
