#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// A presented sheet changed while it rests, played by both players:
/// `HeadlessSheet.reconfigure(to:fps:)` and CurtainUIKit's
/// `CurtainSheetPresentationController.reconfigure(_:)` (what CurtainSwiftUI's content
/// modifiers call), both deciding by the core's `SheetSession.reconfigure(to:)`.
///
/// Frame 0 is each player right after the change; then one frame a sixtieth of a second apart
/// until the headless move ends. Compared per frame: the sheet (`presented`: its frame and
/// corner radius) and the dim (`background`: its alpha); at the end, the selected detent.
@MainActor
struct DifferentialSheetReconfigure: DifferentialPlayable {
  /// A change: the sheet presented, and the sheet it becomes.
  struct Change: Sendable {
    let name: String
    let presented: SheetPresentation
    let changed: SheetPresentation
  }

  /// The changes: a detent gone (it moves down, or up), a detent kept with new corners, and
  /// an undimmed detent (the dim goes).
  static func changes() throws -> [Change] {
    [
      Change(
        name: "large gone, to medium with a grabber",
        presented: try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"),
        changed: try SheetPresentation(detents: [.medium], prefersGrabberVisible: true)),
      Change(
        name: "medium gone, to large",
        presented: try SheetPresentation(detents: [.medium, .large]),
        changed: try SheetPresentation(detents: [.large])),
      Change(
        name: "medium kept, rounder corners",
        presented: try SheetPresentation(detents: [.medium]),
        changed: try SheetPresentation(
          detents: [.medium, .large], selectedDetentID: "large", cornerRadius: 24)),
      Change(
        name: "medium kept, undimmed",
        presented: try SheetPresentation(detents: [.medium, .large]),
        changed: try SheetPresentation(
          detents: [.medium, .large], largestUndimmedDetentID: "medium")),
    ]
  }

  let change: Change
  var name: String { "sheet reconfigured: \(change.name)" }
  private(set) var framesCompared = 0

  init(change: Change) { self.change = change }

  /// Plays the change on both players; the first disagreement, or `nil`.
  mutating func play() throws -> Disagreement? {
    // Headless.
    let container = try SheetContainer(size: DifferentialScenario.size, topInset: 47)
    var sheet = try HeadlessSheet(presentation: change.presented, container: container)
    let timeline = try sheet.reconfigure(to: change.changed)
    // UIKit.
    UIKitModel.reset(size: DifferentialScenario.size)
    let root = UIViewController()
    Harness.world(root: root)
    let detail = UIViewController()
    root.present(detail, sheet: change.presented)
    ScenarioClock.runUntilIdle()
    guard let controller = detail.presentationController as? CurtainSheetPresentationController
    else { return disagreement("0", "sheet", "controller", "a sheet", "none") }
    controller.reconfigure(change.changed)
    var actors = DifferentialActors()
    actors.screens = [.presented: detail.view]
    if let dim = controller.dimmingView { actors.temporaries[.background] = dim }
    for (index, frame) in timeline.frames.enumerated() {
      if index > 0 { ScenarioClock.advance(by: ScenarioClock.frame) }
      if let found = compare(frame, actors, frame: "\(index)") { return found }
    }
    ScenarioClock.runUntilIdle()
    if sheet.model.selectedDetentID != controller.selectedDetentID {
      return disagreement(
        "end", "sheet", "detent", sheet.model.selectedDetentID, controller.selectedDetentID)
    }
    Scenario.expectNoFailures()
    return nil
  }

  /// Compares the sheet and the dim of a headless frame with their UIKit views.
  private mutating func compare(
    _ frame: Timeline.Frame, _ actors: DifferentialActors, frame label: String
  ) -> Disagreement? {
    framesCompared += 1
    return firstDifference(
      frame.states(of: [.presented, .background]), views: actors.view(for:), frame: label)
  }
}
#endif
