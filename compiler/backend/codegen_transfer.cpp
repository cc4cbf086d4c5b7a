// Transfer merging: consecutive LOAD/STORE pieces into 2-D, then 3-D transfers.
//
// Codegen states one block at a time (a window row, a weight block, an
// operand or output row); TransferMerger (codegen_internal.h) turns a run of
// them into as few LOAD/STOREs as the ISA allows:
//   rows  [row 7, 4 rows, dram X] + [row 11, 4 rows, dram X + 4*stride]
//         -> [row 7, 8 rows, dram X]                       (2-D, as before)
//   planes [row 0, 112 rows, dram X] + [row 112, 112 rows, dram X + 16]
//         -> [row 0, 112 rows, 2 planes 16 bytes apart, dram X]
// Rows are merged before planes, so a plane may itself be several pieces
// (two window rows of one channel chunk that are contiguous in DRAM), and
// the 3-D stream moves exactly the elements of the 2-D one it replaces.
#include "compiler/backend/codegen_internal.h"

namespace tessera::backend::detail {
namespace {

bool sameShape(const Transfer& a, const Transfer& b) {
  return a.buffer == b.buffer && a.elements == b.elements && a.stride == b.stride;
}

/// `next` continues the rows of the one-plane `into`: buffer rows and DRAM rows both follow on.
bool continuesRows(const Transfer& into, const Transfer& next) {
  return into.planes == 1 && next.planes == 1 && sameShape(into, next) && next.row == into.row + into.rows &&
         next.dram == into.dram + into.rows * into.stride;
}

/// Adds the one-plane `next` to `into` as a plane when it fits its shape and spacing.
bool addPlane(Transfer& into, const Transfer& next) {
  if (next.planes != 1 || !sameShape(into, next) || next.rows != into.rows ||
      next.row != into.row + into.planes * into.rows)
    return false;
  const std::int64_t step = into.planes > 1 ? into.plane_stride : next.dram - into.dram;
  if (step < 0 || next.dram != into.dram + into.planes * step) return false;
  into.plane_stride = step;
  ++into.planes;
  return true;
}

}  // namespace

void TransferMerger::add(const Transfer& piece, const std::optional<StageRef>& wait, std::vector<Merged>& done) {
  if (rows_ && !wait && continuesRows(rows_->transfer, piece)) {
    rows_->transfer.rows += piece.rows;
    return;
  }
  closeRows(done);
  if (piece.planes > 1) {  // already 3-D: it starts the next stack
    if (stack_) done.push_back(*stack_);
    stack_ = Merged{piece, wait};
    return;
  }
  rows_ = Merged{piece, wait};
}

void TransferMerger::closeRows(std::vector<Merged>& done) {
  if (!rows_) return;
  if (!(stack_ && planes_ && !rows_->wait && addPlane(stack_->transfer, rows_->transfer))) {
    if (stack_) done.push_back(*stack_);
    stack_ = rows_;
  }
  rows_.reset();
}

void TransferMerger::flush(std::vector<Merged>& done) {
  closeRows(done);
  if (stack_) done.push_back(*stack_);
  stack_.reset();
}

}  // namespace tessera::backend::detail
