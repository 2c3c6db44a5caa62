#pragma once
// `--jobs N`: items worked on by N threads, their results handed on in the items' order, so that
// a report is the same whatever N is. Each thread is a job with an index of its own, for the state
// only it may touch (an engine session, for instance); nothing else is shared.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
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
template <typename Work, typename Emit>
void orderedJobs(std::size_t count, int jobs, const Work& work, const Emit& emit) {
    using Result = decltype(work(std::size_t{0}, 0));
    if (jobs <= 1 || count <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            if (!emit(i, work(i, 0))) return;
        return;
    }
    std::vector<std::optional<Result>> done(count);
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    std::exception_ptr failure;
    auto worker = [&](int job) {
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= count || stop.load()) return;
            try {
                Result r = work(i, job);
                const std::lock_guard lock(mutex);
                done[i] = std::move(r);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!failure) failure = std::current_exception();
                stop = true;
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
            ready.wait(lock, [&] { return done[i].has_value() || failure; });
            if (failure) break;
            r = std::move(done[i]);
            done[i].reset();
        }
        if (!emit(i, std::move(*r))) {
            stop = true;
            break;
        }
    }
    stop = true;
    for (auto& t : threads)
        t.join();
    if (failure) std::rethrow_exception(failure);
}

} // namespace carcassonne::scenario
