#pragma once
// `--jobs N`: items worked on by N threads, their results handed on in the items' order, so that
// a report is the same whatever N is. Each thread is a job with an index of its own, for the state
// only it may touch (an engine session, for instance); nothing else is shared.

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace carcassonne::scenario {

// The default of --jobs: the machine's cores (1 when the library cannot tell).
inline int defaultJobs() {
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// Calls work(i, job) for i in [0, count) on `jobs` threads and emit(i, result) on the calling
// thread in the order of i. When emit returns false no item is started any more and nothing more
// is emitted (items already under way finish and are dropped). With one job nothing is threaded:
// the items are worked and emitted one after the other. An exception in a work item is rethrown
// here once the threads have stopped.
//
// Memory stays flat however many items there are: only the results waiting for their turn are
// kept, and a job does not start an item more than `aheadPerJob` items per job past the one to be
// emitted next (a slow emit, a divergence being shrunk, holds the jobs back instead of letting
// results pile up). A slot per item, kept for the whole run, grew a 10,000-game campaign by
// tens of megabytes.
template <typename Work, typename Emit>
void orderedJobs(std::size_t count, int jobs, const Work& work, const Emit& emit,
                 std::size_t aheadPerJob = 4) {
    using Result = decltype(work(std::size_t{0}, 0));
    if (jobs <= 1 || count <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            if (!emit(i, work(i, 0))) return;
        return;
    }
    const std::size_t window =
        std::max<std::size_t>(1, aheadPerJob) * static_cast<std::size_t>(jobs);
    std::map<std::size_t, Result> done; // finished, not emitted yet
    std::mutex mutex;
    std::condition_variable ready; // a result is done (or a failure)
    std::condition_variable room;  // an item was emitted (or the run stops)
    std::size_t next = 0;          // the next item to start
    std::size_t emitted = 0;       // the items emitted so far
    bool stop = false;
    std::exception_ptr failure;
    auto worker = [&](int job) {
        for (;;) {
            std::size_t i = 0;
            {
                std::unique_lock lock(mutex);
                room.wait(lock, [&] { return stop || next >= count || next < emitted + window; });
                if (stop || next >= count) return;
                i = next++;
            }
            try {
                Result r = work(i, job);
                const std::lock_guard lock(mutex);
                done.emplace(i, std::move(r));
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!failure) failure = std::current_exception();
                stop = true;
                room.notify_all();
            }
            ready.notify_all();
        }
    };
    std::vector<std::thread> threads;
    const int n = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(jobs), count));
    for (int j = 0; j < n; ++j)
        threads.emplace_back(worker, j);
    for (std::size_t i = 0; i < count; ++i) {
        std::optional<Result> r;
        {
            std::unique_lock lock(mutex);
            ready.wait(lock, [&] { return done.contains(i) || failure; });
            if (failure) break;
            auto it = done.find(i);
            r.emplace(std::move(it->second));
            done.erase(it);
        }
        const bool goOn = emit(i, std::move(*r));
        {
            const std::lock_guard lock(mutex);
            emitted = i + 1;
            if (!goOn) stop = true;
        }
        room.notify_all();
        if (!goOn) break;
    }
    {
        const std::lock_guard lock(mutex);
        stop = true;
    }
    room.notify_all();
    for (auto& t : threads)
        t.join();
    if (failure) std::rethrow_exception(failure);
}

} // namespace carcassonne::scenario
