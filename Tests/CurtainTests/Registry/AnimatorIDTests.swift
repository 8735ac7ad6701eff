import Curtain
import Foundation
import Testing

@Suite struct AnimatorIDTests {
  static let forms: [(String, Bool, Bool)] = [
    ("fade", true, false),
    ("cover-vertical", true, false),
    ("flip3d", true, false),
    ("com.example.page-curl", false, true),
    ("org.curtain.Fade", false, true),
    ("Fade", false, false),
    ("cover_vertical", false, false),
    ("cover--vertical", false, false),
    ("-fade", false, false),
    ("fade-", false, false),
    ("3d-flip", false, false),
    ("", false, false),
    ("com.example", false, false),
    ("com..fade", false, false),
    ("com.example.", false, false),
    ("com.9example.fade", false, false),
  ]

  @Test(arguments: forms)
  func builtInAndReverseDNSFormsAreRecognised(text: String, builtIn: Bool, reverseDNS: Bool) {
    let id = AnimatorID(text)
    #expect(id.isBuiltInStyle == builtIn)
    #expect(id.isReverseDNS == reverseDNS)
    #expect((try? AnimatorID(validating: text)) == ((builtIn || reverseDNS) ? id : nil))
  }

  @Test func validatingInitialiserNamesTheBadID() {
    #expect(throws: RegistryError.invalidID("Bad ID")) { try AnimatorID(validating: "Bad ID") }
  }

  @Test func stringLiteralAndDescriptionAgree() {
    let id: AnimatorID = "cross-dissolve"
    #expect(id == AnimatorID("cross-dissolve"))
    #expect(id.description == "cross-dissolve")
    #expect(AnimatorID("a") < AnimatorID("b"))
  }

  @Test func codesAsAPlainString() throws {
    let data = try JSONEncoder().encode([AnimatorID("com.example.page-curl")])
    #expect(String(decoding: data, as: UTF8.self) == #"["com.example.page-curl"]"#)
    #expect(try JSONDecoder().decode([AnimatorID].self, from: data) == ["com.example.page-curl"])
  }

  @Test func decodingRefusesAnInvalidID() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([AnimatorID].self, from: Data(#"["Not Valid"]"#.utf8))
    }
  }

  static let distances: [(AnimatorID, AnimatorID, Int)] = [
    ("fade", "fade", 0),
    ("fad", "fade", 1),
    ("fad", "flip", 3),
    ("fad", "slide", 4),
    ("", "fade", 4),
    ("fade", "", 4),
    ("kitten", "sitting", 3),
    ("cover-verticle", "cover-vertical", 2),
  ]

  @Test(arguments: distances)
  func editDistanceIsLevenshtein(a: AnimatorID, b: AnimatorID, expected: Int) {
    #expect(a.editDistance(to: b) == expected)
    #expect(b.editDistance(to: a) == expected)
  }
}
