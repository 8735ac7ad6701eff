#if canImport(UIKit)
import Curtain
import UIKit
#endif
