// Runs ONNX backend test cases through the importer and the executor.
#include "compiler/exec/backend_test.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"

namespace tessera::exec {
namespace {

bool isUnsupported(const Status& status) {
  for (const Diagnostic& d : status.diagnostics())
    if (d.code == "unsupported") return true;
  return false;
}

std::string firstMessage(const Status& status) {
  return status.diagnostics().empty() ? "unknown error" : status.diagnostics().front().message;
}

std::vector<std::filesystem::path> numberedFiles(const std::filesystem::path& dir, const std::string& prefix) {
  std::vector<std::filesystem::path> files;
  for (int i = 0;; ++i) {
    std::filesystem::path f = dir / fmt::format("{}_{}.pb", prefix, i);
    if (!std::filesystem::exists(f)) break;
    files.push_back(f);
  }
  return files;
}

/// Empty when equal within tolerance; else a description of the worst element.
std::string compare(const Tensor& actual, const Tensor& expected, Tolerance tol, double& max_abs) {
  if (actual.dtype() != expected.dtype())
    return fmt::format("dtype {} but expected {}", ir::name(actual.dtype()), ir::name(expected.dtype()));
  if (actual.shape() != expected.shape())
    return fmt::format("shape {} but expected {}", ir::formatShape(actual.shape()), ir::formatShape(expected.shape()));
  const bool exact = !ir::isFloat(expected.dtype());
  for (std::int64_t i = 0; i < expected.size(); ++i) {
    if (exact) {
      if (actual.intAt(i) != expected.intAt(i))
        return fmt::format("element {}: got {}, expected {}", i, actual.intAt(i), expected.intAt(i));
      continue;
    }
    double a = actual.at(i), e = expected.at(i);
    if (std::isnan(e) || std::isnan(a)) {
      if (std::isnan(e) != std::isnan(a)) return fmt::format("element {}: got {}, expected {}", i, a, e);
      continue;
    }
    if (std::isinf(e) || std::isinf(a)) {
      if (a != e) return fmt::format("element {}: got {}, expected {}", i, a, e);
      continue;
    }
    double diff = std::abs(a - e);
    max_abs = std::max(max_abs, diff);
    if (diff > tol.atol + tol.rtol * std::abs(e))
      return fmt::format("element {}: got {}, expected {} (|diff| {:.3g} > atol {} + rtol {} x |expected|)", i, a, e, diff,
                         tol.atol, tol.rtol);
  }
  return "";
}

}  // namespace

std::vector<std::filesystem::path> listBackendCases(const std::string& suite) {
  std::vector<std::filesystem::path> cases;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(kOnnxTestDataDir) / suite, ec))
    if (std::filesystem::exists(entry.path() / "model.onnx")) cases.push_back(entry.path());
  std::sort(cases.begin(), cases.end());
  return cases;
}

CaseResult runBackendCase(const std::filesystem::path& case_dir, const std::string& suite, Tolerance tolerance,
                          const std::string& pipeline) {
  CaseResult result;
  result.suite = suite;
  result.name = case_dir.filename().string();
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(case_dir / "model.onnx");
  if (!graph) {
    result.outcome = isUnsupported(graph.status()) ? CaseOutcome::kUnsupported : CaseOutcome::kFail;
    result.detail = "import: " + firstMessage(graph.status());
    return result;
  }
  if (!pipeline.empty()) {
    passes::PassContext context;
    if (Status status = passes::runPipeline(graph.value(), pipeline, context); !status.ok()) {
      result.outcome = CaseOutcome::kFail;
      result.detail = "pipeline: " + firstMessage(status);
      return result;
    }
  }
  std::set<std::string> ops;
  for (const ir::Node& node : graph->nodes) ops.insert(node.domain.empty() ? node.op_type : node.domain + "." + node.op_type);
  result.ops.assign(ops.begin(), ops.end());
  if (Status supported = checkSupported(*graph); !supported.ok()) {
    std::set<std::string> missing;
    for (const ir::Node& node : graph->nodes)
      if (!defaultKernels().find(node.domain, node.op_type)) missing.insert(node.op_type);
    result.outcome = CaseOutcome::kUnsupported;
    result.detail = fmt::format("no kernel for {}", fmt::join(missing, ", "));
    return result;
  }
  for (int set = 0;; ++set) {
    std::filesystem::path data = case_dir / fmt::format("test_data_set_{}", set);
    if (!std::filesystem::is_directory(data)) break;
    std::map<std::string, Tensor> inputs;
    std::vector<std::filesystem::path> input_files = numberedFiles(data, "input");
    for (size_t i = 0; i < input_files.size() && i < graph->inputs.size(); ++i) {
      Expected<onnx_io::NamedTensor> t = onnx_io::readTensorFile(input_files[i]);
      if (!t) {
        result.outcome = isUnsupported(t.status()) ? CaseOutcome::kUnsupported : CaseOutcome::kFail;
        result.detail = firstMessage(t.status());
        return result;
      }
      // ONNX's test data stores bfloat16 as uint16 bit patterns (NumPy has
      // no bfloat16); read them as the bf16 the graph declares.
      const ir::Value& input = graph->value(graph->inputs[i]);
      Tensor tensor = t->tensor;
      if (input.type.dtype == DType::kBF16 && tensor.dtype() == DType::kU16)
        tensor = Tensor::reinterpreted(tensor, DType::kBF16);
      if (!input.type.admitsShape(tensor.shape())) {
        result.outcome = CaseOutcome::kInvalid;
        result.detail = fmt::format("test data gives input '{}' shape {}, the model declares {}", input.name,
                                    ir::formatShape(tensor.shape()), ir::formatShape(input.type.shape));
        return result;
      }
      inputs[input.name] = tensor;
    }
    Expected<std::vector<Tensor>> outputs = execute(*graph, inputs);
    if (!outputs) {
      result.outcome = isUnsupported(outputs.status()) ? CaseOutcome::kUnsupported : CaseOutcome::kFail;
      result.detail = firstMessage(outputs.status());
      return result;
    }
    std::vector<std::filesystem::path> expected_files = numberedFiles(data, "output");
    if (expected_files.size() != outputs->size()) {
      result.outcome = CaseOutcome::kFail;
      result.detail = fmt::format("{} outputs, test expects {}", outputs->size(), expected_files.size());
      return result;
    }
    for (size_t k = 0; k < expected_files.size(); ++k) {
      Expected<onnx_io::NamedTensor> expected = onnx_io::readTensorFile(expected_files[k]);
      if (!expected) {
        result.outcome = CaseOutcome::kUnsupported;
        result.detail = "expected output: " + firstMessage(expected.status());
        return result;
      }
      Tensor reference = expected->tensor;
      if ((*outputs)[k].dtype() == DType::kBF16 && reference.dtype() == DType::kU16)
        reference = Tensor::reinterpreted(reference, DType::kBF16);  // same convention as inputs
      std::string mismatch = compare((*outputs)[k], reference, tolerance, result.max_abs_error);
      if (!mismatch.empty()) {
        result.outcome = CaseOutcome::kFail;
        result.detail = fmt::format("data set {}, output {} '{}': {}", set, k, expected->name, mismatch);
        return result;
      }
    }
    ++result.data_sets;
  }
  result.outcome = CaseOutcome::kPass;
  return result;
}

std::string conformanceTable(const std::vector<CaseResult>& results) {
  struct Counts {
    int pass = 0, fail = 0, unsupported = 0, invalid = 0;
  };
  std::map<std::string, Counts> by_op;
  Counts total;
  std::map<std::string, Counts> by_suite;
  for (const CaseResult& r : results) {
    auto bump = [&](Counts& c) {
      if (r.outcome == CaseOutcome::kPass) ++c.pass;
      else if (r.outcome == CaseOutcome::kFail) ++c.fail;
      else if (r.outcome == CaseOutcome::kInvalid) ++c.invalid;
      else ++c.unsupported;
    };
    bump(total);
    bump(by_suite[r.suite]);
    for (const std::string& op : r.ops) bump(by_op[op]);
    if (r.ops.empty()) bump(by_op["(not imported)"]);
  }
  std::string out = "# ONNX backend-test conformance of the reference executor\n\n";
  out += "Generated by `tessera conformance --out docs/onnx_conformance.md` from Debian's `libonnx-testdata`\n";
  out += "(`/usr/share/libonnx-testdata/data`). Tolerance: |actual - expected| <= 1e-7 + 1e-3 x |expected|;\n";
  out += "integer and bool outputs exactly. A case counts for every op type its model uses. \"invalid\" marks\n";
  out += "cases whose own test data contradicts their model (an input shape other than the declared one).\n\n";
  out += "| suite | cases | pass | fail | unsupported | invalid |\n|---|---|---|---|---|---|\n";
  auto all = [](const Counts& c) { return c.pass + c.fail + c.unsupported + c.invalid; };
  for (const auto& [suite, c] : by_suite)
    out += fmt::format("| {} | {} | {} | {} | {} | {} |\n", suite, all(c), c.pass, c.fail, c.unsupported, c.invalid);
  out += fmt::format("| **all** | {} | {} | {} | {} | {} |\n\n", all(total), total.pass, total.fail, total.unsupported,
                     total.invalid);
  out += "## Per op\n\n| op | pass | fail | unsupported | invalid |\n|---|---|---|---|---|\n";
  for (const auto& [op, c] : by_op)
    out += fmt::format("| {} | {} | {} | {} | {} |\n", op, c.pass, c.fail, c.unsupported, c.invalid);
  out += "\n## Cases not passing\n\n| suite | case | outcome | reason |\n|---|---|---|---|\n";
  for (const CaseResult& r : results) {
    if (r.outcome == CaseOutcome::kPass) continue;
    std::string reason = r.detail;
    std::replace(reason.begin(), reason.end(), '|', '/');
    std::replace(reason.begin(), reason.end(), '\n', ' ');
    if (reason.size() > 200) reason = reason.substr(0, 200) + "...";
    out += fmt::format("| {} | {} | {} | {} |\n", r.suite, r.name, r.outcome == CaseOutcome::kFail       ? "FAIL"
                       : r.outcome == CaseOutcome::kInvalid ? "invalid"
                                                            : "unsupported",
                       reason);
  }
  return out;
}

}  // namespace tessera::exec
