#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Foundation
import Testing
import UIKit

/// The UIKit model's rules for the settings and inputs issue 37's scenarios use: the setting
/// notifications, Smart Invert, the text size, presses and the recognizers that take them
/// (Model/ModelAccessibility.swift, UIKit+ContentSize.swift, UIKit+Presses.swift).
@Suite @MainActor struct AccessibilitySettingsModelTests {
  /// Counts the posts of `name` while `body` runs.
  func posts(_ name: NSNotification.Name, _ body: () -> Void) -> Int {
    final class Counter: @unchecked Sendable { var count = 0 }
    let counter = Counter()
    let observer = NotificationCenter.default.addObserver(
      forName: name, object: nil, queue: nil
    ) { _ in counter.count += 1 }
    body()
    // Posted at once, or on the next turn (SEMANTICS.md note 21.6's other reading).
    UIKitModel.advance(by: 1.0 / 60)
    NotificationCenter.default.removeObserver(observer)
    return counter.count
  }

  @Test func eachSettingChangePostsItsNotificationOnce() {
    Harness.world()
    #expect(!UIAccessibility.isReduceTransparencyEnabled)
    #expect(
      posts(UIAccessibility.reduceTransparencyStatusDidChangeNotification) {
        UIKitModel.reduceTransparency = true
        UIKitModel.reduceTransparency = true  // no change, no post
      } == 1)
    #expect(UIAccessibility.isReduceTransparencyEnabled)
    #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
    #expect(
      posts(UIAccessibility.darkerSystemColorsStatusDidChangeNotification) {
        UIKitModel.increaseContrast = true
      } == 1)
    #expect(UIAccessibility.isDarkerSystemColorsEnabled)
    Harness.expectNoFailures()
  }

  @Test func everyViewReportsTheTextSizeAndAChangeIsPosted() {
    Harness.world()
    let view = UIView()
    Harness.window.addSubview(view)
    #expect(view.traitCollection.preferredContentSizeCategory == .large)
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge, .large,
    ]
    let count = posts(UIContentSizeCategory.didChangeNotification) {
      for category in categories {
        UIKitModel.contentSizeCategory = category
        #expect(view.traitCollection.preferredContentSizeCategory == category)
      }
    }
    #expect(count == categories.count)
    #expect(Set(categories.map(\.rawValue)).count == 12, "twelve distinct sizes")
    Harness.expectNoFailures()
  }

  @Test func smartInvertSkipsAViewThatIgnoresItAndItsSubviews() {
    Harness.world()
    let dim = UIView()
    let inside = UIView()
    dim.addSubview(inside)
    Harness.window.addSubview(dim)
    #expect(UIKitModel.smartInvertInverts(inside))
    dim.accessibilityIgnoresInvertColors = true
    #expect(!UIKitModel.smartInvertInverts(dim))
    #expect(!UIKitModel.smartInvertInverts(inside))
    Harness.expectNoFailures()
  }

  @Test func aPressReachesOnlyARecognizerThatAllowsItsType() {
    Harness.world()
    // The model's documented reading of SEMANTICS.md 21.2 (a recognizer without touch types
    // takes no tap); its alternative is checked in ReadingsFidelityTests.
    UIKitModel.world.readings = .documented
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.addSubview(content)
    Harness.window.addSubview(host)
    var menus = 0
    var taps = 0
    let menu = UITapGestureRecognizer()
    #expect(menu.allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
    #expect(menu.allowedTouchTypes.count == 4, "every touch type by default")
    menu.allowedPressTypes = [NSNumber(value: UIPress.PressType.menu.rawValue)]
    menu.allowedTouchTypes = []
    menu.modelAddAction { _ in menus += 1 }
    host.addGestureRecognizer(menu)
    let tap = UITapGestureRecognizer()
    tap.modelAddAction { _ in taps += 1 }
    host.addGestureRecognizer(tap)
    #expect(!UIKitModel.press(.playPause, from: content))
    #expect(UIKitModel.press(.menu, from: content))
    #expect(menus == 1)
    // A touch goes to the recognizer that takes touches, not to the press-only one.
    UIKitModel.tap(at: CGPoint(x: 50, y: 50))
    #expect(taps == 1 && menus == 1)
    Harness.expectNoFailures()
  }
}
#endif
