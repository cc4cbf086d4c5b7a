// Test helpers: a graph through a pass pipeline into kernels, and kernels into a Program.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/compile.h"
#include "compiler/passes/pass.h"

namespace tessera::backend::testing {

/// `graph` after `pipeline`, lowered to kernels (empty, with a test failure, on error).
inline KernelGraph lowered(ir::Graph graph, const std::string& pipeline = passes::defaultPipeline()) {
  passes::PassContext context;
  const Status ran = passes::runPipeline(graph, pipeline, context);
  EXPECT_TRUE(ran.ok()) << render(ran.diagnostics());
  auto kernels = lowerGraph(graph);
  EXPECT_TRUE(kernels.ok()) << render(kernels.status().diagnostics());
  return kernels.ok() ? *kernels : KernelGraph{};
}

/// The Program of `graph` on `spec` through the compiler's entry point
/// (compiler::compile, mappings chosen for latency); empty, with a test failure, on error.
inline Program compiled(const hw::Spec& spec, const KernelGraph& graph) {
  auto result = compiler::compile(graph, spec);
  EXPECT_TRUE(result.ok()) << render(result.status().diagnostics());
  return result.ok() ? *result->program : Program{};
}

}  // namespace tessera::backend::testing
