#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// The modifier behind `.curtainPresentation` and `.curtainSheet`: an invisible anchor
/// controller behind the view to present from, and a coordinator that lives as long as the
/// view.
///
/// It reads Reduce Motion from the environment (with `.curtainMotion`'s preference), the
/// anchor's frame in SwiftUI's global space
/// (a `GeometryReader` behind the view) and the matched sources inside the view (the
/// preference `.curtainMatchSource(id:in:)` sets).
struct CurtainPresentationModifier: ViewModifier {
  let configuration: PresentationConfiguration
  @State private var coordinator = PresentationCoordinator()
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.curtainMotion) private var motion
  @Environment(\.curtainAccessibility) private var accessibility
  @Environment(\.self) private var environment

  func body(content: Content) -> some View {
    var configuration = configuration
    configuration.environmentReducesMotion = reduceMotion
    configuration.motion = motion
    configuration.accessibilityOptions = accessibility
    configuration.environment = environment
    configuration.sheet?.cornerRadius = environment.curtainSheetCornerRadius
    return
      content
      .background {
        GeometryReader { proxy in
          PresentationAnchor(
            coordinator: coordinator, configuration: configuration,
            globalFrame: proxy.frame(in: .global))
        }
      }
      .onPreferenceChange(MatchSourcePreference.self) { [coordinator] reports in
        // Xcode 16.2's SDK declares this action `@Sendable` (16.0, 16.1 and 16.3 on do not):
        // hopping to the main actor compiles with both. The frames are read only when a
        // transition starts, a run-loop turn later at the earliest.
        Task { @MainActor in coordinator.updateMatchSources(reports) }
      }
      .onAppear { coordinator.feed(.presenterAppeared) }
      // Another tab, a page pushed over the view: a binding set meanwhile waits until the
      // view (and the anchor, `PresentationAnchorController`) appears again.
      .onDisappear { coordinator.feed(.presenterHidden) }
  }
}

/// The anchor: reports that it is in a window again when UIKit says it appeared (SwiftUI's
/// `onAppear` runs before the view is on screen, when a presentation would be refused).
final class PresentationAnchorController: UIViewController {
  weak var coordinator: PresentationCoordinator?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    coordinator?.feed(.presenterAppeared)
  }
}

/// The controller presentations start from.
///
/// SwiftUI removes it (and calls `dismantleUIViewController(_:coordinator:)`) when the view
/// leaves for good.
struct PresentationAnchor: UIViewControllerRepresentable {
  let coordinator: PresentationCoordinator
  let configuration: PresentationConfiguration
  /// The anchor's frame in SwiftUI's global coordinate space (it fills the view's background).
  let globalFrame: CGRect

  func makeCoordinator() -> PresentationCoordinator { coordinator }

  func makeUIViewController(context: Context) -> PresentationAnchorController {
    let anchor = PresentationAnchorController()
    anchor.coordinator = context.coordinator
    context.coordinator.anchor = anchor
    return anchor
  }

  func updateUIViewController(
    _ uiViewController: PresentationAnchorController, context: Context
  ) {
    context.coordinator.anchor = uiViewController
    context.coordinator.updateAnchorFrame(globalFrame)
    context.coordinator.update(configuration)
  }

  static func dismantleUIViewController(
    _ uiViewController: PresentationAnchorController, coordinator: PresentationCoordinator
  ) {
    coordinator.feed(.presenterDisappeared)
  }
}
#endif
