#include "output_holders.hpp"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

namespace carcassonne::protocol {

namespace {

namespace fs = std::filesystem;

std::string proc(pid_t pid) {
    return "/proc/" + std::to_string(pid);
}

std::string firstLine(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

// The processes below `root` (its children, theirs ...), from each thread's children list.
std::vector<pid_t> descendants(pid_t root) {
    std::vector<pid_t> out;
    std::vector<pid_t> todo{root};
    std::set<pid_t> seen{root};
    while (!todo.empty()) {
        const pid_t p = todo.back();
        todo.pop_back();
        std::error_code ec;
        for (const auto& task : fs::directory_iterator(proc(p) + "/task", ec)) {
            std::istringstream children(firstLine(task.path().string() + "/children"));
            for (pid_t c; children >> c;)
                if (seen.insert(c).second) {
                    out.push_back(c);
                    todo.push_back(c);
                }
        }
    }
    return out;
}

struct View {
    bool alive = false; // neither gone nor a zombie
    unsigned long long start = 0;
    std::string program;
    std::string name;
    bool holds = false;
    bool waiting = false; // blocked waiting for a child
};

View viewOf(pid_t pid, const std::string& pipe) {
    View v;
    const std::string stat = firstLine(proc(pid) + "/stat");
    const auto close = stat.rfind(')');
    if (close == std::string::npos) return v;
    const auto open = stat.find('(');
    v.name = stat.substr(open + 1, close - open - 1);
    std::istringstream rest(stat.substr(close + 2));
    std::string state;
    rest >> state;
    std::string skip;
    for (int field = 4; field < 22; ++field) // fields 4 to 21, then 22: the start time
        rest >> skip;
    rest >> v.start;
    v.alive = !state.empty() && state != "Z" && state != "X";
    std::error_code ec;
    v.program = fs::read_symlink(proc(pid) + "/exe", ec).string();
    for (const auto& fd : fs::directory_iterator(proc(pid) + "/fd", ec)) {
        std::error_code link;
        if (fs::read_symlink(fd.path(), link).string() == pipe) {
            v.holds = true;
            break;
        }
    }
    v.waiting = firstLine(proc(pid) + "/wchan") == "do_wait";
    return v;
}

} // namespace

std::optional<std::string> OutputHolders::givenUp() {
    // The read end is the driver's alone, so in the engine's processes this is the write end.
    const std::string pipe = "pipe:[" + std::to_string(pipe_) + "]";
    bool held = false;
    bool someoneCanWrite = false;
    std::optional<std::string> closer;
    for (const pid_t pid : descendants(root_)) {
        const View v = viewOf(pid, pipe);
        if (!v.alive) continue;
        if (v.holds) {
            held = true;
            someoneCanWrite = someoneCanWrite || !v.waiting;
            holders_[pid] = {v.start, v.program};
            continue;
        }
        const auto before = holders_.find(pid);
        if (before != holders_.end() && before->second.start == v.start &&
            before->second.program == v.program && !v.program.empty())
            closer = "process " + std::to_string(pid) + " (" + v.name + ")";
    }
    if (!held || someoneCanWrite) return std::nullopt;
    return closer;
}

} // namespace carcassonne::protocol
