import CurtainAppStore
import Testing
