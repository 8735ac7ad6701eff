// On Apple platforms `Foundation` brings CoreGraphics' C structs (`CGRect`, `CGPoint`, `CGSize`)
// but not the CoreGraphics Swift overlay, where their members (`.zero`, `.width`,
// `CGRect(x:y:width:height:)`, `offsetBy(dx:dy:)`) and their `Codable` conformances live. Linux's
// Foundation defines all of them itself. Re-exporting CoreGraphics here makes the overlay visible
// to every file of this module and to every module that imports `Curtain`; the other library
// modules re-export `Curtain`'s geometry the same way (see DESIGN.md, "Apple-platform parity").
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
