// swift-format-ignore-file
// (Shadows of Apple API, not library code: they mirror Apple's names and carry no doc comments.)
// The availability build's shadows (.ci/parity/availability-build.sh compiles this file into
// every library module once more, next to the module's own sources). Each declaration has the
// name of a standard-library or Foundation API that Linux offers but iOS 15 / tvOS 15 /
// macOS 12 (Package.swift's deployment targets) or the Swift 6.0 toolchain do not. A module's
// own declarations shadow imported ones, so a use of the name in library code resolves here:
// - types are `@available(*, unavailable)`: using one is an error;
// - members (initializers, methods, static properties) are `@available(*, deprecated)`: the
//   constraint solver skips unavailable overloads in favour of Foundation's, but prefers a
//   deprecated one from the module itself, and the build fails on any warning.
// The message says which OS version (or toolchain) the API needs and where that is documented.
// Not a source of the package: never compiled into a product.
//
// Sources: each symbol's page under https://developer.apple.com/documentation/ (its
// "Availability" list) and the Swift Evolution proposal that introduced it.

import Foundation

// MARK: - Swift 6.2 toolchain (the package's tools version is 6.0)

@available(*, unavailable, message: "InlineArray needs iOS 26 / macOS 26 and Swift 6.2 (SE-0453; developer.apple.com/documentation/swift/inlinearray)")
public struct InlineArray<let count: Int, Element: ~Copyable>: ~Copyable {
  public init(repeating value: Element) where Element: Copyable { fatalError() }
  public init(_ body: (Int) throws -> Element) rethrows { fatalError() }
}

@available(*, unavailable, message: "Span needs Swift 6.2 / Xcode 26 (SE-0447; developer.apple.com/documentation/swift/span)")
public struct Span<Element> {}

@available(*, unavailable, message: "RawSpan needs Swift 6.2 / Xcode 26 (SE-0447; developer.apple.com/documentation/swift/rawspan)")
public struct RawSpan {}

@available(*, unavailable, message: "MutableSpan needs Swift 6.2 / Xcode 26 (SE-0467; developer.apple.com/documentation/swift/mutablespan)")
public struct MutableSpan<Element> {}

@available(*, unavailable, message: "MutableRawSpan needs Swift 6.2 / Xcode 26 (SE-0467; developer.apple.com/documentation/swift/mutablerawspan)")
public struct MutableRawSpan {}

@available(*, unavailable, message: "OutputSpan needs iOS 26 and Swift 6.2 (SE-0485; developer.apple.com/documentation/swift/outputspan)")
public struct OutputSpan<Element> {}

@available(*, unavailable, message: "UTF8Span needs iOS 26 and Swift 6.2 (SE-0464; developer.apple.com/documentation/swift/utf8span)")
public struct UTF8Span {}

// MARK: - iOS 18 / macOS 15 (Synchronization, 128-bit integers, RangeSet, task executors)

@available(*, unavailable, message: "Mutex needs iOS 18 / tvOS 18 / macOS 15 (SE-0433; developer.apple.com/documentation/synchronization/mutex)")
public struct Mutex<Value: ~Copyable>: ~Copyable {
  public init(_ initialValue: consuming sending Value) { fatalError() }
}

@available(*, unavailable, message: "Atomic needs iOS 18 / tvOS 18 / macOS 15 (SE-0410; developer.apple.com/documentation/synchronization/atomic)")
public struct Atomic<Value>: ~Copyable {
  public init(_ initialValue: consuming Value) { fatalError() }
}

@available(*, unavailable, message: "AtomicLazyReference needs iOS 18 / tvOS 18 / macOS 15 (SE-0410; developer.apple.com/documentation/synchronization/atomiclazyreference)")
public struct AtomicLazyReference<Instance: AnyObject>: ~Copyable {
  public init() { fatalError() }
}

@available(*, unavailable, message: "WordPair needs iOS 18 / tvOS 18 / macOS 15 (SE-0410; developer.apple.com/documentation/synchronization/wordpair)")
public struct WordPair {}

@available(*, unavailable, message: "UInt128 needs iOS 18 / tvOS 18 / macOS 15 (SE-0425; developer.apple.com/documentation/swift/uint128)")
public struct UInt128 {}

@available(*, unavailable, message: "Int128 needs iOS 18 / tvOS 18 / macOS 15 (SE-0425; developer.apple.com/documentation/swift/int128)")
public struct Int128 {}

@available(*, unavailable, message: "RangeSet needs iOS 18 / tvOS 18 / macOS 15 (SE-0270; developer.apple.com/documentation/swift/rangeset)")
public struct RangeSet<Bound: Comparable> {}

@available(*, unavailable, message: "TaskExecutor needs iOS 18 / tvOS 18 / macOS 15 (SE-0417; developer.apple.com/documentation/swift/taskexecutor)")
public protocol TaskExecutor {}

@available(*, unavailable, message: "withTaskExecutorPreference needs iOS 18 / tvOS 18 / macOS 15 (SE-0417)")
public func withTaskExecutorPreference<T>(_ executor: Any?, operation: () async throws -> T) async rethrows -> T { fatalError() }

@available(*, unavailable, message: "Expression needs iOS 18 / tvOS 18 / macOS 15 (developer.apple.com/documentation/foundation/expression)")
public struct Expression<each Input, Output> {}

// MARK: - iOS 17 / macOS 14 (Observation, discarding task groups, Predicate)

@available(*, unavailable, message: "Observable needs iOS 17 / tvOS 17 / macOS 14 (SE-0395; developer.apple.com/documentation/observation/observable)")
public protocol Observable {}

@available(*, unavailable, message: "@Observable needs iOS 17 / tvOS 17 / macOS 14 (SE-0395; developer.apple.com/documentation/observation/observable())")
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Observable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

@available(*, unavailable, message: "ObservationRegistrar needs iOS 17 / tvOS 17 / macOS 14 (SE-0395; developer.apple.com/documentation/observation/observationregistrar)")
public struct ObservationRegistrar {
  public init() { fatalError() }
}

@available(*, unavailable, message: "withObservationTracking needs iOS 17 / tvOS 17 / macOS 14 (SE-0395; developer.apple.com/documentation/observation/withobservationtracking(_:onchange:))")
public func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T { fatalError() }

@available(*, unavailable, message: "DiscardingTaskGroup needs iOS 17 / tvOS 17 / macOS 14 (SE-0381; developer.apple.com/documentation/swift/discardingtaskgroup)")
public struct DiscardingTaskGroup {}

@available(*, unavailable, message: "ThrowingDiscardingTaskGroup needs iOS 17 / tvOS 17 / macOS 14 (SE-0381)")
public struct ThrowingDiscardingTaskGroup<Failure: Error> {}

@available(*, unavailable, message: "withDiscardingTaskGroup needs iOS 17 / tvOS 17 / macOS 14 (SE-0381; developer.apple.com/documentation/swift/withdiscardingtaskgroup(returning:isolation:body:))")
public func withDiscardingTaskGroup<T>(returning: T.Type = T.self, body: (inout Any) async -> T) async -> T { fatalError() }

@available(*, unavailable, message: "withThrowingDiscardingTaskGroup needs iOS 17 / tvOS 17 / macOS 14 (SE-0381)")
public func withThrowingDiscardingTaskGroup<T>(returning: T.Type = T.self, body: (inout Any) async throws -> T) async throws -> T { fatalError() }

@available(*, unavailable, message: "Predicate needs iOS 17 / tvOS 17 / macOS 14 (developer.apple.com/documentation/foundation/predicate)")
public struct Predicate<each Input> {}

// MARK: - iOS 16 / macOS 13 (clocks and Duration, Regex, string processing, new URL API)

@available(*, unavailable, message: "Duration needs iOS 16 / tvOS 16 / macOS 13 (SE-0329; developer.apple.com/documentation/swift/duration)")
public struct Duration {
  public static func seconds<T: BinaryInteger>(_ seconds: T) -> Duration { fatalError() }
  public static func seconds(_ seconds: Double) -> Duration { fatalError() }
  public static func milliseconds<T: BinaryInteger>(_ milliseconds: T) -> Duration { fatalError() }
  public static func milliseconds(_ milliseconds: Double) -> Duration { fatalError() }
}

@available(*, unavailable, message: "Clock needs iOS 16 / tvOS 16 / macOS 13 (SE-0329; developer.apple.com/documentation/swift/clock)")
public protocol Clock {}

@available(*, unavailable, message: "InstantProtocol needs iOS 16 / tvOS 16 / macOS 13 (SE-0329)")
public protocol InstantProtocol {}

@available(*, unavailable, message: "DurationProtocol needs iOS 16 / tvOS 16 / macOS 13 (SE-0329)")
public protocol DurationProtocol {}

@available(*, unavailable, message: "ContinuousClock needs iOS 16 / tvOS 16 / macOS 13 (SE-0329; developer.apple.com/documentation/swift/continuousclock)")
@dynamicMemberLookup
public struct ContinuousClock {
  public init() { fatalError() }
  public subscript(dynamicMember member: String) -> Never { fatalError() }
}

@available(*, unavailable, message: "SuspendingClock needs iOS 16 / tvOS 16 / macOS 13 (SE-0329; developer.apple.com/documentation/swift/suspendingclock)")
@dynamicMemberLookup
public struct SuspendingClock {
  public init() { fatalError() }
  public subscript(dynamicMember member: String) -> Never { fatalError() }
}

@available(*, unavailable, message: "Regex needs iOS 16 / tvOS 16 / macOS 13 (SE-0350; developer.apple.com/documentation/swift/regex)")
public struct Regex<Output> {}

@available(*, unavailable, message: "Regex needs iOS 16 / tvOS 16 / macOS 13 (SE-0350; developer.apple.com/documentation/swift/regex)")
extension Regex where Output == Substring {
  public init(_ pattern: String) throws { fatalError() }
}

@available(*, unavailable, message: "RegexComponent needs iOS 16 / tvOS 16 / macOS 13 (SE-0351; developer.apple.com/documentation/swift/regexcomponent)")
public protocol RegexComponent {}

@available(*, unavailable, message: "LocalizedStringResource needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/localizedstringresource)")
public struct LocalizedStringResource {}

extension Task where Success == Never, Failure == Never {
  @available(*, deprecated, message: "Task.sleep(for:) needs iOS 16 / tvOS 16 / macOS 13 (SE-0329; developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)); use Task.sleep(nanoseconds:)")
  public static func sleep(for duration: Swift.Duration, tolerance: Swift.Duration? = nil) async throws {}
}

extension String {
  @available(*, deprecated, message: "String.ranges(of:) needs iOS 16 / tvOS 16 / macOS 13 (SE-0357)")
  public func ranges(of other: String) -> [Range<String.Index>] { [] }
  @available(*, deprecated, message: "String.firstRange(of:) needs iOS 16 / tvOS 16 / macOS 13 (SE-0357); Foundation's range(of:) works on iOS 15")
  public func firstRange(of other: String) -> Range<String.Index>? { nil }
  @available(*, deprecated, message: "String.replacing(_:with:) needs iOS 16 / tvOS 16 / macOS 13 (SE-0357); Foundation's replacingOccurrences(of:with:) works on iOS 15")
  public func replacing(_ other: String, with replacement: String) -> String { self }
  @available(*, deprecated, message: "String.trimmingPrefix(_:) needs iOS 16 / tvOS 16 / macOS 13 (SE-0357)")
  public func trimmingPrefix(_ prefix: String) -> Substring { self[...] }
}

extension URL {
  @available(*, deprecated, message: "URL(filePath:) needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/init(filepath:directoryhint:relativeto:)); use URL(fileURLWithPath:)")
  public init(filePath path: String, directoryHint: URL.DirectoryHint = .inferFromPath, relativeTo base: URL? = nil) { fatalError() }
  @available(*, deprecated, message: "URL.appending(path:) needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/appending(path:directoryhint:)); use appendingPathComponent(_:)")
  public func appending<S: StringProtocol>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL { self }
  @available(*, deprecated, message: "URL.appending(component:) needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/appending(component:directoryhint:)); use appendingPathComponent(_:)")
  public func appending<S: StringProtocol>(component: S, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL { self }
  @available(*, deprecated, message: "URL.path(percentEncoded:) needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/path(percentencoded:)); use .path")
  public func path(percentEncoded: Bool = true) -> String { "" }
  @available(*, deprecated, message: "URL.temporaryDirectory needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/temporarydirectory); use FileManager.default.temporaryDirectory")
  public static var temporaryDirectory: URL { fatalError() }
  @available(*, deprecated, message: "URL.homeDirectory needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/homedirectory)")
  public static var homeDirectory: URL { fatalError() }
  @available(*, deprecated, message: "URL.documentsDirectory needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/documentsdirectory)")
  public static var documentsDirectory: URL { fatalError() }
  @available(*, deprecated, message: "URL.currentDirectory() needs iOS 16 / tvOS 16 / macOS 13 (developer.apple.com/documentation/foundation/url/currentdirectory())")
  public static func currentDirectory() -> URL { fatalError() }
}
