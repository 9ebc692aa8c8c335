import Testing

@Suite("VIP010: an MVVM view model in a VIP scene")
struct VIP010Tests {
  @Test("an observable view model in a scene's folder is found")
  func found() {
    expectFindings(
      "VIP010",
      """
      final class 1️⃣LoginViewModel: ObservableObject {
        @Published var name = ""
      }
      @Observable final class 2️⃣ProfileViewModel {}
      final class LoginInteractor: LoginBusinessLogic { func login(request: Int) {} }
      """)
  }

  @Test("near misses: VIP's ViewModel structs, a view model outside any scene")
  func nearMisses() {
    expectFindings(
      "VIP010",
      """
      enum Login { struct ViewModel { var text: String } }
      final class LoginInteractor: LoginBusinessLogic { func login(request: Int) {} }
      """)
    // No interactor or presenter in this folder: not a VIP scene, nothing to say.
    #expect(
      findings(
        "VIP010", in: "final class SettingsViewModel: ObservableObject {}",
        path: "Sources/Settings/SettingsViewModel.swift"
      ).isEmpty)
  }
}
