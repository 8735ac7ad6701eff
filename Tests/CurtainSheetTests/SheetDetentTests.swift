import Curtain
import CurtainEngine
import CurtainSheet
import Foundation
import Testing

/// Detent heights, each derived by hand from the rules.
///
/// Medium = H/2, large = H − top − 10, fraction f = f·H, height and fitting as given, all
/// clamped to 0...large; the custom detent used here is half the maximum value (half of large).
@Suite struct SheetDetentTests {
  struct Device: Sendable, CustomStringConvertible {
    let name: String
    let size: CGSize
    let top: CGFloat
    /// The heights of medium, large, fraction(0.3), height(300), fitting(500), custom(max / 2).
    let expected: [CGFloat]
    var description: String { name }
  }

  static let devices = [
    // 844/2 = 422; 844 − 47 − 10 = 787; 0.3·844 = 253.2; 300; 500; 787/2 = 393.5
    Device(
      name: "phone portrait", size: CGSize(width: 390, height: 844), top: 47,
      expected: [422, 787, 253.2, 300, 500, 393.5]),
    // iPhone landscape has no top inset: 195; 390 − 0 − 10 = 380; 117; 300; 500 → 380; 190
    Device(
      name: "phone landscape", size: CGSize(width: 844, height: 390), top: 0,
      expected: [195, 380, 117, 300, 380, 190]),
    // 683; 1366 − 24 − 10 = 1332; 409.8; 300; 500; 666
    Device(
      name: "iPad portrait", size: CGSize(width: 1024, height: 1366), top: 24,
      expected: [683, 1332, 409.8, 300, 500, 666]),
    // 512; 1024 − 24 − 10 = 990; 307.2; 300; 500; 495
    Device(
      name: "iPad landscape", size: CGSize(width: 1366, height: 1024), top: 24,
      expected: [512, 990, 307.2, 300, 500, 495]),
  ]

  @Test(arguments: devices) func everyDetentKind(device: Device) throws {
    let container = try SheetContainer(
      size: device.size, topInset: device.top, preferredContentHeight: 500)
    let detents: [SheetDetent] = [
      .medium, .large, try .fraction(0.3), try .height(300), .fitting,
      .custom("half") { $0.maximumDetentValue / 2 },
    ]
    for (detent, expected) in zip(detents, device.expected) {
      let value = try container.resolve(detent)
      #expect(abs(value - expected) < 1e-9, "\(device) \(detent.id): \(value) ≠ \(expected)")
    }
  }

  @Test func customDetentsSeeTheMaximumAndAreClamped() throws {
    let phone = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    #expect(phone.context.maximumDetentValue == 787)
    #expect(phone.context.containerHeight == 844)
    #expect(try phone.resolve(.custom("tall") { _ in 5000 }) == 787)
    #expect(try phone.resolve(.custom("negative") { _ in -3 }) == 0)
    #expect(try phone.resolve(.height(1000)) == 787)
    let error = #expect(throws: SheetError.self) {
      _ = try phone.resolve(.custom("nan") { _ in .nan })
    }
    guard case .notFinite(let parameter, let value) = error else {
      Issue.record("expected notFinite, got \(String(describing: error))")
      return
    }
    #expect(parameter == "custom detent \"nan\"" && value.isNaN)
    #expect(throws: SheetError.missingPreferredContentHeight) { _ = try phone.resolve(.fitting) }
  }

  @Test func badInputIsATypedError() throws {
    #expect(
      throws: SheetError.outOfRange(
        parameter: "the detent fraction", value: 1.5, expected: "a fraction in 0...1")
    ) {
      _ = try SheetDetent.fraction(1.5)
    }
    #expect(
      throws: SheetError.outOfRange(
        parameter: "the detent fraction", value: -0.1, expected: "a fraction in 0...1")
    ) {
      _ = try SheetDetent.fraction(-0.1)
    }
    #expect(throws: SheetError.notFinite(parameter: "the detent height", value: .infinity)) {
      _ = try SheetDetent.height(.infinity)
    }
    #expect(
      throws: SheetError.outOfRange(
        parameter: "the detent height", value: -1, expected: "a number of points >= 0")
    ) {
      _ = try SheetDetent.height(-1)
    }
    #expect(throws: SheetError.duplicateDetentID("medium")) {
      _ = try SheetPresentation(detents: [.medium, .large, .medium])
    }
    #expect(throws: SheetError.duplicateDetentID("x")) {
      _ = try SheetPresentation(detents: [try .height(100, id: "x"), try .fraction(0.2, id: "x")])
    }
    #expect(throws: SheetError.noDetents) { _ = try SheetPresentation(detents: []) }
    #expect(throws: SheetError.unknownDetentID(parameter: "the selected detent", id: "big")) {
      _ = try SheetPresentation(detents: [.medium], selectedDetentID: "big")
    }
    #expect(
      throws: SheetError.outOfRange(
        parameter: "the corner radius", value: -2, expected: "a number of points >= 0")
    ) {
      _ = try SheetPresentation(cornerRadius: -2)
    }
    #expect(throws: SheetError.notFinite(parameter: "the top inset", value: .infinity)) {
      _ = try SheetContainer(size: CGSize(width: 1, height: 1), topInset: .infinity)
    }
    #expect(!SheetError.duplicateDetentID("medium").description.isEmpty)
  }

  @Test func containersCompareAndHashByTheirComponents() throws {
    let a = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    let b = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    let c = try SheetContainer(size: CGSize(width: 844, height: 390), topInset: 47)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
  }

  @Test func grabberIs36By5FivePointsFromTheTop() {
    // (390 − 36) / 2 = 177
    #expect(
      SheetPresentation.grabberFrame(sheetWidth: 390)
        == CGRect(x: 177, y: 5, width: 36, height: 5))
    #expect(SheetPresentation.defaultCornerRadius == 10)
  }

  @Test func dimFadesInBetweenTheUndimmedDetentAndTheNextOneUp() throws {
    let container = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    let dimmed = try SheetModel(
      presentation: SheetPresentation(detents: [.medium, .large], dimmingAlpha: 0.4),
      container: container)
    #expect(dimmed.dimmingAlpha(top: 422) == 0.4)  // no undimmed detent: full dim everywhere
    let model = try SheetModel(
      presentation: SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium", dimmingAlpha: 0.4),
      container: container)
    // medium: height 422 (top 422); large: height 787 (top 57). Half-way: height 604.5, top
    // 239.5 → alpha 0.4 · 0.5 = 0.2.
    #expect(model.dimmingAlpha(top: 422) == 0)
    #expect(model.dimmingAlpha(top: 600) == 0)
    #expect(abs(model.dimmingAlpha(top: 239.5) - 0.2) < 1e-12)
    #expect(model.dimmingAlpha(top: 57) == 0.4)
    let never = try SheetModel(
      presentation: SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "large"),
      container: container)
    #expect(never.dimmingAlpha(top: 57) == 0)
  }
}
