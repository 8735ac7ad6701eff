// The entry point of the Linux test executable .ci/uikit-check.sh builds from the UIKit model,
// CurtainUIKit and Tests/CurtainUIKitTests: Swift Testing's own runner, as `swift test` uses.
import Testing

@main
struct CurtainUIKitModelTests {
  static func main() async {
    await Testing.__swiftPMEntryPoint() as Never
  }
}
