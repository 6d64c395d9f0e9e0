#!/usr/bin/env python3
"""A hostile HTTP server on 127.0.0.1 for HostileTransportTests: it answers every request the way
its MODE says, never the way a CardDAV server would.

    hostile-http.py MODE STATS [CERT KEY]

It prints the port it listens on, then serves until killed. After each connection it appends a
line to STATS: how many bytes it sent, how many requests it read, and whether one carried an
Authorization header. With CERT and KEY it speaks TLS with that (self-signed) certificate.

Modes:
  chunked         200, then an endless chunked body, as fast as the socket takes it
  gzip-bomb       200, a small gzip body that inflates to 256 MB
  slow-body       200, then one byte of chunked body every 0.2 s, forever
  slow-headers    one byte of a header line every 0.2 s, forever
  header-flood    200, then endless 1 KB header lines
  continue-flood  an endless run of "100 Continue" answers
  redirect        302 to 127.0.0.2 on the same port
  multistatus     207 with an empty multistatus (what a TLS test expects to be refused before)
"""

import gzip
import json
import socket
import ssl
import sys
import threading
import time


def read_request(conn):
    """The request's head, or None when the client closed first."""
    data = b""
    while b"\r\n\r\n" not in data:
        piece = conn.recv(65536)
        if not piece:
            return None
        data += piece
    head, _, rest = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(rest) < length:
        piece = conn.recv(65536)
        if not piece:
            break
        rest += piece
    return head


class Counted:
    def __init__(self, conn):
        self.conn = conn
        self.sent = 0

    def send(self, data):
        self.conn.sendall(data)
        self.sent += len(data)


def answer(mode, out, port):
    if mode == "chunked":
        out.send(b"HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nTransfer-Encoding: chunked\r\n\r\n")
        chunk = b"%x\r\n%s\r\n" % (65536, b"A" * 65536)
        while True:
            out.send(chunk)
    elif mode == "gzip-bomb":
        bomb = gzip.compress(b"\0" * (256 << 20), compresslevel=9)
        out.send(b"HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Encoding: gzip\r\n"
                 b"Content-Length: %d\r\n\r\n" % len(bomb))
        out.send(bomb)
    elif mode == "slow-body":
        out.send(b"HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nTransfer-Encoding: chunked\r\n\r\n")
        while True:
            out.send(b"1\r\nA\r\n")
            time.sleep(0.2)
    elif mode == "slow-headers":
        out.send(b"HTTP/1.1 200 OK\r\nX-Slow: ")
        while True:
            out.send(b"a")
            time.sleep(0.2)
    elif mode == "header-flood":
        out.send(b"HTTP/1.1 200 OK\r\n")
        line = b"X-Pad: " + b"p" * 1017 + b"\r\n"
        while True:
            out.send(line)
    elif mode == "continue-flood":
        while True:
            out.send(b"HTTP/1.1 100 Continue\r\n\r\n")
    elif mode == "redirect":
        out.send(b"HTTP/1.1 302 Found\r\nLocation: http://127.0.0.2:%d/elsewhere/\r\nContent-Length: 0\r\n\r\n" % port)
    elif mode == "multistatus":
        body = b'<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:"/>'
        out.send(b"HTTP/1.1 207 Multi-Status\r\nContent-Type: application/xml\r\nContent-Length: %d\r\n\r\n"
                 % len(body) + body)


def serve(conn, mode, stats, port, lock):
    out = Counted(conn)
    requests = 0
    authorized = False
    try:
        head = read_request(conn)
        if head is not None:
            requests += 1
            authorized = any(line.lower().startswith(b"authorization:") for line in head.split(b"\r\n"))
            answer(mode, out, port)
    except (OSError, ssl.SSLError):
        pass
    finally:
        try:
            conn.close()
        except OSError:
            pass
        with lock, open(stats, "a") as f:
            f.write(json.dumps({"sent": out.sent, "requests": requests, "authorized": authorized}) + "\n")


def main():
    mode, stats = sys.argv[1], sys.argv[2]
    context = None
    if len(sys.argv) == 5:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[3], sys.argv[4])
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    port = listener.getsockname()[1]
    print(port, flush=True)
    lock = threading.Lock()
    while True:
        conn, _ = listener.accept()
        if context is not None:
            try:
                conn = context.wrap_socket(conn, server_side=True)
            except (OSError, ssl.SSLError):
                with lock, open(stats, "a") as f:
                    f.write(json.dumps({"sent": 0, "requests": 0, "authorized": False, "handshake": "refused"}) + "\n")
                conn.close()
                continue
        threading.Thread(target=serve, args=(conn, mode, stats, port, lock), daemon=True).start()


if __name__ == "__main__":
    main()
