"""The example database of a differential campaign: where hypothesis keeps every divergence it
found (shrunk), so that the next run, or another process or machine of the same campaign,
tries it first.

    --database DIR            a folder (hypothesis's DirectoryBasedExampleDatabase); several
                              processes, or machines sharing the folder, may use it at once
    --database redis://HOST   hypothesis's RedisExampleDatabase, for machines that share a
                              Redis server (needs the optional package: pip install redis)
"""

from __future__ import annotations

from pathlib import Path

DEFAULT = ".hypothesis/kuhspec-differential"
REDIS = ("redis://", "rediss://", "unix://")
PREFIX = b"kuhspec-differential:"


class DatabaseError(ValueError):
    """A --database that cannot be used, said in a sentence that names it."""


def open_database(where: str | None):
    """The hypothesis example database `where` names (see the module); None: none at all."""
    if where is None:
        return None
    if not isinstance(where, str) or not where.strip():
        raise DatabaseError("--database: give a folder or a redis:// URL")
    if where.startswith(REDIS):
        return _redis(where)
    path = Path(where)
    if path.exists() and not path.is_dir():
        raise DatabaseError(f"--database {where}: not a folder")
    from hypothesis.database import DirectoryBasedExampleDatabase

    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DatabaseError(f"--database {where}: cannot make the folder: {e.strerror or e}") from None
    return DirectoryBasedExampleDatabase(str(path))


def _redis(url: str):
    try:
        import redis
        from hypothesis.extra.redis import RedisExampleDatabase
    except ImportError:
        raise DatabaseError(f"--database {url}: a Redis database needs the optional package redis "
                            "(pip install redis, or pip install 'kuhspec[redis]')") from None
    try:
        client = redis.Redis.from_url(url)
        client.ping()
    except (redis.RedisError, ValueError) as e:
        raise DatabaseError(f"--database {url}: cannot reach the Redis server: {e}") from None
    return RedisExampleDatabase(client, key_prefix=PREFIX)


def describe(where: str | None) -> str | None:
    """How the database is named in a report (a folder as given, a URL without its password)."""
    if where is None or not where.startswith(REDIS):
        return where
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(where)
    if parts.password:
        host = parts.hostname or ""
        netloc = f"{parts.username or ''}:***@{host}" + (f":{parts.port}" if parts.port else "")
        return urlunsplit(parts._replace(netloc=netloc))
    return where
