// Runs one ONNX backend test case (model.onnx + test_data_set_N folders)
// through the importer and the reference executor, and judges the outputs
// with ONNX's tolerances. Shared by the conformance tests and the generated
// conformance table (`tessera conformance`).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace tessera::exec {

/// kInvalid: the test's own data contradicts its model (e.g. an input whose
/// shape differs from the graph's declared static shape); not run.
enum class CaseOutcome { kPass, kFail, kUnsupported, kInvalid };

struct CaseResult {
  std::string suite;                 ///< node, pytorch-converted, ...
  std::string name;                  ///< test folder name
  CaseOutcome outcome = CaseOutcome::kFail;
  std::vector<std::string> ops;      ///< op types in the model, sorted, unique
  std::string detail;                ///< why it failed or is unsupported
  double max_abs_error = 0;          ///< over all outputs and data sets
  int data_sets = 0;
};

/// ONNX backend-test tolerances: |actual - expected| <= atol + rtol * |expected|.
struct Tolerance {
  double rtol = 1e-3;
  double atol = 1e-7;
};

/// Folder holding Debian's libonnx-testdata suites.
inline constexpr const char* kOnnxTestDataDir = "/usr/share/libonnx-testdata/data";

/// Judges one case folder. A non-empty `pipeline` runs those graph passes
/// after import (checking that passes preserve meaning).
CaseResult runBackendCase(const std::filesystem::path& case_dir, const std::string& suite, Tolerance tolerance = {},
                          const std::string& pipeline = "");

/// Case folders of one suite, sorted by name.
std::vector<std::filesystem::path> listBackendCases(const std::string& suite);

/// Markdown table: per op, cases passed / failed / unsupported, then the
/// unsupported and failing cases with their reasons.
std::string conformanceTable(const std::vector<CaseResult>& results);

}  // namespace tessera::exec
