import Foundation
import Testing

@testable import VIPKitScene

/// What can be proven of an Xcode template without Xcode: its plist, and its files.
@Suite("The Xcode file template")
struct XcodeTemplateTests {
  @Test("TemplateInfo.plist parses, as a text-substitution template that asks for the name")
  func plist() throws {
    let files = XcodeTemplate.files(SceneSpec(name: "Ignored", module: "App"))
    let text = try #require(files.first { $0.name == "TemplateInfo.plist" }?.text)
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        as? [String: Any])
    #expect(plist["Kind"] as? String == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
    let option = try #require((plist["Options"] as? [[String: Any]])?.first)
    #expect(option["Identifier"] as? String == "productName")
    #expect(option["Type"] as? String == "text")
  }

  @Test("with the name put in, its files are the ones vipkit scene new writes")
  func sameFiles() throws {
    var spec = SceneSpec(name: "Login", module: "App")
    spec.purpose = .form
    let expected = SceneTemplate(spec).files(package: false).filter { $0.place == .sources }
    let template = XcodeTemplate.files(spec).filter { $0.name != "TemplateInfo.plist" }
    #expect(template.count == expected.count)
    for (file, cli) in zip(template, expected) {
      #expect(
        file.name.replacingOccurrences(of: XcodeTemplate.fileNamePlaceholder, with: "Login")
          == cli.name)
      #expect(
        file.text.replacingOccurrences(of: XcodeTemplate.namePlaceholder, with: "Login")
          == cli.text)
    }
  }
}
