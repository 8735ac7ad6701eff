#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// Sheets shaped like SwiftUI's (issue 36, item 3): detents written in a view body without
/// `try`, out-of-range values clamped.
@Suite @MainActor struct SheetShapeModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  /// The model's phone: 390 × 844 with a top safe-area inset of 47, so `.large` (and every
  /// detent's ceiling) is 844 − 47 − 10 = 787 high.
  let phone = (height: CGFloat(844), large: CGFloat(787))

  /// Clamping: a fraction into 0...1 (NaN is 1), a height to 0 or more (NaN and infinity to
  /// the ceiling); the ids name the clamped values as the throwing forms do.
  @Test func clampingDetentsResolveWithinTheContainer() throws {
    let container = try SheetContainer(size: CGSize(width: 390, height: phone.height), topInset: 47)
    #expect(try container.resolve(.fraction(clamping: 0.25)) == phone.height / 4)
    #expect(try container.resolve(.fraction(clamping: 1.5)) == phone.large)
    #expect(try container.resolve(.fraction(clamping: .nan)) == phone.large)
    #expect(try container.resolve(.fraction(clamping: -0.2)) == 0)
    #expect(try container.resolve(.height(clamping: 300)) == 300)
    #expect(try container.resolve(.height(clamping: -20)) == 0)
    #expect(try container.resolve(.height(clamping: .infinity)) == phone.large)
    #expect(try container.resolve(.height(clamping: .nan)) == phone.large)
    #expect(SheetDetent.fraction(clamping: 1.5).id == "1.0")
    #expect(SheetDetent.fraction(clamping: 0.3) == (try SheetDetent.fraction(0.3)))
    #expect(SheetDetent.height(clamping: -20).id == "0.0pt")
  }

  /// A sheet whose detents are computed out of range presents, reports no error, and rests
  /// where the clamp says: a fraction of 1.5 at the ceiling (top edge 844 − 787 = 57), a
  /// fraction of 0.25 at 844 × 0.25 = 211 high (top edge 633).
  @Test func aSheetWithClampedDetentsPresentsAndMoves() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detent = Box("tall")
    var errors: [any Error] = []
    let configuration = { [shown, detent] in
      var configuration = base.sheet(
        shown, detent,
        detents: [.fraction(clamping: 0.25, id: "low"), .fraction(clamping: 1.5, id: "tall")])
      configuration.onError = { errors.append($0) }
      return configuration
    }
    coordinator.update(configuration())
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController?.view.frame.minY == phone.height - phone.large)
    detent.value = "low"
    coordinator.update(configuration())
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController?.view.frame.minY == phone.height - phone.height / 4)
    #expect(errors.isEmpty)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// `.curtainSheetCornerRadius(24)` reaches the sheet the player shows; without it the sheet
  /// has the default (10); a negative radius presents nothing and reports the `SheetError`.
  @Test(arguments: [CGFloat(24), nil, -4])
  func theCornerRadiusReachesTheSheet(radius: CGFloat?) async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var errors: [any Error] = []
    var configuration = base.sheet(shown, Box("large"))
    configuration.sheet?.cornerRadius = radius
    configuration.onError = { errors.append($0) }
    coordinator.update(configuration)
    UIKitModel.runUntilIdle()
    for _ in 0..<10 { await Task.yield() }
    if let radius, radius < 0 {
      #expect(root.presentedViewController == nil)
      #expect(errors.first is SheetError)
      #expect(shown.writes == [false])
    } else {
      let sheet = try #require(base.sheetController(of: root))
      #expect(sheet.sheet.cornerRadius == (radius ?? 10))
      #expect(errors.isEmpty)
    }
  }
}
#endif
