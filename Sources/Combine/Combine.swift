// Combine on Linux: the module's types come in the files beside this one.
@_exported import Foundation
