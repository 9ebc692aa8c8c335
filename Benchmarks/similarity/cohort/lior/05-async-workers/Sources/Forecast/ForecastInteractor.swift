// Asks the worker for the forecast in the background and reports progress
// (loading on / result / loading off) to the presenter.
@MainActor
final class ForecastInteractor: ForecastBusinessLogic {

    var presenter: (any ForecastPresentationLogic)?
    var worker: (any ForecastWorkerLogic)?

    func loadForecast(request: ForecastScene.Load.Request) {
        guard let service = worker else {
            return
        }
        presenter?.presentLoading(isLoading: true)

        let requestedCity = request.city
        Task { [weak self, service] in
            let result: Result<Forecast, ForecastError>
            do throws(ForecastError) {
                let fetched = try await service.fetchForecast(city: requestedCity)
                result = .success(fetched)
            } catch {
                result = .failure(error)
            }
            self?.deliver(result)
        }
    }

    private func deliver(_ result: Result<Forecast, ForecastError>) {
        switch result {
        case let .success(weather):
            presenter?.presentForecast(weather)
        case let .failure(problem):
            presenter?.presentError(problem)
        }
        presenter?.presentLoading(isLoading: false)
    }
}
