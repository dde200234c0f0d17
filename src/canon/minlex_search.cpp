#include "canon/minlex_search.hpp"

#include <algorithm>

namespace nonet::canon {
namespace {

using OrientedRows = std::array<std::array<std::uint8_t, 9>, 9>;  // [row][column]

using Sites = std::array<PermutationSite, 12>;

bool starts_at(std::uint32_t bits, int index) {
  return ((bits >> index) & 1u) != 0;
}

void set_bit(std::uint16_t& bits, int index, bool on) {
  const auto mask = static_cast<std::uint16_t>(1u << index);
  bits = static_cast<std::uint16_t>(on ? bits | mask : bits & ~mask);
}
void set_bit(std::uint8_t& bits, int index, bool on) {
  const auto mask = static_cast<std::uint8_t>(1u << index);
  bits = static_cast<std::uint8_t>(on ? bits | mask : bits & ~mask);
}

// The end (exclusive) of the run of stacks that starts at `slot`.
int run_end(const SearchState& state, int slot) {
  int end = slot + 1;
  while (end < 3 && !starts_at(state.run_starts, end)) ++end;
  return end;
}
// The end (exclusive) of the group of columns that starts at `column`; groups never cross stacks.
int group_end(const SearchState& state, int column) {
  int end = column + 1;
  while (end % 3 != 0 && !starts_at(state.group_starts, end)) ++end;
  return end;
}

// Sorts a few columns by their symbols (insertion sort: at most three).
void sort_by_symbol(std::uint8_t* columns, std::uint8_t* symbols, int n) {
  for (int i = 1; i < n; ++i) {
    for (int j = i; j > 0 && symbols[j - 1] > symbols[j]; --j) {
      std::swap(symbols[j - 1], symbols[j]);
      std::swap(columns[j - 1], columns[j]);
    }
  }
}

std::uint64_t factorial(int n) {
  std::uint64_t f = 1;
  for (int i = 2; i <= n; ++i) f *= static_cast<std::uint64_t>(i);
  return f;
}

// Every combination of orders at the sites, applied to `columns`; `visit` sees each.
template <class Visit>
bool permute_sites(LineMap& columns, const PermutationSite* sites, int count, Visit&& visit) {
  if (count == 0) return visit();
  const PermutationSite site = sites[0];
  const LineMap original = columns;
  std::array<std::uint8_t, 9> order{};
  for (std::uint8_t i = 0; i < site.count; ++i) order[i] = i;
  bool go_on = true;
  do {
    for (int m = 0; m < site.count; ++m) {
      for (int w = 0; w < site.width; ++w) {
        columns[static_cast<std::size_t>(site.start + m * site.width + w)] =
            original[static_cast<std::size_t>(site.start +
                                              order[static_cast<std::size_t>(m)] * site.width + w)];
      }
    }
    go_on = permute_sites(columns, sites + 1, count - 1, visit);
  } while (go_on && std::next_permutation(order.begin(), order.begin() + site.count));
  columns = original;
  return go_on;
}

class Searcher {
 public:
  MinlexSearch run(const Grid& grid);

 private:
  struct Candidate {
    std::uint32_t state;
    std::uint8_t row;
  };

  static void expand(const SearchState& state, const std::uint8_t* row, int source_row,
                     int target_row, std::vector<SearchState>& out);
  static void refine_group(SearchState& state, const std::uint8_t* row, int begin, int end,
                           Sites& sites, int& site_count);
  static void refine_run(SearchState& state, const std::uint8_t* row, int first_slot, int end_slot,
                         Sites& sites, int& site_count);

  std::array<OrientedRows, 2> rows_{};
  std::vector<SearchState> states_, next_;
  std::vector<Candidate> candidates_;
  std::vector<LineMap> orders_;
};

// The groups and runs of a state, decoded once for all the rows tried with it.
struct Layout {
  struct Segment {
    std::uint8_t start = 0;   // first column
    std::uint8_t length = 0;  // columns: a group's size, or 3 per stack of a run
    std::uint8_t stacks = 0;  // 0 for a group of a placed stack, else the run's stack count
  };
  std::array<Segment, 9> segments{};
  int count = 0;
};

Layout layout_of(const SearchState& state) {
  Layout layout;
  for (int slot = 0; slot < 3;) {
    const int end = run_end(state, slot);
    if (end - slot >= 2) {
      layout.segments[static_cast<std::size_t>(layout.count++)] = {
          static_cast<std::uint8_t>(3 * slot), static_cast<std::uint8_t>(3 * (end - slot)),
          static_cast<std::uint8_t>(end - slot)};
    } else {
      for (int p = 3 * slot; p < 3 * slot + 3;) {
        const int q = group_end(state, p);
        layout.segments[static_cast<std::size_t>(layout.count++)] = {
            static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(q - p), 0};
        p = q;
      }
    }
    slot = end;
  }
  return layout;
}

template <class T>
void order(T& a, T& b) {
  const T low = std::min(a, b);
  b = std::max(a, b);
  a = low;
}

// The smallest string `row` can give in the state: each group of columns sorted (blanks, then
// labels, then new digits, which take the next labels in turn); the stacks of a run sorted by
// their sorted blocks. Nine 4-bit symbols, the first in the high bits, so that keys compare as
// the strings do. Returns kLoses as soon as a prefix shows the string is larger than `bound`.

std::uint64_t row_key(const SearchState& state, const Layout& layout, const std::uint8_t* row,
                      std::uint64_t bound) {
  std::uint64_t key = 0;
  unsigned next = state.next_label;
  int emitted = 0;
  bool tied = true;  // the prefix so far equals the bound's
  const auto emit = [&](unsigned symbol) {
    key = key << 4 | (symbol == kNewDigit ? next++ : symbol);
    ++emitted;
  };
  const auto symbol_at = [&](int column) {
    return state.label[row[state.column_source[static_cast<std::size_t>(column)]]];
  };
  for (int i = 0; i < layout.count; ++i) {
    const auto& segment = layout.segments[static_cast<std::size_t>(i)];
    const int p = segment.start;
    if (segment.stacks == 0) {
      if (segment.length == 1) {
        emit(symbol_at(p));
      } else {
        std::uint8_t a = symbol_at(p);
        std::uint8_t b = symbol_at(p + 1);
        if (segment.length == 2) {
          order(a, b);
          emit(a);
          emit(b);
        } else {
          std::uint8_t c = symbol_at(p + 2);
          order(a, b);
          order(b, c);
          order(a, b);
          emit(a);
          emit(b);
          emit(c);
        }
      }
    } else {
      std::array<unsigned, 3> blocks{};
      for (int j = 0; j < segment.stacks; ++j) {
        std::uint8_t a = symbol_at(p + 3 * j);
        std::uint8_t b = symbol_at(p + 3 * j + 1);
        std::uint8_t c = symbol_at(p + 3 * j + 2);
        order(a, b);
        order(b, c);
        order(a, b);
        blocks[static_cast<std::size_t>(j)] = static_cast<unsigned>(a << 8 | b << 4 | c);
      }
      order(blocks[0], blocks[1]);
      if (segment.stacks == 3) {
        order(blocks[1], blocks[2]);
        order(blocks[0], blocks[1]);
      }
      for (int j = 0; j < segment.stacks; ++j) {
        const unsigned block = blocks[static_cast<std::size_t>(j)];
        emit(block >> 8);
        emit((block >> 4) & 0xF);
        emit(block & 0xF);
      }
    }
    if (tied) {
      const std::uint64_t bound_prefix = bound >> (4 * (9 - emitted));
      if (key > bound_prefix) return kLoses;
      tied = key == bound_prefix;
    }
  }
  return key;
}

// Sorts the group's columns as row_key() does; blanks stay one group, every digit becomes a
// group of its own, and two or more new digits become a site to try in every order.
void Searcher::refine_group(SearchState& state, const std::uint8_t* row, int begin, int end,
                            Sites& sites, int& site_count) {
  std::array<std::uint8_t, 3> columns{};
  std::array<std::uint8_t, 3> symbols{};
  const int n = end - begin;
  for (int i = 0; i < n; ++i) {
    const auto idx = static_cast<std::size_t>(i);
    columns[idx] = state.column_source[static_cast<std::size_t>(begin + i)];
    symbols[idx] = state.label[row[columns[idx]]];
  }
  sort_by_symbol(columns.data(), symbols.data(), n);
  int news = 0;
  for (int i = 0; i < n; ++i) {
    const auto idx = static_cast<std::size_t>(i);
    state.column_source[static_cast<std::size_t>(begin + i)] = columns[idx];
    set_bit(state.group_starts, begin + i, i == 0 || symbols[idx] != 0);
    news += symbols[idx] == kNewDigit ? 1 : 0;
  }
  if (news >= 2) {
    sites[static_cast<std::size_t>(site_count++)] = {static_cast<std::uint8_t>(end - news),
                                                     static_cast<std::uint8_t>(news), 1};
  }
}

// A run of stacks blank so far: the stacks sorted by their sorted blocks. Stacks still blank
// stay a run; the others are placed, each with its columns refined; stacks whose blocks tie
// (only new digits can make them tie) become a site.
void Searcher::refine_run(SearchState& state, const std::uint8_t* row, int first_slot, int end_slot,
                          Sites& sites, int& site_count) {
  struct Block {
    std::uint16_t key = 0;
    std::array<std::uint8_t, 3> columns{};
    std::array<std::uint8_t, 3> symbols{};
  };
  std::array<Block, 3> blocks{};
  const int k = end_slot - first_slot;
  for (int j = 0; j < k; ++j) {
    auto& block = blocks[static_cast<std::size_t>(j)];
    for (int i = 0; i < 3; ++i) {
      const auto idx = static_cast<std::size_t>(i);
      block.columns[idx] = state.column_source[static_cast<std::size_t>(3 * (first_slot + j) + i)];
      block.symbols[idx] = state.label[row[block.columns[idx]]];
    }
    sort_by_symbol(block.columns.data(), block.symbols.data(), 3);
    block.key = static_cast<std::uint16_t>(block.symbols[0] << 8 | block.symbols[1] << 4 |
                                           block.symbols[2]);
  }
  std::stable_sort(blocks.begin(), blocks.begin() + k,
                   [](const Block& a, const Block& b) { return a.key < b.key; });
  int blank_stacks = 0;
  for (int j = 0; j < k; ++j) blank_stacks += blocks[static_cast<std::size_t>(j)].key == 0 ? 1 : 0;
  for (int j = 0; j < k; ++j) {
    const auto& block = blocks[static_cast<std::size_t>(j)];
    const int slot = first_slot + j;
    if (j > 0) set_bit(state.run_starts, slot, j >= blank_stacks);
    for (int i = 0; i < 3; ++i) {
      state.column_source[static_cast<std::size_t>(3 * slot + i)] =
          block.columns[static_cast<std::size_t>(i)];
    }
    if (block.key == 0) continue;  // still one blank group
    int news = 0;
    for (int i = 0; i < 3; ++i) {
      const auto symbol = block.symbols[static_cast<std::size_t>(i)];
      set_bit(state.group_starts, 3 * slot + i, i == 0 || symbol != 0);
      news += symbol == kNewDigit ? 1 : 0;
    }
    if (news >= 2) {
      sites[static_cast<std::size_t>(site_count++)] = {
          static_cast<std::uint8_t>(3 * slot + 3 - news), static_cast<std::uint8_t>(news), 1};
    }
  }
  for (int j = blank_stacks; j < k;) {
    int tie_end = j + 1;
    while (tie_end < k &&
           blocks[static_cast<std::size_t>(tie_end)].key == blocks[static_cast<std::size_t>(j)].key)
      ++tie_end;
    if (tie_end - j >= 2) {
      sites[static_cast<std::size_t>(site_count++)] = {
          static_cast<std::uint8_t>(3 * (first_slot + j)), static_cast<std::uint8_t>(tie_end - j),
          3};
    }
    j = tie_end;
  }
}

void Searcher::expand(const SearchState& state, const std::uint8_t* row, int source_row,
                      int target_row, std::vector<SearchState>& out) {
  SearchState base = state;
  base.row_source[static_cast<std::size_t>(target_row)] = static_cast<std::uint8_t>(source_row);
  base.bands_used = static_cast<std::uint8_t>(base.bands_used | (1u << (source_row / 3)));
  Sites sites{};
  int site_count = 0;
  for (int slot = 0; slot < 3;) {
    const int end = run_end(state, slot);
    if (end - slot == 1) {
      for (int p = 3 * slot; p < 3 * slot + 3;) {
        const int q = group_end(state, p);
        refine_group(base, row, p, q, sites, site_count);
        p = q;
      }
    } else {
      refine_run(base, row, slot, end, sites, site_count);
    }
    slot = end;
  }
  const bool told_apart = base.group_starts == 0x1FF && base.run_starts == 0b111;
  if (site_count > 0 && site_count <= static_cast<int>(base.sites.size()) && told_apart &&
      target_row < 8) {
    std::copy(sites.begin(), sites.begin() + site_count, base.sites.begin());
    base.site_count = static_cast<std::uint8_t>(site_count);
    base.pending_row = static_cast<std::uint8_t>(source_row);
    out.push_back(base);
    return;
  }
  permute_sites(base.column_source, sites.data(), site_count, [&] {
    SearchState& child = out.emplace_back(base);
    for (const auto column : child.column_source) {
      const auto digit = row[column];
      if (child.label[digit] == kNewDigit) child.label[digit] = child.next_label++;
    }
    return true;
  });
}

MinlexSearch Searcher::run(const Grid& grid) {
  const auto& values = grid.values();
  for (std::size_t r = 0; r < 9; ++r) {
    for (std::size_t c = 0; c < 9; ++c) {
      rows_[0][r][c] = values[r * 9 + c];
      rows_[1][r][c] = values[c * 9 + r];
    }
  }
  states_.clear();
  for (std::uint8_t t = 0; t < 2; ++t) {
    SearchState& start = states_.emplace_back();
    start.transposed = t;
    for (std::uint8_t c = 0; c < 9; ++c) start.column_source[c] = c;
    start.label.fill(kNewDigit);
    start.label[0] = 0;
    start.group_starts = 0b001001001;
    start.run_starts = 0b001;
  }
  MinlexSearch result;
  for (int target_row = 0; target_row < 9; ++target_row) {
    std::uint64_t best = kLoses;
    candidates_.clear();
    Layout layout;
    const auto consider = [&](std::uint32_t index, const SearchState& state, int source_row) {
      const auto& rows = rows_[state.transposed];
      const std::uint8_t* row = rows[static_cast<std::size_t>(source_row)].data();
      const auto key = state.is_family() ? family_row_key(state, rows[state.pending_row].data(),
                                                          row, best, nullptr)
                                         : row_key(state, layout, row, best);
      if (key > best || key == kLoses) return;
      if (key < best) {
        best = key;
        candidates_.clear();
      }
      candidates_.push_back({index, static_cast<std::uint8_t>(source_row)});
    };
    for (std::uint32_t i = 0; i < states_.size(); ++i) {
      const SearchState& state = states_[i];
      if (!state.is_family()) layout = layout_of(state);
      const int within = target_row % 3;
      if (within == 0) {
        for (int band = 0; band < 3; ++band) {
          if (starts_at(state.bands_used, band)) continue;
          for (int r = 3 * band; r < 3 * band + 3; ++r) consider(i, state, r);
        }
        continue;
      }
      const int previous = state.row_source[static_cast<std::size_t>(target_row - 1)];
      const int before =
          within == 2 ? state.row_source[static_cast<std::size_t>(target_row - 2)] : -1;
      for (int r = previous / 3 * 3; r < previous / 3 * 3 + 3; ++r) {
        if (r != previous && r != before) consider(i, state, r);
      }
    }
    next_.clear();
    for (const auto& candidate : candidates_) {
      const SearchState& state = states_[candidate.state];
      const auto& rows = rows_[state.transposed];
      const std::uint8_t* row = rows[candidate.row].data();
      if (!state.is_family()) {
        expand(state, row, candidate.row, target_row, next_);
        continue;
      }
      const std::uint8_t* pending = rows[state.pending_row].data();
      orders_.clear();
      (void)family_row_key(state, pending, row, best, &orders_);
      for (const auto& columns : orders_) {
        expand(family_member(state, pending, columns), row, candidate.row, target_row, next_);
      }
    }
    std::swap(states_, next_);
    for (int i = 0; i < 9; ++i) {
      result.minlex[static_cast<std::size_t>(9 * target_row + i)] =
          static_cast<std::uint8_t>((best >> (4 * (8 - i))) & 0xF);
    }
  }
  result.finals = states_;
  return result;
}

}  // namespace

MinlexSearch search_minlex(const Grid& grid) {
  thread_local Searcher searcher;
  return searcher.run(grid);
}

std::uint64_t transformation_count(const SearchState& state) {
  std::uint64_t count = 1;
  for (int slot = 0; slot < 3;) {
    const int end = run_end(state, slot);
    count *= factorial(end - slot);
    slot = end;
  }
  for (int p = 0; p < 9;) {
    const int q = group_end(state, p);
    count *= factorial(q - p);
    p = q;
  }
  return count;
}

bool for_each_column_order(const SearchState& state,
                           const std::function<bool(const LineMap& columns)>& visit) {
  Sites sites{};
  int site_count = 0;
  for (int slot = 0; slot < 3;) {
    const int end = run_end(state, slot);
    if (end - slot >= 2) {
      sites[static_cast<std::size_t>(site_count++)] = {static_cast<std::uint8_t>(3 * slot),
                                                       static_cast<std::uint8_t>(end - slot), 3};
    }
    slot = end;
  }
  for (int p = 0; p < 9;) {
    const int q = group_end(state, p);
    if (q - p >= 2) {
      sites[static_cast<std::size_t>(site_count++)] = {static_cast<std::uint8_t>(p),
                                                       static_cast<std::uint8_t>(q - p), 1};
    }
    p = q;
  }
  LineMap columns = state.column_source;
  return permute_sites(columns, sites.data(), site_count, [&] { return visit(columns); });
}

LineMaps maps_of(const SearchState& state, const LineMap& columns) {
  LineMaps maps;
  maps.transpose = state.transposed != 0;
  maps.rows = state.row_source;
  maps.columns = columns;
  std::array<bool, 10> used{};
  for (std::size_t d = 1; d < 10; ++d) {
    if (state.label[d] != kNewDigit) used[state.label[d]] = true;
  }
  std::size_t free_label = 1;
  for (std::size_t d = 1; d < 10; ++d) {
    if (state.label[d] != kNewDigit) {
      maps.digits[d] = state.label[d];
      continue;
    }
    while (used[free_label]) ++free_label;
    maps.digits[d] = static_cast<std::uint8_t>(free_label);
    used[free_label] = true;
  }
  return maps;
}

}  // namespace nonet::canon
