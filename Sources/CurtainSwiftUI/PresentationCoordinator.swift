#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// Plays a ``PresentationBinding``'s effects with UIKit: presents and dismisses the hosting
/// controller, writes the binding, calls `onDismiss`.
///
/// Inputs raised while effects run (a completion called synchronously) wait in an inbox, so the
/// machine is never re-entered.
@MainActor
final class PresentationCoordinator {
  typealias Machine = PresentationBinding<AnyHashable>

  /// The controller presentations start from; SwiftUI owns it.
  weak var anchor: UIViewController?
  private var machine = Machine()
  private var configuration: PresentationConfiguration?
  private var hosting: PresentationHostingController?
  private var inbox: [Machine.Input] = []
  private var isDraining = false
  private var isUpdating = false

  /// Takes SwiftUI's latest configuration: refreshes the content shown, feeds the binding.
  func update(_ configuration: PresentationConfiguration) {
    self.configuration = configuration
    if let hosting, let view = configuration.content(hosting.identity) {
      hosting.rootView = view
    }
    isUpdating = true
    feed(.bindingChanged(configuration.requested))
    isUpdating = false
  }

  /// Feeds one input, then everything it raised.
  func feed(_ input: Machine.Input) {
    inbox.append(input)
    guard !isDraining else { return }
    isDraining = true
    while !inbox.isEmpty {
      let next = inbox.removeFirst()
      for effect in machine.handle(next) { perform(effect) }
    }
    isDraining = false
  }

  private func perform(_ effect: Machine.Effect) {
    switch effect {
    case .present(let identity):
      present(identity)
    case .dismiss(let identity):
      guard let hosting, hosting.identity == identity else {
        feed(.dismissalCompleted(identity))
        return
      }
      hosting.dismiss(animated: true) { [weak self] in
        self?.feed(.dismissalCompleted(identity))
      }
    case .tearDown(let identity):
      if let hosting, hosting.identity == identity {
        hosting.coordinator = nil
        hosting.dismiss(animated: false)
      }
      hosting = nil
    case .setBinding(let value):
      guard let write = configuration?.write else { return }
      // SwiftUI must not see its state written while it updates a view (a presentation refused
      // at once, inside an update): write it just after. The machine already counts the
      // binding as written, and SwiftUI's echo of the value changes nothing.
      if isUpdating {
        Task { @MainActor in write(value) }
      } else {
        write(value)
      }
    case .callOnDismiss(let identity):
      if hosting?.identity == identity { hosting = nil }
      configuration?.onDismiss?()
    }
  }

  private func present(_ identity: AnyHashable) {
    guard let configuration, let anchor, let view = configuration.content(identity) else {
      feed(.presentationFailed(identity))
      return
    }
    let controller = PresentationHostingController(
      rootView: view, identity: identity, coordinator: self)
    do {
      try configuration.animators.present(controller, from: anchor) { [weak self] in
        self?.feed(.presentationLanded(identity))
      }
    } catch {
      configuration.onError?(error)
      feed(.presentationFailed(identity))
      return
    }
    // UIKit refuses, with a console message and without calling the completion, when the
    // anchor already presents something or is not in a window.
    guard controller.presentingViewController != nil else {
      feed(.presentationFailed(identity))
      return
    }
    hosting = controller
  }
}
#endif
