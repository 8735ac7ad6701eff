// swift-tools-version: 6.0
// Curtain: custom view-controller transitions as plain values, played by UIKit or headless.

import PackageDescription

let package = Package(
  name: "Curtain",
  platforms: [.iOS(.v15), .tvOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "Curtain", targets: ["Curtain"]),
    .library(name: "CurtainHeadless", targets: ["CurtainHeadless"]),
    .executable(name: "curtain-bench", targets: ["curtain-bench"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "Curtain"),
    .target(name: "CurtainHeadless", dependencies: ["Curtain"]),
    // Counts heap allocations for the benchmark (glibc only; empty elsewhere).
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "curtain-bench",
      dependencies: ["Curtain", "CurtainHeadless", "CAllocationCounter"]
    ),
    .testTarget(name: "CurtainHeadlessTests", dependencies: ["CurtainHeadless"]),
    .testTarget(
      name: "CurtainTests",
      dependencies: ["Curtain"],
      exclude: ["Reference"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
