import UIKit

/// An EasyTransitions App Store card configuration: its `AppStoreAnimator` (CurtainUIKit's
/// `AppStoreCardAnimator`) presenting a detail screen out of a card of the presenting screen,
/// or dismissing it back into the card, configured as the library's example
/// (`TodayCollectionViewController`) does.
struct AppStoreConfiguration {
  /// A dismissal after a presentation that is not recorded.
  var back = false
  /// The example's auxiliary animation (`auxAnimation`, the detail's `layout(presenting:)`):
  /// a view of the detail screen rounds its corners to the card's 13 pt and is transparent
  /// while the card is collapsed, square and opaque while it is expanded.
  var aux = false
  /// An interactive dismissal: the example's pan (`.regular(.fromTop)`, wired with
  /// `wire(viewController:with:navigationAction:)`) dragged down by this share of the window's
  /// height from its middle, then at rest and lifted.
  var reach: CGFloat?

  var name: String {
    let base = "appStore" + (aux ? " aux" : "")
    return reach.map { "\(base) pan to \(Int(($0 * 100).rounded()))% dismiss" }
      ?? base + (back ? " dismiss" : " present")
  }

  /// The finger of an interactive dismissal.
  @MainActor var finger: FingerScript? {
    reach.map {
      FingerScript(
        location: CGPoint(x: ModalPlayer.size.width / 2, y: ModalPlayer.size.height / 2),
        translation: CGPoint(x: 0, y: ModalPlayer.size.height * $0))
    }
  }

  /// The card, in window coordinates: the example's first cell of its Today list on the
  /// 390x844 window (its flow layout's item 412 high and as wide as one column of a 370 pt
  /// width less 20 pt, 350; at its section inset of 20 pt, below the 47 pt of safe area at the
  /// top).
  static let cardFrame = CGRect(x: 20, y: 67, width: 350, height: 412)

  /// The source cell: a view of the presenting screen on the card, which the example hides in
  /// `onReady` and shows again in `onDismissed`.
  @MainActor static func cell(in presenting: UIViewController) -> UIView {
    let cell = UIView(frame: cardFrame)
    presenting.view.addSubview(cell)
    Screens.extras.append(("cell", cell))
    return cell
  }

  /// The view the auxiliary animation changes: the detail's close button and rounded content
  /// in one view of the presented screen (20 pt in from its corner, 30 pt square).
  @MainActor static func detailView(in presented: UIViewController) -> UIView {
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
    presented.view.addSubview(view)
    Screens.extras.append(("detail", view))
    detailLayout(view, presenting: false)
    return view
  }

  /// The example's `AppDetailViewController.layout(presenting:)`: its card layouts'
  /// `.collapsed` (corner radius 13, close button alpha 0) and `.expanded` (0, 1).
  @MainActor static func detailLayout(_ view: UIView, presenting: Bool) {
    view.layer.cornerRadius = presenting ? 0 : 13
    view.alpha = presenting ? 1 : 0
  }
}

/// Every App Store card configuration the differential plays (registered with EasyTransitions'
/// in Harness/main.swift).
@MainActor
enum AppStoreCases {
  static var configurations: [AppStoreConfiguration] {
    [false, true].flatMap { aux in
      [false, true].map { AppStoreConfiguration(back: $0, aux: aux) }
    }
      // The example's pan, released at rest past (70 %) and short of (30 %) the 0.5 threshold.
      + [CGFloat(0.7), 0.3].map { AppStoreConfiguration(back: true, reach: $0) }
  }

  static var all: [ReferenceCase] {
    configurations.map { configuration in
      ReferenceCase(
        name: configuration.name,
        reference: { AppStoreReferenceSide.play(configuration) },
        curtain: { AppStoreCurtainSide.play(configuration) })
    }
  }
}
