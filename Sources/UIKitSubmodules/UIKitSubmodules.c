// A C target needs a source file; this one declares nothing (see include/module.modulemap).
#include "UIKitSubmodules.h"
