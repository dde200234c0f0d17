#!/usr/bin/env bash
# explain on a sample of every corpus in the data directory: `nonet selfcheck` solves each puzzle
# step by step and checks every step against the solution search finds. Every puzzle must be
# solved by logic and no step may be wrong. The sample is spread over each file: every k-th
# puzzle, k chosen so that about PER_CORPUS puzzles are taken.
#   explain_corpora.sh NONET DATA_DIR PER_CORPUS [THREADS]
# A missing data directory skips the test (exit 77), but fails it in CI (CI set to anything but
# empty, false or 0, as tests/support/data_files.hpp), where the data must be there.
set -euo pipefail
nonet=$1
data=$2
per_corpus=$3
threads=${4:-2}
# Every corpus but puzzles7_serg_benchmark, whose puzzles all have more than one solution (logic
# cannot finish those, and selfcheck has no solution to check against).
corpora=(puzzles2_17_clue puzzles3_magictour_top1465 puzzles5_forum_hardest_1905_11+
         puzzles6_forum_hardest_1106 ser-rated-hardest.txt ser-rated-sample.txt)
if [[ ! -d $data ]]; then
  echo "not found: $data"
  case ${CI:-} in '' | false | 0) exit 77 ;; *) exit 1 ;; esac
fi
sample=$(mktemp)
trap 'rm -f "$sample"' EXIT
failed=0
for corpus in "${corpora[@]}"; do
  file=$data/$corpus
  if [[ ! -f $file ]]; then
    echo "not found: $file"
    case ${CI:-} in '' | false | 0) continue ;; *) failed=1; continue ;; esac
  fi
  # Puzzles only (no comments, no blank lines; CRLF kept as the file has it: nonet reads both).
  total=$(grep -cv -e '^#' -e '^[[:space:]]*$' "$file" || true)
  step=$(( (total + per_corpus - 1) / per_corpus ))
  ((step < 1)) && step=1
  grep -v -e '^#' -e '^[[:space:]]*$' "$file" | awk -v k="$step" 'NR % k == 1 || k == 1' >"$sample"
  start=$(date +%s%N)
  if ! summary=$("$nonet" selfcheck --threads "$threads" "$sample"); then
    failed=1
  fi
  millis=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "$corpus: $summary ($((millis / 1000)).$(printf %03d $((millis % 1000))) s wall)"
  # "...; logic alone solved N (P%)": every checked puzzle must be solved.
  checked=$(sed -n 's/^selfcheck: \([0-9]*\) puzzles checked.*/\1/p' <<<"$summary")
  solved=$(sed -n 's/.*logic alone solved \([0-9]*\) .*/\1/p' <<<"$summary")
  if [[ -z $checked || $checked != "$solved" ]]; then
    echo "  FAILED: explain did not finish every puzzle of the sample"
    failed=1
  fi
done
exit $failed
