// Empty on purpose: UIKit's declarations are the Swift module UIKit's (see module.modulemap).
