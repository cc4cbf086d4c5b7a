// What every `tessera` subcommand shares to report problems: a failed
// Status printed as located diagnostics, a bad option combination as a
// one-line error naming the subcommand; both exit 1 (CLI11 itself exits 2
// for options it cannot parse).
#pragma once

#include <iostream>
#include <string>
#include <string_view>

#include "hw/support/diagnostic.h"
#include "hw/support/expected.h"

namespace tessera::cli {

/// Prints `status`'s diagnostics to stderr; returns exit code 1.
inline int fail(const Status& status) {
  std::cerr << render(status.diagnostics());
  return 1;
}

/// Prints "error: SUBCOMMAND: MESSAGE" to stderr; returns exit code 1.
inline int usage(std::string_view subcommand, std::string_view message) {
  std::cerr << "error: " << subcommand << ": " << message << "\n";
  return 1;
}

}  // namespace tessera::cli
