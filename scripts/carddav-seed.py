#!/usr/bin/env python3
"""Helpers for scripts/carddav-servers.sh (docs/CARDDAV.md, "Testing and benchmarks").

  carddav-seed.py free-port
      prints a TCP port on 127.0.0.1 that nothing listens on.
  carddav-seed.py wait URL SECONDS
      waits until URL answers any HTTP status; exits 1 if it never does.
  carddav-seed.py seed BOOK_URL N [--user U --password P] [--start K]
      empties the address book at BOOK_URL (deletes and re-creates the collection) and PUTs N
      generated cards into it, from several connections at once.
  carddav-seed.py write radicale|xandikos FOLDER N
      replaces the cards in a stopped server's address book folder by N generated cards,
      written straight into the server's storage: Radicale's filesystem storage keeps one .vcf
      per item in the collection's folder; Xandikos keeps them in a Git working tree, committed.
      1,000 PUTs take about a minute on a loaded two-core machine; this takes well under a second.
  carddav-seed.py count BOOK_URL N [--user U --password P]
      checks that the address book lists exactly N cards (PROPFIND, Depth: 1).
  carddav-seed.py touch BOOK_URL INDEX [--user U --password P]
      changes one generated card (a new note), as the benchmark's incremental run needs.

Only Python's standard library. The cards are generated here, deterministically from their
index, so two runs seed the same collection: UID `seed-<index>`, href `seed-<index>.vcf`.
"""

import argparse
import base64
import http.client
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

GIVEN = [
    "Jane", "John", "Amara", "Bjørn", "Chloé", "Dmitri", "Elif", "Farah", "Goran", "Hana",
    "Ines", "Jonas", "Kenji", "Lucía", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa",
    "Sven", "Tariq", "Ulla", "Viktor", "Wen", "Ximena", "Yusuf", "Zofia",
]
FAMILY = [
    "Adams", "Bauer", "Castro", "Dubois", "Eriksen", "Fischer", "García", "Haddad", "Ivanova",
    "Jensen", "Kowalski", "Larsen", "Müller", "Novak", "O'Brien", "Petrov", "Quinn", "Rossi",
    "Schmidt", "Tanaka", "Urban", "Vargas", "Weber", "Xu", "Yilmaz", "Zhang",
]
ORGS = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Wonka", ""]


def card(index, note=None):
    """The vCard 3.0 text of generated card `index` (CRLF lines)."""
    given = GIVEN[index % len(GIVEN)]
    family = FAMILY[(index // len(GIVEN)) % len(FAMILY)]
    number = index // (len(GIVEN) * len(FAMILY))
    suffix = f" {number}" if number else ""
    org = ORGS[index % len(ORGS)]
    mail = f"{given}.{family}{number or ''}".lower().replace("'", "").encode("ascii", "ignore").decode()
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        f"UID:seed-{index}",
        f"FN:{given} {family}{suffix}",
        f"N:{family}{suffix};{given};;;",
        f"EMAIL;TYPE=INTERNET:{mail}@example.org",
        f"TEL;TYPE=CELL:+1 555 {index // 10000 % 1000:03d} {index % 10000:04d}",
    ]
    if org:
        lines.append(f"ORG:{org}")
    if note:
        lines.append(f"NOTE:{note}")
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


class Client:
    """One keep-alive HTTP connection to the server of `base`."""

    def __init__(self, base, user=None, password=None):
        self.url = urllib.parse.urlsplit(base)
        self.headers = {}
        if user is not None:
            token = base64.b64encode(f"{user}:{password or ''}".encode()).decode()
            self.headers["Authorization"] = f"Basic {token}"
        self.connection = None

    def request(self, method, path, body=None, headers=None):
        for attempt in range(3):
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.url.hostname, self.url.port, timeout=60)
            try:
                self.connection.request(method, path, body=body, headers={**self.headers, **(headers or {})})
                response = self.connection.getresponse()
                data = response.read()
                if response.getheader("Connection", "").lower() == "close":
                    self.connection.close()
                    self.connection = None
                return response.status, data
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = None
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")


MKCOL = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><D:set><D:prop>'
    "<D:resourcetype><D:collection/><C:addressbook/></D:resourcetype>"
    "<D:displayname>Contacts</D:displayname>"
    "</D:prop></D:set></D:mkcol>"
)


def recreate(client, path):
    """Deletes the collection at `path` (if any) and makes it again, empty."""
    status, _ = client.request("DELETE", path)
    if status not in (200, 204, 404):
        sys.exit(f"DELETE {path}: HTTP {status}")
    status, body = client.request("MKCOL", path, MKCOL, {"Content-Type": "application/xml; charset=utf-8"})
    if status != 201:
        sys.exit(f"MKCOL {path}: HTTP {status} {body[:300]!r}")


def seed(args):
    path = urllib.parse.urlsplit(args.url).path
    if not path.endswith("/"):
        path += "/"
    recreate(Client(args.url, args.user, args.password), path)
    indices = list(range(args.start, args.start + args.count))
    failures = []
    lock = threading.Lock()

    def worker(slice_):
        client = Client(args.url, args.user, args.password)
        for index in slice_:
            status, body = client.request(
                "PUT", f"{path}seed-{index}.vcf", card(index).encode(),
                {"Content-Type": "text/vcard; charset=utf-8", "If-None-Match": "*"},
            )
            if status not in (201, 204):
                with lock:
                    failures.append(f"PUT seed-{index}.vcf: HTTP {status} {body[:200]!r}")

    started = time.monotonic()
    threads = [threading.Thread(target=worker, args=(indices[n :: args.jobs],)) for n in range(args.jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        sys.exit("\n".join(failures[:5]) + f"\n{len(failures)} PUTs failed")
    print(f"seeded {args.count} cards into {args.url} in {time.monotonic() - started:.1f} s")


def touch(args):
    path = urllib.parse.urlsplit(args.url).path
    if not path.endswith("/"):
        path += "/"
    status, body = Client(args.url, args.user, args.password).request(
        "PUT", f"{path}seed-{args.index}.vcf", card(args.index, note=f"changed {time.time():.6f}").encode(),
        {"Content-Type": "text/vcard; charset=utf-8"},
    )
    if status not in (201, 204):
        sys.exit(f"PUT seed-{args.index}.vcf: HTTP {status} {body[:200]!r}")


def write(args):
    folder = args.folder
    if not os.path.isdir(folder):
        sys.exit(f"{folder}: no address book there (start the servers first)")
    started = time.monotonic()
    if args.server == "xandikos":
        git = ["git", "-C", folder, "-c", "user.name=carddav-seed", "-c", "user.email=seed@localhost"]
        subprocess.run(git + ["rm", "-q", "--ignore-unmatch", "--cached", "*.vcf"], check=True, stdout=subprocess.DEVNULL)
    for name in os.listdir(folder):
        if name.endswith(".vcf"):
            os.remove(os.path.join(folder, name))
    # Radicale's cache of item metadata, rebuilt from the files when absent.
    shutil.rmtree(os.path.join(folder, ".Radicale.cache"), ignore_errors=True)
    for index in range(args.start, args.start + args.count):
        with open(os.path.join(folder, f"seed-{index}.vcf"), "w", encoding="utf-8", newline="") as file:
            file.write(card(index))
    if args.server == "xandikos":
        subprocess.run(git + ["add", "-A", "."], check=True)
        subprocess.run(git + ["commit", "-q", "--allow-empty", "-m", f"seed {args.count} cards"], check=True)
    print(f"wrote {args.count} cards into {folder} in {time.monotonic() - started:.1f} s")


def count(args):
    """Checks that a PROPFIND (Depth: 1) of the address book lists exactly `count` cards."""
    path = urllib.parse.urlsplit(args.url).path
    body = '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>'
    status, data = Client(args.url, args.user, args.password).request(
        "PROPFIND", path, body, {"Depth": "1", "Content-Type": "application/xml"})
    if status != 207:
        sys.exit(f"PROPFIND {path}: HTTP {status}")
    found = len(re.findall(rb"<(?:[A-Za-z0-9]+:)?href>[^<]*\.vcf</", data))
    if found != args.count:
        sys.exit(f"{args.url} lists {found} cards, expected {args.count}")
    print(f"{args.url} lists {found} cards")


def free_port(_):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        print(s.getsockname()[1])


def wait(args):
    url = urllib.parse.urlsplit(args.url)
    end = time.monotonic() + args.seconds
    while time.monotonic() < end:
        try:
            connection = http.client.HTTPConnection(url.hostname, url.port, timeout=2)
            connection.request("OPTIONS", url.path or "/")
            connection.getresponse().read()
            return
        except OSError:
            time.sleep(0.1)
    sys.exit(f"{args.url} did not answer within {args.seconds} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("free-port").set_defaults(run=free_port)
    waiting = commands.add_parser("wait")
    waiting.add_argument("url")
    waiting.add_argument("seconds", type=float)
    waiting.set_defaults(run=wait)
    writing = commands.add_parser("write")
    writing.add_argument("server", choices=["radicale", "xandikos"])
    writing.add_argument("folder")
    writing.add_argument("count", type=int)
    writing.add_argument("--start", type=int, default=0)
    writing.set_defaults(run=write)
    for name, run in (("seed", seed), ("touch", touch), ("count", count)):
        command = commands.add_parser(name)
        command.add_argument("url")
        command.add_argument("index" if name == "touch" else "count", type=int)
        command.add_argument("--user")
        command.add_argument("--password")
        command.add_argument("--start", type=int, default=0)
        command.add_argument("--jobs", type=int, default=8)
        command.set_defaults(run=run)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
