import Curtain
import CurtainUIKit
import UIKit

/// A sheet with detents over a scroll view: a list of 40 rows that rests at medium or large.
///
/// Dragging the list at the medium detent moves the sheet; at the large detent the list
/// scrolls, and pulling it down from its top moves the sheet again (the scroll-view hand-off).
/// The header's buttons move the sheet from code with
/// `CurtainSheetPresentationController.moveSheet(toDetent:completion:)`, and the screen behind
/// prints what `onActivity` reports.
final class SheetDemoViewController: UIViewController {
  private let log = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let show = UIButton(type: .system)
    show.setTitle("Show the sheet", for: .normal)
    show.titleLabel?.font = .preferredFont(forTextStyle: .title2)
    show.addTarget(self, action: #selector(showTapped), for: .touchUpInside)
    log.text = "The sheet's drags and settles appear here."
    log.numberOfLines = 0
    log.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [show, log])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc private func showTapped() {
    do {
      let sheet = try SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium",
        prefersGrabberVisible: true)
      let list = SheetListViewController()
      present(list, sheet: sheet) { [weak self, weak list] in
        // The presentation has ended: the sheet controller now takes moves and reports.
        guard let controller = list?.sheetController else { return }
        controller.scrollView = list?.tableView
        controller.onActivity = { [weak self] activity in
          self?.log.text = "onActivity: \(activity)"
        }
      }
    } catch {
      showError(error)
    }
  }
}

/// The sheet's content: a header with two buttons and a status over a table of 40 rows.
final class SheetListViewController: UIViewController, UITableViewDataSource {
  /// The table the sheet shares the finger with.
  let tableView = UITableView(frame: .zero, style: .plain)
  /// What the last move from code did.
  private let status = UILabel()

  /// The sheet's presentation controller, once presented as a sheet.
  var sheetController: CurtainSheetPresentationController? {
    presentationController as? CurtainSheetPresentationController
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    let medium = UIButton(type: .system)
    medium.setTitle("Medium", for: .normal)
    medium.addTarget(self, action: #selector(mediumTapped), for: .touchUpInside)
    let large = UIButton(type: .system)
    large.setTitle("Large", for: .normal)
    large.addTarget(self, action: #selector(largeTapped), for: .touchUpInside)
    status.text = "Move from code:"
    status.font = .preferredFont(forTextStyle: .footnote)
    status.textColor = .secondaryLabel
    let header = UIStackView(arrangedSubviews: [status, medium, large])
    header.axis = .horizontal
    header.distribution = .fillEqually
    header.translatesAutoresizingMaskIntoConstraints = false
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  @objc private func mediumTapped() { move(to: "medium") }

  @objc private func largeTapped() { move(to: "large") }

  /// Moves the sheet from code.
  ///
  /// `moveSheet` returns `false` (and does nothing) while the presentation, a drag or a settle
  /// owns the sheet, so the status says when it was refused.
  private func move(to detent: String) {
    let moved = sheetController?.moveSheet(toDetent: detent) { [weak self] id in
      self?.status.text = "At \(id)"
    }
    if moved != true { status.text = "Refused: \(detent)" }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row + 1)"
    cell.contentConfiguration = content
    return cell
  }
}
