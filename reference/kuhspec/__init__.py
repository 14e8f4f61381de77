"""kuhspec: rules specification and conformance suite for Kuhhandel Festival and Kuhno."""

__version__ = "0.1.0"
