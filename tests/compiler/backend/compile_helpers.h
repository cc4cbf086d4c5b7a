// Test helpers: a graph through a pass pipeline into kernels, and kernels into a Program.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "compiler/backend/codegen/codegen.h"
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

/// The Program of `graph` on `spec`, mappings chosen for latency (empty, with a test failure, on error).
inline Program compiled(const hw::Spec& spec, const KernelGraph& graph) {
  auto mappings = chooseMappings(spec, graph, Objective::kLatency);
  EXPECT_TRUE(mappings.ok()) << render(mappings.status().diagnostics());
  if (!mappings) return Program{};
  auto program = generateProgram(spec, graph, *mappings);
  EXPECT_TRUE(program.ok()) << render(program.status().diagnostics());
  return program.ok() ? *program : Program{};
}

}  // namespace tessera::backend::testing
