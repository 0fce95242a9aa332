#!/usr/bin/env bash
# The HTML check (`npm run check:html`) runs the W3C Nu HTML Checker, a Java program
# (npm `vnu-jar`): it needs a Java runtime. Installs Debian's if missing and allowed.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Java not found: installing Debian's 'default-jre-headless' package for the W3C Nu HTML Checker..."
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
fi
if ! command -v java >/dev/null 2>&1; then
  echo "ERROR: the HTML check needs a Java runtime (java on PATH) to run the W3C Nu HTML Checker." >&2
  echo "Install it with 'sudo apt-get install default-jre-headless' (Debian) or any Java 11+ runtime." >&2
  exit 1
fi
echo "Java installed: $(java -version 2>&1 | head -1)"
