// YAML syntax gate: libyaml checks text before yaml-cpp builds a tree.
#include "hw/spec/yaml_syntax.h"

#include <fmt/format.h>
#include <yaml.h>

namespace tessera::hw {
namespace {

Diagnostic at(const std::string& file, size_t line0, size_t column0, std::string message) {
  Diagnostic d;
  d.location = {file, static_cast<int>(line0) + 1, static_cast<int>(column0) + 1};
  d.message = std::move(message);
  return d;
}

/// Cheap pre-scan for flow brackets nested too deep, so neither parser sees
/// pathological input (libyaml slows quadratically on deep flow nesting).
/// Skips quoted strings and comments; may over-count brackets inside block
/// scalars, which only matters past kMaxYamlNesting of them.
std::optional<Diagnostic> checkFlowDepth(const std::string& text, const std::string& file) {
  int depth = 0;
  size_t line = 0, column = 0;
  char quote = 0;
  bool comment = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line, column = 0, comment = false;
      if (quote == 0) continue;
    } else {
      ++column;
    }
    if (comment) continue;
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) comment = true;
    else if (c == '"' || c == '\'') {
      if (i == 0 || std::string_view(" \t\n[{,:").find(text[i - 1]) != std::string_view::npos) quote = c;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxYamlNesting)
        return at(file, line, column - 1,
                  fmt::format("YAML nesting deeper than {} levels; expected a shallow mapping", kMaxYamlNesting));
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Diagnostic> checkYamlSyntax(const std::string& text, const std::string& display_path) {
  if (auto deep = checkFlowDepth(text, display_path)) return deep;
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) return at(display_path, 0, 0, "cannot start the YAML parser (out of memory)");
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()), text.size());
  std::optional<Diagnostic> error;
  int documents = 0;
  int depth = 0;
  for (bool done = false; !done && !error;) {
    yaml_event_t event;
    if (!yaml_parser_parse(&parser, &event)) {
      const yaml_mark_t& mark = parser.problem_mark;
      std::string problem = parser.problem ? parser.problem : "malformed YAML";
      if (parser.context) problem = fmt::format("{} {}", parser.context, problem);
      error = at(display_path, mark.line, mark.column, fmt::format("YAML syntax error: {}", problem));
      if (parser.context && parser.context_mark.line != mark.line)
        error->notes.push_back(fmt::format("{} started at line {}, column {}", std::string(parser.context).substr(6),
                                           parser.context_mark.line + 1, parser.context_mark.column + 1));
      if (parser.problem && std::string_view(parser.problem).find("cannot start any token") != std::string_view::npos &&
          mark.index < text.size() && text[mark.index] == '\t')
        error->notes.push_back("YAML does not allow tabs; indent with spaces");
      break;
    }
    switch (event.type) {
      case YAML_DOCUMENT_START_EVENT:
        if (++documents > 1)
          error = at(display_path, event.start_mark.line, event.start_mark.column,
                     "expected one YAML document, found a second one");
        break;
      case YAML_SEQUENCE_START_EVENT:
      case YAML_MAPPING_START_EVENT:
        if (++depth > kMaxYamlNesting)
          error = at(display_path, event.start_mark.line, event.start_mark.column,
                     fmt::format("YAML nesting deeper than {} levels; expected a shallow mapping", kMaxYamlNesting));
        break;
      case YAML_SEQUENCE_END_EVENT:
      case YAML_MAPPING_END_EVENT: --depth; break;
      case YAML_STREAM_END_EVENT: done = true; break;
      default: break;
    }
    yaml_event_delete(&event);
  }
  yaml_parser_delete(&parser);
  return error;
}

}  // namespace tessera::hw
