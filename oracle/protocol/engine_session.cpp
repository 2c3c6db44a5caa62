#include "engine_session.hpp"
#include "formats/join.hpp"

#include <algorithm>
#include <iterator>

namespace carcassonne::protocol {

using scenario::Outcome;

namespace {

constexpr std::size_t kTranscriptLine = 4000;
constexpr std::size_t kStderrLines = 5; // of an engine's standard error when no line names an error

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
        const std::string name(s.name);
        const std::string value(switchValue(config.rules, s.name));
        // A switch at its edition default needs no support: the engine plays the edition (and
        // one it did not declare is not sent to it at all: switchesSent).
        if (value == switchValue(defaultRules(config.rules.edition), s.name)) continue;
        const auto it = switches.find(name);
        if (it == switches.end())
            return "the run needs the switch " + name + ": " + value +
                   ", which the engine does not declare";
        if (!it->second.contains(value)) {
            const std::string values = formats::join(it->second, ", ");
            return "the run needs the switch " + name + ": " + value +
                   ", a value the engine does not declare (it declares " + name + ": " +
                   (values.empty() ? "no value" : values) + ")";
        }
    }
    return std::nullopt;
}

std::set<std::string> Capabilities::switchesSent() const {
    std::set<std::string> out;
    for (const auto& [name, values] : switches)
        out.insert(name);
    return out;
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

namespace {

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

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t from = 0;
    while (from < text.size()) {
        std::size_t end = text.find('\n', from);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(from, end - from);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
        from = end + 1;
    }
    return lines;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// A line that names an error, in the words runtimes use: Python's "Traceback" and "ValueError:",
// node's "Error: ..." and "throw", a JVM's "Exception in thread" and "Caused by:", Rust's
// "panicked at", Go's "panic:", C++'s "terminate called ... what():", "Segmentation fault",
// "Aborted", assertions.
bool namesAnError(std::string_view line) {
    static constexpr std::string_view kWords[] = {
        "error",     "exception",    "panic",   "traceback",        "fatal",    "abort", "assert",
        "caused by", "segmentation", "what():", "terminate called", "uncaught", "throw"};
    const std::string l = lower(line);
    return std::any_of(std::begin(kWords), std::end(kWords),
                       [&](std::string_view w) { return l.find(w) != std::string::npos; });
}

// A stack frame: node's and the JVM's "    at f (file:1:2)", Python's '  File "x.py", line 3'.
bool isFrame(std::string_view line) {
    const auto first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos || first == 0) return false;
    const std::string_view rest = line.substr(first);
    return rest.starts_with("at ") || rest.starts_with("File \"");
}

} // namespace

std::vector<std::string> errorLines(const std::string& tail, std::size_t limit) {
    const std::vector<std::string> lines = splitLines(tail);
    std::vector<std::size_t> picked; // indexes into lines, in order
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!namesAnError(lines[i]) || isFrame(lines[i])) continue;
        // Where it was thrown: node and a JVM write the innermost frame after the error's line,
        // Python before it (its last `File "...", line N` and that line's source).
        const bool frameAfter = i + 1 < lines.size() && isFrame(lines[i + 1]);
        if (!frameAfter && i >= 2 && isFrame(lines[i - 2]) &&
            (picked.empty() || picked.back() < i - 2)) {
            picked.push_back(i - 2);
            picked.push_back(i - 1);
        }
        picked.push_back(i);
        if (frameAfter) picked.push_back(++i);
    }
    if (picked.empty()) return lastLines(tail, kStderrLines);
    // A frame indented by two spaces whatever the runtime's indent (a JVM's is a tab).
    auto shown = [&](std::size_t i) {
        const std::string& line = lines[i];
        if (!isFrame(line)) return excerpt(line);
        return "  " + excerpt(line.substr(line.find_first_not_of(" \t")));
    };
    std::vector<std::string> out;
    const std::size_t keep = std::max<std::size_t>(limit, 2);
    for (std::size_t k = 0; k < picked.size(); ++k) {
        // More than `limit`: the first half and the last half, the error and its final cause.
        if (picked.size() > keep && k == keep / 2) {
            const std::size_t skipped = picked.size() - keep;
            out.push_back("... (" + std::to_string(skipped) + " more lines naming an error)");
            k += skipped - 1;
            continue;
        }
        out.push_back(shown(picked[k]));
    }
    return out;
}

std::string requestName(const json& request) {
    std::string name = request.value("cmd", std::string("?"));
    if (name == "query" && request.contains("what") && request["what"].is_string())
        name += " " + request["what"].get<std::string>();
    return name;
}

void EngineSession::noteStderr() {
    const std::string& tail = process_->errorTail();
    if (tail.empty()) return;
    const std::size_t total = process_->errorBytes();
    transcript_.note("engine stderr" +
                     (total > tail.size() ? " (its last " + std::to_string(tail.size()) + " of " +
                                                std::to_string(total) + " bytes)"
                                          : std::string()) +
                     ":");
    for (const std::string& line : splitLines(tail))
        transcript_.note("  " + line);
}

SessionEnd EngineSession::end(Outcome outcome, std::string message,
                              std::chrono::milliseconds grace) {
    transcript_.note(std::string(scenario::toString(outcome)) + ": " + message);
    ended_ = SessionEnd{outcome, std::move(message), {}, false};
    if (process_) {
        process_->stop(grace);
        if (!process_->errorTail().empty()) {
            noteStderr();
            ended_->stderrLines = errorLines(process_->errorTail());
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
    // The engine's start has a timeout of its own: an interpreter or a JVM may take seconds to
    // come up on a busy machine, where each later reply is quick.
    auto reply =
        exchange({{"cmd", "hello"}, {"protocol", kProtocolVersion}, {"minor", kProtocolMinor}},
                 startTimeout_, "--start-timeout-ms, the engine's start");
    if (auto* e = std::get_if<SessionEnd>(&reply)) {
        // A closed output before any reply: the engine did not start (a command not found, a
        // missing library), as opposed to one that answers and then misbehaves.
        SessionEnd failed = *e;
        failed.exitedBeforeHello = failed.outcome == Outcome::Crash;
        return failed;
    }
    if (auto* e = std::get_if<EngineError>(&reply)) {
        if (e->code == kUnsupported)
            return end(Outcome::Unsupported,
                       "the engine declined hello" +
                           (e->message.empty() ? std::string() : ": " + e->message));
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
    return exchange(std::move(request), timeout_, "--timeout-ms");
}

std::variant<json, EngineError, SessionEnd>
EngineSession::exchange(json request, std::chrono::milliseconds timeout,
                        const char* timeoutOption) {
    if (ended_) return *ended_;
    if (!process_) return end(Outcome::Crash, "the engine is not running");
    const long long id = nextId_++;
    // "id" first, then the request's keys, as in the protocol's examples.
    const std::string rest = request.dump(-1, ' ', false, json::error_handler_t::replace);
    const std::string line =
        "{\"id\":" + std::to_string(id) + (rest.size() > 2 ? "," + rest.substr(1) : "}");
    transcript_.sent(line);
    // A TIMEOUT names the request it waited for and how long; the timeout counts from the moment
    // the request is written, so writing and reading share it.
    const std::string which = "request " + std::to_string(id) + " (" + requestName(request) + ")";
    const std::string waited = std::to_string(timeout.count()) + " ms (" + timeoutOption + ")";
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    const auto written = process_->writeLine(line, timeout);
    if (auto* e = std::get_if<LinkError>(&written)) {
        if (e->status == LinkStatus::Timeout)
            return end(Outcome::Timeout, "the engine did not read " + which + " within " + waited);
        if (e->status == LinkStatus::Crash)
            return end(Outcome::Crash, e->message + " when sent " + which);
        return end(outcomeOf(e->status), e->message);
    }
    const auto left = std::max(std::chrono::milliseconds(0),
                               std::chrono::duration_cast<std::chrono::milliseconds>(
                                   deadline - std::chrono::steady_clock::now()));
    auto read = process_->readLine(left);
    if (auto* e = std::get_if<LinkError>(&read)) {
        if (e->status == LinkStatus::Timeout)
            return end(Outcome::Timeout, "no reply to " + which + " within " + waited);
        if (e->status == LinkStatus::Crash)
            return end(Outcome::Crash, e->message + " before its reply to " + which);
        return end(outcomeOf(e->status), e->message + " (the reply to " + which + ")");
    }
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
    noteStderr();
    process_.reset();
}

} // namespace carcassonne::protocol
