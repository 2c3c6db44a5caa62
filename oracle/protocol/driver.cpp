#include "driver.hpp"

#include "answers.hpp"
#include "engine_session.hpp"
#include "positions.hpp"

#include "scenario/action.hpp"
#include "scenario/describe.hpp"
#include "scenario/position.hpp"

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

class EngineReplay {
public:
    EngineReplay(const Scenario& s, Edition e, EngineLink& engine, const DriveOptions& o)
        : s_(s), edition_(e), options_(o), engine_(engine), run_(newRun(s, e)) {}

    DriveResult play() {
        DriveResult result;
        try {
            if (start())
                for (std::size_t i = 0; i < s_.actions.size(); ++i) {
                    const Action& a = s_.actions[i];
                    if (!appliesTo(a.editions, edition_)) continue;
                    const std::size_t before = run_.findings.size();
                    const bool goOn = act(a);
                    if (run_.findings.size() > before && !result.firstFailingAction)
                        result.firstFailingAction = i;
                    if (!goOn) break;
                }
        } catch (const Ended& e) {
            // The session is over: its status is the run's, whatever was found before.
            run_.outcome = e.outcome;
            std::vector<std::string> details;
            for (const std::string& line : e.stderrLines)
                details.push_back("engine stderr: " + line);
            // An UNSUPPORTED run's one finding is its reason, which every report format gives
            // in these words (report::skipReason).
            if (e.outcome == Outcome::Unsupported)
                run_.findings.push_back({current_, std::string(scenario::kUnsupportedFinding),
                                         e.message, std::move(details)});
            else
                run_.findings.push_back({current_, "engine",
                                         std::string(toString(e.outcome)) + ": " + e.message,
                                         std::move(details)});
            if (!result.firstFailingAction && currentIndex_)
                result.firstFailingAction = currentIndex_;
        }
        const bool broken = run_.outcome == Outcome::Protocol || run_.outcome == Outcome::Crash ||
                            run_.outcome == Outcome::Timeout;
        result.run = std::move(run_);
        result.transcript = engine_.runDone(broken);
        return result;
    }

private:
    const Scenario& s_;
    Edition edition_;
    const DriveOptions& options_;
    EngineLink& engine_;
    EngineSession* session_ = nullptr; // the job's session, once this run has begun its game
    ScenarioRun run_;
    GameState state_; // the oracle's copy of the position, to name features
    // The oracle's own score events of the action under way: what the engine's breakdown is
    // compared with (scenario::Comparison).
    std::vector<ScoreEvent> oracleScored_;
    TurnTrack turn_;
    SourcePos current_{1, 1}; // the action under way; the file's start before the first
    std::optional<std::size_t> currentIndex_;
    // 1.1 play-then: what the engine answered with the last move to the queries foreseen before
    // the next one, by the request's text, in order; query() takes them instead of asking.
    std::vector<std::pair<std::string, json>> answered_;

    void failure(SourcePos pos, std::string code, std::string message,
                 std::vector<std::string> details = {}) {
        addFinding(run_, Outcome::Fail, pos, std::move(code), std::move(message),
                   std::move(details));
    }
    void error(SourcePos pos, std::string message) {
        addFinding(run_, Outcome::Error, pos, "scenario", std::move(message));
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

    bool start() {
        const GameConfig config = configFor(s_, edition_);
        PositionSpec position = positionOf(s_.setup, edition_);
        auto local = startPosition(config, position);
        if (!local) {
            const SetupFinding f = setupFinding(s_.setup, s_.players, local.error(), edition_);
            error(f.pos, "the set-up is not a legal position: " +
                             std::string(toString(local.error().error.code)) + ": " + f.message);
            return false;
        }
        state_ = std::move(local).value();
        // The engine gets the ids of the copies the set-up took, never a letter (as in wireMove).
        if (!position.tiles.empty()) position.tiles = positionSpecOf(state_).tiles;
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

    // The action as the protocol writes it: features exactly as the scenario names them.
    // Before the oracle plays it: an engine counts copies per id, so a tile goes by the id of the
    // copy the oracle takes on this position, never by a letter (rules/tile_copies.hpp).
    json wireMove(const Action& a) const {
        auto move = namedMoveOf(a, turn_.drawn);
        if (!move) return json{{"type", "final"}}; // a draw sends nothing
        if (auto* m = std::get_if<PlaceTile>(&*move))
            *m = {copyIdOf(state_, {m->tile, m->naming}), m->at, m->rotation};
        if (auto* m = std::get_if<DiscardTile>(&*move))
            *m = {copyIdOf(state_, {m->tile, m->naming})};
        return codec::toJson(*move);
    }

    std::string name(int p) const { return playerName(s_.players, static_cast<PlayerIndex>(p)); }

    // Applies one action on both sides; false stops the replay.
    bool act(const Action& a) {
        current_ = a.pos;
        currentIndex_ = static_cast<std::size_t>(&a - s_.actions.data());
        oracleScored_.clear();
        if (a.player && state_.phase != Phase::Over) {
            const auto answer = parsed(stateFrom(state_, query(stateRequest())), "query state");
            if (answer.current != *a.player)
                failure(a.pos, "player",
                        "expected " + name(*a.player) + "'s turn, but the engine says it is " +
                            name(answer.current) + "'s");
        }
        // A draw, or the removal of a figure the rules already set aside: nothing to send.
        const auto started = turn_.start(a, state_);
        if (started.start == TurnTrack::Start::Invalid) {
            error(a.pos, started.why);
            return false;
        }
        if (started.start == TurnTrack::Start::CheckOnly) return check(a);

        const bool refusalExpected = a.expectError && appliesTo(a.expectError->editions, edition_);
        const json wire = wireMove(a);
        std::optional<Events> local;
        std::optional<Error> localError;
        if (auto* m = std::get_if<Move>(&started.move)) {
            auto r = carcassonne::play(state_, *m);
            if (r) {
                local = std::move(r).value();
                for (const Event& ev : *local)
                    if (const auto* e = std::get_if<ScoreEvent>(&ev)) oracleScored_.push_back(*e);
            } else {
                localError = r.error();
            }
        } else {
            localError = std::get<Error>(started.move);
        }

        // Answers of the position before this move. A move expected to be refused keeps them:
        // refused, it changes nothing; accepted, the replay stops below.
        if (!refusalExpected) answered_.clear();
        json request{{"cmd", "play"}, {"move", wire}};
        std::vector<json> ahead;
        if (local && !refusalExpected && playThen()) {
            ahead = queriesAhead(a, *local);
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
        if (auto* e = std::get_if<EngineError>(&reply)) {
            // The run goes on after a refusal only when the oracle refused too (then its state is
            // unchanged); every other case stops below.
            if (!refusalExpected) {
                failure(a.pos, "action-refused",
                        "the engine refused the action: " + e->code + ": " + e->message);
                return false;
            }
            const std::string expected(toString(a.expectError->code));
            // 1.1: `wrong-step` stands for any of the step codes (protocol.hpp).
            if (!refusalMatches(a.expectError->code, e->code, session_->capabilities().minor))
                failure(a.expectError->pos, "expect-error",
                        "the action was refused with another error",
                        {"expected: " + expected, "actual: " + e->code + ": " + e->message});
            if (local) {
                error(a.pos, "the oracle accepts this action: the scenario does not hold for it");
                return false;
            }
            return check(a);
        }
        if (refusalExpected) {
            failure(a.expectError->pos, "expect-error",
                    "expected the action to be refused with " +
                        std::string(toString(a.expectError->code)) +
                        ", but the engine accepted it");
            return false;
        }
        if (!local) {
            error(a.pos, "the oracle refuses this action (" +
                             std::string(toString(localError->code)) + ": " + localError->message +
                             "): the scenario does not hold for it");
            return false;
        }
        if (a.kind == Action::Kind::Place || a.kind == Action::Kind::Discard)
            turn_.tilePlayed(*local);
        return check(a);
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
    json legalRequest(const Expectation& x, const Needs& n, const TurnTrack& turn) const {
        json request{{"cmd", "query"}, {"what", "legal"}};
        const auto tile = x.placementsTile ? std::optional<TileTypeId>(copyIdOf(
                                                 state_, {*x.placementsTile, TileNaming::Letter}))
                                           : turn.drawn;
        if (n.placements && tile) request["tile"] = tileCatalog().at(*tile).name;
        return request;
    }

    // The queries checkExpectation asks for the action's expectations, in its order.
    void addQueries(const Action& a, const TurnTrack& turn, std::vector<json>& out) const {
        for (const Expectation& x : a.expect) {
            if (!appliesTo(x.editions, edition_)) continue;
            const Needs n = needsOf(x);
            if (n.placements || n.followers || n.magic) out.push_back(legalRequest(x, n, turn));
            if (n.phase || n.state) out.push_back(stateRequest());
            if (n.scored) out.push_back(ledgerRequest());
        }
    }

    // play-then: the queries the driver will ask after the move `a` (state_ already after it)
    // and before its next accepted move: those of a's expectations, of the actions that play
    // nothing (a draw) or are to be refused (a probe) up to the next move, and that move's turn
    // check. A wrong guess costs a round trip, never an answer: query() asks what it does not
    // find.
    std::vector<json> queriesAhead(const Action& a, const Events& events) const {
        std::vector<json> out;
        TurnTrack turn = turn_; // a copy: act() and check() move the real one
        if (a.kind == Action::Kind::Place || a.kind == Action::Kind::Discard)
            turn.tilePlayed(events);
        addQueries(a, turn, out);
        for (auto next = s_.actions.begin() + (&a - s_.actions.data()) + 1;
             next != s_.actions.end(); ++next) {
            if (!appliesTo(next->editions, edition_)) continue;
            if (next->player && state_.phase != Phase::Over) out.push_back(stateRequest());
            const auto started = turn.start(*next, state_);
            // A move expected to be refused (an illegal-move probe) leaves the position and the
            // turn as they are: its queries, and the following actions', are on this position.
            const bool refusal = started.start == TurnTrack::Start::Play && next->expectError &&
                                 appliesTo(next->expectError->editions, edition_);
            if (started.start != TurnTrack::Start::CheckOnly && !refusal) break;
            addQueries(*next, turn, out);
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

    bool check(const Action& a) {
        for (const Expectation& x : a.expect)
            if (appliesTo(x.editions, edition_)) checkExpectation(x);
        return true;
    }

    void checkExpectation(const Expectation& x) {
        const Needs n = needsOf(x);
        Observation o;
        if (n.placements || n.followers || n.magic) {
            const json legal = query(legalRequest(x, n, turn_));
            if (n.placements) o.placements = parsed(placementsFrom(legal), "query legal");
            if (n.followers) o.followers = parsed(followersFrom(state_, legal), "query legal");
            if (n.magic) o.magic = parsed(magicFrom(state_, legal), "query legal");
        }
        if (n.phase || n.state) {
            auto answer = parsed(stateFrom(state_, query(stateRequest())), "query state");
            o.phase = answer.phase;
            o.players = std::move(answer.players);
            o.figures = answer.figures;
        }
        if (n.scored)
            o.scored =
                parsed(scoredFrom(query(ledgerRequest()), static_cast<int>(s_.players.size())),
                       "query ledger");
        scenario::checkExpectation(x, state_, turn_.drawn, o, s_.players, run_,
                                   {options_.compare, options_.generated, &oracleScored_});
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
