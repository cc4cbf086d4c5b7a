// The generated instruction-layout parameters: a COMPUTE word encoded by
// encode() and taken apart with nothing but the generated LSB/BITS values
// gives back every field, on every reference config.
#include "hw/isa/layout_params.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <random>

#include "hw/isa/encode.h"
#include "hw/spec/loader.h"

namespace tessera::isa {
namespace {

std::uint64_t bitsAt(const std::vector<std::uint64_t>& words, std::int64_t lsb, std::int64_t bits) {
  std::uint64_t value = 0;
  for (std::int64_t b = 0; b < bits; ++b)
    value |= ((words[static_cast<size_t>((lsb + b) / 64)] >> ((lsb + b) % 64)) & 1u) << b;
  return value;
}

TEST(LayoutParams, GeneratedOffsetsDecodeEncodedComputes) {
  int configs = 0;
  for (const auto& entry : std::filesystem::directory_iterator("configs")) {
    if (entry.path().extension() != ".yaml") continue;
    Expected<hw::Spec> spec = hw::loadSpecFile(entry.path());
    ASSERT_TRUE(spec.ok()) << entry.path();
    const IsaLayout layout = layoutFor(*spec);
    std::map<std::string, std::int64_t> p;
    for (const hw::TargetParameter& param : layoutParameters(layout)) {
      EXPECT_TRUE(p.emplace(param.name, param.value).second) << param.name << " twice";
      EXPECT_FALSE(param.comment.empty()) << param.name;
    }
    EXPECT_EQ(p.at("ISA_INSTRUCTION_BITS"), layout.instruction_bits);
    EXPECT_EQ(p.at("ISA_INSTRUCTION_WORDS"), layout.words);
    EXPECT_EQ(p.at("ISA_OPCODE_COMPUTE"), static_cast<int>(Opcode::kCompute));
    EXPECT_EQ(p.at("ISA_OPCODE_HALT"), static_cast<int>(Opcode::kHalt));
    std::mt19937_64 random(42);
    for (int trial = 0; trial < 50; ++trial) {
      Instruction in;
      in.opcode = Opcode::kCompute;
      in.deps.pop_prev = random() & 1;
      in.deps.push_next = random() & 1;
      ComputeFields& c = in.compute;
      auto pick = [&](const char* field) {
        const std::int64_t bits = p.at(std::string("ISA_COMPUTE_") + field + "_BITS");
        return random() & ((std::uint64_t{1} << bits) - 1);
      };
      c.input_row = pick("INPUT_ROW");
      c.weight_row = pick("WEIGHT_ROW");
      c.output_row = pick("OUTPUT_ROW");
      c.tile_rows = pick("TILE_ROWS");
      c.tile_cols = pick("TILE_COLS");
      c.depth = pick("DEPTH");
      c.accumulate = random() & 1;
      c.preload_weights = random() & 1;
      Expected<std::vector<std::uint64_t>> words = encode(layout, in);
      ASSERT_TRUE(words.ok()) << render(words.status().diagnostics());
      auto field = [&](const char* name) {
        return bitsAt(*words, p.at(std::string("ISA_COMPUTE_") + name + "_LSB"),
                      p.at(std::string("ISA_COMPUTE_") + name + "_BITS"));
      };
      EXPECT_EQ(field("OPCODE"), static_cast<std::uint64_t>(p.at("ISA_OPCODE_COMPUTE")));
      EXPECT_EQ(field("POP_PREV"), in.deps.pop_prev ? 1u : 0u);
      EXPECT_EQ(field("PUSH_NEXT"), in.deps.push_next ? 1u : 0u);
      EXPECT_EQ(field("INPUT_ROW"), c.input_row);
      EXPECT_EQ(field("WEIGHT_ROW"), c.weight_row);
      EXPECT_EQ(field("OUTPUT_ROW"), c.output_row);
      EXPECT_EQ(field("TILE_ROWS"), c.tile_rows);
      EXPECT_EQ(field("TILE_COLS"), c.tile_cols);
      EXPECT_EQ(field("DEPTH"), c.depth);
      EXPECT_EQ(field("ACCUMULATE"), c.accumulate ? 1u : 0u);
      EXPECT_EQ(field("PRELOAD_WEIGHTS"), c.preload_weights ? 1u : 0u);
      EXPECT_EQ(bitsAt(*words, p.at("ISA_COMPUTE_USED_BITS"),
                       p.at("ISA_INSTRUCTION_BITS") - p.at("ISA_COMPUTE_USED_BITS")),
                0u) << "reserved bits";
    }
    ++configs;
  }
  EXPECT_GE(configs, 8);
}

}  // namespace
}  // namespace tessera::isa
