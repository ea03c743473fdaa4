#!/usr/bin/env bash
# Line coverage of the library by folder: runs the test suite with coverage, then sums
# llvm-cov's per-file figures for each folder of Sources/ (the pipeline stages).
#
#     scripts/coverage.sh            # prints a table; the last line is the library's total
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --enable-code-coverage > /dev/null 2>&1
# The toolchain's own llvm-cov reads the toolchain's profile format (a system one may not).
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=llvm-cov
build=$(swift build --show-bin-path)
profdata="$build/codecov/default.profdata"
binary=$(find "$build" -maxdepth 1 -name '*.xctest' | head -n 1)
[ -d "$binary" ] && binary="$binary/Contents/MacOS/$(basename "$binary" .xctest)"
"$llvm_cov" report "$binary" -instr-profile "$profdata" -ignore-filename-regex '(Tests|\.build|Playgrounds|Benchmarks|FontMetricsGenerator)/' \
    | awk '
        $1 ~ /\.swift$/ {
            path = $1
            sub(/^.*Sources\//, "", path)   # llvm-cov may print paths from a common prefix
            n = split(path, parts, "/")
            folder = (n > 2) ? parts[1] "/" parts[2] : parts[1]
            # Columns: file, regions, missed, cover, functions, missed, executed, lines, missed lines, …
            lines[folder] += $8; missed[folder] += $9
        }
        END {
            for (f in lines) { total += lines[f]; totalMissed += missed[f]
                printf "%-32s %6d lines %6.1f%%\n", f, lines[f], 100 * (lines[f] - missed[f]) / lines[f] }
            printf "%-32s %6d lines %6.1f%%\n", "all", total, 100 * (total - totalMissed) / total
        }' | sort
