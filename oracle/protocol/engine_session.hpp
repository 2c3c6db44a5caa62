#pragma once
// A conversation with an engine: request ids, one reply per request within the timeout, replies
// checked against the protocol, the engine's declared capabilities, and a transcript.

#include "engine_process.hpp"
#include "protocol.hpp"

#include "codec/json_codec.hpp"
#include "scenario/runner.hpp"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace carcassonne::protocol {

using codec::json;

// What the engine said it supports in its reply to `hello`.
// (The engine's name and version stay in the transcript, in its reply to hello.)
struct Capabilities {
    std::set<std::string> editions;
    std::set<std::string> expansions;
    std::map<std::string, std::set<std::string>> switches; // name -> values
    std::set<std::string> queries;                         // legal, state, ledger, feature
    // The minor version the session speaks: the engine's answer to hello (absent: 0), at most
    // kProtocolMinor. 1.1 codes and queries are used and accepted only when it is 1 or more.
    int minor = 0;
    // 1.1: the optional features it declared ("features"; e.g. play-then); none in a 1.0 session.
    std::set<std::string> features;

    // Why a game with this configuration cannot be played with the engine, if it cannot: an
    // edition or expansion it does not play, a switch value other than the edition's default
    // that it does not declare.
    std::optional<std::string> cannotPlay(const GameConfig& config) const;
    // The switches `new-game` carries: those the engine declared, and no other (an engine of an
    // older protocol does not know the switches added since; it plays their edition defaults).
    std::set<std::string> switchesSent() const;
};

// Every line sent (`> `) and received (`< `), and notes (`# `), for failing sessions.
class Transcript {
public:
    void sent(const std::string& line) { add("> ", line); }
    void received(const std::string& line) { add("< ", line); }
    void note(const std::string& text) { add("# ", text); }
    std::string text() const;
    const std::vector<std::string>& lines() const { return lines_; }

private:
    std::vector<std::string> lines_;
    void add(const char* prefix, const std::string& line);
};

// What ends a session early: TIMEOUT, CRASH or PROTOCOL (the engine is gone or killed),
// UNSUPPORTED (the engine declined politely) or ENGINE-ERROR (the engine said it broke).
struct SessionEnd {
    scenario::Outcome outcome;
    std::string message;
    std::vector<std::string> stderrLines; // the last lines the engine wrote to standard error
    bool exitedBeforeHello = false;       // the engine exited without answering hello
};

// How a request is named in messages: "new-game", "query legal", "play".
std::string requestName(const json& request);

// The lines of an engine's standard error worth quoting in a finding: those that name an error
// (error, exception, panic, Traceback, fatal, abort, assert, ...) with the stack frame after each,
// at most `limit` (the first and the last ones when there are more); the last lines when none
// does. A node or JVM trace ends in its bottom frames, so the last lines alone miss the error.
std::vector<std::string> errorLines(const std::string& stderrTail, std::size_t limit = 12);

class EngineSession {
public:
    // `startTimeout` is for the engine's start: from its launch to its answer to hello; `timeout`
    // for each later request.
    EngineSession(std::string command, std::chrono::milliseconds timeout,
                  std::chrono::milliseconds startTimeout)
        : command_(std::move(command)), timeout_(timeout), startTimeout_(startTimeout) {}
    ~EngineSession() { close(); }

    // Starts the engine and says hello.
    std::optional<SessionEnd> open();
    // Whether the engine runs and the session has not ended.
    bool alive() const { return process_ && !ended_; }
    // A new transcript for the next run of a session serving many (docs/engine-protocol.md,
    // Lifetime): only that run's lines, after a note of where the session stands.
    void beginRun();
    const Capabilities& capabilities() const { return capabilities_; }

    // One request (its id is added): the reply's `ok` value, the engine's error reply (a refused
    // move, for instance), or the end of the session. After an end every request ends alike.
    std::variant<json, EngineError, SessionEnd> request(json request);

    // `quit`, then the engine is given a moment to exit and is killed.
    void close();

    Transcript& transcript() { return transcript_; }

private:
    std::string command_;
    std::chrono::milliseconds timeout_;
    std::chrono::milliseconds startTimeout_;
    std::unique_ptr<EngineProcess> process_;
    Capabilities capabilities_;
    Transcript transcript_;
    long long nextId_ = 1;
    int runs_ = 0; // runs begun in this session
    std::optional<SessionEnd> ended_;

    SessionEnd end(scenario::Outcome outcome, std::string message,
                   std::chrono::milliseconds grace = std::chrono::milliseconds(0));
    // One request with its timeout (the start-up one for hello).
    std::variant<json, EngineError, SessionEnd>
    exchange(json request, std::chrono::milliseconds timeout, const char* timeoutOption);
    void noteStderr(); // the engine's standard error tail, line by line, into the transcript
    void goodbye();    // `quit`, and its reply if it comes within 200 ms
};

} // namespace carcassonne::protocol
