#!/usr/bin/env bash
# Checks that an app needs `import Contacts` and nothing else (docs/PUBLIC-API.md): a throwaway
# package beside the build depends on this one by path, through the `Contacts` product alone, and
# builds one file twice, in Swift 5 and in Swift 6 language mode. The file calls
# `try ContactsSystem.install()` at top level and then uses `CNContactStore`; it fails to compile
# when `Contacts` stops re-exporting the launch call, when `install` needs the main actor again,
# or when the product stops linking on its own. Both builds then run against an empty data
# directory and must report the bundled demo app as not determined.
#
#   scripts/check-app-import.sh     (.ci/run runs it after the example app)
#
# The package and its build stay in .build/app-import, so a second run only relinks; the first
# builds the product's targets once more (its own build folder: the root package's flags differ).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"

work="$root/.build/app-import"
package="$work/app"
mkdir -p "$package/Sources/app-swift5" "$package/Sources/app-swift6"
# The dependency's identity is its folder's name: a link named contacts-tui, wherever the
# checkout is.
ln -sfn "$root" "$work/contacts-tui"

cat >"$package/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let contacts: [Target.Dependency] = [.product(name: "Contacts", package: "contacts-tui")]
let package = Package(
  name: "app-import-check",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../contacts-tui")],
  targets: [
    .executableTarget(name: "app-swift5", dependencies: contacts, swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: "app-swift6", dependencies: contacts, swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
MANIFEST

for mode in swift5 swift6; do
  cat >"$package/Sources/app-$mode/main.swift" <<'APP'
import Contacts

try ContactsSystem.install()
let store = CNContactStore()
let status = CNContactStore.authorizationStatus(for: .contacts)
let request = CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
print("status \(status.rawValue), fetching \(request.keysToFetch.count) key, store \(type(of: store))")
APP
done

started=$(date +%s)
swift build --package-path "$package" --scratch-path "$work/build"
echo "app-import build: $(($(date +%s) - started)) s"

bin=$(swift build --package-path "$package" --scratch-path "$work/build" --show-bin-path)
for mode in swift5 swift6; do
  home=$(mktemp -d)
  set +e
  output=$(cd / && CONTACTS_TUI_HOME="$home" "$bin/app-$mode" </dev/null 2>&1)
  status=$?
  set -e
  rm -rf "$home"
  # 0: CNAuthorizationStatus.notDetermined, the demo app before any decision.
  if [ "$status" -ne 0 ] || [[ "$output" != "status 0, "* ]]; then
    echo "check-app-import: app-$mode exited $status: $output" >&2
    exit 1
  fi
  echo "app-$mode: $output"
done
