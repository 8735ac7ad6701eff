#if canImport(UIKit)
import CurtainUIKit
import XCTest
#endif
