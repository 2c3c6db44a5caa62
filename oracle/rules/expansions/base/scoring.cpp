// The base game's values (base.road, base.city, base.city.tiny, base.cloister) and the farmers'
// final scoring (base.field, base.field.old).
#include "hooks.hpp"
#include "module.hpp"

#include "rules/scoring.hpp"

#include <map>
#include <set>

namespace carcassonne::base {

namespace {

void roadValue(const ScoreInput& in, const RuleSet&, FeatureValue& v) {
    v.base = in.tiles; // base.road
    v.rulings.push_back("base.road");
}

void cityValue(const ScoreInput& in, const RuleSet& rules, FeatureValue& v) {
    if (!in.complete) {
        v.base = in.tiles + in.pennants; // base.city (game end)
        v.rulings.push_back("base.city");
    } else if (rules.tinyCity && in.tiles == 2 && !in.cathedral) {
        v.base = in.tiles + in.pennants; // base.city.tiny
        v.rulings.push_back("base.city.tiny");
    } else {
        v.base = 2 * (in.tiles + in.pennants); // base.city
        v.rulings.push_back("base.city");
    }
}

void cloisterValue(const ScoreInput& in, const RuleSet&, FeatureValue& v) {
    v.base = in.complete ? 9 : 1 + in.tiles; // base.cloister
    v.rulings.push_back("base.cloister");
}

// Field roots holding followers, in scoring order.
std::vector<NodeId> occupiedFields(const GameState& state) {
    std::vector<NodeId> fields;
    for (const Follower& f : state.followers) {
        const NodeId r = state.board.root(f.node);
        if (state.board.feature(r).kind == FeatureKind::Field &&
            std::find(fields.begin(), fields.end(), r) == fields.end())
            fields.push_back(r);
    }
    sortForScoring(state.board, fields);
    return fields;
}

// The completed cities bordering a field, as roots, in ascending order.
std::vector<NodeId> completedCitiesOf(const Board& board, NodeId field) {
    std::set<NodeId> cities;
    for (NodeId c : board.adjacentCitiesOf(field))
        if (board.isComplete(c)) cities.insert(board.root(c));
    return {cities.begin(), cities.end()};
}

ScoreEvent fieldEvent(const Board& board, NodeId field, int cities, int perCity) {
    ScoreEvent e;
    e.kind = FeatureKind::Field;
    e.feature = board.canonical(field);
    e.final = true;
    e.tiles = board.feature(field).tileCount;
    e.cities = cities;
    e.base = perCity * cities;
    e.points = e.base;
    e.rulings = {"base.final", "base.field", "base.score.majority"};
    return e;
}

// base.field, and base.field.old with farmers: 3-per-city-once.
void scoreFieldsPerField(GameState& state, bool oncePerPlayer, Events& events) {
    const Board& board = state.board;
    std::vector<std::set<NodeId>> scoredBy(state.players.size());
    for (NodeId field : occupiedFields(state)) {
        const auto cities = completedCitiesOf(board, field);
        ScoreEvent e = fieldEvent(board, field, static_cast<int>(cities.size()), 3);
        if (oncePerPlayer) e.rulings.push_back("base.field.old");
        for (PlayerIndex p : majority(state, field)) {
            int points = e.points;
            if (oncePerPlayer) {
                int fresh = 0;
                for (NodeId c : cities)
                    fresh += scoredBy[p].insert(c).second ? 1 : 0;
                points = 3 * fresh;
            }
            e.scorers.push_back({p, points});
            state.players[p].score += points;
        }
        events.push_back(std::move(e));
    }
}

// base.field.old with farmers: 4-per-city: each completed city goes to the farmer majority over
// all the fields that border it.
void scoreFieldsPerCity(GameState& state, Events& events) {
    const Board& board = state.board;
    std::map<NodeId, std::vector<NodeId>> fieldsOfCity;
    for (NodeId field : occupiedFields(state))
        for (NodeId c : completedCitiesOf(board, field))
            fieldsOfCity[c].push_back(field);
    std::vector<NodeId> cities;
    for (const auto& [c, _] : fieldsOfCity)
        cities.push_back(c);
    sortForScoring(board, cities);
    for (NodeId c : cities) {
        const std::vector<NodeId>& fields = fieldsOfCity[c];
        ScoreEvent e = fieldEvent(board, fields.front(), 1, 4);
        e.feature = board.canonical(c);
        e.tiles = board.feature(c).tileCount;
        e.rulings.push_back("base.field.old");
        for (PlayerIndex p : majority(state, fields)) {
            e.scorers.push_back({p, 4});
            state.players[p].score += 4;
        }
        events.push_back(std::move(e));
    }
}

} // namespace

void scoreFields(GameState& state, Events& events) {
    switch (state.config.rules.farmers) {
    case FarmerScoring::ThreePerCity:
        scoreFieldsPerField(state, false, events);
        break;
    case FarmerScoring::ThreePerCityOnce:
        scoreFieldsPerField(state, true, events);
        break;
    case FarmerScoring::FourPerCity:
        scoreFieldsPerCity(state, events);
        break;
    case FarmerScoring::Off:
        break; // base.farmers.off: no follower stands on a field, and fields never score
    }
}

bool withoutFarmers(const GameState& state) {
    return state.config.rules.farmers == FarmerScoring::Off;
}

// base.farmers.off: in the variant without farmers no follower goes on a field.
rules::Refusal farmersRefusal(const GameState& state, NodeId on, FollowerKind, rules::Ask ask) {
    if (state.config.rules.farmers != FarmerScoring::Off ||
        state.board.feature(on).kind != FeatureKind::Field)
        return std::nullopt;
    return rules::refuse(ask, ErrorCode::FarmersOff, [&] {
        return "the " + state.board.canonical(on).toString() +
               " is a field, and this game is played without farmers (switch farmers: off, "
               "base.farmers.off)";
    });
}

std::span<const rules::FeatureScoring> values() {
    static constexpr rules::FeatureScoring kValues[] = {
        {FeatureKind::Road, &roadValue},
        {FeatureKind::City, &cityValue},
        {FeatureKind::Cloister, &cloisterValue},
    };
    return kValues;
}

} // namespace carcassonne::base
