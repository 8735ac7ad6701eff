// swift-tools-version: 6.0
// Curtain: custom view-controller transitions as plain values, played by UIKit or headless.

import PackageDescription

/// The built-in animator plug-ins, declared once.
///
/// Each name is a folder `Plugins/<Name>` holding
/// one family of animators, built as module and library `Curtain<Name>` (depending on `Curtain`
/// only), tested by `Tests/Curtain<Name>Tests`, and linked into the umbrella `CurtainAnimators`,
/// whose `BuiltInAnimators.plugins` registers it with one line (a test checks that every name
/// here is registered there).
let plugins = [
  "CoverVertical", "CrossDissolve", "Fashion", "AppStore", "Slide", "Flip", "Sheet",
  "ContainerTransform", "Zoom",
]

let package = Package(
  name: "Curtain",
  // The package's string table (Sources/Curtain/Resources/<language>.lproj) is English first.
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .tvOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "Curtain", targets: ["Curtain"]),
    .library(name: "CurtainHeadless", targets: ["CurtainHeadless"]),
    .library(name: "CurtainTesting", targets: ["CurtainTesting"]),
    .library(name: "CurtainPreview", targets: ["CurtainPreview"]),
    .library(name: "CurtainAnimators", targets: ["CurtainAnimators"]),
    .library(name: "CurtainUIKit", targets: ["CurtainUIKit"]),
    .library(name: "CurtainSwiftUI", targets: ["CurtainSwiftUI"]),
    .executable(name: "curtain", targets: ["curtain"]),
    .executable(name: "curtain-bench", targets: ["curtain-bench"]),
  ] + plugins.map { .library(name: "Curtain\($0)", targets: ["Curtain\($0)"]) },
  dependencies: [],
  targets: [
    // The core, with the strings users hear and see, in every language it ships
    // (`CurtainStrings`).
    .target(name: "Curtain", resources: [.process("Resources")]),
    // The players' engine, no product: the state machines and decisions only players use (the
    // driver and playback, the sheet and drag-dismiss sessions, the interaction tracker, the
    // SwiftUI bindings, the accessibility decisions), all `package`, so `Curtain`'s public API
    // is the vocabulary animator authors and apps use.
    .target(name: "CurtainEngine", dependencies: ["Curtain"]),
    .target(name: "CurtainHeadless", dependencies: ["Curtain", "CurtainEngine"]),
    // What a third party needs to test its animators: the contract checker, golden timelines.
    .target(
      name: "CurtainTesting", dependencies: ["Curtain", "CurtainHeadless", "CurtainPreview"]),
    // Pictures of a timeline a library user can make from a test or a doc: the SVG filmstrip
    // and the self-contained HTML player (its markup, style and script are resources).
    .target(
      name: "CurtainPreview", dependencies: ["CurtainHeadless"], resources: [.process("Resources")]),
    // Counts heap allocations for the benchmark (glibc only; empty elsewhere).
    // The umbrella: every built-in plug-in, `AnimatorRegistry.builtIn` and Presentr's types.
    .target(
      name: "CurtainAnimators",
      dependencies: ["Curtain"] + plugins.map { .target(name: "Curtain\($0)") },
      path: "Plugins/Animators"),
    // The UIKit player: every file inside `#if canImport(UIKit)`; empty on Linux, where CI
    // type-checks it against the stub in Tests/UIKitStub and runs it against the UIKit model.
    // Depends on the core and the engine only: apps pass a registry (`AnimatorRegistry.builtIn`
    // from CurtainAnimators, or their own).
    .target(name: "CurtainUIKit", dependencies: ["Curtain", "CurtainEngine"]),
    // SwiftUI modifiers over the UIKit player: every file inside
    // `#if canImport(SwiftUI) && canImport(UIKit)`; CI type-checks it against Tests/SwiftUIStub.
    .target(name: "CurtainSwiftUI", dependencies: ["Curtain", "CurtainEngine", "CurtainUIKit"]),
    // The `curtain` tool: everything in the library, so it can be unit-tested.
    .target(
      name: "CurtainCLI",
      dependencies: ["CurtainAnimators", "CurtainEngine", "CurtainHeadless", "CurtainPreview"]),
    .executableTarget(name: "curtain", dependencies: ["CurtainCLI"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "curtain-bench",
      dependencies: [
        "Curtain", "CurtainEngine", "CurtainAnimators", "CAllocationCounter", "ReferenceMath",
      ]
    ),
    // Independent reference computations (Bézier bisection, textbook springs) for the tests.
    .target(name: "ReferenceMath", path: "Tests/ReferenceMath"),
    .testTarget(
      name: "CurtainHeadlessTests",
      dependencies: ["CurtainHeadless", "CurtainEngine", "CurtainCoverVertical", "ReferenceMath"]),
    .testTarget(
      name: "CurtainTestingTests",
      dependencies: ["CurtainTesting", "CurtainCoverVertical", "CurtainCrossDissolve"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CurtainAnimatorsTests",
      dependencies: ["CurtainAnimators", "CurtainTesting"]),
    .testTarget(
      name: "CurtainCLITests", dependencies: ["CurtainCLI", "CurtainPreview"]),
    .testTarget(
      name: "CurtainPreviewTests", dependencies: ["CurtainPreview", "CurtainAnimators"]),
    // On Linux these files are empty: .ci/uikit-check.sh compiles them with
    // CURTAIN_UIKIT_MODEL against the UIKit model in Tests/UIKitStub and runs them.
    .testTarget(
      name: "CurtainUIKitTests",
      dependencies: ["CurtainUIKit", "CurtainEngine", "CurtainAnimators"]),
    // The fidelity suite: scenarios against UIKit's public API only, each named after the
    // UIKIT-SEMANTICS.md rules it checks. Empty on Linux and macOS (no UIKit); .ci/uikit-check.sh
    // runs it against the UIKit model, and on an iOS simulator it runs against real UIKit
    // (.github/workflows/apple.yml). Its ScenarioClock.swift is shared with CurtainUIKitTests
    // through a symbolic link there.
    .testTarget(name: "UIKitFidelityTests"),
    .testTarget(
      name: "CurtainTests",
      dependencies: ["Curtain", "CurtainEngine", "ReferenceMath"],
      exclude: ["Reference"]
    ),
  ]
    + plugins.flatMap { name -> [Target] in
      [
        .target(name: "Curtain\(name)", dependencies: ["Curtain"], path: "Plugins/\(name)"),
        .testTarget(
          name: "Curtain\(name)Tests",
          dependencies: [.target(name: "Curtain\(name)"), "CurtainTesting", "ReferenceMath"]
            // The sheet's tests drive the engine's sheet session.
            + (name == "Sheet" ? ["CurtainEngine"] : [])),
      ]
    },
  swiftLanguageModes: [.v6]
)
