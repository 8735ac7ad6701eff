import CurtainFlip
import Testing
