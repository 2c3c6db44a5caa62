#include "serve_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "output_files.hpp"
#include "protocol/server.hpp"
#include "version.hpp"

#include <iostream>
#include <optional>

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
// the first move, or at the end), then each move as it is played. The file is rewritten whole at
// each move (a temporary file renamed onto it), so at any moment it is a complete log of the game
// so far, even when serve is killed (as a driver may kill its engine); a new game starts it
// afresh. The first write that fails is kept.
class LogWriter {
public:
    explicit LogWriter(std::string path) : path_(std::move(path)) {}

    void operator()(const protocol::Server& server, bool finished) {
        const protocol::SessionLog& log = server.log();
        if (log.lines.empty() || !(server.setupSettled() || finished)) return;
        if (log.game != game_) {
            game_ = log.game;
            text_.clear();
            written_ = 0;
        }
        if (written_ == log.lines.size()) return;
        for (; written_ < log.lines.size(); ++written_)
            text_ += log.lines[written_].dump() + '\n';
        if (auto error = formats::writeFile(path_, text_); error && !error_) error_ = error;
    }

    const std::optional<formats::OutputError>& error() const { return error_; }

private:
    std::string path_;
    std::string text_;
    int game_ = 0;
    std::size_t written_ = 0;
    std::optional<formats::OutputError> error_;
};

} // namespace

int serveCommand(const ServeOptions& o) {
    // `serve --log req.jsonl < req.jsonl` would overwrite the requests it reads.
    FileRoles roles;
    roles.readsStandardInput();
    roles.writes(o.log, "--log");
    if (const auto refused = roles.refusal()) return *refused;
    protocol::ServerInfo info;
    info.version = CARCASSONNE_ORACLE_VERSION;
    if (!o.fault.empty()) info.fault = *protocol::faultFromString(o.fault);
    // Replies are flushed one by one (main has unsynced the C streams, for speed).
    if (o.log.empty()) {
        protocol::serve(std::cin, std::cout, info);
        return Success;
    }
    // The log's folder is checked before the first request: a path that cannot be written is
    // said at once, not after the game.
    if (auto opened = formats::OutputFile::open(o.log);
        auto* error = std::get_if<formats::OutputError>(&opened))
        return reportCannotWrite(*error);
    LogWriter writer(o.log);
    protocol::serve(
        std::cin, std::cout, info,
        [&writer](const protocol::Server& server, bool finished) { writer(server, finished); });
    if (writer.error()) return reportCannotWrite(*writer.error());
    return Success;
}

} // namespace carcassonne::cli
