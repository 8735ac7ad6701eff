import CurtainAnimators
import CurtainUIKit
import UIKit

/// The first tab: every built-in animator of `AnimatorRegistry.builtIn`, and a navigation
/// stack.
///
/// This tab's navigation controller is itself the navigation demo: every push (an animator's
/// parameters, the numbered pages) plays `slide-navigation`, and a pan anywhere on the screen
/// pops interactively (``makeNavigation()``).
final class AnimatorListViewController: UITableViewController {
  /// The built-in animators, in the registry's order.
  private let descriptors = AnimatorRegistry.builtIn.descriptors

  /// The tab's navigation controller, with Curtain's navigation delegate and interactive pop.
  static func makeNavigation() -> UINavigationController {
    let list = AnimatorListViewController(style: .insetGrouped)
    list.title = "Animators"
    let navigation = GalleryTabs.navigation(list, title: "Animators", symbol: "sparkles")
    guard
      let push = try? AnimatorRegistry.builtIn.makeAnimator(
        for: TransitionSpec(animator: "slide-navigation"), operation: .push)
    else { return navigation }
    // One animator plays pushes and pops (a pop is the push's plan for `.pop`); pass
    // `popAnimator:` for a pop that looks different.
    let delegate = NavigationTransitionDelegate(animator: push)
    delegate.attach(to: navigation)
    // A pan anywhere on the screen, moving right, pops with the animator. The system's swipe
    // back from the left edge keeps working and plays UIKit's own pop: the Curtain pan waits
    // for it to fail, so the two never fight over a touch at the edge.
    delegate.wireInteractivePop(.regular(.fromLeft))
    if let pan = delegate.interaction?.recognizer,
      let system = navigation.interactivePopGestureRecognizer
    {
      pan.require(toFail: system)
    }
    return navigation
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 1 : descriptors.count
  }

  override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  {
    section == 0 ? "Navigation" : "Built-in animators"
  }

  override func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  )
    -> String?
  {
    section == 0
      ? "Pushes play slide-navigation; drag right anywhere to pop interactively."
      : "Tap one to tweak its parameters and play it."
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    if indexPath.section == 0 {
      content.text = "Navigation stack"
      content.secondaryText = "Push pages, pop them with a pan"
    } else {
      let descriptor = descriptors[indexPath.row]
      content.text = descriptor.id.rawValue
      content.secondaryText = descriptor.summary
    }
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let next: UIViewController =
      indexPath.section == 0
      ? NumberedPageViewController(number: 1)
      : ParameterViewController(descriptor: descriptors[indexPath.row])
    navigationController?.pushViewController(next, animated: true)
  }
}

/// A page of the navigation demo: its number and a button that pushes the next one.
final class NumberedPageViewController: UIViewController {
  /// The page's depth in the stack, from 1.
  let number: Int

  /// Creates page `number`.
  ///
  /// - Parameter number: The page's depth.
  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
    title = "Page \(number)"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let hues: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange, .systemPink, .systemGreen]
    view.backgroundColor = hues[number % hues.count].withAlphaComponent(0.25)
    let push = UIButton(type: .system)
    push.setTitle("Push page \(number + 1)", for: .normal)
    push.titleLabel?.font = .preferredFont(forTextStyle: .title2)
    push.addTarget(self, action: #selector(pushTapped), for: .touchUpInside)
    let hint = UILabel()
    hint.text = "Drag right anywhere to pop with the animator; from the left edge, UIKit's pop."
    hint.numberOfLines = 0
    hint.textAlignment = .center
    hint.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [push, hint])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc private func pushTapped() {
    navigationController?.pushViewController(
      NumberedPageViewController(number: number + 1), animated: true)
  }
}
