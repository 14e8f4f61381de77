"""The Kuhno step modules. Importing this package records every step in kuhno.book.BOOK."""

from . import actions, checks, positions, table  # noqa: F401
