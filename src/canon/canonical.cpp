// canonical(), equivalent() and the batch helpers over the minlex search.
#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>

#include "canon/checks.hpp"
#include "canon/minlex_search.hpp"
#include "nonet/batch.hpp"
#include "nonet/canon.hpp"

namespace nonet {
namespace canon {

namespace {

// The common case, quickly: no digit twice in a house. (validate() names the clash otherwise.)
bool has_no_clash(const Grid& grid) {
  std::array<std::uint16_t, 27> seen{};  // rows, columns, boxes
  const auto& values = grid.values();
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (values[i] == 0) continue;
    const auto bit = static_cast<std::uint16_t>(1u << values[i]);
    const std::size_t row = i / 9;
    const std::size_t column = i % 9;
    for (const std::size_t house : {row, 9 + column, 18 + row / 3 * 3 + column / 3}) {
      if ((seen[house] & bit) != 0) return false;
      seen[house] = static_cast<std::uint16_t>(seen[house] | bit);
    }
  }
  return true;
}

}  // namespace

void require_no_clash(const Grid& grid) {
  if (has_no_clash(grid)) return;
  const auto conflicts = validate(grid);
  if (conflicts.empty()) return;
  const Conflict& clash = conflicts.front();
  throw make_error(ErrorCode::clashing_givens, clash.describe(), 0, clash.second);
}

}  // namespace canon

namespace {

CanonicalForm canonical_of_valid(const Grid& grid) {
  const canon::MinlexSearch search = canon::search_minlex(grid);
  CanonicalForm form;
  form.grid = Grid::from_values(search.minlex);
  const canon::SearchState& first = search.finals.front();
  form.transform = canon::from_line_maps(canon::maps_of(first, first.column_source));
  form.automorphisms = 0;
  for (const auto& state : search.finals) form.automorphisms += canon::transformation_count(state);
  return form;
}

unsigned thread_count(unsigned threads, std::size_t items) {
  if (threads == 0) threads = default_threads();
  return static_cast<unsigned>(
      std::min<std::size_t>(threads, std::max<std::size_t>(1, items / 64)));
}

std::string packed(const Grid& grid) {
  std::string key((kCellCount + 1) / 2, '\0');
  const auto& v = grid.values();
  for (std::size_t i = 0; i < v.size(); ++i) {
    key[i / 2] = static_cast<char>(key[i / 2] | (v[i] << (i % 2 == 0 ? 4 : 0)));
  }
  return key;
}

}  // namespace

CanonicalForm canonical(const Grid& grid) {
  canon::require_no_clash(grid);
  return canonical_of_valid(grid);
}

std::string minlex_string(const Grid& grid) {
  std::string text(kCellCount, '0');
  for (std::size_t i = 0; i < text.size(); ++i) text[i] = static_cast<char>('0' + grid.values()[i]);
  return text;
}

std::optional<Transform> equivalent(const Grid& from, const Grid& to) {
  const CanonicalForm a = canonical(from);
  const CanonicalForm b = canonical(to);
  if (a.grid != b.grid) return std::nullopt;
  return compose(a.transform, inverse(b.transform));
}

std::vector<CanonicalResult> canonical_all(std::span<const Grid> grids, unsigned threads) {
  std::vector<CanonicalResult> results(grids.size());
  const auto work_on = [&](std::size_t i) {
    try {
      results[i].form = canonical(grids[i]);
    } catch (const Error& error) {
      results[i].error = error;
    } catch (const std::exception& e) {  // out of memory: this grid fails, not the process
      results[i].error = canon::make_error(ErrorCode::internal, e.what());
    }
  };
  const unsigned workers = thread_count(threads, grids.size());
  if (workers <= 1) {
    for (std::size_t i = 0; i < grids.size(); ++i) work_on(i);
    return results;
  }
  constexpr std::size_t kSlice = 64;  // grids a worker takes at once
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (;;) {
      const std::size_t begin = next.fetch_add(kSlice);
      if (begin >= grids.size()) return;
      const std::size_t end = std::min(grids.size(), begin + kSlice);
      for (std::size_t i = begin; i < end; ++i) work_on(i);
    }
  };
  {
    std::vector<std::jthread> pool;
    for (unsigned t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
  }  // joined: every result is written
  return results;
}

std::vector<DuplicateFilter::Verdict> DuplicateFilter::add(std::span<const Grid> grids,
                                                           unsigned threads) {
  const auto forms = canonical_all(grids, threads);
  std::vector<Verdict> verdicts(forms.size());
  for (std::size_t i = 0; i < forms.size(); ++i) {
    if (!forms[i].ok()) {
      verdicts[i].error = forms[i].error;
      continue;
    }
    verdicts[i].first = seen_.insert(packed(forms[i].form.grid)).second;
    if (!verdicts[i].first) ++duplicates_;
  }
  return verdicts;
}

}  // namespace nonet
