import Foundation

/// UIKit for where there is none: Linux, and `swift test` on a Mac. The course's scenes are
/// written as in an iOS app (`import UIKit`, view controllers, a navigation stack), and the
/// exercises link this module in UIKit's place on those platforms only, so the very same
/// source compiles against real UIKit in an iOS target. It holds only what the course uses,
/// each member behaving as Apple documents it; each type says what it keeps and what it
/// leaves out.
///
/// What differs everywhere: nothing is drawn, and every controller acts as if its view were
/// in a window (presenting and pushing work without one, where UIKit would refuse a
/// presentation and log a warning); animations do not exist, so `animated:` is ignored and
/// each completion runs before the call returns.
///
/// `UIResponder`: the common parent of views and view controllers, as in UIKit. Left out:
/// the responder chain (`next`, first responder, touches), since nothing here receives
/// events but through `UIControl.sendActions(for:)`; and `NSObject` as an ancestor, since
/// overriding its nonisolated `init()` from the main actor does not compile in Swift 6 (UIKit
/// gets away with it as an Objective-C import), so the Objective-C bits (KVO, selectors,
/// `isEqual(_:)`) are left out too: compare screens with `===`.
@MainActor
open class UIResponder {
  public init() {}
}
