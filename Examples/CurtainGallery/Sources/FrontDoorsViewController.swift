import Curtain
import CurtainAnimators
import CurtainUIKit
import UIKit

/// The four front doors side by side: the same page presented in each library's own words.
///
/// Presentr (a presenter with transition types and a layout), AZTransitions (a
/// `CustomModalTransition` subclass set on the controller), EasyTransitions (a
/// `ModalTransitionAnimator` and a pan on a `ModalTransitionDelegate`) and Jelly (a
/// `Presentation` value prepared on the controller). Each is Curtain underneath: the same
/// player, the same tested plans.
final class FrontDoorsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let doors = [
      door(
        "Presentr", "Presentr(presentationType: .alert)\n.coverVerticalFromTop", #selector(presentr)
      ),
      door(
        "AZTransitions", "customModalTransition =\nFadeScaleTransition()", #selector(azTransitions)),
      door(
        "EasyTransitions", "ModalTransitionDelegate\n+ RiseAnimator, pan to dismiss",
        #selector(easyTransitions)),
      door("Jelly", "CoverPresentation from the bottom,\nhalf screen, blurred", #selector(jelly)),
    ]
    let top = UIStackView(arrangedSubviews: [doors[0], doors[1]])
    let bottom = UIStackView(arrangedSubviews: [doors[2], doors[3]])
    for row in [top, bottom] {
      row.axis = .horizontal
      row.spacing = 12
      row.distribution = .fillEqually
    }
    let grid = UIStackView(arrangedSubviews: [top, bottom])
    grid.axis = .vertical
    grid.spacing = 12
    grid.distribution = .fillEqually
    grid.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(grid)
    NSLayoutConstraint.activate([
      grid.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      grid.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      grid.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      grid.heightAnchor.constraint(equalToConstant: 320),
    ])
  }

  /// A tile: the library's name, the Curtain API it maps to, tappable.
  private func door(_ name: String, _ api: String, _ action: Selector) -> UIView {
    let button = UIButton(type: .system)
    button.setTitle(name, for: .normal)
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    button.addTarget(self, action: action, for: .touchUpInside)
    let caption = UILabel()
    caption.text = api
    caption.numberOfLines = 0
    caption.textAlignment = .center
    caption.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
    caption.textColor = .secondaryLabel
    let tile = UIStackView(arrangedSubviews: [button, caption])
    tile.axis = .vertical
    tile.spacing = 6
    tile.alignment = .center
    tile.isLayoutMarginsRelativeArrangement = true
    tile.layoutMargins = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
    tile.backgroundColor = .secondarySystemGroupedBackground
    tile.layer.cornerRadius = 12
    return tile
  }

  private func page(_ door: String) -> DemoViewController {
    DemoViewController(heading: door, note: "Presented through the \(door) front door.")
  }

  /// Presentr: transition types name built-in animators, resolved in the presenter's registry.
  @objc private func presentr() {
    let presenter = Presentr(presentationType: .alert)
    presenter.registry = AnimatorRegistry.builtIn
    presenter.transitionType = .coverVerticalFromTop
    presenter.dismissTransitionType = .crossDissolve
    customPresentViewController(
      presenter, viewController: page("Presentr"), animated: true, completion: nil)
  }

  /// AZTransitions: a transition object the presented controller keeps.
  @objc private func azTransitions() {
    let look = page("AZTransitions")
    look.customModalTransition = FadeScaleTransition()
    present(look, animated: true, completion: nil)
  }

  /// EasyTransitions: an animator and a pan on a transitioning delegate.
  @objc private func easyTransitions() {
    let detail = page("EasyTransitions")
    let delegate = ModalTransitionDelegate()
    delegate.set(animator: RiseAnimator())
    delegate.wire(
      viewController: detail, with: .regular(.fromTop),
      navigationAction: { [weak detail] in detail?.dismiss(animated: true, completion: nil) })
    delegate.attach(to: detail)  // the page keeps the delegate; no property needed
    present(detail, animated: true, completion: nil)
  }

  /// Jelly: a presentation value; the animator prepares the controller and is not kept.
  @objc private func jelly() {
    do {
      let detail = page("Jelly")
      let presentation = CoverPresentation(
        directionShow: .bottom, directionDismiss: .bottom,
        uiConfiguration: PresentationUIConfiguration(
          cornerRadius: 16, backgroundStyle: .blurred(style: .dark),
          isTapBackgroundToDismissEnabled: true, corners: [.topLeft, .topRight]),
        size: PresentationSize(width: .fullscreen, height: .halfscreen),
        alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
        timing: PresentationTiming(duration: .normal, presentationCurve: .easeOut),
        interactionConfiguration: try InteractionConfiguration(
          completionThreshold: 0.4, dragMode: .canvas))
      Animator(presentation: presentation).prepare(presentedViewController: detail)
      present(detail, animated: true, completion: nil)
    } catch {
      showError(error)
    }
  }
}

/// AZTransitions' way: a subclass that animates the views in `performTransition`.
final class FadeScaleTransition: CustomModalTransition {
  override init() {
    super.init(duration: 0.5)
  }

  override func performTransition(interactive: Bool) {
    presentedView.alpha = 0
    animate(
      withDuration: duration,
      animations: {
        self.presentedView.alpha = 1
        self.presentingView.alpha = 0
      },
      completion: { _ in
        self.presentingView.alpha = 1
        self.finishAnimation(completion: nil)
      })
  }
}

/// EasyTransitions' way: an animator that lays the modal view out and animates it, here rising
/// from below the container.
final class RiseAnimator: ModalTransitionAnimator {
  var duration: TimeInterval { 0.5 }
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?

  func layout(presenting: Bool, modalView: any AnimatableView, in container: any AnimatableView) {
    guard presenting else { return }
    modalView.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
  }

  func animate(presenting: Bool, modalView: any AnimatableView, in container: any AnimatableView) {
    modalView.frame =
      presenting ? container.bounds : container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
  }
}
