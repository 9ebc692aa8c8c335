import Foundation
import VIPKitCore

/// `vipkit grade merge`: the output folders of a class graded in shards, joined into one, as
/// one machine would have written it: every student's folder, then the gradebook and the
/// summary from all their entries (the same bytes: both are made from the entries alone, in
/// the order of the students' keys).
package enum ClassMerge {
  /// Copies each student's folder of `shards` into `output`, then writes its gradebook and
  /// summary. Every shard of one split must be there once, each finished.
  package static func merge(
    _ shards: [URL], into output: URL, plan: [(Int, String, Double)], style: Gradebook.Style
  ) throws(Diagnostic) -> [ClassEntry] {
    let manager = FileManager.default
    var markers: [ClassShard] = []
    var entries: [String: (entry: ClassEntry, folder: URL)] = [:]
    for shard in shards {
      let marker = shard.appendingPathComponent(ClassShard.markerName)
      guard let data = manager.contents(atPath: marker.path),
        let read = try? JSONDecoder().decode(ClassShard.self, from: data)
      else {
        throw Diagnostic(
          .error, "\(shard.path) is not the output of grade --class --shard",
          notes: ["Give the --out folder of each shard: vipkit grade merge --out DIR A B C."])
      }
      markers.append(read)
      let names = ((try? manager.contentsOfDirectory(atPath: shard.path)) ?? []).sorted()
      for name in names where name != ClassShard.markerName {
        let folder = shard.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
        else { continue }
        guard let entry = ClassEntry.read(from: folder) else {
          throw Diagnostic(
            .error, "\(folder.path) holds no finished grade (no entry.json)",
            notes: ["That shard was interrupted: run it again with --resume, then merge."])
        }
        if let earlier = entries[entry.key] {
          throw Diagnostic(
            .error,
            "\(entry.key) is graded in two shards: \(earlier.folder.path) and \(folder.path)",
            notes: ["Merge the shards of one split (--shard k/n with the same n), each once."])
        }
        entries[entry.key] = (entry, folder)
      }
    }
    let count = markers.first?.count ?? 0
    let indices = markers.map(\.index).sorted()
    guard markers.allSatisfy({ $0.count == count }), indices == Array(1...max(count, 1)) else {
      throw Diagnostic(
        .error,
        "the shards given are \(markers.map { "\($0.index)/\($0.count)" }.joined(separator: ", ")): "
          + "merge every shard of one split, each once")
    }
    do {
      try manager.createDirectory(at: output, withIntermediateDirectories: true)
      for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
        let target = output.appendingPathComponent(key)
        try? manager.removeItem(at: target)
        try manager.copyItem(at: value.folder, to: target)
      }
    } catch {
      throw Diagnostic(.error, "could not write \(output.path): \(error.localizedDescription)")
    }
    let all = entries.values.map(\.entry).sorted { $0.key < $1.key }
    try ClassGrader.writeBook(all, plan: plan, style: style, to: output)
    return all
  }
}
