import Foundation
import VIPKitCLI

exit(VIPKitCommandLine.main())
