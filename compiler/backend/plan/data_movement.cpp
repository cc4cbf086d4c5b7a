// Data movement as copy runs (see data_movement.h).
//
//   Transpose [3, 2] perm [1, 0], width 16:
//     output row 0 = x[0,0] x[1,0] x[2,0] -> run {output 0, 3 elements, source 0, stride 2}
//     output row 1 = x[0,1] x[1,1] x[2,1] -> run {output 3, 3 elements, source 1, stride 2}
#include "compiler/backend/plan/data_movement.h"

#include <numeric>

namespace tessera::backend {
namespace {

std::int64_t product(const std::vector<std::int64_t>& shape) {
  return std::accumulate(shape.begin(), shape.end(), std::int64_t{1}, std::multiplies<>());
}

/// Row-major linear index of `coord` in `shape`.
std::int64_t linear(const std::vector<std::int64_t>& coord, const std::vector<std::int64_t>& shape) {
  std::int64_t index = 0;
  for (size_t d = 0; d < shape.size(); ++d) index = index * shape[d] + coord[d];
  return index;
}

std::string shapeText(const std::vector<std::int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

/// The output shape the op produces from its operands, or "" with `error` set.
std::vector<std::int64_t> expectedShape(const DataMovement& m, std::string& error) {
  const std::vector<std::int64_t>& in = m.input_shapes[0];
  const auto rank = static_cast<std::int64_t>(in.size());
  std::vector<std::int64_t> out = in;
  if (m.op == "Transpose") {
    if (static_cast<std::int64_t>(m.perm.size()) != rank) error = "perm does not match the rank";
    std::vector<bool> seen(in.size(), false);
    for (size_t d = 0; error.empty() && d < m.perm.size(); ++d) {
      const std::int64_t a = m.perm[d];
      if (a < 0 || a >= rank || seen[static_cast<size_t>(a)]) error = "perm is not a permutation";
      else {
        seen[static_cast<size_t>(a)] = true;
        out[d] = in[static_cast<size_t>(a)];
      }
    }
  } else if (m.op == "Concat") {
    if (m.axis < 0 || m.axis >= rank) error = "axis out of range";
    for (size_t k = 1; error.empty() && k < m.input_shapes.size(); ++k) {
      const std::vector<std::int64_t>& s = m.input_shapes[k];
      if (s.size() != in.size()) error = "operands of different ranks";
      for (size_t d = 0; error.empty() && d < s.size(); ++d)
        if (static_cast<std::int64_t>(d) != m.axis && s[d] != in[d]) error = "operands of different shapes";
      if (error.empty()) out[static_cast<size_t>(m.axis)] += s[static_cast<size_t>(m.axis)];
    }
  } else if (m.op == "Slice" || m.op == "Pad") {
    if (static_cast<std::int64_t>(m.starts.size()) != rank) error = "starts/pads do not match the rank";
    out = m.output_shape;  // the counts: every source index is range-checked below
  } else if (m.op == "Gather") {
    if (m.axis < 0 || m.axis >= rank) error = "axis out of range";
    if (product(m.indices_shape) != static_cast<std::int64_t>(m.indices.size())) error = "indices do not match their shape";
    if (error.empty()) {
      out.assign(in.begin(), in.begin() + m.axis);
      out.insert(out.end(), m.indices_shape.begin(), m.indices_shape.end());
      out.insert(out.end(), in.begin() + m.axis + 1, in.end());
    }
  } else if (m.op == "Expand" || m.op == "Tile") {
    out = m.output_shape;
    const size_t lead = out.size() - std::min(out.size(), in.size());
    if (out.size() < in.size()) error = "the output has a lower rank than the input";
    for (size_t d = 0; error.empty() && d < in.size(); ++d) {
      const std::int64_t o = out[lead + d], i = in[d];
      if (m.op == "Expand" ? (i != 1 && i != o) : (i == 0 || o % i != 0 || lead != 0)) error = "shapes do not broadcast";
    }
  } else {
    error = m.op + " has no exact copy lowering";
  }
  return out;
}

}  // namespace

std::variant<std::vector<ElementSource>, std::string> elementSources(const DataMovement& m) {
  if (m.op.empty()) return std::string("the op's attributes were not recorded");
  if (!m.why_not.empty()) return m.why_not;
  if (m.input_shapes.empty() || m.operands.size() != m.input_shapes.size()) return std::string("no data operand");
  std::string error;
  const std::vector<std::int64_t> expected = expectedShape(m, error);
  if (!error.empty()) return error;
  if (expected != m.output_shape)
    return "the output shape " + shapeText(m.output_shape) + " is not the op's " + shapeText(expected);
  const std::vector<std::int64_t>& out = m.output_shape;
  const std::vector<std::int64_t>& in = m.input_shapes[0];
  const std::int64_t total = product(out);
  std::vector<ElementSource> sources(static_cast<size_t>(total));
  std::vector<std::int64_t> o(out.size(), 0), c(in.size(), 0);
  std::vector<std::int64_t> concat_offsets;
  for (const auto& s : m.input_shapes) concat_offsets.push_back(m.op == "Concat" ? s[static_cast<size_t>(m.axis)] : 0);
  for (std::int64_t i = 0; i < total; ++i) {
    ElementSource& src = sources[static_cast<size_t>(i)];
    src.operand = 0;
    const std::vector<std::int64_t>* shape = &in;
    if (m.op == "Transpose") {
      for (size_t d = 0; d < o.size(); ++d) c[static_cast<size_t>(m.perm[d])] = o[d];
    } else if (m.op == "Concat") {
      c = o;
      auto& a = c[static_cast<size_t>(m.axis)];
      while (a >= concat_offsets[static_cast<size_t>(src.operand)]) a -= concat_offsets[static_cast<size_t>(src.operand++)];
      shape = &m.input_shapes[static_cast<size_t>(src.operand)];
    } else if (m.op == "Slice" || m.op == "Pad") {
      for (size_t d = 0; d < o.size(); ++d) {
        c[d] = m.op == "Slice" ? m.starts[d] + o[d] * m.steps[d] : o[d] - m.starts[d];
        if (c[d] < 0 || c[d] >= in[d]) {
          if (m.op == "Slice") return std::string("a slice index outside the input");
          src.operand = -1;
        }
      }
    } else if (m.op == "Gather") {
      const auto axis = static_cast<size_t>(m.axis);
      const size_t q = m.indices_shape.size();
      std::int64_t flat = 0;
      for (size_t d = 0; d < q; ++d) flat = flat * m.indices_shape[d] + o[axis + d];
      for (size_t d = 0; d < axis; ++d) c[d] = o[d];
      c[axis] = m.indices[static_cast<size_t>(flat)];
      for (size_t d = axis + 1; d < in.size(); ++d) c[d] = o[d - 1 + q];
    } else {  // Expand, Tile: right-aligned
      const size_t lead = out.size() - in.size();
      for (size_t d = 0; d < in.size(); ++d) c[d] = in[d] == 1 ? 0 : o[lead + d] % in[d];
    }
    if (src.operand >= 0) src.element = linear(c, *shape);
    for (size_t d = o.size(); d-- > 0;)  // next output coordinate
      if (++o[d] < out[d]) break;
      else o[d] = 0;
  }
  return sources;
}

std::variant<std::vector<CopyRun>, std::string> copyRuns(const DataMovement& m, std::int64_t width, int bits,
                                                         std::int64_t max_runs) {
  auto mapped = elementSources(m);
  if (auto* why = std::get_if<std::string>(&mapped)) return *why;
  const std::vector<ElementSource>& sources = std::get<std::vector<ElementSource>>(mapped);
  const auto total = static_cast<std::int64_t>(sources.size());
  const bool whole_bytes = bits % 8 == 0;
  std::vector<CopyRun> runs;
  for (std::int64_t i = 0; i < total;) {
    const ElementSource& first = sources[static_cast<size_t>(i)];
    CopyRun run{i, 1, first.operand, first.element, 1};
    if (i + 1 < total && sources[static_cast<size_t>(i + 1)].operand == first.operand) {
      const std::int64_t stride = sources[static_cast<size_t>(i + 1)].element - first.element;
      // Sub-byte elements move only as contiguous rows; negative strides not at all.
      if (first.operand < 0 || (stride >= 0 && (whole_bytes || stride == 1))) run.source_stride = first.operand < 0 ? 1 : stride;
      for (std::int64_t j = i + 1; j < total && run.elements < width; ++j) {
        const ElementSource& s = sources[static_cast<size_t>(j)];
        if (s.operand != first.operand) break;
        if (first.operand >= 0 && (run.source_stride != stride || s.element != first.element + (j - i) * stride)) break;
        ++run.elements;
      }
    }
    if (!whole_bytes && (run.output * bits % 8 != 0 || (run.source * bits % 8 != 0 && run.operand >= 0) ||
                         (run.elements * bits % 8 != 0 && i + run.elements < total)))
      return "a run of " + std::to_string(bits) + "-bit elements starts or ends inside a byte (output element " +
             std::to_string(run.output) + ")";
    runs.push_back(run);
    if (static_cast<std::int64_t>(runs.size()) > max_runs)
      return "it needs more than " + std::to_string(max_runs) + " transfers (elements scattered one by one)";
    i += run.elements;
  }
  return runs;
}

}  // namespace tessera::backend
