#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import UIKit

/// Plays a `PresentationBinding`'s effects with UIKit.
///
/// It presents and dismisses the hosting controller, writes the binding, calls `onDismiss`. For
/// a sheet it also plays a `DetentSelectionBinding`'s effects: moves the sheet, writes the
/// selection.
///
/// It keeps the matched sources its view reports (`MatchSourceRegistry`) and gives the UIKit
/// player a source-frame provider that reads them when asked, at presentation and again at
/// dismissal. It keeps the matched destinations the presented content reports
/// (`.curtainMatchDestination(id:in:)`, in the hosting view's space) and gives the player a
/// destination-frame provider for the pair of the presentation's source.
///
/// Inputs raised while effects run (a completion called synchronously) wait in an inbox, so the
/// machines are never re-entered.
@MainActor
final class PresentationCoordinator {
  typealias Machine = PresentationBinding<AnyHashable>

  /// The controller presentations start from; SwiftUI owns it.
  weak var anchor: UIViewController?
  private var machine = Machine()
  private(set) var configuration: PresentationConfiguration?
  private(set) var hosting: PresentationHostingController?
  /// The transitioning delegate of the presented controller (which keeps it alive).
  private weak var delegate: ModalTransitionDelegate?
  private var inbox: [Machine.Input] = []
  /// The effects after a tear-down that waits for a transition, performed once it is done.
  private var heldEffects: [Machine.Effect]?
  private var isDraining = false
  private(set) var isUpdating = false
  /// The matched sources the view reports, and the anchor's frame in SwiftUI's global space.
  private var matchSources = MatchSourceRegistry()
  /// The matched destinations the presented content reports, in its hosting view's space.
  private var matchDestinations: [MatchSourceKey: CGRect] = [:]
  /// The selected-detent machine of a `.curtainSheet`.
  var selection: DetentSelectionBinding?
  /// The detent the sheet presented last opened at.
  private var openingDetentID: String?
  /// The sheet options the presented content sets on itself (`.curtainPresentationDetents`…).
  var contentOptions = SheetOptionsReport()
  /// The shape the presented sheet was last given, to tell a change.
  var presentedSheetShape: SheetShape?

  /// Takes SwiftUI's latest configuration: refreshes the content shown, feeds the bindings.
  func update(_ configuration: PresentationConfiguration) {
    self.configuration = configuration
    if let hosting, let view = configuration.content(hosting.identity) {
      hosting.rootView = root(view, in: hosting)
      remeasure()
    }
    delegate?.reducesMotion = configuration.reducesMotion
    isUpdating = true
    if let sheet = effectiveSheet { updateSheet(sheet) }
    feed(.bindingChanged(configuration.requested))
    isUpdating = false
  }

  /// Takes the frames of the matched sources the view reports now.
  func updateMatchSources(_ reports: [MatchSourceKey: CGRect]) {
    matchSources.update(reports)
  }

  /// Takes the frames of the matched destinations the presented content reports now, in its
  /// hosting view's space; only finite frames of positive size are kept.
  func updateMatchDestinations(_ reports: [MatchSourceKey: CGRect]) {
    matchDestinations = reports.filter { _, frame in
      frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite
        && frame.height.isFinite && frame.width > 0 && frame.height > 0
    }
  }

  /// The presented content in the presenter's environment (``PresenterEnvironment``),
  /// reporting its matched destinations and its options (`.curtainInteractiveDismissDisabled`)
  /// to this coordinator.
  private func root(_ view: AnyView, in hosting: PresentationHostingController) -> AnyView {
    hosting.presenterEnvironment = configuration?.environment
    return AnyView(
      PresenterEnvironment.apply(configuration?.environment, to: view)
        .onPreferenceChange(MatchDestinationPreference.self) { [weak self] reports in
          // As the modifier's sources: hop to the main actor (the action is `@Sendable` in
          // some SDKs); the frames are read when a transition is planned.
          Task { @MainActor in self?.updateMatchDestinations(reports) }
        }
        .onPreferenceChange(InteractiveDismissDisabledPreference.self) { [weak self] disabled in
          Task { @MainActor in self?.updateInteractiveDismissDisabled(disabled) }
        }
        .onPreferenceChange(SheetOptionsPreference.self) { [weak self] report in
          // At once, during SwiftUI's update: the options of a sheet about to be presented are
          // read when its content is measured (``measure(_:)``).
          PreferenceDelivery.deliver { self?.updateSheetOptions(report) }
        })
  }

  /// Takes the presented content's `.curtainInteractiveDismissDisabled`: the hosting controller
  /// is `isModalInPresentation` while it is `true`, which UIKit's and Curtain's interactive
  /// dismissals honour (AD: it "prevents the interactive dismissal of the view controller while
  /// it is onscreen").
  func updateInteractiveDismissDisabled(_ disabled: Bool) {
    hosting?.isModalInPresentation = disabled
  }

  /// Takes the anchor's frame in SwiftUI's global coordinate space.
  func updateAnchorFrame(_ frame: CGRect) {
    matchSources.updatePresenter(frame)
  }

  /// Feeds one input, then everything it raised.
  func feed(_ input: Machine.Input) {
    inbox.append(input)
    guard !isDraining else { return }
    isDraining = true
    while !inbox.isEmpty {
      let next = inbox.removeFirst()
      for effect in machine.handle(next) { performInOrder(effect) }
    }
    isDraining = false
  }

  /// The source's frame in the window now, or `nil` when no view reports it.
  private func windowFrame(of key: MatchSourceKey) -> CGRect? {
    let presenter = anchor.map { anchor in anchor.view.convert(anchor.view.bounds, to: nil) }
    return matchSources.windowFrame(for: key, presenterInWindow: presenter)
  }

  /// Performs an effect, or keeps it for after a tear-down that waits for a transition.
  private func performInOrder(_ effect: Machine.Effect) {
    if heldEffects != nil {
      heldEffects?.append(effect)
    } else {
      perform(effect)
    }
  }

  private func perform(_ effect: Machine.Effect) {
    switch effect {
    case .present(let identity):
      afterTransitions(around: nil) { [weak self] in self?.presentIfStillAsked(identity) }
    case .dismiss(let identity):
      afterTransitions(around: hosting) { [weak self] in self?.dismissNow(identity) }
    case .tearDown(let identity):
      guard let torn = hosting, torn.identity == identity else {
        hosting = nil
        return
      }
      torn.coordinator = nil
      hosting = nil
      // What follows (the binding's write, onDismiss) waits until the screen has gone.
      heldEffects = []
      afterTransitions(around: torn) {
        // The coordinator is kept by this closure: its view may be gone already.
        self.removeWithoutAnimation(torn)
      }
    case .setBinding(let value):
      guard let write = configuration?.write else { return }
      writeLater(isUpdating) { write(value) }
    case .callOnDismiss(let identity):
      if hosting?.identity == identity { hosting = nil }
      selection?.handle(.dismissed)
      contentOptions = SheetOptionsReport()
      presentedSheetShape = nil
      configuration?.onDismiss?()
    }
  }

  /// Dismisses the presented content with everything it presents (UIKit dismisses the
  /// controllers above the one it is asked to, AD: `dismiss(animated:completion:)`), or reports
  /// it gone when it left meanwhile.
  private func dismissNow(_ identity: AnyHashable) {
    guard case .dismissing(identity, _) = machine.phase else { return }
    guard let hosting, hosting.identity == identity,
      let presenter = hosting.presentingViewController
    else {
      feed(.dismissalCompleted(identity))
      return
    }
    hosting.isDismissedByCoordinator = true
    presenter.dismiss(animated: true) { [weak self] in
      self?.feed(.dismissalCompleted(identity))
    }
  }

  /// Removes a torn-down presentation and everything it presents, then performs the effects
  /// that waited for it.
  private func removeWithoutAnimation(_ torn: PresentationHostingController) {
    guard let presenter = torn.presentingViewController else {
      releaseHeldEffects()
      return
    }
    torn.isDismissedByCoordinator = true
    presenter.dismiss(animated: false) { self.releaseHeldEffects() }
  }

  private func releaseHeldEffects() {
    var effects = heldEffects ?? []
    heldEffects = nil
    while !effects.isEmpty {
      performInOrder(effects.removeFirst())
    }
  }

  // MARK: - Waiting for transitions

  /// Runs `action` now when no transition involves the presentation, else once the transition
  /// in flight has ended (a main-actor turn after its coordinator's completion, when UIKit
  /// accepts a presentation or a dismissal again).
  ///
  /// UIKit refuses to present or dismiss while a presentation or a dismissal runs ("Attempt to
  /// dismiss while a presentation or dismiss is in progress"): a dismissal asked then (the
  /// binding went `false`, the presenter left) waits instead of being lost.
  ///
  /// - Parameters:
  ///   - presented: The presented content, whose transitions (and those of the screens it
  ///     presents) count; `nil` for a presentation about to start.
  ///   - action: What to do then.
  func afterTransitions(
    around presented: UIViewController?, _ action: @escaping @MainActor () -> Void
  ) {
    guard let transition = transitionInFlight(around: presented) else {
      action()
      return
    }
    let retry: @MainActor () -> Void = {
      // The coordinator is kept until then: its view may be gone (a tear-down).
      Task { @MainActor in self.afterTransitions(around: presented, action) }
    }
    if !transition.animate(alongsideTransition: nil, completion: { _ in retry() }) {
      retry()
    }
  }

  /// The coordinator of a transition of the presented content, a screen it presents, or the
  /// anchor (or its ancestors); `nil` when none runs.
  private func transitionInFlight(
    around presented: UIViewController?
  ) -> (any UIViewControllerTransitionCoordinator)? {
    var controller = presented
    while let current = controller {
      if let transition = current.transitionCoordinator { return transition }
      controller = current.presentedViewController
    }
    return anchor?.transitionCoordinator
  }

  /// Runs a binding write now, or just after when SwiftUI is updating the view.
  ///
  /// SwiftUI must not see its state written during an update (a presentation refused at once,
  /// a detent written back). The machines already count the binding as written, and SwiftUI's
  /// echo of the value changes nothing.
  func writeLater(_ later: Bool, _ write: @escaping @MainActor () -> Void) {
    if later {
      Task { @MainActor in write() }
    } else {
      write()
    }
  }

  /// Presents `identity` if the machine still asks for it after waiting for a transition.
  private func presentIfStillAsked(_ identity: AnyHashable) {
    guard machine.phase == .presenting(identity) else { return }
    present(identity)
  }

  private func present(_ identity: AnyHashable) {
    guard let configuration, let anchor, let view = configuration.content(identity) else {
      feed(.presentationFailed(identity))
      return
    }
    // UIKit refuses to present from a view that is not in a window ("whose view is not in the
    // window hierarchy"): the request waits until the presenter appears.
    guard anchor.view.window != nil else {
      feed(.presenterHidden)
      feed(.presentationFailed(identity))
      return
    }
    // UIKit presents one screen at a time from a presenter; `presentedViewController` is the
    // one presented by the anchor "or one of its ancestors" (AD).
    if let other = anchor.presentedViewController {
      refuse(identity, PresentationRefusal.presenterIsBusy(presented: "\(type(of: other))"))
      return
    }
    let controller = PresentationHostingController(
      rootView: AnyView(EmptyView()), identity: identity, coordinator: self)
    controller.rootView = root(view, in: controller)
    if configuration.sheet != nil { measure(controller) }
    let delegate: ModalTransitionDelegate
    do {
      delegate = try configuration.animators.makeDelegate()
      if let sheet = effectiveSheet, let selection {
        let opening = selection.initialDetentID
        try SheetPlayback.configure(delegate, sheet: sheet.presentation(selectedDetentID: opening))
        openingDetentID = opening
        presentedSheetShape = Self.shape(of: sheet)
      }
    } catch {
      refuse(identity, error)
      return
    }
    delegate.reducesMotion = configuration.reducesMotion
    delegate.accessibilityOptions = configuration.accessibilityOptions
    delegate.onFailure = { [weak self] error in self?.configuration?.onError?(error) }
    if let key = configuration.matchSource(identity) {
      delegate.sourceFrameProvider = { [weak self] in self?.windowFrame(of: key) }
      delegate.destinationFrameProvider = { [weak self] in self?.matchDestinations[key] }
    }
    configuration.animators.wireInteractiveDismissal(delegate, on: controller)
    delegate.attach(to: controller)
    anchor.present(controller, animated: true) { [weak self] in
      self?.landed(identity)
    }
    // UIKit refuses for other reasons, with a console message and without calling the
    // completion.
    guard controller.presentingViewController != nil else {
      refuse(identity, PresentationRefusal.refusedByUIKit)
      return
    }
    hosting = controller
    self.delegate = delegate
    if configuration.sheet != nil {
      SheetPlayback.observe(controller) { [weak self] input in self?.performSelection(input) }
    }
  }

  /// Reports a presentation that did not start to `onError` and to the machine.
  private func refuse(_ identity: AnyHashable, _ error: any Error) {
    configuration?.onError?(error)
    feed(.presentationFailed(identity))
  }

  private func landed(_ identity: AnyHashable) {
    feed(.presentationLanded(identity))
    if let opening = openingDetentID, hosting?.identity == identity {
      performSelection(.presented(at: opening))
    }
  }
}
#endif
