import CurtainSlide
import Testing
