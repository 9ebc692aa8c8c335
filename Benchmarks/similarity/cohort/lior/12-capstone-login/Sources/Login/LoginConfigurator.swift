// Wires the sign-in VIP cycle around an authentication service.
@MainActor
enum LoginConfigurator {
    static func configure(
        service: any AuthenticationService = FakeAuthenticationService()
    ) -> LoginViewController {
        let screen = LoginViewController()
        let logic = LoginInteractor(authenticator: service)
        let writer = LoginPresenter()
        let nav = LoginRouter()
        screen.interactor = logic
        screen.router = nav
        logic.presenter = writer
        writer.viewController = screen
        nav.viewController = screen
        nav.dataStore = logic
        return screen
    }
}
