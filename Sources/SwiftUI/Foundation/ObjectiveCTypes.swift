import Foundation

/// Objective-C's `NSInteger`, as Apple's Foundation declares it for Swift: `Int`.
public typealias NSInteger = Int
/// Objective-C's `NSUInteger`, as Apple's Foundation declares it for Swift: `UInt`.
public typealias NSUInteger = UInt
