// libFuzzer target: the game-log reader and checker on arbitrary bytes. Any input must give a log
// or an input error, and a log must be checked to a verdict: never a crash, a hang or a sanitizer
// report.
#include "gamelog/log_check.hpp"
#include "gamelog/log_reader.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace gl = carcassonne::gamelog;
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto read = gl::readGameLog(text);
    if (auto* log = std::get_if<gl::GameLog>(&read)) (void)gl::checkLog(*log);
    return 0;
}
