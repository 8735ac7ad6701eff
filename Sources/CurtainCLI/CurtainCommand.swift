import CurtainAnimators
import CurtainHeadless
import Foundation

/// The `curtain` tool: list, describe, validate and render transitions.
public enum CurtainCommand {
  /// Runs the tool.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: The exit status: 0 on success, 1 on a failure, 2 on a usage error.
  public static func main(arguments: [String]) -> Int32 {
    FileHandle.standardError.write(Data("curtain: not built yet\n".utf8))
    return 1
  }
}
