import Curtain
import CurtainEngine
import Foundation
import Testing

/// The scroll-view hand-off on a phone (390 × 844, top inset 47): medium rests at 422, large
/// at 57; at large the sheet shows 844 − 57 = 787 points, so 2,000 points of content can
/// scroll by 2000 − 787 = 1213.
@Suite struct SheetDragTests {
  func drag(selected: String = "medium", content: CGFloat = 2000) throws -> SheetDrag {
    try SheetDrag(
      model: SheetModel(
        presentation: SheetPresentation(detents: [.medium, .large], selectedDetentID: selected),
        container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)),
      scrollContentHeight: content)
  }

  /// The one formula both players use for a view's height at the highest detent: a scroll view
  /// 300 points high in the medium sheet (844 − 422 = 422 high) stretches with the sheet to
  /// 300 + (787 − 422) = 665 at large; one that fills the sheet shows all 787.
  @Test func aViewAtTheHighestDetentShowsItsHeightPlusTheSheetsGrowth() throws {
    let model = try SheetModel(
      presentation: SheetPresentation(detents: [.medium, .large], selectedDetentID: "medium"),
      container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
    #expect(model.highestTop == 57)
    #expect(model.visibleHeightAtHighestDetent(viewHeight: 300, sheetHeight: 422) == 665)
    #expect(model.visibleHeightAtHighestDetent(viewHeight: 422, sheetHeight: 422) == 787)
  }

  @Test func contentLimitIsTheContentMinusTheVisibleHeight() throws {
    #expect(try drag().contentLimit == 1213)
    #expect(try drag(content: 500).contentLimit == 0)
  }

  @Test func conservationAtEverySampleUpThenDown() throws {
    var drag = try drag()
    // The finger goes up 600 points in steps of 10, then down to +200 in steps of 10.
    let up = Array(stride(from: 0, through: -600, by: -10))
    let path = up + Array(stride(from: -590, through: 200, by: 10))
    var time = 0.0
    var previous = (top: drag.top, offset: drag.contentOffset, finger: CGFloat(0))
    for (index, finger) in path.map({ CGFloat($0) }).enumerated() {
      time += 1.0 / 120
      let wasBanding = drag.isRubberBanding
      drag.move(to: finger, at: time)
      if !wasBanding, !drag.isRubberBanding {
        let sheet = drag.top - previous.top
        let content = -(drag.contentOffset - previous.offset)
        #expect(abs(sheet + content - (finger - previous.finger)) <= 0.5, "at finger \(finger)")
      }
      // By hand, going up: to −365 (422 → 57) only the sheet moves; beyond, only the content.
      if index < up.count, finger >= -365 { #expect(drag.contentOffset == 0) }
      if index < up.count, finger <= -365 { #expect(drag.top == 57) }
      previous = (drag.top, drag.contentOffset, finger)
    }
    // At −600: the sheet at large, the content 600 − 365 = 235 up; back down by 800 to +200:
    // 235 scroll the content to 0, the other 565 move the sheet from 57 to 622.
    #expect(drag.contentOffset == 0)
    #expect(abs(drag.top - 622) < 1e-9)
  }

  @Test func downWithContentScrolledHandsOffInTheSameSample() throws {
    var drag = try drag(selected: "large")
    drag.move(to: -100, at: 0.01)  // at large already: all 100 scroll the content
    #expect(drag.contentOffset == 100)
    #expect(drag.top == 57)
    drag.move(to: -50, at: 0.02)  // down 50: the content back to 50
    #expect(drag.contentOffset == 50 && drag.top == 57)
    drag.move(to: 20, at: 0.03)  // down 70: 50 to the content (offset 0), 20 to the sheet
    #expect(drag.contentOffset == 0)
    #expect(drag.top == 77)
  }

  @Test func upPastTheTopDetentWithoutContentRubberBands() throws {
    var drag = try drag(selected: "large", content: 0)
    drag.move(to: -844, at: 0.1)
    // f(844) = (1 − 1 / (844 · 0.55 / 844 + 1)) · 844 = (1 − 1/1.55) · 844 ≈ 299.48.
    #expect(abs(drag.top - (57 - 299.483870967742)) < 1e-9)
    #expect(drag.isRubberBanding)
  }

  @Test func scrollingReleaseStaysOnTheTopDetent() throws {
    var drag = try drag(selected: "large")
    for step in 1...30 { drag.move(to: CGFloat(-20 * step), at: Double(step) / 120) }
    let release = try drag.release()
    // The last moves scrolled the content: the sheet's velocity is 0 and it stays at large.
    #expect(drag.velocity == 0)
    #expect(release.outcome == .detent("large"))
    #expect(release.events.isEmpty)
  }

  @Test func cancelGoesBackToTheSelectedDetentSilently() throws {
    var drag = try drag()
    for step in 1...20 { drag.move(to: CGFloat(-15 * step), at: Double(step) / 120) }
    let settle = try drag.cancel()
    #expect(settle.outcome == .detent("medium"))
    #expect(settle.events.isEmpty)
    #expect(settle.top(at: settle.duration) == 422)
  }

  @Test func stackingScalesDimsAndOffsetsLinearly() {
    // By hand: 1 − 32 / 390 = 358 / 390 = 0.917948717…; half way 1 − 16 / 390 = 0.958974358….
    let full = SheetStacking.lowerSheet(progress: 1, width: 390)
    #expect(abs(full.scale - 0.917948717948718) < 1e-12)
    #expect(full.topOffset == 10 && full.dimmingAlpha == 0.15)
    let half = SheetStacking.lowerSheet(progress: 0.5, width: 390)
    #expect(abs(half.scale - 0.958974358974359) < 1e-12)
    #expect(half.topOffset == 5 && abs(half.dimmingAlpha - 0.075) < 1e-12)
    #expect(SheetStacking.lowerSheet(progress: .nan, width: 390).scale == 1)
    #expect(SheetStacking.lowerSheet(progress: 2, width: 20).scale == 1)
  }
}
