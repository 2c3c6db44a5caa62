// Geometry conventions of tiles.md: rotation, facing half-edges, neighbours.
#include "rules/geometry.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;

TEST_CASE("a quarter turn maps N to E, E to S, S to W, W to N") {
    CHECK(rotate(Side::N, Rotation{1}) == Side::E);
    CHECK(rotate(Side::E, Rotation{1}) == Side::S);
    CHECK(rotate(Side::S, Rotation{1}) == Side::W);
    CHECK(rotate(Side::W, Rotation{1}) == Side::N);
    CHECK(rotate(HalfEdge::NL, Rotation{1}) == HalfEdge::EL);
    CHECK(rotate(HalfEdge::WR, Rotation{1}) == HalfEdge::NR);
    CHECK(rotate(HalfEdge::SR, Rotation{3}) == HalfEdge::ER);
}

TEST_CASE("half-edges meet their mirror across a side (tiles.md)") {
    CHECK(facing(HalfEdge::NL) == HalfEdge::SR);
    CHECK(facing(HalfEdge::NR) == HalfEdge::SL);
    CHECK(facing(HalfEdge::EL) == HalfEdge::WR);
    CHECK(facing(HalfEdge::ER) == HalfEdge::WL);
    for (HalfEdge h : kHalfEdges)
        CHECK(facing(facing(h)) == h);
}

TEST_CASE("y grows to the south") {
    CHECK(neighbour({0, 0}, Side::N) == Position{0, -1});
    CHECK(neighbour({0, 0}, Side::S) == Position{0, 1});
    CHECK(neighbour({0, 0}, Side::E) == Position{1, 0});
    CHECK(Position{5, -1} < Position{-5, 0});
}

TEST_CASE("rotations are whole quarter turns in degrees") {
    CHECK(Rotation::fromDegrees(270)->quarterTurns == 3);
    CHECK_FALSE(Rotation::fromDegrees(45).has_value());
    CHECK_FALSE(Rotation::fromDegrees(360).has_value());
    CHECK_FALSE(Rotation::fromDegrees(-90).has_value());
}
