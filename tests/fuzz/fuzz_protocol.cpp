// libFuzzer target: both ends of the engine protocol on arbitrary lines. Each line is a request to
// `serve` (which must answer it with one reply line) and an engine's answer to each query the
// driver reads (which must be read or refused as malformed): never a crash, a hang or a sanitizer
// report.
#include "protocol/answers.hpp"
#include "protocol/positions.hpp"
#include "protocol/server.hpp"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

namespace {

// The driver reads answers against its own copy of the game: a fresh two-player game.
const carcassonne::GameState& position() {
    static const carcassonne::GameState state = [] {
        namespace p = carcassonne::protocol;
        const auto config = p::configFrom(
            {{"edition", "C3"}, {"expansions", {"inns-cathedrals", "mage-witch"}}, {"players", 2}});
        return std::get<carcassonne::GameState>(
            p::startFromRequest(std::get<carcassonne::GameConfig>(config)));
    }();
    return state;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace p = carcassonne::protocol;
    std::istringstream lines(std::string(reinterpret_cast<const char*>(data), size));
    p::Server server({});
    std::string line;
    while (std::getline(lines, line)) {
        if (!server.done()) (void)server.handle(line);
        const p::json answer = p::json::parse(line, nullptr, false);
        if (answer.is_discarded()) continue;
        (void)p::phaseFrom(answer);
        (void)p::placementsFrom(answer);
        (void)p::followersFrom(position(), answer);
        (void)p::besideFollowersFrom(position(), answer);
        (void)p::magicFrom(position(), answer);
        (void)p::scoredFrom(answer, 2);
        (void)p::stateFrom(position(), answer);
    }
    return 0;
}
