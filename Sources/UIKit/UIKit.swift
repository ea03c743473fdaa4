// UIKit re-exports Foundation on iOS; so does this stand-in.
@_exported import Foundation
