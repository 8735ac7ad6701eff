import Curtain
import Foundation

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
package struct MatchSourceRegistry: Sendable {
  /// The sources' frames in the global space, by key; only finite frames of positive size.
  package private(set) var frames: [MatchSourceKey: CGRect] = [:]
  /// The presenting view's frame in the global space, if known and finite.
  package private(set) var presenterFrame: CGRect?

  /// Creates an empty registry.
  package init() {}

  /// Combines two reports into one, as a SwiftUI preference combines its views' values: for a
  /// key reported by both, the later report (`next`, the later view in the hierarchy) wins.
  ///
  /// - Parameters:
  ///   - value: The reports so far; receives `next`'s.
  ///   - next: A later view's reports.
  package static func merge(
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
  package mutating func update(_ reports: [MatchSourceKey: CGRect]) {
    frames = reports.filter { Self.isUsable($0.value) }
  }

  /// Takes the presenting view's frame in the global space; `nil` or a frame whose origin is not
  /// finite forgets it.
  ///
  /// - Parameter frame: The presenting view's frame.
  package mutating func updatePresenter(_ frame: CGRect?) {
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
  package func windowFrame(for key: MatchSourceKey, presenterInWindow: CGRect?) -> CGRect? {
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
