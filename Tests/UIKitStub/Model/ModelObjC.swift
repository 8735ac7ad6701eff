// The Objective-C runtime's associated objects, which Linux lacks: on Apple platforms `import
// UIKit` re-exports them from the ObjectiveC module, so CurtainUIKit calls the same functions on
// both. Only `UIResponder` subclasses (views, controllers) can carry associated objects here; the
// value is stored on the object itself, so it is released exactly when the object is.
// Mirrors: documentation/objectivec/1418509-objc_setassociatedobject

// swift-format-ignore: AllPublicDeclarationsHaveDocumentation, TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
/// How an associated object is held (only the retaining policies are modelled).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak, unretained reference.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copied reference, not atomic.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, atomic.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copied reference, atomic.
  case OBJC_ASSOCIATION_COPY = 771
}

/// The associated objects of one responder (model only).
final class AssociatedStore {
  var values: [UnsafeRawPointer: Any] = [:]
}

/// Carries a call's arguments onto the main actor the model runs on.
private struct AssociationCall: @unchecked Sendable {
  let object: Any
  let key: UnsafeRawPointer
  let value: Any?
}

// swift-format-ignore: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
/// The value associated with `object` for `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  let call = AssociationCall(object: object, key: key, value: nil)
  let result = MainActor.assumeIsolated { () -> AssociationCall in
    let found = (call.object as? UIResponder)?.associated.values[call.key]
    return AssociationCall(object: call.object, key: call.key, value: found)
  }
  return result.value
}

// swift-format-ignore: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
/// Associates `value` with `object` for `key` (`nil` removes it).
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  let call = AssociationCall(object: object, key: key, value: value)
  MainActor.assumeIsolated {
    guard let responder = call.object as? UIResponder else {
      UIKitModel.fail(
        .unsupported, "the model keeps associated objects only on UIResponder subclasses")
      return
    }
    responder.associated.values[call.key] = call.value
  }
}
