import Curtain
import CurtainEngine
import Foundation
import Testing

/// The sheet options a SwiftUI content sets on itself (`SheetContentOptions`), and whether what
/// is behind a sheet takes touches (`SheetModel.backgroundIsInteractive(top:)`).
@Suite struct SheetContentOptionsTests {
  let arguments = SheetContentOptions.Resolved(
    detents: [.large], largestUndimmedDetentID: nil, prefersGrabberVisible: false,
    cornerRadius: nil)

  /// Nothing set: the presenter's arguments, unchanged.
  @Test func noOptionKeepsThePresentersArguments() {
    #expect(SheetContentOptions().isEmpty)
    #expect(SheetContentOptions().resolve(over: arguments) == arguments)
  }

  /// What the content sets wins; what it does not set is the argument's.
  @Test func theContentsOptionsWinWhereTheyAreSet() {
    var options = SheetContentOptions()
    options.detents = [.medium, .large]
    options.undimmed = .upThrough(.medium)
    let resolved = options.resolve(over: arguments)
    #expect(resolved.detents.map(\.id) == ["medium", "large"])
    #expect(resolved.largestUndimmedDetentID == "medium")
    #expect(!resolved.prefersGrabberVisible)
    #expect(resolved.cornerRadius == nil)
    var dimmed = SheetContentOptions()
    dimmed.undimmed = .dimmed
    let over = SheetContentOptions.Resolved(
      detents: [.large], largestUndimmedDetentID: "large", prefersGrabberVisible: true,
      cornerRadius: 16)
    #expect(dimmed.resolve(over: over).largestUndimmedDetentID == nil)
  }

  /// Siblings in view-tree order: the later one wins where both set an option, and an option
  /// only one of them sets is kept.
  @Test func aLaterSiblingWinsWhereBothSetAnOption() {
    var first = SheetContentOptions()
    first.detents = [.medium]
    first.prefersGrabberVisible = true
    var second = SheetContentOptions()
    second.prefersGrabberVisible = false
    second.cornerRadius = 20
    let merged = first.merging(second)
    #expect(merged.detents?.map(\.id) == ["medium"])
    #expect(merged.prefersGrabberVisible == false)
    #expect(merged.cornerRadius == 20)
    // An empty sibling (the preference's default) changes nothing, as Apple asks of a reduce.
    #expect(first.merging(SheetContentOptions()) == first)
  }

  /// Touches pass where there is no dim, and only with an undimmed detent.
  ///
  /// On a 390 × 844 phone (top inset 47) medium's top edge is 422, large's 57. With medium the
  /// largest undimmed detent, touches pass at or below 422, where the dim is 0, and not above
  /// (at 239.5 the dim is half-way in); without an undimmed detent they never pass.
  @Test func touchesPassOnlyWhereThereIsNoDim() throws {
    let container = try SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)
    let undimmed = try SheetModel(
      presentation: SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium"),
      container: container)
    #expect(undimmed.backgroundIsInteractive(top: 422))
    #expect(undimmed.backgroundIsInteractive(top: 600))
    #expect(!undimmed.backgroundIsInteractive(top: 239.5))
    #expect(!undimmed.backgroundIsInteractive(top: 57))
    let dimmed = try SheetModel(
      presentation: SheetPresentation(detents: [.medium, .large]), container: container)
    #expect(!dimmed.backgroundIsInteractive(top: 422))
    #expect(!dimmed.backgroundIsInteractive(top: 844))
  }
}
