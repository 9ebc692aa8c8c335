/// How VIPKit builds a copy of a package that it made for itself and throws away: a
/// mutation run's scratch copy, a grading workspace.
///
/// Such a build does not index the toolchain's modules. SwiftPM keeps an index store for
/// debug builds (on Linux it finds the XCTest tests there, so the store itself must stay),
/// and by default the compiler writes into it every system module each file imports:
/// Foundation, Glibc, Dispatch, XCTest, Swift Testing. A fresh build folder has an empty
/// store, so a copy paid for all of it again: on a small package on Linux, 8.4 to 8.9 s of
/// cold build with them, 5.5 to 5.9 s without (module cache warm either way; its index 6.7 MB
/// against 148 KB). The package's own files are still indexed, so the same tests are found.
///
/// Only for folders VIPKit made: in a user's or a student's own package the flag would
/// differ from their own `swift build`'s, and each would rebuild everything after the other.
package enum ScratchBuild {
  /// What keeps the toolchain's modules out of the index, for `swift build` or `swift test`.
  package static let indexingOwnFilesOnly = ["-Xswiftc", "-index-ignore-system-modules"]

  /// `swift build` of the package and its tests, indexing only the package's own files.
  package static let arguments = ["build", "--build-tests"] + indexingOwnFilesOnly
}
