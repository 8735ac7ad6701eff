import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

/// The plug-ins `Package.swift` declares.
///
/// Read from its `let plugins = [...]` list (on one line or wrapped): the one list that generates
/// the plug-in targets and the umbrella's dependencies. Nothing here is written out by hand, so a
/// plug-in added to the package but not registered in `BuiltInAnimators.plugins` fails
/// `theUmbrellaRegistersEveryPlugInThePackageDeclares()`.
enum PackageManifest {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func pluginNames() throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let start = try #require(
      text.range(of: "\nlet plugins = ["), "Package.swift has no `let plugins = [...]` list")
    let rest = text[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "]"))
    return rest[..<end].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
    }.filter { !$0.isEmpty }
  }
}

/// Every built-in id, derived from the plug-ins the umbrella registers.
let builtInIDs: [AnimatorID] = BuiltInAnimators.descriptors.map(\.id).sorted()

@Suite @MainActor struct BuiltInRegistryTests {
  @Test func theUmbrellaRegistersEveryPlugInThePackageDeclares() throws {
    let declared = try PackageManifest.pluginNames()
    #expect(declared.count >= 6, "read \(declared) from Package.swift")
    // A plug-in type's reflected name starts with its module: `CurtainFlip.FlipDescriptors`.
    let registered = BuiltInAnimators.plugins.map { String(reflecting: $0) }
    let modules = registered.compactMap { $0.split(separator: ".").first.map(String.init) }
    #expect(modules == declared.map { "Curtain\($0)" }, "registered: \(registered)")
  }

  @Test func theRegistryIsExactlyTheUnionOfThePlugInsDescriptors() throws {
    var union: [AnimatorID] = []
    for plugin in BuiltInAnimators.plugins {
      #expect(!plugin.descriptors.isEmpty, "\(plugin) offers no animator")
      union += plugin.descriptors.map(\.id)
    }
    #expect(Set(union).count == union.count, "two plug-ins share an id: \(union)")
    #expect(AnimatorRegistry.builtIn.ids == union.sorted())
    #expect(BuiltInAnimators.descriptors.map(\.id) == union)
  }

  /// `AnimatorRegistry.builtIn` is built without checking; the checking initialiser accepts the
  /// same descriptors, so nothing was left out or inconsistent.
  @Test func theCheckingInitialiserAcceptsEveryBuiltIn() throws {
    let checked = try AnimatorRegistry(BuiltInAnimators.descriptors)
    #expect(checked.ids == AnimatorRegistry.builtIn.ids)
    for descriptor in BuiltInAnimators.descriptors {
      #expect(throws: Never.self, "\(descriptor.id)") { try descriptor.checkSchema() }
      #expect(descriptor.id.isBuiltInStyle, "\(descriptor.id) is not kebab-case")
      #expect(!descriptor.operations.isEmpty, "\(descriptor.id)")
    }
  }

  @Test func everySummaryIsOneSentence() throws {
    for descriptor in AnimatorRegistry.builtIn.descriptors {
      #expect(!descriptor.summary.isEmpty, "\(descriptor.id)")
      #expect(descriptor.summary.hasSuffix("."), "\(descriptor.id)")
      #expect(!descriptor.summary.contains("\n"), "\(descriptor.id)")
    }
  }

  /// The contract, as one table over every built-in descriptor with its default parameters.
  @Test(arguments: builtInIDs)
  func keepsTheContract(_ id: AnimatorID) throws {
    let descriptor = try AnimatorRegistry.builtIn.requireDescriptor(for: id)
    let operations = AnimatorContract.operations(of: descriptor)
    #expect(!operations.isEmpty)
    let violations = try AnimatorContract.check(descriptor)
    #expect(violations.isEmpty, "\(id): \(violations)")
  }

  /// The contract again on a small landscape container, where layouts clamp differently.
  @Test(arguments: builtInIDs)
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
    #expect(!AnimatorRegistry.builtIn.contains("com.example.fade-again"))
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
