"""The one way kuhspec reads YAML: safe, strict and with line numbers.

- Mappings remember the line of each key (``Mapping.line``, ``Mapping.lines``), so an
  error can name the file and line of the field it is about.
- A key given twice in one mapping is an error, not a silent overwrite.
- Aliases may not expand past a fixed budget (the "billion laughs" bomb), and nesting is
  bounded.
- Binary junk, a directory or an unreadable file is a clear error; a caller may bound the
  bytes read and the time reading takes (`read_text`: `kuhspec check` on /dev/zero).
The C parser is used where PyYAML has it (several times faster); construction is the same.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

MAX_DEPTH = 200
MAX_NODES = 1_000_000  # after expanding aliases
MAX_FILE_BYTES = 64 << 20  # load(): the largest spec file is well under 1 MiB
READ_SECONDS = 30.0  # load(): for a pipe or a device

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class YamlError(Exception):
    """A YAML file that cannot be read; the message names the file and line."""

    def __init__(self, where: str, message: str, line: int | None = None):
        self.where = where
        self.line = line
        self.message = message
        super().__init__(f"{where}{f':{line}' if line else ''}: {message}")


class Mapping(dict):
    """A dict that remembers where it and each of its keys stand in the file."""

    line: int = 0
    lines: dict

    def line_of(self, key: Any) -> int:
        return getattr(self, "lines", {}).get(key, self.line)


class _Loader(_Base):  # type: ignore[misc, valid-type]
    pass


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> Mapping:
    loader.flatten_mapping(node)
    out = Mapping()
    out.line = node.start_mark.line + 1
    out.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(None, None, "a mapping key must be a plain value",
                                                    key_node.start_mark) from None
        if key in out:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (first on line {out.lines[key]})", key_node.start_mark)
        out[key] = loader.construct_object(value_node, deep=True)
        out.lines[key] = key_node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _check_size(root: yaml.Node, where: str) -> None:
    """Refuse deep nesting and alias expansion past the budget, before constructing."""
    sizes: dict[int, int] = {}
    stack: list[tuple[yaml.Node, int, bool]] = [(root, 1, False)]
    while stack:
        node, depth, done = stack.pop()
        if depth > MAX_DEPTH:
            raise YamlError(where, f"nested deeper than {MAX_DEPTH} levels", node.start_mark.line + 1)
        if isinstance(node, yaml.ScalarNode):
            sizes[id(node)] = 1
            continue
        children = [c for pair in node.value for c in pair] if isinstance(node, yaml.MappingNode) else node.value
        if done:
            total = 1 + sum(sizes.get(id(c), 1) for c in children)
            if total > MAX_NODES:
                raise YamlError(where, f"expands to more than {MAX_NODES:,} values (an alias bomb?)",
                                node.start_mark.line + 1)
            sizes[id(node)] = total
        elif id(node) not in sizes:
            stack.append((node, depth, True))
            stack.extend((c, depth + 1, False) for c in children if id(c) not in sizes)


def loads(text: str, where: str = "<string>") -> Any:
    """Parse one YAML document; raise YamlError naming `where` and the line."""
    if "\x00" in text:
        raise YamlError(where, "not a text file (it holds NUL bytes)")
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _check_size(node, where)
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        raise YamlError(where, " ".join(str(err.problem or err.context or "malformed YAML").split()), line) from None
    except yaml.YAMLError as err:
        raise YamlError(where, " ".join(str(err).split())) from None
    except RecursionError:
        raise YamlError(where, f"nested deeper than {MAX_DEPTH} levels") from None
    finally:
        loader.dispose()


class LimitError(YamlError):
    """A file refused for a bound on reading it: `limit` names which ("bytes" or "seconds")."""

    def __init__(self, where: str, message: str, limit: str):
        super().__init__(where, message)
        self.limit = limit


def size_text(n: int) -> str:
    """A byte count for a person: 16 MiB, 3.2 GiB, 900 bytes."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.{0 if n % (1 << shift) == 0 else 1}f} {unit}"
    return f"{n} bytes"


def _read_at_most(path: Path, max_bytes: int, seconds: float | None) -> bytes:
    """At most `max_bytes` + 1 bytes of a file that is no regular file (a pipe, a device such
    as /dev/zero), read in a thread that is given `seconds` (a pipe may never end, nor even
    open); the thread, still blocked then, is left behind (daemon)."""
    import threading

    got: dict = {}

    def read() -> None:
        try:
            with open(path, "rb") as f:
                chunks, n = [], 0
                while n <= max_bytes:
                    chunk = f.read(min(1 << 16, max_bytes + 1 - n))
                    if not chunk:
                        break
                    chunks.append(chunk)
                    n += len(chunk)
            got["data"] = b"".join(chunks)
        except OSError as err:
            got["error"] = err

    reader = threading.Thread(target=read, name=f"read {path}", daemon=True)
    reader.start()
    reader.join(seconds)
    if reader.is_alive():
        raise LimitError(str(path), f"still not read whole after {seconds:g} s, the time limit (a pipe or device "
                                    "that never ends or never writes)", "seconds")
    if "error" in got:
        raise got["error"]
    return got["data"]


def read_text(path: str | Path, max_bytes: int | None = None, seconds: float | None = None) -> str:
    """The UTF-8 text of a file; raise YamlError for a directory, a missing or binary file.
    With `max_bytes`, a longer file is refused (LimitError) without being read whole, and so
    is endless input (/dev/zero); with `seconds`, so is a pipe or device still not read whole
    by then. A regular file is never endless: it is measured, then read."""
    path = Path(path)
    if path.is_dir():
        raise YamlError(str(path), "is a directory, not a file")
    try:
        if max_bytes is None:
            data = path.read_bytes()
        elif path.is_file():
            size = path.stat().st_size
            if size > max_bytes:
                raise LimitError(str(path), f"is {size_text(size)}, more than the limit of {size_text(max_bytes)}",
                                 "bytes")
            with open(path, "rb") as f:
                data = f.read(max_bytes + 1)  # it may have grown since
        else:
            data = _read_at_most(path, max_bytes, seconds)
    except FileNotFoundError:
        raise YamlError(str(path), "not found") from None
    except OSError as err:
        raise YamlError(str(path), f"cannot read: {err.strerror or err}") from None
    if max_bytes is not None and len(data) > max_bytes:
        raise LimitError(str(path), f"reading stopped at {size_text(max_bytes)}, the limit, before the end of "
                                    "the input", "bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise YamlError(str(path), f"not UTF-8 text (byte {err.start})") from None


def load(path: str | Path) -> Any:
    """The YAML file at `path`, read within MAX_FILE_BYTES and READ_SECONDS (an expectations
    file given as /dev/zero is refused, not read until memory runs out)."""
    return loads(read_text(path, max_bytes=MAX_FILE_BYTES, seconds=READ_SECONDS), str(path))
