"""For checks/browse/header-hint.test: what lab.compile.headers.hint() adds to a compiler's message in one config
of the matrix, or "no hint". Usage: header-hint.py CONFIG MESSAGE"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools"))
from lab.compile import headers, matrix  # noqa: E402

config = matrix.select(matrix.load()[0], [sys.argv[1]])[0]
print(headers.hint(config, sys.argv[2]) or "no hint")
