// Every JCloisterZone game the tests import, as the scenario import-jcz writes: loaded back it is
// the scenario written, and writing it again gives the same bytes.
#include "gamelog/jcz_import.hpp"
#include "gamelog/recording_scenario.hpp"
#include "gamelog/text_file.hpp"
#include "scenario/loader.hpp"
#include "scenario/writer.hpp"

#include "../scenario/scenario_content.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace carcassonne;
using namespace carcassonne::gamelog;

TEST_CASE("Imported JCloisterZone games write scenarios that load back as written") {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(ORACLE_JCZ_DIR))
        if (entry.path().extension() == ".jcz") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    int imported = 0;
    for (const auto& file : files) {
        const auto text = readTextFile(file.string());
        REQUIRE(std::holds_alternative<std::string>(text));
        const auto run = readAndReplayJcz(std::get<std::string>(text), std::nullopt);
        if (!std::holds_alternative<JczRun>(run)) continue; // the malformed inputs
        for (bool record : {false, true}) {
            INFO(file.string() << (record ? " --record" : ""));
            const auto& [game, replay] = std::get<JczRun>(run);
            const auto result = importJcz(game, replay, record, file.string());
            if (!std::holds_alternative<ImportResult>(result)) continue; // nothing to expect
            const ImportResult& r = std::get<ImportResult>(result);
            INFO(r.scenario);
            auto back = scenario::loadScenarioText(r.scenario, file.string(), "imported");
            REQUIRE(std::holds_alternative<scenario::Scenario>(back));
            const auto& loaded = std::get<scenario::Scenario>(back);
            CHECK(scenario::testing::content(loaded) == scenario::testing::content(r.model));
            // The action comments (where each action came from) are the writer's options.
            scenario::WriteOptions options;
            options.comments.push_back(r.scenario.substr(2, r.scenario.find('\n') - 2));
            for (const auto& a : replay.recording.actions)
                options.actionComments.push_back(a.origin);
            CHECK(scenario::writeScenario(loaded, options) == r.scenario);
            ++imported;
        }
    }
    // assertions-hold, assertion-fails and illegal-move, with and without --record
    CHECK(imported >= 5);
}
