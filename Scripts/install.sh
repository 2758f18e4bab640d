#!/usr/bin/env bash
# Installs flow as PREFIX/bin/flow (default /usr/local): a release build with the Swift
# standard library linked in (--static-swift-stdlib), so it runs on machines without a Swift
# toolchain; it still needs the zlib, ISA-L and SQLite packages, and LAPACK (OpenBLAS) to train
# (Scripts/setup.sh installs them all).
# Usage: bash Scripts/install.sh [PREFIX]        (FLOW_SCRATCH: the build folder, default .build/install;
# FLOW_CONFIG: release, the default, or debug, which the tests use to check the linking in half the time)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
scratch=${FLOW_SCRATCH:-.build/install}
config=${FLOW_CONFIG:-release}
swift build -c "$config" --static-swift-stdlib --product flow --scratch-path "$scratch" >/dev/null
mkdir -p "$prefix/bin"
install -m 0755 "$scratch/$config/flow" "$prefix/bin/flow.tmp-install"
mv -f "$prefix/bin/flow.tmp-install" "$prefix/bin/flow"
echo "installed $prefix/bin/flow ($("$prefix/bin/flow" --version))"
