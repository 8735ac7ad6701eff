import Curtain
import CurtainEngine
import Testing

/// The core's one table of which screen plays which actors, written out from UIKit's
/// `view(forKey:)` naming: the presented view is `.to` when presenting and `.from` when
/// dismissing.
@Suite struct ScreenRolesTests {
  @Test func theTableNamesEachScreenAsUIKitDoes() {
    func table(_ operation: TransitionOperation) -> [String] {
      ScreenRoles.roles(for: operation).map { role in
        "\(role.side == .from ? "from" : "to"):\(role.actors.map(\.description).joined(separator: "+"))"
          + (role.isArriving ? ":arriving" : "")
      }
    }
    #expect(table(.present) == ["from:from+presenting", "to:to+presented:arriving"])
    #expect(table(.dismiss) == ["to:to+presenting", "from:from+presented"])
    #expect(table(.push) == ["from:from", "to:to:arriving"])
    #expect(table(.pop) == ["from:from", "to:to"])
    #expect(table(.tab) == ["from:from", "to:to"])
    #expect(ScreenRoles.presentationUpdate.actors == [.presented])
  }

  @Test func everyOperationHasOneRolePerSide() {
    for operation in TransitionOperation.allCases {
      let sides = ScreenRoles.roles(for: operation).map(\.side)
      #expect(sides.count == 2 && Set(sides) == [.from, .to], "\(operation)")
    }
  }
}
