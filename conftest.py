"""Every test run keeps learners' records in memory: no test (nor a lesson run by nbval, nor a
JupyterLab started by the browser tests, all of which inherit this environment) reads or
writes the practice record in the user's Jupyter data directory (studlib.progress)."""

import os

os.environ["STUDLIB_PROGRESS"] = "memory"
