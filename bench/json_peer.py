#!/usr/bin/env python3
"""The Python peer of bench/scale.py: json.load of a Telegram chart file, columns to floats."""
import json
import sys

with open(sys.argv[1], "rb") as f:
    chart = json.load(f)
total = 0
for column in chart["columns"]:
    values = [float("nan") if v is None else float(v) for v in column[1:]]
    total += len(values)
print(total)
