#include <algorithm>

#include "nonet/batch.hpp"

namespace nonet {

BatchRater::BatchRater(unsigned threads)
    : threads_(std::max(threads, 1u)), cores_(default_threads()) {}

SeRating BatchRater::rate(const Grid& puzzle, RatingOptions options) const {
  struct Counted {  // in rating_now_ while this rating lasts
    std::atomic<unsigned>& now;
    unsigned others = now.fetch_add(1);
    ~Counted() { now.fetch_sub(1); }
  } counted{rating_now_};
  // No more than the cores: more threads than cores would only cost.
  const unsigned spare = threads_ > counted.others ? threads_ - counted.others : 1;
  options.threads = std::min(spare, cores_);
  return rate_se(puzzle, options);
}

}  // namespace nonet
