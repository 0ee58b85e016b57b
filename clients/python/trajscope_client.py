"""Post rollouts to a trajscope dashboard from a training loop. Standard library only.

    from trajscope_client import TrajscopeClient
    client = TrajscopeClient("http://localhost:3000", run="grpo-7b", key="tsk_...", format="verl")
    client.log({"input": prompt, "output": response, "gts": {"target": golds}, "score": 1.0, "step": step})
    ...
    client.close()  # sends what is buffered, waiting at most `close_timeout` seconds

`log` never blocks and never raises: records go into a bounded buffer that a background thread
posts in batches to POST /api/ingest. When the dashboard is down or slow, the thread retries the
batch it holds with backoff while the buffer fills; once full, new records are dropped and
counted (`client.stats["dropped"]`), so training never waits for the dashboard and memory stays
bounded. Ingest is idempotent, so a batch retried after a lost answer is stored once.
"""

import json
import queue
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

__all__ = ["TrajscopeClient"]

# Answers that a retry cannot fix: the batch is dropped (and counted) instead of retried forever.
_FATAL = {400, 401, 403, 404, 413, 415, 422}


class TrajscopeClient:
    def __init__(
        self,
        url,
        run,
        key,
        format=None,
        max_buffer=10_000,
        batch_size=500,
        flush_interval=2.0,
        timeout=10.0,
        close_timeout=10.0,
        max_backoff=30.0,
    ):
        query = {"run": run}
        if format:
            query["format"] = format
        self._endpoint = url.rstrip("/") + "/api/ingest?" + urllib.parse.urlencode(query)
        self._key = key
        self._buffer = queue.Queue(maxsize=max_buffer)
        self._batch_size = batch_size
        self._flush_interval = flush_interval
        self._timeout = timeout
        self._close_timeout = close_timeout
        self._max_backoff = max_backoff
        self._closing = threading.Event()
        self._lock = threading.Lock()
        self._in_flight = 0  # records of the batch being posted
        self._abandoned = False  # close() gave up waiting: what is left is counted as dropped there
        self.stats = {"queued": 0, "stored": 0, "unchanged": 0, "rejected": 0, "dropped": 0, "failed_posts": 0}
        self.last_error = None
        self._thread = threading.Thread(target=self._run, name="trajscope-client", daemon=True)
        self._thread.start()

    def log(self, record):
        """Queues one record (a dict); drops it, counted, when the buffer is full. Never blocks."""
        try:
            self._buffer.put_nowait(record)
            self._count("queued")
        except queue.Full:
            self._count("dropped")

    def log_many(self, records):
        for record in records:
            self.log(record)

    def close(self):
        """Sends what is buffered, waiting at most close_timeout seconds; what is left is counted as dropped."""
        self._closing.set()
        self._thread.join(self._close_timeout)
        with self._lock:
            if self._thread.is_alive():
                self._abandoned = True
                self.stats["dropped"] += self._in_flight
            self.stats["dropped"] += self._buffer.qsize()
            return dict(self.stats)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    # The background thread.

    def _count(self, name, n=1):
        with self._lock:
            if not self._abandoned:
                self.stats[name] += n

    def _next_batch(self):
        batch = []
        deadline = time.monotonic() + self._flush_interval
        while len(batch) < self._batch_size:
            wait = 0.05 if self._closing.is_set() else max(0.0, deadline - time.monotonic())
            try:
                batch.append(self._buffer.get(timeout=wait) if wait else self._buffer.get_nowait())
            except queue.Empty:
                break
        return batch

    def _run(self):
        while True:
            batch = self._next_batch()
            if not batch:
                if self._closing.is_set():
                    return
                continue
            with self._lock:
                self._in_flight = len(batch)
            self._send(batch)
            with self._lock:
                self._in_flight = 0

    def _send(self, batch):
        body = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in batch).encode("utf-8")
        backoff = 0.5
        while True:
            status, answer, retry_after = self._post(body)
            if status == 207:
                for item in answer.get("items", []):
                    if item.get("status") in ("stored", "unchanged", "rejected"):
                        self._count(item["status"])
                return
            if status in _FATAL:
                self._count("dropped", len(batch))
                self._warn(f"batch of {len(batch)} dropped: HTTP {status} {answer.get('error', {}).get('message', '')}")
                return
            self._count("failed_posts")
            # Closing with the dashboard down: give up on this batch rather than hold training's exit.
            if self._closing.is_set() and backoff > 2:
                self._count("dropped", len(batch))
                return
            # Wakes at once when close() is called, to give up or try once more without waiting.
            self._closing.wait(retry_after if retry_after is not None else backoff)
            backoff = min(backoff * 2, self._max_backoff)

    def _post(self, body):
        request = urllib.request.Request(
            self._endpoint,
            data=body,
            method="POST",
            headers={"Authorization": f"Bearer {self._key}", "Content-Type": "application/x-ndjson"},
        )
        try:
            with urllib.request.urlopen(request, timeout=self._timeout) as response:
                return response.status, _json(response.read()), None
        except urllib.error.HTTPError as error:
            retry_after = error.headers.get("Retry-After")
            seconds = float(retry_after) if retry_after and retry_after.replace(".", "", 1).isdigit() else None
            return error.code, _json(error.read()), seconds
        except (urllib.error.URLError, OSError, ValueError) as error:
            self.last_error = str(error)
            return None, {}, None

    def _warn(self, message):
        self.last_error = message
        print(f"trajscope: {message}", file=sys.stderr)


def _json(raw):
    try:
        return json.loads(raw.decode("utf-8") or "{}")
    except ValueError:
        return {}
