#include "scenario_writer.hpp"

#include <nlohmann/json.hpp>

#include <sstream>

namespace carcassonne::protocol {

using namespace scenario;

namespace {

// YAML's double-quoted style is a superset of JSON strings.
std::string quoted(const std::string& s) {
    return nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string position(Position p) {
    return "[" + std::to_string(p.x) + ", " + std::to_string(p.y) + "]";
}

std::string location(const FeatureSpec& f) {
    std::string on(toString(f.kind));
    if (f.kind != FeatureKind::Cloister) on += " " + f.location.toString();
    return on;
}

std::string feature(const FeatureSpec& f) {
    return "at: " + position(f.at) + ", on: " + location(f);
}

std::string tileName(TileTypeId t) {
    return tileCatalog().at(t).name;
}

class Writer {
public:
    explicit Writer(const Scenario& s) : s_(s) {}

    std::string write(const std::string& comment) {
        std::istringstream lines(comment);
        for (std::string line; std::getline(lines, line);)
            out_ << "# " << line << "\n";
        out_ << "title: " << quoted(s_.title) << "\n";
        out_ << "rulings: [" << join(s_.rulings) << "]\n";
        out_ << "source: " << quoted(s_.source) << "\n";
        if (!s_.basis.empty()) out_ << "basis: [" << join(s_.basis) << "]\n";
        std::vector<std::string> editions;
        for (Edition e : s_.editions)
            editions.emplace_back(toString(e));
        out_ << "editions: [" << join(editions) << "]\n";
        std::vector<std::string> expansions;
        if (s_.expansions.has(Expansion::InnsCathedrals))
            expansions.emplace_back("inns-cathedrals");
        if (s_.expansions.has(Expansion::MageWitch)) expansions.emplace_back("mage-witch");
        out_ << "expansions: [" << join(expansions) << "]\n"; // [] is the base game alone
        if (!s_.rules.empty()) {
            out_ << "rules: {";
            for (std::size_t i = 0; i < s_.rules.size(); ++i)
                out_ << (i ? ", " : "") << s_.rules[i].first << ": " << quoted(s_.rules[i].second);
            out_ << "}\n";
        }
        out_ << "players: [" << join(s_.players) << "]\n";
        setup();
        out_ << "play:\n";
        for (const Action& a : s_.actions)
            action(a);
        return out_.str();
    }

private:
    const Scenario& s_;
    std::ostringstream out_;

    static std::string join(const std::vector<std::string>& items) {
        std::string out;
        for (const auto& i : items)
            out += (out.empty() ? "" : ", ") + i;
        return out;
    }

    std::string player(int p) const { return s_.players[static_cast<std::size_t>(p)]; }

    void setup() {
        const Setup& su = s_.setup;
        out_ << "setup:\n  tiles:\n";
        for (const SetupTile& t : su.tiles)
            out_ << "    - {tile: " << tileName(t.tile) << ", at: " << position(t.at)
                 << ", rotation: " << t.rotation.degrees() << "}\n";
        if (!su.followers.empty()) {
            out_ << "  followers:\n";
            for (const SetupFollower& f : su.followers)
                out_ << "    - {player: " << player(f.player) << ", " << feature(f.follower.on)
                     << (f.follower.large ? ", large: true" : "") << "}\n";
        }
        if (!su.figures.empty()) {
            out_ << "  figures:\n";
            for (const FigureSpec& f : su.figures)
                out_ << "    " << toString(f.figure) << ": {" << feature(*f.on) << "}\n";
        }
        if (!su.scores.empty()) out_ << "  scores: " << scores(su.scores) << "\n";
        if (!su.supply.empty()) out_ << "  supply: " << supply(su.supply) << "\n";
        if (su.turn) out_ << "  turn: " << player(*su.turn) << "\n";
    }

    std::string scores(const std::vector<std::pair<int, int>>& scores) const {
        std::string out;
        for (const auto& [p, points] : scores)
            out += (out.empty() ? "" : ", ") + player(p) + ": " + std::to_string(points);
        return "{" + out + "}";
    }

    std::string supply(const std::vector<SupplySpec>& supply) const {
        std::string out;
        for (const SupplySpec& s : supply) {
            std::string inner;
            if (s.normal) inner += "normal: " + std::to_string(*s.normal);
            if (s.large)
                inner +=
                    (inner.empty() ? "" : ", ") + std::string("large: ") + std::to_string(*s.large);
            out += (out.empty() ? "" : ", ") + player(s.player) + ": {" + inner + "}";
        }
        return "{" + out + "}";
    }

    void action(const Action& a) {
        switch (a.kind) {
        case Action::Kind::Draw:
            out_ << "  - draw: " << tileName(*a.tile) << "\n";
            break;
        case Action::Kind::Place:
            out_ << "  - place: {" << (a.tile ? "tile: " + tileName(*a.tile) + ", " : "")
                 << "at: " << position(a.at) << ", rotation: " << a.rotation.degrees() << "}\n";
            break;
        case Action::Kind::Discard:
            out_ << "  - discard: " << tileName(*a.tile) << "\n";
            break;
        case Action::Kind::Magic:
            out_ << "  - magic: {" << magic(a.magic) << "}\n";
            break;
        case Action::Kind::Follower:
            if (a.follower)
                out_ << "  - follower: {" << feature(a.follower->on)
                     << (a.follower->large ? ", large: true" : "") << "}\n";
            else
                out_ << "  - follower: none\n";
            break;
        case Action::Kind::Final:
            out_ << "  - final: true\n";
            break;
        }
        if (a.expectError) out_ << "    expect-error: " << toString(a.expectError->code) << "\n";
        if (a.expect.size() == 1) {
            out_ << "    expect:\n";
            expectation(a.expect.front(), "      ");
        } else if (!a.expect.empty()) {
            out_ << "    expect:\n";
            for (const Expectation& x : a.expect) {
                out_ << "      -\n";
                expectation(x, "        ");
            }
        }
    }

    static std::string magic(const MagicSpec& m) {
        if (m.remove) return "remove: " + std::string(toString(m.figure));
        return "figure: " + std::string(toString(m.figure)) + ", " + feature(*m.target);
    }

    template <typename T, typename F>
    void set(const SetExpectation<T>& x, const std::string& indent, F entry) {
        auto list = [&](const char* key, const std::optional<std::vector<T>>& v) {
            if (!v) return;
            out_ << indent << "  " << key << ":" << (v->empty() ? " []" : "") << "\n";
            for (const T& e : *v)
                out_ << indent << "    - {" << entry(e) << "}\n";
        };
        list("exactly", x.exactly);
        list("includes", x.includes);
        list("excludes", x.excludes);
        if (x.count) out_ << indent << "  count: " << *x.count << "\n";
    }

    void expectation(const Expectation& x, const std::string& indent) {
        if (x.editions) {
            std::vector<std::string> editions;
            for (Edition e : *x.editions)
                editions.emplace_back(toString(e));
            out_ << indent << "editions: [" << join(editions) << "]\n";
        }
        if (x.phase) out_ << indent << "phase: " << toString(*x.phase) << "\n";
        if (x.placements) {
            out_ << indent << "placements:\n";
            if (x.placementsTile)
                out_ << indent << "  tile: " << tileName(*x.placementsTile) << "\n";
            set(*x.placements, indent, [](const PlacementSpec& p) {
                return "at: " + position(p.at) +
                       ", rotation: " + std::to_string(p.rotation.degrees());
            });
        }
        if (x.followers) {
            out_ << indent << "followers:\n";
            set(*x.followers, indent, [](const FollowerSpec& f) {
                return feature(f.on) + (f.large ? ", large: true" : "");
            });
        }
        if (x.magic) {
            out_ << indent << "magic:\n";
            set(*x.magic, indent, [](const MagicSpec& m) { return magic(m); });
        }
        if (x.scored) {
            out_ << indent << "scored:"
                 << (x.scoredPartial ? "\n" + indent + "  partial: true\n" + indent + "  events:"
                                     : "")
                 << (x.scored->empty() ? " []" : "") << "\n";
            const std::string item = indent + (x.scoredPartial ? "    - {" : "  - {");
            for (const EventSpec& e : *x.scored)
                out_ << item << event(e) << "}\n";
        }
        if (!x.scores.empty()) out_ << indent << "scores: " << scores(x.scores) << "\n";
        if (!x.figures.empty()) {
            std::string figures;
            for (const FigureSpec& f : x.figures)
                figures += (figures.empty() ? "" : ", ") + std::string(toString(f.figure)) + ": " +
                           (f.on ? "{" + feature(*f.on) + "}" : "supply");
            out_ << indent << "figures: {" << figures << "}\n";
        }
        if (!x.supply.empty()) out_ << indent << "supply: " << supply(x.supply) << "\n";
    }

    std::string event(const EventSpec& e) const {
        std::string out =
            "feature: " + std::string(toString(e.feature.kind)) + ", " + feature(e.feature);
        for (const char* key :
             {"tiles", "pennants", "cities", "base", "inn", "cathedral", "mage", "witch", "points"})
            if (auto it = e.numbers.find(key); it != e.numbers.end())
                out += ", " + std::string(key) + ": " + std::to_string(it->second);
        std::vector<std::string> players;
        for (int p : e.players)
            players.push_back(player(p));
        out += ", players: [" + join(players) + "]";
        if (e.final) out += std::string(", final: ") + (*e.final ? "true" : "false");
        return out;
    }
};

} // namespace

std::string toYaml(const Scenario& s, const std::string& comment) {
    return Writer(s).write(comment);
}

} // namespace carcassonne::protocol
