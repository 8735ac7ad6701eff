@_exported import CurtainHeadless
