// The Swift runtime records, for every stored field of a class or struct, whether the field
// holds its value strongly. `Mirror` does not expose it (a `weak var` reflects exactly like a
// strong optional), but the runtime entry point that the standard library's own field
// iteration uses does. The harness never uses it to decide *whether* a scene leaks (that is
// proven by releasing the scene and watching objects deallocate); it uses it only to explain a
// proven leak: which stored references form the cycle, and which one should be weak.

/// The layout the runtime fills in for one field (stdlib's `_FieldReflectionMetadata`).
private struct RuntimeFieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong: Bool = false
  var isVar: Bool = false
  /// Room to spare, should a later runtime write a larger record.
  var reserved: (Int, Int, Int, Int) = (0, 0, 0, 0)
}

@_silgen_name("swift_getMetadataKind")
private func runtimeMetadataKind(_ type: Any.Type) -> UInt

/// The metadata kinds that have field records: classes (0) and structs (0x200).
private let kindsWithFields: Set<UInt> = [0, 0x200]

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeFieldMetadata(
  _ type: Any.Type,
  index: Int,
  fieldMetadata: UnsafeMutablePointer<RuntimeFieldMetadata>
) -> Any.Type

/// Which stored fields of a type hold their value weakly (or `unowned`), read once per type.
package struct FieldOwnership {
  private var weakFieldsByType: [ObjectIdentifier: Set<String>] = [:]

  package init() {}

  /// Whether `field`, a stored property of `type` (a class, with its superclasses, or a
  /// struct), holds its value strongly. Unknown fields count as strong: a leak explanation
  /// may then name a cycle through them, but a weak field is never blamed.
  mutating func isStrong(field: String, of type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let weakFields = weakFieldsByType[key] {
      return !weakFields.contains(field)
    }
    var weakFields: Set<String> = []
    // A custom `Mirror` can name any type as its subject; only ask about types with fields.
    let count = kindsWithFields.contains(runtimeMetadataKind(type)) ? runtimeFieldCount(type) : 0
    for index in 0..<count {
      var metadata = RuntimeFieldMetadata()
      _ = runtimeFieldMetadata(type, index: index, fieldMetadata: &metadata)
      if let name = metadata.name {
        if !metadata.isStrong {
          weakFields.insert(String(cString: name))
        }
        metadata.freeName?(name)
      }
    }
    weakFieldsByType[key] = weakFields
    return !weakFields.contains(field)
  }
}
