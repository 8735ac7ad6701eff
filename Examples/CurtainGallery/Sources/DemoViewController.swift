import CurtainUIKit
import UIKit

/// The screen every demo presents: a coloured page with a title, a note and a close button.
///
/// Its `heroView` carries a `curtainMatchID` when a matched transition (zoom, container
/// transform) should land on it rather than on the whole screen.
final class DemoViewController: UIViewController {
  /// The page's title.
  let heading: String
  /// A line under the title: what was played and how to dismiss it.
  let note: String
  /// The page's colour.
  let color: UIColor
  /// The coloured block at the top, a matched transition's destination.
  let heroView = UIView()

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - heading: The title.
  ///   - note: The line under it.
  ///   - color: The page's colour.
  init(heading: String, note: String, color: UIColor = .systemTeal) {
    self.heading = heading
    self.note = note
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    heroView.backgroundColor = color
    heroView.layer.cornerRadius = 16
    let title = UILabel()
    title.text = heading
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.numberOfLines = 0
    let body = UILabel()
    body.text = note
    body.font = .preferredFont(forTextStyle: .body)
    body.textColor = .secondaryLabel
    body.numberOfLines = 0
    let close = UIButton(type: .system)
    close.setTitle("Close", for: .normal)
    close.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [heroView, title, body, close])
    stack.axis = .vertical
    stack.spacing = 16
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      heroView.heightAnchor.constraint(equalToConstant: 180),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc private func closeTapped() {
    dismiss(animated: true, completion: nil)
  }
}

extension UIViewController {
  /// Shows an alert with `error`'s description: what the gallery does when a registry or a
  /// sheet refuses the parameters.
  ///
  /// - Parameter error: The error to show.
  func showError(_ error: any Error) {
    let alert = UIAlertController(
      title: "Not presented", message: String(describing: error), preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
    present(alert, animated: true, completion: nil)
  }
}
