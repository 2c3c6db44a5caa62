# The layer graph, declared once. Read by oracle/CMakeLists.txt (each layer's target links the
# layers it uses, and sees only their headers) and by tests/layering/check_layers.py (every
# `#include "layer/..."` under oracle/ must name the including folder's own layer or one it uses).
#
# ORACLE_USES_<layer> lists the layers a layer uses directly; it may also include from anything
# those use (the links are PUBLIC, so a layer sees the transitive closure). Taken from what the
# code includes; add an edge here only downwards, never to a layer that uses this one.
set(ORACLE_LAYERS formats rules codec scenario report render gamelog protocol cli)
set(ORACLE_USES_formats)                  # knows no rule; + nlohmann_json (private)
set(ORACLE_USES_rules)                    # the standard library only
set(ORACLE_USES_codec rules formats)      # + nlohmann_json
set(ORACLE_USES_scenario rules formats)   # + yaml-cpp, nlohmann_json (private)
set(ORACLE_USES_report scenario)          # + nlohmann_json (private)
set(ORACLE_USES_render scenario)
set(ORACLE_USES_gamelog codec scenario)
set(ORACLE_USES_protocol codec scenario)
set(ORACLE_USES_cli report render gamelog protocol) # + CLI11
