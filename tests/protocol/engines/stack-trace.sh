#!/bin/sh
# stack-trace.sh KIND: an engine that answers hello, new-game and setup, then dies at its first
# move or query with a runtime's error on standard error, as KIND writes one (node, jvm, python),
# after 10 KB of log lines: the crash's finding must quote the error itself (not only the last
# lines, the bottom stack frames), and the transcript keep the whole tail to its last frame.
kind=$1
chatter() {
    i=0
    while [ $i -lt 200 ]; do
        echo "engine log: turn $i evaluated, 17 candidate moves, cache warm" >&2
        i=$((i + 1))
    done
}
trace() {
    case $kind in
    node)
        cat >&2 <<'TRACE'
/home/dev/engine/dist/board.js:214
        throw new Error(`no feature at ${key}`);
        ^

Error: no feature at 3,-1/city E
    at Board.featureAt (/home/dev/engine/dist/board.js:214:15)
    at Game.placeFollower (/home/dev/engine/dist/game.js:88:31)
    at Protocol.play (/home/dev/engine/dist/protocol.js:140:22)
    at Interface.<anonymous> (/home/dev/engine/dist/main.js:31:18)
    at Interface.emit (node:events:517:28)
    at [_onLine] [as _onLine] (node:internal/readline/interface:416:12)
    at [_normalWrite] [as _normalWrite] (node:internal/readline/interface:610:22)
    at Socket.ondata (node:internal/readline/interface:243:23)
    at Socket.emit (node:events:517:28)
    at addChunk (node:internal/streams/readable:368:12)
    at readableAddChunk (node:internal/streams/readable:341:9)
    at Readable.push (node:internal/streams/readable:278:10)
    at node:internal/main/run_main_module:23:47

Node.js v18.19.0
TRACE
        ;;
    jvm)
        cat >&2 <<'TRACE'
Exception in thread "main" java.lang.IllegalStateException: follower step expected, phase is TILE
	at org.example.engine.Game.pass(Game.java:301)
	at org.example.engine.Protocol.play(Protocol.java:77)
	at org.example.engine.Protocol.serve(Protocol.java:40)
	at org.example.engine.Main.main(Main.java:12)
	at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)
	at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:77)
	at java.base/jdk.internal.reflect.DelegatingMethodAccessorImpl.invoke(DelegatingMethodAccessorImpl.java:43)
	at java.base/java.lang.reflect.Method.invoke(Method.java:568)
TRACE
        ;;
    python)
        cat >&2 <<'TRACE'
Traceback (most recent call last):
  File "/home/dev/engine/main.py", line 40, in <module>
    serve(sys.stdin, sys.stdout)
  File "/home/dev/engine/protocol.py", line 77, in serve
    reply = handle(json.loads(line))
  File "/home/dev/engine/scoring.py", line 12, in score_city
    return 2 * tiles + pennants[city]
KeyError: 'city-7'
TRACE
        ;;
    esac
}
while read -r line; do
    id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
    case $line in
    *'"cmd":"hello"'*)
        echo "{\"id\": $id, \"ok\": {\"protocol\": 1, \"engine\": {\"name\": \"stack-trace\"}, \"editions\": [\"C1\", \"C2\", \"C3\", \"C3.1\"], \"expansions\": [\"inns-cathedrals\", \"mage-witch\"], \"switches\": {}, \"queries\": [\"legal\", \"state\", \"ledger\"]}}" ;;
    *'"cmd":"new-game"'* | *'"cmd":"setup"'* | *'"cmd":"quit"'*) echo "{\"id\": $id, \"ok\": {}}" ;;
    *)
        chatter
        trace
        exit 1 ;;
    esac
done
