#pragma once
// A scenario's `basis`: a scenario that rests on a ruling the register holds as an interpretation
// or on secondary sources says so (`basis: [interpretation]`). The loader checks it and the
// writers' callers state it, both from this one reading of the register.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::scenario {

// The basis word a ruling calls for ("interpretation", "secondary"), if any.
std::optional<std::string_view> basisCalledFor(std::string_view ruling);
// Every basis word the rulings call for, each once, in the order they first come up.
std::vector<std::string> basisFor(const std::vector<std::string>& rulings);

} // namespace carcassonne::scenario
