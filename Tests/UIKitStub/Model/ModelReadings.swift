// The readings the model cannot check against UIKit: every rule graded O (observed) or M (from
// memory) that has a plausible alternative names it here, and the model follows the documented
// (default) reading unless the alternative is switched on. The player must work under every
// reading (issue 35); `.ci/uikit-check.sh` runs the UIKit scenarios, the fuzz and the
// differential under each alternative flipped alone and a seeded mix.
//
// Tests/UIKitStub/SEMANTICS.md lists each rule with its grade, its source and its alternative.

/// A set of alternative readings of the model's O and M rules (model only).
///
/// The default, ``documented``, is the reading each rule's comment argues for. A test sets
/// ``UIKitModel/defaultReadings`` (read by every fresh world) or a world's
/// ``ModelWorld/readings``; the environment variable `CURTAIN_UIKIT_READINGS` gives the default
/// for a whole run: a comma-separated list of ``Alternative`` names or rule numbers, or `all`.
public struct UIKitModelReadings: Sendable, Hashable, CustomStringConvertible {
  /// One alternative reading, named after what UIKit would then do (its raw value is the rule
  /// number in Tests/UIKitStub/SEMANTICS.md).
  public enum Alternative: String, CaseIterable, Sendable, Comparable {
    /// §2.6 O: the completion of `present(_:animated:completion:)` or
    /// `dismiss(animated:completion:)` runs before the animation controller's
    /// `animationEnded(_:)` (the documented reading: after it).
    case completionBeforeAnimationEnded = "2.6"
    /// §12.1 O: `navigationController(_:didShow:animated:)` is also sent after a cancelled
    /// interactive pop (with the controller that stays).
    case didShowAfterCancelledPop = "12.1"
    /// §13.2 O: a cancelled transition sends only `viewDidDisappear` to the controller that
    /// was arriving and `viewDidAppear` to the one that was leaving (no second will callback).
    case appearanceCancelWithoutWill = "13.2"
    /// §13.3 O: a `.custom` presentation sends the presenting controller no appearance
    /// callbacks even when its presentation controller removes the presenter's view.
    case noPresenterAppearanceForCustom = "13.3"
    /// §14.1 M: under `.custom`, a delegate set on the presentation controller created before
    /// presenting is carried over to the transitioning delegate's presentation controller.
    case customKeepsEarlyDelegate = "14.1"

    /// The name used in `CURTAIN_UIKIT_READINGS` and in reports.
    public var name: String { String(describing: self) }

    /// Orders by rule number.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      let key: (Self) -> [Int] = { $0.rawValue.split(separator: ".").compactMap { Int($0) } }
      return key(lhs).lexicographicallyPrecedes(key(rhs))
    }
  }

  /// The alternatives switched on.
  public var alternatives: Set<Alternative>

  /// Readings with `alternatives` switched on.
  public init(_ alternatives: Set<Alternative> = []) { self.alternatives = alternatives }

  /// The documented (default) reading of every rule.
  public static let documented = UIKitModelReadings()

  /// Whether `alternative` is switched on.
  public func uses(_ alternative: Alternative) -> Bool { alternatives.contains(alternative) }

  /// The documented readings, then each alternative flipped alone.
  public static var variants: [UIKitModelReadings] {
    [documented] + Alternative.allCases.sorted().map { UIKitModelReadings([$0]) }
  }

  /// A seeded mix: each alternative on with probability one half, from `seed` (SplitMix64, so a
  /// fuzz sequence's seed gives the same mix on every machine).
  public static func mix(seed: UInt64) -> UIKitModelReadings {
    var state = seed
    var chosen: Set<Alternative> = []
    for alternative in Alternative.allCases.sorted() {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      if z & 1 == 1 { chosen.insert(alternative) }
    }
    return UIKitModelReadings(chosen)
  }

  /// Parses `CURTAIN_UIKIT_READINGS`: empty or `documented` for none, `all` for every
  /// alternative, `mix` for the seeded mix of seed 0 (and a fresh mix per fuzz sequence, see
  /// ``UIKitModel/mixesReadings``), else comma-separated names or rule numbers; `nil` for an
  /// unknown entry.
  public init?(parsing text: String) {
    if text.trimmingCharacters(in: .whitespaces) == "mix" {
      self = .mix(seed: 0)
      return
    }
    var chosen: Set<Alternative> = []
    for entry in text.split(separator: ",") {
      let word = entry.trimmingCharacters(in: .whitespaces)
      if word.isEmpty || word == "documented" { continue }
      if word == "all" {
        chosen.formUnion(Alternative.allCases)
        continue
      }
      guard
        let alternative = Alternative.allCases.first(where: {
          $0.name == word || $0.rawValue == word
        })
      else { return nil }
      chosen.insert(alternative)
    }
    self.init(chosen)
  }

  /// `documented`, or the alternatives' names in rule order.
  public var description: String {
    alternatives.isEmpty
      ? "documented" : alternatives.sorted().map(\.name).joined(separator: ",")
  }
}
