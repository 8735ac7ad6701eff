// swift-tools-version: 6.0
// Curtain: custom view-controller transitions as plain values, played by UIKit or headless.

import PackageDescription

let package = Package(
  name: "Curtain",
  platforms: [.iOS(.v15), .tvOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "Curtain", targets: ["Curtain"]),
    .library(name: "CurtainHeadless", targets: ["CurtainHeadless"]),
    .library(name: "CurtainTesting", targets: ["CurtainTesting"]),
    .library(name: "CurtainPreview", targets: ["CurtainPreview"]),
    .library(name: "CurtainCoverVertical", targets: ["CurtainCoverVertical"]),
    .library(name: "CurtainCrossDissolve", targets: ["CurtainCrossDissolve"]),
    .library(name: "CurtainFashion", targets: ["CurtainFashion"]),
    .library(name: "CurtainAppStore", targets: ["CurtainAppStore"]),
    .library(name: "CurtainSlide", targets: ["CurtainSlide"]),
    .library(name: "CurtainFlip", targets: ["CurtainFlip"]),
    .library(name: "CurtainAnimators", targets: ["CurtainAnimators"]),
    .library(name: "CurtainUIKit", targets: ["CurtainUIKit"]),
    .library(name: "CurtainSwiftUI", targets: ["CurtainSwiftUI"]),
    .executable(name: "curtain", targets: ["curtain"]),
    .executable(name: "curtain-bench", targets: ["curtain-bench"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "Curtain"),
    .target(name: "CurtainHeadless", dependencies: ["Curtain"]),
    // What a third party needs to test its animators: the contract checker, golden timelines.
    .target(
      name: "CurtainTesting", dependencies: ["Curtain", "CurtainHeadless", "CurtainPreview"]),
    // Pictures of a timeline a library user can make from a test or a doc: the SVG filmstrip
    // and the self-contained HTML player (its markup, style and script are resources).
    .target(
      name: "CurtainPreview", dependencies: ["CurtainHeadless"], resources: [.process("Resources")]),
    // Counts heap allocations for the benchmark (glibc only; empty elsewhere).
    // Built-in animator plug-ins: one family each, depending only on Curtain.
    .target(name: "CurtainCoverVertical", dependencies: ["Curtain"], path: "Plugins/CoverVertical"),
    .target(name: "CurtainCrossDissolve", dependencies: ["Curtain"], path: "Plugins/CrossDissolve"),
    .target(name: "CurtainFashion", dependencies: ["Curtain"], path: "Plugins/Fashion"),
    .target(name: "CurtainAppStore", dependencies: ["Curtain"], path: "Plugins/AppStore"),
    .target(name: "CurtainSlide", dependencies: ["Curtain"], path: "Plugins/Slide"),
    .target(name: "CurtainFlip", dependencies: ["Curtain"], path: "Plugins/Flip"),
    // The umbrella: every built-in plug-in, `AnimatorRegistry.builtIn` and Presentr's types.
    .target(
      name: "CurtainAnimators",
      dependencies: [
        "Curtain", "CurtainCoverVertical", "CurtainCrossDissolve", "CurtainFashion",
        "CurtainAppStore", "CurtainSlide", "CurtainFlip",
      ],
      path: "Plugins/Animators"),
    // The UIKit player: every file inside `#if canImport(UIKit)`; empty on Linux, where CI
    // type-checks it against the stub in Tests/UIKitStub and runs it against the UIKit model.
    // Depends on the core only: apps pass a registry (`AnimatorRegistry.builtIn` from
    // CurtainAnimators, or their own).
    .target(name: "CurtainUIKit", dependencies: ["Curtain"]),
    // SwiftUI modifiers over the UIKit player: every file inside
    // `#if canImport(SwiftUI) && canImport(UIKit)`; CI type-checks it against Tests/SwiftUIStub.
    .target(name: "CurtainSwiftUI", dependencies: ["Curtain", "CurtainUIKit"]),
    // The `curtain` tool: everything in the library, so it can be unit-tested.
    .target(
      name: "CurtainCLI", dependencies: ["CurtainAnimators", "CurtainHeadless", "CurtainPreview"]),
    .executableTarget(name: "curtain", dependencies: ["CurtainCLI"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "curtain-bench",
      dependencies: ["Curtain", "CurtainHeadless", "CurtainAnimators", "CAllocationCounter"]
    ),
    // Independent reference computations (Bézier bisection, textbook springs) for the tests.
    .target(name: "ReferenceMath", path: "Tests/ReferenceMath"),
    .testTarget(
      name: "CurtainHeadlessTests", dependencies: ["CurtainHeadless", "ReferenceMath"]),
    .testTarget(
      name: "CurtainTestingTests", dependencies: ["CurtainTesting"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CurtainCoverVerticalTests",
      dependencies: ["CurtainCoverVertical", "CurtainTesting", "ReferenceMath"]),
    .testTarget(
      name: "CurtainCrossDissolveTests",
      dependencies: ["CurtainCrossDissolve", "CurtainTesting", "ReferenceMath"]),
    .testTarget(
      name: "CurtainFashionTests",
      dependencies: ["CurtainFashion", "CurtainTesting", "ReferenceMath"]),
    .testTarget(
      name: "CurtainAppStoreTests",
      dependencies: ["CurtainAppStore", "CurtainTesting", "ReferenceMath"]),
    .testTarget(
      name: "CurtainSlideTests",
      dependencies: ["CurtainSlide", "CurtainTesting", "ReferenceMath"]),
    .testTarget(
      name: "CurtainFlipTests",
      dependencies: ["CurtainFlip", "CurtainTesting", "ReferenceMath"]),
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
      name: "CurtainUIKitTests", dependencies: ["CurtainUIKit", "CurtainAnimators"]),
    .testTarget(
      name: "CurtainTests",
      dependencies: ["Curtain", "ReferenceMath"],
      exclude: ["Reference"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
