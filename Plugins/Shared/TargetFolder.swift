import Foundation
import PackagePlugin

extension Target {
  /// The target's folder. In tools version 6.0 each kind of target declares `directoryURL` (the
  /// `Target` protocol has it from 6.1), and the `Path` it replaces is deprecated.
  var folderURL: URL? {
    switch self {
    case let target as SwiftSourceModuleTarget: return target.directoryURL
    case let target as ClangSourceModuleTarget: return target.directoryURL
    case let target as BinaryArtifactTarget: return target.directoryURL
    case let target as SystemLibraryTarget: return target.directoryURL
    default: return nil
    }
  }
}
