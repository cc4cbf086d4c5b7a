// Pass registry, pipeline parsing and the pipeline runner.
#include <fmt/format.h>

#include "compiler/ir/printer.h"
#include "compiler/ir/verifier.h"
#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"
#include "compiler/quant/lower_integer.h"
#include "hw/support/text.h"

namespace tessera::passes {
namespace {

Diagnostic pipelineError(std::string message, std::vector<std::string> notes = {}) {
  Diagnostic d;
  d.message = std::move(message);
  d.notes = std::move(notes);
  return d;
}

}  // namespace

std::string defaultPipeline() {
  return join(
      {
          "remove-identity",  // Identity and inference-mode Dropout forward their input
          "patchify-convs",   // a convolution over non-overlapping windows of >= 64 taps -> patches x weights
          "fold-transposes",  // cancel/merge Transposes (sinking them past unary ops), merge Reshapes
          "rewrite-gap",      // ReduceMean over H,W -> GlobalAveragePool
          "recognize-activations",  // expanded GELU / Swish / HardSwish subgraphs -> one node
          "fold-constants",   // evaluate nodes whose inputs are all constant (shape arithmetic, ...)
          "fold-batchnorm",   // fold inference BatchNormalization into the Conv before it
          "cse",              // merge nodes computing the same thing
          "dce",              // drop nodes and constants nothing uses
          "fuse",             // group operators into the kernels the backend lowers
      },
      ",");
}

const std::vector<const PassInfo*>& allPasses() {
  static const std::vector<const PassInfo*> passes = {&kRemoveIdentityPass, &kFoldConstantsPass, &kFoldBatchNormPass,
                                                      &kCsePass, &kDcePass, &kFusePass,
                                                      &kFoldTransposesPass, &kRewriteGapPass, &kPatchifyConvsPass, &kRecognizeActivationsPass,
                                                      &kSelectLayoutPass, &kUpgradeOpsetPass, &kLowerToIntegerPass};
  return passes;
}

const PassInfo* findPass(const std::string& flag) {
  for (const PassInfo* info : allPasses())
    if (info->flag == flag) return info;
  return nullptr;
}

Expected<std::vector<PipelineStep>> parsePipeline(const std::string& text) {
  std::vector<PipelineStep> steps;
  size_t i = 0;
  auto skipSpaces = [&] {
    while (i < text.size() && text[i] == ' ') ++i;
  };
  while (true) {
    skipSpaces();
    size_t start = i;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '-')) ++i;
    std::string flag = text.substr(start, i - start);
    if (flag.empty())
      return Status::error(pipelineError(fmt::format("pipeline \"{}\": expected a pass name at column {}", text, start + 1)));
    PipelineStep step;
    step.info = findPass(flag);
    if (!step.info) {
      std::vector<std::string> flags;
      for (const PassInfo* p : allPasses()) flags.push_back(p->flag);
      std::vector<std::string> notes;
      if (auto close = closestMatch(flag, flags)) notes.push_back(fmt::format("did you mean '{}'?", *close));
      else notes.push_back("known passes: " + join(flags, ", "));
      return Status::error(pipelineError(fmt::format("pipeline \"{}\": unknown pass '{}' at column {}", text, flag, start + 1),
                                         notes));
    }
    skipSpaces();
    if (i < text.size() && text[i] == '{') {
      size_t close = text.find('}', i);
      if (close == std::string::npos)
        return Status::error(pipelineError(fmt::format("pipeline \"{}\": '{{' at column {} is never closed", text, i + 1)));
      std::string body = text.substr(i + 1, close - i - 1);
      size_t pos = 0;
      while (pos < body.size()) {
        size_t comma = body.find(',', pos);
        std::string item = body.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
          return Status::error(pipelineError(fmt::format("pipeline \"{}\": option '{}' of '{}': expected key=value", text, item, flag)));
        step.options[item.substr(0, eq)] = item.substr(eq + 1);
        if (comma == std::string::npos) break;
        pos = comma + 1;
      }
      i = close + 1;
    }
    steps.push_back(std::move(step));
    skipSpaces();
    if (i == text.size()) break;
    if (text[i] != ',')
      return Status::error(pipelineError(fmt::format("pipeline \"{}\": expected ',' at column {}, got '{}'", text, i + 1, text[i])));
    ++i;
  }
  return steps;
}

Status runPipeline(ir::Graph& graph, const std::string& pipeline, PassContext& context, const PipelineOptions& options) {
  Expected<std::vector<PipelineStep>> steps = parsePipeline(pipeline);
  if (!steps) return steps.status();
  for (const PipelineStep& step : *steps) {
    Expected<std::unique_ptr<Pass>> pass = step.info->create(step.options);
    if (!pass) return pass.status();
    if (Status status = (*pass)->run(graph, context); !status.ok()) return status;
    if (options.verify_each) {
      Status verified = ir::verifyGraph(graph);
      if (!verified.ok()) {
        std::vector<Diagnostic> diagnostics = verified.diagnostics();
        for (Diagnostic& d : diagnostics) d.message = fmt::format("after pass '{}': {}", step.info->flag, d.message);
        return Status(std::move(diagnostics));
      }
    }
    bool print = options.print_ir_after_all ||
                 std::find(options.print_ir_after.begin(), options.print_ir_after.end(), step.info->flag) !=
                     options.print_ir_after.end();
    if (print && options.ir_out) *options.ir_out << "// IR after " << step.info->flag << "\n" << ir::printGraph(graph);
  }
  graph.pipeline = graph.pipeline.empty() ? pipeline : graph.pipeline + "," + pipeline;
  return Status();
}

}  // namespace tessera::passes
