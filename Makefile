# Truco Lab: the two commands of the README, and all the setup they need on a fresh Debian
# machine (Python >= 3.11, Node 20, npm). Idempotent: each install step reruns only when its
# input changed (pyproject.toml, package-lock.json).
#
#   make serve   set up, build, then serve the site at http://127.0.0.1:8000/ as a static host would
#                (precompressed files), rebuilding when a source changes
#   make test    set up (+ Debian's Chromium), then every test stage, with timings

SHELL := /bin/bash
.DEFAULT_GOAL := help
.PHONY: help setup serve build test chromium lint typecheck typecheck-js compile-solver test-engine test-js test-pyodide \
        test-build test-site test-built-site test-browser bench clean

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PY_STAMP := $(VENV)/.installed-pyproject
NODE_STAMP := node_modules/.installed-lock
CHROMIUM := /usr/bin/chromium
# the browser tests' Chromium (tests/browser/conftest.py): Debian's headless shell of the same version
CHROMIUM_SHELL := /usr/bin/chromium-headless-shell
HOST ?= 127.0.0.1
PORT ?= 8000
TIMINGS := build/test-timings.txt
# 1 when make test built the site once for the site and browser stages (see test-build)
SHARED_SITE ?= 0
# processes per pytest stage (pytest-xdist): the engine's tests run 2.3x faster on 2 cores, the
# browser's 1.2x (one test file per process: its shared page stays shared); JOBS=0 runs in one
JOBS ?= 2
export NO_MKDOCS_2_WARNING := 1

# $(call stage,name,command): run a test stage, time it, record the time in $(TIMINGS)
define stage
	@echo "==> $(1)"; start=$$(date +%s); $(2); rc=$$?; secs=$$(( $$(date +%s) - start )); \
	echo "$(1): $${secs} s$$( [ $$rc -eq 0 ] || echo " (FAILED, exit $$rc)")" >> $(TIMINGS); \
	echo "<== $(1): $${secs} s"; exit $$rc
endef

help:
	@echo "make serve   build and serve the site at http://$(HOST):$(PORT)/ (compressed; rebuilds on change)"
	@echo "make test    run every test: lint, types, engine, Pyodide smoke, site build, browser"

# --- setup ------------------------------------------------------------------------------------

$(PY):
	@$(PYTHON) -m venv $(VENV) 2>/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    rm -rf $(VENV); apt-get update && apt-get install -y python3-venv && $(PYTHON) -m venv $(VENV); \
	  else echo "cannot create $(VENV): install python3-venv (apt-get install python3-venv)"; exit 1; fi; }

$(PY_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[site,test,dev]'
	@touch $@

package-lock.json:
	npm install --no-audit --no-fund

$(NODE_STAMP): package-lock.json package.json
	@command -v npm >/dev/null || { echo "npm is missing: install Node 20 and npm"; exit 1; }
	npm ci --no-audit --no-fund
	@touch $@

setup: $(PY_STAMP) $(NODE_STAMP)

# Chromium is needed; its headless shell is installed beside it where we can (the tests run the whole
# browser where it is missing, a fifth slower)
chromium:
	@if [ ! -x $(CHROMIUM) ] || [ ! -x $(CHROMIUM_SHELL) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && apt-get install -y chromium chromium-driver chromium-headless-shell; \
	  elif [ ! -x $(CHROMIUM) ]; then \
	    echo "Browser tests need Debian's Chromium at $(CHROMIUM):"; \
	    echo "  sudo apt-get update && sudo apt-get install -y chromium chromium-driver chromium-headless-shell"; exit 1; \
	  else \
	    echo "note: $(CHROMIUM_SHELL) is missing, the browser tests run the whole browser (sudo apt-get install chromium-headless-shell)"; \
	  fi; \
	fi

# --- the site ---------------------------------------------------------------------------------

serve: setup
	$(PY) scripts/dev/serve.py --build --watch --host $(HOST) --port $(PORT)

build: setup
	$(PY) -m mkdocs build --strict

bench: setup chromium
	$(PY) scripts/bench/bench_site.py

# --- tests ------------------------------------------------------------------------------------

# Two waves: the one-process stages two at a time (the site built once, then its build tests), then
# the engine's and the browser's tests side by side, two processes each: the engine's fill the CPU
# the browser's leave idle while pages load and slow links download. Every stage runs even when
# another fails. The first wave starts its longest one-process stages first (make starts them in
# the order named): numba's compile last ran alone on one core for its last minute.
test: setup chromium
	@mkdir -p build; : > $(TIMINGS)
	@rc=0; start=$$(date +%s); \
	$(MAKE) --no-print-directory --keep-going -j2 --output-sync=target SHARED_SITE=1 \
	  compile-solver test-built-site test-js lint typecheck typecheck-js test-pyodide || rc=1; \
	second=$$(date +%s); echo "first wave: $$(( second - start )) s" >> $(TIMINGS); \
	$(MAKE) --no-print-directory --keep-going -j2 --output-sync=target SHARED_SITE=1 \
	  test-engine test-browser || rc=1; \
	echo "second wave: $$(( $$(date +%s) - second )) s" >> $(TIMINGS); \
	echo; echo "== timings"; cat $(TIMINGS); exit $$rc

# the site built once for the site and browser stages, then the build's own tests
test-built-site:
	@$(MAKE) --no-print-directory SHARED_SITE=1 test-build && $(MAKE) --no-print-directory SHARED_SITE=1 test-site

lint:
	$(call stage,ruff,$(PY) -m ruff check engine tests scripts site_src)

typecheck:
	$(call stage,mypy,$(PY) -m mypy --strict engine/truco)

typecheck-js:
	$(call stage,tsc,node_modules/.bin/tsc -p tsconfig.json)

# numba's walks compiled into its cache while the first wave has a core to spare, so that the
# engine's tests start at once (tests/support/solver_cache.py)
compile-solver:
	$(call stage,numba compile,$(PY) tests/support/solver_cache.py)

test-engine:
	$(call stage,engine tests,$(PY) -m pytest -q -p no:cacheprovider -n $(JOBS) --dist worksteal tests/engine)

test-js:
	$(call stage,js unit tests,PYTHON=$(PY) node --test --test-concurrency=$(if $(filter 0,$(JOBS)),1,$(JOBS)) tests/js/)

test-pyodide:
	$(call stage,pyodide smoke,PYTHON=$(PY) node tests/support/pyodide_smoke.mjs)

# the site is built once for the site and browser tests (tests/support/built_site.py), with a fast brotli
# quality (the site's bytes differ a little, not how it behaves); make serve and make bench build
# with the best one. Run alone, test-site and test-browser build their own copy.
test-build:
	$(call stage,site build,TRUCO_BROTLI_QUALITY=5 $(PY) tests/support/build_test_site.py)

test-site:
	$(call stage,site build tests,TRUCO_TEST_SITE=$(SHARED_SITE) TRUCO_BROTLI_QUALITY=5 $(PY) -m pytest -q -p no:cacheprovider tests/site)

# a browser test that fails is run once more (pytest-rerunfailures, as Playwright's own runner retries
# on CI): a loaded machine's timing noise is not a failure, a behaviour that fails twice is. Every
# rerun is named in the summary ("RERUN ..."), to be fixed like any flaky test.
test-browser:
	$(call stage,browser tests,TRUCO_TEST_SITE=$(SHARED_SITE) TRUCO_BROTLI_QUALITY=5 $(PY) -m pytest -q -p no:cacheprovider -n $(JOBS) --dist loadfile --reruns 1 --reruns-delay 2 -raR tests/browser)

clean:
	rm -rf site build .pytest_cache .mypy_cache .ruff_cache
