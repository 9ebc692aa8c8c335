// The workspace project's presenter.
protocol ProfilePresentationLogic {
  func presentProfile(name: String)
}
