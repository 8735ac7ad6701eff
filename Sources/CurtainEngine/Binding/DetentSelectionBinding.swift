import Curtain
/// The logic that keeps a sheet's selected-detent binding and the sheet on screen in step, both
/// ways: a pure state machine beside ``PresentationBinding``, with no UIKit or SwiftUI in it.
///
/// A player feeds it ``Input``s — the binding changed, the sheet was presented at a detent, the
/// user grabbed or released the sheet, the sheet came to rest on a detent, the detents changed,
/// the sheet left — and performs the ``Effect``s that ``handle(_:)`` returns, in order: move the
/// sheet to a detent, write the binding. `CurtainSwiftUI`'s `.curtainSheet` drives it with
/// UIKit; tests drive it with a simulated sheet.
///
/// Detents are named by their ids (``SheetDetent/id``).
///
/// The rules:
/// - Before the sheet is presented, the binding only chooses where it will open:
///   ``initialDetentID`` is the binding's detent when the sheet has it, otherwise the first
///   detent.
/// - The binding naming another detent while the sheet rests moves the sheet there (one move).
/// - While the sheet moves (a move the binding asked for, or the settle after a release), binding
///   changes are only recorded; when it comes to rest it moves once more, to the last recorded
///   value, if that is not where it rests: rapid writes coalesce.
/// - The user's hand wins over writes made while the finger is down: when a drag's sheet comes to
///   rest, the binding is written with the detent it rests on. A write made after the release,
///   while the sheet settles, is newer than the user's choice and is applied after it.
/// - A detent id the sheet does not have is not applied: the binding is written back with its
///   last value the sheet has — the detent the sheet rests on or will end on — or, when it never
///   held one, where the sheet is or will open (a documented clamp, never a trap).
/// - When the detents change and the binding's detent is gone, the binding is written with the
///   first detent and a resting sheet moves there.
/// - Every write of the binding is one the binding did not already hold, so SwiftUI's echo of a
///   write changes nothing.
///
/// ```swift
/// var selection = DetentSelectionBinding(detentIDs: ["medium", "large"], selected: "medium")
/// selection.handle(.presented(at: "medium"))      // []
/// selection.handle(.bindingChanged("large"))      // [.moveSheet(to: "large")]
/// selection.handle(.settled(at: "large"))         // []
/// selection.handle(.dragBegan)                    // []
/// selection.handle(.dragEnded)                    // []
/// selection.handle(.settled(at: "medium"))        // [.setBinding("medium")]
/// ```
package struct DetentSelectionBinding: Hashable, Sendable {
  /// Where the sheet is.
  package enum Phase: Hashable, Sendable {
    /// The sheet is not on screen (not yet presented, or dismissed).
    case hidden
    /// The sheet rests on a detent.
    case resting(String)
    /// The user's finger is on the sheet; it left the detent it rested on.
    case dragging(from: String)
    /// The user released the sheet; it is settling on a detent it has not reported yet.
    case settlingAfterRelease
    /// The sheet moves to a detent the binding asked for.
    case moving(to: String)
  }

  /// What happened.
  package enum Input: Hashable, Sendable {
    /// The binding's value changed.
    case bindingChanged(String)
    /// The sheet's presentation landed, at the detent.
    case presented(at: String)
    /// The user's finger grabbed the sheet.
    case dragBegan
    /// The user released the sheet; it settles on a detent (or leaves, if it is dismissed).
    case dragEnded
    /// The sheet came to rest on the detent.
    case settled(at: String)
    /// The sheet's detents are now these ids, in order (SwiftUI updated the modifier).
    case detentsChanged([String])
    /// The sheet left the screen.
    case dismissed
  }

  /// What the player must do, in order.
  package enum Effect: Hashable, Sendable {
    /// Move the sheet to the detent, animated.
    case moveSheet(to: String)
    /// Write the binding.
    case setBinding(String)
  }

  /// Where the sheet is.
  package private(set) var phase: Phase = .hidden
  /// The detents' ids, in order; never empty.
  package private(set) var detentIDs: [String]
  /// The binding's last value, as fed with ``Input/bindingChanged(_:)`` or written with
  /// ``Effect/setBinding(_:)``.
  package private(set) var requested: String
  /// Whether the binding changed after the last release, while the sheet settled.
  private var writtenSinceRelease = false

  /// Creates the machine for a sheet that is not presented yet.
  ///
  /// - Parameters:
  ///   - detentIDs: The detents' ids, in order. An empty list is read as `["large"]`, the
  ///     detent a sheet has by default.
  ///   - selected: The binding's value.
  package init(detentIDs: [String], selected: String) {
    self.detentIDs = detentIDs.isEmpty ? ["large"] : detentIDs
    requested = selected
  }

  /// The detent the sheet opens at: the binding's detent when the sheet has it, otherwise the
  /// first detent.
  package var initialDetentID: String {
    detentIDs.contains(requested) ? requested : fallbackID
  }

  /// The detent the sheet rests on or moves to, if it is on screen and that is known.
  package var target: String? {
    switch phase {
    case .hidden, .settlingAfterRelease: return nil
    case .resting(let id), .dragging(from: let id), .moving(to: let id): return id
    }
  }

  private var fallbackID: String { detentIDs.first ?? "large" }

  /// The detent a presented sheet rests on once its detents are `ids`, by the rule of
  /// ``Input/detentsChanged(_:)``: the binding's detent when `ids` has it, else the first of
  /// `ids` (`"large"` for none).
  ///
  /// - Parameter ids: The sheet's new detents' ids, in order.
  /// - Returns: The detent's id.
  package func restingDetentID(amongDetents ids: [String]) -> String {
    ids.contains(requested) ? requested : (ids.first ?? "large")
  }

  /// Feeds one input and returns the effects to perform, in order.
  ///
  /// Inputs that do not apply in the current phase (a release without a drag, a second
  /// presentation) change nothing and return no effects.
  ///
  /// - Parameter input: What happened.
  /// - Returns: What the player must do, in order; often nothing.
  @discardableResult
  package mutating func handle(_ input: Input) -> [Effect] {
    switch input {
    case .bindingChanged(let id):
      return bindingChanged(to: id)
    case .presented(let id):
      guard phase == .hidden else { return [] }
      return rest(at: id, byUser: false)
    case .dragBegan:
      switch phase {
      case .resting(let id), .moving(to: let id):
        phase = .dragging(from: id)
      case .settlingAfterRelease:
        // Grabbed again while settling: the earlier release's choice is void.
        phase = .dragging(from: requested)
      case .hidden, .dragging:
        break
      }
      return []
    case .dragEnded:
      guard case .dragging = phase else { return [] }
      phase = .settlingAfterRelease
      writtenSinceRelease = false
      return []
    case .settled(let id):
      switch phase {
      case .hidden:
        return []
      case .dragging, .settlingAfterRelease:
        return rest(at: id, byUser: true)
      case .resting, .moving:
        return rest(at: id, byUser: false)
      }
    case .detentsChanged(let ids):
      return detentsChanged(to: ids)
    case .dismissed:
      phase = .hidden
      writtenSinceRelease = false
      return []
    }
  }

  private mutating func bindingChanged(to id: String) -> [Effect] {
    guard id != requested else { return [] }
    guard detentIDs.contains(id) else {
      // A detent the sheet does not have: write back the binding's last detent the sheet has.
      let current = detentIDs.contains(requested) ? requested : (target ?? initialDetentID)
      requested = current
      return [.setBinding(current)]
    }
    requested = id
    switch phase {
    case .resting(let current):
      guard current != id else { return [] }
      phase = .moving(to: id)
      return [.moveSheet(to: id)]
    case .settlingAfterRelease:
      writtenSinceRelease = true
      return []
    case .hidden, .dragging, .moving:
      return []
    }
  }

  /// The sheet rests on `id`: the user's choice is written, a newer request is moved to.
  private mutating func rest(at id: String, byUser: Bool) -> [Effect] {
    let userWins = byUser && !writtenSinceRelease
    writtenSinceRelease = false
    phase = .resting(id)
    guard requested != id else { return [] }
    if userWins || !detentIDs.contains(requested) {
      requested = id
      return [.setBinding(id)]
    }
    phase = .moving(to: requested)
    return [.moveSheet(to: requested)]
  }

  private mutating func detentsChanged(to ids: [String]) -> [Effect] {
    let ids = ids.isEmpty ? ["large"] : ids
    guard ids != detentIDs else { return [] }
    detentIDs = ids
    guard !ids.contains(requested) else { return [] }
    let first = fallbackID
    requested = first
    var effects: [Effect] = [.setBinding(first)]
    if case .resting(let current) = phase, current != first {
      phase = .moving(to: first)
      effects.append(.moveSheet(to: first))
    }
    return effects
  }
}
