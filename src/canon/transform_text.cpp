// The text forms of transformations: the one-word form of to_string() and the list of named
// transformations that `nonet transform --apply` takes.
#include <string>

#include "canon/checks.hpp"
#include "nonet/canon.hpp"

namespace nonet {
namespace {

[[noreturn]] void fail(std::size_t column, std::string message) {
  throw canon::make_error(ErrorCode::bad_input, std::move(message), column);
}

// Reads the one-word form left to right; `base` is the column of text[0] minus 1 (for the
// 1-based columns of errors inside a longer list).
class Cursor {
 public:
  Cursor(std::string_view text, std::size_t base) : text_(text), base_(base) {}

  [[nodiscard]] std::size_t column() const { return base_ + pos_ + 1; }
  [[nodiscard]] bool at_end() const { return pos_ == text_.size(); }

  void expect(char wanted, std::string_view what) {
    if (at_end() || text_[pos_] != wanted) {
      fail(column(),
           "expected " + std::string(what) + " in the transform '" + std::string(text_) + "'");
    }
    ++pos_;
  }

  /// `count` digits, each in low..high, as 0-based values (digit - low + base_value).
  template <std::size_t N>
  std::array<std::uint8_t, N> digits(int low, int high, int minus, std::string_view what) {
    std::array<std::uint8_t, N> out{};
    for (auto& v : out) {
      if (at_end() || text_[pos_] < '0' + low || text_[pos_] > '0' + high) {
        fail(column(),
             "expected " + std::string(what) + " in the transform '" + std::string(text_) + "'");
      }
      v = static_cast<std::uint8_t>(text_[pos_] - '0' - minus);
      ++pos_;
    }
    return out;
  }

 private:
  std::string_view text_;
  std::size_t base_;
  std::size_t pos_ = 0;
};

template <std::size_t N>
std::string numbers(const std::array<std::uint8_t, N>& values, int plus) {
  std::string out;
  for (auto v : values) out += static_cast<char>('0' + v + plus);
  return out;
}

Transform checked(const Transform& t, std::size_t column) {
  if (auto error = check_transform(t)) fail(column, error->message);
  return t;
}

Transform parse_one_word(std::string_view text, std::size_t base) {
  Cursor in(text, base);
  Transform t;
  in.expect('t', "'t'");
  t.transpose = in.digits<1>(0, 1, 0, "0 or 1 after 't'")[0] == 1;
  in.expect(':', "':'");
  in.expect('b', "'b'");
  t.bands = in.digits<3>(1, 3, 1, "three bands 1..3");
  in.expect(':', "':'");
  in.expect('r', "'r'");
  for (std::size_t i = 0; i < 3; ++i) {
    if (i > 0) in.expect('/', "'/'");
    t.rows[i] = in.digits<3>(1, 3, 1, "three rows 1..3");
  }
  in.expect(':', "':'");
  in.expect('s', "'s'");
  t.stacks = in.digits<3>(1, 3, 1, "three stacks 1..3");
  in.expect(':', "':'");
  in.expect('c', "'c'");
  for (std::size_t i = 0; i < 3; ++i) {
    if (i > 0) in.expect('/', "'/'");
    t.columns[i] = in.digits<3>(1, 3, 1, "three columns 1..3");
  }
  in.expect(':', "':'");
  in.expect('d', "'d'");
  const auto digits = in.digits<9>(1, 9, 0, "nine digits 1..9");
  for (std::size_t d = 0; d < 9; ++d) t.digits[d + 1] = digits[d];
  if (!in.at_end())
    fail(in.column(), "unexpected text after the transform '" + std::string(text) + "'");
  return checked(t, base + 1);
}

bool is_one_word_form(std::string_view item) {
  return item.size() > 2 && item[0] == 't' && (item[1] == '0' || item[1] == '1') && item[2] == ':';
}

// "312" -> {2, 0, 1}; the digits must be 1..N, each once.
template <std::size_t N>
std::array<std::uint8_t, N> order_value(std::string_view value, std::size_t column,
                                        std::string_view item) {
  if (value.size() != N) {
    fail(column, "expected " + std::to_string(N) + " digits in '" + std::string(item) + "'");
  }
  Cursor in(value, column - 1);
  return in.digits<N>(1, static_cast<int>(N), 1, "digits 1.." + std::to_string(N));
}

// "2:312": which band (or stack), and the order of its lines.
std::pair<std::size_t, std::array<std::uint8_t, 3>> unit_order(std::string_view value,
                                                               std::size_t column,
                                                               std::string_view item) {
  if (value.size() != 5 || value[1] != ':' || value[0] < '1' || value[0] > '3') {
    fail(column, "expected N:ORDER (N 1..3, ORDER like 213) in '" + std::string(item) + "'");
  }
  return {static_cast<std::size_t>(value[0] - '1'),
          order_value<3>(value.substr(2), column + 2, item)};
}

Transform named(std::string_view item, std::size_t column) {
  if (is_one_word_form(item)) return parse_one_word(item, column - 1);
  const auto equals = item.find('=');
  const std::string_view name = item.substr(0, equals);
  const std::string_view value =
      equals == std::string_view::npos ? std::string_view() : item.substr(equals + 1);
  const std::size_t value_column = column + name.size() + 1;
  const bool has_value = equals != std::string_view::npos;
  if (!has_value) {
    if (name == "identity") return Transform{};
    if (name == "rotate90") return rotation(1);
    if (name == "rotate180") return rotation(2);
    if (name == "rotate270") return rotation(3);
    if (name == "mirror") return mirror();
    if (name == "flip") return flip();
    if (name == "transpose") return transposition();
    if (name == "antitranspose") return antitransposition();
  }
  Transform t;
  if (has_value && name == "relabel") {
    const auto digits = order_value<9>(value, value_column, item);
    for (std::size_t d = 0; d < 9; ++d) t.digits[d + 1] = static_cast<std::uint8_t>(digits[d] + 1);
    return checked(t, value_column);
  }
  if (has_value && name == "bands") {
    t.bands = order_value<3>(value, value_column, item);
    return checked(t, value_column);
  }
  if (has_value && name == "stacks") {
    t.stacks = order_value<3>(value, value_column, item);
    return checked(t, value_column);
  }
  if (has_value && name == "rows") {
    const auto [band, order] = unit_order(value, value_column, item);
    t.rows[band] = order;
    return checked(t, value_column);
  }
  if (has_value && name == "columns") {
    const auto [stack, order] = unit_order(value, value_column, item);
    t.columns[stack] = order;
    return checked(t, value_column);
  }
  fail(column, "unknown transform '" + std::string(item) +
                   "' (expected rotate90, rotate180, rotate270, mirror, flip, transpose, "
                   "antitranspose, relabel=DIGITS, bands=ORDER, stacks=ORDER, rows=B:ORDER, "
                   "columns=S:ORDER, identity or a transform like t0:b123:r123/123/123:s123:"
                   "c123/123/123:d123456789)");
}

}  // namespace

std::string to_string(const Transform& t) {
  if (auto error = check_transform(t)) throw *error;
  std::string text = t.transpose ? "t1:b" : "t0:b";
  text += numbers(t.bands, 1) + ":r";
  for (std::size_t i = 0; i < 3; ++i) text += (i > 0 ? "/" : "") + numbers(t.rows[i], 1);
  text += ":s" + numbers(t.stacks, 1) + ":c";
  for (std::size_t i = 0; i < 3; ++i) text += (i > 0 ? "/" : "") + numbers(t.columns[i], 1);
  std::array<std::uint8_t, 9> digits{};
  for (std::size_t d = 0; d < 9; ++d) digits[d] = t.digits[d + 1];
  return text + ":d" + numbers(digits, 0);
}

Transform parse_transform(std::string_view text) {
  return parse_one_word(text, 0);
}

Transform parse_transform_list(std::string_view text) {
  Transform result;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    const auto item = text.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (item.empty())
      fail(start + 1, "empty item in the transform list '" + std::string(text) + "'");
    result = compose(result, named(item, start + 1));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return result;
}

}  // namespace nonet
