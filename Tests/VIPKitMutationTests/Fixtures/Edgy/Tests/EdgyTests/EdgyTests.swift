import Foundation
import Testing

@testable import Edgy

@Test func labels() {
  #expect(EdgyPresenter().label(3) == "3")
  #expect(EdgyPresenter().title() == "Edgy")
}

@Test func notifies() {
  let log = Logger()
  EdgyPresenter().notify(log)
  #expect(log.lines == ["notified"])
  #expect(Base(name: "b").name == "b")
}

/// A test that writes where it runs: in a mutation run, that must be the scratch copy.
@Test func writesARelativeFile() throws {
  try "written".write(toFile: "written-by-a-test.txt", atomically: true, encoding: .utf8)
}
