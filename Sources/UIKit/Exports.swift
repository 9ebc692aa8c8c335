// `import UIKit` brings Foundation with it (`Bundle`, `NSCoder`, `Date`, `URL`), so a scene
// that imports UIKit alone compiles against UIKit on iOS; the stand-in does the same, or the
// very same file would need an `import Foundation` here that it does not need there.
@_exported import Foundation
