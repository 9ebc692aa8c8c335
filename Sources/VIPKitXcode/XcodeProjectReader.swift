import Foundation
import VIPKitCore

/// Turns the objects of a `project.pbxproj` into an `XcodeProject`: resolves each file's
/// path through its groups, collects each target's Swift files from its Sources phase and
/// from folder-synchronized groups (Xcode 16) with their exceptions.
struct XcodeProjectReader {
  let url: URL
  let file: String
  let plist: PropertyList

  /// The objects by id, each a dictionary.
  private var objects: [String: [String: PropertyList]] = [:]
  /// Where each file reference, group and synchronized folder is on disk.
  private var paths: [String: URL] = [:]
  private var root: URL

  init(url: URL, file: String, plist: PropertyList) {
    self.url = url.standardizedFileURL
    self.file = file
    self.plist = plist
    self.root = self.url.deletingLastPathComponent()
  }

  func read() throws(Diagnostic) -> XcodeProject {
    var reader = self
    return try reader.readProject()
  }

  private mutating func readProject() throws(Diagnostic) -> XcodeProject {
    guard let table = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
      let project = table[rootID]?.dictionary, project["isa"]?.string == "PBXProject"
    else {
      throw Diagnostic(
        .error, "\(file) is not an Xcode project file: it has no PBXProject root object",
        notes: ["Give the .xcodeproj folder that Xcode opens."])
    }
    objects = table.compactMapValues(\.dictionary)
    if let directory = project["projectDirPath"]?.string, !directory.isEmpty {
      root =
        directory.hasPrefix("/")
        ? URL(fileURLWithPath: directory) : root.appendingPathComponent(directory)
      root = root.standardizedFileURL
    }
    var visited: Set<String> = []
    if let main = project["mainGroup"]?.string {
      walk(main, parent: root, depth: 0, visited: &visited)
    }
    let projectSettings = settings(of: project["buildConfigurationList"]?.string)
    var targets: [XcodeProject.Target] = []
    for id in project["targets"]?.strings ?? [] {
      guard let object = objects[id] else {
        throw Diagnostic(
          .error, "\(file) lists a target \(id) that it does not define",
          notes: ["The project file is damaged: open it in Xcode, or restore it."])
      }
      targets.append(target(id: id, object, projectSettings: projectSettings))
    }
    let attributes = project["attributes"]?["TargetAttributes"]?.dictionary ?? [:]
    let tested = attributes.compactMapValues { $0["TestTargetID"]?.string }
    let referenced = objects.compactMap { id, object -> URL? in
      let isa = object["isa"]?.string
      guard isa == "PBXFileReference" || isa == "PBXFileSystemSynchronizedRootGroup" else {
        return nil
      }
      return paths[id]
    }
    let packages = objects.values.filter { $0["isa"]?.string == "XCLocalSwiftPackageReference" }
      .compactMap { $0["relativePath"]?.string }.sorted()
      .map { ContainerPath.resolve($0, in: root) }
    return XcodeProject(
      url: url, root: root, targets: targets, localPackages: packages,
      referencedPaths: Array(Set(referenced)).sorted { $0.path < $1.path },
      testedTargetIDs: tested)
  }

  // MARK: - Paths

  /// Records the path of `id` and of everything below it. `visited` and `depth` keep a
  /// damaged project (a group inside itself) from looping.
  private mutating func walk(_ id: String, parent: URL, depth: Int, visited: inout Set<String>) {
    guard depth < 64, visited.insert(id).inserted, let object = objects[id] else { return }
    guard let path = resolve(object, parent: parent) else { return }
    paths[id] = path
    for child in object["children"]?.strings ?? [] {
      walk(child, parent: path, depth: depth + 1, visited: &visited)
    }
  }

  /// Where `object` is: its `path` against its `sourceTree`; `nil` for places only a build
  /// knows (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`).
  private func resolve(_ object: [String: PropertyList], parent: URL) -> URL? {
    let base: URL
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>": base = parent
    case "SOURCE_ROOT": base = root
    case "<absolute>": base = URL(fileURLWithPath: "/")
    default: return nil
    }
    guard let path = object["path"]?.string, !path.isEmpty else { return base }
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    return url.standardizedFileURL
  }

  // MARK: - Targets

  private func target(
    id: String, _ object: [String: PropertyList], projectSettings: [String: PropertyList]
  ) -> XcodeProject.Target {
    var files: [URL] = []
    for phase in object["buildPhases"]?.strings ?? [] {
      guard objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
      for buildFile in objects[phase]?["files"]?.strings ?? [] {
        guard let reference = objects[buildFile]?["fileRef"]?.string,
          let path = paths[reference], path.pathExtension == "swift"
        else { continue }
        files.append(path)
      }
    }
    files += synchronizedFiles(of: id, object)
    var seen: Set<URL> = []
    files = files.filter { seen.insert($0).inserted }
    let dependencies = (object["dependencies"]?.strings ?? []).compactMap { dependency in
      let target = objects[dependency]?["target"]?.string
      return target.flatMap { objects[$0]?["name"]?.string } ?? objects[dependency]?["name"]?.string
    }
    let own = settings(of: object["buildConfigurationList"]?.string)
    return XcodeProject.Target(
      id: id, name: object["name"]?.string ?? id,
      productType: object["productType"]?.string ?? "", swiftFiles: files,
      dependencies: dependencies, settings: projectSettings.merging(own) { $1 })
  }

  /// The Swift files folder-synchronized groups give target `id`: every file of each group
  /// the target lists, less the exceptions set for this target; and, from the groups it does
  /// not list, the files an exception set adds to it (Xcode's membership toggles).
  private func synchronizedFiles(of id: String, _ target: [String: PropertyList]) -> [URL] {
    let listed = target["fileSystemSynchronizedGroups"]?.strings ?? []
    var files: [URL] = []
    let groups = objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
      .sorted { $0.key < $1.key }
    for (groupID, group) in groups {
      guard let folder = paths[groupID] else { continue }
      let exceptions = (group["exceptions"]?.strings ?? []).compactMap { objects[$0] }
        .filter {
          $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
            && $0["target"]?.string == id
        }
        .flatMap { $0["membershipExceptions"]?.strings ?? [] }
      let isListed = listed.contains(groupID)
      guard isListed || !exceptions.isEmpty else { continue }
      for (file, relative) in Self.swiftFiles(in: folder) {
        let excepted = exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
        if isListed != excepted { files.append(file) }
      }
    }
    return files
  }

  /// The `.swift` files below `folder`, with their paths relative to it, sorted; hidden
  /// files and folders skipped, as Xcode skips them.
  static func swiftFiles(in folder: URL) -> [(URL, String)] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    var found: [(URL, String)] = []
    let base = folder.standardizedFileURL.path + "/"
    while let next = enumerator?.nextObject() as? URL {
      guard next.pathExtension == "swift",
        (try? next.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
      else { continue }
      let path = next.standardizedFileURL.path
      found.append(
        (next.standardizedFileURL, path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path)
      )
    }
    return found.sorted { $0.1 < $1.1 }
  }

  /// The build settings of a configuration list's Debug configuration (else its first).
  private func settings(of list: String?) -> [String: PropertyList] {
    let configurations = (list.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? [])
      .compactMap { objects[$0] }
    let chosen =
      configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
    return chosen?["buildSettings"]?.dictionary ?? [:]
  }
}
