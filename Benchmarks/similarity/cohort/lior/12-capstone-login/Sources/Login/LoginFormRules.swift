// Validation policy for the credentials form. Pure value type, no dependencies.
struct CredentialPolicy {
    var requiredLength = 8

    func issue(withEmail value: String) -> SignIn.EmailIssue? {
        if value.isEmpty { return .missing }
        if !value.contains("@") { return .malformed }
        return nil
    }

    func issue(withPassword value: String) -> SignIn.PasswordIssue? {
        if value.isEmpty { return .missing }
        if value.count < requiredLength { return .short(required: requiredLength) }
        return nil
    }

    func evaluate(_ mail: String, _ secret: String) -> SignIn.Validate.Response {
        let mailIssue = issue(withEmail: mail)
        let secretIssue = issue(withPassword: secret)
        return SignIn.Validate.Response(
            emailIssue: mailIssue,
            passwordIssue: secretIssue,
            isSendable: mailIssue == nil && secretIssue == nil
        )
    }
}
