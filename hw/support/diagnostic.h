// Diagnostics: located, compiler-style error messages shared by every stage.
//
// A Diagnostic says where (file:line:col), what (the key path or node), what
// was expected and what was found. It carries the text of the offending line
// so that rendering needs no access to the file. Library code collects
// diagnostics and returns them; only `main` turns them into an exit code.
#pragma once

#include <string>
#include <vector>

namespace tessera {

/// A position in a text file. Line and column are 1-based; 0 means unknown.
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

/// How serious a diagnostic is. Only errors make a Status fail.
enum class Severity { kError, kWarning, kNote };

/// One located message with optional follow-up notes ("did you mean ...").
struct Diagnostic {
  Severity severity = Severity::kError;
  SourceLocation location;
  std::string message;
  std::string source_line;         ///< text of the located line, may be empty
  std::vector<std::string> notes;  ///< extra lines printed after the caret
  /// Machine-readable kind for callers that branch on it, e.g.
  /// "unsupported" (a valid input this build cannot handle yet); "" otherwise.
  std::string code;
};

/// An error located at a whole file (or other named source), with no line.
Diagnostic fileError(std::string file, std::string message);

/// An error for a valid input using a feature this build lacks (code
/// "unsupported"; conformance runs count it as unsupported, not failed).
Diagnostic unsupportedError(std::string file, std::string message);

/// Formats one diagnostic as `error: file:line:col: message`, then the source
/// line with a caret under the column, then each note.
std::string render(const Diagnostic& diagnostic);

/// Formats every diagnostic in order, one block each.
std::string render(const std::vector<Diagnostic>& diagnostics);

}  // namespace tessera
