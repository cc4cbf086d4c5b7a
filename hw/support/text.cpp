// Small text helpers: edit distance, byte-size suffixes, bit widths.
#include "hw/support/text.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace tessera {

int editDistance(std::string_view a, std::string_view b) {
  std::vector<int> row(b.size() + 1);
  std::iota(row.begin(), row.end(), 0);
  for (size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      int above = row[j];
      int substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, substitute});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string> closestMatch(std::string_view word, const std::vector<std::string>& candidates) {
  std::optional<std::string> best;
  int best_distance = std::max<int>(1, static_cast<int>(word.size()) / 3) + 1;
  for (const std::string& candidate : candidates) {
    int distance = editDistance(word, candidate);
    if (distance < best_distance) {
      best_distance = distance;
      best = candidate;
    }
  }
  return best;
}

std::optional<std::int64_t> parseByteSize(std::string_view text) {
  size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  if (digits == 0 || digits > 18) return std::nullopt;
  std::int64_t value = 0;
  for (size_t i = 0; i < digits; ++i) value = value * 10 + (text[i] - '0');
  std::string_view suffix = text.substr(digits);
  int shift = 0;
  if (suffix.empty()) shift = 0;
  else if (suffix == "KiB") shift = 10;
  else if (suffix == "MiB") shift = 20;
  else if (suffix == "GiB") shift = 30;
  else return std::nullopt;
  if (value > (std::int64_t{1} << (62 - shift))) return std::nullopt;
  return value << shift;
}

std::string formatByteSize(std::int64_t bytes) {
  static constexpr const char* kSuffixes[] = {"GiB", "MiB", "KiB"};
  static constexpr int kShifts[] = {30, 20, 10};
  for (int i = 0; i < 3; ++i) {
    std::int64_t unit = std::int64_t{1} << kShifts[i];
    if (bytes >= unit && bytes % unit == 0) return std::to_string(bytes / unit) + kSuffixes[i];
  }
  return std::to_string(bytes) + "B";
}

int ceilLog2(std::uint64_t value) {
  int bits = 0;
  while (bits < 64 && (std::uint64_t{1} << bits) < value) ++bits;
  return bits;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) out += separator;
    out += parts[i];
  }
  return out;
}

}  // namespace tessera
