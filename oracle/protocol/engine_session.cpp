#include "engine_session.hpp"

namespace carcassonne::protocol {

using scenario::Outcome;

namespace {

constexpr std::size_t kTranscriptLine = 4000;
constexpr std::size_t kStderrLines = 5; // of an engine's standard error, in a crash's finding

std::string excerpt(const std::string& line) {
    if (line.size() <= 200) return line;
    return line.substr(0, 200) + "... (" + std::to_string(line.size()) + " bytes)";
}

Outcome outcomeOf(LinkStatus s) {
    switch (s) {
    case LinkStatus::Timeout:
        return Outcome::Timeout;
    case LinkStatus::Crash:
        return Outcome::Crash;
    case LinkStatus::Protocol:
        return Outcome::Protocol;
    }
    return Outcome::Protocol;
}

// A list of strings at `key`, or nothing when it is not one.
std::optional<std::set<std::string>> strings(const json& j, const char* key) {
    if (!j.contains(key) || !j[key].is_array()) return std::nullopt;
    std::set<std::string> out;
    for (const json& v : j[key]) {
        if (!v.is_string()) return std::nullopt;
        out.insert(v.get<std::string>());
    }
    return out;
}

} // namespace

std::optional<std::string> Capabilities::cannotPlay(const GameConfig& config) const {
    const std::string edition(toString(config.rules.edition));
    if (!editions.contains(edition)) return "the engine does not play edition " + edition;
    for (const std::string& expansion : expansionNamesIn(config.expansions))
        if (!expansions.contains(expansion)) return "the engine does not play " + expansion;
    for (const SwitchInfo& s : allSwitches()) {
        const std::string value(switchValue(config.rules, s.name));
        // A switch at its edition default needs no support: the engine plays the edition.
        if (value == switchValue(defaultRules(config.rules.edition), s.name)) continue;
        const auto it = switches.find(std::string(s.name));
        if (it == switches.end() || !it->second.contains(value))
            return "the engine does not support " + std::string(s.name) + ": " + value;
    }
    return std::nullopt;
}

std::string Transcript::text() const {
    std::string out;
    for (const auto& l : lines_)
        out += l + "\n";
    return out;
}

void Transcript::add(const char* prefix, const std::string& line) {
    std::string shown = line.size() <= kTranscriptLine
                            ? line
                            : line.substr(0, kTranscriptLine) + "... (" +
                                  std::to_string(line.size()) + " bytes in all)";
    lines_.push_back(prefix + shown);
}

// The last `count` non-empty lines of an engine's standard error, for a finding.
std::vector<std::string> lastLines(const std::string& text, std::size_t count) {
    std::vector<std::string> lines;
    std::size_t end = text.size();
    while (end > 0 && lines.size() < count) {
        const std::size_t start = text.rfind('\n', end - 1);
        const std::size_t from = start == std::string::npos ? 0 : start + 1;
        std::string line = excerpt(text.substr(from, end - from));
        if (!line.empty()) lines.insert(lines.begin(), std::move(line));
        if (start == std::string::npos) break;
        end = start;
    }
    return lines;
}

SessionEnd EngineSession::end(Outcome outcome, std::string message,
                              std::chrono::milliseconds grace) {
    transcript_.note(std::string(scenario::toString(outcome)) + ": " + message);
    ended_ = SessionEnd{outcome, std::move(message), {}, false};
    if (process_) {
        process_->stop(grace);
        if (!process_->errorTail().empty()) {
            transcript_.note("engine stderr (last bytes):\n" + process_->errorTail());
            ended_->stderrLines = lastLines(process_->errorTail(), kStderrLines);
        }
        process_.reset();
    }
    return *ended_;
}

void EngineSession::beginRun() {
    if (runs_++ == 0) return; // the first run's transcript begins with the start and hello
    transcript_ = Transcript();
    transcript_.note("engine: " + command_ + " (run " + std::to_string(runs_) +
                     " of its session: the start, hello and earlier games are in the first run's "
                     "transcript)");
}

std::optional<SessionEnd> EngineSession::open() {
    process_ = std::make_unique<EngineProcess>();
    transcript_.note("engine: " + command_);
    const auto started = process_->start(command_);
    if (auto* e = std::get_if<LinkError>(&started)) {
        SessionEnd failed = end(outcomeOf(e->status), e->message);
        failed.exitedBeforeHello = true;
        return failed;
    }
    // Until the engine answers, its reply may use what the driver offers (1.1 codes).
    capabilities_.minor = kProtocolMinor;
    auto reply =
        request({{"cmd", "hello"}, {"protocol", kProtocolVersion}, {"minor", kProtocolMinor}});
    if (auto* e = std::get_if<SessionEnd>(&reply)) {
        // A closed output before any reply: the engine did not start (a command not found, a
        // missing library), as opposed to one that answers and then misbehaves.
        SessionEnd failed = *e;
        failed.exitedBeforeHello = failed.outcome == Outcome::Crash;
        return failed;
    }
    if (auto* e = std::get_if<EngineError>(&reply)) {
        if (e->code == kUnsupported) return end(Outcome::Unsupported, "hello: " + e->message);
        return end(Outcome::Protocol, "hello was refused: " + e->code + ": " + e->message);
    }
    const json& ok = std::get<json>(reply);
    if (!ok.is_object() || ok.value("protocol", json()) != kProtocolVersion)
        return end(Outcome::Protocol,
                   "hello: expected {\"protocol\": " + std::to_string(kProtocolVersion) +
                       ", ...}, found " + excerpt(ok.dump()));
    Capabilities c;
    // An engine of 1.0 answers no "minor"; one of a later minor answers the driver's or less.
    const json minor = ok.value("minor", json(0));
    const auto m = codec::integerIn(minor, 0, kProtocolMinor);
    if (!m)
        return end(Outcome::Protocol, "hello: \"minor\" must be a whole number from 0 to " +
                                          std::to_string(kProtocolMinor) +
                                          " (at most the driver's), found " +
                                          excerpt(minor.dump()));
    c.minor = static_cast<int>(*m);
    transcript_.note("protocol " + std::to_string(kProtocolVersion) + "." +
                     std::to_string(c.minor));
    const auto editions = strings(ok, "editions");
    const auto expansions = strings(ok, "expansions");
    const auto queries = strings(ok, "queries");
    if (!editions || !expansions || !queries)
        return end(Outcome::Protocol,
                   "hello: editions, expansions and queries must be lists of strings");
    c.editions = *editions;
    c.expansions = *expansions;
    c.queries = *queries;
    if (c.minor >= 1 && ok.contains("features")) {
        const auto features = strings(ok, "features");
        if (!features) return end(Outcome::Protocol, "hello: features must be a list of strings");
        c.features = *features;
    }
    const json switches = ok.value("switches", json::object());
    if (!switches.is_object()) return end(Outcome::Protocol, "hello: switches must be an object");
    for (const auto& [name, values] : switches.items()) {
        const auto v = strings(json{{"v", values}}, "v");
        if (!v) return end(Outcome::Protocol, "hello: switches." + name + " must list strings");
        c.switches[name] = *v;
    }
    capabilities_ = std::move(c);
    return std::nullopt;
}

std::variant<json, EngineError, SessionEnd> EngineSession::request(json request) {
    if (ended_) return *ended_;
    if (!process_) return end(Outcome::Crash, "the engine is not running");
    const long long id = nextId_++;
    // "id" first, then the request's keys, as in the protocol's examples.
    const std::string rest = request.dump(-1, ' ', false, json::error_handler_t::replace);
    const std::string line =
        "{\"id\":" + std::to_string(id) + (rest.size() > 2 ? "," + rest.substr(1) : "}");
    transcript_.sent(line);
    const auto written = process_->writeLine(line, timeout_);
    if (auto* e = std::get_if<LinkError>(&written)) return end(outcomeOf(e->status), e->message);
    auto read = process_->readLine(timeout_);
    if (auto* e = std::get_if<LinkError>(&read)) return end(outcomeOf(e->status), e->message);
    const std::string& text = std::get<std::string>(read);
    transcript_.received(text);
    auto parsed = codec::parseJson(text);
    if (auto* why = std::get_if<std::string>(&parsed))
        return end(Outcome::Protocol, "the reply " + *why + ": " + excerpt(text));
    json& reply = std::get<json>(parsed);
    if (!reply.is_object())
        return end(Outcome::Protocol, "the reply is not a JSON object: " + excerpt(text));
    // The id as it was sent, a whole number: json compares 5.0 equal to 5.
    if (!reply.contains("id") || !reply["id"].is_number_integer() || reply["id"] != id)
        return end(Outcome::Protocol, "the reply has id " + reply.value("id", json()).dump() +
                                          ", expected " + std::to_string(id));
    const bool ok = reply.contains("ok");
    const bool error = reply.contains("error");
    if (ok == error)
        return end(Outcome::Protocol,
                   "a reply has exactly one of \"ok\" and \"error\": " + excerpt(text));
    if (ok) return std::move(reply["ok"]);
    const json& e = reply["error"];
    if (!e.is_object() || !e.contains("code") || !e["code"].is_string())
        return end(Outcome::Protocol,
                   "an error reply needs {\"code\": ..., \"message\": ...}: " + excerpt(text));
    EngineError err{e["code"].get<std::string>(),
                    e.value("message", json("")).is_string() ? e.value("message", "") : ""};
    if (!isKnownErrorCode(err.code, capabilities_.minor)) {
        if (isKnownErrorCode(err.code, kProtocolMinor))
            return end(Outcome::Protocol, "'" + err.code +
                                              "' is an error code of protocol 1.1, but the engine "
                                              "answered hello without \"minor\": 1");
        return end(Outcome::Protocol, "unknown error code '" + err.code + "'");
    }
    if (err.code == kEngineError) {
        // The engine is alive and says it broke: it gets its goodbye, and the run a status of its
        // own, a failure (not UNSUPPORTED, which would hide the bug, nor CRASH).
        goodbye();
        return end(Outcome::EngineError,
                   "the engine broke on " + request.value("cmd", json("?")).dump() +
                       (err.message.empty() ? "" : ": " + err.message),
                   std::chrono::milliseconds(200));
    }
    if (err.code == kBadRequest)
        return end(Outcome::Protocol, "the engine did not understand " +
                                          request.value("cmd", json("?")).dump() + ": " +
                                          err.message);
    return err;
}

void EngineSession::goodbye() {
    // A polite goodbye; whatever the engine answers, it is stopped afterwards.
    const std::string quit = "{\"id\":" + std::to_string(nextId_++) + ",\"cmd\":\"quit\"}";
    transcript_.sent(quit);
    if (std::holds_alternative<std::monostate>(
            process_->writeLine(quit, std::chrono::milliseconds(200)))) {
        auto r = process_->readLine(std::chrono::milliseconds(200));
        if (auto* l = std::get_if<std::string>(&r)) transcript_.received(*l);
    }
}

void EngineSession::close() {
    if (!process_) return;
    if (!ended_) goodbye();
    process_->stop(std::chrono::milliseconds(200));
    if (!process_->errorTail().empty())
        transcript_.note("engine stderr (last bytes):\n" + process_->errorTail());
    process_.reset();
}

} // namespace carcassonne::protocol
