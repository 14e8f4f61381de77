import sys

from kuhspec.docs.cli import main

sys.exit(main())
