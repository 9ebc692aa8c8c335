/// The Temperature scene's use case.
enum TemperatureScene {
  enum Load {
    struct Request {
      var city: String
    }
    /// Raw values and the decision, no text.
    struct Response: Equatable {
      var celsius: Int
      var city: String
      var isFreezing: Bool
    }
    /// Exactly what the screen shows.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}

@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func loadTemperature(request: TemperatureScene.Load.Request)
}

@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentTemperature(response: TemperatureScene.Load.Response)
}

@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Load.ViewModel)
}

@MainActor protocol TemperatureWorkerLogic: AnyObject {
  func fetchCelsius(city: String) -> Int
}

/// The "after": a view that only forwards and displays.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?
  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    interactor?.loadTemperature(request: TemperatureScene.Load.Request(city: city))
  }

  func displayTemperature(viewModel: TemperatureScene.Load.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }
}

/// Builds the scene around the app's API client.
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let viewController = TemperatureViewController()
    let interactor = TemperatureInteractor()
    let presenter = TemperaturePresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    interactor.worker = TemperatureWorker(api: api)
    presenter.viewController = viewController
    return viewController
  }
}
