#pragma once
// The engine's guard: a process between the driver and the engine (`/bin/sh -c CMD`) that leads
// the engine's process group, so that nothing the engine starts outlives it:
// - when the engine (the shell) exits, the guard sends its exit status to the driver and kills
//   the whole group: a child that kept the engine's output dies with it, and the driver reads the
//   end of the output at once (CRASH), not after its timeout;
// - when the driver dies (killed, crashed), its end of the guard's lifeline closes with it and
//   the guard kills the group (a process-wide pipe, where PR_SET_PDEATHSIG would follow the
//   driver's thread that started the engine, and would kill the shell alone);
// - it is the group's child subreaper: what the engine orphans stays below it, and is reaped.
// The driver stops an engine by killing the group (the guard leads it, and is the driver's
// unreaped child until then, so the group's id cannot have been reused).

#include <string>
#include <sys/types.h>
#include <variant>

namespace carcassonne::protocol {

// The driver's ends of a started engine's pipes.
struct GuardedEngine {
    pid_t guard = -1;  // the guard's id: the engine's process group
    int in = -1;       // the engine's standard input (the driver writes)
    int out = -1;      // its standard output (the driver reads)
    int err = -1;      // its standard error
    int status = -1;   // the engine's wait status (an int) once it exited, then end of file
    int lifeline = -1; // closed when the driver dies: the guard then kills the group
};

// Starts `command` with /bin/sh -c under a guard; every descriptor is close-on-exec in the driver.
// An error is errno's text.
std::variant<GuardedEngine, std::string> startGuarded(const std::string& command);

} // namespace carcassonne::protocol
