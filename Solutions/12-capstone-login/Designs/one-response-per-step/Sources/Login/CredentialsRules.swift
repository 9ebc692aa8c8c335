/// The form's rules, a value the interactor owns: nothing to fake, so no worker.
struct CredentialsRules {
  var minimumPasswordLength = 8

  func check(_ form: SignIn.Form.Request) -> SignIn.Form.Response {
    SignIn.Form.Response(
      emailProblem: form.email.isEmpty ? .empty : form.email.contains("@") ? nil : .malformed,
      passwordProblem: form.password.isEmpty
        ? .empty : form.password.count < minimumPasswordLength ? .malformed : nil)
  }
}
