// Request / Response / ViewModel types used by the product list scene.
enum ProductList {

    // Filling the table once the screen is up.
    enum FetchCatalogue {
        struct Request {}

        struct Response {
            var items: [Product]
        }

        struct ViewModel {
            var lines: [String]
        }
    }

    // A row of the table was picked.
    enum PickItem {
        struct Request {
            var row: Int
        }

        // Empty on purpose: the picked product stays in the data store until the router reads it.
        struct Response {}

        struct ViewModel {}
    }

}
