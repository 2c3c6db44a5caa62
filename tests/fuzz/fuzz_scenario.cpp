// libFuzzer target: the scenario loader and runner on arbitrary bytes. Any input must give a
// scenario or a load error, and a loaded scenario must replay to a verdict: never a crash, a hang
// or a sanitizer report.
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto loaded = carcassonne::scenario::loadScenarioText(text, "fuzz.yaml", "fuzz");
    if (auto* s = std::get_if<carcassonne::scenario::Scenario>(&loaded))
        for (carcassonne::Edition e : s->editions)
            (void)carcassonne::scenario::runScenario(*s, e);
    return 0;
}
