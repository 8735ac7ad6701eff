import CurtainUIKit
import CurtainZoom
import UIKit

/// A grid of 24 cards; a tap zooms the card into a full page, and a drag anywhere on the page
/// shrinks it under the finger and, released, flies it back onto its card.
///
/// The source is asked for again when the dismissal starts, so a grid scrolled meanwhile gets
/// the page back onto the card's new place.
final class ZoomGridViewController: UICollectionViewController {
  private let colors: [UIColor] = [
    .systemTeal, .systemIndigo, .systemOrange, .systemPink, .systemGreen, .systemPurple,
  ]

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 104, height: 140)
    layout.minimumInteritemSpacing = 12
    layout.minimumLineSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    super.init(collectionViewLayout: layout)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 24 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
    cell.contentView.layer.cornerRadius = 12
    cell.curtainMatchID = "card-\(indexPath.item)"
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    do {
      let page = DemoViewController(
        heading: "Card \(indexPath.item + 1)",
        note: "Drag anywhere to shrink it back onto its card.",
        color: colors[indexPath.item % colors.count])
      page.heroView.curtainMatchID = "card-\(indexPath.item)"
      let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(sourceCornerRadius: 12))
      // Weak: the delegate lives as long as the page. The cell for the item, where it is now.
      delegate.sourceViewProvider = { [weak collectionView] in
        collectionView?.cellForItem(at: indexPath)
      }
      delegate.wireDragToDismiss(viewController: page)
      delegate.attach(to: page)
      present(page, animated: true, completion: nil)
    } catch {
      showError(error)
    }
  }
}
