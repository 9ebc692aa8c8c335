import Testing
import Waiting

@MainActor @Test func countsTheItems() async {
  let sut = WaitingInteractor()
  let spy = PresenterSpy()
  sut.presenter = spy
  sut.count([4, 5, 6])
  #expect(await spy.nextCount() == 3)
}
