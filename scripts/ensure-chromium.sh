#!/usr/bin/env bash
# End-to-end tests need a Chromium that npm cannot install. Use Debian's package: install it
# when missing and we are root on Debian; otherwise say exactly what to install.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium: installing Debian's chromium package with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "Chromium is needed for the end-to-end tests but was not found at $chromium." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
