// Tests for hw::Spec: derived values of the reference configs, computed by
// hand from the YAML and the energy table, and fingerprint behaviour.
#include "hw/spec/spec.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "hw/spec/loader.h"
#include "tests/hw/spec/config_fixtures.h"

namespace tessera::hw {
namespace {

Spec load(const std::string& name) {
  Expected<Spec> spec = loadSpecFile("configs/" + name + ".yaml");
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return spec.value();
}

using testing::loadEdited;

TEST(Spec, EveryReferenceConfigLoads) {
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator("configs")) {
    if (entry.path().extension() != ".yaml") continue;
    Expected<Spec> spec = loadSpecFile(entry.path());
    ASSERT_TRUE(spec.ok()) << render(spec.status().diagnostics());
    EXPECT_EQ(spec->params().name, entry.path().stem().string()) << "a config's name matches its file name";
    names.insert(spec->params().name);
  }
  for (const char* required : {"tiny_4x4_int8", "edge_16x16_int8", "tpu_v1_like", "scalesim_32x32_ws",
                               "scalesim_32x32_os", "edge_16x16_fp16", "edge_16x16_int4"})
    EXPECT_TRUE(names.count(required)) << required;
}

TEST(Spec, Edge16x16Int8DerivedValues) {
  Spec spec = load("edge_16x16_int8");
  const DerivedValues& d = spec.derived();
  EXPECT_EQ(d.peak_macs_per_cycle, 256);
  EXPECT_DOUBLE_EQ(d.peak_ops_per_second, 5.12e11);
  EXPECT_DOUBLE_EQ(d.dram_bytes_per_second, 16e9);
  EXPECT_DOUBLE_EQ(d.ridge_ops_per_byte, 32.0);
  EXPECT_DOUBLE_EQ(d.activation_bytes_per_element, 1.0);
  EXPECT_DOUBLE_EQ(d.accumulator_bytes_per_element, 4.0);
  // 128 KiB input buffer in 2 banks of 16-byte rows (16 int8 activations).
  EXPECT_EQ(d.input.row_bytes, 16);
  EXPECT_EQ(d.input.bank_bytes, 65536);
  EXPECT_EQ(d.input.bank_depth_rows, 4096);
  EXPECT_EQ(d.input.total_rows, 8192);
  EXPECT_EQ(d.input.row_address_bits, 13);
  EXPECT_EQ(d.input.bank_select_bits, 1);
  EXPECT_EQ(d.input.capacity_elements, 131072);
  EXPECT_EQ(d.input.tile_bytes, 256);
  EXPECT_EQ(d.input.usable_bytes, 65536);
  // 64 KiB accumulator: rows of 16 int32 = 64 bytes.
  EXPECT_EQ(d.output.row_bytes, 64);
  EXPECT_EQ(d.output.bank_depth_rows, 512);
  EXPECT_EQ(d.output.row_address_bits, 10);
  EXPECT_EQ(d.output.tile_bytes, 1024);
  EXPECT_EQ(d.isa.dram_address_bits, 32);
  EXPECT_EQ(d.isa.scratchpad_row_address_bits, 13);
  EXPECT_EQ(d.isa.tile_rows_bits, 5);
  EXPECT_EQ(d.isa.tile_cols_bits, 5);
  EXPECT_EQ(d.isa.vector_lanes_bits, 5);
  EXPECT_EQ(d.vector_row_max_elements, 16);
  // 22 nm from the 45 nm table: energy x 22/45, area x (22/45)^2.
  EXPECT_NEAR(d.energy_scale, 22.0 / 45.0, 1e-12);
  EXPECT_NEAR(d.mac_energy_pj, (0.2 + 0.1) * 22.0 / 45.0, 1e-12);
  EXPECT_NEAR(d.pe_area_um2, (282.0 + 137.0) * (22.0 / 45.0) * (22.0 / 45.0), 1e-9);
  // 64 KiB bank: log-log between 32 KiB (20 pJ) and 1 MiB (100 pJ) per 64 bits.
  double pj64 = 20.0 * std::pow(2.0, std::log(5.0) / std::log(32.0));
  EXPECT_NEAR(d.input.read_energy_pj_per_byte, pj64 / 8.0 * 22.0 / 45.0, 1e-9);
  EXPECT_NEAR(d.total_area_um2, d.array_area_um2 + d.sram_area_um2 + d.vector_unit_area_um2, 1e-6);
}

// A VECTOR row may be as wide as the widest of the lanes and the buffer
// rows (isa.h, VectorFields): 32 on the 8x32 array's 16 lanes, whose lanes
// field then encodes 0..32.
TEST(Spec, EightByThirtyTwoVectorRowsAreTheArraysColumns) {
  const Spec spec = load("edge_8x32_int8");
  EXPECT_EQ(spec.derived().vector_row_elements, 8);
  EXPECT_EQ(spec.derived().vector_row_max_elements, 32);
  EXPECT_EQ(spec.derived().isa.vector_lanes_bits, 6);
}

TEST(Spec, TpuV1LikeDerivedValues) {
  Spec spec = load("tpu_v1_like");
  const DerivedValues& d = spec.derived();
  EXPECT_EQ(d.peak_macs_per_cycle, 65536);
  EXPECT_NEAR(d.peak_ops_per_second, 91.75e12, 0.01e12);  // Jouppi et al.: 92 TOPS
  EXPECT_NEAR(d.ridge_ops_per_byte, 2.0 * 65536 / 42.9, 1e-9);
  EXPECT_EQ(d.input.row_bytes, 256);
  EXPECT_EQ(d.input.bank_depth_rows, 24576);
  EXPECT_EQ(d.input.total_rows, 98304);
  EXPECT_EQ(d.input.row_address_bits, 17);
  EXPECT_EQ(d.output.row_bytes, 1024);
  EXPECT_EQ(d.output.total_rows, 4096);  // 4096 accumulators of 256 x 32 bits
  EXPECT_EQ(d.isa.dram_address_bits, 33);
  EXPECT_EQ(d.isa.tile_rows_bits, 9);
}

TEST(Spec, PrecisionChangesElementsPerBuffer) {
  Spec int8 = load("edge_16x16_int8");
  Spec int4 = load("edge_16x16_int4");
  Spec fp16 = load("edge_16x16_fp16");
  EXPECT_EQ(int4.derived().input.capacity_elements, 2 * int8.derived().input.capacity_elements);
  EXPECT_EQ(fp16.derived().input.capacity_elements, int8.derived().input.capacity_elements / 2);
  EXPECT_EQ(int4.derived().input.row_bytes, 8);
  EXPECT_EQ(fp16.derived().weight.row_bytes, 32);
  EXPECT_NEAR(int4.derived().mac_energy_pj, (0.05 + 0.1) * 22.0 / 45.0, 1e-12);
  EXPECT_NEAR(fp16.derived().mac_energy_pj, (1.1 + 0.9) * 22.0 / 45.0, 1e-12);
}

TEST(Spec, SmallBankExtrapolatesSramEnergy) {
  // tiny: 2 KiB banks, below the table's 8 KiB point, extrapolated along the
  // 8 KiB..32 KiB slope (0.5): 10 pJ x (2/8)^0.5 = 5 pJ per 64 bits.
  Spec spec = load("tiny_4x4_int8");
  EXPECT_NEAR(spec.derived().input.read_energy_pj_per_byte, 5.0 / 8.0, 1e-12);
  EXPECT_EQ(spec.derived().isa.dram_address_bits, 24);
}

TEST(Spec, FingerprintIsReadableAndUnique) {
  Spec edge = load("edge_16x16_int8");
  EXPECT_TRUE(std::regex_match(edge.fingerprint(), std::regex("ws16x16_w8a8acc32_i128K_w128K_o64K_bw16-[0-9a-f]{8}")))
      << edge.fingerprint();
  EXPECT_TRUE(std::regex_match(load("tpu_v1_like").fingerprint(),
                               std::regex("ws256x256_w8a8acc32_i24M_w256K_o4M_bw42p9-[0-9a-f]{8}")));
  EXPECT_TRUE(load("edge_16x16_fp16").fingerprint().starts_with("ws16x16_fp16acc32_"));
  EXPECT_TRUE(load("scalesim_32x32_os").fingerprint().starts_with("os32x32_"));
  std::set<std::string> seen;
  for (const auto& entry : std::filesystem::directory_iterator("configs")) {
    if (entry.path().extension() != ".yaml") continue;
    EXPECT_TRUE(seen.insert(loadSpecFile(entry.path())->fingerprint()).second) << entry.path();
  }
}

TEST(Spec, FingerprintFollowsResultsNotLabels) {
  Spec edge = load("edge_16x16_int8");
  Expected<Spec> renamed = loadEdited("edge_16x16_int8", "name: edge_16x16_int8", "name: my_copy");
  ASSERT_TRUE(renamed.ok()) << render(renamed.status().diagnostics());
  EXPECT_EQ(renamed->fingerprint(), edge.fingerprint());
  // A parameter the readable prefix leaves out still changes the hash.
  Expected<Spec> slower = loadEdited("edge_16x16_int8", "clock_mhz: 1000", "clock_mhz: 800");
  ASSERT_TRUE(slower.ok());
  EXPECT_NE(slower->fingerprint(), edge.fingerprint());
  EXPECT_EQ(slower->fingerprint().substr(0, slower->fingerprint().size() - 8),
            edge.fingerprint().substr(0, edge.fingerprint().size() - 8));
  Expected<Spec> latency = loadEdited("edge_16x16_int8", "latency_cycles: 100", "latency_cycles: 101");
  ASSERT_TRUE(latency.ok());
  EXPECT_NE(latency->fingerprint(), edge.fingerprint());
}

TEST(Spec, SparsityParameters) {
  Spec sparse = load("edge_16x16_int8_sparse24");
  EXPECT_EQ(sparse.params().sparsity.weight_format, WeightFormat::kNOfM);
  EXPECT_EQ(sparse.params().sparsity.n, 2);
  EXPECT_EQ(sparse.params().sparsity.m, 4);
  EXPECT_TRUE(sparse.params().sparsity.skip_zero_weights);
  EXPECT_TRUE(sparse.fingerprint().find("_sp2of4-") != std::string::npos);
}

TEST(Spec, ByteSuffixesAndPlainIntegersAgree) {
  Expected<Spec> plain = loadEdited("edge_16x16_int8", "input:  { bytes: 128KiB", "input:  { bytes: 131072");
  ASSERT_TRUE(plain.ok()) << render(plain.status().diagnostics());
  EXPECT_EQ(plain->fingerprint(), load("edge_16x16_int8").fingerprint());
}

TEST(Spec, BufferExactlyOneDoubleBufferedTileFits) {
  // Boundary: a 32x32 int8 weight tile is 1024 bytes; double-buffered needs 2048.
  Expected<Spec> fits = loadEdited("scalesim_32x32_ws", "weight: { bytes: 64KiB", "weight: { bytes: 2KiB");
  EXPECT_TRUE(fits.ok()) << render(fits.status().diagnostics());
  Expected<Spec> short_by_rows = loadEdited("scalesim_32x32_ws", "weight: { bytes: 64KiB", "weight: { bytes: 2016");
  EXPECT_FALSE(short_by_rows.ok());
}

}  // namespace
}  // namespace tessera::hw
