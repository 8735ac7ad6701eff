import CurtainAnimators
import CurtainHeadless
import Foundation
import Testing

/// A cancelled transition leaves every screen exactly (==, not approximately) as it was before
/// the transition began: for every built-in animator and every front door, cancelled at several
/// progress values, both by the clock (`cancel()` part-way) and by a gesture
/// (`update(progress:)` then `cancel(velocity:)` played to its end).
///
/// Issue 14 found two residues: the flip left the presenting screen's `transform.perspective` at
/// −0.002, and a slide-navigation push cancelled by the system-style interactive pop moved the
/// root from x = −117 (the slide's 0.3 parallax) to −130 (the pop's 1/3).
@MainActor
@Suite struct ExactCancelTests {
  static let progresses = [0.0, 0.3, 0.5, 0.99, 1.0]

  enum Cancel: CaseIterable, CustomStringConvertible {
    case byClock
    case byGesture
    var description: String { self == .byClock ? "clock" : "gesture" }
  }

  /// The states of every screen in the scene.
  private static func snapshot(_ scene: HeadlessScene, _ screens: [HeadlessScreen]) -> [ViewState?]
  {
    screens.map { scene.state(of: $0) }
  }

  /// Runs `transition` to `progress` and cancels it the way `how` says.
  private static func cancel(
    _ transition: HeadlessTransition, at progress: Double, _ how: Cancel
  ) throws {
    var completions: [Bool] = []
    transition.onCompletion = { completions.append($0) }
    switch how {
    case .byClock:
      // A non-interactive transition: move its clock, then cancel.
      try transition.advance(by: transition.duration * progress)
      transition.cancel()
    case .byGesture:
      try transition.update(progress: progress)
      try transition.cancel(velocity: 0)
      if transition.state == .running { _ = try transition.run() }
    }
    #expect(transition.state == .cancelled)
    #expect(completions == [false])
  }

  /// Plays present or dismiss (or push or pop) with `animator`, cancelled, and compares.
  private static func check(
    _ label: String, forward: (HeadlessScene, HeadlessScreen, Bool) throws -> HeadlessTransition,
    back: ((HeadlessScene, Bool) throws -> HeadlessTransition)?, navigation: Bool
  ) throws {
    for how in Cancel.allCases {
      // The clock cannot stand at progress 1 without finishing: 0.99 is its last value.
      for progress in how == .byClock ? progresses.filter({ $0 < 1 }) : progresses {
        let root = HeadlessScreen(name: "root")
        let detail = HeadlessScreen(name: "detail")
        let scene = try HeadlessScene(size: CGSize(width: 390, height: 844), root: root)
        if navigation { try scene.setNavigationRoot(root) }
        let interactive = how == .byGesture
        let before: [ViewState?]
        let transition: HeadlessTransition
        if let back {
          // Set up with the forward operation finished, then cancel the way back.
          _ = try forward(scene, detail, false).run()
          before = snapshot(scene, [root, detail])
          transition = try back(scene, interactive)
        } else {
          before = snapshot(scene, [root, detail])
          transition = try forward(scene, detail, interactive)
        }
        try cancel(transition, at: progress, how)
        let after = snapshot(scene, [root, detail])
        #expect(after == before, "\(label) cancelled by \(how) at \(progress)")
      }
    }
  }

  // MARK: - Every built-in

  nonisolated static var builtInIDs: [AnimatorID] {
    AnimatorRegistry.builtIn.ids
  }

  @Test(arguments: builtInIDs)
  func everyBuiltInCancelsExactly(_ id: AnimatorID) throws {
    let descriptor = try AnimatorRegistry.builtIn.requireDescriptor(for: id)
    let animator = try descriptor.makeAnimator([:])
    let operations = descriptor.operations
    if operations.contains(.present) {
      try Self.check(
        "\(id) present",
        forward: { scene, detail, interactive in
          try scene.present(detail, animator: animator, interactive: interactive)
        }, back: nil, navigation: false)
    }
    if operations.contains(.dismiss) {
      try Self.check(
        "\(id) dismiss",
        forward: { scene, detail, interactive in
          try scene.present(detail, animator: animator, interactive: interactive)
        },
        back: { scene, interactive in
          try scene.dismiss(animator: animator, interactive: interactive)
        },
        navigation: false)
    }
    if operations.contains(.push) {
      try Self.check(
        "\(id) push",
        forward: { scene, detail, interactive in
          try scene.push(detail, animator: animator, interactive: interactive)
        }, back: nil, navigation: true)
    }
    if operations.contains(.pop) {
      try Self.check(
        "\(id) pop",
        forward: { scene, detail, interactive in
          try scene.push(detail, animator: animator, interactive: interactive)
        },
        back: { scene, interactive in try scene.pop(animator: animator, interactive: interactive) },
        navigation: true)
      // The system-style edge pop after this animator's push (the 1/3 vs 0.3 parallax case).
      try Self.check(
        "\(id) push, then the edge pop",
        forward: { scene, detail, interactive in
          try scene.push(detail, animator: animator, interactive: interactive)
        },
        back: { scene, _ in try scene.popInteractively() },
        navigation: true)
    }
  }

  @Test func flipPresentLeavesNoPerspective() throws {
    let root = HeadlessScreen(name: "root")
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844), root: root)
    let before = scene.state(of: root)
    try scene.present(HeadlessScreen(name: "d"), animator: FlipAnimator()).cancel()
    #expect(scene.state(of: root) == before)
    #expect(scene.state(of: root)?.transform?.perspective ?? 0 == 0)
  }

  // MARK: - Every front door

  static let frontDoors: [(String, @MainActor () throws -> any TransitionAnimator)] = [
    ("CoverHorizontalAnimation", { CoverHorizontalAnimation() }),
    ("CoverVerticalAnimation", { CoverVerticalAnimation() }),
    ("CoverVerticalFromTopAnimation", { CoverVerticalFromTopAnimation() }),
    ("CrossDissolveAnimation", { CrossDissolveAnimation() }),
    ("PresentrAnimation", { PresentrAnimation() }),
    ("CustomModalTransition", { CustomModalTransition() }),
  ]

  @Test func everyFrontDoorCancelsExactly() throws {
    for (name, make) in Self.frontDoors {
      try Self.check(
        "\(name) present",
        forward: { scene, detail, interactive in
          try scene.present(detail, animator: try make(), interactive: interactive)
        }, back: nil, navigation: false)
      try Self.check(
        "\(name) dismiss",
        forward: { scene, detail, interactive in
          try scene.present(detail, animator: try make(), interactive: interactive)
        },
        back: { scene, interactive in
          try scene.dismiss(animator: try make(), interactive: interactive)
        }, navigation: false)
    }
  }

  @Test func everyPresentationCancelsExactly() throws {
    let presentations: [(String, any Presentation)] = [
      ("CoverPresentation", CoverPresentation(directionShow: .bottom, directionDismiss: .bottom)),
      ("FadePresentation", FadePresentation()),
      ("SlidePresentation", SlidePresentation(parallax: 0.3)),
    ]
    for (name, presentation) in presentations {
      try Self.check(
        "\(name) present",
        forward: { scene, detail, interactive in
          try scene.present(detail, presentation: presentation, interactive: interactive)
        }, back: nil, navigation: false)
      try Self.check(
        "\(name) dismiss",
        forward: { scene, detail, interactive in
          try scene.present(detail, presentation: presentation, interactive: interactive)
        },
        back: { scene, interactive in try scene.dismiss(interactive: interactive) },
        navigation: false)
    }
  }
}
