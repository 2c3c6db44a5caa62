#include "writer.hpp"

#include "action.hpp"

#include "formats/join.hpp"
#include "formats/yaml_text.hpp"

#include <string_view>

namespace carcassonne::scenario {

namespace {

// Flow collections of values already written as YAML.
class FlowMap {
public:
    FlowMap& add(std::string_view key, const std::string& value) {
        entries_.push_back(std::string(key) + ": " + value);
        return *this;
    }
    std::string text() const { return "{" + formats::join(entries_, ", ") + "}"; }

private:
    std::vector<std::string> entries_;
};

std::string flowList(const std::vector<std::string>& items) {
    return "[" + formats::join(items, ", ") + "]";
}

std::string number(int n) {
    return std::to_string(n);
}

std::string word(std::string_view text) {
    return formats::yamlScalar(std::string(text));
}

std::string position(Position p) {
    return flowList({number(p.x), number(p.y)});
}

// As the file named it: a letter or an id (TileNaming).
std::string tile(TileTypeId t, TileNaming naming = TileNaming::Id) {
    return formats::yamlScalar(tileCatalog().text({t, naming}));
}

std::string editions(const std::vector<Edition>& editions) {
    std::vector<std::string> out;
    for (Edition e : editions)
        out.push_back(word(toString(e)));
    return flowList(out);
}

std::string words(const std::vector<std::string>& items) {
    std::vector<std::string> out;
    for (const auto& i : items)
        out.push_back(formats::yamlScalar(i));
    return flowList(out);
}

// `road E`, `field NL`, `field I`, `cloister`: what the loader's readFeature reads.
std::string location(const FeatureSpec& f) {
    return formats::yamlScalar(partText(f.kind, f.location));
}

FlowMap& addFeature(FlowMap& m, const FeatureSpec& f) {
    return m.add("at", position(f.at)).add("on", location(f));
}

std::string feature(const FeatureSpec& f) {
    FlowMap m;
    return addFeature(m, f).text();
}

std::string follower(const FollowerSpec& f, FlowMap m = {}) {
    addFeature(m, f.on);
    if (flagged(f.kind)) m.add(std::string(nameOf(f.kind)), "true");
    return m.text();
}

std::string magic(const MagicSpec& m) {
    if (m.remove) return FlowMap().add("remove", word(toString(m.figure))).text();
    FlowMap out;
    out.add("figure", word(toString(m.figure)));
    return (m.target ? addFeature(out, *m.target) : out).text();
}

std::string placement(const PlacementSpec& p) {
    return FlowMap().add("at", position(p.at)).add("rotation", number(p.rotation.degrees())).text();
}

// The lines of a block, each written with the indentation of the block it belongs to.
using Lines = std::vector<std::string>;

class Writer {
public:
    Writer(const Scenario& s, const WriteOptions& o) : s_(s), o_(o) {}

    std::string write() {
        for (const auto& c : o_.comments)
            out_ += "# " + formats::yamlCommentText(c) + "\n";
        line("title: " + formats::yamlQuoted(s_.title));
        line("rulings: " + words(s_.rulings));
        if (!s_.basis.empty()) line("basis: " + words(s_.basis));
        line("source: " + formats::yamlQuoted(s_.source));
        if (!s_.notes.empty()) line("notes: " + formats::yamlQuoted(s_.notes));
        line("editions: " + editions(s_.editions));
        const std::vector<std::string> expansions = expansionNamesIn(s_.expansions);
        line("expansions: " + words(expansions)); // [] is the base game alone
        if (!s_.rules.empty()) {
            FlowMap rules;
            for (const auto& [name, value] : s_.rules)
                rules.add(formats::yamlScalar(name), formats::yamlScalar(value));
            line("rules: " + rules.text());
        }
        line("players: " + words(s_.players));
        setup();
        if (s_.actions.empty())
            line("play: []");
        else
            line("play:");
        for (std::size_t i = 0; i < s_.actions.size(); ++i)
            action(s_.actions[i], i < o_.actionComments.size() ? o_.actionComments[i] : "");
        return out_;
    }

private:
    const Scenario& s_;
    const WriteOptions& o_;
    std::string out_;

    void line(const std::string& text, int indent = 0) {
        out_ += std::string(static_cast<std::size_t>(indent), ' ') + text + "\n";
    }

    // A block list under `key:` (`key: []` when empty).
    static void list(Lines& out, const std::string& key, const Lines& items) {
        out.push_back(key + ":" + (items.empty() ? " []" : ""));
        for (const auto& i : items)
            out.push_back("  - " + i);
    }

    static Lines indented(const Lines& lines) {
        Lines out;
        for (const auto& l : lines)
            out.push_back("  " + l);
        return out;
    }

    std::string player(int p) const {
        return formats::yamlScalar(s_.players.at(static_cast<std::size_t>(p)));
    }

    std::string scores(const std::vector<std::pair<int, int>>& scores) const {
        FlowMap m;
        for (const auto& [p, points] : scores)
            m.add(player(p), number(points));
        return m.text();
    }

    std::string supply(const std::vector<SupplySpec>& supply) const {
        FlowMap m;
        for (const SupplySpec& s : supply) {
            FlowMap inner;
            for (FollowerKind kind : kFollowerKinds)
                if (s.of(kind)) inner.add(std::string(nameOf(kind)), number(*s.of(kind)));
            m.add(player(s.player), inner.text());
        }
        return m.text();
    }

    static std::string figures(const std::vector<FigureSpec>& figures) {
        FlowMap m;
        for (const FigureSpec& f : figures)
            m.add(word(toString(f.figure)), f.on ? feature(*f.on) : "supply");
        return m.text();
    }

    void setup() {
        const Setup& su = s_.setup;
        if (su.tiles.empty() && su.followers.empty() && su.figures.empty() && su.scores.empty() &&
            su.supply.empty() && !su.turn)
            return;
        Lines lines;
        if (!su.tiles.empty()) {
            Lines tiles;
            for (const SetupTile& t : su.tiles) {
                FlowMap entry;
                entry.add("tile", tile(t.tile, t.naming))
                    .add("at", position(t.at))
                    .add("rotation", number(t.rotation.degrees()));
                if (t.editions) entry.add("editions", editions(*t.editions));
                tiles.push_back(entry.text());
            }
            list(lines, "tiles", tiles);
        }
        if (!su.followers.empty()) {
            Lines followers;
            for (const SetupFollower& f : su.followers)
                followers.push_back(
                    follower(f.follower, FlowMap().add("player", player(f.player))));
            list(lines, "followers", followers);
        }
        if (!su.figures.empty()) lines.push_back("figures: " + figures(su.figures));
        if (!su.scores.empty()) lines.push_back("scores: " + scores(su.scores));
        if (!su.supply.empty()) lines.push_back("supply: " + supply(su.supply));
        if (su.turn) lines.push_back("turn: " + player(*su.turn));
        line("setup:");
        for (const auto& l : lines)
            line(l, 2);
    }

    // The action's own key and value, e.g. `place: {tile: V, at: [1, 0], rotation: 90}`, in the
    // form the rows of its kinds of move give (ActionForm), as the loader reads it.
    static std::string actionText(const Action& a) {
        const std::string key = std::string(a.key) + ": ";
        if (a.draws()) return key + tile(*a.tile, a.tileNaming);
        const std::uint8_t operands = operandsNamed(a);
        const ActionForm form = actionForm(a.key);
        if (operands == 0) return key + (form.mapped.empty() && !form.tileAlone ? "true" : "none");
        if (operands == kTileOperand && form.tileAlone) return key + tile(*a.tile, a.tileNaming);
        const MoveKindRow* row = rowWritten(a);
        FlowMap m;
        if (operands & kTileOperand) m.add("tile", tile(*a.tile, a.tileNaming));
        if (operands & kFigureOperand)
            m.add(row ? row->figureKey : "figure", word(toString(a.magic.figure)));
        if (operands & kSquareOperand)
            m.add("at", position(a.at)).add("rotation", number(a.rotation.degrees()));
        if (operands & kFollowerOperand) return key + follower(*a.follower, std::move(m));
        if ((operands & kFeatureOperand) && (operands & kFigureOperand))
            addFeature(m, *a.magic.target);
        else if (operands & kFeatureOperand)
            addFeature(m, *a.feature);
        return key + m.text();
    }

    void action(const Action& a, const std::string& comment) {
        line("- " + actionText(a) +
                 (comment.empty() ? "" : "  # " + formats::yamlCommentText(comment)),
             2);
        if (a.player) line("player: " + player(*a.player), 4);
        if (a.editions) line("editions: " + editions(*a.editions), 4);
        if (a.expectError) {
            const std::string code = word(toString(a.expectError->code));
            line("expect-error: " + (a.expectError->editions
                                         ? FlowMap()
                                               .add("code", code)
                                               .add("editions", editions(*a.expectError->editions))
                                               .text()
                                         : code),
                 4);
        }
        if (a.expect.size() == 1) {
            const Lines x = expectation(a.expect.front());
            line(std::string("expect:") + (x.empty() ? " {}" : ""), 4);
            for (const auto& l : x)
                line(l, 6);
        } else if (!a.expect.empty()) {
            line("expect:", 4);
            for (const Expectation& e : a.expect) {
                const Lines x = expectation(e);
                line("- " + (x.empty() ? "{}" : x.front()), 6);
                for (std::size_t i = 1; i < x.size(); ++i)
                    line(x[i], 8);
            }
        }
    }

    // `exactly` / `includes` / `excludes` / `count`, below the set's key.
    template <typename T, typename F>
    static void set(Lines& out, const SetExpectation<T>& x, F entry) {
        Lines lines;
        auto items = [&](const char* key, const std::optional<std::vector<T>>& v) {
            if (!v) return;
            Lines written;
            for (const T& e : *v)
                written.push_back(entry(e));
            list(lines, key, written);
        };
        items("exactly", x.exactly);
        items("includes", x.includes);
        items("excludes", x.excludes);
        if (x.count) lines.push_back("count: " + number(*x.count));
        for (const auto& l : indented(lines))
            out.push_back(l);
    }

    Lines expectation(const Expectation& x) const {
        Lines out;
        if (x.editions) out.push_back("editions: " + editions(*x.editions));
        if (x.phase) out.push_back("phase: " + word(toString(*x.phase)));
        if (x.placements) {
            out.push_back("placements:");
            if (x.placementsTile) out.push_back("  tile: " + tile(*x.placementsTile));
            set(out, *x.placements, placement);
        }
        if (x.followers) {
            out.push_back("followers:");
            set(out, *x.followers, [](const FollowerSpec& f) { return follower(f); });
        }
        if (x.magic) {
            out.push_back("magic:");
            set(out, *x.magic, magic);
        }
        if (x.scored) {
            Lines events;
            for (const EventSpec& e : *x.scored)
                events.push_back(event(e));
            if (x.scoredPartial) {
                Lines partial{"partial: true"};
                list(partial, "events", events);
                out.push_back("scored:");
                for (const auto& l : indented(partial))
                    out.push_back(l);
            } else {
                list(out, "scored", events);
            }
        }
        if (!x.scores.empty()) out.push_back("scores: " + scores(x.scores));
        if (!x.figures.empty()) out.push_back("figures: " + figures(x.figures));
        if (!x.supply.empty()) out.push_back("supply: " + supply(x.supply));
        return out;
    }

    std::string event(const EventSpec& e) const {
        FlowMap m;
        m.add("feature", word(toString(e.kind.value_or(e.feature.kind))));
        addFeature(m, e.feature);
        for (const auto& [field, value] : e.numbers) // in the table's order
            m.add(std::string(nameOf(field)), number(value));
        std::vector<std::string> players;
        for (int p : e.players)
            players.push_back(player(p));
        m.add("players", flowList(players));
        if (e.final) m.add("final", *e.final ? "true" : "false");
        return m.text();
    }
};

} // namespace

std::string writeScenario(const Scenario& s, const WriteOptions& options) {
    return Writer(s, options).write();
}

} // namespace carcassonne::scenario
