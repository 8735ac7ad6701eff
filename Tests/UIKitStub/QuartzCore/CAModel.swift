// Model machinery of the QuartzCore stub: where a layer keeps its values, and the hook through
// which the UIKit model (Tests/UIKitStub/Model) sees every write, so that a write inside an
// animation block becomes an animation. Not part of Apple's interface.

/// A layer's stored values (model only).
struct CALayerStorage {
  var cornerRadius: CGFloat = 0
  var maskedCorners = CACornerMask(rawValue: 15)
  var masksToBounds = false
  var shadowColor: CGColor?
  var shadowOpacity: Float = 0
  var shadowRadius: CGFloat = 3
  var shadowOffset = CGSize(width: 0, height: -3)
  var transform = CATransform3DIdentity
}

/// The hook that reports every write to a layer or view property (model only).
@MainActor
public enum CAModelTransaction {
  /// Called after every write with the object, the key, the old and the new value.
  ///
  /// The UIKit model installs it. Writes made while ``isWritingBack`` is true are not reported.
  public static var observer: ((AnyObject, String, Any, Any) -> Void)?
  /// True while the model writes animation results back (no observation).
  public static var isWritingBack = false

  /// Reports a write.
  public static func report(_ object: AnyObject, _ key: String, from old: Any, to new: Any) {
    guard !isWritingBack else { return }
    observer?(object, key, old, new)
  }
}

extension CALayer {
  nonisolated func didSet(_ key: String, from old: Any, to new: Any) {
    // The model runs on the main thread only (CurtainUIKit is @MainActor); a layer written from
    // elsewhere traps here.
    let write = CAModelWrite(object: self, key: key, old: old, new: new)
    MainActor.assumeIsolated {
      CAModelTransaction.report(write.object, write.key, from: write.old, to: write.new)
    }
  }
}

/// One write, carried onto the main actor the model already runs on.
struct CAModelWrite: @unchecked Sendable {
  let object: AnyObject
  let key: String
  let old: Any
  let new: Any
}

/// The display links added to the run loop (model only).
@MainActor
public enum CADisplayLinkModel {
  /// The links, strongly held until invalidated (as the run loop holds them).
  static var links: [CADisplayLink] = []

  /// A link carried onto the main actor, where the model keeps its links (every caller is
  /// already there: `MainActor.assumeIsolated` checks it).
  struct Handle: @unchecked Sendable {
    let link: CADisplayLink
  }
  /// The virtual clock's time, which ``CACurrentMediaTime()`` reads.
  public static var now: CFTimeInterval = 0

  /// Fires every link once, with `timestamp` as the frame time.
  public static func fire(timestamp: CFTimeInterval) {
    now = timestamp
    for link in links {
      link.stamp = timestamp
      link.action(link)
    }
  }

  /// Forgets every link (a fresh world).
  public static func reset() {
    links = []
    now = 0
  }
}
