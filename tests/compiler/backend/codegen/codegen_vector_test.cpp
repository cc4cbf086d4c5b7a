// Reductions and data movement on the accelerator: exact or the host's.
//
// Each case is one small ONNX op, lowered, compiled for edge_16x16_fp16 and
// executed by a tiny interpreter of the emitted LOAD / VECTOR / STORE
// instructions with the float semantics of isa.h (VectorFields): every
// output element is compared with the reference executor (compiler/exec)
// on the same fp16-rounded input — bit for bit for data movement, within
// fp16 rounding for Softmax and Reduce*. What the accelerator cannot run
// exactly must go to the host with a note and emit no instruction.
#include <gtest/gtest.h>

#include <deque>

#include <cmath>
#include <map>
#include <random>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/plan/data_movement.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/program/schedule_check.h"
#include "compiler/exec/executor.h"
#include "compiler/ir/half.h"
#include "tests/compiler/backend/backend_builders.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::backend {
namespace {

using hw::BufferKind;
using hw::VectorOp;
using passes::test_support::Builder;

/// Executes a Program's transfers and vector ops on fp16 activations (fp32
/// in the output buffer), as isa.h defines them; DRAM bytes never written read 0.
class Fp16Machine {
 public:
  void write(std::int64_t byte, float value) {
    const std::uint16_t h = ir::floatToHalf(value);
    dram_[byte] = static_cast<std::uint8_t>(h & 0xff);
    dram_[byte + 1] = static_cast<std::uint8_t>(h >> 8);
  }
  float read(std::int64_t byte) const {
    auto at = [&](std::int64_t b) -> std::uint16_t {
      auto it = dram_.find(b);
      return it == dram_.end() ? 0 : it->second;
    };
    return ir::halfToFloat(static_cast<std::uint16_t>(at(byte) | (at(byte + 1) << 8)));
  }

  void run(const isa::Instruction& in) {
    if (in.opcode == isa::Opcode::kLoad || in.opcode == isa::Opcode::kStore)
      transfer(in.opcode == isa::Opcode::kLoad, in.transfer);
    else if (in.opcode == isa::Opcode::kVector)
      vector(in.vector);
  }

 private:
  std::vector<float>& row(BufferKind b, std::uint64_t r) {
    std::vector<float>& v = buffers_[{static_cast<int>(b), r}];
    if (v.size() < 64) v.resize(64, std::nanf(""));
    return v;
  }
  void transfer(bool load, const isa::TransferFields& t) {
    ASSERT_FALSE(load && t.buffer == BufferKind::kOutput) << "no constants in these kernels";
    for (std::uint64_t p = 0; p < isa::planeCount(t); ++p)
      for (std::uint64_t r = 0; r < t.rows; ++r)
        for (std::uint64_t e = 0; e < t.elements; ++e) {
          const std::uint64_t plane = t.dram_address + p * t.dram_plane_stride_bytes;
          const auto byte = static_cast<std::int64_t>(t.transpose ? plane + e * t.dram_stride_bytes + r * 2
                                                                  : plane + r * t.dram_stride_bytes + e * 2);
          float& value = row(t.buffer, isa::bufferRow(t, p, r))[e];
          if (load)
            value = read(byte);
          else
            write(byte, value);
        }
  }
  void vector(const isa::VectorFields& f) {
    if (f.count == 0) return;
    std::vector<std::vector<float>> s, o;
    for (std::uint64_t i = 0; i < f.count; ++i) {
      s.push_back(row(f.src_buffer, f.src_row + i));
      o.push_back(row(f.operand_buffer, f.operand_row + i));
    }
    float factor = 1.0f;
    if (f.multiplier != 0) {
      const auto bits = static_cast<std::uint32_t>(f.multiplier);
      std::memcpy(&factor, &bits, 4);
    }
    const bool reduces = f.op == VectorOp::kReduceSum || f.op == VectorOp::kReduceMax;
    std::vector<std::vector<float>> d(reduces ? 1 : f.count, std::vector<float>(f.lanes));
    for (std::uint64_t j = 0; j < f.lanes; ++j) {
      if (reduces) {
        float acc = s[0][j];
        for (std::uint64_t i = 1; i < f.count; ++i)
          acc = f.op == VectorOp::kReduceSum ? acc + s[i][j] : std::max(acc, s[i][j]);
        d[0][j] = f.multiplier != 0 ? acc * factor : acc;
        continue;
      }
      for (std::uint64_t i = 0; i < f.count; ++i) {
        const float x = s[i][j];
        switch (f.op) {
          case VectorOp::kMaxPool: d[i][j] = std::max(x, o[i][j]); break;
          case VectorOp::kBiasAdd: d[i][j] = x + o[0][j]; break;
          case VectorOp::kAdd: d[i][j] = x + o[i][j]; break;
          case VectorOp::kMul: d[i][j] = x * (f.per_lane ? o[0][j] : o[i][j]); break;
          case VectorOp::kExp: d[i][j] = static_cast<float>(std::exp(static_cast<double>(x))); break;
          case VectorOp::kReciprocal: d[i][j] = 1.0f / x; break;
          default: ADD_FAILURE() << "unexpected vector op " << hw::name(f.op); return;
        }
      }
    }
    for (std::uint64_t i = 0; i < d.size(); ++i) {
      std::vector<float>& dst = row(f.dst_buffer, f.dst_row + i);
      std::copy(d[i].begin(), d[i].end(), dst.begin());
    }
  }

  std::map<std::int64_t, std::uint8_t> dram_;
  std::map<std::pair<int, std::uint64_t>, std::vector<float>> buffers_;
};

/// One op of the graph `b` built: its input values (fp16-rounded) and the compiled program.
struct Case {
  std::string name;
  Builder b;
};

float fp16(float v) { return ir::halfToFloat(ir::floatToHalf(v)); }

Program compileGraph(const hw::Spec& spec, const ir::Graph& graph) {
  auto kernels = lowerGraph(graph);
  EXPECT_TRUE(kernels.ok()) << render(kernels.status().diagnostics());
  auto mappings = chooseMappings(spec, *kernels, Objective::kLatency);
  EXPECT_TRUE(mappings.ok());
  auto program = generateProgram(spec, *kernels, *mappings, {.interleave = false});
  EXPECT_TRUE(program.ok()) << render(program.status().diagnostics());
  return std::move(program).value();
}

void expectClean(const hw::Spec& spec, const Program& program) {
  const CheckReport report = checkProgram(spec, program);
  EXPECT_FALSE(report.deadlock) << report.deadlock_detail;
  EXPECT_EQ(report.error_count, 0) << (report.errors.empty() ? "" : report.errors.front());
}

/// Runs `graph` (inputs random, fp16-rounded) on the accelerator program and
/// on the reference executor; returns the largest |difference| relative to
/// max(1, |reference|) over every output element, or -1 when the program
/// left the op to the host. `ulps`: also the count of differing elements.
double compare(const hw::Spec& spec, const ir::Graph& graph, int* differing = nullptr) {
  const Program program = compileGraph(spec, graph);
  expectClean(spec, program);
  bool host = false;
  for (const ProgramKernel& k : program.kernels) host = host || !k.host_ops.empty();
  if (host) return -1;
  std::mt19937 random(7);
  std::uniform_real_distribution<float> uniform(-4.0f, 4.0f);
  Fp16Machine machine;
  std::map<std::string, ir::Tensor> inputs;
  for (ir::ValueId id : graph.inputs) {
    const ir::Value& v = graph.value(id);
    ir::Tensor t(ir::DType::kF32, v.type.shape);
    const Region* region = program.memory.find(v.name);
    EXPECT_NE(region, nullptr) << v.name;
    if (!region) return 1e9;
    for (std::int64_t e = 0; e < t.size(); ++e) {
      t.data<float>()[e] = fp16(uniform(random));
      machine.write(region->offset_bytes + 2 * e, t.data<float>()[e]);
    }
    inputs[v.name] = t;
  }
  for (std::size_t i = 0; i < program.size(); ++i) machine.run(program.instruction(i));
  auto expected = exec::execute(graph, inputs);
  EXPECT_TRUE(expected.ok()) << render(expected.status().diagnostics());
  if (!expected.ok()) return 1e9;
  double worst = 0;
  int count = 0;
  for (std::size_t o = 0; o < graph.outputs.size(); ++o) {
    const Region* region = program.memory.find(graph.value(graph.outputs[o]).name);
    EXPECT_NE(region, nullptr);
    if (!region) return 1e9;
    const ir::Tensor& want = (*expected)[o];
    for (std::int64_t e = 0; e < want.size(); ++e) {
      const double ref = want.data<float>()[e], got = machine.read(region->offset_bytes + 2 * e);
      const double error = std::isnan(got) ? 1e9 : std::abs(got - ref) / std::max(1.0, std::abs(ref));
      if (got != static_cast<double>(fp16(static_cast<float>(ref)))) ++count;
      worst = std::max(worst, error);
    }
  }
  if (differing) *differing = count;
  return worst;
}

hw::Spec fp16Spec() { return testing::loadConfig("edge_16x16_fp16"); }

/// x [shape] -> op -> y [out]: one ungrouped node, one kernel.
Builder unary(const std::string& op, ir::Shape shape, ir::Shape out, std::map<std::string, ir::Attribute> attributes,
              const std::vector<std::vector<std::int64_t>>& constant_inputs = {}) {
  Builder b;
  std::vector<ir::ValueId> in = {b.input("x", shape)};
  for (size_t i = 0; i < constant_inputs.size(); ++i) {
    std::string name = "c";  // (not "c" + to_string: GCC 12 warns -Wrestrict on it)
    name += std::to_string(i);
    in.push_back(b.shapeConstant(name, constant_inputs[i]));
  }
  b.graph.outputs = {b.node(op, in, "y", out, std::move(attributes))};
  return b;
}

// Every data movement the copy runs express, element for element against
// the reference executor: bit-exact (a copy rounds nothing).
TEST(DataMovementRuns, EveryOutputElementIsTheOnnxOpsOnTheAccelerator) {
  const hw::Spec spec = fp16Spec();
  using Ints = std::vector<std::int64_t>;
  std::deque<std::pair<std::string, Builder>> cases;  // (a vector's reallocation trips GCC 12's -Warray-bounds)
  cases.emplace_back("Transpose 2-D", unary("Transpose", {3, 5}, {5, 3}, {{"perm", Ints{1, 0}}}));
  cases.emplace_back("Transpose, rows wider than a vector row",
                     unary("Transpose", {2, 3, 20}, {2, 20, 3}, {{"perm", Ints{0, 2, 1}}}));
  cases.emplace_back("Transpose 3-D rotation", unary("Transpose", {2, 3, 4}, {4, 2, 3}, {{"perm", Ints{2, 0, 1}}}));
  cases.emplace_back("Transpose keeping the inner axis",
                     unary("Transpose", {2, 3, 18}, {3, 2, 18}, {{"perm", Ints{1, 0, 2}}}));
  cases.emplace_back("Slice, strided inner axis", unary("Slice", {6, 20}, {4, 6}, {}, {{1, 2}, {5, 19}, {0, 1}, {1, 3}}));
  cases.emplace_back("Slice, negative outer step", unary("Slice", {6, 20}, {3, 20}, {}, {{5}, {0}, {0}, {-2}}));
  cases.emplace_back("Pad with zeros", unary("Pad", {3, 5}, {4, 10}, {}, {{1, 2, 0, 3}}));
  cases.emplace_back("Expand a column", unary("Expand", {3, 1}, {3, 6}, {}, {{3, 6}}));
  cases.emplace_back("Tile", unary("Tile", {2, 3}, {4, 6}, {}, {{2, 2}}));
  cases.emplace_back("Gather constant indices, inner axis", unary("Gather", {4, 5}, {4, 3}, {{"axis", std::int64_t{1}}}, {{2, 0, 2}}));
  cases.emplace_back("Gather constant rows", unary("Gather", {4, 18}, {2, 18}, {}, {{3, 1}}));
  {
    Builder b;
    ir::ValueId a = b.input("a", {3, 4}), c = b.input("c", {3, 7});
    b.graph.outputs = {b.node("Concat", {a, c}, "y", {3, 11}, {{"axis", std::int64_t{1}}})};
    cases.emplace_back("Concat on the inner axis", std::move(b));
  }
  {
    Builder b;
    ir::ValueId a = b.input("a", {2, 17}), c = b.input("c", {3, 17});
    b.graph.outputs = {b.node("Concat", {a, c, a}, "y", {7, 17}, {{"axis", std::int64_t{0}}})};
    cases.emplace_back("Concat on the outer axis, one operand twice", std::move(b));
  }
  for (auto& [what, b] : cases) {
    SCOPED_TRACE(what);
    int differing = -1;
    EXPECT_EQ(compare(spec, b.graph, &differing), 0.0);
    EXPECT_EQ(differing, 0);
  }
}

// Softmax and ReduceSum/Mean/Max over the last axis, in the transposed
// layout: within fp16 rounding of the reference (fp32 sums in another order).
TEST(RowReductions, SoftmaxAndReducesMatchTheReferenceWithinFp16Rounding) {
  const hw::Spec spec = fp16Spec();
  using Ints = std::vector<std::int64_t>;
  std::deque<std::pair<std::string, Builder>> cases;  // (a vector's reallocation trips GCC 12's -Warray-bounds)
  cases.emplace_back("Softmax, 6 rows of 40", unary("Softmax", {2, 3, 40}, {2, 3, 40}, {{"axis", std::int64_t{-1}}}));
  cases.emplace_back("Softmax, 40 rows of 24 (3 tiles)", unary("Softmax", {40, 24}, {40, 24}, {}));
  cases.emplace_back("ReduceMean", unary("ReduceMean", {5, 33}, {5, 1}, {{"axes", Ints{-1}}}));
  cases.emplace_back("ReduceMax over two trailing axes",
                     unary("ReduceMax", {18, 3, 5}, {18}, {{"axes", Ints{1, 2}}, {"keepdims", std::int64_t{0}}}));
  cases.emplace_back("ReduceSum", unary("ReduceSum", {20, 7}, {20, 1}, {}, {{1}}));
  for (auto& [what, b] : cases) {
    SCOPED_TRACE(what);
    const double error = compare(spec, b.graph);
    EXPECT_GE(error, 0.0) << "went to the host";
    EXPECT_LE(error, 2e-3);  // a few fp16 ulps: 2^-11 per rounding
  }
}

// The transposed layout as instructions: one transposing LOAD and STORE per
// tile of 16 softmax rows, the six VECTOR ops with the immediates isa.h defines.
TEST(RowReductions, SoftmaxIsOneTransposingLoadSixVectorOpsAndOneTransposingStorePerTile) {
  const hw::Spec spec = fp16Spec();
  Builder b = unary("Softmax", {40, 24}, {40, 24}, {});
  const Program program = compileGraph(spec, b.graph);
  ASSERT_EQ(program.kernels.size(), 1u);
  std::vector<isa::Instruction> loads, stores, vectors;
  for (std::size_t i = 0; i < program.size(); ++i) {
    const isa::Instruction in = program.instruction(i);
    if (in.opcode == isa::Opcode::kLoad) loads.push_back(in);
    if (in.opcode == isa::Opcode::kStore) stores.push_back(in);
    if (in.opcode == isa::Opcode::kVector && in.vector.count > 0) vectors.push_back(in);
  }
  ASSERT_EQ(loads.size(), 3u);
  ASSERT_EQ(stores.size(), 3u);
  ASSERT_EQ(vectors.size(), 18u);
  EXPECT_TRUE(loads[2].transfer.transpose);
  EXPECT_EQ(loads[2].transfer.rows, 24u);
  EXPECT_EQ(loads[2].transfer.elements, 8u);  // 40 = 16 + 16 + 8 rows
  EXPECT_EQ(loads[2].transfer.dram_stride_bytes, 48u);
  EXPECT_TRUE(stores[0].transfer.transpose);
  const std::vector<VectorOp> ops = {VectorOp::kReduceMax,  VectorOp::kBiasAdd,    VectorOp::kExp,
                                     VectorOp::kReduceSum, VectorOp::kReciprocal, VectorOp::kMul};
  for (size_t i = 0; i < ops.size(); ++i) EXPECT_EQ(vectors[i].vector.op, ops[i]) << i;
  EXPECT_EQ(vectors[0].vector.multiplier, 0xBF800000u);  // -1.0f: the negated max
  EXPECT_TRUE(vectors[5].vector.per_lane);
  EXPECT_EQ(vectors[3].vector.count, 24u);
}

/// The program's notes joined, for searching.
std::string notesOf(const Program& program) {
  std::string all;
  for (const std::string& n : program.notes) all += n + "\n";
  return all;
}

// What the accelerator cannot do exactly goes to the host, with a note
// naming the kernel and the reason, and emits no instruction of its own.
TEST(RowReductions, WhatIsNotExactGoesToTheHostWithANote) {
  using Ints = std::vector<std::int64_t>;
  struct HostCase {
    std::string what, config, reason;
    Builder b;
  };
  std::vector<HostCase> cases;
  cases.push_back({"LayerNormalization", "edge_16x16_fp16", "normalization is not lowered", [] {
                     Builder b;
                     ir::ValueId x = b.input("x", {4, 32});
                     ir::ValueId g = b.constant("g", {32}, std::vector<float>(32, 1.0f));
                     ir::ValueId beta = b.constant("beta", {32}, std::vector<float>(32, 0.0f));
                     b.graph.outputs = {b.node("LayerNormalization", {x, g, beta}, "y", {4, 32}, {})};
                     return b;
                   }()});
  cases.push_back({"LogSoftmax", "edge_16x16_fp16", "logarithm", unary("LogSoftmax", {4, 8}, {4, 8}, {})});
  cases.push_back({"Softmax on int8", "edge_16x16_int8", "float formats only", unary("Softmax", {4, 8}, {4, 8}, {})});
  cases.push_back({"ReduceSum over the outer axis", "edge_16x16_fp16", "not the trailing ones",
                   unary("ReduceSum", {4, 8}, {1, 8}, {}, {{0}})});
  cases.push_back({"Softmax too long for a slot", "edge_16x16_fp16", "do not fit one buffer slot",
                   unary("Softmax", {2, 400}, {2, 400}, {})});
  cases.push_back({"Transpose of a channel-first map", "edge_16x16_fp16", "channel-first",
                   unary("Transpose", {1, 3, 4, 5}, {1, 4, 5, 3}, {{"perm", Ints{0, 2, 3, 1}}})});
  cases.push_back({"Pad with ones", "edge_16x16_fp16", "the zero row holds only zeros", [] {
                     Builder b;
                     ir::ValueId x = b.input("x", {3, 5});
                     ir::ValueId pads = b.shapeConstant("pads", {0, 1, 0, 1});
                     ir::ValueId one = b.constant("one", 1.0f);
                     b.graph.outputs = {b.node("Pad", {x, pads, one}, "y", {3, 7}, {})};
                     return b;
                   }()});
  cases.push_back({"Gather of run-time indices", "edge_16x16_fp16", "indices are computed at run time", [] {
                     Builder b;
                     ir::ValueId x = b.input("x", {10, 8});
                     ir::ValueId ids = b.input("ids", {3}, ir::DType::kI64);
                     b.graph.outputs = {b.node("Gather", {x, ids}, "y", {3, 8}, {})};
                     return b;
                   }()});
  cases.push_back({"Split", "edge_16x16_fp16", "Split has no exact copy lowering",
                   unary("Split", {4, 8}, {2, 8}, {{"axis", std::int64_t{0}}}, {{2, 2}})});
  for (HostCase& c : cases) {
    SCOPED_TRACE(c.what);
    const hw::Spec spec = testing::loadConfig(c.config);
    const Program program = compileGraph(spec, c.b.graph);
    expectClean(spec, program);
    ASSERT_EQ(program.kernels.size(), 1u);
    const ProgramKernel& k = program.kernels[0];
    EXPECT_EQ(k.mode, PlanMode::kNone);
    EXPECT_FALSE(k.host_ops.empty());
    for (std::size_t i = k.first; i < k.first + k.count; ++i)
      EXPECT_EQ(program.instruction(i).opcode, isa::Opcode::kHalt) << "instruction " << i;
    const std::string notes = notesOf(program);
    EXPECT_NE(notes.find("'y_node'"), std::string::npos) << notes;
    EXPECT_NE(notes.find(c.reason), std::string::npos) << notes;
  }
}

// The runs of a 2-D Transpose: one per output row, reading down a column.
TEST(DataMovementRuns, ATransposeReadsColumnsAtTheInputRowPitch) {
  DataMovement m;
  m.op = "Transpose";
  m.operands = {0};
  m.input_shapes = {{3, 2}};
  m.output_shape = {2, 3};
  m.perm = {1, 0};
  auto runs = copyRuns(m, 16, 16, 100);
  ASSERT_TRUE(std::holds_alternative<std::vector<CopyRun>>(runs));
  EXPECT_EQ(std::get<std::vector<CopyRun>>(runs),
            (std::vector<CopyRun>{{0, 3, 0, 0, 2}, {3, 3, 0, 1, 2}}));
  // int4: a strided run cannot be a transposing LOAD (whole bytes only).
  auto packed = copyRuns(m, 16, 4, 100);
  ASSERT_TRUE(std::holds_alternative<std::string>(packed));
  EXPECT_NE(std::get<std::string>(packed).find("inside a byte"), std::string::npos);
}

// The vector row width is the spec's (DerivedValues::vector_row_elements):
// on an 8x8 array with 16 lanes a vector row holds 8 elements, and the
// estimate counts the rows codegen emits, not elements / lanes.
TEST(VectorRowWidth, EstimateAndProgramAgreeOnAnEightByEightArrayWithSixteenLanes) {
  const hw::Spec spec = testing::editedConfig("edge_16x16_int8", {{"  rows: 16", "  rows: 8"}, {"  cols: 16", "  cols: 8"}});
  ASSERT_EQ(spec.params().vector_unit.lanes, 16);
  ASSERT_EQ(spec.derived().vector_row_elements, 8);
  for (std::int64_t elements : {1000, 8, 9, 4096}) {
    const KernelGraph g =
        testing::graphOf({testing::vectorKernel("r", KernelKind::kElementwise, {"x"}, elements, "y", elements,
                                                {VectorOp::kRelu})},
                         {testing::tensor("x", elements)}, {testing::tensor("y", elements)});
    auto e = estimate(spec, g);
    ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
    auto mappings = chooseMappings(spec, g, Objective::kLatency);
    ASSERT_TRUE(mappings.ok());
    auto program = generateProgram(spec, g, *mappings);
    ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
    std::int64_t rows = 0;
    for (const isa::Instruction& in : program->decoded())
      if (in.opcode == isa::Opcode::kVector) {
        EXPECT_LE(in.vector.lanes, 8u);
        rows += static_cast<std::int64_t>(in.vector.count);
      }
    EXPECT_EQ(rows, (elements + 7) / 8) << elements;
    EXPECT_EQ(e->layers.front().vector_cycles, static_cast<double>(rows)) << elements;
  }
}

}  // namespace
}  // namespace tessera::backend
