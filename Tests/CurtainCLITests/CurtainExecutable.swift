import Foundation

/// The built `curtain` executable, found next to the test bundle in the products directory, as
/// swift-argument-parser's tests find theirs.
enum CurtainExecutable {
  /// The directory holding the built products: the test bundle's directory.
  static var productsDirectory: [URL] {
    var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    let arguments0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(arguments0.deletingLastPathComponent())
    return candidates
  }

  /// The built `curtain` executable, if it is there.
  static let url: URL? = productsDirectory.map { $0.appendingPathComponent("curtain") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

}
