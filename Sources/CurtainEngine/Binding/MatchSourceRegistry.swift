import Foundation

/// Names the source of a matched transition: an id inside a namespace.
///
/// Two keys are equal when both their namespaces and their ids are: the same id in two
/// namespaces names two sources. `CurtainSwiftUI` uses SwiftUI's `Namespace.ID` as the
/// namespace; any `Hashable & Sendable` values work.
///
/// ```swift
/// let key = MatchSourceKey(id: 42, in: "photos")
/// ```
public struct MatchSourceKey: Hashable, Sendable {
  /// The namespace the id belongs to.
  public let namespace: any Hashable & Sendable
  /// The source's id in its namespace.
  public let id: any Hashable & Sendable

  /// Creates a key.
  ///
  /// - Parameters:
  ///   - id: The source's id in its namespace.
  ///   - namespace: The namespace.
  public init(id: some Hashable & Sendable, in namespace: some Hashable & Sendable) {
    self.id = id
    self.namespace = namespace
  }

  /// Whether both keys have equal namespaces and equal ids (values of different types are
  /// never equal, as `AnyHashable` compares them).
  public static func == (lhs: MatchSourceKey, rhs: MatchSourceKey) -> Bool {
    AnyHashable(lhs.namespace) == AnyHashable(rhs.namespace)
      && AnyHashable(lhs.id) == AnyHashable(rhs.id)
  }

  /// Hashes the namespace and the id.
  public func hash(into hasher: inout Hasher) {
    // `self.` is needed on Apple platforms: with Darwin's Foundation imported, a bare `id` here
    // does not resolve to the stored property, and `AnyHashable(id)` fails to type-check.
    hasher.combine(AnyHashable(self.namespace))
    hasher.combine(AnyHashable(self.id))
  }
}

/// Where the sources of matched transitions are: their frames by ``MatchSourceKey``, as the
/// views on screen report them, and the rule that turns a frame into window coordinates.
///
/// A pure value. `CurtainSwiftUI`'s `.curtainMatchSource(id:in:)` reports each marked view's
/// frame in SwiftUI's global coordinate space (a `GeometryReader` behind it, through a
/// preference); the presenting modifier takes each new set of frames with ``update(_:)`` — a
/// view that appears is registered, one that moves (scrolls, rotates) is updated, one that
/// leaves is removed — and the UIKit player asks for ``windowFrame(for:presenterInWindow:)``
/// when a transition starts and again when the dismissal starts, so a source that scrolled
/// while it was covered is found where it is now, and one that left gives `nil` (the zoom then
/// falls back to a dissolve).
///
/// SwiftUI's global space is the hosting view's; it is the window's only when the hosting view
/// fills the window from its origin. So the presenting view's own frame is reported in the same
/// space (``presenterFrame``), and the player supplies the presenting view's frame in the window
/// (UIKit's `convert(_:to: nil)`): the offset between the two moves every source into the
/// window.
///
/// ```swift
/// var registry = MatchSourceRegistry()
/// let key = MatchSourceKey(id: 1, in: "cards")
/// registry.update([key: CGRect(x: 20, y: 100, width: 160, height: 90)])
/// registry.windowFrame(for: key, presenterInWindow: nil)   // (20, 100, 160, 90)
/// ```
public struct MatchSourceRegistry: Sendable {
  /// The sources' frames in the global space, by key; only finite frames of positive size.
  public private(set) var frames: [MatchSourceKey: CGRect] = [:]
  /// The presenting view's frame in the global space, if known and finite.
  public private(set) var presenterFrame: CGRect?

  /// Creates an empty registry.
  public init() {}

  /// Combines two reports into one, as a SwiftUI preference combines its views' values: for a
  /// key reported by both, the later report (`next`, the later view in the hierarchy) wins.
  ///
  /// - Parameters:
  ///   - value: The reports so far; receives `next`'s.
  ///   - next: A later view's reports.
  public static func merge(
    _ value: inout [MatchSourceKey: CGRect], _ next: [MatchSourceKey: CGRect]
  ) {
    value.merge(next) { _, later in later }
  }

  /// Takes the frames the views on screen report now: keys not reported any more are removed.
  ///
  /// A frame that is not finite or has no area (a view not laid out yet, or collapsed) is not
  /// a usable source and is left out: its key is absent, as if its view had left.
  ///
  /// - Parameter reports: Every source's frame in the global space, by key.
  public mutating func update(_ reports: [MatchSourceKey: CGRect]) {
    frames = reports.filter { Self.isUsable($0.value) }
  }

  /// Takes the presenting view's frame in the global space; `nil` or a frame whose origin is not
  /// finite forgets it.
  ///
  /// - Parameter frame: The presenting view's frame.
  public mutating func updatePresenter(_ frame: CGRect?) {
    presenterFrame = frame.flatMap { Self.isFiniteOrigin($0) ? $0 : nil }
  }

  /// The source's frame in the window.
  ///
  /// The global frame moved by the offset between the presenting view's origin in the window
  /// and in the global space. Without either presenter frame (or with one that is not finite)
  /// the global space is taken to be the window's.
  ///
  /// - Parameters:
  ///   - key: The source.
  ///   - presenterInWindow: The presenting view's frame in the window, as UIKit converts it.
  /// - Returns: The frame, or `nil` when no view reports that key.
  public func windowFrame(for key: MatchSourceKey, presenterInWindow: CGRect?) -> CGRect? {
    guard let frame = frames[key] else { return nil }
    guard let presenterFrame, let presenterInWindow, Self.isFiniteOrigin(presenterInWindow)
    else { return frame }
    return frame.offsetBy(
      dx: presenterInWindow.origin.x - presenterFrame.origin.x,
      dy: presenterInWindow.origin.y - presenterFrame.origin.y)
  }

  private static func isFiniteOrigin(_ frame: CGRect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite
  }

  private static func isUsable(_ frame: CGRect) -> Bool {
    isFiniteOrigin(frame) && frame.size.width.isFinite && frame.size.height.isFinite
      && frame.size.width > 0 && frame.size.height > 0
  }
}
