// Small text helpers shared by the loaders: edit distance, size suffixes, bits.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera {

/// Levenshtein distance between two strings (insert, delete, substitute = 1).
int editDistance(std::string_view a, std::string_view b);

/// The candidate closest to `word` if it is close enough to be a plausible
/// typo (distance <= max(1, len/3)); nullopt otherwise.
std::optional<std::string> closestMatch(std::string_view word, const std::vector<std::string>& candidates);

/// Parses a byte count: a plain non-negative integer or an integer with a
/// binary suffix `KiB`, `MiB` or `GiB` (e.g. `64KiB`). nullopt if malformed
/// or above 2^62.
std::optional<std::int64_t> parseByteSize(std::string_view text);

/// Formats bytes with the largest exact binary suffix: 65536 -> "64KiB".
std::string formatByteSize(std::int64_t bytes);

/// Smallest b with 2^b >= value (0 for value <= 1).
int ceilLog2(std::uint64_t value);

/// True when value is a positive power of two.
constexpr bool isPowerOfTwo(std::uint64_t value) { return value != 0 && (value & (value - 1)) == 0; }

/// Joins strings with a separator.
std::string join(const std::vector<std::string>& parts, std::string_view separator);

}  // namespace tessera
