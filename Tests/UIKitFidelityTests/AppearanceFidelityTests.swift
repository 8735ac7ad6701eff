#if canImport(UIKit)
import Testing
import UIKit

/// A controller that writes its appearance callbacks into a shared log, under its name.
@MainActor
final class AppearanceLogger: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(name).willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(name).didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(name).willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(name).didDisappear")
  }
}

extension EventLog {
  /// The events after the first `mark`.
  func events(since mark: Int) -> [String] { Array(events.dropFirst(mark)) }
}

/// Appearance callbacks as UIKit sends them (Tests/UIKitStub/SEMANTICS.md §13).
@Suite @MainActor struct AppearanceFidelityTests {
  @Test("[13.1] a push and a pop: the leaving controller disappears, the arriving one appears")
  func pushAndPop() {
    let log = EventLog()
    let below = AppearanceLogger("below", log: log)
    let top = AppearanceLogger("top", log: log)
    let navigation = UINavigationController(rootViewController: below)
    Scenario.window(root: navigation)
    var mark = log.events.count
    navigation.pushViewController(top, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark) == [
        "below.willDisappear", "top.willAppear", "below.didDisappear", "top.didAppear",
      ])
    mark = log.events.count
    navigation.popViewController(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark) == [
        "top.willDisappear", "below.willAppear", "top.didDisappear", "below.didAppear",
      ])
    Scenario.expectNoFailures()
  }

  @Test("[13.1, 13.3] a full-screen presentation: the presenter disappears and appears again")
  func fullScreenPresentation() {
    let log = EventLog()
    let presenter = AppearanceLogger("presenter", log: log)
    let presented = AppearanceLogger("presented", log: log)
    presented.modalPresentationStyle = .fullScreen
    Scenario.window(root: presenter)
    var mark = log.events.count
    presenter.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark) == [
        "presenter.willDisappear", "presented.willAppear", "presenter.didDisappear",
        "presented.didAppear",
      ])
    mark = log.events.count
    presenter.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark) == [
        "presented.willDisappear", "presenter.willAppear", "presented.didDisappear",
        "presenter.didAppear",
      ])
    Scenario.expectNoFailures()
  }

  @Test("[13.1, 13.3] an over-full-screen presentation: the presenter hears nothing")
  func overFullScreenPresentation() {
    let log = EventLog()
    let presenter = AppearanceLogger("presenter", log: log)
    let presented = AppearanceLogger("presented", log: log)
    presented.modalPresentationStyle = .overFullScreen
    Scenario.window(root: presenter)
    let mark = log.events.count
    presenter.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    presenter.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark) == [
        "presented.willAppear", "presented.didAppear", "presented.willDisappear",
        "presented.didDisappear",
      ])
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: the swipe is a synthesized touch; the readings are the model's.

  /// A swipe back moved 40 pt of 390 and released still cancels (below the system's
  /// threshold): the top controller will disappear, then will appear and did appear; the one
  /// below will appear, will disappear and did disappear, and never did appear.
  @Test(
    "[13.2] a cancelled swipe back: the top appears again, the one below never did appear",
    arguments: [false, true])
  func cancelledSwipeBack(alternative: Bool) throws {
    let log = EventLog()
    let below = AppearanceLogger("below", log: log)
    let top = AppearanceLogger("top", log: log)
    let navigation = UINavigationController(rootViewController: below)
    Scenario.window(root: navigation)
    UIKitModel.world.readings =
      alternative ? UIKitModelReadings([.appearanceCancelWithoutWill]) : .documented
    navigation.pushViewController(top, animated: false)
    ScenarioClock.runUntilIdle()
    let mark = log.events.count
    let pop = try #require(navigation.interactivePopGestureRecognizer)
    let finger = Scenario.touch(pop)
    #expect(finger.begin(translation: CGPoint(x: 12, y: 0), at: CGPoint(x: 2, y: 400)))
    finger.move(to: CGPoint(x: 40, y: 0))
    finger.end()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [below, top])
    let documented = [
      "top.willDisappear", "below.willAppear", "below.willDisappear", "below.didDisappear",
      "top.willAppear", "top.didAppear",
    ]
    let withoutWill = [
      "top.willDisappear", "below.willAppear", "below.didDisappear", "top.didAppear",
    ]
    #expect(log.events(since: mark) == (alternative ? withoutWill : documented))
    #expect(!log.events(since: mark).contains("below.didAppear"))
    Scenario.expectNoFailures()
  }

  /// A `.custom` presentation whose presentation controller removes the presenter's view: the
  /// presenter hears its appearance callbacks (O), or none under the alternative reading.
  @Test(
    "[13.3] a custom presentation that removes the presenter's view: the presenter hears",
    arguments: [false, true])
  func customPresentationRemovingThePresenter(alternative: Bool) {
    let log = EventLog()
    let presenter = AppearanceLogger("presenter", log: log)
    let presented = AppearanceLogger("presented", log: log)
    Scenario.window(root: presenter)
    UIKitModel.world.readings =
      alternative ? UIKitModelReadings([.noPresenterAppearanceForCustom]) : .documented
    let transitions = LoggingTransitioningDelegate(log: EventLog())
    transitions.makePresentationController = { presented, presenting in
      let controller = LoggingPresentationController(
        presented: presented, presenting: presenting, log: EventLog())
      controller.removesPresenter = true
      return controller
    }
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = transitions
    let mark = log.events.count
    presenter.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    let hears = !alternative
    #expect(
      log.events(since: mark)
        == (hears ? ["presenter.willDisappear"] : []) + ["presented.willAppear"]
        + (hears ? ["presenter.didDisappear"] : []) + ["presented.didAppear"])
    withExtendedLifetime(transitions) {}
    Scenario.expectNoFailures()
  }
  #endif
}
#endif
