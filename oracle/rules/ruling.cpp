#include "ruling.hpp"

#include "registry.hpp"

#include <vector>

namespace carcassonne {

std::string_view toString(RulingBasis basis) {
    switch (basis) {
    case RulingBasis::Publisher:
        return "publisher";
    case RulingBasis::Secondary:
        return "secondary";
    case RulingBasis::Interpretation:
        return "interpretation";
    case RulingBasis::Derived:
        return "derived";
    case RulingBasis::Switch:
        return "switch";
    case RulingBasis::OutOfScope:
        return "out-of-scope";
    }
    return "?";
}

std::span<const Ruling> allRulings() {
    // Each module's rows, in module order: built once, never changed.
    static const std::vector<Ruling> all = [] {
        std::vector<Ruling> out;
        for (const rules::ExpansionModule* m : rules::modules())
            if (m->rulings)
                for (const Ruling& r : m->rulings())
                    out.push_back(r);
        return out;
    }();
    return all;
}

bool holdsIn(const Ruling& ruling, Edition edition) {
    if (ruling.basis == RulingBasis::Switch || ruling.basis == RulingBasis::OutOfScope)
        return false;
    if (ruling.editions == "all") return true;
    std::string_view rest = ruling.editions;
    while (!rest.empty()) {
        const auto comma = rest.find(", ");
        const std::string_view item = rest.substr(0, comma);
        if (item == toString(edition)) return true;
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 2);
    }
    return false;
}

const Ruling* findRuling(std::string_view id) {
    for (const auto& r : allRulings())
        if (r.id == id) return &r;
    return nullptr;
}

std::string_view rulingBrokenBy(ErrorCode code) {
    return infoOf(code).ruling;
}

} // namespace carcassonne
