/// VIP017: the view asks a worker or a service. The view displays and forwards the user's
/// actions to the interactor; fetching, storing and authenticating go through the interactor
/// to a worker or the app's service. A view that holds one (`var service: AuthService`) has
/// taken the interactor's place, whatever protocol hides the network: VIP009 sees I/O only
/// through Foundation's own types. Only a view that has an interactor is judged: a screen of
/// another pattern (the MVC screen a scene is replacing) has nobody else to ask.
struct ViewAsksWorker: Rule {
  let info = RuleInfo(
    id: "VIP017", name: "ViewAsksWorker",
    reason: "the view asks a worker or a service: it forwards requests to the interactor",
    fix: "Remove the view's worker or service; send a request to the interactor, which asks "
      + "the worker and presents what it answers.",
    exercise: "Exercises/03-the-interactor")

  /// The name endings of an app's own services: what a worker wraps.
  static let serviceSuffixes = ["Service", "API", "Api", "Client", "Repository", "Gateway"]

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for (type, _) in file.types(playing: [.view]) {
      // A screen with no interactor is another pattern's (an MVC screen a scene replaces),
      // not a VIP view bypassing its interactor.
      guard !file.properties(of: type, matching: { $0.role == .interactor }).isEmpty else {
        continue
      }
      var held: Set<String> = []
      for property in type.properties where property.isStored && !property.isStatic {
        let text = property.type ?? property.initializer.map(CheckedFile.constructedType) ?? ""
        guard let what = Self.workerOrService(in: text, index: file.index) else { continue }
        held.insert(property.name)
        findings.append(
          file.finding(
            info, at: property.token,
            "\(type.name).\(property.name) holds \(what): the view forwards requests to the "
              + "interactor, which asks it"))
      }
      for access in file.accesses(to: held, in: type) {
        findings.append(
          file.finding(
            info, at: access,
            "\(type.name) asks \(file.outline.text(access)) itself: the view forwards requests "
              + "to the interactor, which asks it"))
      }
    }
    return CheckedFile.onePerLine(findings)
  }

  /// `a worker (LoginWorkerLogic)` or `a service (AuthenticationService)` for a type
  /// annotation that names one of the app's workers or services.
  static func workerOrService(in text: String, index: RoleIndex) -> String? {
    for name in RoleIndex.identifiers(in: text) where !RoleIndex.isTestDouble(name) {
      if let reference = index.reference(forName: name), reference.role == .worker {
        return "a worker (\(name))"
      }
      if serviceSuffixes.contains(where: { name.hasSuffix($0) && name != $0 }),
        index.reference(forName: name) == nil
      {
        return "a service (\(name))"
      }
    }
    return nil
  }
}
