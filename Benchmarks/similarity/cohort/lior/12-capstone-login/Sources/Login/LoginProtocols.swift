// view -> interactor
@MainActor
protocol LoginBusinessLogic: AnyObject {
    func checkForm(request: SignIn.Validate.Request)
    func logIn(request: SignIn.Submit.Request)
}

// kept for the following scene
@MainActor
protocol LoginDataStore: AnyObject {
    var user: User? { get }
}

// interactor -> presenter
@MainActor
protocol LoginPresentationLogic: AnyObject {
    func presentFormCheck(response: SignIn.Validate.Response)
    func presentLoading(response: SignIn.Busy.Response)
    func presentLoginSucceeded(response: SignIn.Submit.Granted)
    func presentLoginFailed(response: SignIn.Submit.Denied)
}

// presenter -> view
@MainActor
protocol LoginDisplayLogic: AnyObject {
    func displayFormCheck(viewModel: SignIn.Validate.ViewModel)
    func displayLoading(viewModel: SignIn.Busy.ViewModel)
    func displayLoginSucceeded(viewModel: SignIn.Submit.ViewModel)
    func displayLoginFailed(viewModel: SignIn.Submit.ViewModel)
}

// navigation out of the login screen
@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToHome()
}

// data handed over by the router
@MainActor
protocol LoginDataPassing: AnyObject {
    var dataStore: (any LoginDataStore)? { get }
}
