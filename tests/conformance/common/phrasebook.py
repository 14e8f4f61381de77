"""The phrasebook: step functions keyed by a stable name, phrased per language in data.

A step module records each step function under a key and its step types::

    @BOOK.step("rejected", "then")
    def is_rejected(world, code, clause): ...

The phrases live in ``<package>/phrases/<language>.yaml``, one file per language::

    fragments:              # named pieces, written {NAME} in the phrases
      NAME: '(?P<name>[A-Z][a-z]+)'
    lists:                  # the words of "a, b and c" and of an empty list
      and: [and]
      empty: [nothing]
    steps:                  # key -> one phrase (a regular expression) or a list of them
      rejected: 'the action is rejected with "{CODE}" under {CLAUSE}'

`install(namespace)` (called by a package's conftest) registers every step function with
pytest-bdd under every phrase of every language; pytest-bdd matches step text whatever the
Gherkin keyword language, so a Dutch scenario finds the same function as an English one.
Adding a Dutch phrase is adding one line to ``nl.yaml``. A phrase must name the same groups
as the step function's parameters. A key with no step, a step with no English phrase or a
fragment that is not defined is an error when the book is read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from kuhspec import yamlio
from pytest_bdd import given, parsers, then, when

FRAGMENT_RE = re.compile(r"\{([A-Z][A-Z_]*)\}")
DECORATORS = {"given": given, "when": when, "then": then}
BASE_LANGUAGE = "en"


class PhrasebookError(Exception):
    pass


@dataclass
class Entry:
    key: str
    types: tuple[str, ...]
    func: Callable


@dataclass
class Phrasebook:
    folder: Path  # holds <language>.yaml
    parent: "Phrasebook | None" = None  # its fragments and list words are inherited
    entries: dict[str, Entry] = field(default_factory=dict)
    _tables: dict | None = None

    # -- recording ---------------------------------------------------------------------------
    def step(self, key: str, *types: str):
        """Record the decorated function as the step `key` of the given types."""
        for t in types:
            if t not in DECORATORS:
                raise PhrasebookError(f"step {key!r}: unknown step type {t!r}")

        def deco(func):
            if key in self.entries:
                raise PhrasebookError(f"step key {key!r} is recorded twice")
            self.entries[key] = Entry(key, types or ("given", "when", "then"), func)
            return func

        return deco

    # -- the tables ----------------------------------------------------------------------------
    def languages(self) -> list[str]:
        return sorted(self.tables())

    def tables(self) -> dict[str, dict]:
        """language -> {"fragments", "lists", "steps"} as read from the YAML files."""
        if self._tables is None:
            self._tables = {}
            for path in sorted(self.folder.glob("*.yaml")):
                try:
                    data = yamlio.load(path) or {}
                except yamlio.YamlError as e:  # names the file and line
                    raise PhrasebookError(str(e)) from None
                if not isinstance(data, dict) or not isinstance(data.get("steps", {}), dict):
                    raise PhrasebookError(f"{path}: expected a mapping with 'steps'")
                self._tables[path.stem] = data
        return self._tables

    def fragments(self, lang: str) -> dict[str, str]:
        out = self.parent.fragments(lang) if self.parent else {}
        for source in (BASE_LANGUAGE, lang):  # a language may override an English fragment
            out.update((self.tables().get(source) or {}).get("fragments") or {})
        return out

    def list_words(self) -> tuple[set[str], set[str]]:
        """(connectives, words for an empty list) of every language of this book and its parent."""
        conj, empty = self.parent.list_words() if self.parent else (set(), set())
        for table in self.tables().values():
            lists = table.get("lists") or {}
            conj |= set(lists.get("and") or [])
            empty |= set(lists.get("empty") or [])
        return conj, empty

    def split(self, text: str) -> list[str]:
        """ "a, b and c" -> ["a", "b", "c"] (the list words of any language of the book);
        a word for an empty list ("nothing", "niets") -> []."""
        conj, empty = self.list_words()
        text = text.strip()
        if text in empty:
            return []
        alternatives = "|".join(re.escape(w) for w in sorted(conj, key=len, reverse=True))
        parts = re.split(r",\s*" + (rf"|\s+(?:{alternatives})\s+" if alternatives else ""), text)
        return [p.strip() for p in parts if p.strip()]

    def ids(self, text: str, pattern: re.Pattern) -> list[str]:
        """The ids of a step's list (see split), each checked against `pattern`."""
        out = self.split(text)
        for item in out:
            if not pattern.match(item):
                raise ValueError(f"step text names {item!r}, which is no card id")
        return out

    def phrases(self, lang: str, key: str) -> list[str]:
        """The anchored regular expressions of `key` in `lang` (fragments expanded)."""
        raw = ((self.tables().get(lang) or {}).get("steps") or {}).get(key)
        if raw is None:
            return []
        frags = self.fragments(lang)

        def expand(m):
            if m.group(1) not in frags:
                raise PhrasebookError(f"{self.folder}/{lang}.yaml: {key}: unknown fragment {{{m.group(1)}}}")
            return frags[m.group(1)]

        out = []
        for p in [raw] if isinstance(raw, str) else raw:
            for _ in range(10):  # fragments may use fragments
                p, n = FRAGMENT_RE.subn(expand, p)
                if not n:
                    break
            out.append("^" + p + "$")
        return out

    def pattern(self, lang: str, key: str) -> list[re.Pattern]:
        return [re.compile(p) for p in self.phrases(lang, key)]

    def patterns(self, lang: str) -> list[tuple[str, tuple[str, ...], re.Pattern]]:
        """(key, step types, regex) of every phrase of `lang`, this book's and its parent's;
        built once per language (and again only if steps were registered since)."""
        cache = self.__dict__.setdefault("_patterns", {})
        stamp = (lang, len(self.entries), len(self.parent.entries) if self.parent else 0)
        if stamp not in cache:
            out = list(self.parent.patterns(lang)) if self.parent else []
            for key, entry in self.entries.items():
                out += [(key, entry.types, re.compile(p)) for p in self.phrases(lang, key)]
            cache[stamp] = out
        return cache[stamp]

    def matches(self, lang: str, type_: str, text: str) -> list[str]:
        """The keys whose phrases in `lang` match a step of `type_` with `text`."""
        return [key for key, types, rx in self.patterns(lang) if type_ in types and rx.match(text)]

    def problems(self) -> list[str]:
        """Keys without a step, steps without an English phrase, bad fragments and regexes."""
        out = self._key_problems()
        for lang in self.tables():
            for key in self.entries:
                out += self._phrase_problems(lang, key, lambda phrase: None)
        return out

    def _key_problems(self) -> list[str]:
        out = []
        for lang, table in self.tables().items():
            for key in table.get("steps") or {}:
                if key not in self.entries:
                    out.append(f"{self.folder}/{lang}.yaml: {key!r} is no step of this book")
        for key in self.entries:
            if not (self.tables().get(BASE_LANGUAGE) or {}).get("steps", {}).get(key):
                out.append(f"{self.folder}/{BASE_LANGUAGE}.yaml: step {key!r} has no phrase")
        return out

    def _phrase_problems(self, lang: str, key: str, each: Callable[[str], None]) -> list[str]:
        """What is wrong with the phrases of `key` in `lang` (a bad fragment or regex, a group
        that is no parameter of the step); `each(phrase)` is called for every sound phrase."""
        entry = self.entries[key]
        try:
            phrases = self.phrases(lang, key)
        except PhrasebookError as e:
            return [f"{self.folder}/{lang}.yaml: {key}: {e}"]
        out = []
        for phrase in phrases:
            try:
                rx = re.compile(phrase)
            except re.error as e:
                out.append(f"{self.folder}/{lang}.yaml: {key}: {e}")
                continue
            missing = set(rx.groupindex) - set(entry.func.__code__.co_varnames)
            if missing:
                out.append(f"{self.folder}/{lang}.yaml: {key}: groups {sorted(missing)} "
                           f"are no parameters of {entry.func.__name__}")
                continue
            each(phrase)
        return out

    # -- registering with pytest-bdd -------------------------------------------------------------
    def install(self, namespace: dict) -> None:
        """Register every step under every phrase as pytest-bdd step fixtures in `namespace`
        (the globals of the conftest that calls this, so the steps are seen below it). The
        phrasebook is checked on the way (problems()), each phrase compiled once: a broken
        book is refused whole, naming every problem."""
        problems = self._key_problems()
        before = set(namespace)
        for lang in self.languages():
            for entry in self.entries.values():
                def register(phrase, entry=entry):
                    for t in entry.types:
                        _register(DECORATORS[t], phrase, entry.func, namespace)
                problems += self._phrase_problems(lang, entry.key, register)
        if problems:
            raise PhrasebookError("the phrasebook is inconsistent:\n  " + "\n  ".join(problems))
        if not set(namespace) - before and self.entries:
            raise PhrasebookError("pytest-bdd registered no step fixture into the namespace")


def _register(decorator, phrase: str, func: Callable, namespace: dict) -> None:
    """pytest-bdd injects a step fixture into the locals of the frame that applies its
    decorator: apply it from code whose locals are `namespace` (the conftest's globals)."""
    helpers = {"__pb_decorator": decorator, "__pb_re": parsers.re, "__pb_phrase": phrase, "__pb_func": func}
    exec("__pb_decorator(__pb_re(__pb_phrase))(__pb_func)", helpers, namespace)
