"""`python -m mutants NAME`: serve mutant NAME over the wire (`--list` lists them)."""

import sys

from mutants import main

sys.exit(main())
