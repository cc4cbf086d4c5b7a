// The schema table: its keys are documented, the control keys load with their
// defaults and ranges, later keys keep old fingerprints, and the derived
// vector row width follows its rule (values worked out by hand below).
#include "hw/spec/schema.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "hw/spec/loader.h"
#include "tests/hw/spec/config_fixtures.h"
#include "hw/spec/summary.h"

namespace tessera::hw {
namespace {

std::string readFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}


using testing::loadEdited;

const std::string kControl =
    "control:                       # optional; these are the defaults\n"
    "  fetch_width_instructions: 4  # instructions the fetch unit dispatches into the stage queues per cycle\n"
    "  queue_depth_instructions: 16 # command-queue entries of each stage (load, compute, vector, store)\n";

TEST(Schema, EveryKeyIsDocumentedInConfigsReadme) {
  const std::string readme = readFile("configs/README.md");
  ASSERT_FALSE(readme.empty());
  for (const ConfigField& field : configFields())
    EXPECT_NE(readme.find("`" + field.path + "`"), std::string::npos) << field.path << " is not in configs/README.md";
}

TEST(Schema, EveryResultsColumnIsInSchemaMd) {
  const std::string schema = readFile("sweeps/SCHEMA.md");
  ASSERT_FALSE(schema.empty());
  int columns = 0;
  for (const ConfigField& field : configFields()) {
    if (field.results_column.empty()) continue;
    ++columns;
    EXPECT_TRUE(std::regex_search(schema, std::regex("\\b" + field.results_column + " (INTEGER|REAL|TEXT)")))
        << field.results_column << " (" << field.path << ") is not a column in sweeps/SCHEMA.md";
  }
  EXPECT_GE(columns, 14);
}

TEST(Schema, PathsAndGeneratedNamesAreUniqueAndRowsAreComplete) {
  std::set<std::string> paths, generated, columns;
  for (const ConfigField& field : configFields()) {
    EXPECT_TRUE(paths.insert(field.path).second) << field.path;
    if (!field.generated.name.empty()) {
      EXPECT_TRUE(generated.insert(field.generated.name).second) << field.path;
    }
    if (!field.results_column.empty()) {
      EXPECT_TRUE(columns.insert(field.results_column).second) << field.path;
    }
    EXPECT_FALSE(field.doc.empty()) << field.path;
    EXPECT_TRUE(field.access.get && field.access.set) << field.path;
    if (field.canonical == CanonicalForm::kWhenNotDefault) {
      EXPECT_TRUE(field.optional()) << field.path;
    }
  }
  EXPECT_EQ(findConfigField("control.queue_depth_instructions")->leaf(), "queue_depth_instructions");
  EXPECT_EQ(findConfigField("buffers.weight.bytes")->section(), "buffers.weight");
  EXPECT_EQ(findConfigField("no.such.key"), nullptr);
  EXPECT_EQ(optionalSections(), std::vector<std::string>{"control"});
}

TEST(Schema, Version1FormsAreFrozen) {
  // canonicalText() and summaryText() write the version-1 fields by hand; a
  // field added later must use the generic forms (kWhenNotDefault, kSection),
  // or it would silently stay out of the fingerprint and the summary.
  const std::set<std::string> version1 = {
      "schema_version", "clock_mhz", "technology_nm", "pe_array.rows", "pe_array.cols", "pe_array.dataflow",
      "precision.weight_bits", "precision.activation_bits", "precision.accumulator_bits", "precision.number_format",
      "buffers.input.bytes", "buffers.input.banks", "buffers.input.double_buffered", "buffers.weight.bytes",
      "buffers.weight.banks", "buffers.weight.double_buffered", "buffers.output.bytes", "buffers.output.banks",
      "buffers.output.double_buffered", "vector_unit.lanes", "vector_unit.operations", "dram.bytes",
      "dram.bytes_per_cycle", "dram.latency_cycles", "dram.energy_pj_per_byte", "sparsity.weight_format", "sparsity.n",
      "sparsity.m", "sparsity.skip_zero_weights", "sparsity.zero_gating", "energy_table"};
  std::set<std::string> canonical, summary;
  for (const ConfigField& field : configFields()) {
    if (field.canonical == CanonicalForm::kVersion1) canonical.insert(field.path);
    if (field.summary == SummaryForm::kVersion1 && field.canonical != CanonicalForm::kLabel)
      summary.insert(field.path);
  }
  EXPECT_EQ(canonical, version1);
  EXPECT_EQ(summary, version1);
}

TEST(Schema, ControlDefaultsWhenTheSectionIsLeftOut) {
  Expected<Spec> without = loadEdited("edge_16x16_int8", kControl, "");
  ASSERT_TRUE(without.ok()) << render(without.status().diagnostics());
  EXPECT_EQ(without->params().control.fetch_width_instructions, 4);
  EXPECT_EQ(without->params().control.queue_depth_instructions, 16);
  Expected<Spec> partial = loadEdited("edge_16x16_int8", "  queue_depth_instructions: 16", "");
  ASSERT_TRUE(partial.ok()) << render(partial.status().diagnostics());
  EXPECT_EQ(partial->params().control.queue_depth_instructions, 16);
  Expected<Spec> given = loadEdited("edge_16x16_int8", "queue_depth_instructions: 16", "queue_depth_instructions: 64");
  ASSERT_TRUE(given.ok()) << render(given.status().diagnostics());
  EXPECT_EQ(given->params().control.queue_depth_instructions, 64);
}

TEST(Schema, ControlRangesAndTyposAreLocatedErrors) {
  Expected<Spec> zero = loadEdited("edge_16x16_int8", "fetch_width_instructions: 4", "fetch_width_instructions: 0");
  ASSERT_FALSE(zero.ok());
  const std::string zero_text = render(zero.status().diagnostics());
  EXPECT_NE(zero_text.find("edited.yaml:"), std::string::npos) << zero_text;
  EXPECT_NE(zero_text.find("control.fetch_width_instructions: expected an integer in [1, 64], got '0'"),
            std::string::npos)
      << zero_text;
  Expected<Spec> deep = loadEdited("edge_16x16_int8", "queue_depth_instructions: 16", "queue_depth_instructions: 65537");
  ASSERT_FALSE(deep.ok());
  EXPECT_NE(render(deep.status().diagnostics()).find("control.queue_depth_instructions"), std::string::npos);
  Expected<Spec> word = loadEdited("edge_16x16_int8", "queue_depth_instructions: 16", "queue_depth_instructions: deep");
  ASSERT_FALSE(word.ok());
  EXPECT_NE(render(word.status().diagnostics()).find("got 'deep'"), std::string::npos)
      << render(word.status().diagnostics());
  Expected<Spec> typo = loadEdited("edge_16x16_int8", "queue_depth_instructions: 16", "queue_depth_instruction: 16");
  ASSERT_FALSE(typo.ok());
  const std::string typo_text = render(typo.status().diagnostics());
  EXPECT_NE(typo_text.find("control.queue_depth_instruction: unknown key"), std::string::npos) << typo_text;
  EXPECT_NE(typo_text.find("did you mean 'queue_depth_instructions'?"), std::string::npos) << typo_text;
  Expected<Spec> scalar = loadEdited("edge_16x16_int8", kControl, "control: 4\n");
  ASSERT_FALSE(scalar.ok());
  EXPECT_NE(render(scalar.status().diagnostics()).find("control"), std::string::npos);
}

TEST(Schema, ControlKeysChangeTheFingerprintOnlyWhenNotDefault) {
  // edge_16x16_int8 as it was before the keys added after version 1: no
  // control section, one DRAM transfer in flight (the default).
  const std::pair<std::string, std::string> serial{
      "  outstanding_transfers: 4  # LOAD/STOREs each DMA channel keeps in flight (Gemmini: up to 16 requests of 64 B)\n",
      ""};
  Expected<Spec> spelled = loadEdited("edge_16x16_int8", {serial, {"control:", "control:"}});
  Expected<Spec> omitted = loadEdited("edge_16x16_int8", {serial, {kControl, ""}});
  ASSERT_TRUE(spelled.ok() && omitted.ok());
  EXPECT_EQ(spelled->canonicalText(), omitted->canonicalText());
  EXPECT_EQ(spelled->fingerprint(), omitted->fingerprint());
  EXPECT_EQ(spelled->canonicalText().find("control"), std::string::npos) << "defaults stay out of the canonical text";
  // The version-1 fingerprint of this config, before the control keys existed.
  EXPECT_EQ(omitted->fingerprint(), "ws16x16_w8a8acc32_i128K_w128K_o64K_bw16-3d4a15dc");
  Expected<Spec> one = loadEdited("edge_16x16_int8", {{"outstanding_transfers: 4", "outstanding_transfers: 1"}});
  ASSERT_TRUE(one.ok());
  EXPECT_EQ(one->fingerprint(), omitted->fingerprint());

  Expected<Spec> wide = loadEdited("edge_16x16_int8", {serial, {"fetch_width_instructions: 4", "fetch_width_instructions: 8"}});
  Expected<Spec> deep = loadEdited("edge_16x16_int8", {serial, {"queue_depth_instructions: 16", "queue_depth_instructions: 32"}});
  Expected<Spec> four = loadEdited("edge_16x16_int8", "name: edge_16x16_int8", "name: edge_16x16_int8");
  ASSERT_TRUE(wide.ok() && deep.ok() && four.ok());
  EXPECT_NE(wide->fingerprint(), omitted->fingerprint());
  EXPECT_NE(deep->fingerprint(), omitted->fingerprint());
  EXPECT_NE(wide->fingerprint(), deep->fingerprint());
  EXPECT_EQ(wide->canonicalText(), omitted->canonicalText() + "control.fetch_width_instructions=8\n");
  EXPECT_EQ(deep->canonicalText(), omitted->canonicalText() + "control.queue_depth_instructions=32\n");
  EXPECT_EQ(four->canonicalText(), omitted->canonicalText() + "dram.outstanding_transfers=4\n");
}

TEST(Schema, SummaryShowsTheControlSection) {
  Expected<Spec> deep = loadEdited("tiny_4x4_int8", "queue_depth_instructions: 16", "queue_depth_instructions: 8");
  ASSERT_TRUE(deep.ok());
  EXPECT_NE(summaryText(*deep).find("  control        fetch_width_instructions 4, queue_depth_instructions 8\n"),
            std::string::npos)
      << summaryText(*deep);
  const nlohmann::ordered_json json = summaryJson(*deep);
  EXPECT_EQ(json["control"]["queue_depth_instructions"], 8);
  EXPECT_EQ(json["control"]["fetch_width_instructions"], 4);
  EXPECT_EQ(json["derived"]["vector_row_elements"], 4);
}

TEST(Schema, VectorRowElementsFollowsItsRule) {
  // min(lanes, rows, cols), lowered until the row is whole bytes.
  auto rowElements = [](const std::string& name, const std::string& from, const std::string& to) {
    Expected<Spec> spec = loadEdited(name, from, to);
    EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
    return spec.ok() ? spec->derived().vector_row_elements : -1;
  };
  EXPECT_EQ(rowElements("tiny_4x4_int8", "lanes: 4", "lanes: 4"), 4);          // lanes = rows = cols = 4
  EXPECT_EQ(rowElements("tiny_4x4_int8", "lanes: 4", "lanes: 3"), 3);          // 3 int8 lanes: 3 bytes
  EXPECT_EQ(rowElements("edge_16x16_int8", "lanes: 16", "lanes: 64"), 16);     // the array edge bounds it
  EXPECT_EQ(rowElements("edge_16x16_int4", "lanes: 16", "lanes: 3"), 2);       // 3 x 4 bits is not whole bytes; 2 is
  EXPECT_EQ(rowElements("edge_16x16_int4", "lanes: 16", "lanes: 1"), 0);       // one 4-bit element never is
  EXPECT_EQ(rowElements("edge_16x16_int8", "lanes: 16", "lanes: 1"), 1);
}

}  // namespace
}  // namespace tessera::hw
