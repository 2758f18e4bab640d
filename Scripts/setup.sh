#!/usr/bin/env bash
# Installs the Debian packages flow builds against (LAPACK through OpenBLAS, zlib, ISA-L, SQLite).
set -euo pipefail
packages=(liblapack-dev libopenblas-dev zlib1g-dev libisal-dev libsqlite3-dev pkg-config)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi
