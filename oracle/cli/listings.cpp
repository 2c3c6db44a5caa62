#include "listings.hpp"

#include "codec/tile_json.hpp"
#include "formats/join.hpp"
#include "rules/error_code.hpp"
#include "rules/registry.hpp"
#include "rules/ruling.hpp"
#include "rules/tile_catalog.hpp"

#include <iomanip>
#include <ostream>
#include <string>
#include <vector>

namespace carcassonne::cli {

namespace {
// Where the citations of the listings below ("000 §1", "001 fn 5", "CAR") are explained.
constexpr std::string_view kSourcesKey =
    "Sources: 000 to 004 are rule texts, cited by number, then section (§), paragraph (¶) or\n"
    "footnote (fn). Key to them and to the secondary sources: docs/sources.md in the repository.\n";

std::string basisNote(std::string_view rulingId) {
    const Ruling* r = findRuling(rulingId);
    if (!r || r->basis == RulingBasis::Publisher) return "";
    return " [" + std::string(toString(r->basis)) + "]";
}

std::string describeFeature(const TileFeature& f) {
    std::string out(toString(f.kind));
    if (const std::string reach = reachText(f); !reach.empty()) out += " " + reach;
    if (f.pennants) out += " +pennant";
    if (f.inn) out += " +inn";
    if (f.cathedral) out += " +cathedral";
    return out;
}
} // namespace

void printEditions(std::ostream& out) {
    for (Edition e : kEditions) {
        const RuleSet rules = defaultRules(e);
        out << toString(e) << ": " << describe(e) << "\n";
        for (const SwitchInfo& s : allSwitches()) {
            out << "  " << std::left << std::setw(20) << s.name << " = " << std::setw(16)
                << switchValue(rules, s.name) << " (" << s.source << ")";
            if (s.secondary && e == Edition::C3_1 && s.name == "inn-cathedral-final")
                out << " [secondary]";
            out << "\n";
            for (auto id : s.rulings)
                out << "      ruling " << id << basisNote(id) << "\n";
        }
    }
    out << "\n" << kSourcesKey;
    out << "\nSwitches (override with `rules:` in a scenario):\n";
    for (const SwitchInfo& s : allSwitches()) {
        out << "  " << s.name << ": " << s.description << "\n    values:";
        for (auto v : s.values)
            out << " " << v;
        out << "\n";
    }
}

void printTiles(std::ostream& out, Edition edition, const ExpansionSet& expansions) {
    const TileCatalog& catalog = tileCatalog();
    // The copies a game has, as the JSON listing counts them (river.start.box).
    const std::vector<int> dealt = rules::copiesDealt(edition, expansions);
    int total = 0;
    out << "Tiles of " << toString(edition) << " (" << describe(edition) << ")\n";
    for (const TileType& t : catalog.all()) {
        const int n = dealt[t.id];
        if (n == 0) continue;
        total += n;
        out << std::left << std::setw(12) << t.name << std::setw(3) << t.letter << std::right
            << std::setw(2) << n << "  " << t.edgePattern() << "  ";
        out << formats::join(t.features(), "; ",
                             [](const TileFeature& f) { return describeFeature(f); });
        if (t.magic) out << "  [magic]";
        if (t.garden) out << "  [garden]";
        out << "\n";
    }
    out << total << " tiles";
    // The JSON listing's notes.
    for (const std::string& note : codec::tileSetNotes(edition, expansions))
        out << " (" << note << ")";
    out << "\n";
}

void printRulings(std::ostream& out) {
    for (const Ruling& r : allRulings())
        out << std::left << std::setw(40) << r.id << std::setw(12) << r.editions << std::setw(15)
            << toString(r.basis) << r.summary << "\n"
            << std::string(40, ' ') << "source: " << r.source << "\n";
    out << "\n" << kSourcesKey;
}

void printErrorCodes(std::ostream& out) {
    for (const ErrorCodeInfo& e : allErrorCodes())
        out << std::left << std::setw(32) << e.name << e.description << "\n";
}

} // namespace carcassonne::cli
