#include "serve_command.hpp"

#include "exit_codes.hpp"
#include "protocol/server.hpp"
#include "version.hpp"

#include <fstream>
#include <iostream>

namespace carcassonne::cli {

CLI::App* addServeCommand(CLI::App& app, ServeOptions& o) {
    auto* serve = app.add_subcommand(
        "serve", "Answer the engine protocol on stdin/stdout with the oracle's rules model");
    std::vector<std::string> faults;
    for (auto f : protocol::faultNames())
        faults.emplace_back(f);
    serve->add_option("--fault", o.fault, "Plant a deliberate bug (for testing drivers)")
        ->check(CLI::IsMember(faults));
    serve->add_option("--log", o.log,
                      "Write the game played as a game log (docs/game-log.md) for check-log; a "
                      "new game starts the file afresh");
    return serve;
}

namespace {

// Writes the session's game log as it grows: the setup line once it can no longer change (after
// the first move, or at the end), then each move as it is played.
class LogWriter {
public:
    explicit LogWriter(std::string path) : path_(std::move(path)) {}

    void operator()(const protocol::Server& server, bool finished) {
        const protocol::SessionLog& log = server.log();
        if (log.lines.empty() || !(server.setupSettled() || finished)) return;
        if (log.game != game_) {
            file_ = std::ofstream(path_, std::ios::trunc);
            game_ = log.game;
            written_ = 0;
        }
        for (; written_ < log.lines.size(); ++written_)
            file_ << log.lines[written_].dump() << '\n';
        file_.flush();
    }

private:
    std::string path_;
    std::ofstream file_;
    int game_ = 0;
    std::size_t written_ = 0;
};

} // namespace

int serveCommand(const ServeOptions& o) {
    protocol::ServerInfo info;
    info.version = CARCASSONNE_ORACLE_VERSION;
    if (!o.fault.empty()) info.fault = *protocol::faultFromString(o.fault);
    // Replies are flushed one by one; the C streams are not used, so unsync them.
    std::ios::sync_with_stdio(false);
    if (o.log.empty()) {
        protocol::serve(std::cin, std::cout, info);
        return Success;
    }
    if (!std::ofstream(o.log)) {
        std::cerr << "carcassonne-oracle serve: cannot write the game log " << o.log << "\n";
        return InputError;
    }
    LogWriter writer(o.log);
    protocol::serve(
        std::cin, std::cout, info,
        [&writer](const protocol::Server& server, bool finished) { writer(server, finished); });
    return Success;
}

} // namespace carcassonne::cli
