#pragma once
// The engine protocol, version 1 (docs/engine-protocol.md): JSON Lines over an engine's standard
// input and output. This header holds what both sides share: the version, the limits and the
// error codes an engine may answer with.

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace carcassonne::protocol {

inline constexpr int kProtocolVersion = 1;

// A line longer than this is a protocol error: a driver never buffers an engine's flood.
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

// Error codes of the protocol itself, besides the rules' codes (`rulings --errors`).
inline constexpr std::string_view kUnsupported = "unsupported"; // the engine cannot run this
inline constexpr std::string_view kBadRequest = "bad-request";  // the request is not understood

// A rules error code, "unsupported" or "bad-request".
bool isKnownErrorCode(std::string_view code);

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
