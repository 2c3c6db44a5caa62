#include "server.hpp"

#include "feature_answer.hpp"
#include "positions.hpp"

#include <algorithm>
#include <istream>
#include <limits>
#include <ostream>
#include <streambuf>

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

// A request's part the codec read: not its form is a bad request (docs/engine-protocol.md,
// "Errors": the move's shape first).
template <typename T>
T decodedOrRefused(codec::Decoded<T> value) {
    if (!value) refuse(kBadRequest, value.error().text());
    return std::move(value).value();
}

// A rules result: refused with the rules' own code.
template <typename T>
T resultOrRefused(Result<T> value) {
    if (!value) refuse(toString(value.error().code), value.error().message);
    return std::move(value).value();
}

} // namespace

namespace {
// A reply line, written by hand so that "id" comes first, as in the protocol's examples.
std::string reply(const json& id, bool ok, const json& body) {
    auto dump = [](const json& j) {
        return j.dump(-1, ' ', false, json::error_handler_t::replace);
    };
    return "{\"id\":" + dump(id) + (ok ? ",\"ok\":" : ",\"error\":") + dump(body) + "}";
}
} // namespace

std::string Server::handle(const std::string& line) {
    json id = nullptr;
    json body; // the value of "ok", or of "error"
    bool ok = false;
    try {
        auto parsed = codec::parseJson(line, codec::JsonKeys::Unique);
        if (auto* why = std::get_if<std::string>(&parsed))
            refuse(kBadRequest, "the request " + *why);
        const json& request = std::get<json>(parsed);
        if (request.is_object() && request.contains("id")) {
            // An id is a whole number (the driver counts them): 5.0 or "5" is refused, and the
            // reply names no id it was not given as one.
            if (!codec::integerIn(request["id"], std::numeric_limits<long long>::min(),
                                  std::numeric_limits<long long>::max()))
                refuse(kBadRequest, "id: expected a whole number, found " + request["id"].dump());
            id = request["id"];
        }
        body = dispatch(request);
        ok = true;
    } catch (const Refusal& r) {
        body = {{"code", r.error.code}, {"message", r.error.message}};
    } catch (const std::exception& e) {
        // A request of a shape the checks above missed (json's type errors): still one reply.
        body = {{"code", std::string(kBadRequest)}, {"message", e.what()}};
    }
    return reply(id, ok, body);
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

json Server::hello(const json& request) {
    const json version = request.value("protocol", json());
    if (version != kProtocolVersion)
        refuse(kUnsupported, "this engine speaks protocol " + std::to_string(kProtocolVersion) +
                                 ", asked for " + version.dump());
    // The driver's minor (absent: 0, a driver of 1.0); the session speaks the lower of the two.
    const json asked = request.value("minor", json(0));
    const auto minor = codec::integerIn(asked, 0, 1000000);
    if (!minor) refuse(kBadRequest, "\"minor\": expected a whole number, found " + asked.dump());
    minor_ = static_cast<int>(std::min<long long>(*minor, kProtocolMinor));
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
    json queries{"legal", "state", "ledger"};
    if (minor_ >= 1) queries.push_back("feature");
    json answer{{"protocol", kProtocolVersion}, {"engine", engine},
                {"editions", editions},         {"expansions", expansionToAddNames()},
                {"switches", switches},         {"queries", queries}};
    if (minor_ >= 1) { // a 1.0 answer stays exactly as it was
        answer["minor"] = minor_;
        answer["features"] = json::array({std::string(kPlayThen)});
    }
    return answer;
}

json Server::newGame(const json& request) {
    const GameConfig config = checked(configFrom(request));
    state_ = checked(startFromRequest(config));
    moved_ = false;
    ledger_.clear();
    logNewGame(log_, request, static_cast<int>(state_->players.size()));
    return json::object();
}

json Server::setup(const json& request) {
    if (!state_) refuse(kBadRequest, "no game: send new-game first");
    if (moved_) refuse(kBadRequest, "setup comes right after new-game, before any move");
    const PositionSpec spec = checked(setupFrom(request, state_->config.players));
    state_ = checked(startFrom(state_->config, spec));
    logSetup(log_, spec, state_->config.players);
    return json::object();
}

json Server::play(const json& request) {
    if (!state_) refuse(kBadRequest, "no game: send new-game first");
    // 1.1 play-then: checked before the move, so that a malformed list leaves the game as it was.
    const json* then = nullptr;
    if (minor_ >= 1 && request.contains("then")) {
        then = &request["then"];
        if (!then->is_array() || then->size() > kMaxThenQueries)
            refuse(kBadRequest, "\"then\": expected a list of at most " +
                                    std::to_string(kMaxThenQueries) + " queries");
        for (const json& q : *then)
            if (!q.is_object()) refuse(kBadRequest, "\"then\": each query is an object");
    }
    ledger_.clear();
    const NamedMove named = decodedOrRefused(
        codec::namedMoveFrom(request.value("move", json()), "move", codec::UnknownKeys::Ignore));
    const rules::Move move = resultOrRefused(resolveMove(*state_, named));
    const std::optional<GameState> before =
        info_.fault == Fault::NoJoinMove ? std::optional<GameState>(*state_) : std::nullopt;
    const PlayerIndex mover = state_->current;
    auto events = rules::play(*state_, move);
    if (!events) {
        auto accepted = acceptAnyway(info_.fault, *state_, move, events.error().code);
        if (!accepted) refuse(toString(events.error().code), events.error().message);
        events = std::move(*accepted);
    }
    moved_ = true;
    ledger_ = std::move(events).value();
    applyFault(info_.fault, before ? *before : *state_, move, *state_, ledger_);
    logMove(log_, static_cast<int>(mover), named, ledger_, *state_);
    if (!then) return json::object();
    // Each query answered as a `query` request would be, after the move: its answer or its error.
    json answers = json::array();
    for (const json& q : *then) {
        try {
            answers.push_back(json{{"ok", query(q)}});
        } catch (const Refusal& r) {
            answers.push_back(
                json{{"error", {{"code", r.error.code}, {"message", r.error.message}}}});
        } catch (const std::exception& e) { // a query of a shape query() does not expect
            answers.push_back(
                json{{"error", {{"code", std::string(kBadRequest)}, {"message", e.what()}}}});
        }
    }
    return {{"then", std::move(answers)}};
}

json Server::query(const json& request) const {
    if (!state_) refuse(kBadRequest, "no game: send new-game first");
    const std::string what = request.value("what", "");
    if (what == "legal") {
        std::optional<TileTypeId> tile;
        if (request.contains("tile"))
            tile = decodedOrRefused(
                codec::decoded([&] { return codec::tileAt(request["tile"], "tile"); }));
        return codec::legalMovesJson(*state_, tile);
    }
    if (what == "state") return codec::stateJson(*state_);
    if (what == "ledger") return {{"events", codec::toJson(ledger_)}};
    if (what == "feature" && minor_ >= 1) {
        const FeatureRef feature = decodedOrRefused(codec::decoded(
            [&] { return codec::featureAt(request, "query", codec::UnknownKeys::Ignore); }));
        return featureAnswer(*state_, resultOrRefused(findFeature(state_->board, feature)));
    }
    refuse(kBadRequest, "unknown query '" + what + "' (legal, state, ledger" +
                            (minor_ >= 1 ? ", feature)" : "; feature from protocol 1.1 on)"));
}

namespace {

enum class LineRead { Line, TooLong, End };

// One line without its end, at most kMaxLineBytes: a longer one is read to its end and dropped,
// so a client's flood costs no memory.
LineRead readLine(std::istream& in, std::string& line) {
    line.clear();
    std::streambuf& buffer = *in.rdbuf();
    bool tooLong = false;
    for (;;) {
        const auto c = buffer.sbumpc();
        if (c == std::char_traits<char>::eof()) {
            if (line.empty() && !tooLong) return LineRead::End;
            return tooLong ? LineRead::TooLong : LineRead::Line; // a last line without its end
        }
        if (c == '\n') return tooLong ? LineRead::TooLong : LineRead::Line;
        if (line.size() < kMaxLineBytes)
            line.push_back(static_cast<char>(c));
        else
            tooLong = true;
    }
}

} // namespace

int serve(std::istream& in, std::ostream& out, const ServerInfo& info,
          const ServeObserver& afterReply) {
    Server server(info);
    std::string line;
    for (LineRead read; !server.done() && (read = readLine(in, line)) != LineRead::End;) {
        if (read == LineRead::TooLong) {
            const json body{{"code", std::string(kBadRequest)},
                            {"message", "the request is longer than " +
                                            std::to_string(kMaxLineBytes) + " bytes"}};
            out << reply(nullptr, false, body) << '\n' << std::flush;
            continue;
        }
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        out << server.handle(line) << '\n' << std::flush;
        if (afterReply) afterReply(server, false);
    }
    if (afterReply) afterReply(server, true);
    return 0;
}

} // namespace carcassonne::protocol
