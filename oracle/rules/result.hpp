#pragma once
// Errors as values: every rules-model operation that can be refused returns a Result.
// (std::expected is C++23; g++ 12 in C++20 mode does not have it, so this is the small subset we
// use.)

#include "error_code.hpp"

#include <string>
#include <utility>
#include <variant>

namespace carcassonne {

// A refused move or query: a stable code (see error_code.hpp) and a sentence for people.
struct Error {
    ErrorCode code;
    std::string message;
};

// E is Error but where a refusal carries more (rules/position.hpp: which entry it is about).
template <typename T, typename E = Error>
class [[nodiscard]] Result {
public:
    Result(T value) : data_(std::move(value)) {}
    Result(E error) : data_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(data_); }
    T& value() & { return std::get<T>(data_); }
    T&& value() && { return std::get<T>(std::move(data_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const E& error() const { return std::get<E>(data_); }

private:
    std::variant<T, E> data_;
};

// Result<void>: success carries nothing.
struct Ok {};
using Status = Result<Ok>;

inline Error fail(ErrorCode code, std::string message) {
    return Error{code, std::move(message)};
}

} // namespace carcassonne
