import Foundation
import VIPKitCore
import VIPKitSyntax

/// A run's first stage: which files are mutated, each one's map, and the mutants, the
/// operators' and then each scene variant's pieces (`SceneVariant`), numbered; `--since` and
/// `--reproduce` narrow them. Nothing is copied, built or run yet.
struct MutationPlan {
  /// The files the operators mutate, relative to the package, sorted.
  var files: [String]
  /// Every file the schema rewrites, by path: the mutated ones and those a scene changes.
  var maps: [String: SourceMap]
  /// The mutants, a scene variant as several pieces under one number.
  var mutants: [Mutant]
  /// `--since` found no mutant on the changed lines: the run ends here.
  var nothingChanged = false

  static func make(_ options: MutationRunner.Options, progress: (String) -> Void)
    throws(MutationRunner.Failure) -> MutationPlan
  {
    let files = try selectFiles(options)
    var maps: [String: SourceMap] = [:]
    var mutants: [Mutant] = []
    // The module's protocols, wherever they are declared, give `argument` its types.
    let signatures =
      options.operators.isEmpty || options.operators.contains("argument")
      ? CallSignatures(folder: options.package.appendingPathComponent("Sources")) : .none
    for file in files {
      guard let data = try? Data(contentsOf: options.package.appendingPathComponent(file)) else {
        throw .input("could not read \(file)")
      }
      let map = SourceMap(SourceText(path: file, bytes: Array(data)))
      maps[file] = map
      mutants += MutantSchema.mutants(
        of: map, file: file, operators: options.operators, firstID: mutants.count + 1,
        signatures: signatures)
    }
    if let since = options.since {
      let changed = try ChangedLines.since(since, in: options.package)
      mutants = mutants.filter { changed.contains($0, maps: maps) }
      progress(
        "\(mutants.count) \(mutants.count == 1 ? "mutant is" : "mutants are") on lines changed "
          + "since \(since).")
      if mutants.isEmpty {
        return MutationPlan(files: files, maps: maps, mutants: [], nothingChanged: true)
      }
    }
    if let wanted = options.reproduce {
      mutants = try MutationRunner.one(wanted, of: mutants)
      progress("Mutant \(mutants[0].key): \(mutants[0].file):\(mutants[0].location.line).")
    }
    mutants += try variantPieces(
      options, firstID: (mutants.map(\.id).max() ?? 0) + 1, maps: &maps)
    return MutationPlan(files: files, maps: maps, mutants: mutants)
  }

  /// The files to mutate, relative to the package, sorted.
  private static func selectFiles(_ options: MutationRunner.Options) throws(MutationRunner.Failure)
    -> [String]
  {
    let sources = options.package.appendingPathComponent("Sources")
    guard
      FileManager.default.fileExists(
        atPath: options.package.appendingPathComponent("Package.swift").path)
    else {
      throw .input("no Package.swift in \(options.package.path): give the package's folder")
    }
    var all: [String] = []
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" {
        all.append("Sources/" + url.path.dropFirst(sources.path.count + 1))
      }
    }
    all.sort()
    let patterns =
      options.files.isEmpty
      ? ["Sources/*Presenter.swift", "Sources/*Interactor.swift"] : options.files
    let chosen = all.filter { path in patterns.contains { fnmatch($0, path, 0) == 0 } }
    if !chosen.isEmpty || !options.files.isEmpty {
      guard !chosen.isEmpty else {
        throw .input("no file under Sources/ matches \(options.files.joined(separator: ", "))")
      }
      return chosen
    }
    guard !all.isEmpty else { throw .input("no Swift files under \(sources.path)") }
    return all
  }

  /// The pieces of every `Options.variants`' mutant, numbered from `firstID`: one per body it
  /// changes (or `weak` it takes off), all of a variant under its one number. Files a variant
  /// changes that are not mutated are read into `maps`, so the schema writes them too.
  private static func variantPieces(
    _ options: MutationRunner.Options, firstID: Int, maps: inout [String: SourceMap]
  ) throws(MutationRunner.Failure) -> [Mutant] {
    var pieces: [Mutant] = []
    for (offset, variant) in options.variants.enumerated() {
      var changes: [Mutant] = []
      for (file, text) in variant.files.sorted(by: { $0.key < $1.key }) {
        let map: SourceMap
        if let known = maps[file] {
          map = known
        } else {
          guard let data = try? Data(contentsOf: options.package.appendingPathComponent(file))
          else {
            throw .input("scene \(variant.name) changes \(file), which the package does not have")
          }
          map = SourceMap(SourceText(path: file, bytes: Array(data)))
          maps[file] = map
        }
        switch SceneVariant.changes(from: map, to: text) {
        case .failure(let problem):
          throw .input(
            "scene \(variant.name): \(file)\(problem.line.map { ":\($0)" } ?? "") differs from the "
              + "package's file outside every body: a scene may change what functions, "
              + "initialisers and accessors do, or take a `weak` off, nothing else")
        case .success(let proposals):
          changes += proposals.map { proposal in
            Mutant(
              id: firstID + offset, key: variant.key, file: file,
              operatorName: SceneVariant.operatorName, range: proposal.range,
              replacement: proposal.replacement,
              location: map.source.location(of: proposal.range.lowerBound),
              diff: "scene \(variant.name)")
          }
        }
      }
      guard !changes.isEmpty else {
        throw .input("scene \(variant.name) is the package's own code: it changes nothing")
      }
      pieces += changes
    }
    return pieces
  }
}
