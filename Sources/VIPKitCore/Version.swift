/// The version `vipkit --version` prints and JSON documents carry as the tool's version.
package enum VIPKitVersion {
  package static let current = "0.1.0"
}
