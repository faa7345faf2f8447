#!/usr/bin/env python3
"""Screenshots of ChartReel Studio, light and dark, for the README.

Usage: studio_screenshots.py URL OUTPUT_DIR [FRAME]

Loads the studio at URL in headless Chromium (Debian's, through its chromedriver), moves to
FRAME (default 150) and writes OUTPUT_DIR/studio-light.png and OUTPUT_DIR/studio-dark.png.
"""

import os
import shutil
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main():
    url, folder = sys.argv[1], sys.argv[2]
    index = int(sys.argv[3]) if len(sys.argv) > 3 else 150
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1440,960", "--hide-scrollbars"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))
    try:
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get(url)
            deadline = time.monotonic() + 30
            script = ("const s = document.getElementById('scrubber');"
                      "if (s.max !== '0') { s.value = arguments[0];"
                      " s.dispatchEvent(new Event('input')); return true; } return false;")
            while not driver.execute_script(script, index):
                if time.monotonic() > deadline:
                    raise SystemExit("the page never loaded its scene")
                time.sleep(0.1)
            while not driver.execute_script(
                    "const f = document.getElementById('frame'), s = document.getElementById('state');"
                    "return f.dataset.frame === String(arguments[0]) && f.complete &&"
                    " s.dataset.frame === String(arguments[0]);", index):
                if time.monotonic() > deadline:
                    raise SystemExit(f"frame {index} never showed")
                time.sleep(0.1)
            path = os.path.join(folder, f"studio-{scheme}.png")
            driver.save_screenshot(path)
            print(path)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
