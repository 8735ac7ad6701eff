// The user's text size (Dynamic Type): the content size category a view's trait collection
// reports, and the notification UIKit posts when it changes. Rules:
// - `UITraitCollection.preferredContentSizeCategory`: "The font sizing option preferred by
//   the user" (AD/uitraitcollection/preferredcontentsizecategory). D. Every view of the model's
//   window reports the world's category (M: no per-view trait overrides).
// - `UIContentSizeCategory.didChangeNotification`: "A notification that posts when the
//   preferred content size category changes" (AD/uicontentsizecategory/didchangenotification).
//   D. The model posts it synchronously on the default center, while the category changes. M
//   (note 21.6; alternative `settingNotificationsLater`: on the next turn of the main queue, so
//   an observer lays out a frame later).

// Mirrors: documentation/uikit/uicontentsizecategory
/// A text size the user can choose.
@available(iOS 7.0, tvOS 9.0, *)
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
  /// The raw value.
  public let rawValue: String
  /// Creates a category.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Mirrors: documentation/uikit/uicontentsizecategory/extrasmall
  /// Extra small.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  // Mirrors: documentation/uikit/uicontentsizecategory/small
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  // Mirrors: documentation/uikit/uicontentsizecategory/medium
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  // Mirrors: documentation/uikit/uicontentsizecategory/large
  /// Large, the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  // Mirrors: documentation/uikit/uicontentsizecategory/extralarge
  /// Extra large.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  // Mirrors: documentation/uikit/uicontentsizecategory/extraextralarge
  /// Extra extra large.
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  // Mirrors: documentation/uikit/uicontentsizecategory/extraextraextralarge
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  // Mirrors: documentation/uikit/uicontentsizecategory/accessibilitymedium
  /// Accessibility medium.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  // Mirrors: documentation/uikit/uicontentsizecategory/accessibilitylarge
  /// Accessibility large.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  // Mirrors: documentation/uikit/uicontentsizecategory/accessibilityextralarge
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  // Mirrors: documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  // Mirrors: documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
  /// Accessibility extra extra extra large.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  // Mirrors: documentation/uikit/uicontentsizecategory/didchangenotification
  /// Posted when the user's text size changes.
  public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

// Mirrors: documentation/uikit/uitraitcollection
/// The traits of an interface environment (the model keeps only the text size).
@available(iOS 8.0, tvOS 9.0, *)
open class UITraitCollection: NSObject {
  // Mirrors: documentation/uikit/uitraitcollection/preferredcontentsizecategory
  /// The text size the user prefers.
  @available(iOS 10.0, tvOS 10.0, *)
  public let preferredContentSizeCategory: UIContentSizeCategory
  init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }
}

extension UIView {
  // Mirrors: documentation/uikit/uitraitenvironment/traitcollection
  /// The view's traits: the world's text size.
  @available(iOS 8.0, tvOS 9.0, *)
  public var traitCollection: UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: ModelAccessibility.state.contentSizeCategory)
  }
}

extension UIKitModel {
  /// The user's text size; `.large` in a new world.
  ///
  /// `UITraitCollection.preferredContentSizeCategory`; a change posts
  /// `UIContentSizeCategory.didChangeNotification`.
  public static var contentSizeCategory: UIContentSizeCategory {
    get { ModelAccessibility.state.contentSizeCategory }
    set {
      guard newValue != ModelAccessibility.state.contentSizeCategory else { return }
      ModelAccessibility.state.contentSizeCategory = newValue
      postSettingChange(UIContentSizeCategory.didChangeNotification)
    }
  }

  /// Posts the change of a setting (the text size, Reduce Transparency, Increase Contrast) on
  /// the default center: at once (note 21.6 M), or on the next turn of the main queue (the
  /// model's next frame) under the alternative `settingNotificationsLater`.
  static func postSettingChange(_ name: NSNotification.Name) {
    guard world.readings.uses(.settingNotificationsLater) else {
      NotificationCenter.default.post(name: name, object: nil)
      return
    }
    after(0) { NotificationCenter.default.post(name: name, object: nil) }
  }
}
