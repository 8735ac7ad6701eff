#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import UIKit

/// The fuzzer's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), small and the same on every platform.
struct FuzzRandom {
  private(set) var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range` (not empty).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// A number in `range`, rounded to a quarter so that a printed step replays exactly.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(UInt64(1) << 53)
    return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * 4).rounded() / 4
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(UInt64(1) << 53) < probability
  }

  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// What the window shows when a sequence starts: a plain screen that presents, a navigation
/// controller, or a tab bar controller.
enum FuzzHost: Hashable, CustomStringConvertible {
  /// A plain root controller.
  case plain
  /// A navigation controller whose delegate plays `NavigationDoor` (nil: UIKit's own push).
  case navigation(NavigationDoor?)
  /// A tab bar controller of three tabs with a `TabBarTransitionDelegate` for `animator`.
  case tabs(String, interactive: Bool)

  var description: String {
    switch self {
    case .plain: return ".plain"
    case .navigation(let door): return ".navigation(\(door.map { "\($0)" } ?? "nil"))"
    case .tabs(let id, let interactive): return ".tabs(\"\(id)\", interactive: \(interactive))"
    }
  }
}

/// How a navigation controller's transitions are played.
enum NavigationDoor: Hashable, CustomStringConvertible {
  /// A registry animator for push and pop, with an optional pop pan.
  case registry(String, popPan: Bool)
  /// An EasyTransitions `NavigationTransitionAnimator`, with an optional pop pan.
  case easy(popPan: Bool)

  var description: String {
    switch self {
    case .registry(let id, let pan): return ".registry(\"\(id)\", popPan: \(pan))"
    case .easy(let pan): return ".easy(popPan: \(pan))"
    }
  }
}

/// A front door that presents a controller.
enum ModalDoor: Hashable, CustomStringConvertible {
  /// `present(_:animator:)` with a built-in.
  case animator(String)
  /// `present(_:spec:registry:)`, with an optional other dismiss animator.
  case spec(String, dismiss: String?)
  /// A `ModalTransitionDelegate` set up by hand: a layout preset (index into
  /// `FuzzCatalog.layouts`, or nil), the style (0 `.custom`, 1 `.fullScreen`), a dismissal pan,
  /// the shrinking drag, a source frame, keyboard avoidance.
  case delegate(
    String, layout: Int?, style: Int, pan: Bool, drag: Bool, source: Bool, keyboard: Bool)
  /// Presentr: a transition type and a dismiss type (indices into `TransitionType.builtInCases`,
  /// past the end `.custom`), a layout preset, the registry given or not, a context controller.
  case presentr(type: Int, dismissType: Int?, layout: Int, registry: Bool, context: Bool)
  /// AZTransitions' `CustomModalTransition`: 0 a fade subclass, 1 one that overrides nothing;
  /// style 0 `.custom`, 1 `.fullScreen`.
  case customModal(variant: Int, style: Int)
  /// EasyTransitions' `ModalTransitionAnimator` through a `ModalTransitionDelegate`.
  case easyModal(pan: Bool)
  /// Jelly's `Animator(presentation:)`: 0 cover, 1 fade, 2 slide; a dismissal pan or not.
  case jelly(kind: Int, direction: Int, interactive: Bool)
  /// `present(_:sheet:)` with one of `FuzzCatalog.sheets`.
  case sheet(Int)
  /// UIKit's own transition (no delegate).
  case system

  var description: String {
    func quoted(_ id: String?) -> String { id.map { "\"\($0)\"" } ?? "nil" }
    switch self {
    case .animator(let id): return ".animator(\"\(id)\")"
    case .spec(let id, let dismiss): return ".spec(\"\(id)\", dismiss: \(quoted(dismiss)))"
    case .delegate(let id, let layout, let style, let pan, let drag, let source, let keyboard):
      return ".delegate(\"\(id)\", layout: \(layout.map(String.init) ?? "nil"), style: \(style), "
        + "pan: \(pan), drag: \(drag), source: \(source), keyboard: \(keyboard))"
    case .presentr(let type, let dismissType, let layout, let registry, let context):
      return ".presentr(type: \(type), dismissType: \(dismissType.map(String.init) ?? "nil"), "
        + "layout: \(layout), registry: \(registry), context: \(context))"
    case .customModal(let variant, let style):
      return ".customModal(variant: \(variant), style: \(style))"
    case .easyModal(let pan): return ".easyModal(pan: \(pan))"
    case .jelly(let kind, let direction, let interactive):
      return ".jelly(kind: \(kind), direction: \(direction), interactive: \(interactive))"
    case .sheet(let index): return ".sheet(\(index))"
    case .system: return ".system"
    }
  }
}

/// The fixed choices the doors index into.
@MainActor
enum FuzzCatalog {
  static let registry = AnimatorRegistry.builtIn

  /// Every built-in id that presents.
  static let presenting: [String] = registry.descriptors
    .filter { $0.operations.contains(.present) }.map(\.id.rawValue).sorted()
  /// Every built-in id that dismisses.
  static let dismissing: [String] = registry.descriptors
    .filter { $0.operations.contains(.dismiss) }.map(\.id.rawValue).sorted()
  /// Every built-in id that pushes and pops.
  static let navigating: [String] = registry.descriptors
    .filter { $0.operations.contains(.push) && $0.operations.contains(.pop) }
    .map(\.id.rawValue).sorted()
  /// Every built-in id that switches tabs.
  static let tabbing: [String] = registry.descriptors
    .filter { $0.operations.contains(.tab) }.map(\.id.rawValue).sorted()

  static let layouts: [PresentationLayout] = [
    .alert, .popup, .topHalf, .bottomHalf, .fullScreen,
  ]
  static let directions: [Direction] = [.top, .bottom, .left, .right]

  static func sheet(_ index: Int) -> SheetPresentation? {
    switch index {
    case 0: return try? SheetPresentation(detents: [.large])
    case 1:
      return try? SheetPresentation(
        detents: [.medium, .large], selectedDetentID: "medium", prefersGrabberVisible: true)
    case 2:
      return try? SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium", dimmingAlpha: 0.4)
    case 3:
      return try? SheetPresentation(detents: [.medium, .large], isDismissible: false)
    default:
      guard let small = try? SheetDetent.fraction(0.3, id: "small") else { return nil }
      return try? SheetPresentation(
        detents: [small, .medium, .large], shouldDismiss: { false })
    }
  }
  static let sheetCount = 5
  static let sheetDetentIDs = ["small", "medium", "large", "missing"]

  /// The animator a built-in id makes for `operation`.
  static func animator(_ id: String, _ operation: TransitionOperation) -> (any TransitionAnimator)?
  {
    try? registry.makeAnimator(for: TransitionSpec(animator: AnimatorID(id)), operation: operation)
  }
}

/// An AZTransitions fade (the `FashionTransition` of the docs, presented and dismissed).
final class FuzzFadeTransition: CustomModalTransition {
  override init() { super.init(duration: 0.3) }

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

  override func performDismissingTransition(interactive: Bool) {
    animate(
      withDuration: duration, animations: { self.presentedView.alpha = 0 },
      completion: { _ in self.finishAnimation(completion: nil) })
  }
}

/// An AZTransitions transition that overrides nothing: UIKit's default modal movement.
final class FuzzDefaultTransition: CustomModalTransition {}

/// An EasyTransitions modal animator: a card that grows to the full screen.
final class FuzzCardAnimator: ModalTransitionAnimator {
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?
  var duration: TimeInterval { 0.4 }
  let card = CGRect(x: 20, y: 120, width: 300, height: 400)

  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    guard presenting else { return }
    modalView.frame = card
    modalView.cornerRadius = 16
  }

  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame = presenting ? container.bounds : card
    modalView.cornerRadius = presenting ? 0 : 16
  }
}

/// An EasyTransitions navigation animator: the slide of its docs.
final class FuzzSlideNavigation: NavigationTransitionAnimator {
  var duration: TimeInterval { 0.35 }
  var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }

  func layout(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    toView.frame.origin.x = presenting ? container.bounds.width : -0.3 * container.bounds.width
  }

  func animations(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    fromView.frame.origin.x = presenting ? -0.3 * container.bounds.width : container.bounds.width
    toView.frame.origin.x = 0
  }
}
/// The fuzz's presented screen: it hands a size change to its Curtain delegate, as the
/// documentation of `ModalTransitionDelegate.viewWillTransition(of:with:)` asks an app to (a
/// presentation without Curtain's presentation controller hears of a rotation only so).
@MainActor
final class FuzzScreen: UIViewController {
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    (transitioningDelegate as? ModalTransitionDelegate)?.viewWillTransition(
      of: self, with: coordinator)
  }
}
#endif
