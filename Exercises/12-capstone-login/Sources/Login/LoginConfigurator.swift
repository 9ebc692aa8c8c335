/// Builds the login scene around the app's authentication service. Its name and signature
/// are fixed (the tests build the scene with it); what it creates and wires is yours.
@MainActor enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    _ = service
    return LoginViewController()
  }
}
