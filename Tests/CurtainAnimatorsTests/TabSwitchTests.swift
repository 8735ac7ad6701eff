import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

/// Tab switches end to end: the built-ins that declare `.tab`, selected by name, switch the
/// tabs of a headless scene and keep the animator contract.
@Suite @MainActor struct TabSwitchTests {
  /// Every built-in that declares `.tab`, derived from the registry (the guides name
  /// `cross-dissolve`, `slide`, `slide-navigation` and `flip`).
  nonisolated static let tabAnimators: [AnimatorID] = AnimatorRegistry.builtIn.descriptors
    .filter { $0.operations.contains(.tab) }.map(\.id)
  static let width: CGFloat = 390

  /// A scene with three tabs, `first` selected.
  static func scene(
    selecting first: Int, layoutDirection: LayoutDirection = .leftToRight
  ) throws -> (HeadlessScene, [HeadlessScreen]) {
    let scene = try HeadlessScene(
      size: CGSize(width: width, height: 844), layoutDirection: layoutDirection)
    let tabs = (0..<3).map { HeadlessScreen(name: "tab\($0)") }
    try scene.setTabs(tabs, selectedIndex: first)
    return (scene, tabs)
  }

  static func animator(_ id: AnimatorID) throws -> any TransitionAnimator {
    try AnimatorRegistry.builtIn.makeAnimator(for: TransitionSpec(animator: id), operation: .tab)
  }

  @Test(arguments: tabAnimators)
  func theBuiltInDeclaresTabSwitchesAndSwitchesTheScenesTabs(id: AnimatorID) throws {
    let descriptor = try #require(AnimatorRegistry.builtIn.descriptor(for: id))
    #expect(descriptor.operations.contains(.tab))
    let (scene, tabs) = try Self.scene(selecting: 0)
    let timeline = try scene.selectTab(2, animator: try Self.animator(id)).run(fps: 60)
    #expect(scene.selectedTabIndex == 2)
    #expect(scene.visibleScreens == [tabs[2]])
    #expect(timeline.frames.count > 2)
    let back = try scene.selectTab(0, animator: try Self.animator(id))
    _ = try back.run(fps: 60)
    #expect(scene.visibleScreens == [tabs[0]])
  }

  @Test(arguments: tabAnimators)
  func theTabSwitchKeepsTheAnimatorContract(id: AnimatorID) throws {
    let violations = AnimatorContract.check(try Self.animator(id), operations: [.tab])
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func anAnimatorWithoutTabSupportIsRefusedForATabSwitch() throws {
    #expect(throws: RegistryError.unsupportedOperation("app-store", operation: .tab)) {
      try Self.animator("app-store")
    }
  }

  /// Where the arriving tab starts, by hand: the container is 390 points wide; it comes in from
  /// the trailing edge (x = +390 left to right, −390 right to left) to a higher index, and from
  /// the leading edge with the parallax (1 for `slide`, 0.3 for `slide-navigation`) to a lower
  /// one.
  @Test(arguments: [
    ("slide", 0, 2, LayoutDirection.leftToRight, 390.0),
    ("slide", 2, 0, .leftToRight, -390.0),
    ("slide", 0, 2, .rightToLeft, -390.0),
    ("slide", 2, 0, .rightToLeft, 390.0),
    ("slide-navigation", 0, 1, .leftToRight, 390.0),
    ("slide-navigation", 1, 0, .leftToRight, -117.0),  // 0.3 × 390
    ("slide-navigation", 1, 0, .rightToLeft, 117.0),
  ])
  func slideTakesItsDirectionFromTheTabIndicesAndTheLayoutDirection(
    id: String, from: Int, to: Int, direction: LayoutDirection, startX: Double
  ) throws {
    let (scene, tabs) = try Self.scene(selecting: from, layoutDirection: direction)
    let transition = try scene.selectTab(to, animator: try Self.animator(AnimatorID(id)))
    try transition.advance(by: 0)
    #expect(scene.state(of: tabs[to])?.frame?.minX == CGFloat(startX))
    _ = try transition.run()
    #expect(scene.state(of: tabs[to])?.frame?.minX == 0)
  }

  /// The flip turns the arriving tab in from −90° to a higher index and from +90° to a lower one
  /// (as a presentation and a dismissal turn), and leaves both tabs upright.
  @Test(arguments: [(0, 1, -Double.pi / 2), (1, 0, Double.pi / 2)])
  func flipTurnsTheWayTheTabIndicesSay(from: Int, to: Int, startAngle: Double) throws {
    let (scene, tabs) = try Self.scene(selecting: from)
    let transition = try scene.selectTab(to, animator: try Self.animator("flip"))
    #expect(transition.plan?.state(of: .to, at: 0).transform?.rotationY == CGFloat(startAngle))
    _ = try transition.run()
    #expect(scene.state(of: tabs[to])?.transform?.rotationY == 0)
  }

  /// The cross-dissolve's ease-in-out curve is symmetric about its midpoint, so half way through
  /// the time (0.2 s of the default 0.4 s) the arriving tab is exactly half faded in.
  @Test func crossDissolveFadesTheArrivingTabIn() throws {
    let (scene, tabs) = try Self.scene(selecting: 0)
    let transition = try scene.selectTab(1, animator: try Self.animator("cross-dissolve"))
    try transition.advance(by: 0.2)
    let alpha = try #require(scene.state(of: tabs[1])?.alpha)
    #expect(abs(alpha - 0.5) < 1e-9)
    _ = try transition.run()
    #expect(scene.state(of: tabs[1])?.alpha == 1)
  }
}
