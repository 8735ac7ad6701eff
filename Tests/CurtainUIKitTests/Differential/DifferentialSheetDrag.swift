#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// A sheet dragged by a finger, played by both players: `HeadlessSheet.drive(_:)` and
/// CurtainUIKit's `CurtainSheetPresentationController` under a model touch on its pan, the
/// finger's samples one frame apart.
///
/// Frame j of the drag is the headless timeline's frame j and UIKit after the touch's j-th
/// move; after the release the settle's frames follow on both at 60 Hz. The finger lifts with
/// the velocity the headless player's `SheetDrag` reads from the same samples, given to the
/// model touch as the recognizer's velocity. Compared per frame: the sheet (`presented`, its
/// frame and corner radius) and the dim (`background`, its alpha); then the events (kinds and
/// values, in order), the selected detent and whether the sheet was dismissed.
@MainActor
struct DifferentialSheetDrag {
  /// A drag: the sheet, how far the finger moves (negative: up) over how many frames, and
  /// whether it then holds still before it lifts.
  struct Drag: Sendable {
    let name: String
    let presentation: SheetPresentation
    let travel: CGFloat
    let frames: Int
    let holds: Bool
    /// The height of a keyboard up on the container's bottom edge before the drag, if any.
    var keyboard: CGFloat?
    /// Whether the sheet is presented over another sheet (``lower``), which steps back as far
    /// as this one is up.
    var stacked = false
    /// The height of a scroll view's content filling the sheet, if any (the hand-off).
    var scrollContent: CGFloat?
    /// Where the finger goes back to after `travel`, over as many frames, if it turns.
    var back: CGFloat?
  }

  /// The sheet a stacked drag's sheet covers: medium and large, resting at large.
  static let lower = try? SheetPresentation(detents: [.medium, .large], selectedDetentID: "large")

  /// The drags: between detents both ways, flicked, over-dragged past the top, dismissed,
  /// vetoed (not dismissible, or `shouldDismiss` refusing).
  static func drags() throws -> [Drag] {
    let both = try SheetPresentation(detents: [.medium, .large])
    let fromLarge = try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large")
    let large = try SheetPresentation(detents: [.large])
    let medium = try SheetPresentation(detents: [.medium])
    let undismissible = try SheetPresentation(detents: [.medium, .large], isDismissible: false)
    let refusing = try SheetPresentation(detents: [.medium, .large], shouldDismiss: { false })
    return [
      Drag(
        name: "medium to large, held", presentation: both, travel: -300, frames: 18, holds: true),
      Drag(
        name: "medium up a little, flicked", presentation: both, travel: -60, frames: 4,
        holds: false),
      Drag(
        name: "large to medium, held", presentation: fromLarge, travel: 320, frames: 18, holds: true
      ),
      Drag(
        name: "large over-dragged up", presentation: fromLarge, travel: -200, frames: 18,
        holds: true),
      Drag(
        name: "large-only over-dragged up", presentation: large, travel: -150, frames: 12,
        holds: true),
      Drag(name: "medium dismissed", presentation: both, travel: 380, frames: 18, holds: true),
      Drag(name: "medium flicked down", presentation: both, travel: 120, frames: 6, holds: false),
      Drag(name: "large-only dismissed", presentation: large, travel: 500, frames: 24, holds: true),
      Drag(
        name: "not dismissible, dragged down", presentation: undismissible, travel: 380, frames: 18,
        holds: true),
      Drag(
        name: "refused, dragged down", presentation: refusing, travel: 380, frames: 18, holds: true),
      // With the keyboard up: a short drag that returns, a drag to the other detent, and a
      // keyboard so tall that the sheet cannot rise by all of it.
      Drag(
        name: "medium over a keyboard, nudged", presentation: both, travel: -40, frames: 10,
        holds: true, keyboard: 300),
      Drag(
        name: "large over a keyboard to medium", presentation: fromLarge, travel: 300, frames: 18,
        holds: true, keyboard: 300),
      Drag(
        name: "medium over a tall keyboard, nudged", presentation: both, travel: -30,
        frames: 10, holds: true, keyboard: 500),
      // Stacked over a sheet at large: the lower sheet steps forward as the top one goes down.
      Drag(
        name: "stacked, nudged down", presentation: medium, travel: 150, frames: 12, holds: true,
        stacked: true),
      Drag(
        name: "stacked, dismissed", presentation: medium, travel: 360, frames: 18, holds: true,
        stacked: true),
      Drag(
        name: "stacked, flicked down", presentation: medium, travel: 100, frames: 5,
        holds: false, stacked: true),
      // The top sheet at large of medium and large: its selected detent is not its lowest.
      // With a scroll view 2000 high filling the sheet: the content scrolls once the sheet is
      // at its highest detent, and hands back to the sheet at its top.
      Drag(
        name: "large with scroll content, scrolled up and back down", presentation: fromLarge,
        travel: -300, frames: 18, holds: true, scrollContent: 2000, back: 200),
      Drag(
        name: "medium with scroll content, dragged up past large", presentation: both,
        travel: -500, frames: 24, holds: true, scrollContent: 2000),
      // Flicked at large: the content coasts on after the release (UIKit on a display link).
      Drag(
        name: "large with scroll content, flicked up", presentation: fromLarge, travel: -300,
        frames: 10, holds: false, scrollContent: 2000),
      Drag(
        name: "large with scroll content, dragged down", presentation: fromLarge, travel: 300,
        frames: 18, holds: true, scrollContent: 2000),
      Drag(
        name: "stacked at large, nudged down", presentation: fromLarge, travel: 150, frames: 12,
        holds: true, stacked: true),
    ]
  }

  /// The UIKit sheet's events, each with the frame it came in.
  @MainActor final class EventLog {
    var events: [String] = []
    var frame = 0
  }

  let drag: Drag
  var name: String { "sheet \(drag.name)" }
  private(set) var framesCompared = 0
  /// The dim the lower sheet's controller draws over it when stacked: the headless player
  /// gives the lower sheet `alpha` 1 − dim instead (one number a picture can show), so UIKit's
  /// lower sheet is read with alpha × (1 − the dim's alpha).
  private var stackingDim: UIView?
  /// The scroll view of a hand-off drag: the headless content's `translationY` is its content
  /// offset negated.
  private var scroll: UIScrollView?

  init(drag: Drag) { self.drag = drag }

  /// The finger's vertical translations, one a frame: the travel at constant speed, then
  /// (held) 12 frames still.
  var translations: [CGFloat] {
    var values = (0...drag.frames).map { drag.travel * CGFloat($0) / CGFloat(drag.frames) }
    if let back = drag.back {
      values += (1...drag.frames).map {
        drag.travel + (back - drag.travel) * CGFloat($0) / CGFloat(drag.frames)
      }
    }
    if drag.holds { values += Array(repeating: drag.travel, count: 12) }
    return values
  }

  /// Plays the drag on both players; the first disagreement, or `nil`.
  mutating func play() throws -> Disagreement? {
    let samples = translations.enumerated().map { index, y in
      GestureSample(time: Double(index) / 60, translation: CGPoint(x: 0, y: y))
    }
    // Headless.
    let container = try SheetContainer(size: DifferentialScenario.size, topInset: 47)
    var sheet = try HeadlessSheet(
      presentation: drag.presentation, container: container,
      scrollContentHeight: drag.scrollContent ?? 0)
    let size = DifferentialScenario.size
    let keyboard = drag.keyboard.map {
      CGRect(x: 0, y: size.height - $0, width: size.width, height: $0)
    }
    sheet.keyboard = keyboard
    var estimate = try SheetDrag(model: sheet.model, scrollContentHeight: 0, contentOffset: 0)
    for sample in samples { estimate.move(to: sample.translation.y, at: sample.time) }
    // The finger's velocity, as a pan recognizer reports it (what the headless player releases
    // with, `SheetDrag.fingerVelocity`), not the sheet's, which a rubber band or a scrolled
    // content slows.
    let velocity = estimate.fingerVelocity
    let lowerPresentation = drag.stacked ? Self.lower : nil
    let lowerSheet = try lowerPresentation.map {
      try HeadlessSheet(presentation: $0, container: container)
    }
    let timeline = try sheet.drive(try RecordedPan(samples: samples), covering: lowerSheet)
    // UIKit.
    UIKitModel.reset(size: DifferentialScenario.size)
    let root = UIViewController()
    Harness.world(root: root)
    let detail = UIViewController()
    var presenter = root
    let lowerDetail = UIViewController()
    if let lowerPresentation {
      root.present(lowerDetail, sheet: lowerPresentation)
      ScenarioClock.runUntilIdle()
      presenter = lowerDetail
    }
    presenter.present(detail, sheet: drag.presentation)
    ScenarioClock.runUntilIdle()
    if let keyboard {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: keyboard),
          UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
        ])
      ScenarioClock.runUntilIdle()
    }
    guard lowerPresentation == nil || root.presentedViewController === lowerDetail else {
      return disagreement("0", "sheet", "stack", "two sheets", "not stacked")
    }
    guard let controller = detail.presentationController as? CurtainSheetPresentationController,
      let pan = controller.panRecognizer
    else { return disagreement("0", "sheet", "controller", "a sheet", "none") }
    let log = EventLog()
    controller.onEvent = { [log] event in
      log.events.append("\(event.kind)(\(event.value ?? "")) at frame \(log.frame)")
    }
    if let height = drag.scrollContent {
      let scroll = UIScrollView()
      scroll.frame = detail.view.bounds
      scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scroll.contentSize = CGSize(width: detail.view.bounds.width, height: height)
      detail.view.addSubview(scroll)
      self.scroll = scroll
    }
    var actors = DifferentialActors()
    actors.screens = [.presented: detail.view]
    if let dim = controller.dimmingView { actors.temporaries[.background] = dim }
    if lowerPresentation != nil {
      actors.screens[HeadlessSheet.lowerSheetActor] = lowerDetail.view
      stackingDim =
        (lowerDetail.presentationController as? CurtainSheetPresentationController)?
        .stackingDimView
    }
    let touch = ModelTouch(pan)
    // The finger goes down 200 pt below the sheet's top edge (window coordinates): inside the
    // scroll view of a hand-off drag, which the headless player shares the finger with (a
    // touch outside it would be the sheet's alone in UIKit).
    let down = CGPoint(x: DifferentialScenario.size.width / 2, y: detail.view.frame.minY + 200)
    guard touch.begin(at: down) else { return disagreement("0", "sheet", "began", "true", "false") }
    let frames = timeline.frames
    if let found = compare(frames[0], actors, frame: "0") { return found }
    for index in 1..<samples.count {
      touch.move(to: samples[index].translation)
      log.frame = index
      if let found = compare(frames[index], actors, frame: "\(index)") { return found }
    }
    touch.end(velocity: CGPoint(x: 0, y: velocity))
    for index in samples.count..<frames.count {
      ScenarioClock.advance(by: ScenarioClock.frame)
      log.frame = index
      if let found = compare(frames[index], actors, frame: "\(index)") { return found }
    }
    log.frame = frames.count
    ScenarioClock.runUntilIdle()
    // An event at time t is in the frame that shows t (t × 60, rounded).
    let headlessEvents = timeline.events.map {
      "\($0.kind)(\($0.value ?? "")) at frame \(Int(($0.time * 60).rounded()))"
    }
    if headlessEvents != log.events {
      return disagreement("end", "sheet", "events", "\(headlessEvents)", "\(log.events)")
    }
    let ends = (
      headless: sheet.model.isDismissed ? "dismissed" : sheet.model.selectedDetentID,
      uikit: presenter.presentedViewController == nil
        ? "dismissed" : controller.selectedDetentID
    )
    if ends.headless != ends.uikit {
      return disagreement("end", "sheet", "detent", ends.headless, ends.uikit)
    }
    Scenario.expectNoFailures()
    return nil
  }

  private func disagreement(
    _ frame: String, _ actor: String, _ property: String, _ headless: String, _ uikit: String
  ) -> Disagreement {
    Disagreement(
      scenario: name, frame: frame, actor: actor, property: property, headless: headless,
      uikit: uikit)
  }

  /// Compares the sheet and the dim of a headless frame with their UIKit views.
  private mutating func compare(
    _ frame: Timeline.Frame, _ actors: DifferentialActors, frame label: String
  ) -> Disagreement? {
    framesCompared += 1
    if let scroll, let content = frame.states[HeadlessSheet.contentActor],
      let offset = DifferentialActors.contentOffset(of: content),
      abs(offset - Double(scroll.contentOffset.y)) > DifferentialTolerance.points
    {
      return disagreement(
        label, "\(HeadlessSheet.contentActor)", "contentOffset", "\(offset)",
        "\(scroll.contentOffset.y)")
    }
    for actor in [ActorID.presented, .background, HeadlessSheet.lowerSheetActor] {
      guard let state = frame.states[actor] else { continue }
      guard let view = actors.view(for: actor) else {
        return disagreement(label, "\(actor)", "presence", "drawn", "no view")
      }
      let drawn =
        actor == HeadlessSheet.lowerSheetActor
        ? DifferentialActors.coveredSheet(view, dim: stackingDim) : DrawnState(view)
      if let (property, expected, shown) = DifferentialTolerance.firstDifference(state, drawn) {
        return disagreement(label, "\(actor)", property, expected, shown)
      }
    }
    return nil
  }
}
#endif
