"""The rules site in a real browser: Debian's chromium, driven by Selenium through Debian's
chromedriver (never a downloaded browser build). Marker `browser`: left out of the default
run; CI runs `python -m pytest -m browser` (.ci/run installs chromium, chromium-driver and
the `browser` extra).

The site is written by `kuhspec site` with two real conform reports of a small selection:
the reference, and a mutant that bends KF-AUC-2 over the wire. It is served from a local
http.server on 127.0.0.1, and read from file:// as well. Screenshots of the index, a game
page, the worked examples and the matrix are saved in $KUHSPEC_SCREENSHOTS (or the test's
temporary folder). Waits are upper bounds, never the verdict: a busy machine only waits longer.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from collections import Counter
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from harnesslib import env
from kuhspec.docs import books as docs_books
from kuhspec.docs.editions import differences, several_editions
from kuhspec.site.game import examples_page_name, game_page_name
from mutants_run import mutant_cmd

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent
CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1280,1000")
TAGS = "@KF-AUC-2 or @KF-AUC-5 or @KN-PLACE-1"
WAIT = 120  # seconds: an upper bound for a page or a search, never reached on a healthy machine
WRONG = "auctioneer-bids"  # the mutant that bends KF-AUC-2


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[browser]')"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.exists():
            return f"{path} is missing (apt-get install chromium chromium-driver)"
    return None


@pytest.fixture(scope="module")
def books():
    return docs_books()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(site folder, [report.json paths]): two conform runs, then `kuhspec site`."""
    why = _missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"the browser tests cannot run in CI: {why}")
        pytest.skip(why)
    base = tmp_path_factory.mktemp("site-browser")
    runs = {"reference": [], "mutant": ["--impl", mutant_cmd(WRONG)]}
    procs = {name: subprocess.Popen([sys.executable, "-m", "kuhspec", "conform", "--out", str(base / name),
                                     "--tags", TAGS, "--timeout", "120", *extra],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env(HERE), cwd=base)
             for name, extra in runs.items()}
    for name, proc in procs.items():
        _, err = proc.communicate(timeout=900)
        assert proc.returncode in (0, 1), f"conform of {name}: {err.decode()[-2000:]}"
    reports = [base / name / "report.json" for name in runs]
    site = base / "site"
    cmd = [sys.executable, "-m", "kuhspec", "site", "--out", str(site)]
    for r in reports:
        cmd += ["--report", str(r)]
    p = subprocess.run(cmd, capture_output=True, text=True, env=env(HERE), cwd=base, timeout=600)
    assert p.returncode == 0, p.stderr
    return site, reports


@pytest.fixture(scope="module")
def server(built):
    site, _ = built
    handler = partial(_Quiet, directory=str(site))
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()
    thread.join()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def browser(built):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="kuhspec-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(WAIT)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    folder = Path(os.environ.get("KUHSPEC_SCREENSHOTS") or tmp_path_factory.mktemp("screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _open(driver, url: str) -> list[dict]:
    """Load `url`, wait until it is complete, and give the browser's console messages."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get_log("browser")  # drop what an earlier page left
    driver.get(url)
    WebDriverWait(driver, WAIT).until(lambda d: d.execute_script("return document.readyState") == "complete")
    return driver.get_log("browser")


def _in_view(driver, ident: str) -> bool:
    return driver.execute_script(
        "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return r.height > 0 && r.top >= 0 && r.top < window.innerHeight;", ident)


def _shot(driver, folder: Path, name: str) -> None:
    path = folder / f"{name}.png"
    assert driver.save_screenshot(str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_each_page_loads_without_console_errors(built, server, browser, shots):
    site, _ = built
    pages = sorted(p.relative_to(site).as_posix() for p in site.glob("*.html"))
    assert {"index.html", "editions.html", "results.html"} <= set(pages)
    for name in pages:
        logs = _open(browser, server + name)
        errors = [m for m in logs if m["level"] == "SEVERE"]
        assert not errors, f"{name}: {errors}"
        assert browser.execute_script("return window.KUHSPEC_SEARCH.length") > 0, name
    _open(browser, server + "index.html")
    _shot(browser, shots, "index")
    for name in ("index.html", game_page_name("kuhno")):  # offline, from file://
        logs = _open(browser, (site / name).resolve().as_uri())
        assert not [m for m in logs if m["level"] == "SEVERE"], (name, logs)
        assert browser.execute_script("return window.KUHSPEC_SEARCH.length") > 0


def _targets(books) -> list[tuple[str, str]]:
    """(page, id): from each game a clause in the middle, a ruling and a scenario; an edition difference."""
    out = []
    for book in books:
        g, page = book.game, game_page_name(book.game.id)
        clauses = list(g.clauses)
        out += [(page, clauses[len(clauses) // 2]), (page, list(g.rulings)[-1]),
                (page, book.scenarios[len(book.scenarios) // 2].id)]
    out += [("editions.html", differences(b)[-1].id) for b in several_editions(books)]
    return out


def test_a_permalink_scrolls_its_target_into_view(built, server, browser, books, shots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    for page, ident in _targets(books):
        _open(browser, f"{server}{page}#{ident}")
        WebDriverWait(browser, WAIT).until(lambda d: _in_view(d, ident))
        assert browser.execute_script("return window.scrollY") > 0, (page, ident)
        assert browser.execute_script("return document.querySelector(':target').id") == ident
    page, ident = _targets(books)[0]
    _open(browser, server + page)
    _shot(browser, shots, "game-top")
    link = browser.find_element(By.CSS_SELECTOR, f'a.pl[href="#{ident}"]')
    browser.execute_script("arguments[0].click()", link)  # the ¶ link itself
    WebDriverWait(browser, WAIT).until(lambda d: _in_view(d, ident))
    assert browser.execute_script("return location.hash") == f"#{ident}"
    _shot(browser, shots, "game-permalink")


def _rare_word(books) -> tuple[str, str, str]:
    """(page, clause id, word): a word of a clause's statement that few other statements have."""
    statements = {(game_page_name(b.game.id), c.id): c.statement for b in books for c in b.game.clauses.values()}
    words = {key: set(re.findall(r"[a-z]{6,}", text.lower())) for key, text in statements.items()}
    seen = Counter(w for ws in words.values() for w in ws)
    word, key = min((seen[w], w, key) for key, ws in words.items() for w in ws)[1:]
    return key[0], key[1], word


def test_search_finds_a_clause_by_a_word_of_its_statement(built, server, browser, books, shots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    page, cid, word = _rare_word(books)
    _open(browser, server + "index.html")
    box = browser.find_element(By.ID, "q")
    box.send_keys(word)
    wanted = f'#search-results a[href="{page}#{cid}"]'
    WebDriverWait(browser, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, wanted))
    assert browser.find_element(By.ID, "search-results").is_displayed()
    _shot(browser, shots, "search")
    browser.find_element(By.CSS_SELECTOR, wanted).click()
    WebDriverWait(browser, WAIT).until(lambda d: d.execute_script("return location.hash") == f"#{cid}")
    WebDriverWait(browser, WAIT).until(lambda d: _in_view(d, cid))
    # by its id: Enter goes to the first result, the clause itself
    box = browser.find_element(By.ID, "q")
    box.send_keys(cid.lower(), Keys.ENTER)
    WebDriverWait(browser, WAIT).until(lambda d: d.execute_script("return location.hash") == f"#{cid}")
    assert browser.execute_script("return location.pathname").endswith(page)


def test_the_diagrams_render(built, server, browser, books, shots):
    from selenium.webdriver.support.ui import WebDriverWait

    site, _ = built
    for book in books:
        _open(browser, server + examples_page_name(book.game.id))
        images = browser.execute_script("return document.querySelectorAll('figure.diagram img').length")
        assert images >= 1, book.game.id
        for i in range(images):
            browser.execute_script("document.querySelectorAll('figure.diagram img')[arguments[0]]"
                                   ".scrollIntoView()", i)
            WebDriverWait(browser, WAIT).until(lambda d: d.execute_script(
                "const im = document.querySelectorAll('figure.diagram img')[arguments[0]];"
                "const r = im.getBoundingClientRect();"
                "return im.complete && im.naturalWidth > 0 && r.width > 0 && r.height > 0;", i))
        if book.game.id == "kuhno":
            _shot(browser, shots, "examples-kuhno")
    svg = sorted((site / "diagrams").glob("*.svg"))[0]
    _open(browser, server + f"diagrams/{svg.name}")  # a diagram on its own: its elements have size
    sizes = browser.execute_script(
        "return Array.from(document.querySelectorAll('svg [data-role]')).map(e => {"
        "const b = e.getBBox(); return [e.getAttribute('data-role'), b.width, b.height]; });")
    assert sizes and all(w > 0 and h > 0 for _, w, h in sizes), sizes[:5]


def test_the_matrix_shows_the_reports_counts(built, server, browser, shots):
    from selenium.webdriver.common.by import By

    _, reports = built
    _open(browser, server + "results.html")
    for i, path in enumerate(reports):
        rep = json.loads(path.read_text(encoding="utf-8"))
        assert rep["clauses"]
        for c in rep["clauses"]:
            row = browser.find_element(By.ID, c["id"])
            cell = row.find_elements(By.CSS_SELECTOR, "td.cell")[i]
            applicable = sum(n for s, n in c["counts"].items() if s != "skip")
            passed = c["counts"].get("pass", 0) + c["counts"].get("xpass", 0)
            assert c["status"] in cell.text, (c["id"], cell.text)
            if applicable:
                assert f"{passed}/{applicable}" in cell.text, (c["id"], cell.text)
    row = browser.find_element(By.ID, "KF-AUC-2")
    assert "disagree" in row.get_attribute("class")
    colours = [c.find_element(By.CSS_SELECTOR, ".st").value_of_css_property("background-color")
               for c in row.find_elements(By.CSS_SELECTOR, "td.cell")]
    assert colours[0] != colours[1]  # pass and fail look different
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    _shot(browser, shots, "results")
