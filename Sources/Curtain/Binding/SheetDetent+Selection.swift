/// A detent is identified by its ``SheetDetent/id``, as a sheet's detents are (a
/// ``SheetPresentation`` refuses two with the same id).
///
/// So a detent can be the selection a binding holds, typed rather than a string id, and be
/// compared with the detents a sheet lists; `DetentSelectionBinding` works on the ids.
///
/// ```swift
/// var selected = SheetDetent.medium
/// selected = .large
/// let isTall = selected == .large  // true
/// ```
extension SheetDetent: Hashable {
  /// Whether two detents have the same id (how a custom detent computes its height is a
  /// closure, never compared).
  public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
