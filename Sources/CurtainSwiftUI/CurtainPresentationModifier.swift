#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// The modifier behind `.curtainPresentation`: an invisible anchor controller behind the view
/// to present from, and a coordinator that lives as long as the view.
struct CurtainPresentationModifier: ViewModifier {
  let configuration: PresentationConfiguration
  @State private var coordinator = PresentationCoordinator()

  func body(content: Content) -> some View {
    content
      .background {
        PresentationAnchor(coordinator: coordinator, configuration: configuration)
      }
      .onAppear { coordinator.feed(.presenterAppeared) }
  }
}

/// The controller presentations start from.
///
/// SwiftUI removes it (and calls `dismantleUIViewController(_:coordinator:)`) when the view
/// leaves for good.
struct PresentationAnchor: UIViewControllerRepresentable {
  let coordinator: PresentationCoordinator
  let configuration: PresentationConfiguration

  func makeCoordinator() -> PresentationCoordinator { coordinator }

  func makeUIViewController(context: Context) -> UIViewController {
    let anchor = UIViewController()
    context.coordinator.anchor = anchor
    return anchor
  }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
    context.coordinator.anchor = uiViewController
    context.coordinator.update(configuration)
  }

  static func dismantleUIViewController(
    _ uiViewController: UIViewController, coordinator: PresentationCoordinator
  ) {
    coordinator.feed(.presenterDisappeared)
  }
}
#endif
