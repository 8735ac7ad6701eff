#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainUIKit
import UIKit

/// The two points where `.curtainSheet` meets CurtainUIKit's sheet player, kept in one place.
///
/// - ``configure(_:sheet:onUserSettle:)`` makes a transitioning delegate present a
///   ``SheetPresentation`` and reports each release that settles the sheet on a different
///   detent.
/// - ``move(_:to:completion:)`` moves a presented sheet to a detent, for a selection the app
///   wrote; it returns `false` when the UIKit player cannot move a sheet on request, and the
///   sheet then stays where it is (the binding is written back when the user next moves it).
@MainActor
enum SheetPlayback {
  /// Makes `delegate` present `sheet` and report the user's detent changes.
  ///
  /// - Parameters:
  ///   - delegate: The delegate of the controller about to be presented.
  ///   - sheet: The sheet, opening at its selected detent.
  ///   - onUserSettle: Called with the detent's id each time a release settles the sheet on a
  ///     different detent.
  static func configure(
    _ delegate: ModalTransitionDelegate, sheet: SheetPresentation,
    onUserSettle: @escaping @MainActor (String) -> Void
  ) {
    // CurtainUIKit's sheet player (ModalTransitionDelegate.sheet, with the presentation
    // controller's detent events) is not on this branch yet: the sheet opens as a plain
    // presentation of the content.
    _ = (delegate, sheet, onUserSettle)
  }

  /// Moves the presented sheet to the detent, animated.
  ///
  /// - Parameters:
  ///   - delegate: The presented controller's delegate.
  ///   - id: The detent's id.
  ///   - completion: Called with the detent the sheet came to rest on.
  /// - Returns: Whether the sheet is moving; `false` when the player cannot move it on request.
  static func move(
    _ delegate: ModalTransitionDelegate, to id: String,
    completion: @escaping @MainActor (String) -> Void
  ) -> Bool {
    _ = (delegate, id, completion)
    return false
  }
}
#endif
