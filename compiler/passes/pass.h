// Pass infrastructure: one interface, one-line registration, text pipelines.
//
// A pass rewrites a Graph in place and returns a Status. Each pass file ends
// with one PassInfo line (kebab-case flag, summary, factory); that line feeds
// the registry, `tessera opt --help` and docs. Pipelines are text, e.g.
// "fold-constants,fold-batchnorm,dce", options in braces: "quantize{bits=8}".
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::passes {

/// Options given to one pass in a pipeline: "name{key=value,...}".
using PassOptions = std::map<std::string, std::string>;

/// Shared by the passes of one pipeline run.
struct PassContext {
  /// Named counters, "<flag>.<counter>" -> count (e.g. "dce.nodes-removed").
  std::map<std::string, std::int64_t> statistics;
  void count(const std::string& flag, const std::string& counter, std::int64_t n = 1) {
    statistics[flag + "." + counter] += n;
  }
};

class Pass {
 public:
  virtual ~Pass() = default;
  /// Rewrites `graph`; on error the graph may be partly rewritten.
  virtual Status run(ir::Graph& graph, PassContext& context) = 0;
};

/// The one declaration each pass makes.
struct PassInfo {
  std::string flag;     ///< kebab-case, e.g. "fold-batchnorm"
  std::string summary;  ///< one line for --help and docs
  /// Builds the pass from its options; unknown or bad options are errors.
  std::function<Expected<std::unique_ptr<Pass>>(const PassOptions&)> create;
};

/// Every registered pass, in registry order.
const std::vector<const PassInfo*>& allPasses();
/// The pass with this flag, or nullptr.
const PassInfo* findPass(const std::string& flag);

/// One parsed pipeline element.
struct PipelineStep {
  const PassInfo* info = nullptr;
  PassOptions options;
};

/// Parses "a,b{k=v},c"; errors name the position and the unknown flag (with a
/// "did you mean").
Expected<std::vector<PipelineStep>> parsePipeline(const std::string& text);

/// What to do around each pass.
struct PipelineOptions {
  bool verify_each = true;                  ///< run the IR verifier after every pass
  std::vector<std::string> print_ir_after;  ///< flags after which to print the IR
  bool print_ir_after_all = false;
  std::ostream* ir_out = nullptr;           ///< where printed IR goes
};

/// Runs a text pipeline; records it in graph.pipeline (appended after any
/// earlier one, so every output can name the pipeline that produced it).
Status runPipeline(ir::Graph& graph, const std::string& pipeline, PassContext& context,
                   const PipelineOptions& options = {});

/// The default pipeline (see defaultPipeline() in pipeline.cpp for its steps).
std::string defaultPipeline();

/// True for ops whose result is random (never folded or merged).
bool isNondeterministic(const ir::Node& node);

/// Helper for passes without options: rejects any option given.
template <class P>
Expected<std::unique_ptr<Pass>> createWithoutOptions(const std::string& flag, const PassOptions& options) {
  if (!options.empty()) {
    Diagnostic d;
    d.message = "pass '" + flag + "' takes no options, got '" + options.begin()->first + "'";
    return Status::error(d);
  }
  return std::unique_ptr<Pass>(std::make_unique<P>());
}

}  // namespace tessera::passes
