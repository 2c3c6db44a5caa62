#pragma once
// The rules model of Carcassonne with Inns & Cathedrals and Mage & Witch, edition by edition.
// Include this one header to use it; the vocabulary:
// clang-format off
//   Tile, TileCatalog     tile.hpp, tile_catalog.hpp   the printed tiles, counts per edition
//   resolveTileCopy()     tile_copies.hpp              which copy a letter or an id takes
//   Position, Rotation    geometry.hpp                 x east, y south, clockwise quarter turns
//   Board, FeatureRef     board.hpp                    placed tiles and the features they form
//   Edition, RuleSet      edition.hpp                  profiles C1 C2 C3 C3.1 and their switches
//   Ruling                ruling.hpp                   the register of rules with stable ids
//   GameState, Phase      game_state.hpp               a game as a value
//   NamedMove             named_move.hpp               a move with its features named, as records write it
//   playNamed()           play_named.hpp               a record's move resolved and played
//   PositionSpec          position.hpp                 a set-up described; startPosition() builds it
//   newGame(), setup*()   game.hpp                     a new game; a position's pieces put down
//   Event, ScoreEvent     score_event.hpp              the ledger of a move
//   ScoreField            score_fields.hpp             a score event's numbers by name, one table
//   valueOf()             scoring.hpp                  inn/cathedral, mage +N, witch halving
//   playRandomGame()      random_game.hpp              seeded random legal games
//   rules::Move           moves.hpp                    one value for every kind of move
//   rules::legalMoves()   turn.hpp                     every move of the step; refusal(), play()
//   rules::walkGame()     walker.hpp                   a game played step by step by a chooser
//   kinds, kind tables    kinds.hpp, kind_tables.hpp   feature, edge, follower, move kinds as rows
//   ExpansionModule       expansion_module.hpp         an expansion: tiles, kinds, switches, hooks
//   rules::modules()      registry.hpp                 the modules; the turn's steps; start tile
//   nameOf(), parseName() vocabulary.hpp               the names of every enum, one table each
// clang-format on

#include "rules/board.hpp"
#include "rules/edition.hpp"
#include "rules/error_code.hpp"
#include "rules/expansion_module.hpp"
#include "rules/expansion_set.hpp"
#include "rules/figures.hpp"
#include "rules/forced_removal.hpp"
#include "rules/game.hpp"
#include "rules/game_state.hpp"
#include "rules/geometry.hpp"
#include "rules/kind_tables.hpp"
#include "rules/kinds.hpp"
#include "rules/move.hpp"
#include "rules/moves.hpp"
#include "rules/named_move.hpp"
#include "rules/play_named.hpp"
#include "rules/position.hpp"
#include "rules/random_game.hpp"
#include "rules/refusal.hpp"
#include "rules/registry.hpp"
#include "rules/result.hpp"
#include "rules/ruling.hpp"
#include "rules/score_event.hpp"
#include "rules/score_fields.hpp"
#include "rules/scoring.hpp"
#include "rules/tile.hpp"
#include "rules/tile_catalog.hpp"
#include "rules/tile_copies.hpp"
#include "rules/tile_rows.hpp"
#include "rules/turn.hpp"
#include "rules/vocabulary.hpp"
#include "rules/walker.hpp"
