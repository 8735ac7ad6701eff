// Appearance callbacks (viewWillAppear … viewDidDisappear) as UIKit sends them around pushes,
// pops, presentations and dismissals, completed or cancelled (Tests/UIKitStub/SEMANTICS.md §13).

/// The appearance callbacks of the controllers a transition shows and hides (model only).
@MainActor
enum ModelAppearance {
  /// One appearance callback.
  enum Callback { case willAppear, didAppear, willDisappear, didDisappear }

  /// Sends `callback` to `controller`, then to the children it shows.
  ///
  /// D (AD/shouldautomaticallyforwardappearancemethods: "the default value is true", the
  /// container forwards the appearance callbacks to its children): a navigation controller
  /// forwards to its top controller, a tab bar controller to its selected one.
  static func send(_ callback: Callback, to controller: UIViewController?, animated: Bool) {
    guard let controller else { return }
    switch callback {
    case .willAppear: controller.viewWillAppear(animated)
    case .didAppear: controller.viewDidAppear(animated)
    case .willDisappear: controller.viewWillDisappear(animated)
    case .didDisappear: controller.viewDidDisappear(animated)
    }
    for child in shownChildren(of: controller) { send(callback, to: child, animated: animated) }
  }

  /// The children `controller` shows: a navigation controller's top, a tab bar controller's
  /// selected tab.
  static func shownChildren(of controller: UIViewController) -> [UIViewController] {
    if let navigation = controller as? UINavigationController {
      return navigation.navigationStore.stack.last.map { [$0] } ?? []
    }
    if let tabBar = controller as? UITabBarController,
      let tabs = tabBar.tabStore.tabs, tabs.indices.contains(tabBar.tabStore.selectedIndex)
    {
      return [tabs[tabBar.tabStore.selectedIndex]]
    }
    return []
  }

  /// A transition begins (§13.1 D, AD/viewwillappear(_:): "called before the view
  /// controller's view is about to be added to a view hierarchy and before any animations are
  /// configured"; AD/viewwilldisappear(_:) likewise): the leaving controller will disappear,
  /// then the arriving one will appear (the order O).
  static func begin(arriving: UIViewController?, leaving: UIViewController?, animated: Bool) {
    // Alternative `arrivingHearsFirst`: the arriving controller first.
    let arrivingFirst = UIKitModel.world.readings.uses(.arrivingHearsFirst)
    if arrivingFirst { send(.willAppear, to: arriving, animated: animated) }
    send(.willDisappear, to: leaving, animated: animated)
    if !arrivingFirst { send(.willAppear, to: arriving, animated: animated) }
  }

  /// The transition ended.
  ///
  /// Completed (§13.1 D): the leaving controller did disappear, the arriving one did appear.
  /// Cancelled (§13.2 O; AD/uiviewcontroller, "Handling view-related notifications": "if you
  /// start a process in a will callback method, you end the process in both the corresponding
  /// did and the opposite will callback method"): the controller that was arriving will
  /// disappear and did disappear, never did appear; the one that was leaving will appear and
  /// did appear. Alternative `appearanceCancelWithoutWill`: only the did callbacks.
  static func end(
    arriving: UIViewController?, leaving: UIViewController?, completed: Bool, animated: Bool
  ) {
    if completed {
      let arrivingFirst = UIKitModel.world.readings.uses(.arrivingHearsFirst)
      if arrivingFirst { send(.didAppear, to: arriving, animated: animated) }
      send(.didDisappear, to: leaving, animated: animated)
      if !arrivingFirst { send(.didAppear, to: arriving, animated: animated) }
      return
    }
    let withWill = !UIKitModel.world.readings.uses(.appearanceCancelWithoutWill)
    if withWill { send(.willDisappear, to: arriving, animated: animated) }
    send(.didDisappear, to: arriving, animated: animated)
    if withWill { send(.willAppear, to: leaving, animated: animated) }
    send(.didAppear, to: leaving, animated: animated)
  }

  /// Whether the presenting controller hears appearance callbacks when a presentation covers
  /// it: when the presentation removes its view (§13.3: D for `.fullScreen` and
  /// `.currentContext`, AD/uimodalpresentationstyle/fullscreen: "The views belonging to the
  /// presenting view controller are removed after the presentation completes"; O for a
  /// `.custom` presentation controller whose `shouldRemovePresentersView` is true, alternative
  /// `noPresenterAppearanceForCustom`).
  static func presenterHears(
    style: UIModalPresentationStyle, removesPresenter: Bool
  ) -> Bool {
    guard removesPresenter else { return false }
    if style == .custom {
      return !UIKitModel.world.readings.uses(.noPresenterAppearanceForCustom)
    }
    return true
  }
}
