// Runs a function in a forked child process and returns what it produced.
//
// Why: Debian's libonnx 1.12 checker and shape inference dereference null on
// some malformed models (found by tests/fuzz/onnx_import_fuzz.cpp), so they
// run in a child. The child shares the parent's memory copy-on-write, so
// nothing large is copied; only the (small) result comes back through a pipe.
#pragma once

#include <functional>
#include <string>

#include "hw/support/expected.h"

namespace tessera::onnx_io {

/// Outcome of `work` in the child: its returned bytes, or a failed Status if
/// it reported an error (`ok` false), crashed, or ran past `timeout_seconds`.
/// `what` names the step in messages ("ONNX shape inference").
struct ChildResult {
  bool ok = false;
  std::string bytes;  ///< result on success, error text otherwise
};
Expected<std::string> runIsolated(const std::function<ChildResult()>& work, const std::string& source,
                                  const std::string& what, int timeout_seconds = 120);

}  // namespace tessera::onnx_io
