// Pushes Home after passing it the logged-in user.
@MainActor
final class LoginRouter: LoginRoutingLogic, LoginDataPassing {

    weak var viewController: LoginViewController?
    var dataStore: (any LoginDataStore)?

    func routeToHome() {
        let next = HomeConfigurator.configure()
        if let target = next.router?.dataStore {
            handUser(to: target)
        }
        viewController?.navigator?.push(next)
    }

    private func handUser(to target: any HomeDataStore) {
        target.user = dataStore?.user
    }
}
