import CurtainHeadless
import Testing
