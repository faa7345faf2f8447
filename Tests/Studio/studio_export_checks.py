"""The export panel's rate and scale, its notes and refusals, a transparent scene's formats,
Space on a focused button and the state panel during playback, for studio_transport_test.py.

Each check drives the page in Chromium as a user would (the panel's fields, its Export button,
keys) and reads back what the user gets: the note under the fields, the status, and the file
itself with ffprobe (its frame rate, size and frame count).
"""

import json
import os
import subprocess
import time
import urllib.request

from selenium.webdriver.common.by import By

from studio_support import check, save, wait_for

SET_FIELD = ("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
             " e.dispatchEvent(new Event(arguments[2], {bubbles: true}))")


def field(driver, name, value, event="input"):
    driver.execute_script(SET_FIELD, name, value, event)


def seek(driver, index):
    field(driver, "scrubber", str(index))


def probe(path):
    """The first video stream's frame rate, width, height and counted frames, from ffprobe."""
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
         "stream=r_frame_rate,width,height,nb_read_frames", "-of", "json", path],
        check=True, capture_output=True, text=True).stdout
    stream = json.loads(out)["streams"][0]
    return stream["r_frame_rate"], stream["width"], stream["height"], int(stream["nb_read_frames"])


def state_follows_playback(driver):
    """While playing, #state moves on with the playhead (throttled), and ends at the frame."""
    state = driver.find_element(By.ID, "state")
    seek(driver, 0)
    driver.find_element(By.ID, "play").click()
    seen = set()
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        seen.add(state.get_attribute("data-frame"))
        time.sleep(0.05)
    driver.find_element(By.TAG_NAME, "body").send_keys("k")
    value = driver.find_element(By.ID, "scrubber").get_attribute("value")
    wait_for(lambda: state.get_attribute("data-frame") == value, 5, "#state at the stopped frame")
    check(len(seen) >= 4, f"the state panel follows playback ({len(seen)} frames in 2 s, then"
          f" frame {value} once stopped)")


def custom_export(driver, studio, scratch):
    """An MP4 at 24 fps and 0.33 x the 1280x720 canvas, of frames 30-59 (1 s at 30 fps)."""
    status = driver.find_element(By.ID, "export-status")
    note = driver.find_element(By.ID, "export-size")
    field(driver, "export-format", "png", "change")
    check("frame at the playhead" in note.text, f"the page says what a PNG export is: {note.text!r}")
    field(driver, "export-format", "mp4", "change")
    check(note.text.startswith("1280 × 720 · 30 fps"),
          f"the fields start at the canvas's size and rate: {note.text!r}")
    for name, value, said in [("export-fps", "0", "fps is 0"), ("export-fps", "121", "fps is 121"),
                              ("export-fps", "2.5", "fps is 2.5"),
                              ("export-scale", "4.5", "scale is 4.5")]:
        field(driver, "export-fps", "30")
        field(driver, "export-scale", "1")
        field(driver, name, value)
        driver.find_element(By.ID, "export").click()
        wait_for(lambda: "Refused" in status.text, 5, "the page's refusal")
        check(said in status.text and said in note.text,
              f"the page refuses {name[7:]} {value}: {status.text!r}")
    token = studio.token()
    for body, said in [({"fps": 0}, "fps is 0"), ({"fps": 121}, "fps is 121"),
                       ({"fps": "30"}, "fps is \"30\""), ({"scale": 0.05}, "scale is 0.05"),
                       ({"scale": 4.01}, "scale is 4.01")]:
        answer, _, text = studio.request("POST", "/export/mp4", body=json.dumps(body),
                                         headers={"X-Studio-Token": token})
        error = json.loads(text)["error"]
        check(answer == 400 and said in error, f"the server refuses {body}: {answer} {error!r}")
    seek(driver, 30)
    driver.find_element(By.TAG_NAME, "body").send_keys("i")
    seek(driver, 59)
    driver.find_element(By.TAG_NAME, "body").send_keys("o")
    field(driver, "export-range", "loop", "change")
    field(driver, "export-fps", "24")
    field(driver, "export-scale", "0.33")
    check(note.text.startswith("422 × 238 · 24 fps") and "even" in note.text,
          f"the size follows the scale, even for MP4: {note.text!r}")
    driver.find_element(By.ID, "export").click()
    link = wait_for(lambda: driver.find_elements(
        By.CSS_SELECTOR, ".export-link[data-kind=mp4]"), 60, "the custom MP4's link")[0]
    path = os.path.join(scratch, "custom.mp4")
    with urllib.request.urlopen(link.get_attribute("href"), timeout=30) as response, \
            open(path, "wb") as file:
        file.write(response.read())
    rate, width, height, frames = probe(path)
    check((rate, width, height, frames) == ("24/1", 422, 238, 24),
          f"the MP4 at 24 fps x 0.33 of frames 30-59 is {width}x{height} at {rate} with"
          f" {frames} frames (ffprobe; 422x238, 24/1 and 24 expected) ({link.text})")
    field(driver, "export-range", "all", "change")
    field(driver, "export-fps", "30")
    field(driver, "export-scale", "1")
    dismiss = driver.find_element(By.ID, "export-dismiss")
    driver.execute_script("arguments[0].focus()", dismiss)
    dismiss.send_keys(" ")
    panel = driver.find_element(By.ID, "export-panel")
    wait_for(lambda: not panel.is_displayed(), 2, "Space to press the focused dismiss button")
    check(driver.find_element(By.ID, "play").get_attribute("aria-pressed") == "false",
          "Space on a focused button presses it (the export panel dismissed), not play")


def transparent_formats(driver, scene):
    """A transparent canvas: MP4 and GIF say to use WebM or MOV, and MP4 is refused so."""
    with open(scene) as file:
        original = file.read()
    clear = json.loads(original)
    clear["canvas"]["background"] = "transparent"
    save(scene, json.dumps(clear, indent=1))
    wait_for(lambda: driver.execute_script(
        "return document.querySelector('#export-format option[value=mp4]').title"), 10,
        "the MP4 option's note")
    notes = driver.execute_script(
        "return [...document.getElementById('export-format').options]"
        ".filter((o) => o.title.includes('WebM or MOV')).map((o) => o.value)")
    field(driver, "export-format", "mp4", "change")
    driver.find_element(By.ID, "export").click()
    status = driver.find_element(By.ID, "export-status")
    wait_for(lambda: "Refused" in status.text, 5, "the transparent MP4 refused")
    check(notes == ["mp4", "gif"] and "WebM or MOV" in status.text,
          f"a transparent scene: {notes} say to use WebM or MOV; MP4 refused: {status.text!r}")
    save(scene, original)
    wait_for(lambda: not driver.execute_script(
        "return document.querySelector('#export-format option[value=mp4]').title"), 10,
        "the MP4 option's note gone")
