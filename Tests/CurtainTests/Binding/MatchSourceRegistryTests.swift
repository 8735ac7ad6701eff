import Curtain
import CurtainEngine
import Foundation
import ReferenceMath
import Testing

/// The match-source registry: what the views report, what the player reads.
///
/// The player reads when a transition starts and again at dismissal. Expected frames are stated by hand (sums of the offsets) or
/// come from a plain dictionary model for the random reports.
@Suite struct MatchSourceRegistryTests {
  let photos = MatchSourceKey(id: 1, in: "photos")
  let card = CGRect(x: 20, y: 100, width: 160, height: 90)

  @Test func aReportedSourceIsRegistered() {
    var registry = MatchSourceRegistry()
    #expect(registry.windowFrame(for: photos, presenterInWindow: nil) == nil)
    registry.update([photos: card])
    #expect(registry.windowFrame(for: photos, presenterInWindow: nil) == card)
  }

  @Test func aMovedSourceIsUpdated() {
    var registry = MatchSourceRegistry()
    registry.update([photos: card])
    registry.update([photos: card.offsetBy(dx: 0, dy: -300)])
    #expect(
      registry.windowFrame(for: photos, presenterInWindow: nil)
        == CGRect(x: 20, y: -200, width: 160, height: 90))
  }

  /// The player asks when the presentation starts and again when the dismissal starts: a
  /// source that scrolled in between is found where it is now.
  @Test func theDismissalReadsTheSourceAgain() {
    var registry = MatchSourceRegistry()
    registry.update([photos: card])
    let atPresentation = registry.windowFrame(for: photos, presenterInWindow: nil)
    registry.update([photos: CGRect(x: 20, y: 40, width: 160, height: 90)])
    let atDismissal = registry.windowFrame(for: photos, presenterInWindow: nil)
    #expect(atPresentation == card)
    #expect(atDismissal == CGRect(x: 20, y: 40, width: 160, height: 90))
  }

  @Test func aSourceThatLeftIsRemoved() {
    var registry = MatchSourceRegistry()
    let other = MatchSourceKey(id: 2, in: "photos")
    registry.update([photos: card, other: card])
    registry.update([other: card])
    #expect(registry.windowFrame(for: photos, presenterInWindow: nil) == nil)
    #expect(registry.windowFrame(for: other, presenterInWindow: nil) == card)
    registry.update([:])
    #expect(registry.frames.isEmpty)
  }

  @Test func namespacesAreIsolated() {
    var registry = MatchSourceRegistry()
    let inPhotos = MatchSourceKey(id: 7, in: "photos")
    let inAlbums = MatchSourceKey(id: 7, in: "albums")
    #expect(inPhotos != inAlbums)
    registry.update([inPhotos: card])
    #expect(registry.windowFrame(for: inAlbums, presenterInWindow: nil) == nil)
    registry.update([inPhotos: card, inAlbums: CGRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(registry.windowFrame(for: inPhotos, presenterInWindow: nil) == card)
  }

  @Test func idsOfDifferentTypesAreDifferentSources() {
    #expect(MatchSourceKey(id: 1, in: "n") != MatchSourceKey(id: "1", in: "n"))
    #expect(MatchSourceKey(id: 1, in: "n") == MatchSourceKey(id: 1, in: "n"))
    #expect(Set([MatchSourceKey(id: 1, in: "n"), MatchSourceKey(id: 1, in: "n")]).count == 1)
  }

  @Test(arguments: [
    CGRect(x: 0, y: 0, width: 0, height: 10),
    CGRect(x: 0, y: 0, width: 10, height: 0),
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
    CGRect(x: 0, y: 0, width: -10, height: 10),
  ])
  func anUnusableFrameIsNoSource(frame: CGRect) {
    var registry = MatchSourceRegistry()
    registry.update([photos: frame])
    #expect(registry.windowFrame(for: photos, presenterInWindow: nil) == nil)
  }

  /// A hosting view 64 pt down and 10 pt right in the window (under a navigation bar, inset):
  /// the presenter is at (0, 200) in SwiftUI's global space and at (10, 264) in the window, so
  /// every source moves by (10, 64).
  @Test func theHostingViewsOffsetMovesSourcesIntoTheWindow() {
    var registry = MatchSourceRegistry()
    registry.update([photos: card])
    registry.updatePresenter(CGRect(x: 0, y: 200, width: 390, height: 44))
    let window = registry.windowFrame(
      for: photos, presenterInWindow: CGRect(x: 10, y: 264, width: 390, height: 44))
    #expect(window == CGRect(x: 30, y: 164, width: 160, height: 90))
  }

  @Test func withoutAPresenterFrameTheGlobalSpaceIsTheWindow() {
    var registry = MatchSourceRegistry()
    registry.update([photos: card])
    #expect(
      registry.windowFrame(
        for: photos, presenterInWindow: CGRect(x: 10, y: 64, width: 1, height: 1))
        == card)
    registry.updatePresenter(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
    #expect(registry.presenterFrame == nil)
    registry.updatePresenter(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(
      registry.windowFrame(
        for: photos, presenterInWindow: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
        == card, "a window frame that is not finite is ignored")
  }

  @Test func theLaterReportWinsWhenTwoViewsShareAKey() {
    var value = [photos: card]
    let later = CGRect(x: 0, y: 0, width: 50, height: 50)
    let other = MatchSourceKey(id: 2, in: "photos")
    MatchSourceRegistry.merge(&value, [photos: later, other: card])
    #expect(value == [photos: later, other: card])
  }

  /// Random reports, merged as a preference merges them, then taken by the registry: it holds
  /// exactly the keys whose last report was usable, with that report (a plain dictionary
  /// model, written from the rules).
  @Test(arguments: 0..<20)
  func randomReportsMatchADictionaryModel(seed: UInt64) {
    var random = SplitMix64(seed: 0xFACE_0000 + seed)
    var registry = MatchSourceRegistry()
    for _ in 0..<10 {
      var merged: [MatchSourceKey: CGRect] = [:]
      var model: [String: CGRect] = [:]
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let id = Int.random(in: 0..<4, using: &random)
        let namespace = Bool.random(using: &random) ? "a" : "b"
        let width = [0, 10, 40].randomElement(using: &random) ?? 10
        let frame = CGRect(
          x: Double(Int.random(in: -50...50, using: &random)), y: 0, width: Double(width),
          height: 30)
        MatchSourceRegistry.merge(&merged, [MatchSourceKey(id: id, in: namespace): frame])
        model["\(namespace)/\(id)"] = frame
      }
      registry.update(merged)
      let usable = model.filter { $0.value.width > 0 }
      #expect(registry.frames.count == usable.count, "seed \(seed)")
      for namespace in ["a", "b"] {
        for id in 0..<4 {
          let read = registry.windowFrame(
            for: MatchSourceKey(id: id, in: namespace), presenterInWindow: nil)
          #expect(read == usable["\(namespace)/\(id)"], "seed \(seed) \(namespace)/\(id)")
        }
      }
    }
  }
}

/// Reduce Motion: the environment's value unless forced.
@Suite struct MotionPreferenceTests {
  @Test(arguments: [
    (MotionPreference.automatic, false, false),
    (MotionPreference.automatic, true, true),
    (MotionPreference.reduced, false, true),
    (MotionPreference.reduced, true, true),
    (MotionPreference.full, false, false),
    (MotionPreference.full, true, false),
  ])
  func theEnvironmentUnlessForced(preference: MotionPreference, environment: Bool, expected: Bool) {
    #expect(preference.reducesMotion(environment: environment) == expected)
  }
}
