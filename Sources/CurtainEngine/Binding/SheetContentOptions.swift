import Curtain
import Foundation

/// The sheet options a presented SwiftUI content sets on itself (`.curtainPresentationDetents`,
/// `.curtainPresentationDragIndicator`, `.curtainPresentationCornerRadius`,
/// `.curtainPresentationBackgroundInteraction`), as SwiftUI's `presentationDetents(_:)` and
/// its siblings are written inside a sheet's content.
///
/// The rules, one place for every player:
/// - **Content over presenter**: an option the content sets wins over the presenter's argument
///   of the same name (`.curtainSheet(detents:…)`); an option it does not set leaves the
///   argument (SwiftUI has no presenter arguments; its content modifiers are the only source).
/// - **Several views of the content**: the options go up the tree as one preference; siblings
///   combine in view-tree order, a later sibling's option winning (``merging(_:)``), and an
///   outer modifier overrides what the views inside it set.
/// - **Undimmed detent**: `nil` means "not set" (the argument stays); ``Undimmed/dimmed`` sets
///   "dim at every detent".
package struct SheetContentOptions: Equatable, Sendable {
  /// What the content says about the detents behind the sheet.
  package enum Undimmed: Equatable, Sendable {
    /// Dim at every detent.
    case dimmed
    /// What is behind the sheet is not dimmed (and receives touches) up to this detent.
    case upThrough(SheetDetent)
  }

  /// The detents, or `nil` when the content does not set them.
  package var detents: [SheetDetent]?
  /// The selected detent the content's binding holds now, or `nil`.
  package var selectedDetent: SheetDetent?
  /// Whether the grabber shows, or `nil` for the presenter's choice.
  package var prefersGrabberVisible: Bool?
  /// The top corners' radius, or `nil`.
  package var cornerRadius: CGFloat?
  /// The largest undimmed detent, or `nil`.
  package var undimmed: Undimmed?

  /// No option set.
  package init() {}

  /// Whether the content sets any option.
  package var isEmpty: Bool { self == SheetContentOptions() }

  /// These options with a later sibling's, which win where they are set.
  ///
  /// - Parameter next: The next sibling's options in view-tree order.
  /// - Returns: The combined options.
  package func merging(_ next: SheetContentOptions) -> SheetContentOptions {
    var merged = self
    merged.detents = next.detents ?? detents
    merged.selectedDetent = next.selectedDetent ?? selectedDetent
    merged.prefersGrabberVisible = next.prefersGrabberVisible ?? prefersGrabberVisible
    merged.cornerRadius = next.cornerRadius ?? cornerRadius
    merged.undimmed = next.undimmed ?? undimmed
    return merged
  }

  /// The sheet's options once the content's are laid over the presenter's arguments.
  package struct Resolved: Equatable, Sendable {
    /// The detents.
    package var detents: [SheetDetent]
    /// The id of the largest undimmed detent, or `nil` to dim at every detent.
    package var largestUndimmedDetentID: String?
    /// Whether the grabber shows.
    package var prefersGrabberVisible: Bool
    /// The top corners' radius, or `nil` for the default.
    package var cornerRadius: CGFloat?

    /// Creates the options.
    package init(
      detents: [SheetDetent], largestUndimmedDetentID: String?, prefersGrabberVisible: Bool,
      cornerRadius: CGFloat?
    ) {
      self.detents = detents
      self.largestUndimmedDetentID = largestUndimmedDetentID
      self.prefersGrabberVisible = prefersGrabberVisible
      self.cornerRadius = cornerRadius
    }
  }

  /// Lays these options over the presenter's arguments (content over presenter).
  ///
  /// - Parameter arguments: The presenter's arguments.
  /// - Returns: What the sheet shows.
  package func resolve(over arguments: Resolved) -> Resolved {
    var resolved = arguments
    if let detents { resolved.detents = detents }
    if let prefersGrabberVisible { resolved.prefersGrabberVisible = prefersGrabberVisible }
    if let cornerRadius { resolved.cornerRadius = cornerRadius }
    switch undimmed {
    case .none: break
    case .dimmed: resolved.largestUndimmedDetentID = nil
    case .upThrough(let detent): resolved.largestUndimmedDetentID = detent.id
    }
    return resolved
  }
}
