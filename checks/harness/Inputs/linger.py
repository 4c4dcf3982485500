# A test's child that outlives an interrupt unless someone ends it: like Chromium under make report, it ignores
# SIGINT (as a lit worker's children do) and SIGTERM, and leaves a helper in a session of its own; then it says
# it has started (the file named by its argument) and waits.
import os
import signal
import subprocess
import sys
import time

signal.signal(signal.SIGINT, signal.SIG_IGN)
signal.signal(signal.SIGTERM, signal.SIG_IGN)
if sys.argv[1:] == ["helper"]:
    time.sleep(300)
    sys.exit(0)
subprocess.Popen([sys.executable, os.path.abspath(__file__), "helper"], start_new_session=True)
with open(sys.argv[1], "w") as f:
    f.write("started\n")
time.sleep(300)
