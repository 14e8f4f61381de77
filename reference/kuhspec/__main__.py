"""`python -m kuhspec` is the `kuhspec` command."""

import sys

from kuhspec.cli import main

sys.exit(main())
