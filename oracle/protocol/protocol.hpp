#pragma once
// The engine protocol, version 1.1 (docs/engine-protocol.md): JSON Lines over an engine's standard
// input and output. This header holds what both sides share: the version, the limits and the
// error codes an engine may answer with.

#include "rules/error_code.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace carcassonne::protocol {

inline constexpr int kProtocolVersion = 1;
// The minor version this side speaks. `hello` carries the driver's ("minor", absent: 0); the
// engine answers the minor the session speaks, at most the driver's, so an engine of 1.0 that
// knows no "minor" keeps working unchanged: its answer has none, and the session is 1.0.
inline constexpr int kProtocolMinor = 1;

// A line longer than this is a protocol error: a driver never buffers an engine's flood.
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

// Error codes of the protocol itself, besides the rules' codes (`rulings --errors`).
inline constexpr std::string_view kUnsupported = "unsupported"; // the engine cannot run this
inline constexpr std::string_view kBadRequest = "bad-request";  // the request is not understood
// 1.1: a move of a kind that is not due at the current step, for an engine that does not tell
// the four step codes apart (isStepError); accepted wherever one of them is expected.
inline constexpr std::string_view kWrongStep = "wrong-step";
// 1.1: the engine broke on a request it should have answered (its own bug, not a refusal); the
// run's status is ENGINE-ERROR.
inline constexpr std::string_view kEngineError = "engine-error";

// The protocol's own codes, 1.0's first (schema/engine-protocol.schema.json lists them after the
// rules' codes).
inline constexpr std::array<std::string_view, 4> kProtocolErrorCodes{kUnsupported, kBadRequest,
                                                                     kWrongStep, kEngineError};

// A rules error code, "unsupported" or "bad-request", and in a session of minor 1 or more
// "wrong-step" and "engine-error".
bool isKnownErrorCode(std::string_view code, int minor);

// The rules' codes for a move not due at the current step (the turn is at another step):
// tile-expected, magic-action-required, no-magic-action-due, follower-step-expected. Not
// game-over: after the game there is no step at all, and every engine can tell.
bool isStepError(ErrorCode code);

// Whether an engine's refusal `answered` is the refusal `expected`: the same code, or in a
// session of minor 1 or more `wrong-step` for a step code.
bool refusalMatches(ErrorCode expected, std::string_view answered, int minor);

// 1.1 optional feature, declared in hello's "features": `play` takes a list "then" of queries,
// answered after the move in the same reply (docs/engine-protocol.md, "play-then"): one round trip
// per move instead of one per query, which is most of a fuzz campaign's time.
inline constexpr std::string_view kPlayThen = "play-then";
inline constexpr std::size_t kMaxThenQueries = 16;

// An error reply: `{"id": N, "error": {"code": ..., "message": ...}}`. Not a formats::InputError:
// it is a message on the wire, which the engine or the oracle answers with, not an input file.
struct EngineError {
    std::string code;
    std::string message;
};

// A value, or the error reply that takes its place.
template <typename T>
using Checked = std::variant<T, EngineError>;

} // namespace carcassonne::protocol
