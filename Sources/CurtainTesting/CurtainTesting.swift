@_exported import CurtainHeadless
@_exported import CurtainPreview
