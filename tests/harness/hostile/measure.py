"""Run `kuhspec ARGS` in this process and write its peak memory (KiB) to $KUHSPEC_MAXRSS_FILE."""

import os
import resource
import sys

from kuhspec.cli import main

try:
    rc = main(sys.argv[1:])
finally:
    with open(os.environ["KUHSPEC_MAXRSS_FILE"], "w") as f:
        f.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
sys.exit(rc)
