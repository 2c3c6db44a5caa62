#include "driver.hpp"

#include "answers.hpp"
#include "engine_session.hpp"
#include "positions.hpp"

#include "scenario/position.hpp"
#include "scenario/replay_loop.hpp"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>

namespace carcassonne::protocol {

using namespace scenario;

namespace {

// The queries a scenario needs from an engine under one edition.
std::set<std::string> queriesNeeded(const Scenario& s, Edition edition) {
    std::set<std::string> out;
    for (const Action& a : s.actions) {
        if (!appliesTo(a.editions, edition)) continue;
        if (a.player) out.insert("state");
        for (const Expectation& x : a.expect) {
            if (!appliesTo(x.editions, edition)) continue;
            const Needs n = needsOf(x);
            if (n.placements || n.followers || n.magic) out.insert("legal");
            if (n.phase || n.state) out.insert("state");
            if (n.scored) out.insert("ledger");
        }
    }
    return out;
}

// Thrown when the session with the engine is over (TIMEOUT, CRASH, PROTOCOL, UNSUPPORTED,
// ENGINE-ERROR): the replay stops there, whatever it was doing.
struct Ended {
    Outcome outcome;
    std::string message;
    std::vector<std::string> stderrLines; // the engine's last words, when it died
};

Ended endedBy(const SessionEnd& end) {
    return {end.outcome, end.message, end.stderrLines};
}

// The engine's side of the replay (scenario/replay_loop.hpp): each move the oracle plays is sent
// to the engine, and the engine's answers to the queries are what the expectations are held
// against.
class EngineReplay {
public:
    EngineReplay(const Scenario& s, Edition e, EngineLink& engine, const DriveOptions& o)
        : s_(s), edition_(e), options_(o), engine_(engine), progress_{newRun(s, e), {}, {}} {}

    DriveResult play() {
        DriveResult result;
        try {
            replayScenario(s_, edition_, side(), progress_);
        } catch (const Ended& e) {
            // The session is over: its status is the run's, whatever was found before.
            ScenarioRun& run = progress_.run;
            run.outcome = e.outcome;
            std::vector<std::string> details;
            for (const std::string& line : e.stderrLines)
                details.push_back("engine stderr: " + line);
            // The action under way; the file's start before the first.
            const SourcePos current =
                progress_.action ? s_.actions[*progress_.action].pos : SourcePos{1, 1};
            // An UNSUPPORTED run's one finding is its reason, which every report format gives
            // in these words (report::skipReason).
            if (e.outcome == Outcome::Unsupported)
                run.findings.push_back({current, std::string(scenario::kUnsupportedFinding),
                                        e.message, std::move(details)});
            else
                run.findings.push_back({current, "engine",
                                        std::string(toString(e.outcome)) + ": " + e.message,
                                        std::move(details)});
            if (!progress_.firstFailing) progress_.firstFailing = progress_.action;
        }
        const Outcome outcome = progress_.run.outcome;
        const bool broken = outcome == Outcome::Protocol || outcome == Outcome::Crash ||
                            outcome == Outcome::Timeout;
        result.run = std::move(progress_.run);
        result.firstFailingAction = progress_.firstFailing;
        result.transcript = engine_.runDone(broken);
        return result;
    }

private:
    const Scenario& s_;
    Edition edition_;
    const DriveOptions& options_;
    EngineLink& engine_;
    EngineSession* session_ = nullptr; // the job's session, once this run has begun its game
    ReplayProgress progress_;
    // 1.1 play-then: what the engine answered with the last move to the queries foreseen before
    // the next one, by the request's text, in order; query() takes them instead of asking.
    std::vector<std::pair<std::string, json>> answered_;

    ReplaySide side() {
        ReplaySide side;
        side.setupRefused = [](const SetupFinding& f, ErrorCode code) {
            return "the set-up is not a legal position: " + std::string(toString(code)) + ": " +
                   f.message;
        };
        side.begin = [this](const GameConfig& config, const PositionSpec& position,
                            const GameState& start) { return begin(config, position, start); };
        side.current = [this](const ReplayNow& now) {
            return parsed(stateFrom(now.state, query(stateRequest())), "query state").current;
        };
        side.turnWords = "the engine says it is";
        side.answer = [this](const Action& a, const NamedMove& sent,
                             const Result<PlayedMove>& local,
                             const ReplayNow& now) { return answer(a, sent, local, now); };
        side.refusedWords = "the engine refused the action: ";
        side.acceptedWords = "the engine accepted it";
        side.observe = [this](const Expectation& x, const Needs& n, const ReplayNow& now) {
            return observe(x, n, now);
        };
        side.comparison = {options_.compare, options_.generated, nullptr};
        side.againstOracle = true;
        return side;
    }

    void failure(SourcePos pos, std::string code, std::string message,
                 std::vector<std::string> details = {}) {
        addFinding(progress_.run, Outcome::Fail, pos, std::move(code), std::move(message),
                   std::move(details));
    }

    // A request: its `ok` value or the engine's error. The end of the session, or an `unsupported`
    // error, ends the replay (Ended).
    std::variant<json, EngineError> ask(json request) {
        const std::string name = requestName(request);
        auto reply = session_->request(std::move(request));
        if (auto* end = std::get_if<SessionEnd>(&reply)) throw endedBy(*end);
        if (auto* e = std::get_if<EngineError>(&reply)) {
            if (e->code == kUnsupported) {
                // What was declined, in the engine's words: the reason every report gives.
                std::string why =
                    "the engine declined " + name + (e->message.empty() ? "" : ": " + e->message);
                session_->transcript().note("UNSUPPORTED: " + why);
                throw Ended{Outcome::Unsupported, std::move(why), {}};
            }
            return *e;
        }
        return std::get<json>(std::move(reply)); // a legal set is large: moved, not copied
    }

    json query(const json& request) {
        if (!answered_.empty()) {
            const std::string key = request.dump();
            const auto it = std::find_if(answered_.begin(), answered_.end(),
                                         [&](const auto& a) { return a.first == key; });
            if (it != answered_.end()) {
                json answer = std::move(it->second);
                answered_.erase(it);
                // A refused one is asked again on its own, so that its error is judged as a
                // query's always is (unsupported, engine-error, bad-request: each its status).
                if (answer.contains("ok")) return std::move(answer["ok"]);
            }
        }
        auto reply = ask(request);
        if (auto* e = std::get_if<EngineError>(&reply))
            throw Ended{
                Outcome::Protocol, "a query was refused: " + e->code + ": " + e->message, {}};
        return std::get<json>(std::move(reply)); // a legal set is large: moved, not copied
    }

    template <typename T>
    T parsed(Parsed<T> value, const std::string& what) {
        if (auto* m = std::get_if<Malformed>(&value)) {
            session_->transcript().note("PROTOCOL: " + what + ": " + m->message);
            throw Ended{Outcome::Protocol, "malformed answer to " + what + ": " + m->message, {}};
        }
        return std::get<T>(std::move(value));
    }

    // The engine's game, after the oracle's set-up: false (and a finding) when it refuses it.
    bool begin(const GameConfig& config, PositionSpec position, const GameState& start) {
        // The engine gets the ids of the copies the set-up took, never a letter (as the moves).
        if (!position.tiles.empty()) position.tiles = positionSpecOf(start).tiles;
        const json setup = setupRequest(position);

        // What the engine cannot play is skipped without a game (its hello is read once a job).
        const auto declared = engine_.capabilities();
        if (auto* end = std::get_if<SessionEnd>(&declared)) throw endedBy(*end);
        const Capabilities& caps = *std::get<const Capabilities*>(declared);
        if (auto why = caps.cannotPlay(config)) throw Ended{Outcome::Unsupported, *why, {}};
        for (const auto& q : queriesNeeded(s_, edition_))
            if (!caps.queries.contains(q))
                throw Ended{
                    Outcome::Unsupported, "the engine does not answer `query " + q + "`", {}};
        auto running = engine_.session();
        if (auto* end = std::get_if<SessionEnd>(&running)) throw endedBy(*end);
        session_ = std::get<EngineSession*>(running);
        const auto created = ask(newGameRequest(config, caps.switchesSent()));
        if (auto* e = std::get_if<EngineError>(&created)) {
            failure({}, "engine", "the engine refused new-game", {e->code + ": " + e->message});
            return false;
        }
        const Setup& su = s_.setup;
        const bool hasSetup = !su.tiles.empty() || !su.followers.empty() || !su.figures.empty() ||
                              !su.scores.empty() || !su.supply.empty() || su.turn;
        if (!hasSetup) return true;
        const auto placed = ask(setup);
        if (auto* e = std::get_if<EngineError>(&placed)) {
            failure(su.tiles.empty() ? SourcePos{} : su.tiles.front().pos, "setup",
                    "the engine refused the set-up", {e->code + ": " + e->message});
            return false;
        }
        return true;
    }

    // The move sent to the engine, as the protocol writes it (features exactly as the scenario
    // names them, the tile by its copy's id); the engine's refusal, if it refuses it.
    std::optional<SideRefusal> answer(const Action& a, const NamedMove& sent,
                                      const Result<PlayedMove>& local, const ReplayNow& now) {
        const bool refusal = refusalExpected(a, edition_);
        // Answers of the position before this move. A move expected to be refused keeps them:
        // refused, it changes nothing; accepted, the replay stops.
        if (!refusal) answered_.clear();
        json request{{"cmd", "play"}, {"move", codec::toJson(sent)}};
        std::vector<json> ahead;
        if (local && !refusal && playThen()) {
            ahead = queriesAhead(a, now);
            json then = json::array();
            for (const json& q : ahead) {
                json item = q;
                item.erase("cmd");
                then.push_back(std::move(item));
            }
            if (!ahead.empty()) request["then"] = std::move(then);
        }
        auto reply = ask(std::move(request));
        if (auto* ok = std::get_if<json>(&reply); ok && !ahead.empty()) takeAnswers(*ok, ahead);
        const auto* e = std::get_if<EngineError>(&reply);
        if (!e) return std::nullopt;
        // 1.1: `wrong-step` stands for any of the step codes (protocol.hpp).
        return SideRefusal{e->code, e->message, false,
                           refusal && refusalMatches(a.expectError->code, e->code,
                                                     session_->capabilities().minor)};
    }

    // Whether the engine answers queries with a move (1.1, declared in hello).
    bool playThen() const {
        const Capabilities& c = session_->capabilities();
        return c.minor >= 1 && c.features.contains(std::string(kPlayThen));
    }

    static json stateRequest() { return {{"cmd", "query"}, {"what", "state"}}; }
    static json ledgerRequest() { return {{"cmd", "query"}, {"what", "ledger"}}; }

    // `query legal` for an expectation: the drawn copy, or a copy of the expectation's tile (a
    // geometry) still in supply.
    static json legalRequest(const Expectation& x, const Needs& n, const GameState& state,
                             const TurnTrack& turn) {
        json request{{"cmd", "query"}, {"what", "legal"}};
        const auto tile = x.placementsTile ? std::optional<TileTypeId>(copyIdOf(
                                                 state, {*x.placementsTile, TileNaming::Letter}))
                                           : turn.drawn;
        if (n.placements && tile) request["tile"] = tileCatalog().at(*tile).name;
        return request;
    }

    // The queries the engine side's observe asks for the action's expectations, in its order.
    void addQueries(const Action& a, const GameState& state, const TurnTrack& turn,
                    std::vector<json>& out) const {
        for (const Expectation& x : a.expect) {
            if (!appliesTo(x.editions, edition_)) continue;
            const Needs n = needsOf(x);
            if (n.placements || n.followers || n.magic)
                out.push_back(legalRequest(x, n, state, turn));
            if (n.phase || n.state) out.push_back(stateRequest());
            if (n.scored) out.push_back(ledgerRequest());
        }
    }

    // play-then: the queries the driver will ask after the move `a` (now: the oracle's position
    // and turn after it) and before its next accepted move: those of a's expectations, of the
    // actions that play nothing (a draw, an acknowledged removal) or are to be refused (a probe)
    // up to the next move, and that move's turn check. A wrong guess costs a round trip, never
    // an answer: query() asks what it does not find.
    std::vector<json> queriesAhead(const Action& a, const ReplayNow& now) const {
        std::vector<json> out;
        const GameState& state = now.state;
        TurnTrack turn = now.turn; // a copy: the replay moves the real one
        addQueries(a, state, turn, out);
        for (auto next = s_.actions.begin() + static_cast<std::ptrdiff_t>(now.action) + 1;
             next != s_.actions.end(); ++next) {
            if (!appliesTo(next->editions, edition_)) continue;
            if (next->player && state.phase != Phase::Over) out.push_back(stateRequest());
            const auto started = turn.start(*next, state);
            const bool play = started.start == TurnTrack::Start::Play;
            const bool nothing = started.start == TurnTrack::Start::CheckOnly ||
                                 (play && turn.acknowledges(state, started.move));
            // A move expected to be refused (an illegal-move probe) leaves the position and the
            // turn as they are: its queries, and the following actions', are on this position.
            if (!nothing && !(play && refusalExpected(*next, edition_))) break;
            addQueries(*next, state, turn, out);
        }
        if (out.size() > kMaxThenQueries) out.resize(kMaxThenQueries);
        return out;
    }

    // The answers to a play's "then": one {"ok": ...} or {"error": {...}} per query sent.
    void takeAnswers(json& ok, const std::vector<json>& asked) {
        json* then = ok.is_object() && ok.contains("then") ? &ok["then"] : nullptr;
        bool wellFormed = then && then->is_array() && then->size() == asked.size();
        for (std::size_t i = 0; wellFormed && i < asked.size(); ++i) {
            const json& item = (*then)[i];
            wellFormed = item.is_object() && item.size() == 1 &&
                         (item.contains("ok") ||
                          (item.contains("error") && item["error"].is_object() &&
                           item["error"].contains("code") && item["error"]["code"].is_string()));
        }
        if (!wellFormed) {
            const std::string why = "expected \"then\": a list of " + std::to_string(asked.size()) +
                                    " answers {\"ok\": ...} or {\"error\": {\"code\", ...}}";
            session_->transcript().note("PROTOCOL: play: " + why);
            throw Ended{Outcome::Protocol, "malformed answer to play: " + why, {}};
        }
        for (std::size_t i = 0; i < asked.size(); ++i)
            answered_.emplace_back(asked[i].dump(), std::move((*then)[i]));
    }

    // The engine's observation for an expectation: only the queries it needs.
    Observation observe(const Expectation& x, const Needs& n, const ReplayNow& now) {
        Observation o;
        if (n.placements || n.followers || n.magic) {
            const json legal = query(legalRequest(x, n, now.state, now.turn));
            if (n.placements) o.placements = parsed(placementsFrom(legal), "query legal");
            if (n.followers) {
                o.followers = parsed(followersFrom(now.state, legal), "query legal");
                o.besideFollowers = parsed(besideFollowersFrom(now.state, legal), "query legal");
            }
            if (n.magic) o.magic = parsed(magicFrom(now.state, legal), "query legal");
        }
        if (n.phase || n.state) {
            auto answer = parsed(stateFrom(now.state, query(stateRequest())), "query state");
            o.phase = answer.phase;
            o.players = std::move(answer.players);
            o.figures = answer.figures;
        }
        if (n.scored)
            o.scored =
                parsed(scoredFrom(query(ledgerRequest()), static_cast<int>(s_.players.size())),
                       "query ledger");
        return o;
    }
};

// The transcript of a failed run, whole, as FOLDER/ID.txt (the id's slashes as dots); the error
// when the folder cannot be made or the file written.
std::optional<formats::OutputError>
saveTranscript(const std::string& folder, const std::string& runId, const std::string& text) {
    std::string name = runId;
    std::replace(name.begin(), name.end(), '/', '.');
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) return formats::OutputError{folder, ec.message()};
    return formats::writeFile((std::filesystem::path(folder) / (name + ".txt")).string(), text);
}

} // namespace

EngineCommand engineCommandOf(const DriveOptions& options) {
    return {options.engine, options.timeout, options.freshEngine, options.startTimeout};
}

DriveResult driveScenario(EngineLink& engine, const DriveOptions& options, const Scenario& s,
                          Edition edition) {
    return EngineReplay(s, edition, engine, options).play();
}

DriveResult driveScenario(const DriveOptions& options, const Scenario& s, Edition edition) {
    EngineLink engine(engineCommandOf(options));
    return driveScenario(engine, options, s, edition);
}

DriveSuiteResult driveSuite(const std::vector<std::string>& paths, const DriveSuiteOptions& o) {
    std::vector<formats::InputError> errors;
    std::vector<scenario::ScenarioFile> files = scenario::findScenarioFiles(paths, errors);
    return driveSuite(std::move(files), std::move(errors), o);
}

DriveSuiteResult driveSuite(std::vector<scenario::ScenarioFile> files,
                            std::vector<formats::InputError> errors, const DriveSuiteOptions& o) {
    DriveSuiteResult result;
    const int jobs = std::max(1, o.jobs);
    std::vector<EngineLink> engines;
    for (int j = 0; j < jobs; ++j)
        engines.emplace_back(engineCommandOf(o.drive));
    // The transcript of each run driven, by run id, until its status is final: kept when it
    // fails. Jobs add to it and the suite's thread takes from it, hence the lock.
    std::mutex transcriptsLock;
    std::map<std::string, Transcript> transcripts;
    std::atomic<bool> cannotStart{false};
    scenario::SuiteRun how;
    how.failFast = o.failFast;
    how.jobs = jobs;
    how.runOn = [&](const Scenario& s, Edition e, int job) {
        EngineLink& engine = engines[static_cast<std::size_t>(job)];
        DriveResult r = driveScenario(engine, o.drive, s, e);
        if (engine.cannotStart()) cannotStart = true;
        if (!o.transcripts.empty()) {
            const std::lock_guard lock(transcriptsLock);
            transcripts[r.run.id] = std::move(r.transcript);
        }
        return std::move(r.run);
    };
    how.stop = [&] { return cannotStart.load(); };
    how.finished = [&](const ScenarioRun& run) {
        if (!o.transcripts.empty()) {
            Transcript transcript;
            {
                const std::lock_guard lock(transcriptsLock);
                if (auto it = transcripts.find(run.id); it != transcripts.end()) {
                    transcript = std::move(it->second);
                    transcripts.erase(it);
                }
            }
            const auto verdict = verdictOf(run.outcome);
            if (o.allTranscripts || verdict == Verdict::Failed || verdict == Verdict::Errored)
                if (auto error = saveTranscript(o.transcripts, run.id, transcript.text()))
                    result.transcriptErrors.push_back(std::move(*error));
        }
        if (o.finished) o.finished(run);
    };
    how.interrupted = o.stopRequested;
    how.fileFinished = o.fileFinished;
    how.soFar = o.soFar;
    result.report = runSuite(std::move(files), std::move(errors), o.selection, how);
    for (const EngineLink& engine : engines)
        if (engine.cannotStart()) {
            result.cannotStart = engine.cannotStart();
            break;
        }
    return result;
}

} // namespace carcassonne::protocol
