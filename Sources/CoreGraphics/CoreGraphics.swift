// `import CoreGraphics` on Linux. Apple's Core Graphics declares the geometry types (`CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`, `CGVector`, `CGAffineTransform`); on Linux, Foundation declares
// them, so this stand-in re-exports Foundation's, and files that import Core Graphics for its
// geometry compile unchanged (`CGVector` and `CGAffineTransform`, which Linux lacks, are
// Tesselate's). Its drawing API (`CGContext`, `CGColor`, `CGImage`) does not exist
// here: Linux has no Core Graphics to draw with.
@_exported import Foundation
// The geometry types Linux's Foundation lacks are Tesselate's.
@_exported import struct Tesselate.CGAffineTransform
@_exported import struct Tesselate.CGVector
