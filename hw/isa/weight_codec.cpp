// Compressed weight blocks: N:M and bitmask encoding and decoding (see weight_codec.h).
#include "hw/isa/weight_codec.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "hw/support/diagnostic.h"
#include "hw/support/packed.h"

namespace tessera::isa {
namespace {

/// Bytes of `elements` packed at `bits` each.
std::int64_t packedBytes(std::int64_t elements, int bits) { return (elements * bits + 7) / 8; }

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

}  // namespace

std::int64_t NofMGeometry::groupBytes(std::int64_t cols, int weight_bits) const {
  return n * packedBytes(cols, weight_bits) + packedBytes(n * cols, index_bits);
}

NofMGeometry nOfMGeometry(const hw::Spec& spec) {
  const hw::Sparsity& sp = spec.params().sparsity;
  return {sp.n, sp.m, static_cast<int>(std::bit_width(static_cast<unsigned>(std::max<std::int64_t>(sp.m - 1, 1))))};
}

std::int64_t encodedBlockBytes(const hw::Spec& spec, WeightEncoding encoding, std::int64_t rows, std::int64_t cols,
                               std::int64_t nonzeros) {
  const int wbits = spec.params().precision.weight_bits;
  switch (encoding) {
    case WeightEncoding::kDense: return rows * packedBytes(cols, wbits);
    case WeightEncoding::kNOfM: {
      const NofMGeometry nm = nOfMGeometry(spec);
      return ceilDiv(rows, nm.m) * nm.groupBytes(cols, wbits);
    }
    case WeightEncoding::kBitmask: return packedBytes(rows * cols, 1) + packedBytes(nonzeros, wbits);
  }
  return 0;
}

std::vector<std::uint8_t> encodeWeightBlock(const hw::Spec& spec, WeightEncoding encoding, std::int64_t rows,
                                            std::int64_t cols, const std::vector<std::int64_t>& codes,
                                            std::string& problem) {
  const int wbits = spec.params().precision.weight_bits;
  const std::int64_t row_bytes = packedBytes(cols, wbits);
  std::vector<std::uint8_t> out;
  switch (encoding) {
    case WeightEncoding::kDense:
      out.assign(static_cast<size_t>(rows * row_bytes), 0);
      for (std::int64_t r = 0; r < rows; ++r)
        for (std::int64_t j = 0; j < cols; ++j)
          hw::writePacked(out.data() + r * row_bytes, j, wbits, codes[static_cast<size_t>(r * cols + j)]);
      return out;
    case WeightEncoding::kNOfM: {
      const NofMGeometry nm = nOfMGeometry(spec);
      const std::int64_t groups = ceilDiv(rows, nm.m);
      out.assign(static_cast<size_t>(groups * nm.groupBytes(cols, wbits)), 0);
      for (std::int64_t gr = 0; gr < groups; ++gr) {
        std::uint8_t* values = out.data() + gr * nm.groupBytes(cols, wbits);
        std::uint8_t* indices = values + nm.n * row_bytes;
        for (std::int64_t j = 0; j < cols; ++j) {
          // The nonzero positions, then the lowest unused ones (value 0), ascending.
          std::vector<std::int64_t> keep;
          for (std::int64_t x = 0; x < nm.m; ++x) {
            const std::int64_t r = gr * nm.m + x;
            if (r < rows && codes[static_cast<size_t>(r * cols + j)] != 0) keep.push_back(x);
          }
          if (static_cast<std::int64_t>(keep.size()) > nm.n) {
            problem = fmt::format("rows {}..{} of column {} hold {} nonzeros, the {}:{} format keeps {}", gr * nm.m,
                                  std::min(rows, (gr + 1) * nm.m) - 1, j, keep.size(), nm.n, nm.m, nm.n);
            return out;
          }
          for (std::int64_t x = 0; static_cast<std::int64_t>(keep.size()) < nm.n; ++x)
            if (std::find(keep.begin(), keep.end(), x) == keep.end()) keep.push_back(x);
          std::sort(keep.begin(), keep.end());
          for (std::int64_t slot = 0; slot < nm.n; ++slot) {
            const std::int64_t x = keep[static_cast<size_t>(slot)], r = gr * nm.m + x;
            const std::int64_t code = r < rows ? codes[static_cast<size_t>(r * cols + j)] : 0;
            hw::writePacked(values + slot * row_bytes, j, wbits, code);
            hw::writePacked(indices, slot * cols + j, nm.index_bits, x);
          }
        }
      }
      return out;
    }
    case WeightEncoding::kBitmask: {
      const std::int64_t mask_bytes = packedBytes(rows * cols, 1);
      std::int64_t nonzeros = 0;
      for (std::int64_t code : codes) nonzeros += code != 0;
      out.assign(static_cast<size_t>(mask_bytes + packedBytes(nonzeros, wbits)), 0);
      std::int64_t next = 0;
      for (std::int64_t e = 0; e < rows * cols; ++e)
        if (codes[static_cast<size_t>(e)] != 0) {
          hw::writePacked(out.data(), e, 1, 1);
          hw::writePacked(out.data() + mask_bytes, next++, wbits, codes[static_cast<size_t>(e)]);
        }
      return out;
    }
  }
  return out;
}

Expected<std::vector<std::int64_t>> decodeWeightBlock(const hw::Spec& spec, WeightEncoding encoding,
                                                      std::int64_t rows, std::int64_t cols,
                                                      const std::uint8_t* bytes, std::int64_t available,
                                                      const std::string& where) {
  const int wbits = spec.params().precision.weight_bits;
  const bool is_signed = spec.params().precision.number_format == hw::NumberFormat::kInt;
  const std::int64_t row_bytes = packedBytes(cols, wbits);
  std::vector<std::int64_t> codes(static_cast<size_t>(rows * cols), 0);
  auto tooShort = [&](std::int64_t need) {
    return Status::error(fileError("dram.bin", fmt::format("{} needs {} bytes, the image has {}", where, need, available)));
  };
  switch (encoding) {
    case WeightEncoding::kDense:
      if (available < rows * row_bytes) return tooShort(rows * row_bytes);
      for (std::int64_t r = 0; r < rows; ++r)
        for (std::int64_t j = 0; j < cols; ++j)
          codes[static_cast<size_t>(r * cols + j)] = hw::readPacked(bytes + r * row_bytes, j, wbits, is_signed);
      return codes;
    case WeightEncoding::kNOfM: {
      const NofMGeometry nm = nOfMGeometry(spec);
      const std::int64_t groups = ceilDiv(rows, nm.m);
      if (available < groups * nm.groupBytes(cols, wbits)) return tooShort(groups * nm.groupBytes(cols, wbits));
      for (std::int64_t gr = 0; gr < groups; ++gr) {
        const std::uint8_t* values = bytes + gr * nm.groupBytes(cols, wbits);
        const std::uint8_t* indices = values + nm.n * row_bytes;
        for (std::int64_t slot = 0; slot < nm.n; ++slot)
          for (std::int64_t j = 0; j < cols; ++j) {
            const std::int64_t r = gr * nm.m + hw::readPacked(indices, slot * cols + j, nm.index_bits, false);
            const std::int64_t code = hw::readPacked(values + slot * row_bytes, j, wbits, is_signed);
            if (r < rows && code != 0) codes[static_cast<size_t>(r * cols + j)] = code;
          }
      }
      return codes;
    }
    case WeightEncoding::kBitmask: {
      const std::int64_t mask_bytes = packedBytes(rows * cols, 1);
      if (available < mask_bytes) return tooShort(mask_bytes);
      std::int64_t next = 0;
      for (std::int64_t e = 0; e < rows * cols; ++e)
        if (hw::readPacked(bytes, e, 1, false) != 0) {
          if (available < mask_bytes + packedBytes(next + 1, wbits)) return tooShort(mask_bytes + packedBytes(next + 1, wbits));
          codes[static_cast<size_t>(e)] = hw::readPacked(bytes + mask_bytes, next++, wbits, is_signed);
        }
      return codes;
    }
  }
  return codes;
}

std::string encodeEncodingTable(const std::vector<EncodingChange>& changes) {
  std::string bytes;
  for (const EncodingChange& c : changes)
    for (std::uint64_t word : {c.first, static_cast<std::uint64_t>(c.encoding)})
      for (int b = 0; b < 8; ++b) bytes.push_back(static_cast<char>(word >> (8 * b) & 0xff));
  return bytes;
}

Expected<std::vector<EncodingChange>> decodeEncodingTable(const std::string& bytes, const std::string& file) {
  if (bytes.size() % kEncodingEntryBytes != 0)
    return Status::error(
        fileError(file, fmt::format("{} bytes are not whole entries of {} bytes", bytes.size(), kEncodingEntryBytes)));
  auto word = [&](std::size_t at) {
    std::uint64_t w = 0;
    for (int b = 7; b >= 0; --b) w = w << 8 | static_cast<std::uint8_t>(bytes[at + static_cast<std::size_t>(b)]);
    return w;
  };
  std::vector<EncodingChange> changes;
  for (std::size_t e = 0; e < bytes.size() / kEncodingEntryBytes; ++e) {
    const std::uint64_t first = word(e * kEncodingEntryBytes), code = word(e * kEncodingEntryBytes + 8);
    if (code > 2)
      return Status::error(
          fileError(file, fmt::format("entry {}: encoding {} is not 0 (dense), 1 (N:M) or 2 (bitmask)", e, code)));
    if (!changes.empty() && first <= changes.back().first)
      return Status::error(fileError(file, fmt::format("entry {}: first instruction {} is not above entry {}'s {}", e,
                                                       first, e - 1, changes.back().first)));
    changes.push_back({first, static_cast<WeightEncoding>(code)});
  }
  return changes;
}

Expected<std::vector<WeightEncoding>> encodingsPerInstruction(const hw::Spec& spec,
                                                              const std::vector<EncodingChange>& changes,
                                                              std::uint64_t instructions) {
  const hw::WeightFormat format = spec.params().sparsity.weight_format;
  std::vector<WeightEncoding> out(instructions, WeightEncoding::kDense);
  for (std::size_t e = 0; e < changes.size(); ++e) {
    const EncodingChange& c = changes[e];
    if (c.first >= instructions)
      return Status::error(fileError("encoding table", fmt::format("entry {}: first instruction {} is not below the "
                                                              "program's {} instructions", e, c.first, instructions)));
    if ((c.encoding == WeightEncoding::kNOfM && format != hw::WeightFormat::kNOfM) ||
        (c.encoding == WeightEncoding::kBitmask && format != hw::WeightFormat::kBitmask))
      return Status::error(fileError("encoding table", fmt::format("entry {}: encoding {} ({}) is not how {} stores weights",
                                                              e, static_cast<int>(c.encoding),
                                                              c.encoding == WeightEncoding::kNOfM ? "N:M" : "bitmask",
                                                              spec.params().name)));
    const std::uint64_t end = e + 1 < changes.size() ? std::min(changes[e + 1].first, instructions) : instructions;
    std::fill(out.begin() + static_cast<std::ptrdiff_t>(c.first), out.begin() + static_cast<std::ptrdiff_t>(end),
              c.encoding);
  }
  return out;
}

std::vector<EncodingChange> encodingChanges(const std::vector<KernelEncoding>& kernels) {
  std::vector<EncodingChange> changes;
  WeightEncoding current = WeightEncoding::kDense;
  for (const KernelEncoding& k : kernels)
    if (k.count > 0 && k.encoding != current) {
      changes.push_back({k.first, k.encoding});
      current = k.encoding;
    }
  return changes;
}

WeightEncoding encodingAt(const std::vector<EncodingChange>& changes, std::uint64_t index) {
  auto after = std::upper_bound(changes.begin(), changes.end(), index,
                                [](std::uint64_t i, const EncodingChange& c) { return i < c.first; });
  return after == changes.begin() ? WeightEncoding::kDense : std::prev(after)->encoding;
}

}  // namespace tessera::isa
