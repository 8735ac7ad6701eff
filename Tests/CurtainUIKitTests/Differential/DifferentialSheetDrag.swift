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
/// move; the finger lifts one frame after its last move, where it last was (UIKit's `.ended`,
/// the headless pan's last sample), and the settle's frames follow on both at 60 Hz. Both
/// players release with the session's estimate over those samples (issue 38, row "finger
/// velocity at a sheet release"); the model recognizer reports the velocity the samples show
/// (`velocity(in:)`, points per second of the pan), or, for ``Drag/reportedVelocity``, one
/// they do not show, which the release must not follow. Compared per frame: the sheet (`presented`, its
/// frame and corner radius) and the dim (`background`, its alpha); then the events (kinds and
/// values, in order), the selected detent and whether the sheet was dismissed.
@MainActor
struct DifferentialSheetDrag: DifferentialPlayable {
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
    /// A velocity the recognizer reports at the lift that its samples do not show (points per
    /// second, positive downward); `nil`: the samples' own.
    var reportedVelocity: CGFloat?
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
      // Released while the finger moves at a known speed: 12 frames of 5 pt down, 300 pt/s
      // (5 × 60), the lift one frame later (the estimate over the last 0.1 s stays 300: the
      // still lift spoils 5 of the 15 slopes, below the median). On the 390 × 844 phone large
      // rests at 57 and medium at 422; lifted at 57 + 60 = 117, the sheet projects to
      // 117 + (300 / 1000) · 0.998 / 0.002 = 117 + 149.7 = 266.7, nearer medium (155.3 away)
      // than large (209.7): medium, where a release at rest would go back to large.
      Drag(
        name: "large released moving down at 300 pt/s", presentation: fromLarge, travel: 60,
        frames: 12, holds: false),
      // The recognizer claims 3,000 pt/s down while the samples move up at 900 pt/s (60 pt in
      // 4 frames): the release follows the samples (medium at 422, lifted at 362, projects to
      // 362 − 0.9 · 499 = −87.1: large), not the claim (362 + 3 · 499: dismissed).
      Drag(
        name: "medium flicked up, the recognizer claiming down", presentation: both, travel: -60,
        frames: 4, holds: false, reportedVelocity: 3000),
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
  /// (held) 12 frames still; the lift follows, one frame after the last (``play()``).
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
    // The moves, then the lift one frame later where the finger last was.
    let track = translations + [translations[translations.count - 1]]
    let samples = track.enumerated().map { index, y in
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
    // What the model recognizer reports at the lift: the velocity the samples show (the
    // finger's, not the sheet's, which a rubber band or a scrolled content slows), or the
    // drag's planted one.
    var estimate = try SheetDrag(model: sheet.model, scrollContentHeight: 0, contentOffset: 0)
    for sample in samples { estimate.move(to: sample.translation.y, at: sample.time) }
    let velocity = drag.reportedVelocity ?? estimate.fingerVelocity
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
    let lift = samples.count - 1
    for index in 1..<lift {
      touch.move(to: samples[index].translation)
      log.frame = index
      if let found = compare(frames[index], actors, frame: "\(index)") { return found }
    }
    log.frame = lift
    touch.end(velocity: CGPoint(x: 0, y: velocity))
    if let found = compare(frames[lift], actors, frame: "\(lift) (lift)") { return found }
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
    return firstDifference(
      frame.states(of: [.presented, .background, HeadlessSheet.lowerSheetActor]),
      views: actors.view(for:), frame: label
    ) { [stackingDim] actor, view in
      actor == HeadlessSheet.lowerSheetActor
        ? DifferentialActors.coveredSheet(view, dim: stackingDim) : DrawnState(view)
    }
  }
}
#endif
