// SCALE-Sim topology CSV -> KernelGraph.
//
// Two formats, told apart by the header row (SCALE-Sim v2's conv and "mnk"
// topologies):
//   Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,
//   Layer, M, N, K,
// A trailing comma and surrounding spaces are allowed, as SCALE-Sim writes
// them; a 9th conv column is read as the column stride (SCALE-Sim repeats the
// row stride when it is absent). As in SCALE-Sim, the IFMAP extents are the
// padded input and the output extent is ceil((H - R + stride) / stride); a
// GEMM row is M output rows (pixels), N output columns (filters) and a
// reduction of K. Each row becomes one array kernel; consecutive kernels pass
// their activations through DRAM (SCALE-Sim topologies carry no graph).
#include <fstream>
#include <sstream>

#include "compiler/backend/lower/kernel.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

struct Cell {
  std::string text;
  int column = 0;  ///< 1-based column of the cell's first character
};

std::vector<Cell> splitRow(const std::string& line) {
  std::vector<Cell> cells;
  size_t start = 0;
  while (start <= line.size()) {
    size_t end = line.find(',', start);
    if (end == std::string::npos) end = line.size();
    size_t a = start, b = end;
    while (a < b && std::isspace(static_cast<unsigned char>(line[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(line[b - 1]))) --b;
    cells.push_back({line.substr(a, b - a), static_cast<int>(a) + 1});
    if (end == line.size()) break;
    start = end + 1;
  }
  while (!cells.empty() && cells.back().text.empty()) cells.pop_back();  // trailing comma
  return cells;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

Status located(const std::string& file, int line, int column, const std::string& source, std::string message) {
  Diagnostic d;
  d.location = {file, line, column};
  d.source_line = source;
  d.message = std::move(message);
  return Status::error(d);
}

}  // namespace

Expected<KernelGraph> readScaleSimTopology(const std::filesystem::path& file) {
  const std::string display = file.string();
  std::ifstream in(file);
  if (!in) return Status::error(fileError(display, "cannot open SCALE-Sim topology file"));
  KernelGraph graph;
  graph.model = file.stem().string();
  graph.source = display;
  graph.pipeline = "scalesim-topology";
  enum class Format { kUnknown, kConv, kGemm } format = Format::kUnknown;
  std::string line;
  int line_no = 0;
  TensorRef previous_output;
  while (std::getline(in, line)) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    std::vector<Cell> cells = splitRow(line);
    if (format == Format::kUnknown) {
      if (cells.size() >= 4 && lower(cells[1].text) == "m" && lower(cells[2].text) == "n" &&
          lower(cells[3].text) == "k") {
        format = Format::kGemm;
      } else if (cells.size() >= 8 && lower(cells[1].text).find("ifmap") != std::string::npos) {
        format = Format::kConv;
      } else {
        return located(display, line_no, 1, line,
                       "expected a SCALE-Sim header row: 'Layer name, IFMAP Height, IFMAP Width, Filter Height, "
                       "Filter Width, Channels, Num Filter, Strides,' or 'Layer, M, N, K,'");
      }
      continue;
    }
    const size_t needed = format == Format::kGemm ? 4 : 8;
    if (cells.size() < needed)
      return located(display, line_no, static_cast<int>(line.size()) + 1, line,
                     "expected " + std::to_string(needed) + " fields (" +
                         (format == Format::kGemm ? "Layer, M, N, K"
                                                  : "name, ifmap h, w, filter h, w, channels, filters, stride") +
                         "), found " + std::to_string(cells.size()));
    std::vector<std::int64_t> v;
    for (size_t i = 1; i < cells.size() && i < 10; ++i) {
      const Cell& cell = cells[i];
      std::int64_t value = 0;
      size_t used = 0;
      try {
        value = std::stoll(cell.text, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used == 0 || used != cell.text.size() || value < 1 || value > (std::int64_t{1} << 31))
        return located(display, line_no, cell.column, line,
                       "field " + std::to_string(i + 1) + " of layer '" + cells[0].text +
                           "': expected a positive integer, found '" + cell.text + "'");
      v.push_back(value);
    }
    Kernel kernel;
    kernel.name = cells[0].text.empty() ? "layer" + std::to_string(graph.kernels.size()) : cells[0].text;
    if (format == Format::kGemm) {
      kernel.kind = KernelKind::kMatMul;
      kernel.ops = "Gemm";
      kernel.shape = hw::model::gemm(v[0], v[1], v[2]);
    } else {
      const std::int64_t h = v[0], w = v[1], r = v[2], s = v[3], c = v[4], k = v[5], sh = v[6];
      const std::int64_t sw = v.size() > 7 ? v[7] : sh;
      if (r > h || s > w)
        return located(display, line_no, cells[3].column, line,
                       "layer '" + kernel.name + "': filter " + std::to_string(r) + "x" + std::to_string(s) +
                           " is larger than the IFMAP " + std::to_string(h) + "x" + std::to_string(w));
      kernel.kind = KernelKind::kConv;
      kernel.ops = "Conv";
      hw::model::LayerShape& l = kernel.shape;
      l.c = c;
      l.k = k;
      l.r = r;
      l.s = s;
      l.stride_h = sh;
      l.stride_w = sw;
      l.p = (h - r + sh + sh - 1) / sh;  // ceil((h - r + stride) / stride), SCALE-Sim's convention
      l.q = (w - s + sw + sw - 1) / sw;
    }
    kernel.id = static_cast<int>(graph.kernels.size());
    const std::int64_t in_elements =
        kernel.kind == KernelKind::kConv ? kernel.shape.inputElements() : kernel.shape.n * kernel.shape.c;
    TensorRef input{ir::kNoValue, kernel.name + ".ifmap", in_elements, false};
    TensorRef weight{ir::kNoValue, kernel.name + ".filter", kernel.shape.weightElements(), true};
    TensorRef output{ir::kNoValue, kernel.name + ".ofmap", kernel.shape.outputElements(), false};
    kernel.inputs.push_back(input);
    kernel.weights.push_back(weight);
    kernel.outputs.push_back(output);
    kernel.vector_elements = output.elements;
    kernel.sparsity.elements = weight.elements;
    kernel.sparsity.nonzeros = weight.elements;  // a topology has no weights: dense
    if (graph.kernels.empty()) graph.graph_inputs.push_back(input);
    graph.kernels.push_back(std::move(kernel));
    previous_output = output;
  }
  if (format == Format::kUnknown) return Status::error(fileError(display, "empty SCALE-Sim topology: no header row"));
  if (graph.kernels.empty()) return Status::error(fileError(display, "SCALE-Sim topology has a header but no layers"));
  graph.graph_outputs.push_back(previous_output);
  return graph;
}

}  // namespace tessera::backend
