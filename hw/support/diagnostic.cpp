// Diagnostics: rendering in the style of a compiler (file:line:col, caret).
#include "hw/support/diagnostic.h"

#include <fmt/format.h>

namespace tessera {
namespace {

const char* severityName(Severity severity) {
  switch (severity) {
    case Severity::kError: return "error";
    case Severity::kWarning: return "warning";
    case Severity::kNote: return "note";
  }
  return "error";
}

std::string locationPrefix(const SourceLocation& where) {
  if (where.file.empty()) return "";
  if (where.line <= 0) return fmt::format("{}: ", where.file);
  if (where.column <= 0) return fmt::format("{}:{}: ", where.file, where.line);
  return fmt::format("{}:{}:{}: ", where.file, where.line, where.column);
}

}  // namespace

Diagnostic fileError(std::string file, std::string message) {
  Diagnostic d;
  d.location.file = std::move(file);
  d.message = std::move(message);
  return d;
}

Diagnostic unsupportedError(std::string file, std::string message) {
  Diagnostic d = fileError(std::move(file), std::move(message));
  d.code = "unsupported";
  return d;
}

std::string render(const Diagnostic& diagnostic) {
  const SourceLocation& where = diagnostic.location;
  std::string out = fmt::format("{}: {}{}\n", severityName(diagnostic.severity),
                                locationPrefix(where), diagnostic.message);
  if (!diagnostic.source_line.empty() && where.line > 0) {
    std::string gutter = fmt::format("{:>5} | ", where.line);
    out += gutter + diagnostic.source_line + "\n";
    if (where.column > 0) {
      // Keep tabs so the caret lines up under tab-indented text.
      std::string pad;
      for (int i = 0; i + 1 < where.column && i < static_cast<int>(diagnostic.source_line.size()); ++i)
        pad += diagnostic.source_line[i] == '\t' ? '\t' : ' ';
      out += fmt::format("{:>5} | {}^\n", "", pad);
    }
  }
  for (const std::string& note : diagnostic.notes) out += fmt::format("note: {}\n", note);
  return out;
}

std::string render(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const Diagnostic& diagnostic : diagnostics) out += render(diagnostic);
  return out;
}

}  // namespace tessera
