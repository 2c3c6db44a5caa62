#pragma once
// The ruling register (`carcassonne-oracle rulings`, docs/rulings.md) as data: every rule the
// oracle enforces, with its stable id, the editions it holds in, and how firm its source is.

#include "edition.hpp"
#include "error_code.hpp"

#include <span>
#include <string_view>

namespace carcassonne {

enum class RulingBasis : unsigned char {
    Publisher,      // a publisher's rule text or official FAQ
    Secondary,      // community wikis, forum rulings, other engines
    Interpretation, // no text settles it; the project's ruling
    Derived,        // follows from other rulings
    Switch,         // off by default; a named rule switch turns it on
    OutOfScope,     // recorded so users know the oracle does not model it
};
std::string_view toString(RulingBasis basis);

struct Ruling {
    std::string_view id;
    std::string_view editions; // "all", "C1, C2, C3", "C3.1", "switch"...
    RulingBasis basis;
    std::string_view summary;
    std::string_view source;
};

std::span<const Ruling> allRulings();
// Whether the ruling holds in the edition by its row: "all" holds everywhere, a list of editions
// ("C1, C2, C3", "C3.1") in those. A switch ruling holds in no edition's defaults, an
// out-of-scope one in none (the oracle does not model it), so neither needs a run per edition.
bool holdsIn(const Ruling& ruling, Edition edition);
const Ruling* findRuling(std::string_view id);

// The ruling an illegal move breaks when the rules refuse it with `code` (for the `rulings` of a
// scenario that expects the refusal: fuzz's probes, check-log's reproducers); empty for a code
// no single ruling stands behind.
std::string_view rulingBrokenBy(ErrorCode code);

} // namespace carcassonne
