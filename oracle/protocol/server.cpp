#include "server.hpp"

#include "positions.hpp"

#include <istream>
#include <ostream>

namespace carcassonne::protocol {

namespace {

// Thrown inside dispatch only, and turned into an error reply there.
struct Refusal {
    EngineError error;
};

[[noreturn]] void refuse(std::string_view code, std::string message) {
    throw Refusal{{std::string(code), std::move(message)}};
}

template <typename T>
T checked(Checked<T> value) {
    if (auto* e = std::get_if<EngineError>(&value)) throw Refusal{*e};
    return std::get<T>(std::move(value));
}

} // namespace

std::string Server::handle(const std::string& line) {
    json id = nullptr;
    json body; // the value of "ok", or of "error"
    bool ok = false;
    try {
        const json request = json::parse(line);
        if (request.is_object() && request.contains("id")) id = request["id"];
        body = dispatch(request);
        ok = true;
    } catch (const Refusal& r) {
        body = {{"code", r.error.code}, {"message", r.error.message}};
    } catch (const json::parse_error&) {
        body = {{"code", std::string(kBadRequest)}, {"message", "the request is not JSON"}};
    } catch (const json::exception& e) {
        body = {{"code", std::string(kBadRequest)}, {"message", e.what()}};
    }
    // Written by hand so that "id" comes first, as in the protocol's examples.
    auto dump = [](const json& j) {
        return j.dump(-1, ' ', false, json::error_handler_t::replace);
    };
    return "{\"id\":" + dump(id) + (ok ? ",\"ok\":" : ",\"error\":") + dump(body) + "}";
}

json Server::dispatch(const json& request) {
    if (!request.is_object() || !request.contains("cmd") || !request["cmd"].is_string())
        refuse(kBadRequest, "expected an object with \"id\" and \"cmd\"");
    const std::string cmd = request["cmd"].get<std::string>();
    if (cmd == "hello") return hello(request);
    if (cmd == "new-game") return newGame(request);
    if (cmd == "setup") return setup(request);
    if (cmd == "play") return play(request);
    if (cmd == "query") return query(request);
    if (cmd == "quit") {
        done_ = true;
        return json::object();
    }
    refuse(kBadRequest, "unknown command '" + cmd + "'");
}

json Server::hello(const json& request) const {
    const json version = request.value("protocol", json());
    if (version != kProtocolVersion)
        refuse(kUnsupported, "this engine speaks protocol " + std::to_string(kProtocolVersion) +
                                 ", asked for " + version.dump());
    json engine{{"name", info_.name}, {"version", info_.version}};
    if (info_.fault != Fault::None)
        engine["fault"] = std::string(faultNames()[static_cast<std::size_t>(info_.fault) - 1]);
    json editions = json::array();
    for (Edition e : kEditions)
        editions.push_back(std::string(toString(e)));
    json switches = json::object();
    for (const SwitchInfo& s : allSwitches()) {
        json values = json::array();
        for (auto v : s.values)
            values.push_back(std::string(v));
        switches[std::string(s.name)] = values;
    }
    return {{"protocol", kProtocolVersion}, {"engine", engine},
            {"editions", editions},         {"expansions", {"inns-cathedrals", "mage-witch"}},
            {"switches", switches},         {"queries", {"legal", "state", "ledger"}}};
}

json Server::newGame(const json& request) {
    const GameConfig config = checked(configFrom(request));
    state_ = checked(startPosition(config));
    moved_ = false;
    ledger_.clear();
    logNewGame(log_, request, static_cast<int>(state_->players.size()));
    return json::object();
}

json Server::setup(const json& request) {
    if (!state_) refuse(kBadRequest, "no game: send new-game first");
    if (moved_) refuse(kBadRequest, "setup comes right after new-game, before any move");
    state_ = checked(startPosition(state_->config, &request));
    logSetup(log_, request);
    return json::object();
}

json Server::play(const json& request) {
    if (!state_) refuse(kBadRequest, "no game: send new-game first");
    ledger_.clear();
    auto move = codec::moveFrom(*state_, request.value("move", json()));
    if (!move) {
        // The codec calls a malformed move invalid-setup; over the protocol it is a bad request.
        const bool malformed = move.error().code == ErrorCode::InvalidSetup;
        refuse(malformed ? kBadRequest : toString(move.error().code), move.error().message);
    }
    const std::optional<GameState> before =
        info_.fault == Fault::NoJoinMove ? std::optional<GameState>(*state_) : std::nullopt;
    const PlayerIndex mover = state_->current;
    auto events = carcassonne::play(*state_, *move);
    if (!events) refuse(toString(events.error().code), events.error().message);
    moved_ = true;
    ledger_ = std::move(events).value();
    applyFault(info_.fault, before ? *before : *state_, *move, *state_, ledger_);
    logMove(log_, static_cast<int>(mover), request["move"], ledger_, *state_);
    return json::object();
}

json Server::query(const json& request) const {
    if (!state_) refuse(kBadRequest, "no game: send new-game first");
    const std::string what = request.value("what", "");
    if (what == "legal") {
        std::optional<TileTypeId> tile;
        if (request.contains("tile")) {
            auto t = codec::tileFrom(request["tile"], "tile");
            if (!t) refuse(kBadRequest, t.error().message);
            tile = *t;
        }
        json legal = codec::legalMovesJson(*state_, tile);
        if (legal.contains("followers")) legal["followers"] = codec::legalFollowersJson(*state_);
        return legal;
    }
    if (what == "state") return codec::stateJson(*state_);
    if (what == "ledger") return {{"events", codec::toJson(ledger_)}};
    refuse(kBadRequest, "unknown query '" + what + "' (legal, state or ledger)");
}

int serve(std::istream& in, std::ostream& out, const ServerInfo& info,
          const ServeObserver& afterReply) {
    Server server(info);
    std::string line;
    while (!server.done() && std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        out << server.handle(line) << '\n' << std::flush;
        if (afterReply) afterReply(server, false);
    }
    if (afterReply) afterReply(server, true);
    return 0;
}

} // namespace carcassonne::protocol
