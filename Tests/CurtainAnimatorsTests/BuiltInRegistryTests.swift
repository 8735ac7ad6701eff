import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

/// Every built-in, written out by hand: a plug-in that goes missing from the umbrella, or an id
/// that changes, fails here.
let expectedBuiltIns: [(id: AnimatorID, operations: Set<AnimatorDescriptor.Operation>)] = [
  ("app-store", [.present, .dismiss]),
  ("cover", [.present, .dismiss]),
  ("cover-from-corner", [.present, .dismiss]),
  ("cover-horizontal", [.present, .dismiss]),
  ("cover-vertical", [.present, .dismiss]),
  ("cover-vertical-from-top", [.present, .dismiss]),
  ("cross-dissolve", [.present, .dismiss, .tab]),
  ("fade", [.present, .dismiss]),
  ("fashion", [.present, .dismiss]),
  ("flip", [.present, .dismiss, .tab]),
  ("slide", [.present, .dismiss, .tab]),
  ("slide-navigation", [.push, .pop, .tab]),
]

@Suite @MainActor struct BuiltInRegistryTests {
  @Test func holdsEveryPlugInOnce() throws {
    let registry = try AnimatorRegistry.builtIn
    #expect(registry.ids == expectedBuiltIns.map(\.id))
    for (id, operations) in expectedBuiltIns {
      #expect(registry.descriptor(for: id)?.operations == operations, "\(id)")
    }
    // The umbrella's list and the registry agree, and no two plug-ins share an id.
    let listed = try BuiltInAnimators.descriptors().map(\.id)
    #expect(Set(listed).count == listed.count)
    #expect(listed.sorted() == registry.ids)
  }

  @Test func everySummaryIsOneSentence() throws {
    for descriptor in try AnimatorRegistry.builtIn.descriptors {
      #expect(!descriptor.summary.isEmpty, "\(descriptor.id)")
      #expect(descriptor.summary.hasSuffix("."), "\(descriptor.id)")
      #expect(!descriptor.summary.contains("\n"), "\(descriptor.id)")
    }
  }

  /// The contract, as one table over every built-in descriptor with its default parameters.
  @Test(arguments: expectedBuiltIns.map(\.id))
  func keepsTheContract(_ id: AnimatorID) throws {
    let descriptor = try AnimatorRegistry.builtIn.requireDescriptor(for: id)
    let operations = AnimatorContract.operations(of: descriptor)
    #expect(!operations.isEmpty)
    let violations = try AnimatorContract.check(descriptor)
    #expect(violations.isEmpty, "\(id): \(violations)")
  }

  /// The contract again on a small landscape container, where layouts clamp differently.
  @Test(arguments: expectedBuiltIns.map(\.id))
  func keepsTheContractInLandscape(_ id: AnimatorID) throws {
    let descriptor = try AnimatorRegistry.builtIn.requireDescriptor(for: id)
    let violations = try AnimatorContract.check(
      descriptor, container: CGSize(width: 667, height: 375))
    #expect(violations.isEmpty, "\(id): \(violations)")
  }

  @Test func addingAThirdPartyAnimatorLeavesTheSharedRegistryAlone() throws {
    let fade = try AnimatorRegistry.builtIn.requireDescriptor(for: "fade")
    let extra = try AnimatorDescriptor(
      id: "com.example.fade-again", summary: "Fades.", operations: fade.operations,
      parameters: fade.parameters
    ) { try fade.makeAnimator($0.values) }
    let extended = try AnimatorRegistry.builtIn.adding(extra)
    #expect(extended.contains("com.example.fade-again"))
    #expect(try !AnimatorRegistry.builtIn.contains("com.example.fade-again"))
    #expect(throws: RegistryError.duplicateID("fade")) {
      try AnimatorRegistry.builtIn.adding(fade)
    }
  }

  @Test func unknownIDsSuggestTheNearestBuiltIns() throws {
    // Levenshtein distances from "app-stor": app-store 1, cover 7, fashion 7, fade 8.
    let nearest: [AnimatorID] = ["app-store", "cover", "fashion"]
    #expect(throws: RegistryError.unknownID("app-stor", nearest: nearest)) {
      try AnimatorRegistry.builtIn.requireDescriptor(for: "app-stor")
    }
  }
}
