#!/bin/sh
# Writes StartupOrder.txt beside this script: the functions of `todo` that a short run
# executes (`todo list` on an empty and on a small list, `todo add`, `todo done`), which the
# linker places side by side (Package.swift), so that a run touches fewer pages of code.
# A stale list costs only locality, never correctness; run this again after big changes:
#   swift build -c release --static-swift-stdlib && sh Sources/todo/StartupOrder.sh
# Needs valgrind and nm.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
todo=${1:-$here/../../.build/release/todo}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '{"version":1,"nextId":1,"items":[]}\n' > "$work/empty.json"
printf '{"version":1,"nextId":1,"items":[]}\n' > "$work/small.json"
run() {
    file=$1 index=$2
    shift 2
    env -i PATH=/usr/bin:/bin HOME="$work" TZ=UTC LANG=en_US.UTF-8 TODO_FILE="$work/$file" \
        valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-instr=no \
        --callgrind-out-file="$work/callgrind.$index" "$todo" --today 2026-11-25 "$@" > /dev/null 2>&1 || true
}
run empty.json 1 list
run small.json 2 add "call the bank" --due fri
run small.json 3 add "water the plants" --due tomorrow --every week
run small.json 4 list
run small.json 5 done 1
# `todo list` on an empty list first (issue 24's figure), then what the others add.
nm "$todo" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u > "$work/defined"
sed -n 's/^fn=//p' "$work/callgrind.1" | sort -u | comm -12 "$work/defined" - > "$work/first"
sed -n 's/^fn=//p' "$work"/callgrind.* | sort -u | comm -12 "$work/defined" - | comm -23 - "$work/first" > "$work/rest"
cat "$work/first" "$work/rest" > "$here/StartupOrder.txt"
wc -l < "$here/StartupOrder.txt"
