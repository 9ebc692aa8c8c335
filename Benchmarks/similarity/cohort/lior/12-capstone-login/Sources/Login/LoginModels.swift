// Message types for the sign-in screen.
enum SignIn {

    enum EmailIssue: Equatable, Sendable {
        case missing
        case malformed
    }

    enum PasswordIssue: Equatable, Sendable {
        case missing
        case short(required: Int)
    }

    // live validation while typing
    enum Validate {
        // raw field contents
        struct Request {
            var typedEmail: String
            var typedPassword: String
        }

        // per-field issue + whether submitting is allowed
        struct Response: Equatable {
            var emailIssue: EmailIssue?
            var passwordIssue: PasswordIssue?
            var isSendable: Bool
        }

        struct ViewModel: Equatable {
            var emailHint: String?
            var passwordHint: String?
            var loginAllowed: Bool
        }
    }

    // the actual authentication
    enum Submit {
        struct Request {
            var typedEmail: String
            var typedPassword: String
        }

        struct Granted {
            var account: User
        }

        struct Denied {
            var reason: LoginError
        }

        // text shown below the button
        struct ViewModel: Equatable {
            var text: String
        }
    }

    // spinner on/off
    enum Busy {
        struct Response {
            var active: Bool
        }

        struct ViewModel: Equatable {
            var active: Bool
        }
    }
}
