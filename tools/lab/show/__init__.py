"""What people look at: the terminal views (browse.py), the report and the workshop's pages (report.py,
workshop.py, and the parts they share, parts.py), one headless Chromium for them (chromium.py), and the assertions on its DOM (domcheck.py)."""
