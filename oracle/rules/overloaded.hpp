#pragma once
// std::visit with one lambda per alternative: Overloaded{[](const PlaceTile&) {...}, ...}.

namespace carcassonne {

template <typename... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <typename... F>
Overloaded(F...) -> Overloaded<F...>;

} // namespace carcassonne
