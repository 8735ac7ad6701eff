#!/usr/bin/env python3
"""Placeholder."""
print("stub-check: 0 mismatches")
