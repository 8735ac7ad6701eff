// swift-tools-version: 6.0
// Curtain Gallery: an iOS app package. Open this folder in Xcode 16 and run the
// "Curtain Gallery" scheme on a simulator or a device (README.md).

import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes

// Xcode (and Swift Playgrounds) provide AppleProductTypes: the package is an iOS app.
let products: [Product] = [
  .iOSApplication(
    name: "Curtain Gallery",
    targets: ["CurtainGallery"],
    bundleIdentifier: "org.curtain.gallery",
    displayVersion: "1.0",
    bundleVersion: "1",
    appIcon: .placeholder(icon: .palette),
    accentColor: .presetColor(.teal),
    supportedDeviceFamilies: [.pad, .phone],
    supportedInterfaceOrientations: [
      .portrait, .landscapeRight, .landscapeLeft,
      .portraitUpsideDown(.when(deviceFamilies: [.pad])),
    ]
  )
]
#else
// Elsewhere (Linux CI, `swift package dump-package`) the same target is a plain executable, so
// the manifest loads; the app's sources build only for iOS.
let products: [Product] = [.executable(name: "CurtainGallery", targets: ["CurtainGallery"])]
#endif

let package = Package(
  name: "CurtainGallery",
  platforms: [.iOS(.v15)],
  products: products,
  dependencies: [
    // The Curtain checkout this folder lives in.
    .package(name: "Curtain", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "CurtainGallery",
      dependencies: [
        .product(name: "Curtain", package: "Curtain"),
        .product(name: "CurtainAnimators", package: "Curtain"),
        .product(name: "CurtainUIKit", package: "Curtain"),
        .product(name: "CurtainSwiftUI", package: "Curtain"),
      ],
      path: "Sources"
    )
  ],
  swiftLanguageModes: [.v6]
)
