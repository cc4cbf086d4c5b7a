// One-line assembly of instructions: printing and located parsing.
//
// Syntax: `<mnemonic> key=value ... [dep ...]`. Mnemonics: load.{in,wt,out},
// store.{in,out}, compute, vector.<op> (the YAML op name), halt. Buffer+row
// operands read `out:12`. Dependencies: `pop<-compute`, `push->vector`, the
// neighbour named by stage (or `prev`/`next`). Every key of the opcode is
// required exactly once, so nothing has an implicit default (a transfer's
// `planes=`, `pstride=` and `rpstride=` too, though planes=0 and 1 mean the
// same, rpstride=0 means rows x rstride and rstride=0 means 1).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <climits>
#include <iterator>
#include <span>

#include "hw/isa/encode.h"

namespace tessera::isa {
namespace {

// A key of the assembly syntax: a plain field, or a buffer:row pair.
struct Key {
  std::string_view key;
  Field field;
  bool buffer_pair = false;  // value "buf:row"; `field` is the row, buffer is bufferOf(field)
  bool hex = false;
};

constexpr Key kTransferKeys[] = {{"dram", Field::kDramAddress, false, true},
                                 {"stride", Field::kDramStrideBytes},
                                 {"row", Field::kRowAddress},
                                 {"rows", Field::kRows},
                                 {"elems", Field::kElements},
                                 {"planes", Field::kPlanes},
                                 {"pstride", Field::kDramPlaneStrideBytes},
                                 {"rpstride", Field::kRowPlaneStride},
                                 {"transpose", Field::kTranspose},
                                 {"rstride", Field::kRowStride}};
constexpr Key kComputeKeys[] = {{"in", Field::kInputRow},     {"wt", Field::kWeightRow},
                                {"out", Field::kOutputRow},   {"rows", Field::kTileRows},
                                {"cols", Field::kTileCols},   {"depth", Field::kDepth},
                                {"acc", Field::kAccumulate},  {"preload", Field::kPreloadWeights}};
constexpr Key kVectorKeys[] = {
    {"src", Field::kSrcRow, true}, {"opnd", Field::kOperandRow, true}, {"dst", Field::kDstRow, true},
    {"lanes", Field::kLanes},      {"count", Field::kCount},           {"mul", Field::kMultiplier},
    {"shift", Field::kShift},      {"zp", Field::kZeroPoint},          {"min", Field::kClampMin},
    {"max", Field::kClampMax},     {"lanewise", Field::kPerLane},      {"bias", Field::kBias}};

std::span<const Key> keysOf(Opcode opcode) {
  switch (opcode) {
    case Opcode::kLoad:
    case Opcode::kStore: return kTransferKeys;
    case Opcode::kCompute: return kComputeKeys;
    case Opcode::kVector: return kVectorKeys;
    case Opcode::kHalt: return {};
  }
  return {};
}

Field bufferOf(Field row) {
  return row == Field::kSrcRow ? Field::kSrcBuffer : row == Field::kOperandRow ? Field::kOperandBuffer : Field::kDstBuffer;
}

constexpr std::string_view kBufferNames[] = {"in", "wt", "out"};

std::string_view bufferName(std::int64_t value) {
  return value >= 0 && value < 3 ? kBufferNames[value] : std::string_view("?");
}

std::string_view neighbour(Stage stage, bool next) {
  const int index = static_cast<int>(stage) + (next ? 1 : -1);
  if (index < 0 || index > 3) return next ? "next" : "prev";
  return name(static_cast<Stage>(index));
}

}  // namespace

std::string toAssembly(const Instruction& in) {
  std::string out;
  appendAssembly(out, in);
  return out;
}

void appendAssembly(std::string& out, const Instruction& in) {
  // Hand-rolled (std::to_chars) rather than fmt: program.s of a large model is millions of lines.
  auto number = [&out](auto value, int base) {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof(digits), value, base).ptr;
    out.append(digits, end);
  };
  const std::size_t start = out.size();
  out += name(in.opcode);
  if (in.opcode == Opcode::kLoad || in.opcode == Opcode::kStore) {
    out += '.';
    out += bufferName(static_cast<int>(in.transfer.buffer));
  }
  if (in.opcode == Opcode::kVector) {
    out += '.';
    out += hw::name(in.vector.op);
  }
  if (out.size() - start < 9) out.append(9 - (out.size() - start), ' ');  // mnemonic column: 9 wide
  for (const Key& key : keysOf(in.opcode)) {
    const std::int64_t value = fieldValue(in, key.field);
    out += ' ';
    out += key.key;
    out += '=';
    if (key.buffer_pair) {
      out += bufferName(fieldValue(in, bufferOf(key.field)));
      out += ':';
      number(value, 10);
    } else if (key.hex) {
      out += "0x";
      number(static_cast<std::uint64_t>(value), 16);
    } else if (isSignedField(key.field)) {
      number(value, 10);
    } else {
      number(static_cast<std::uint64_t>(value), 10);
    }
  }
  const Stage stage = stageOf(in.opcode);
  const bool any = in.deps.pop_prev || in.deps.pop_next || in.deps.push_prev || in.deps.push_next;
  if (!any) return;
  out += "  [";
  bool first = true;
  auto dep = [&](const char* what, bool next) {
    if (!first) out += ' ';
    first = false;
    out += what;
    out += neighbour(stage, next);
  };
  if (in.deps.pop_prev) dep("pop<-", false);
  if (in.deps.pop_next) dep("pop<-", true);
  if (in.deps.push_prev) dep("push->", false);
  if (in.deps.push_next) dep("push->", true);
  out += ']';
}

namespace {

struct Token {
  std::string_view text;
  int column = 0;  // 1-based
};

class Parser {
 public:
  Parser(std::string_view line, std::string_view file, int line_number)
      : line_(line), file_(file), line_number_(line_number) {}

  Expected<Instruction> run();

 private:
  Status fail(int column, std::string message) const {
    Diagnostic d;
    d.location = {std::string(file_), line_number_, column};
    d.message = std::move(message);
    d.source_line = std::string(line_);
    return Status::error(std::move(d));
  }
  std::vector<Token> tokenize() const;
  bool parseInteger(std::string_view text, bool allow_negative, std::int64_t& out) const;
  Status parseDependency(const Token& token, Stage stage, Instruction& in) const;

  std::string_view line_;
  std::string_view file_;
  int line_number_;
};

std::vector<Token> Parser::tokenize() const {
  std::vector<Token> tokens;
  size_t i = 0;
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '[' || c == ']' || c == '\r'; };
  while (i < line_.size()) {
    if (line_[i] == '#' || line_[i] == ';') break;  // comment to end of line
    if (space(line_[i])) { ++i; continue; }
    const size_t start = i;
    while (i < line_.size() && !space(line_[i])) ++i;
    tokens.push_back({line_.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return tokens;
}

bool Parser::parseInteger(std::string_view text, bool allow_negative, std::int64_t& out) const {
  bool negative = false;
  if (!text.empty() && text[0] == '-') {
    if (!allow_negative) return false;
    negative = true;
    text.remove_prefix(1);
  }
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    text.remove_prefix(2);
  }
  std::uint64_t magnitude = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), magnitude, base);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return false;
  if (magnitude > static_cast<std::uint64_t>(INT64_MAX)) return false;
  out = negative ? -static_cast<std::int64_t>(magnitude) : static_cast<std::int64_t>(magnitude);
  return true;
}

Status Parser::parseDependency(const Token& token, Stage stage, Instruction& in) const {
  const bool pop = token.text.starts_with("pop<-");
  const bool push = token.text.starts_with("push->");
  if (!pop && !push)
    return fail(token.column, fmt::format("expected key=value or a dependency (pop<-stage, push->stage), got '{}'",
                                          token.text));
  const std::string_view target = token.text.substr(pop ? 5 : 6);
  bool next;
  if (target == neighbour(stage, false) || target == "prev")
    next = false;
  else if (target == neighbour(stage, true) || target == "next")
    next = true;
  else
    return fail(token.column + (pop ? 5 : 6),
                fmt::format("'{}' is not a neighbour of the {} stage (expected {} or {})", target, name(stage),
                            neighbour(stage, false), neighbour(stage, true)));
  bool& flag = pop ? (next ? in.deps.pop_next : in.deps.pop_prev) : (next ? in.deps.push_next : in.deps.push_prev);
  if (flag) return fail(token.column, fmt::format("dependency '{}' given twice", token.text));
  flag = true;
  return Status();
}

Expected<Instruction> Parser::run() {
  const std::vector<Token> tokens = tokenize();
  if (tokens.empty()) return fail(1, "expected an instruction, got an empty line");
  Instruction in;
  const Token& head = tokens[0];
  const size_t dot = head.text.find('.');
  const std::string_view root = head.text.substr(0, dot);
  const std::string_view suffix = dot == std::string_view::npos ? "" : head.text.substr(dot + 1);
  bool found = false;
  for (int i = 0; i < kOpcodeCount; ++i)
    if (name(static_cast<Opcode>(i)) == root) { in.opcode = static_cast<Opcode>(i); found = true; }
  if (!found)
    return fail(head.column, fmt::format("unknown mnemonic '{}' (expected load, store, compute, vector or halt)", root));
  const int suffix_column = head.column + static_cast<int>(root.size()) + 1;
  if (in.opcode == Opcode::kLoad || in.opcode == Opcode::kStore) {
    int buffer = -1;
    for (int b = 0; b < 3; ++b)
      if (kBufferNames[b] == suffix) buffer = b;
    if (buffer < 0)
      return fail(suffix_column, fmt::format("{} needs a buffer suffix .in, .wt or .out, got '{}'", root, suffix));
    in.transfer.buffer = static_cast<hw::BufferKind>(buffer);
  } else if (in.opcode == Opcode::kVector) {
    const std::vector<std::string>& ops = hw::vectorOpNames();
    int op = -1;
    for (size_t i = 0; i < ops.size(); ++i)
      if (ops[i] == suffix) op = static_cast<int>(i);
    if (op < 0) return fail(suffix_column, fmt::format("unknown vector operation '{}'", suffix));
    in.vector.op = static_cast<hw::VectorOp>(op);
  } else if (dot != std::string_view::npos) {
    return fail(suffix_column, fmt::format("{} takes no suffix, got '.{}'", root, suffix));
  }

  const std::span<const Key> keys = keysOf(in.opcode);
  std::vector<bool> seen(keys.size(), false);
  for (size_t t = 1; t < tokens.size(); ++t) {
    const Token& token = tokens[t];
    const size_t eq = token.text.find('=');
    if (eq == std::string_view::npos) {
      Status status = parseDependency(token, stageOf(in.opcode), in);
      if (!status.ok()) return status;
      continue;
    }
    const std::string_view key = token.text.substr(0, eq);
    std::string_view value = token.text.substr(eq + 1);
    const int value_column = token.column + static_cast<int>(eq) + 1;
    size_t k = 0;
    while (k < keys.size() && keys[k].key != key) ++k;
    if (k == keys.size()) {
      std::vector<std::string_view> names;
      for (const Key& known : keys) names.push_back(known.key);
      return fail(token.column, fmt::format("unknown key '{}' for {} (expected one of: {})", key, root,
                                            fmt::join(names, ", ")));
    }
    if (seen[k]) return fail(token.column, fmt::format("key '{}' given twice", key));
    seen[k] = true;
    if (keys[k].buffer_pair) {
      const size_t colon = value.find(':');
      const std::string_view buffer = value.substr(0, colon);
      int b = -1;
      for (int i = 0; i < 3; ++i)
        if (kBufferNames[i] == buffer) b = i;
      if (colon == std::string_view::npos || b < 0)
        return fail(value_column, fmt::format("{}: expected buffer:row with buffer in, wt or out, got '{}'", key, value));
      setFieldValue(in, bufferOf(keys[k].field), b);
      value = value.substr(colon + 1);
    }
    std::int64_t number = 0;
    if (!parseInteger(value, isSignedField(keys[k].field), number))
      return fail(value_column, fmt::format("{}: expected {} integer, got '{}'", key,
                                            isSignedField(keys[k].field) ? "an" : "a non-negative", value));
    if ((keys[k].field == Field::kAccumulate || keys[k].field == Field::kPreloadWeights) && number > 1)
      return fail(value_column, fmt::format("{}: expected 0 or 1, got '{}'", key, value));
    setFieldValue(in, keys[k].field, number);
  }
  for (size_t k = 0; k < keys.size(); ++k)
    if (!seen[k])
      return fail(static_cast<int>(line_.size()) + 1, fmt::format("{}: missing key '{}'", root, keys[k].key));
  return in;
}

}  // namespace

Expected<Instruction> parseAssembly(std::string_view line, std::string_view file, int line_number) {
  return Parser(line, file, line_number).run();
}

}  // namespace tessera::isa
