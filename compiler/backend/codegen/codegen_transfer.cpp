// Transfer merging: consecutive LOAD/STORE pieces into 2-D, then 3-D transfers.
//
// Codegen states one block at a time (a window row, a weight block, an
// operand or output row); TransferMerger (codegen_internal.h) turns a run of
// them into as few LOAD/STOREs as the ISA allows:
//   rows   [row 7, 4 rows, dram X] + [row 11, 4 rows, dram X + 4*stride]
//          -> [row 7, 8 rows, dram X]                       (2-D, as before)
//   planes [row 0, 112 rows, dram X] + [row 112, 112 rows, dram X + 16]
//          -> [row 0, 112 rows, 2 planes 16 bytes apart, dram X]
//   gaps   a padded window (pad 1, 4 pixels wide: rows of 6):
//          zeros [row 0, 7] data [row 7, 4, dram X] zeros [row 11, 2]
//          data [row 13, 4, dram X + W] zeros [row 17, 2] data [row 19, ...]
//          -> data [row 7, 4 rows, n planes W bytes and 6 rows apart]
//             zeros [row 11, 2 rows, n-1 planes 0 bytes and 6 rows apart]
//             (and the first and last zero runs on their own)
// Rows are merged before planes, so a plane may itself be several pieces
// (two window rows of one channel chunk that are contiguous in DRAM), and
// the 3-D stream moves exactly the elements of the 2-D one it replaces.
#include "compiler/backend/codegen/codegen_internal.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace tessera::backend::detail {
namespace {

/// Buffer rows between consecutive rows of a plane.
std::int64_t rowStride(const Transfer& t) { return std::max<std::int64_t>(t.row_stride, 1); }

/// Same shape, and rows consecutive in the buffer (a row_stride is never
/// merged). Two single rows have no DRAM stride to agree on (a bias row and
/// a requantize's rows, whose strides are stated differently).
bool sameShape(const Transfer& a, const Transfer& b) {
  const bool stride = a.stride == b.stride || (a.rows == 1 && b.rows == 1);
  return a.buffer == b.buffer && a.elements == b.elements && stride && a.transpose == b.transpose &&
         rowStride(a) == 1 && rowStride(b) == 1;
}

/// Buffer rows from one plane's first row to the next (row_plane_stride, 0 read as rows x row_stride).
std::int64_t rowStep(const Transfer& t) { return t.row_plane_stride == 0 ? t.rows * rowStride(t) : t.row_plane_stride; }

/// `next` continues the rows of the one-plane `into`: buffer rows and DRAM rows both follow on.
bool continuesRows(const Transfer& into, const Transfer& next) {
  return into.planes == 1 && next.planes == 1 && !into.transpose && sameShape(into, next) &&
         next.row == into.row + into.rows &&
         next.dram == into.dram + into.rows * into.stride;
}

/// The (buffer rows, DRAM bytes) step at which the one-plane `next` would be
/// the next plane of `into`: same shape, one common step in DRAM (>= 0 bytes)
/// and in the buffer (>= rows, so planes never overlap); nullopt if none.
std::optional<std::pair<std::int64_t, std::int64_t>> planeStep(const Transfer& into, const Transfer& next) {
  if (next.planes != 1 || !sameShape(into, next) || next.rows != into.rows) return std::nullopt;
  const std::int64_t row_step = into.planes > 1 ? rowStep(into) : next.row - into.row;
  if (row_step < into.rows || next.row != into.row + into.planes * row_step) return std::nullopt;
  const std::int64_t step = into.planes > 1 ? into.plane_stride : next.dram - into.dram;
  if (step < 0 || next.dram != into.dram + into.planes * step) return std::nullopt;
  return std::pair{row_step, step};
}

/// True when the one-plane `first` is the plane before the planes of
/// `stack` (same shape, one buffer-row step and one DRAM step apart): a
/// slot's bias row, then its requantize's multipliers and shifts.
bool precedesPlanes(const Transfer& first, const Transfer& stack) {
  return first.planes == 1 && stack.planes > 1 && sameShape(first, stack) && first.rows == stack.rows &&
         stack.row == first.row + rowStep(stack) && stack.plane_stride >= 0 &&
         stack.dram == first.dram + stack.plane_stride;
}

/// Adds `next` to `into` as a plane (planeStep must have accepted it).
void addPlane(Transfer& into, const Transfer& next) {
  const auto [row_step, step] = *planeStep(into, next);
  into.plane_stride = step;
  into.row_plane_stride = row_step == into.rows ? 0 : row_step;
  ++into.planes;
}

/// [first, last] buffer rows a transfer touches.
std::pair<std::int64_t, std::int64_t> rowRange(const Transfer& t) {
  return {t.row, t.row + (t.planes - 1) * rowStep(t) + (t.rows - 1) * rowStride(t)};
}

/// [first, last] DRAM bytes, bounding: elements are taken as 8 bytes (wider than any element).
std::pair<std::int64_t, std::int64_t> dramRange(const Transfer& t) {
  if (t.transpose)  // rows are columns: element e of every row at e * stride
    return {t.dram, t.dram + (t.planes - 1) * t.plane_stride + (t.elements - 1) * t.stride + t.rows * 8 - 1};
  return {t.dram, t.dram + (t.planes - 1) * t.plane_stride + (t.rows - 1) * t.stride + t.elements * 8 - 1};
}

bool intersect(std::pair<std::int64_t, std::int64_t> a, std::pair<std::int64_t, std::int64_t> b) {
  return a.first <= b.second && b.first <= a.second;
}

}  // namespace

bool TransferMerger::conflicts(const Transfer& a, const Transfer& b) const {
  if (a.buffer == b.buffer && intersect(rowRange(a), rowRange(b))) return true;
  return writes_dram_ && intersect(dramRange(a), dramRange(b));
}

void TransferMerger::add(const Transfer& piece, const std::optional<StageRef>& wait, std::vector<Merged>& done) {
  if (rows_ && !wait && continuesRows(rows_->transfer, piece)) {
    rows_->transfer.rows += piece.rows;
    return;
  }
  closeRows(done);
  if (wait) {  // nothing after the wait may join a transfer ahead of it
    for (const Merged& m : open_) done.push_back(m);
    open_.clear();
  }
  if (piece.planes > 1) {  // already 3-D: pending, it may still grow by planes
    // Its planes may continue the newest pending transfer's one plane.
    if (planes_ && !wait && !open_.empty() && precedesPlanes(open_.back().transfer, piece)) {
      Transfer& first = open_.back().transfer;
      first.planes = piece.planes + 1;
      first.plane_stride = piece.plane_stride;
      first.row_plane_stride = piece.row_plane_stride;
      return;
    }
    open(Merged{piece, wait}, done);
    return;
  }
  rows_ = Merged{piece, wait};
}

void TransferMerger::open(const Merged& stack, std::vector<Merged>& done) {
  if (!planes_) {  // nothing grows by planes: emit in order
    done.push_back(stack);
    return;
  }
  open_.push_back(stack);
  if (open_.size() > kOpenStacks) {
    done.push_back(open_.front());
    open_.erase(open_.begin());
  }
}

void TransferMerger::closeRows(std::vector<Merged>& done) {
  if (!rows_) return;
  if (planes_ && !rows_->wait) {
    const Transfer& piece = rows_->transfer;
    // Joining an older transfer moves these rows ahead of the newer ones:
    // only transfers from the newest conflicting one on are candidates.
    size_t first = 0;
    for (size_t i = open_.size(); i-- > 0;)
      if (conflicts(open_[i].transfer, piece)) {
        first = i;
        break;
      }
    // A transfer of several planes whose spacing the rows continue, newest first.
    for (size_t i = open_.size(); i-- > first;)
      if (open_[i].transfer.planes > 1 && planeStep(open_[i].transfer, piece)) {
        addPlane(open_[i].transfer, piece);
        rows_.reset();
        return;
      }
    // Else a one-plane transfer, the nearest in DRAM (newest on ties): with
    // two interleaved runs (the stride phases of a window row) the same
    // phase of the previous row is nearer than the other phase.
    std::optional<size_t> best;
    std::int64_t best_step = 0;
    for (size_t i = open_.size(); i-- > first;) {
      if (open_[i].transfer.planes > 1) continue;
      const auto step = planeStep(open_[i].transfer, piece);
      if (step && (!best || step->second < best_step)) {
        best = i;
        best_step = step->second;
      }
    }
    if (best) {
      addPlane(open_[*best].transfer, piece);
      rows_.reset();
      return;
    }
  }
  open(*rows_, done);
  rows_.reset();
}

void TransferMerger::flush(std::vector<Merged>& done) {
  closeRows(done);
  for (const Merged& m : open_) done.push_back(m);
  open_.clear();
}

}  // namespace tessera::backend::detail
