// An input's puzzles read whole, for the calls over arrays.
#include "nonet/batch.hpp"

namespace nonet {

PuzzleList read_puzzle_list(const std::string& path) {
  RecordReader reader(std::span(&path, 1));
  PuzzleList list;
  for (RecordChunk chunk; reader.next(chunk, 4096);) {
    for (const PuzzleRecord& record : chunk.records) {
      if (record.ok()) {
        list.puzzles.push_back(record.grid);
      } else if (list.bad_records++ == 0) {
        list.first_bad = record.error;
      }
    }
    if (chunk.input_error) list.input_error = chunk.input_error;
  }
  return list;
}

}  // namespace nonet
