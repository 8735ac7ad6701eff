// UIKit declarations CurtainSwiftUI uses that the UIKit stub (Tests/UIKitStub, which follows
// CurtainUIKit's needs) does not declare. `.ci/swiftui-check.sh` compiles this file into the
// UIKit stub module only when the stub lacks the declaration, so the two never clash. Same
// discipline as the stub: Apple's shape, `Mirrors:` page, availability.

@available(iOS 2.0, tvOS 9.0, *)
extension UIViewController {
  // Mirrors: documentation/uikit/uiviewcontroller/isbeingdismissed
  /// Whether the view controller is being dismissed.
  @available(iOS 5.0, tvOS 9.0, *)
  public var isBeingDismissed: Bool { fatalError() }
}
