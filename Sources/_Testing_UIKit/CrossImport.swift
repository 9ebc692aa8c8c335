// Swift Testing declares a cross-import overlay with UIKit (the toolchain's
// `Testing.swiftcrossimport/UIKit.swiftoverlay`): a file that imports both `Testing` and
// `UIKit` makes the compiler import `_Testing_UIKit` too, which Apple ships with the iOS SDK
// (attachments of UIKit images) and which Linux's toolchain lacks. With the UIKit stand-in,
// such a test file would fail with "no such module '_Testing_UIKit'"; this module, part of
// the `UIKitStandIn` product, is what the compiler finds instead. An overlay stands in for
// the module that declares it, so it must re-export `Testing`: empty, it hid `@Test`,
// `@Suite` and `#expect` from a file that imports only `Testing` and `UIKit` ("unknown
// attribute 'Suite'"). Guarded as the harness's own `import Testing` is. Where the real UIKit
// is, so is the real overlay, and this module is not linked.
#if canImport(Testing)
  @_exported import Testing
#endif
