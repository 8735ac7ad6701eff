import CurtainTesting
import Testing
