#if canImport(XCTest)
import CurtainCoverVertical
import CurtainCrossDissolve
import CurtainTesting
import XCTest

final class XCTAssertAnimatorContractTests: XCTestCase {
  // swift-corelibs-xctest cannot call `@MainActor` test methods; it runs them on the main
  // thread, so the test assumes the main actor instead.
  func testBuiltInAnimatorsKeepTheContract() {
    MainActor.assumeIsolated {
      XCTAssertAnimatorContract(CoverVerticalAnimation())
      XCTAssertAnimatorContract(CrossDissolveAnimation(), operations: [.push, .pop])
      XCTAssertAnimatorContract(FadePresentation())
    }
  }
}
#endif
