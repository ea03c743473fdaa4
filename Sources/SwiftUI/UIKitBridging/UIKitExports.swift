// On iOS, `import SwiftUI` brings UIKit along: so does this module.
@_exported import UIKit
