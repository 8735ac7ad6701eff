// swift-tools-version: 6.0
// A third party's animators, in their own package: the "Write your own animator" guide's
// example. It depends on Curtain by path; an app would use the package's URL instead.

import PackageDescription

let package = Package(
  name: "ThirdPartyAnimator",
  platforms: [.iOS(.v15), .tvOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "ExampleAnimators", targets: ["ExampleAnimators"])
  ],
  dependencies: [
    // Step 1: depend on Curtain.
    .package(name: "Curtain", path: "../..")
  ],
  targets: [
    .target(
      name: "ExampleAnimators",
      dependencies: [
        .product(name: "Curtain", package: "Curtain"),
        .product(name: "CurtainAnimators", package: "Curtain"),
      ]),
    .testTarget(
      name: "ExampleAnimatorsTests",
      dependencies: [
        "ExampleAnimators",
        .product(name: "CurtainTesting", package: "Curtain"),
        // Step 7: preview it (an SVG filmstrip and an HTML player, from a test).
        .product(name: "CurtainPreview", package: "Curtain"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
