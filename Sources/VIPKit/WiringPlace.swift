/// Where a scene is wired, as the harness's advice names it: the scene's configurator when
/// its module has one (`ProfileConfigurator`, older Clean Swift and most courses), else the
/// view controller's `setup()`, where the Clean Swift template wires the scene from both
/// initialisers. Advice that named both sent a student with no configurator looking for one.
@MainActor enum WiringPlace {
  /// `ProfileConfigurator`, or `ProfileViewController's setup()`.
  static func name(forSceneOf view: AnyObject) -> String {
    let viewName = Reflection.typeName(of: view)
    let configurator = "\(LeakCheck.sceneName(of: viewName))Configurator"
    let module = String(reflecting: type(of: view)).split(separator: ".").first.map(String.init)
    if let module, typeExists(named: configurator, in: module) { return configurator }
    return "\(viewName)'s setup()"
  }

  /// Whether `module` declares a type `name` (class, enum or struct). The runtime finds a
  /// type by its mangled name, `<length><module><length><name><kind>`; an identifier that is
  /// not plain ASCII mangles otherwise and is not found, so the advice falls back to
  /// `setup()`, which is still a place a scene is wired.
  static func typeExists(named name: String, in module: String) -> Bool {
    guard name.allSatisfy(\.isASCII), module.allSatisfy(\.isASCII) else { return false }
    return ["C", "O", "V"].contains { kind in
      _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)\(kind)") != nil
    }
  }
}
