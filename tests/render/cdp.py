"""Drives Debian's headless Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe:
commands on fd 3, replies on fd 4, each a JSON text ended by a NUL byte), with Python's standard
library only. The browser tests use it to click the book's controls as a reader would, read what
the page shows after that (innerText skips what CSS hides) and take screenshots of parts of a page.
"""
import base64
import json
import os
import select
import subprocess
import tempfile
import time

CHROMIUM = "/usr/bin/chromium"


class BrowserError(Exception):
    pass


class Browser:
    """One headless Chromium with one page (a tab) attached; close() ends the process."""

    def __init__(self, width, height, timeout=30):
        self.timeout, self.next_id, self.buffer = timeout, 0, b""
        self.profile = tempfile.TemporaryDirectory()
        to_browser, self.commands = os.pipe()
        self.replies, from_browser = os.pipe()

        def move_pipes():  # in the child, before exec: fd 3 reads commands, fd 4 writes replies
            high = os.dup(to_browser), os.dup(from_browser)  # neither is 3 or 4 any more
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--no-first-run", "--hide-scrollbars", "--remote-debugging-pipe",
             f"--user-data-dir={self.profile.name}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            preexec_fn=move_pipes, pass_fds=(3, 4))
        os.close(to_browser)
        os.close(from_browser)
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target,
                                 flatten=True)["sessionId"]
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=False)

    def close(self):
        try:
            self.call("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.commands)
        os.close(self.replies)
        self.profile.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _read(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.replies], [], [], left)[0]:
                raise BrowserError("Chromium did not answer in time")
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise BrowserError(f"Chromium ended: {self.process.stderr.read().decode()[-2000:]}")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def call(self, method, session=None, **params):
        """Sends a command and returns its result."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.next_id:  # anything else is an event: not needed
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def send(self, method, **params):
        """A command to the page."""
        return self.call(method, self.session, **params)

    def open(self, url):
        """Navigates to a page and waits until it has loaded; the error text when it cannot be
        opened (a missing file: net::ERR_FILE_NOT_FOUND)."""
        error = self.send("Page.navigate", url=url).get("errorText")
        if not error:
            self.wait_loaded(url)
        return error

    def wait_loaded(self, url):
        """Waits until the page at `url` (its fragment aside) has loaded: after a click on a link.
        The page is asked, not the load events, which a page left earlier may still be sending."""
        want, deadline = url.partition("#")[0], time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            try:
                href, state = self.evaluate("[location.href, document.readyState]")
            except BrowserError:  # asked while the document was being replaced
                href, state = "", ""
            if href.partition("#")[0] == want and state == "complete":
                return
            time.sleep(0.05)
        raise BrowserError(f"{url} did not load in time")

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (the book has no script of its own)."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, selector):
        """A real mouse click (pressed and released) in the middle of the element, scrolled into
        view first: what a reader does, so that a label reaches its radio button as in the page."""
        box = self.evaluate(f"""(() => {{
            const e = document.querySelector({json.dumps(selector)});
            if (!e) return null;
            e.scrollIntoView({{block: "center"}});
            const r = e.getClientRects()[0];  // a link over two lines: its first line
            return r ? [r.x + r.width / 2, r.y + r.height / 2] : null;
        }})()""")
        if box is None:
            raise BrowserError(f"no element {selector} to click")
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left",
                      clickCount=1)

    def screenshot(self, path, selector=None):
        """A PNG of the viewport, or of one element (scrolled into view) at its size on the page."""
        params = {"format": "png"}
        if selector:
            box = self.evaluate(f"""(() => {{
                const e = document.querySelector({json.dumps(selector)});
                if (!e) return null;
                e.scrollIntoView();
                const r = e.getBoundingClientRect();
                return [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height];
            }})()""")
            if box is None:
                raise BrowserError(f"no element {selector} to photograph")
            params["clip"] = {"x": box[0], "y": box[1], "width": box[2], "height": box[3],
                              "scale": 1}
            params["captureBeyondViewport"] = True
        data = self.send("Page.captureScreenshot", **params)["data"]
        path.write_bytes(base64.b64decode(data))
        return path
