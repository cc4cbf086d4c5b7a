// ONNX backend test suite (Debian libonnx-testdata): every case whose ops the
// executor supports must match the expected outputs within ONNX's tolerances.
// Cases using unsupported ops or features are reported as skipped, with the
// reason; docs/onnx_conformance.md tabulates them all.
#include <gtest/gtest.h>

#include "compiler/exec/backend_test.h"
#include "compiler/passes/pass.h"

namespace tessera::exec {
namespace {

struct Case {
  std::string suite;
  std::filesystem::path dir;
};

std::vector<Case> allCases() {
  std::vector<Case> cases;
  for (const char* suite : {"node", "pytorch-converted", "pytorch-operator", "simple"})
    for (const auto& dir : listBackendCases(suite)) cases.push_back({suite, dir});
  return cases;
}

void PrintTo(const Case& c, std::ostream* os) { *os << c.suite << "/" << c.dir.filename().string(); }

class OnnxBackend : public testing::TestWithParam<Case> {};

TEST_P(OnnxBackend, MatchesExpectedOutputs) {
  CaseResult r = runBackendCase(GetParam().dir, GetParam().suite);
  if (r.outcome == CaseOutcome::kUnsupported) GTEST_SKIP() << "unsupported: " << r.detail;
  if (r.outcome == CaseOutcome::kInvalid) GTEST_SKIP() << "invalid test case: " << r.detail;
  EXPECT_EQ(r.outcome, CaseOutcome::kPass) << r.detail;
  EXPECT_GT(r.data_sets, 0);
  // The default pass pipeline must preserve meaning (IR verified after each pass).
  CaseResult optimized = runBackendCase(GetParam().dir, GetParam().suite, {}, passes::defaultPipeline());
  EXPECT_EQ(optimized.outcome, CaseOutcome::kPass) << "after the default pipeline: " << optimized.detail;
}

INSTANTIATE_TEST_SUITE_P(Suite, OnnxBackend, testing::ValuesIn(allCases()), [](const testing::TestParamInfo<Case>& info) {
  std::string name = info.param.suite + "_" + info.param.dir.filename().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
});

TEST(OnnxBackendData, SuitesArePresent) {
  EXPECT_GT(listBackendCases("node").size(), 500u) << "install Debian's libonnx-testdata";
  EXPECT_GT(listBackendCases("pytorch-converted").size(), 50u);
}

}  // namespace
}  // namespace tessera::exec
