import Curtain
import Foundation

/// What a presentation means for VoiceOver, Switch Control and keyboard users: the decisions
/// both players perform.
///
/// It is computed from the presentation's configuration and the system's Reduce Transparency
/// setting, never by a player:
/// - **Modality** (``modality``): a presentation that covers its context is modal, so assistive
///   technologies cannot reach the screen behind (UIKit's `accessibilityViewIsModal`). A
///   passthrough background, a presentation in a context whose outside passes touches, and a
///   sheet resting at or below its largest undimmed detent leave the background interactive:
///   not modal, with the reason.
/// - **Escape** (``escape``): the two-finger scrub and a keyboard's Escape dismiss a presentation
///   that a tap outside or a drag dismisses (a sheet: one that may be dismissed), through
///   ``DismissalAttempt`` like the tap; otherwise escape refuses, with the reason, and the
///   attempt is reported.
/// - **Chrome** (``dimmingElement``, ``grabber``): a background that dismisses on tap is an
///   element labelled "Dismiss" with the button trait; one that does nothing is hidden. A
///   sheet's visible grabber is adjustable between detents.
/// - **Reduce Transparency** (``backgroundStyle``): a blur becomes the dim of equal contrast.
/// - **Increase Contrast** (``backgroundStyle``, ``increasesDimContrast``): a dim is raised to
///   `ChromeAppearance.increasedDimContrast`.
///
/// ```swift
/// let ui = PresentationUIConfiguration(
///   backgroundStyle: .blurred(style: .dark), backgroundTap: .dismiss)
/// let accessibility = PresentationAccessibility(uiConfiguration: ui, reduceTransparency: true)
/// accessibility.isModal                   // true
/// accessibility.escape                    // .dismisses
/// accessibility.dimmingElement?.label     // "Dismiss"
/// accessibility.backgroundStyle           // .dimmed(alpha: ≈ 0.569)
/// ```
package struct PresentationAccessibility: Hashable, Sendable {
  /// Whether the presented view is modal for assistive technologies.
  package enum Modality: Hashable, Sendable {
    /// Modal: only the presented content (and its chrome) can be reached.
    case modal
    /// Not modal: the screen behind stays reachable, for this reason.
    case nonModal(NonModalReason)
  }

  /// Why a presentation is not modal.
  package enum NonModalReason: String, Hashable, Sendable, CaseIterable {
    /// The background passes taps through to the screen behind.
    case passthroughBackground
    /// The presentation is in a context, and touches outside it reach the screen behind.
    case passthroughOutsideContext
    /// The sheet rests at or below its largest undimmed detent: the screen behind is live.
    case undimmedSheetDetent
    /// ``AccessibilityOptions/modality`` is ``AccessibilityOptions/Modality/nonModal``.
    case optedOut
  }

  /// What the escape gesture does.
  package enum Escape: Hashable, Sendable {
    /// It dismisses, through ``DismissalAttempt/escape`` (the vetoes still apply).
    case dismisses
    /// It refuses, for this reason, and the attempt is reported.
    case refuses(DismissalRefusal)
  }

  /// The kind of presentation the decisions were made for.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A `Presentation` (Jelly, Presentr): a layout over a dimmed, blurred or no background.
    case presentation
    /// A sheet with detents.
    case sheet
    /// A plain animator (AZTransitions, EasyTransitions, a registry spec without a layout):
    /// a full-screen modal with no background of its own.
    case plain
  }

  /// The background view as an accessibility element.
  package struct DimmingElement: Hashable, Sendable {
    /// Whether it is an element: only when a tap on it dismisses.
    package let isAccessibilityElement: Bool
    /// Its label, "Dismiss" (localized) unless ``AccessibilityOptions/dismissLabel`` says
    /// otherwise.
    package let label: String
    /// Its traits: ``AccessibilityElementTraits/button`` when it is an element.
    package let traits: AccessibilityElementTraits
    /// Its hint, "Closes the presented screen." (localized, ``CurtainStrings/Key/dismissHint``).
    package let hint: String
    /// Its accessibility identifier, for UI tests: ``PresentationAccessibility/dimmingIdentifier``.
    package let identifier: String
    /// The names Voice Control users can say to tap it (`accessibilityUserInputLabels`),
    /// primary first: its label, then "Close" (localized, ``CurtainStrings/Key/dismissInputLabel``)
    /// when that differs.
    package let inputLabels: [String]
  }

  /// The accessibility identifier of the dimming view: `"curtain.dismiss"` (not localized).
  package static let dimmingIdentifier = "curtain.dismiss"

  /// What the presentation is.
  package let kind: Kind
  /// Whether the presented view is modal.
  package let modality: Modality
  /// What the escape gesture does.
  package let escape: Escape
  /// What a tap on the background does (``DismissalAttempt/backgroundTap`` reads it).
  package let backgroundTap: PresentationUIConfiguration.BackgroundTap
  /// The background as it is drawn: under Reduce Transparency a blur is the dim of equal
  /// contrast (``PresentationUIConfiguration/BackgroundStyle/reducingTransparency``); under
  /// Increase Contrast a dim is raised
  /// (``PresentationUIConfiguration/BackgroundStyle/increasingContrast``).
  package let backgroundStyle: PresentationUIConfiguration.BackgroundStyle
  /// Whether the players raise every dim the plan draws
  /// (``TransitionPlan/increasingDimContrast()``): the system's Increase Contrast setting.
  package let increasesDimContrast: Bool
  /// The background view as an element; `nil` without a background view.
  package let dimmingElement: DimmingElement?
  /// The sheet's grabber as an element; `nil` without a visible grabber.
  package let grabber: SheetGrabberAccessibility?
  /// The options the decisions were made with.
  package let options: AccessibilityOptions

  /// Whether the presented view is modal (``modality`` is ``Modality/modal``).
  package var isModal: Bool { modality == .modal }

  /// Under Reduce Transparency, the alpha of the dim that replaces every blurred `.background`
  /// a plan draws (``TransitionPlan/reducingTransparency(dimAlpha:)``): the equal-contrast dim
  /// of the presentation's blur style, or of ``PresentationUIConfiguration/BlurStyle/planDefault``
  /// for a plan that blurs a presentation without a blurred style of its own (the App Store
  /// card); `nil` when transparency is not reduced or ``AccessibilityOptions/substitutesBlur``
  /// is off.
  package let reducedTransparencyDimAlpha: CGFloat?

  /// Whether Reduce Transparency replaced the presentation's own blurred background: the dim's
  /// alpha, else `nil`.
  package var substitutedDimAlpha: CGFloat? {
    if case .dimmed(let alpha) = backgroundStyle, case .blurred = originalStyle {
      return alpha
    }
    return nil
  }
  private let originalStyle: PresentationUIConfiguration.BackgroundStyle

  /// The label of a dimming view that dismisses: "Dismiss" in the user's language, from the
  /// app's `Curtain` string table when it has the key, else the package's
  /// (``CurtainStrings/standard``).
  package static var localizedDismissLabel: String { CurtainStrings.standard.string(.dismiss) }

  /// The decisions for a `Presentation` (Jelly, Presentr).
  ///
  /// - Parameters:
  ///   - uiConfiguration: The presentation's look and background tap.
  ///   - outsideContextTap: For a presentation in a context (Presentr's
  ///     `viewControllerForContext`), what a tap outside it does; `nil` (the default) for none.
  ///   - reduceTransparency: The system's Reduce Transparency setting. Defaults to `false`.
  ///   - increaseContrast: The system's Increase Contrast setting. Defaults to `false`.
  ///   - options: Opt-outs. Defaults to ``AccessibilityOptions/automatic``.
  ///   - dismissesByDragging: Whether a drag dismisses the presented view (a pan wired for
  ///     the dismissal, `Presentation/dismissalPan(layoutDirection:)`): then escape dismisses
  ///     even when a tap on the background does nothing, since a sighted user has a way out
  ///     that escape stands for. Defaults to `false`.
  package init(
    uiConfiguration: PresentationUIConfiguration,
    outsideContextTap: PresentationUIConfiguration.BackgroundTap? = nil,
    reduceTransparency: Bool = false, increaseContrast: Bool = false,
    options: AccessibilityOptions = .automatic, dismissesByDragging: Bool = false
  ) {
    let tap = uiConfiguration.backgroundTap
    var nonModal: NonModalReason?
    if tap == .passthrough {
      nonModal = .passthroughBackground
    } else if outsideContextTap == .passthrough {
      nonModal = .passthroughOutsideContext
    }
    let escape: Escape
    switch tap {
    case .dismiss: escape = .dismisses
    case .none: escape = dismissesByDragging ? .dismisses : .refuses(.backgroundTapDoesNothing)
    case .passthrough: escape = .refuses(.passthroughBackground)
    }
    let style = uiConfiguration.backgroundStyle
    self.init(
      kind: .presentation, nonModal: nonModal, escape: escape, backgroundTap: tap,
      style: style, hasBackgroundView: style != .none, grabber: nil,
      reduceTransparency: reduceTransparency, increaseContrast: increaseContrast,
      options: options)
  }

  /// The decisions for a sheet as it rests now.
  ///
  /// A sheet at or below its largest undimmed detent is not modal (its background tap is
  /// `.passthrough`); above it, it is modal, and its dim, which takes no taps in Curtain
  /// (background tap `.none`), is hidden from accessibility. Escape
  /// dismisses a dismissible sheet (``SheetPresentation/isDismissible``), its
  /// ``SheetPresentation/shouldDismiss`` veto asked when the attempt is made.
  ///
  /// - Parameters:
  ///   - sheet: The sheet's model: its resolved detents and the selected one.
  ///   - options: Opt-outs. Defaults to ``AccessibilityOptions/automatic``.
  ///   - increaseContrast: The system's Increase Contrast setting: the dim is raised
  ///     (`SheetModel.fullDimmingAlpha(_:increasedContrast:)`, as the session draws it).
  ///     Defaults to `false`.
  package init(
    sheet: SheetModel, options: AccessibilityOptions = .automatic, increaseContrast: Bool = false
  ) {
    let presentation = sheet.presentation
    var undimmed = false
    if let id = presentation.largestUndimmedDetentID, let stop = sheet.stop(id),
      let selected = sheet.stop(sheet.selectedDetentID)
    {
      undimmed = selected.height <= stop.height
    }
    // Curtain's sheet dim takes no taps (unlike UIKit's, which dismisses): so its dim is no
    // element; below the undimmed detent touches reach the screen behind.
    let tap: PresentationUIConfiguration.BackgroundTap = undimmed ? .passthrough : .none
    self.init(
      kind: .sheet, nonModal: undimmed ? .undimmedSheetDetent : nil,
      escape: presentation.isDismissible ? .dismisses : .refuses(.notDismissible),
      backgroundTap: tap, style: .dimmed(alpha: presentation.dimmingAlpha),
      hasBackgroundView: true,
      grabber: presentation.prefersGrabberVisible
        ? SheetGrabberAccessibility(sheet: sheet, options: options) : nil,
      reduceTransparency: false, increaseContrast: increaseContrast, options: options)
  }

  /// The decisions for a presentation by a plain animator: modal, escape dismisses, no chrome.
  ///
  /// - Parameters:
  ///   - options: Opt-outs. Defaults to ``AccessibilityOptions/automatic``.
  ///   - reduceTransparency: The system's Reduce Transparency setting, for a blur the plan
  ///     draws (``reducedTransparencyDimAlpha``). Defaults to `false`.
  ///   - increaseContrast: The system's Increase Contrast setting, for a dim the plan draws
  ///     (``increasesDimContrast``). Defaults to `false`.
  package init(
    plainWith options: AccessibilityOptions = .automatic, reduceTransparency: Bool = false,
    increaseContrast: Bool = false
  ) {
    self.init(
      kind: .plain, nonModal: nil, escape: .dismisses, backgroundTap: .none, style: .none,
      hasBackgroundView: false, grabber: nil, reduceTransparency: reduceTransparency,
      increaseContrast: increaseContrast, options: options)
  }

  private init(
    kind: Kind, nonModal: NonModalReason?, escape: Escape,
    backgroundTap: PresentationUIConfiguration.BackgroundTap,
    style: PresentationUIConfiguration.BackgroundStyle, hasBackgroundView: Bool,
    grabber: SheetGrabberAccessibility?, reduceTransparency: Bool, increaseContrast: Bool,
    options: AccessibilityOptions
  ) {
    self.kind = kind
    switch options.modality {
    case .automatic: modality = nonModal.map(Modality.nonModal) ?? .modal
    case .modal: modality = .modal
    case .nonModal: modality = .nonModal(.optedOut)
    }
    switch options.escape {
    case .automatic: self.escape = escape
    case .dismisses: self.escape = .dismisses
    case .refuses: self.escape = .refuses(.optedOut)
    }
    self.backgroundTap = backgroundTap
    originalStyle = style
    let reduces = reduceTransparency && options.substitutesBlur
    let drawn = reduces ? style.reducingTransparency : style
    backgroundStyle = increaseContrast ? drawn.increasingContrast : drawn
    increasesDimContrast = increaseContrast
    if reduces {
      let blur: PresentationUIConfiguration.BlurStyle
      if case .blurred(let own) = style { blur = own } else { blur = .planDefault }
      reducedTransparencyDimAlpha = blur.equalContrastDimAlpha()
    } else {
      reducedTransparencyDimAlpha = nil
    }
    if hasBackgroundView {
      let dismisses = backgroundTap == .dismiss
      let label = options.dismissLabel ?? options.strings.string(.dismiss)
      dimmingElement = DimmingElement(
        isAccessibilityElement: dismisses, label: label,
        traits: dismisses ? .button : [], hint: options.strings.string(.dismissHint),
        identifier: Self.dimmingIdentifier,
        inputLabels: CurtainStrings.inputLabels([
          label, options.strings.string(.dismissInputLabel),
        ]))
    } else {
      dimmingElement = nil
    }
    self.grabber = grabber
    self.options = options
  }
}

/// Accessibility traits of Curtain's chrome, as plain values (`UIAccessibilityTraits` in the
/// UIKit player).
package struct AccessibilityElementTraits: OptionSet, Hashable, Sendable {
  /// The raw bits.
  package let rawValue: UInt8
  /// Creates traits from bits.
  ///
  /// - Parameter rawValue: The bits.
  package init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The element acts as a button (`UIAccessibilityTraits.button`).
  package static let button = AccessibilityElementTraits(rawValue: 1 << 0)
  /// The element is adjusted by swiping up and down (`UIAccessibilityTraits.adjustable`).
  package static let adjustable = AccessibilityElementTraits(rawValue: 1 << 1)
}
