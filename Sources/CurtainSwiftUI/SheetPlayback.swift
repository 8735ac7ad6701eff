#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import UIKit

/// The points where `.curtainSheet` meets CurtainUIKit's sheet player, kept in one place.
///
/// - ``configure(_:sheet:)`` makes a transitioning delegate present a ``SheetPresentation``
///   (``ModalTransitionDelegate/sheet``: a ``CurtainSheetPresentationController`` plays it and
///   the sheet rises and falls on its own animator).
/// - ``observe(_:onActivity:)`` reports the user's drags and the settles that end them (the
///   controller's ``CurtainSheetPresentationController/onActivity``), so that the coordinator's
///   `DetentSelectionBinding` knows when the finger is down and when the sheet comes to rest.
/// - ``move(_:to:completion:)`` moves a presented sheet to a detent the app wrote. When the
///   player still refuses (a transition owns the sheet), the sheet stays where it is and the
///   coordinator writes the binding back with ``selectedDetentID(of:)``, the detent the sheet
///   rests on, so the binding stays true.
@MainActor
enum SheetPlayback {
  /// Makes `delegate` present `sheet`.
  ///
  /// - Parameters:
  ///   - delegate: The delegate of the controller about to be presented.
  ///   - sheet: The sheet, opening at its selected detent.
  static func configure(_ delegate: ModalTransitionDelegate, sheet: SheetPresentation) {
    delegate.sheet = sheet
  }

  /// Reports the user's drags on the sheet `controller` is presented in, and the end of the
  /// settle after each, as the selection machine's inputs.
  ///
  /// Call it after `present(_:animated:completion:)`, when UIKit has made the presentation
  /// controller (asking for it earlier makes UIKit create one).
  ///
  /// - Parameters:
  ///   - controller: The presented controller.
  ///   - onActivity: Called with `.dragBegan` when a drag begins, `.dragEnded` at its release
  ///     or cancellation, and `.settled(at:)` when the settle after it ends, also on the detent
  ///     it started from.
  static func observe(
    _ controller: UIViewController,
    onActivity: @escaping @MainActor (DetentSelectionBinding.Input) -> Void
  ) {
    guard let sheet = controller.presentationController as? CurtainSheetPresentationController
    else { return }
    sheet.onActivity = { activity in
      switch activity {
      case .dragBegan: onActivity(.dragBegan)
      case .dragEnded: onActivity(.dragEnded)
      case .settled(let id): onActivity(.settled(at: id))
      }
    }
  }

  /// The detent the presented sheet rests on (or settles to), or `nil` when `controller` is
  /// not presented as a Curtain sheet.
  ///
  /// - Parameter controller: The presented controller.
  /// - Returns: The detent's id.
  static func selectedDetentID(of controller: UIViewController) -> String? {
    (controller.presentationController as? CurtainSheetPresentationController)?.selectedDetentID
  }

  /// Gives the presented sheet a new shape (its detents, grabber, corners, undimmed detent),
  /// as `UISheetPresentationController` takes changes in `animateChanges(_:)`: the sheet keeps
  /// its detent when it still has it, else moves to `sheet`'s selected detent; a change made
  /// while a drag, a settle or a transition owns the sheet waits until it rests (the core's
  /// `SheetSession.reconfigure(to:)`).
  ///
  /// - Parameters:
  ///   - controller: The presented controller.
  ///   - sheet: The sheet as it is now.
  static func reconfigure(_ controller: UIViewController, sheet: SheetPresentation) {
    (controller.presentationController as? CurtainSheetPresentationController)?.reconfigure(sheet)
  }

  /// Moves the presented sheet to the detent on the settle spring, as a program's change
  /// (``CurtainSheetPresentationController/moveSheet(toDetent:completion:)``: no haptic, no
  /// event).
  ///
  /// - Parameters:
  ///   - controller: The presented controller.
  ///   - id: The detent's id.
  ///   - completion: Called with the detent the sheet came to rest on.
  /// - Returns: Whether the sheet moves: `false` when `controller` is not a Curtain sheet, or
  ///   while a transition, a drag or a settle owns the sheet.
  static func move(
    _ controller: UIViewController, to id: String,
    completion: @escaping @MainActor (String) -> Void
  ) -> Bool {
    guard let sheet = controller.presentationController as? CurtainSheetPresentationController
    else { return false }
    return sheet.moveSheet(toDetent: id, completion: completion)
  }
}
#endif
