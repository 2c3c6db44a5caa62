// Memory stays flat over a long campaign: what `--jobs N` keeps does not grow with the number of
// items (orderedJobs), and a fuzz campaign of 8 times the games against `serve` peaks no higher
// on the heap. Counted in bytes allocated (counting_new.hpp), so the figures do not depend on
// the machine's speed.
#include "counting_new.hpp"

#include "protocol/fuzz.hpp"
#include "scenario/ordered_jobs.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <atomic>
#include <chrono>
#include <ostream>
#include <thread>

using carcassonne::scenario::orderedJobs;
using carcassonne::testing::liveHeapBytes;
using carcassonne::testing::peakHeapBytes;
using carcassonne::testing::resetPeakHeapBytes;

namespace {

// The heap's peak above what was live before `f`.
template <typename F>
std::size_t peakGrowth(const F& f) {
    const std::size_t before = liveHeapBytes();
    resetPeakHeapBytes();
    f();
    return peakHeapBytes() - before;
}

// A result of some size, counting how many exist at once.
std::atomic<int> alive{0};
std::atomic<int> mostAlive{0};
struct Bulky {
    std::array<char, 1024> bytes{};
    Bulky() { count(); }
    Bulky(const Bulky& other) : bytes(other.bytes) { count(); }
    Bulky(Bulky&& other) noexcept : bytes(other.bytes) { count(); }
    Bulky& operator=(const Bulky&) = default;
    Bulky& operator=(Bulky&&) = default;
    ~Bulky() { --alive; }
    static void count() {
        const int now = ++alive;
        int seen = mostAlive.load();
        while (now > seen && !mostAlive.compare_exchange_weak(seen, now)) {
        }
    }
};

} // namespace

TEST_CASE("orderedJobs keeps no slot per item: its heap does not grow with the items") {
    auto run = [](std::size_t count) {
        return peakGrowth([&] {
            orderedJobs(
                count, 2,
                [](std::size_t i, int) { return std::to_string(i) + std::string(100, 'x'); },
                [](std::size_t, std::string) { return true; });
        });
    };
    const std::size_t few = run(1000);
    const std::size_t many = run(20000);
    INFO("peak heap growth: " << few << " bytes for 1,000 items, " << many << " for 20,000");
    // A slot per item would add at least sizeof(std::optional<std::string>) (40 bytes) for each
    // of the 19,000 more items: 760,000 bytes.
    CHECK(many < few + 64 * 1024);
}

TEST_CASE("orderedJobs holds the jobs back while emit is slow, instead of piling results up") {
    for (int jobs : {2, 4}) {
        alive = 0;
        mostAlive = 0;
        orderedJobs(
            400, jobs, [](std::size_t, int) { return Bulky(); },
            [](std::size_t i, Bulky) {
                // The first item is emitted late: the jobs could have worked every other one by
                // then.
                if (i == 0) std::this_thread::sleep_for(std::chrono::milliseconds(50));
                return true;
            },
            4);
        INFO(jobs << " jobs: at most " << mostAlive.load() << " results at once");
        // 4 items per job ahead of the one emitted, each job's result under way, and the one
        // being emitted (a moved-from copy each at most).
        CHECK(mostAlive.load() <= 2 * (4 * jobs + jobs + 1));
    }
}

TEST_CASE("fuzz --jobs 2: a campaign of 8 times the games peaks no higher on the heap") {
    using namespace carcassonne::protocol;
    FuzzOptions o;
    o.drive.engine = std::string(ORACLE_BINARY) + " serve";
    o.drive.timeout = std::chrono::milliseconds(60000);
    o.maxTurns = 1;
    o.probeRate = 0;
    o.jobs = 2;
    const auto aimed = aimCampaign(o);
    REQUIRE(std::holds_alternative<FuzzAim>(aimed));
    auto campaign = [&](int games) {
        o.games = games;
        std::ostream log(nullptr); // the log's lines are not kept: they would grow with the games
        FuzzResult result;
        const std::size_t growth =
            peakGrowth([&] { result = fuzz(o, std::get<FuzzAim>(aimed), log); });
        REQUIRE(result.played == games);
        REQUIRE(result.divergences.empty());
        return growth;
    };
    const std::size_t few = campaign(100);
    const std::size_t many = campaign(800);
    INFO("peak heap growth: " << few << " bytes for 100 games, " << many << " for 800");
    // Before: about 1,300 bytes more per game (a slot per game, 900 KB for the 700 more games).
    CHECK(many < few + 64 * 1024);
}
