#include "fuzz_aim.hpp"
#include "formats/join.hpp"
#include "scenario/game_config.hpp"

#include <algorithm>

namespace carcassonne::protocol {

namespace {

std::string listed(const std::set<std::string>& names) {
    return names.empty() ? "none" : formats::join(names, ", ");
}

} // namespace

std::variant<FuzzAim, std::string> aimAt(const Capabilities& engine, const FuzzNarrowing& n) {
    FuzzAim aim;
    for (const std::string query : {"legal", "state", "ledger"})
        if (!engine.queries.contains(query))
            return "fuzz compares the answers to `query " + query +
                   "` after every action, and the engine does not declare it (it declares: " +
                   listed(engine.queries) + ")";
    for (Edition e :
         n.editions.empty() ? std::vector<Edition>(kEditions.begin(), kEditions.end()) : n.editions)
        if (engine.editions.contains(std::string(toString(e)))) aim.editions.push_back(e);
    if (aim.editions.empty())
        return "the engine plays none of the editions asked for (it declares: " +
               listed(engine.editions) + ")";
    if (n.expansions) {
        for (const std::string& name : expansionNamesIn(*n.expansions))
            if (!engine.expansions.contains(name))
                return "the engine does not play " + name +
                       " (it declares: " + listed(engine.expansions) + ")";
        aim.expansionSets = {*n.expansions};
    } else {
        // Each subset of what is declared: a bug of an expansion's tiles shows in games with it
        // alone, and the base game's in games without any (bit i of k: the i-th declared).
        std::vector<Expansion> declared;
        for (const std::string& name : engine.expansions)
            if (const auto e = expansionToAdd(name)) declared.push_back(*e);
        for (std::size_t k = 0; k < (std::size_t{1} << declared.size()); ++k) {
            ExpansionSet set;
            for (std::size_t i = 0; i < declared.size(); ++i)
                if (k & (std::size_t{1} << i)) set.add(declared[i]);
            aim.expansionSets.push_back(set);
        }
    }
    for (const SwitchInfo& s : allSwitches()) {
        const auto declared = engine.switches.find(std::string(s.name));
        if (declared == engine.switches.end()) continue;
        std::vector<std::string> values;
        for (std::string_view v : s.values)
            if (declared->second.contains(std::string(v))) values.emplace_back(v);
        if (!values.empty()) aim.switches.emplace_back(&s, std::move(values));
    }
    aim.minPlayers = n.minPlayers;
    aim.maxPlayers = n.maxPlayers;
    return aim;
}

DrawnConfig drawConfig(const FuzzAim& aim, SeededRandom& random, SeededRandom& switches) {
    DrawnConfig drawn;
    // Drawn in this order, so that a campaign's seed gives the games it always gave.
    const Edition edition = aim.editions[random.below(aim.editions.size())];
    ExpansionSet expansions = ExpansionSet::all();
    if (aim.expansionSets.size() > 1)
        expansions = aim.expansionSets[switches.below(aim.expansionSets.size())];
    else if (!aim.expansionSets.empty())
        expansions = aim.expansionSets.front();
    const int players = aim.minPlayers + static_cast<int>(random.below(static_cast<std::size_t>(
                                             aim.maxPlayers - aim.minPlayers + 1)));
    drawn.config = scenario::gameConfig(edition, {}, expansions, players).value();
    GameConfig& config = drawn.config;
    for (const auto& [info, values] : aim.switches) {
        if (switches.below(6) != 0) continue;
        const std::string& value = values[switches.below(values.size())];
        if (value == switchValue(config.rules, info->name)) continue;
        if (setSwitch(config.rules, info->name, value))
            drawn.overrides.emplace_back(std::string(info->name), value);
    }
    return drawn;
}

} // namespace carcassonne::protocol
