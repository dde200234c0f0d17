// The generator: unique solutions (checked by the reference engine), symmetry, clue bounds,
// minimality, reproducibility.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "generator/clue_remover.hpp"
#include "generator/random.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "rating/shared/basic_bounds.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

// The orbits that meet `givens`, in random order (a removal order).
std::vector<std::size_t> orbits_meeting(const std::vector<CellSet>& orbits, CellSet givens,
                                        generator::Random& random) {
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < orbits.size(); ++i) {
    if (!(orbits[i] & givens).empty()) order.push_back(i);
  }
  random.shuffle(order.begin(), order.end());
  return order;
}

// `removed` with orbits of its missing cells put back in random order, until `cells` or more
// are back: the start of a variant, as the generator's.
CellSet with_orbits_put_back(const std::vector<CellSet>& orbits, CellSet removed, int cells,
                             generator::Random& random) {
  CellSet givens = removed;
  for (std::size_t index : orbits_meeting(orbits, CellSet::all() - removed, random)) {
    if (givens.size() - removed.size() >= cells) break;
    givens |= orbits[index];
  }
  return givens;
}

bool keeps_givens_of(const Grid& puzzle, const Grid& solution) {
  for (int i = 0; i < kCellCount; ++i) {
    if (puzzle.value(Cell(i)) != 0 && puzzle.value(Cell(i)) != solution.value(Cell(i))) {
      return false;
    }
  }
  return true;
}

TEST(Symmetry, OrbitsHaveTheRightSizes) {
  const Cell centre(40);
  const Cell corner(0);
  EXPECT_EQ(orbit_of(centre, Symmetry::rot90).size(), 1u);
  EXPECT_EQ(orbit_of(corner, Symmetry::rot180), (std::vector<Cell>{Cell(0), Cell(80)}));
  EXPECT_EQ(orbit_of(corner, Symmetry::rot90).size(), 4u);
  EXPECT_EQ(orbit_of(corner, Symmetry::mirror), (std::vector<Cell>{Cell(0), Cell(8)}));
  EXPECT_EQ(orbit_of(corner, Symmetry::flip), (std::vector<Cell>{Cell(0), Cell(72)}));
  EXPECT_EQ(orbit_of(corner, Symmetry::diagonal), (std::vector<Cell>{Cell(0)}));
  EXPECT_EQ(orbit_of(corner, Symmetry::antidiagonal), (std::vector<Cell>{Cell(0), Cell(80)}));
  EXPECT_EQ(orbit_of(Cell(1), Symmetry::dihedral).size(), 8u);
  for (Symmetry s : all_symmetries()) {
    EXPECT_EQ(symmetry_from_name(symmetry_name(s)), s);
  }
  EXPECT_EQ(symmetry_from_name("sideways"), std::nullopt);
}

TEST(RandomSolution, IsACompleteGridAndFollowsTheSeed) {
  const Grid a = random_solution(1);
  EXPECT_TRUE(a.is_full());
  EXPECT_TRUE(validate(a).empty());
  EXPECT_EQ(random_solution(1), a);
  EXPECT_NE(random_solution(2), a);
}

class GenerateWithSymmetry : public ::testing::TestWithParam<Symmetry> {};

TEST_P(GenerateWithSymmetry, UniqueSymmetricInBounds) {
  GenerateOptions options;
  options.seed = 42;
  options.symmetry = GetParam();
  options.min_clues = 22;
  options.max_clues = 40;
  for (std::uint64_t i = 0; i < 4; ++i) {
    const auto generated = generate(options, i);
    ASSERT_TRUE(generated.has_value()) << "puzzle " << i;
    const Grid& puzzle = generated->puzzle;
    EXPECT_EQ(count_solutions(puzzle, 2, Engine::reference), 1u) << puzzle.to_line();
    EXPECT_TRUE(has_symmetry(puzzle, GetParam())) << puzzle.to_line();
    EXPECT_GE(puzzle.given_count(), options.min_clues);
    EXPECT_LE(puzzle.given_count(), options.max_clues);
    EXPECT_TRUE(is_solution_of(generated->solution, puzzle));
    EXPECT_TRUE(keeps_givens_of(puzzle, generated->solution));
  }
}

INSTANTIATE_TEST_SUITE_P(All, GenerateWithSymmetry, ::testing::ValuesIn(all_symmetries()),
                         [](const auto& param_info) {
                           return std::string(symmetry_name(param_info.param));
                         });

TEST(Generate, MinimalWhenAsked) {
  GenerateOptions options;
  options.seed = 7;
  options.minimal = true;
  options.symmetry = Symmetry::rot180;
  for (std::uint64_t i = 0; i < 3; ++i) {
    const auto generated = generate(options, i);
    ASSERT_TRUE(generated.has_value());
    EXPECT_TRUE(is_minimal(generated->puzzle)) << generated->puzzle.to_line();
    EXPECT_TRUE(removable_clues(generated->puzzle).empty());
  }
}

TEST(Generate, SameSeedSamePuzzlesOtherSeedOthers) {
  GenerateOptions options;
  options.seed = 2026;
  std::set<std::string> first;
  for (std::uint64_t i = 0; i < 5; ++i) {
    const auto a = generate(options, i);
    const auto b = generate(options, i);
    ASSERT_TRUE(a && b);
    EXPECT_EQ(a->puzzle, b->puzzle);
    first.insert(a->puzzle.to_line());
  }
  EXPECT_EQ(first.size(), 5u);
  options.seed = 2027;
  for (std::uint64_t i = 0; i < 5; ++i) {
    EXPECT_EQ(first.count(generate(options, i)->puzzle.to_line()), 0u);
  }
}

TEST(Generate, ImpossibleOptionsAreRejected) {
  GenerateOptions options;
  options.min_clues = 30;
  options.max_clues = 25;
  EXPECT_THROW((void)generate(options, 0), std::invalid_argument);
  options.min_clues = 10;
  options.max_clues = 16;
  EXPECT_THROW((void)generate(options, 0), std::invalid_argument);
  // Possible in principle but too rare for a few attempts: nullopt, not a hang.
  options.min_clues = 17;
  options.max_clues = 17;
  options.max_attempts = 2;
  EXPECT_EQ(generate(options, 0), std::nullopt);
}

// Each level's band, and a narrow band inside Expert: every puzzle rates inside it (rated again
// from scratch) and carries the rating when asked.
TEST(Generate, RatingBandsAreHonoured) {
  std::vector<RatingBand> bands;
  for (std::string_view level : rating_levels()) {
    if (level != "Extreme") bands.push_back(*rating_band(level));  // Extreme: rare and slow
  }
  bands.push_back({71, 72});
  GenerateOptions options;
  options.seed = 42;
  options.with_rating = true;
  for (const RatingBand& band : bands) {
    options.rating = band;
    for (std::uint64_t i = 0; i < 3; ++i) {
      const auto generated = generate(options, i);
      ASSERT_TRUE(generated) << format_rating(band.min) << ".." << format_rating(band.max);
      EXPECT_EQ(count_solutions(generated->puzzle, 2, Engine::reference), 1u);
      const SeRating rating = rate_se(generated->puzzle);
      ASSERT_EQ(rating.status, RatingStatus::rated);
      EXPECT_GE(rating.er, band.min) << generated->puzzle.to_line();
      EXPECT_LE(rating.er, band.max) << generated->puzzle.to_line();
      ASSERT_TRUE(generated->rating);
      EXPECT_EQ(generated->rating->er, rating.er);
      EXPECT_EQ(generated->rating->ep, rating.ep);
      EXPECT_EQ(generated->rating->ed, rating.ed);
    }
  }
  options.rating = RatingBand{80, 70};
  EXPECT_THROW((void)generate(options, 0), std::invalid_argument);
}

// Without the rating in the output the generator settles some puzzles by the bounds of a quick
// logical solve alone (rating/shared/basic_bounds.hpp), never rating them: it must still make
// exactly the puzzles it makes with the rating, all in band.
TEST(Generate, BandsWithoutRatingOutputGiveTheSamePuzzles) {
  GenerateOptions rated;
  rated.seed = 7;
  rated.with_rating = true;
  GenerateOptions plain = rated;
  plain.with_rating = false;
  for (std::string_view level : {"Easy", "Medium", "Hard", "Expert"}) {
    rated.rating = plain.rating = *rating_band(level);
    for (std::uint64_t i = 0; i < 4; ++i) {
      const auto with = generate(rated, i);
      const auto without = generate(plain, i);
      ASSERT_TRUE(with && without) << level;
      EXPECT_EQ(with->puzzle, without->puzzle) << level << " #" << i;
      EXPECT_FALSE(without->rating);
      const SeRating rating = rate_se(without->puzzle);
      EXPECT_GE(rating.er, plain.rating->min) << without->puzzle.to_line();
      EXPECT_LE(rating.er, plain.rating->max) << without->puzzle.to_line();
    }
  }
}

// The remover's shortcuts (unavoidable sets, forced cells) must decide every removal as a
// search does: compare with plain removal, one count_solutions() per orbit, from the full grid
// and from a puzzle with givens put back (as the generator's variants do), under symmetries.
TEST(ClueRemover, DecidesAsPlainRemovalDoes) {
  for (Symmetry symmetry : {Symmetry::none, Symmetry::rot180, Symmetry::rot90}) {
    const std::vector<CellSet> orbits = generator::orbit_sets(symmetry);
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
      generator::Random random(seed);
      const Grid solution = random_solution(random.next());
      generator::ClueRemover remover(solution, orbits, 17);
      const auto plain = [&](CellSet givens, const std::vector<std::size_t>& order) {
        for (std::size_t index : order) {
          if (givens.size() - orbits[index].size() < 17) continue;
          const CellSet fewer = givens - orbits[index];
          if (count_solutions(remover.puzzle(fewer), 2) == 1) givens = fewer;
        }
        return givens;
      };
      CellSet givens = CellSet::all();
      for (int round = 0; round < 4; ++round) {  // later rounds reuse what the remover learnt
        const std::vector<std::size_t> order = orbits_meeting(orbits, givens, random);
        const CellSet removed = remover.remove(givens, order);
        ASSERT_EQ(removed, plain(givens, order)) << symmetry_name(symmetry) << " seed " << seed;
        const Grid puzzle = remover.puzzle(removed);
        EXPECT_EQ(remover.is_minimal(removed), is_minimal(puzzle)) << puzzle.to_line();
        givens = with_orbits_put_back(orbits, removed, 6, random);
      }
    }
  }
}

// Removal guided by the rules up to 4.0 must decide as a plain loop that runs that solve on every
// puzzle (the shortcuts, and the engine's guess-free solves, stand in for most of those solves);
// and the quick singles solve of the remover must agree with the rating's.
TEST(ClueRemover, GuidedRemovalDecidesAsTheSolveDoes) {
  for (Symmetry symmetry : {Symmetry::none, Symmetry::rot180}) {
    const std::vector<CellSet> orbits = generator::orbit_sets(symmetry);
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
      generator::Random random(seed + 100);
      const Grid solution = random_solution(random.next());
      generator::ClueRemover remover(solution, orbits, 17);
      int singles_checked = 0;
      const auto solved = [&](CellSet givens) {
        const Grid puzzle = remover.puzzle(givens);
        const bool by_singles =
            rating::basic_solvability(puzzle) == rating::BasicSolvability::kSingles;
        EXPECT_EQ(remover.solved_by_singles(givens), by_singles) << puzzle.to_line();
        ++singles_checked;
        return rating::solved_up_to_four(puzzle);
      };
      const auto plain = [&](CellSet givens, const std::vector<std::size_t>& order) {
        for (std::size_t index : order) {
          if (givens.size() - orbits[index].size() < 17) continue;
          const CellSet fewer = givens - orbits[index];
          if (solved(fewer)) givens = fewer;
        }
        return givens;
      };
      const auto by_rules = [](const rating::SinglesStuck& stuck, CellSet) {
        return rating::solved_up_to_four(stuck);
      };
      CellSet givens = CellSet::all();
      for (int round = 0; round < 4; ++round) {
        const std::vector<std::size_t> order = orbits_meeting(orbits, givens, random);
        const CellSet removed = remover.remove_while_solved(givens, order, by_rules);
        ASSERT_EQ(removed, plain(givens, order)) << symmetry_name(symmetry) << " seed " << seed;
        EXPECT_TRUE(rating::solved_up_to_four(remover.puzzle(removed)));
        givens = with_orbits_put_back(orbits, removed, 8, random);
      }
      EXPECT_GT(singles_checked, 0);
    }
  }
}

// Guided removal hands on every removal it turns down because the solve does not finish it:
// each has one solution and is past 4.0, the stuck grid the solve leaves is the one the rating
// bounds give, and the decisions are those of removal without the callback, until the callback
// stops it.
TEST(ClueRemover, GuidedRemovalHandsOnWhatItTurnsDown) {
  const RatingBand hard{41, 65};
  int turned_down = 0;
  int stopped = 0;
  for (std::uint64_t seed = 0; seed < 24; ++seed) {
    // Orbits of one cell, and of two (a search for any second solution instead of one for
    // another digit in the cell).
    const std::vector<CellSet> orbits =
        generator::orbit_sets(seed % 2 == 0 ? Symmetry::none : Symmetry::rot180);
    generator::Random random(seed + 500);
    const Grid solution = random_solution(random.next());
    generator::ClueRemover remover(solution, orbits, 17);
    CandidateGrid stuck_at;
    const auto solved = [&](const rating::SinglesStuck& stuck, CellSet givens) {
      return rating::solved_up_to_four(stuck, remover.puzzle(givens), &stuck_at);
    };
    std::vector<CellSet> seen;
    const auto collect = [&](CellSet givens) {
      const Grid puzzle = remover.puzzle(givens);
      EXPECT_EQ(count_solutions(puzzle, 2, Engine::reference), 1u) << puzzle.to_line();
      EXPECT_FALSE(rating::solved_up_to_four(puzzle)) << puzzle.to_line();
      CandidateGrid expected;
      EXPECT_EQ(rating::er_bounds_for_band(puzzle, hard, &expected).min, 41) << puzzle.to_line();
      EXPECT_EQ(stuck_at, expected) << puzzle.to_line();
      seen.push_back(givens);
      return generator::ClueRemover::Unsolved::kKeepGiven;
    };
    const auto by_rules = [](const rating::SinglesStuck& stuck, CellSet) {
      return rating::solved_up_to_four(stuck);
    };
    const auto stop = [](CellSet) { return generator::ClueRemover::Unsolved::kStop; };
    CellSet givens = CellSet::all();
    for (int round = 0; round < 4; ++round) {  // later rounds start from givens put back
      const std::vector<std::size_t> order = orbits_meeting(orbits, givens, random);
      seen.clear();
      const CellSet left = remover.remove_while_solved(givens, order, solved, collect);
      EXPECT_EQ(left, remover.remove_while_solved(givens, order, by_rules));
      turned_down += static_cast<int>(seen.size());
      if (!seen.empty()) {
        // Stopped at the first: the givens are those kept up to there, one orbit more.
        const CellSet at_stop = remover.remove_while_solved(givens, order, solved, stop);
        EXPECT_FALSE((at_stop - seen.front()).empty());
        EXPECT_LE((at_stop - seen.front()).size(), 2);
        EXPECT_TRUE((seen.front() - at_stop).empty());
        EXPECT_TRUE(rating::solved_up_to_four(remover.puzzle(at_stop)));
        ++stopped;
      }
      givens = with_orbits_put_back(orbits, left, 8, random);
    }
  }
  EXPECT_GT(turned_down, 10);
  EXPECT_GT(stopped, 5);
}

// Where the remover's singles solve gets stuck, the quick solve of the rating bounds goes on to
// the same verdicts and the same stuck grid as from the puzzle itself, in bands that need each
// pass; minimal puzzles of random grids and the same with some givens put back cover every
// verdict.
TEST(ClueRemover, SinglesStuckGoesOnAsTheQuickSolveDoes) {
  const std::vector<CellSet> orbits = generator::orbit_sets(Symmetry::none);
  const std::vector<RatingBand> bands{{26, 40}, {17, 25}, {41, 65}, {10, 120}};
  int stuck_count = 0;
  int beyond = 0;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    generator::Random random(seed + 300);
    const Grid solution = random_solution(random.next());
    generator::ClueRemover remover(solution, orbits, 17);
    std::vector<std::size_t> order(orbits.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    random.shuffle(order.begin(), order.end());
    const CellSet minimal = remover.remove(CellSet::all(), order);
    CellSet fuller = minimal;
    for (std::size_t index : order) {
      if (fuller.size() - minimal.size() >= 4) break;
      fuller |= orbits[index];
    }
    for (CellSet givens : {minimal, fuller}) {
      const Grid puzzle = remover.puzzle(givens);
      rating::SinglesStuck stuck;
      if (remover.solved_by_singles(givens, &stuck)) continue;
      ++stuck_count;
      EXPECT_EQ(rating::solved_up_to_two_and_a_half(stuck),
                rating::solved_up_to_two_and_a_half(puzzle))
          << puzzle.to_line();
      for (const RatingBand& band : bands) {
        CandidateGrid from_puzzle;
        CandidateGrid from_stuck;
        const RatingBand expected = rating::er_bounds_for_band(puzzle, band, &from_puzzle);
        const RatingBand bounds = rating::er_bounds_for_band(puzzle, stuck, band, &from_stuck);
        EXPECT_EQ(bounds.min, expected.min) << puzzle.to_line();
        EXPECT_EQ(bounds.max, expected.max) << puzzle.to_line();
        if (expected.min > 40) {
          EXPECT_EQ(from_stuck, from_puzzle) << puzzle.to_line();
          ++beyond;
        }
      }
    }
  }
  EXPECT_GT(stuck_count, 10);
  EXPECT_GT(beyond, 0);
}

// Medium puzzles come from guided removal, which may leave a given that could go: they must
// still be in band, and minimal when asked.
TEST(Generate, MediumBandIsHonouredWithAndWithoutMinimal) {
  GenerateOptions options;
  options.seed = 12;
  options.rating = rating_band("Medium");
  for (bool minimal : {false, true}) {
    options.minimal = minimal;
    for (std::uint64_t i = 0; i < 6; ++i) {
      const auto generated = generate(options, i);
      ASSERT_TRUE(generated);
      const Grid& puzzle = generated->puzzle;
      EXPECT_EQ(count_solutions(puzzle, 2, Engine::reference), 1u) << puzzle.to_line();
      if (minimal) {
        EXPECT_TRUE(is_minimal(puzzle)) << puzzle.to_line();
      }
      const SeRating rating = rate_se(puzzle);
      ASSERT_EQ(rating.status, RatingStatus::rated);
      EXPECT_GE(rating.er, options.rating->min) << puzzle.to_line();
      EXPECT_LE(rating.er, options.rating->max) << puzzle.to_line();
    }
  }
}

// Without a rating band, the first puzzle of each grid is returned, made exactly as plain
// removal makes it: the puzzles of docs/generate.md, from before the shortcuts existed.
TEST(Generate, PlainRemovalOutputIsUnchanged) {
  GenerateOptions options;
  options.seed = 1;
  const std::vector<std::string> expected{
      "5..8.7..1..4....89.12....6.....2..4......5.......9...6.963...2.4.3.......2.6.9...",
      ".685...9..2......7..1.7...............5.812......5..68.....4.75..9.....3...1.2..9",
      "1......2.87..91........73..7....8.5...3...7...6......4....5...6.9......22.613.4..",
  };
  for (std::uint64_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(generate(options, i)->puzzle.to_line(), expected[i]) << "puzzle " << i;
  }
}

// The puzzles of each way of removal for a band, pinned: a change meant for one of them must not
// change the others' output (guided removal for medium, turned-down removals for hard, plain
// removal for hard with --minimal and for a band that starts above 7.2).
TEST(Generate, BandOutputIsUnchanged) {
  struct Case {
    RatingBand band;
    bool minimal;
    std::vector<std::string> expected;
  };
  const std::vector<Case> cases{
      {{26, 40},
       false,
       {"5....7..13......89.12...76.....2..4......5.......9...6..63..82...35.......56.9...",
        "..85...9..2.......4...7....8.......1.7..812......5..6...6..4.7...9.....3...1.2.49"}},
      {{41, 65},
       false,
       {"5..8.72.1..4...589.129..7......2..4......5...2...9...6.9637..2...3.......2.6.94..",
        ".685.3.9..2.....17451.7.3...9.......6.5.812......5..6......4.7...9.....3...1.2..."}},
      {{41, 65},
       true,
       {"5..8.7..1..4...58..129..7......2..4......5.......9...6.963...2...3.......2.6.....",
        ".685...9.92......7....7...............5.8123.....5..68.....4.75..9.....3...1.2..."}},
      {{73, 80},
       false,
       {".....7..1..4....89812....6.....2.34......5....3..98..6.963.....4.......7...6.9...",
        ".68....9..2......7..1.7.......3.........812......5..68.....4.75..9.....3...1.26.."}},
  };
  for (const Case& c : cases) {
    GenerateOptions options;
    options.seed = 1;
    options.rating = c.band;
    options.minimal = c.minimal;
    for (std::uint64_t i = 0; i < c.expected.size(); ++i) {
      EXPECT_EQ(generate(options, i)->puzzle.to_line(), c.expected[i])
          << format_rating(c.band.min) << ".." << format_rating(c.band.max) << " minimal "
          << c.minimal << " puzzle " << i;
    }
  }
}

// A band with every other promise at once: one solution (reference engine), the symmetry, the
// clue bounds, minimality, and the rating (rated again from scratch).
TEST(Generate, BandWithSymmetryBoundsAndMinimality) {
  GenerateOptions options;
  options.seed = 31;
  options.symmetry = Symmetry::rot180;
  options.min_clues = 24;
  options.max_clues = 32;
  options.minimal = true;
  options.rating = rating_band("Hard");
  for (std::uint64_t i = 0; i < 3; ++i) {
    const auto generated = generate(options, i);
    ASSERT_TRUE(generated) << "puzzle " << i;
    const Grid& puzzle = generated->puzzle;
    EXPECT_EQ(count_solutions(puzzle, 2, Engine::reference), 1u) << puzzle.to_line();
    EXPECT_TRUE(has_symmetry(puzzle, options.symmetry)) << puzzle.to_line();
    EXPECT_GE(puzzle.given_count(), options.min_clues);
    EXPECT_LE(puzzle.given_count(), options.max_clues);
    EXPECT_TRUE(is_minimal(puzzle)) << puzzle.to_line();
    EXPECT_TRUE(keeps_givens_of(puzzle, generated->solution));
    const SeRating rating = rate_se(puzzle);
    ASSERT_EQ(rating.status, RatingStatus::rated) << puzzle.to_line();
    EXPECT_GE(rating.er, options.rating->min) << puzzle.to_line();
    EXPECT_LE(rating.er, options.rating->max) << puzzle.to_line();
  }
}

// Bands above 4.0 that start by 7.2 take puzzles that guided removal turned down: one given of
// the solution more, in some cell, and the rules up to 4.0 finish the puzzle; and most keep a
// given that could go (plain removal's never do without symmetry). With an upper clue bound or
// --minimal plain removal makes them: minimal.
TEST(Generate, HardBandsFromTurnedDownRemovals) {
  const auto one_given_from_four = [](const Grid& puzzle, const Grid& solution) {
    for (int i = 0; i < kCellCount; ++i) {
      const Cell cell(i);
      if (puzzle.value(cell) != 0) continue;
      Grid more = puzzle;
      more.set(cell, Digit(solution.value(cell)));
      if (rating::solved_up_to_four(more)) return true;
    }
    return false;
  };
  enum class Removal { kTurnedDown, kClueBound, kMinimal };
  for (std::string_view level : {"Hard", "Expert"}) {
    for (Removal removal : {Removal::kTurnedDown, Removal::kClueBound, Removal::kMinimal}) {
      GenerateOptions options;
      options.seed = 21;
      options.rating = rating_band(level);
      options.max_clues = removal == Removal::kClueBound ? 40 : kCellCount;
      options.minimal = removal == Removal::kMinimal;
      int not_minimal = 0;
      for (std::uint64_t i = 0; i < 4; ++i) {
        const auto generated = generate(options, i);
        ASSERT_TRUE(generated) << level;
        const Grid& puzzle = generated->puzzle;
        EXPECT_EQ(count_solutions(puzzle, 2, Engine::reference), 1u) << puzzle.to_line();
        EXPECT_FALSE(rating::solved_up_to_four(puzzle)) << puzzle.to_line();
        if (removal == Removal::kTurnedDown) {
          EXPECT_TRUE(one_given_from_four(puzzle, generated->solution)) << puzzle.to_line();
          if (!is_minimal(puzzle)) ++not_minimal;
        } else {
          EXPECT_TRUE(is_minimal(puzzle)) << puzzle.to_line();
        }
        const SeRating rating = rate_se(puzzle);
        EXPECT_GE(rating.er, options.rating->min) << puzzle.to_line();
        EXPECT_LE(rating.er, options.rating->max) << puzzle.to_line();
      }
      if (removal == Removal::kTurnedDown) {
        EXPECT_GT(not_minimal, 0) << level;
      }
    }
  }
}

// Extreme (8.1 and up) is the rarest level; one puzzle, rated again from scratch.
TEST(Generate, ExtremeBand) {
  GenerateOptions options;
  options.seed = 8;
  options.rating = rating_band("Extreme");
  const auto generated = generate(options, 0);
  ASSERT_TRUE(generated);
  EXPECT_EQ(count_solutions(generated->puzzle, 2, Engine::reference), 1u);
  const SeRating rating = rate_se(generated->puzzle);
  ASSERT_EQ(rating.status, RatingStatus::rated) << generated->puzzle.to_line();
  EXPECT_GE(rating.er, 81) << generated->puzzle.to_line();
}

// Puzzle i depends only on the seed and i: the same in any order, from any thread; another
// seed gives other puzzles.
void reproducible_and_independent_of_threads(const RatingBand& band) {
  GenerateOptions options;
  options.seed = 77;
  options.rating = band;
  constexpr std::uint64_t kCount = 8;
  std::vector<std::string> in_order;
  for (std::uint64_t i = 0; i < kCount; ++i)
    in_order.push_back(generate(options, i)->puzzle.to_line());
  std::vector<std::string> threaded(kCount);
  const auto work = [&](std::uint64_t parity) {
    for (std::uint64_t i = kCount; i-- > 0;) {
      if (i % 2 == parity) threaded[i] = generate(options, i)->puzzle.to_line();
    }
  };
  std::thread other(work, 1);
  work(0);
  other.join();
  EXPECT_EQ(threaded, in_order);
  EXPECT_EQ(std::set<std::string>(in_order.begin(), in_order.end()).size(), kCount);
  options.seed = 78;
  for (std::uint64_t i = 0; i < kCount; ++i) {
    EXPECT_EQ(std::count(in_order.begin(), in_order.end(), generate(options, i)->puzzle.to_line()),
              0);
  }
}

TEST(Generate, BandPuzzlesAreReproducibleAndIndependentOfThreads) {
  for (std::string_view level : {"Medium", "Hard"}) {
    SCOPED_TRACE(level);
    reproducible_and_independent_of_threads(*rating_band(level));
  }
}

TEST(Minimize, KeepsTheSolutionAndEndsMinimal) {
  const Grid puzzle = testing::grid_from(testing::kPuzzle);
  EXPECT_FALSE(is_minimal(puzzle));
  EXPECT_FALSE(removable_clues(puzzle).empty());
  for (const auto seed : {std::optional<std::uint64_t>{}, std::optional<std::uint64_t>{5}}) {
    const Grid smaller = minimize(puzzle, seed);
    EXPECT_TRUE(is_minimal(smaller)) << smaller.to_line();
    EXPECT_LT(smaller.given_count(), puzzle.given_count());
    EXPECT_TRUE(keeps_givens_of(smaller, puzzle));
    const auto result = solve(smaller);
    EXPECT_EQ(result.solution, testing::grid_from(testing::kSolution));
  }
  const Grid empty;
  EXPECT_EQ(minimize(empty), empty);  // no unique solution: unchanged
  EXPECT_FALSE(is_minimal(empty));
}

}  // namespace
}  // namespace nonet
