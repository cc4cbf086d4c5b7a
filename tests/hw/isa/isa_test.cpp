// Tests for the ISA: layouts from every reference config, exact encode/decode and assembly round trips.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <set>

#include "hw/isa/encode.h"
#include "hw/isa/isa.h"
#include "hw/spec/loader.h"

namespace tessera::isa {
namespace {

struct Point {
  std::string file;
  hw::Spec spec;
  IsaLayout layout;
};

std::vector<Point> referencePoints() {
  std::vector<Point> points;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator("configs"))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    Expected<hw::Spec> spec = hw::loadSpecFile(file);
    EXPECT_TRUE(spec.ok()) << file << "\n" << render(spec.status().diagnostics());
    if (spec.ok()) points.push_back({file.string(), spec.value(), layoutFor(spec.value())});
  }
  EXPECT_GE(points.size(), 8u);
  return points;
}

const std::vector<Point>& points() {
  static const std::vector<Point> kPoints = referencePoints();
  return kPoints;
}

const Point& point(std::string_view name) {
  for (const Point& p : points())
    if (p.spec.params().name == name) return p;
  ADD_FAILURE() << "no config " << name;
  return points().front();
}

constexpr Opcode kOpcodes[] = {Opcode::kLoad, Opcode::kStore, Opcode::kCompute, Opcode::kVector, Opcode::kHalt};

bool isHeader(Field f) { return static_cast<int>(f) <= static_cast<int>(Field::kPushNext); }
bool isBuffer(Field f) {
  return f == Field::kBuffer || f == Field::kSrcBuffer || f == Field::kOperandBuffer || f == Field::kDstBuffer;
}
bool isEnum(Field f) { return isBuffer(f) || f == Field::kVectorOp || f == Field::kOpcode; }
// Row fields checked against the buffer they name (not only the field width).
bool isBufferRow(Field f) {
  return f == Field::kRowAddress || f == Field::kSrcRow || f == Field::kOperandRow || f == Field::kDstRow;
}

std::int64_t maxOf(const FieldLayout& f) {
  return f.is_signed ? (std::int64_t{1} << (f.bits - 1)) - 1 : static_cast<std::int64_t>((std::uint64_t{1} << f.bits) - 1);
}
std::int64_t minOf(const FieldLayout& f) { return f.is_signed ? -(std::int64_t{1} << (f.bits - 1)) : 0; }

// The buffer whose row address is widest: any scratchpad row value fits it.
hw::BufferKind widestBuffer(const IsaLayout& layout, bool for_store) {
  int best = -1;
  for (int b = 0; b < 3; ++b)
    if (!(for_store && b == 1) && (best < 0 || layout.buffer_row_bits[b] > layout.buffer_row_bits[best])) best = b;
  return static_cast<hw::BufferKind>(best);
}

hw::VectorOp firstSupported(const IsaLayout& layout) {
  for (int i = 0;; ++i)
    if ((layout.supported_vector_ops >> i) & 1u) return static_cast<hw::VectorOp>(i);
}

// A valid instruction with every numeric field of the opcode set to `value(field)`.
template <class ValueOf>
Instruction fill(const IsaLayout& layout, Opcode opcode, ValueOf value) {
  Instruction in;
  in.opcode = opcode;
  const hw::BufferKind buffer = widestBuffer(layout, opcode == Opcode::kStore);
  for (const FieldLayout& f : layout.format(opcode).fields) {
    if (f.field == Field::kOpcode) continue;
    if (isBuffer(f.field)) setFieldValue(in, f.field, static_cast<int>(buffer));
    else if (f.field == Field::kVectorOp) in.vector.op = firstSupported(layout);
    else setFieldValue(in, f.field, value(f));
  }
  // Dependency bits towards a stage that does not exist are invalid.
  if (stageOf(opcode) == Stage::kLoad) in.deps.pop_prev = in.deps.push_prev = false;
  if (stageOf(opcode) == Stage::kStore) in.deps.pop_next = in.deps.push_next = false;
  return in;
}

Instruction randomInstruction(const IsaLayout& layout, Opcode opcode, std::mt19937_64& rng) {
  Instruction in = fill(layout, opcode, [&](const FieldLayout& f) {
    return std::uniform_int_distribution<std::int64_t>(minOf(f), maxOf(f))(rng);
  });
  auto pickBuffer = [&](bool store) {
    int b = static_cast<int>(rng() % 3);
    if (store && b == 1) b = 2;
    return static_cast<hw::BufferKind>(b);
  };
  auto row = [&](hw::BufferKind b) {
    return rng() & ((std::uint64_t{1} << layout.buffer_row_bits[static_cast<int>(b)]) - 1);
  };
  if (opcode == Opcode::kLoad || opcode == Opcode::kStore) {
    in.transfer.buffer = pickBuffer(opcode == Opcode::kStore);
    in.transfer.row_address = row(in.transfer.buffer);
  }
  if (opcode == Opcode::kVector) {
    std::vector<hw::VectorOp> ops;
    for (int i = 0; i < 32; ++i)
      if ((layout.supported_vector_ops >> i) & 1u) ops.push_back(static_cast<hw::VectorOp>(i));
    in.vector.op = ops[rng() % ops.size()];
    in.vector.src_buffer = pickBuffer(false);
    in.vector.src_row = row(in.vector.src_buffer);
    in.vector.operand_buffer = pickBuffer(false);
    in.vector.operand_row = row(in.vector.operand_buffer);
    in.vector.dst_buffer = pickBuffer(false);
    in.vector.dst_row = row(in.vector.dst_buffer);
  }
  return in;
}

void expectRoundTrip(const IsaLayout& layout, const Instruction& in, const std::string& where) {
  Expected<std::vector<std::uint64_t>> words = encode(layout, in);
  ASSERT_TRUE(words.ok()) << where << ": " << toAssembly(in) << "\n" << render(words.status().diagnostics());
  ASSERT_EQ(words->size(), static_cast<size_t>(layout.words));
  Expected<Instruction> back = decode(layout, *words);
  ASSERT_TRUE(back.ok()) << where << "\n" << render(back.status().diagnostics());
  EXPECT_EQ(*back, in) << where << ": " << toAssembly(in) << " came back as " << toAssembly(*back);
}

TEST(IsaLayout, WidthsComeFromTheSpec) {
  for (const Point& p : points()) {
    const hw::IsaFieldWidths& w = p.spec.derived().isa;
    const IsaLayout& l = p.layout;
    SCOPED_TRACE(p.file);
    EXPECT_EQ(l.spec_fingerprint, p.spec.fingerprint());
    auto bits = [&](Opcode op, Field f) {
      const FieldLayout* field = l.format(op).find(f);
      return field ? field->bits : -1;
    };
    for (Opcode op : {Opcode::kLoad, Opcode::kStore}) {
      EXPECT_EQ(bits(op, Field::kDramAddress), w.dram_address_bits);
      EXPECT_EQ(bits(op, Field::kDramStrideBytes), w.dram_address_bits);
      EXPECT_EQ(bits(op, Field::kRowAddress), w.scratchpad_row_address_bits);
      EXPECT_EQ(bits(op, Field::kRows), w.scratchpad_row_address_bits + 1);
      EXPECT_EQ(bits(op, Field::kBuffer), w.buffer_select_bits);
      EXPECT_EQ(bits(op, Field::kElements), std::max(w.tile_rows_bits, w.tile_cols_bits));
      // The third dimension: planes as wide as rows, the plane stride any distance inside DRAM.
      EXPECT_EQ(bits(op, Field::kPlanes), w.scratchpad_row_address_bits + 1);
      EXPECT_EQ(bits(op, Field::kDramPlaneStrideBytes), w.dram_address_bits);
      // The buffer plane stride: as wide as a row address (any distance inside the largest buffer).
      EXPECT_EQ(bits(op, Field::kRowPlaneStride), w.scratchpad_row_address_bits);
    }
    EXPECT_EQ(bits(Opcode::kCompute, Field::kInputRow), w.input_row_address_bits);
    EXPECT_EQ(bits(Opcode::kCompute, Field::kWeightRow), w.weight_row_address_bits);
    EXPECT_EQ(bits(Opcode::kCompute, Field::kOutputRow), w.output_row_address_bits);
    EXPECT_EQ(bits(Opcode::kCompute, Field::kTileRows), w.tile_rows_bits);
    EXPECT_EQ(bits(Opcode::kCompute, Field::kTileCols), w.tile_cols_bits);
    EXPECT_EQ(bits(Opcode::kCompute, Field::kDepth), w.input_row_address_bits + 1);
    EXPECT_EQ(bits(Opcode::kVector, Field::kVectorOp), w.vector_op_bits);
    EXPECT_EQ(bits(Opcode::kVector, Field::kLanes), w.vector_lanes_bits);
    EXPECT_EQ(bits(Opcode::kVector, Field::kSrcRow), w.scratchpad_row_address_bits);
    EXPECT_EQ(bits(Opcode::kVector, Field::kDstBuffer), w.buffer_select_bits);
    EXPECT_EQ(bits(Opcode::kVector, Field::kMultiplier), p.spec.params().precision.accumulator_bits);
    EXPECT_EQ(bits(Opcode::kVector, Field::kZeroPoint), p.spec.params().precision.activation_bits);
    int widest = 0;
    for (Opcode op : kOpcodes) {
      const OpcodeFormat& format = l.format(op);
      EXPECT_EQ(format.opcode, op);
      // Opcode and dependency bits lead every format; fields are contiguous from bit 0.
      ASSERT_GE(format.fields.size(), 5u);
      EXPECT_EQ(format.fields[0].field, Field::kOpcode);
      EXPECT_EQ(format.fields[0].bits, 3);
      int lsb = 0;
      for (const FieldLayout& f : format.fields) {
        EXPECT_EQ(f.lsb, lsb) << f.name;
        EXPECT_GT(f.bits, 0) << f.name;
        EXPECT_LE(f.bits, 63) << f.name;
        lsb += f.bits;
      }
      EXPECT_EQ(format.used_bits, lsb);
      widest = std::max(widest, lsb);
    }
    EXPECT_EQ(l.instruction_bits % 64, 0);
    EXPECT_GE(l.instruction_bits, widest);
    EXPECT_LT(l.instruction_bits, widest + 64);
    EXPECT_EQ(l.words * 64, l.instruction_bits);
  }
}

TEST(IsaLayout, FollowsTheFingerprint) {
  const Point& tiny = point("tiny_4x4_int8");
  const Point& tpu = point("tpu_v1_like");
  EXPECT_NE(tiny.layout, tpu.layout);
  EXPECT_LT(tiny.layout.format(Opcode::kLoad).find(Field::kDramAddress)->bits,
            tpu.layout.format(Opcode::kLoad).find(Field::kDramAddress)->bits);
  EXPECT_LT(tiny.layout.format(Opcode::kCompute).find(Field::kInputRow)->bits,
            tpu.layout.format(Opcode::kCompute).find(Field::kInputRow)->bits);
  // A DRAM address valid on the TPU-like point does not fit the tiny one.
  Instruction load;
  load.opcode = Opcode::kLoad;
  load.transfer.dram_address = std::uint64_t{1} << 30;
  EXPECT_TRUE(encode(tpu.layout, load).ok());
  Expected<std::vector<std::uint64_t>> tiny_words = encode(tiny.layout, load);
  ASSERT_FALSE(tiny_words.ok());
  EXPECT_NE(render(tiny_words.status().diagnostics()).find("dram_address"), std::string::npos);
  // Same config, same layout (derived, not stateful).
  EXPECT_EQ(layoutFor(tiny.spec), tiny.layout);
}

TEST(IsaEncode, RoundTripAtExtremes) {
  for (const Point& p : points())
    for (Opcode op : kOpcodes) {
      const std::string where = p.file + " " + std::string(name(op));
      expectRoundTrip(p.layout, fill(p.layout, op, [](const FieldLayout& f) { return minOf(f); }), where + " min");
      expectRoundTrip(p.layout, fill(p.layout, op, [](const FieldLayout& f) { return maxOf(f); }), where + " max");
      // Each field alone at its extremes, the rest zero.
      for (const FieldLayout& target : p.layout.format(op).fields) {
        if (isEnum(target.field)) continue;
        for (std::int64_t extreme : {minOf(target), maxOf(target)}) {
          Instruction in = fill(p.layout, op, [&](const FieldLayout& f) {
            return f.field == target.field ? extreme : std::int64_t{0};
          });
          if (isHeader(target.field) && fieldValue(in, target.field) != extreme) continue;  // illegal dep bit
          expectRoundTrip(p.layout, in, where + " " + std::string(target.name));
        }
      }
    }
}

TEST(IsaEncode, RoundTripRandom) {
  std::mt19937_64 rng(20240611);
  for (const Point& p : points())
    for (Opcode op : kOpcodes)
      for (int i = 0; i < 300; ++i) expectRoundTrip(p.layout, randomInstruction(p.layout, op, rng), p.file);
}

TEST(IsaEncode, OnePastTheMaximumNamesTheField) {
  for (const Point& p : points())
    for (Opcode op : kOpcodes)
      for (const FieldLayout& target : p.layout.format(op).fields) {
        if (isEnum(target.field) || isHeader(target.field) || target.bits == 1) continue;  // bools can't overflow
        for (bool below : {false, true}) {
          if (below && !target.is_signed) continue;
          const std::int64_t bad = below ? minOf(target) - 1 : maxOf(target) + 1;
          Instruction in = fill(p.layout, op, [&](const FieldLayout& f) {
            return f.field == target.field ? bad : std::int64_t{0};
          });
          Expected<std::vector<std::uint64_t>> words = encode(p.layout, in);
          ASSERT_FALSE(words.ok()) << p.file << " " << target.name << " = " << bad;
          const std::string text = render(words.status().diagnostics());
          std::string quoted(1, '\'');
          quoted.append(target.name).push_back('\'');
          EXPECT_NE(text.find(quoted), std::string::npos) << text;
          EXPECT_NE(text.find(std::to_string(bad)), std::string::npos) << text;
          if (!isBufferRow(target.field)) {  // rows are checked against their buffer first
            EXPECT_NE(text.find(std::to_string(target.bits) + " bits"), std::string::npos) << text;
          }
        }
      }
}

// The three 3-D fields on their own: 0, 1 and the maximum round-trip through
// binary and assembly on every opcode that has them; one past the maximum is
// an error naming the field and its width.
TEST(IsaEncode, PlaneFieldsAtTheirExtremes) {
  for (const Point& p : points())
    for (Opcode op : {Opcode::kLoad, Opcode::kStore}) {
      const std::string where = p.file + " " + std::string(name(op));
      const FieldLayout& planes = *p.layout.format(op).find(Field::kPlanes);
      const FieldLayout& pstride = *p.layout.format(op).find(Field::kDramPlaneStrideBytes);
      const FieldLayout& rpstride = *p.layout.format(op).find(Field::kRowPlaneStride);
      const std::int64_t max_planes = maxOf(planes), max_pstride = maxOf(pstride), max_rpstride = maxOf(rpstride);
      // The maximum plane count exceeds any buffer's rows, so planes never limit a transfer.
      EXPECT_GT(max_planes, (std::int64_t{1} << p.spec.derived().isa.scratchpad_row_address_bits) - 1) << where;
      EXPECT_GE(max_pstride, p.spec.params().dram.bytes - 1) << where;
      // The buffer plane stride reaches the last row of the largest buffer from row 0.
      for (hw::BufferKind b : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput})
        EXPECT_GE(max_rpstride, p.spec.buffer(b).total_rows - 1) << where;
      for (std::int64_t n : {std::int64_t{0}, std::int64_t{1}, max_planes})
        for (std::int64_t stride : {std::int64_t{0}, max_pstride})
          for (std::int64_t rstride : {std::int64_t{0}, std::int64_t{1}, max_rpstride}) {
            Instruction in = fill(p.layout, op, [](const FieldLayout& f) { return maxOf(f); });
            in.transfer.planes = static_cast<std::uint64_t>(n);
            in.transfer.dram_plane_stride_bytes = static_cast<std::uint64_t>(stride);
            in.transfer.row_plane_stride = static_cast<std::uint64_t>(rstride);
            expectRoundTrip(p.layout, in,
                            where + " planes=" + std::to_string(n) + " pstride=" + std::to_string(stride) +
                                " rpstride=" + std::to_string(rstride));
            Expected<Instruction> parsed = parseAssembly(toAssembly(in));
            ASSERT_TRUE(parsed.ok()) << toAssembly(in) << "\n" << render(parsed.status().diagnostics());
            EXPECT_EQ(*parsed, in) << toAssembly(in);
          }
      for (auto [field, bad] : {std::pair{&planes, max_planes + 1}, std::pair{&pstride, max_pstride + 1},
                                std::pair{&rpstride, max_rpstride + 1}}) {
        Instruction in;
        in.opcode = op;
        setFieldValue(in, field->field, bad);
        Expected<std::vector<std::uint64_t>> words = encode(p.layout, in);
        ASSERT_FALSE(words.ok()) << where << " " << field->name << " = " << bad;
        const std::string text = render(words.status().diagnostics());
        EXPECT_NE(text.find("field '" + std::string(field->name) + "' (" + std::to_string(field->bits) + " bits)"),
                  std::string::npos)
            << text;
        EXPECT_NE(text.find(std::to_string(bad)), std::string::npos) << text;
      }
    }
}

TEST(IsaTransfer, ZeroAndOnePlaneAreOneBlock) {
  TransferFields t;
  t.rows = 5;
  EXPECT_EQ(planeCount(t), 1u);  // planes = 0: a 2-D transfer, as before the field existed
  EXPECT_EQ(bufferRows(t), 5u);
  t.planes = 1;
  EXPECT_EQ(planeCount(t), 1u);
  EXPECT_EQ(bufferRows(t), 5u);
  t.planes = 7;
  EXPECT_EQ(planeCount(t), 7u);
  EXPECT_EQ(bufferRows(t), 35u);
  t.rows = 0;
  EXPECT_EQ(bufferRows(t), 0u);  // rows = 0 moves nothing, whatever planes says
  EXPECT_EQ(bufferSpan(t), 0u);
}

// row_plane_stride = 0 reads as `rows` (planes contiguous, as in version 2);
// a larger stride leaves a gap of rows between planes.
TEST(IsaTransfer, BufferPlaneStride) {
  TransferFields t;
  t.row_address = 10;
  t.rows = 4;
  t.planes = 3;
  EXPECT_EQ(planeRowStride(t), 4u);
  EXPECT_EQ(bufferRow(t, 2, 3), 10u + 2 * 4 + 3);
  EXPECT_EQ(bufferSpan(t), 12u);
  t.row_plane_stride = 6;  // rows 10-13, 16-19, 22-25
  EXPECT_EQ(planeRowStride(t), 6u);
  EXPECT_EQ(bufferRow(t, 1, 0), 16u);
  EXPECT_EQ(bufferRow(t, 2, 3), 25u);
  EXPECT_EQ(bufferRows(t), 12u);  // what moves: still planes x rows
  EXPECT_EQ(bufferSpan(t), 16u);  // rows 10..25
  t.planes = 1;  // one block: the plane stride is ignored
  EXPECT_EQ(bufferSpan(t), 4u);
}

// row_stride = 0 reads as 1 (a plane's rows consecutive, as before version
// 6); a larger one spaces them. row_plane_stride = 0 then reads as rows x
// row_stride (planes back to back); with row_stride = planes and
// row_plane_stride = 1 the planes interleave: plane p, row r at r * planes + p.
TEST(IsaTransfer, BufferRowStride) {
  TransferFields t;
  t.row_address = 10;
  t.rows = 4;
  t.planes = 3;
  EXPECT_EQ(rowStride(t), 1u);
  EXPECT_TRUE(contiguousRows(t));
  t.row_stride = 2;  // rows 10,12,14,16; 18,20,22,24; 26,...,32
  EXPECT_FALSE(contiguousRows(t));
  EXPECT_EQ(planeRowStride(t), 8u);
  EXPECT_EQ(bufferRow(t, 1, 1), 20u);
  EXPECT_EQ(bufferRow(t, 2, 3), 32u);
  EXPECT_EQ(bufferRows(t), 12u);
  EXPECT_EQ(bufferSpan(t), 23u);  // rows 10..32
  t.row_stride = 3, t.row_plane_stride = 1;  // interleaved: every row of 10..21 once
  std::set<std::uint64_t> rows;
  for (std::uint64_t p = 0; p < 3; ++p)
    for (std::uint64_t r = 0; r < 4; ++r) rows.insert(bufferRow(t, p, r));
  EXPECT_EQ(rows.size(), 12u);
  EXPECT_EQ(*rows.begin(), 10u);
  EXPECT_EQ(*rows.rbegin(), 21u);
  EXPECT_EQ(bufferSpan(t), 12u);
  t.rows = 1;  // one row a plane: the row stride moves nothing
  EXPECT_TRUE(contiguousRows(t));
  EXPECT_EQ(bufferSpan(t), 3u);
}

TEST(IsaEncode, RejectsWhatWidthsCannotExpress) {
  const IsaLayout& l = point("tiny_4x4_int8").layout;
  auto fails = [&](const Instruction& in, std::string_view needle) {
    Expected<std::vector<std::uint64_t>> words = encode(l, in);
    ASSERT_FALSE(words.ok()) << toAssembly(in);
    EXPECT_NE(render(words.status().diagnostics()).find(needle), std::string::npos)
        << render(words.status().diagnostics());
  };
  Instruction store;
  store.opcode = Opcode::kStore;
  store.transfer.buffer = hw::BufferKind::kWeight;
  fails(store, "input or output buffer only");
  Instruction load;
  load.opcode = Opcode::kLoad;
  load.deps.pop_prev = true;
  fails(load, "no previous stage");
  Instruction halt;
  halt.compute.depth = 3;
  fails(halt, "compute fields are set");
  Instruction vec;
  vec.opcode = Opcode::kVector;
  vec.vector.op = hw::VectorOp::kGelu;
  if (!((l.supported_vector_ops >> static_cast<int>(hw::VectorOp::kGelu)) & 1u)) fails(vec, "not supported");
}

TEST(IsaDecode, RejectsBadWords) {
  const IsaLayout& l = point("edge_16x16_int8").layout;
  std::vector<std::uint64_t> words(static_cast<size_t>(l.words), 0);
  words[0] = 7;  // opcode 7
  Expected<Instruction> bad = decode(l, words);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(render(bad.status().diagnostics()).find("unknown opcode 7"), std::string::npos);
  words[0] = static_cast<std::uint64_t>(Opcode::kHalt);
  EXPECT_TRUE(decode(l, words).ok());
  words.back() |= std::uint64_t{1} << 63;  // reserved
  bad = decode(l, words);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(render(bad.status().diagnostics()).find("reserved bit"), std::string::npos);
  words.back() = 0;
  words[0] = static_cast<std::uint64_t>(Opcode::kLoad) | (std::uint64_t{3} << l.format(Opcode::kLoad).find(Field::kBuffer)->lsb);
  bad = decode(l, words);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(render(bad.status().diagnostics()).find("names no buffer"), std::string::npos);
  EXPECT_FALSE(decode(l, std::span<const std::uint64_t>(words.data(), words.size() - 1)).ok());
}

TEST(IsaAssembly, RoundTripRandom) {
  std::mt19937_64 rng(7);
  for (const Point& p : points())
    for (Opcode op : kOpcodes)
      for (int i = 0; i < 100; ++i) {
        const Instruction in = randomInstruction(p.layout, op, rng);
        const std::string text = toAssembly(in);
        Expected<Instruction> back = parseAssembly(text);
        ASSERT_TRUE(back.ok()) << text << "\n" << render(back.status().diagnostics());
        EXPECT_EQ(*back, in) << text;
      }
}

TEST(IsaAssembly, ReadsLikeTheManual) {
  Instruction load;
  load.opcode = Opcode::kLoad;
  load.transfer = {hw::BufferKind::kWeight, 12, 16, 16, 0x1000, 64, 3, 4096, 20};
  load.deps.push_next = true;
  EXPECT_EQ(toAssembly(load),
            "load.wt   dram=0x1000 stride=64 row=12 rows=16 elems=16 planes=3 pstride=4096 rpstride=20 transpose=0 "
            "rstride=0  [push->compute]");
  Expected<Instruction> flat = parseAssembly(
      "store.out dram=0x40 stride=8 row=2 rows=4 elems=4 planes=1 pstride=0 rpstride=0 transpose=1 rstride=3");
  ASSERT_TRUE(flat.ok()) << render(flat.status().diagnostics());
  EXPECT_EQ(flat->transfer.planes, 1u);
  EXPECT_EQ(flat->transfer.dram_plane_stride_bytes, 0u);
  EXPECT_EQ(flat->transfer.row_plane_stride, 0u);
  EXPECT_TRUE(flat->transfer.transpose);
  EXPECT_EQ(flat->transfer.row_stride, 3u);
  // Every key is required: a version-2 line without rpstride= does not parse, nor a version-3 one without
  // transpose=, nor a version-5 one without rstride=.
  EXPECT_FALSE(
      parseAssembly("store.out dram=0x40 stride=8 row=2 rows=4 elems=4 planes=1 pstride=0 rpstride=0 transpose=1").ok());
  EXPECT_FALSE(parseAssembly("store.out dram=0x40 stride=8 row=2 rows=4 elems=4 planes=1 pstride=0").ok());
  EXPECT_FALSE(parseAssembly("store.out dram=0x40 stride=8 row=2 rows=4 elems=4 planes=1 pstride=0 rpstride=0").ok());
  Instruction halt;
  halt.deps.pop_prev = true;
  EXPECT_EQ(toAssembly(halt), "halt       [pop<-vector]");
  Expected<Instruction> parsed = parseAssembly("compute in=0 wt=4 out=8 rows=4 cols=4 depth=9 acc=1 preload=0 [pop<-load push->vector]");
  ASSERT_TRUE(parsed.ok()) << render(parsed.status().diagnostics());
  EXPECT_TRUE(parsed->compute.accumulate);
  EXPECT_TRUE(parsed->deps.pop_prev && parsed->deps.push_next);
}

TEST(IsaAssembly, ErrorsAreLocated) {
  struct Case {
    std::string line;
    int column;
    std::string needle;
  };
  const Case cases[] = {
      {"lod.wt dram=0 stride=0 row=0 rows=0 elems=0", 1, "unknown mnemonic 'lod'"},
      {"load.xx dram=0 stride=0 row=0 rows=0 elems=0", 6, "buffer suffix"},
      {"load.in dram=0 stride=0 row=0 rows=0 elemz=0", 38, "unknown key 'elemz'"},
      {"load.in dram=0 stride=-4 row=0 rows=0 elems=0", 23, "non-negative integer"},
      {"load.in dram=0 stride=0 row=0 rows=0", 37, "missing key 'elems'"},
      {"load.in dram=0 stride=0 row=0 rows=1 elems=1 planes=2", 54, "missing key 'pstride'"},
      {"load.in dram=0 stride=0 row=0 rows=1 elems=1 planes=-2 pstride=0", 53, "non-negative integer"},
      {"store.in dram=0 stride=0 row=0 rows=1 elems=1 planes=1 pstride=0 pstride=0", 66, "given twice"},
      {"vector.relu src=ot:0 opnd=in:0 dst=in:0 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0", 17, "buffer:row"},
      {"compute in=0 wt=0 out=0 rows=1 cols=1 depth=1 acc=2 preload=0", 51, "0 or 1"},
      {"load.in dram=0 stride=0 row=0 rows=0 elems=0 [pop<-load]", 52, "not a neighbour"},
      {"halt.now", 6, "no suffix"},
  };
  for (const Case& c : cases) {
    Expected<Instruction> parsed = parseAssembly(c.line, "prog.s", 3);
    ASSERT_FALSE(parsed.ok()) << c.line;
    const Diagnostic& d = parsed.status().diagnostics().front();
    EXPECT_EQ(d.location.file, "prog.s");
    EXPECT_EQ(d.location.line, 3);
    EXPECT_EQ(d.location.column, c.column) << c.line << "\n" << render(d);
    EXPECT_NE(d.message.find(c.needle), std::string::npos) << d.message;
  }
}

}  // namespace
}  // namespace tessera::isa
