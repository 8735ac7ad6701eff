import Curtain
import Foundation

extension HeadlessScene {
  /// The user's text size (Dynamic Type); `.large`, the default, in a new scene.
  ///
  /// A presentation's fixed sizes (`PresentationSize.Dimension.custom(value:)`, such as the
  /// 270 × 180 alert) grow with the body text (`ContentSizeScale.factor(of:)`), as the UIKit
  /// player's presentation controller grows them with the trait collection's
  /// `preferredContentSizeCategory`.
  public var contentSizeCategory: ContentSizeScale.Category { model.geometry.contentSizeCategory }

  /// Changes the user's text size, as the system's `UIContentSizeCategory.didChangeNotification`
  /// does, and lays every presented screen out again at it: a resize to the same size.
  ///
  /// - Parameters:
  ///   - category: The new text size.
  ///   - duration: Seconds, finite and 0 or more; 0 (the default) applies it at once.
  /// - Returns: The transition: running, or pending behind the transitions already under way.
  /// - Throws: As ``resize(to:safeArea:animated:duration:)``.
  @discardableResult
  public func changeContentSize(
    to category: ContentSizeScale.Category, duration: TimeInterval = 0
  ) throws(HeadlessError) -> HeadlessTransition {
    try Self.validate(duration)
    let previous = model.geometry.contentSizeCategory
    model.geometry.contentSizeCategory = category
    do {
      return try sceneRequest(.resize(size, safeArea: safeAreaInsets, duration: duration))
    } catch {
      model.geometry.contentSizeCategory = previous
      throw error
    }
  }
}
