import Testing

@testable import NonsendingSource

@Test func spyOfANonsendingModuleInATargetWithoutTheFeature() async {
  let spy = DebouncerSpy()
  spy.asyncExecute {}
  await spy.run {}
  #expect(spy.asyncExecuteCallsCount == 1 && spy.runCallsCount == 1)
}
