#pragma once
// The engine side of the protocol over the oracle's own rules model (`carcassonne-oracle serve`):
// one request line in, one reply line out.

#include "faults.hpp"
#include "protocol.hpp"
#include "session_log.hpp"

#include "codec/json_codec.hpp"

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

namespace carcassonne::protocol {

using codec::json;

struct ServerInfo {
    std::string name = "carcassonne-oracle";
    std::string version;
    Fault fault = Fault::None;
};

class Server {
public:
    explicit Server(ServerInfo info) : info_(std::move(info)) {}

    // The reply line (without its newline) to one request line.
    std::string handle(const std::string& line);
    bool done() const { return done_; } // after `quit`
    // The game so far as a game log; its setup line is final once a move has been played.
    const SessionLog& log() const { return log_; }
    bool setupSettled() const { return moved_; }

private:
    ServerInfo info_;
    // The minor version of the session: the highest, unless a hello asked for less. A driver of
    // 1.0 sees exactly the 1.0 answers (no "minor", no feature query announced).
    int minor_ = kProtocolMinor;
    std::optional<GameState> state_;
    bool moved_ = false; // a move was played since new-game: setup comes too late
    Events ledger_;      // of the last play request
    bool done_ = false;
    SessionLog log_;

    json dispatch(const json& request);
    json hello(const json& request);
    json newGame(const json& request);
    json setup(const json& request);
    json play(const json& request);
    json query(const json& request) const;
};

// Reads requests until `quit` or the end of the input; flushes each reply. `afterReply`, when
// given, sees the server after every reply and once more at the end (`finished` true).
using ServeObserver = std::function<void(const Server&, bool finished)>;
int serve(std::istream& in, std::ostream& out, const ServerInfo& info,
          const ServeObserver& afterReply = {});

} // namespace carcassonne::protocol
