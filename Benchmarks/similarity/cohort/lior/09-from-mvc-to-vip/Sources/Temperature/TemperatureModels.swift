// Which scale the reading is displayed in.
enum ReadingScale: Equatable, Sendable {
    case centigrade
    case imperial

    var flipped: ReadingScale {
        switch self {
        case .centigrade:
            return .imperial
        case .imperial:
            return .centigrade
        }
    }
}

// Namespaces for the scene's messages.
enum Thermo {

    // user picks a city
    enum Open {
        struct Request: Equatable {
            var cityName: String
        }
    }

    // the unit toggle; carries nothing, the interactor has the state
    enum ToggleScale {
        struct Request: Equatable {}
    }

    // the outcome of either use case
    enum Render {
        // reading kept in Celsius, plus the freezing verdict
        struct Response: Equatable {
            var place: String
            var degreesC: Int
            var scale: ReadingScale
            var belowZero: Bool
        }

        // service returned nothing for this place
        struct UnavailableResponse: Equatable {
            var place: String
        }

        // final strings for the screen
        struct ViewModel: Equatable {
            var line: String
            var alert: String?
        }
    }
}
