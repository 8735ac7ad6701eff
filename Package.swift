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
    .executable(name: "curtain-bench", targets: ["curtain-bench"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "Curtain"),
    .target(name: "CurtainHeadless", dependencies: ["Curtain"]),
    // What a third party needs to test its animators: the contract checker, golden timelines.
    .target(name: "CurtainTesting", dependencies: ["Curtain", "CurtainHeadless"]),
    // Counts heap allocations for the benchmark (glibc only; empty elsewhere).
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "curtain-bench",
      dependencies: ["Curtain", "CurtainHeadless", "CAllocationCounter"]
    ),
    // Independent reference computations (Bézier bisection, textbook springs) for the tests.
    .target(name: "ReferenceMath", path: "Tests/ReferenceMath"),
    .testTarget(
      name: "CurtainHeadlessTests", dependencies: ["CurtainHeadless", "ReferenceMath"]),
    .testTarget(
      name: "CurtainTestingTests", dependencies: ["CurtainTesting"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CurtainTests",
      dependencies: ["Curtain", "ReferenceMath"],
      exclude: ["Reference"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
