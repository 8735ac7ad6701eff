import Foundation

// Setting the scene up without a transition: tabs and a navigation root.
extension HeadlessScene {
  /// Replaces the scene's navigation stacks with one tab per screen, without a transition.
  ///
  /// Each tab's navigation stack starts with its screen. Screens that were in the old stacks and
  /// are not among `screens` leave the scene.
  ///
  /// - Parameters:
  ///   - screens: The root screen of each tab, at least one, each once.
  ///   - selectedIndex: The tab selected at first. Defaults to 0.
  /// - Throws: ``HeadlessError/busy(requested:running:)`` while a transition runs or waits;
  ///   ``HeadlessError/emptyTabs``; ``HeadlessError/tabOutOfRange(index:count:)``;
  ///   ``HeadlessError/screenAlreadyInScene(name:)`` for a screen listed twice or presented.
  public func setTabs(_ screens: [HeadlessScreen], selectedIndex: Int = 0) throws(HeadlessError) {
    try requireIdle(for: "set up tabs")
    guard !screens.isEmpty else { throw .emptyTabs }
    guard screens.indices.contains(selectedIndex) else {
      throw .tabOutOfRange(index: selectedIndex, count: screens.count)
    }
    for (index, screen) in screens.enumerated() {
      if screens[..<index].contains(screen) || presentedScreens.contains(screen) {
        throw .screenAlreadyInScene(name: screen.name)
      }
    }
    var next = model
    next.stacks = screens.map { SceneModel.Stack(root: $0) }
    next.selectedTab = selectedIndex
    next.hasTabs = true
    replaceModel(with: next)
  }

  /// Replaces the navigation stack of the selected tab (the only one without tabs) with
  /// `screen`, without a transition.
  ///
  /// Screens that were on that stack leave the scene.
  ///
  /// - Parameter screen: The new root; it may be on the stack it replaces, but not elsewhere in
  ///   the scene.
  /// - Throws: ``HeadlessError/busy(requested:running:)`` while a transition runs or waits;
  ///   ``HeadlessError/screenAlreadyInScene(name:)`` when `screen` is presented or in another
  ///   tab.
  public func setNavigationRoot(_ screen: HeadlessScreen) throws(HeadlessError) {
    try requireIdle(for: "set the navigation root")
    let elsewhere =
      model.presentations.map(\.screen)
      + model.stacks.indices.filter { $0 != model.selectedTab }.flatMap { model.stacks[$0].screens }
    guard !elsewhere.contains(screen) else { throw .screenAlreadyInScene(name: screen.name) }
    var next = model
    next.stack = SceneModel.Stack(root: screen)
    replaceModel(with: next)
  }
}
