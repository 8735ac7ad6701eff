import CurtainFashion
import Testing
