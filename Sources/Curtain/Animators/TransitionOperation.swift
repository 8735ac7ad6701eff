/// What a transition does: Curtain's one vocabulary of operations.
///
/// The same enum names the operation of a ``TransitionContext``, the operations an
/// ``AnimatorDescriptor`` supports, the operations the `CurtainTesting` contract plays and the
/// halves of a modal round trip in `CurtainUIKit`. Its raw values are the names the `curtain`
/// tool and JSON use (`"present"`, …, `"tab"`).
///
/// A tab switch also has its tab indices: ``TransitionContext/tabSwitch`` carries them, so an
/// animator can move left or right by comparing them.
///
/// ```swift
/// let context = try TransitionContext(
///   operation: .tab, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///   tabSwitch: TabSwitch(from: 2, to: 0))
/// context.isPresenting  // false: a switch to a lower index
/// ```
public enum TransitionOperation: String, Hashable, Sendable, Codable, CaseIterable {
  /// A modal presentation.
  case present
  /// A modal dismissal.
  case dismiss
  /// A navigation push.
  case push
  /// A navigation pop.
  case pop
  /// A tab switch; the context's ``TransitionContext/tabSwitch`` says from which tab to which.
  case tab

  /// Whether the operation brings a new screen forward: present and push; a tab switch counts
  /// as forward here, and ``TransitionContext/isPresenting`` refines it with the tab indices.
  package var isForward: Bool {
    switch self {
    case .present, .push, .tab: return true
    case .dismiss, .pop: return false
    }
  }
}

/// The tabs of a tab switch: the index of the tab leaving and of the tab arriving.
public struct TabSwitch: Hashable, Sendable {
  /// The index of the tab that was selected.
  public var from: Int
  /// The index of the tab being selected.
  public var to: Int

  /// Creates a tab switch.
  ///
  /// - Parameters:
  ///   - from: The index of the tab that was selected.
  ///   - to: The index of the tab being selected.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }

  /// Whether the switch goes to a tab at a higher index (or the same one).
  package var isForward: Bool { to >= from }
}
