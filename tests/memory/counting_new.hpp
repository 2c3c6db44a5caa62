#pragma once
// The bytes this program has on the heap, counted by a replaced global operator new
// (counting_new.cpp): what is live now, and the most that was live since the last reset.

#include <cstddef>

namespace carcassonne::testing {

std::size_t liveHeapBytes();
std::size_t peakHeapBytes();
// The peak starts again from what is live now.
void resetPeakHeapBytes();

} // namespace carcassonne::testing
