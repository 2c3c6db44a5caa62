// --jobs: items worked on by several threads are handed on in their order, an early stop is the
// same as with one job, and an exception in a work item reaches the caller.
#include "scenario/ordered_jobs.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

using carcassonne::scenario::orderedJobs;

namespace {

// Item i sleeps longer the smaller i is, so that with several jobs the items finish in about the
// reverse of their order.
int slowFirst(std::size_t i, std::size_t count) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2 * static_cast<int>(count - i)));
    return static_cast<int>(i * i);
}

} // namespace

TEST_CASE("orderedJobs hands results on in the items' order whatever the jobs") {
    constexpr std::size_t kCount = 20;
    for (int jobs : {1, 2, 4, 7}) {
        std::vector<std::size_t> order;
        std::vector<int> values;
        orderedJobs(
            kCount, jobs, [&](std::size_t i, int) { return slowFirst(i, kCount); },
            [&](std::size_t i, int value) {
                order.push_back(i);
                values.push_back(value);
                return true;
            });
        REQUIRE(order.size() == kCount);
        for (std::size_t i = 0; i < kCount; ++i) {
            CHECK(order[i] == i);
            CHECK(values[i] == static_cast<int>(i * i));
        }
    }
}

TEST_CASE("orderedJobs gives each thread a job index of its own below the number of jobs") {
    std::vector<int> jobOf(50, -1);
    orderedJobs(
        jobOf.size(), 3, [&](std::size_t i, int job) { return std::make_pair(i, job); },
        [&](std::size_t, std::pair<std::size_t, int> r) {
            jobOf[r.first] = r.second;
            return true;
        });
    for (int job : jobOf) {
        CHECK(job >= 0);
        CHECK(job < 3);
    }
}

TEST_CASE("orderedJobs emits nothing after emit returns false, as one job would") {
    for (int jobs : {1, 4}) {
        std::vector<std::size_t> emitted;
        orderedJobs(
            30, jobs, [&](std::size_t i, int) { return slowFirst(i, 30); },
            [&](std::size_t i, int) {
                emitted.push_back(i);
                return i != 5; // the sixth item stops the run
            });
        CHECK(emitted == std::vector<std::size_t>{0, 1, 2, 3, 4, 5});
    }
}

TEST_CASE("orderedJobs rethrows an exception of a work item") {
    for (int jobs : {1, 3}) {
        auto run = [&] {
            orderedJobs(
                10, jobs,
                [](std::size_t i, int) -> int {
                    if (i == 4) throw std::runtime_error("item 4");
                    return 0;
                },
                [](std::size_t, int) { return true; });
        };
        CHECK_THROWS_WITH(run(), "item 4");
    }
}
