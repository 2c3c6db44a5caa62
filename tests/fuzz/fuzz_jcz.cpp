// libFuzzer target: the JCloisterZone reader, replay and importer on arbitrary bytes. Any input
// must give an input error or a replay, and a replay must import to a scenario both with and
// without --record: never a crash, a hang or a sanitizer report.
#include "gamelog/jcz_import.hpp"
#include "gamelog/jcz_reader.hpp"
#include "gamelog/jcz_replay.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace gl = carcassonne::gamelog;
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto read = gl::readJcz(text);
    auto* game = std::get_if<gl::JczGame>(&read);
    if (!game) return 0;
    auto replayed = gl::replayJcz(*game);
    auto* replay = std::get_if<gl::JczReplay>(&replayed);
    if (!replay) return 0;
    for (bool record : {false, true})
        (void)gl::importJcz(*game, *replay, record, "fuzz.jcz");
    return 0;
}
