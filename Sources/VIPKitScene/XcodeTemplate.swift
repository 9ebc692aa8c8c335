import Foundation

/// The scene as an Xcode file template (`VIP Scene.xctemplate`), for teams that create
/// scenes from Xcode's New File dialog: the same files as `vipkit scene new` writes, with the
/// scene's name left to Xcode (`___VARIABLE_productName:identifier___`).
package enum XcodeTemplate {
  /// The template's folder name.
  package static let folderName = "VIP Scene.xctemplate"
  /// What Xcode puts where the scene's name goes in a file's text.
  package static let namePlaceholder = "___VARIABLE_productName:identifier___"
  /// What Xcode puts where it goes in a file's name.
  package static let fileNamePlaceholder = "___VARIABLE_productName___"
  /// A name no scene has, replaced by the placeholders.
  static let sentinel = "VIPKitSceneNamePlaceholder"

  /// The template's files, by name inside its folder: `TemplateInfo.plist` and the scene's
  /// sources for `spec` (its name ignored).
  package static func files(_ spec: SceneSpec) -> [(name: String, text: String)] {
    var spec = spec
    spec.name = sentinel
    let sources = SceneTemplate(spec).files(package: false).filter { $0.place == .sources }
    return [("TemplateInfo.plist", plist(spec))]
      + sources.map { file in
        (
          file.name.replacingOccurrences(of: sentinel, with: fileNamePlaceholder),
          file.text.replacingOccurrences(of: sentinel, with: namePlaceholder)
        )
      }
  }

  /// Xcode's description of the template: a text-substitution file template that asks for
  /// the scene's name.
  static func plist(_ spec: SceneSpec) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>Kind</key>
    \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
    \t<key>Description</key>
    \t<string>A VIP (Clean Swift) scene: \(spec.purpose.phrase), \(spec.data.phrase), \(spec.navigation.phrase). Written by vipkit scene xcode-templates.</string>
    \t<key>Summary</key>
    \t<string>A VIP scene: view, interactor, presenter, worker, router, models and configurator</string>
    \t<key>SortOrder</key>
    \t<string>1</string>
    \t<key>Platforms</key>
    \t<array/>
    \t<key>DefaultCompletionName</key>
    \t<string>Scene</string>
    \t<key>Options</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>Identifier</key>
    \t\t\t<string>productName</string>
    \t\t\t<key>Required</key>
    \t\t\t<true/>
    \t\t\t<key>Name</key>
    \t\t\t<string>Scene name:</string>
    \t\t\t<key>Description</key>
    \t\t\t<string>The scene's name, a Swift type name: Login, OrderDetails</string>
    \t\t\t<key>Type</key>
    \t\t\t<string>text</string>
    \t\t\t<key>Default</key>
    \t\t\t<string>Scene</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """
  }
}
