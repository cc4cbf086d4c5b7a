// Data movement as copy runs: where each output element of a Transpose,
// Concat, Slice, Pad, Gather, Expand or Tile comes from, cut into buffer rows
// a LOAD can fill exactly.
//
// The index map follows the ONNX op on row-major tensors (Kernel::movement
// holds the shapes and resolved attributes). Consecutive output elements
// are grouped greedily into runs of at most one vector row whose sources
// are one operand at a constant element stride: stride 1 is a plain LOAD of
// the row, any other stride (0 replicates one element, a Transpose reads
// down a column) a transposing LOAD of one row (element e at
// e * dram_stride_bytes, whole-byte elements only); padding comes from the
// zero row. Every run is then copied to the output buffer by the vector unit
// and stored as one contiguous row, so the output is exact element by
// element. Codegen states one transfer per run; the merger joins regular
// ones (a Concat's rows, a Transpose's columns) into 2-D and 3-D transfers.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "compiler/backend/lower/kernel.h"

namespace tessera::backend {

/// Where output element i comes from: operand `operand` (an index into
/// DataMovement::operands), element `element` of it; operand -1: a zero.
struct ElementSource {
  int operand = -1;
  std::int64_t element = 0;
};

/// `elements` consecutive output elements from `output` on, taken from
/// operand `operand` (-1: zeros) at elements source, source + stride, ...
struct CopyRun {
  std::int64_t output = 0;
  std::int64_t elements = 0;
  int operand = -1;
  std::int64_t source = 0;
  std::int64_t source_stride = 1;
  bool operator==(const CopyRun&) const = default;
};

/// The source of every output element (ONNX semantics), or why the movement
/// cannot be mapped (not described, shapes inconsistent with the op).
std::variant<std::vector<ElementSource>, std::string> elementSources(const DataMovement& movement);

/// The copy as runs of at most `width` elements of `bits` each, in output
/// order, or why it cannot run exactly: a run starting or ending inside a
/// byte, a strided run of sub-byte elements, or more than `max_runs` runs.
std::variant<std::vector<CopyRun>, std::string> copyRuns(const DataMovement& movement, std::int64_t width, int bits,
                                                         std::int64_t max_runs);

}  // namespace tessera::backend
