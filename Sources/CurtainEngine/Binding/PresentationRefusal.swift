import Curtain
/// Why a presentation a binding asked for did not start.
///
/// `CurtainSwiftUI`'s modifiers pass it to their `onError` and write the binding back (`false`
/// or `nil`), as ``PresentationBinding`` rules for ``PresentationBinding/Input/presentationFailed(_:)``.
/// A presenter that is off screen is no refusal: the request waits until it appears.
///
/// Not frozen: a later version may add cases; a `switch` over it keeps a `default:` case.
package enum PresentationRefusal: Error, Hashable, Sendable {
  /// The presenter already presents another screen, named by its type: two modifiers of the
  /// same screen asked at once (a `.curtainPresentation` and a `.sheet`, two items), or the
  /// app presented something itself. UIKit presents one screen at a time from a presenter:
  /// dismiss the other first, or present from the screen on top (a modifier inside its
  /// content).
  case presenterIsBusy(presented: String)
  /// UIKit did not start the presentation for a reason it only logs to the console.
  case refusedByUIKit
}

extension PresentationRefusal: CustomStringConvertible {
  /// A sentence that says what is wrong and what to do.
  package var description: String {
    switch self {
    case .presenterIsBusy(let presented):
      return "the presenter already presents \(presented): dismiss it first, or present from "
        + "the screen on top (a modifier inside its content)"
    case .refusedByUIKit:
      return "UIKit did not start the presentation (see the console for its reason)"
    }
  }
}
