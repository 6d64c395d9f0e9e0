#!/usr/bin/env bash
# Installs contacts-tui under a prefix, or removes what an earlier install put there.
#
#   scripts/install.sh [PREFIX]              build a release binary and install it (PREFIX: ~/.local)
#   scripts/install.sh --uninstall [PREFIX]  remove exactly the files the install listed
#
# The binary is built with the Swift runtime and Foundation linked in (--static-swift-stdlib), so
# it runs where no Swift toolchain is installed; the C++ runtime, SQLite and ncurses are linked in
# from their static archives when they are installed (libstdc++-12-dev, libsqlite3-dev,
# libncurses-dev), which makes it start faster. It goes to PREFIX/bin with the CardDAV sync agent,
# contacts-tui-sync, which the app starts from beside itself (the agent alone loads libcurl and
# libxml2, from libcurl4 and libxml2; building it needs libcurl4-openssl-dev and libxml2-dev:
# docs/CARDDAV.md). The demo app's manifest and
# the sample address book to PREFIX/share/contacts-tui (where the binary looks for them, beside
# itself: ../share/contacts-tui); the man page to PREFIX/share/man/man1; and the shell completions,
# when the binary can print them, where bash-completion, zsh and fish look under PREFIX/share.
# Every installed file is listed, relative to PREFIX, in PREFIX/share/contacts-tui/install-manifest;
# --uninstall removes those files and the folders that are left empty, and nothing else. Running
# the install again first removes what the previous one listed, so it is idempotent.
#
# Environment: SWIFT (default: swift) is the toolchain's driver; CONTACTS_TUI_SKIP_BUILD=1 installs
# the binary already built instead of building it (the check-install script uses it after its own
# timed build). CONTACTS_TUI_INSTALL_CONFIGURATION=debug builds and installs the debug binary
# instead of the release one: the same files, linked the same way, from the build `swift build`
# already made, so that CI checks the install without a second, optimized build of every module
# (docs/INSTALL.md, "How CI checks it").
set -euo pipefail

usage() {
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

mode=install
case "${1:-}" in
  --uninstall) mode=uninstall; shift ;;
  -h | --help) usage ;;
  -*) echo "install.sh: unknown option '$1'" >&2; usage ;;
esac
[ $# -le 1 ] || usage
prefix=${1:-$HOME/.local}
configuration=${CONTACTS_TUI_INSTALL_CONFIGURATION:-release}
case "$configuration" in
  release | debug) ;;
  *) echo "install.sh: CONTACTS_TUI_INSTALL_CONFIGURATION is release or debug, not '$configuration'" >&2; exit 2 ;;
esac
[ -n "$prefix" ] || { echo "install.sh: the prefix is empty" >&2; exit 2; }
# An absolute prefix: the manifest's paths are resolved against it, and the binary finds its
# resources through it.
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
prefix=${prefix%/}
[ -n "$prefix" ] || { echo "install.sh: refusing to install into /" >&2; exit 2; }

share="$prefix/share/contacts-tui"
manifest="$share/install-manifest"

# Removes every file the manifest lists, then the folders that held them if they are now empty
# (deepest first, never PREFIX itself), then the manifest. A line that is not a plain relative
# path is refused, so a damaged manifest cannot remove anything outside PREFIX.
uninstall() {
  [ -f "$manifest" ] || return 0
  local path folders=() folder
  while IFS= read -r path; do
    [ -n "$path" ] || continue
    case "/$path/" in
      //* | */../* | */./*)
        echo "install.sh: $manifest: refusing the line '$path'" >&2
        exit 1
        ;;
    esac
    if [ -e "$prefix/$path" ] || [ -L "$prefix/$path" ]; then
      rm -f -- "$prefix/$path"
    fi
    folder=$(dirname -- "$path")
    while [ "$folder" != . ]; do
      folders+=("$folder")
      folder=$(dirname -- "$folder")
    done
  done <"$manifest"
  rm -f -- "$manifest"
  folders+=(share/contacts-tui share)
  # Deepest first: a folder's children are removed before it. Duplicates go first, by the whole
  # name: `sort -n -u` would keep one folder per length and leave others behind.
  printf '%s\n' "${folders[@]}" | sort -u | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2- |
    while IFS= read -r folder; do
      rmdir -- "$prefix/$folder" 2>/dev/null || true
    done
}

if [ "$mode" = uninstall ]; then
  if [ ! -f "$manifest" ]; then
    echo "install.sh: nothing to uninstall: $manifest does not exist" >&2
    exit 1
  fi
  uninstall
  echo "removed contacts-tui from $prefix"
  exit 0
fi

root=$(cd "$(dirname "$0")/.." && pwd)
swift=${SWIFT:-swift}
cd "$root"
if [ "${CONTACTS_TUI_SKIP_BUILD:-0}" != 1 ]; then
  command -v "$swift" >/dev/null || {
    echo "install.sh: '$swift' is not on PATH; put the Swift toolchain's bin folder there, or set SWIFT" >&2
    exit 1
  }
  # The C++ runtime, SQLite and ncurses are linked in too, from their static archives: the
  # loader then binds about 150 symbols at start-up instead of 3,900 (libstdc++ alone has 4,300
  # symbol relocations), which took 40% of `status`'s instructions (docs/INSTALL.md, Start-up).
  # A folder holding only those archives goes first on the link's search path (-L through
  # -Xclang-linker: swiftc's own -L would come after the toolchain's folders, where each
  # library's .so is found first). A library without its archive stays a shared library.
  static_libraries="$root/.build/static-libraries"
  rm -rf "$static_libraries"
  mkdir -p "$static_libraries"
  print_file_name=$(dirname "$(command -v "$swift")")/clang
  [ -x "$print_file_name" ] || print_file_name=cc
  for library in stdc++ sqlite3 ncursesw panelw tinfo; do
    archive=$("$print_file_name" -print-file-name="lib$library.a" 2>/dev/null || true)
    if [ "$archive" != "lib$library.a" ] && [ -f "$archive" ]; then
      ln -s "$archive" "$static_libraries/lib$library.a"
    else
      echo "note: no lib$library.a (install its -dev package); lib$library stays a shared library"
    fi
  done
  for product in contacts-tui contacts-tui-sync; do
    link=(-Xswiftc -Xclang-linker -Xswiftc "-L$static_libraries")
    if [ "$configuration" = debug ]; then
      # The same link without touching a compile command (-Xswiftc would change every one of
      # them, and so rebuild every module): -L straight to the linker. A debug build keeps code
      # that the optimizer drops, and that code pulls members out of Foundation's static archives
      # after the toolchain's link line has passed the archives they need (ICU, the C shims,
      # CoreFoundation): those archives go once more at the end, as one group, so each finds the
      # others. The agent's group adds the network side, and only the agent's.
      archives=(Foundation FoundationEssentials FoundationInternationalization _FoundationICU _FoundationCShims
        _FoundationCollections CoreFoundation dispatch BlocksRuntime stdc++)
      if [ "$product" = contacts-tui-sync ]; then
        archives+=(FoundationNetworking _CFURLSessionInterface FoundationXML _CFXMLInterface curl xml2)
      fi
      link=(-Xlinker "-L$static_libraries" -Xlinker --start-group)
      for archive in "${archives[@]}"; do link+=(-Xlinker "-l$archive"); done
      link+=(-Xlinker --end-group)
    fi
    "$swift" build -c "$configuration" --static-swift-stdlib --product "$product" "${link[@]}"
  done
fi
bin_path="$("$swift" build -c "$configuration" --static-swift-stdlib --show-bin-path)"
binary="$bin_path/contacts-tui"
agent="$bin_path/contacts-tui-sync"
for built in "$binary" "$agent"; do
  [ -x "$built" ] || { echo "install.sh: $built was not built" >&2; exit 1; }
  # The point of the static build: no Swift runtime or Foundation library is loaded from the
  # toolchain.
  if command -v ldd >/dev/null && ldd "$built" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime'; then
    echo "install.sh: $built still loads the Swift libraries above; it must be built with --static-swift-stdlib" >&2
    exit 1
  fi
done

uninstall
installed=()
# put SOURCE DESTINATION MODE: one file, recorded in the manifest.
put() {
  install -D -m "$3" -- "$1" "$prefix/$2"
  installed+=("$2")
}

put "$binary" bin/contacts-tui 755
put "$agent" bin/contacts-tui-sync 755
for folder in ContactsDemo Sample; do
  while IFS= read -r -d '' file; do
    put "$file" "share/contacts-tui/${file#Resources/}" 644
  done < <(find "Resources/$folder" -type f -print0 | sort -z)
done
put Resources/man/contacts-tui.1 share/man/man1/contacts-tui.1 644

# Completions come from the binary itself (`contacts-tui completions SHELL`), when it has them.
completions=$(mktemp -d)
trap 'rm -rf "$completions"' EXIT
declare -A completion_paths=(
  [bash]=share/bash-completion/completions/contacts-tui
  [zsh]=share/zsh/site-functions/_contacts-tui
  [fish]=share/fish/vendor_completions.d/contacts-tui.fish
)
for shell in bash zsh fish; do
  if "$prefix/bin/contacts-tui" completions "$shell" >"$completions/$shell" 2>/dev/null && [ -s "$completions/$shell" ]; then
    put "$completions/$shell" "${completion_paths[$shell]}" 644
  else
    echo "note: this contacts-tui has no 'completions $shell'; no $shell completion installed"
  fi
done

printf '%s\n' "${installed[@]}" share/contacts-tui/install-manifest >"$manifest"
chmod 644 "$manifest"
echo "installed contacts-tui in $prefix (${#installed[@]} files; listed in $manifest)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH" ;;
esac
